"""A friend who closes their program keeps their seat and comes back to it; a host whose
program closes keeps the table, and its friends come back by themselves when it is hosted
again; whoever comes back is told the table talk so far and the story of the game, as their
seat saw it."""

from __future__ import annotations

import json

import pytest

from spite_gui.engine import events
from spite_gui.net import news as told
from spite_gui.net.backoff import Backoff
from spite_gui.net.protocol import CONNECTED, WAITING, Goodbye
from spite_gui.play import DrewUnseen

from .helpers import Harness, Proxy, wait_for

QUICKLY = Backoff(first=0.05, most=0.2)


@pytest.fixture
def harness():
    harness = Harness()
    yield harness
    harness.close()


def _state(harness, table, seat):
    return harness.run(lambda: table.seats()[seat].state)


def _kinds(harness, seat):
    return [n.kind for n in harness.news if n.seat == seat]


def _host_quits(harness, table, proxy):
    """The host's program closes, keeping the table (its last save): nothing answers at its
    address any more. Returns the table as kept."""
    def closing():
        saved = json.loads(json.dumps(table.snapshot()))
        table.close(Goodbye.HOST_AWAY, kept=True)
        proxy.blocked = True
        return saved

    return harness.run(closing)


def test_a_friend_who_closes_their_program_keeps_their_seat_and_takes_it_back(harness):
    table, port = harness.host(("computer", "remote"), start_when_full=True, wait=30)
    bob = harness.guest(port, "Bob", pace=0.05)
    wait_for(lambda: bob.update is not None, 10)
    harness.run(lambda: bob.step_away("closed their game"))
    wait_for(lambda: _state(harness, table, 1) == WAITING, 10)
    assert told.AWAY in _kinds(harness, 1)
    assert told.STOOD_IN not in _kinds(harness, 1) and told.LEFT not in _kinds(harness, 1)
    # the program starts again with its seat key: the same seat
    again = harness.guest(port, "Bob", seat_key=bob.seat_key, table_key=bob.table_key,
                          returning=True, pace=0.01)
    wait_for(lambda: again.seat == 1 and _state(harness, table, 1) == CONNECTED, 10)
    assert _kinds(harness, 1)[-1] == told.BACK
    wait_for(lambda: again.verdicts, 60, "the game to end")
    assert again.verdicts[1].ok, again.verdicts[1].message


def test_a_host_whose_program_closes_keeps_the_table_and_its_friend_comes_back_by_itself(
        harness):
    table, port = harness.host(("computer", "remote"), start_when_full=True, wait=30)
    proxy = Proxy(harness, port)
    # a friend whose program would give a dropped table up after a moment (0.3 s) …
    bob = harness.guest(proxy.port, "Bob", pace=0.02, redial=QUICKLY, reconnect_for=0.3)
    wait_for(lambda: bob.update is not None and bob.update.view.turn > 3, 30)

    saved = _host_quits(harness, table, proxy)
    wait_for(lambda: bob.paused, 10, "the friend to hear the table is kept")
    tried = bob.redials
    # … dials on for as long as the table is kept
    wait_for(lambda: bob.redials >= tried + 8, 10, "the friend to keep dialing")
    assert bob.closed is None and not bob.connected
    assert [n.kind for n in harness.told["Bob"]].count(told.PAUSED) == 1
    assert told.CLOSED not in [n.kind for n in harness.told["Bob"]]
    # hosted again: the friend's program comes back by itself and the game goes on
    again, new_port = harness.resume(saved, wait=30)
    proxy.target, proxy.blocked = new_port, False
    wait_for(lambda: _state(harness, again, 1) == CONNECTED, 20, "the friend back")
    wait_for(lambda: bob.verdicts, 60, "the game to end at the table hosted again")
    assert bob.verdicts[1].ok, "the same promised deal"


def test_a_friend_back_after_a_restart_is_told_the_table_talk_and_the_story_so_far(harness):
    table, port = harness.host(("computer", "remote"), start_when_full=True, wait=30)
    bob = harness.guest(port, "Bob", pace=0.05)
    # both have drawn since the deal
    wait_for(lambda: bob.update is not None and bob.update.view.turn > 4, 30)
    harness.run(lambda: table.say(0, "Good luck!"))
    harness.run(lambda: bob.chat("Thanks, you too"))
    wait_for(lambda: told.CHAT in _kinds(harness, 1), 10)
    harness.run(lambda: table.react(0, "hello"))
    wait_for(lambda: len([n for n in harness.told["Bob"] if n.kind in (told.CHAT,
                                                                       told.REACTION)]) == 3, 10)
    harness.run(lambda: bob.step_away())
    wait_for(lambda: _state(harness, table, 1) == WAITING, 10)

    seen = []

    def watched(guest, computer):
        return lambda update: (seen.append(update), computer(update))

    again = harness.guest(port, "Bob 2", seat_key=bob.seat_key, table_key=bob.table_key,
                          returning=True, wrap=watched)
    wait_for(lambda: again.seat == 1 and seen, 10)
    news = harness.told["Bob 2"]
    recap = next(n for n in news if n.kind == told.RECAP)
    assert [(line.seat, getattr(line, "text", ""), getattr(line, "reaction", ""))
            for line in recap.detail] == [(0, "Good luck!", ""), (1, "Thanks, you too", ""),
                                          (0, "", "hello")]
    assert news.index(recap) < [n.kind for n in news].index(told.SEATED)
    assert again.recap.game == 1 and again.recap.wait == 30
    start = seen[0]
    story = harness.run(lambda: table.host.history(1))
    assert start.events == story[:len(start.events)]  # the game went on since
    assert isinstance(start.events[0], events.Dealt)
    # the story is the seat's own: the computer's draws are counts, never cards
    assert any(isinstance(e, DrewUnseen) and e.player == 0 for e in start.events)
    assert not any(isinstance(e, events.Drew) and e.player == 0 for e in start.events)
    wait_for(lambda: again.verdicts, 60, "the game to end")
    assert again.verdicts[1].ok, "the story told matches the promised deal"


def test_a_friend_coming_back_before_the_table_is_hosted_again_dials_until_it_is(harness):
    """Back after a restart while the host's program is still closed: nothing answers yet;
    the friend's program dials quietly until the table is hosted again, then sits down."""
    table, port = harness.host(("computer", "remote"), start_when_full=True, wait=30)
    proxy = Proxy(harness, port)
    bob = harness.guest(proxy.port, "Bob", pace=0.02)
    wait_for(lambda: bob.update is not None and bob.update.view.turn > 3, 30)
    harness.run(lambda: bob.step_away())
    wait_for(lambda: _state(harness, table, 1) == WAITING, 10)

    saved = _host_quits(harness, table, proxy)
    back = harness.guest(proxy.port, "Bob", seat_key=bob.seat_key, table_key=bob.table_key,
                         returning=True, redial=QUICKLY, pace=0.01)
    wait_for(lambda: back.redials >= 3, 10, "dialing while nobody answers")
    assert back.closed is None and back.seat is None
    again, new_port = harness.resume(saved, wait=30)
    proxy.target, proxy.blocked = new_port, False
    wait_for(lambda: back.seat == 1 and _state(harness, again, 1) == CONNECTED, 20)
    wait_for(lambda: back.verdicts, 60, "the game to end")
    assert back.verdicts[1].ok
