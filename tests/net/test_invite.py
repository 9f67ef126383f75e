"""Invite codes through a mailbox server and a transit relay started on loopback."""

from __future__ import annotations

import pytest

from spite_gui.net import invite
from spite_gui.net import news as told

from .helpers import Harness, wait_for


@pytest.fixture
def harness(twisted_net):
    harness = Harness(twisted_net)
    offers: list[invite.Offer] = []
    harness.offers = offers
    yield harness
    for offer in offers:
        twisted_net.call(offer.cancel)
    harness.run(lambda: [table.close() for table in harness.tables])
    harness.close()


def _offer(harness, table, relays, seat):
    codes: list[str] = []
    offer = harness.net.wait(invite.offer(relays, seat, table.link_arrived, codes.append))
    harness.offers.append(offer)
    wait_for(lambda: codes, 30, "an invite code")
    return codes[0]


def _dialer(harness, relays, code, links):
    async def dial():
        link = await invite.accept(relays, code)
        links.append(link)
        return link

    return dial


@pytest.mark.parametrize("text, code", [
    ("7-guitarist-revenge", "7-guitarist-revenge"),
    ("  7 Guitarist  REVENGE ", "7-guitarist-revenge"),
    ("12-a-bc", None), ("guitarist-revenge", None), ("7-guitarist", None), ("7_x_y", None),
])
def test_an_invite_code_is_read_as_typed_or_refused_saying_what_one_looks_like(text, code):
    if code is None:
        with pytest.raises(ValueError, match="looks like 7-guitarist-revenge"):
            invite.read_code(text)
    else:
        assert invite.read_code(text) == code


def test_a_friend_joins_by_invite_code_through_the_relay_and_plays_a_whole_game(
        harness, local_relays):
    table, _port = harness.host(("computer", "remote"), start_when_full=True)
    harness.tables.append(table)
    code = _offer(harness, table, local_relays, 1)
    links = []
    bob = harness.guest(_dialer(harness, local_relays, code, links), "Bob")
    wait_for(lambda: bob.verdicts, 60, "the game")
    assert bob.verdicts[1].ok and bob.seat == 1
    assert links and links[0].address == f"invite {code}"
    final = harness.run(lambda: table.host.view(1))
    assert bob.update.view == final and final.outcome is not None


def test_a_wrong_code_is_told_and_the_seat_keeps_its_code(harness, local_relays):
    table, _port = harness.host(("computer", "remote"), start_when_full=True)
    harness.tables.append(table)
    code = _offer(harness, table, local_relays, 1)
    number, first, second = code.split("-")
    wrong = f"{number}-{second}-{first}" if first != second else f"{number}-{first}-{first}x"
    with pytest.raises(ConnectionError, match="not right"):
        harness.net.wait(invite.accept(local_relays, wrong), 60)
    bob = harness.guest(_dialer(harness, local_relays, code, []), "Bob")
    wait_for(lambda: bob.verdicts, 60, "the game after a wrong guess")
    assert bob.verdicts[1].ok


def test_a_dropped_friend_dials_the_same_code_again_and_the_game_resumes(
        harness, local_relays):
    table, _port = harness.host(("computer", "remote"), start_when_full=True, wait=60)
    harness.tables.append(table)
    code = _offer(harness, table, local_relays, 1)
    links = []
    bob = harness.guest(_dialer(harness, local_relays, code, links), "Bob", pace=0.005)
    wait_for(lambda: bob.update is not None and bob.update.view.turn > 4, 30)
    harness.net.call(links[0].close)  # the friend's connection drops
    wait_for(lambda: len(links) == 2 and any(
        n.kind == told.BACK for n in harness.news), 60, "Bob to come back by the same code")
    wait_for(lambda: bob.verdicts, 60, "the end of the game")
    assert bob.verdicts[1].ok
    assert bob.update.view == harness.run(lambda: table.host.view(1))


def test_nobody_behind_a_code_is_told_in_time(twisted_net, local_relays, monkeypatch):
    monkeypatch.setattr(invite, "KEY_TIMEOUT", 1.0)
    with pytest.raises(TimeoutError, match="Nobody offers a seat"):
        twisted_net.wait(invite.accept(local_relays, "999-nobody-here"), 30)
