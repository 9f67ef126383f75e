"""Separate programs play whole games over TCP on 127.0.0.1, computers playing every seat
where a person would, and every program ends with the same table."""

from __future__ import annotations

import uuid

import pytest

from spite_gui.net.protocol import Goodbye

from .helpers import needs_multicast
from .programs import Program, guest_view, host_views
from .relays import free_port

pytestmark = pytest.mark.slow
LOOPBACK = ("--bind", "127.0.0.1", "--port", "0")
QUICK = ("--preset", "Quick", "--level", "easy")


def _host(start, *args: str) -> tuple[Program, tuple[str, ...]]:
    """A host program, and where a friend finds it: its address and its PIN."""
    host = start("host", *LOOPBACK, *QUICK, *args)
    pin = host.event("opened")["pin"]
    port = host.event("listening")["port"]
    return host, ("--address", f"127.0.0.1:{port}", "--pin", pin)


def _guest(start, where: tuple[str, ...], name: str, *args: str) -> Program:
    return start("join", *where, "--name", name, "--level", "easy", *args)


def _agree(host_final, guest_finals):
    views = host_views(host_final)
    assert views[0].outcome is not None, "the game was played to the end"
    for final in guest_finals:
        assert final["ok"], (final["closed"], final["seat"])
        assert guest_view(final) == views[final["seat"]]
        assert all(ok for ok, _message in final["verdicts"].values()), final["verdicts"]


def test_two_programs_play_a_whole_game(programs):
    host, where = _host(programs, "--seats", "me,friend", "--deal", "1001")
    guest = _guest(programs, where, "Bob", "--seed", "1")
    _agree(host.final(), [guest.final()])


def test_three_programs_play_two_games_in_a_row(programs):
    host, where = _host(programs, "--seats", "friend,me,friend", "--games", "2",
                        "--deal", "2002")
    guests = [_guest(programs, where, name, "--seed", str(n), "--games", "2")
              for n, name in enumerate(("Bob", "Cleo"))]
    host_final = host.final()
    finals = [g.final() for g in guests]
    assert len(host_final["games"]) == 2
    assert sorted(f["seat"] for f in finals) == [0, 2]
    _agree(host_final, finals)
    totals = [e for e in host.events if e["event"] == "game_over"][-1]["totals"]
    assert all(f["totals"] == totals for f in finals) and sum(totals) > 0


def test_a_guest_killed_mid_game_rejoins_with_its_seat_key_and_the_game_resumes(programs,
                                                                               tmp_path):
    key = str(tmp_path / "seat.key")
    host, where = _host(programs, "--seats", "me,friend,computer", "--pace", "0.01")
    first = _guest(programs, where, "Bob", "--seat-key", key, "--pace", "0.01")
    first.until(lambda e: e["event"] == "turn" and e["turn"] >= 8)
    first.kill()
    host.event("news", kind="waiting")
    again = _guest(programs, where[:2], "Bob", "--seat-key", key, "--returning",
                   "--pace", "0.01")
    host.event("news", kind="back", seat=1)
    host_final = host.final()
    final = again.final()
    _agree(host_final, [final])
    assert final["seat"] == 1


def test_a_guest_gone_for_good_is_played_by_a_computer_and_takes_the_seat_back(programs,
                                                                              tmp_path):
    key = str(tmp_path / "seat.key")
    host, where = _host(programs, "--seats", "me,friend", "--pace", "0.01", "--wait", "0.5",
                        "--stand-in", "easy")
    first = _guest(programs, where, "Bob", "--seat-key", key, "--pace", "0.01")
    first.until(lambda e: e["event"] == "turn" and e["turn"] >= 5)
    first.kill()
    host.event("news", kind="stood_in", seat=1)
    turn = max(e["turn"] for e in host.events if e["event"] == "turn")
    host.until(lambda e: e["event"] == "turn" and e["turn"] >= turn + 3)  # Bob's turn was played
    again = _guest(programs, where, "Bob", "--seat-key", key, "--pace", "0.01")
    host.event("news", kind="back", seat=1)
    _agree(host.final(), [again.final()])


def _relay_args(relays) -> tuple[str, ...]:
    return ("--mailbox", relays.mailbox, "--transit", relays.transit, "--relay-only")


def test_three_programs_play_by_invite_code_through_the_relay(programs, local_relays):
    host = programs("host", "--no-tcp", "--invite", *QUICK, "--seats", "friend,me,friend",
                    *_relay_args(local_relays))
    codes = {host.event("invite", seat=seat)["code"]: seat for seat in (0, 2)}
    guests = [programs("join", "--code", code, "--name", f"Friend{seat}", "--level", "easy",
                       "--seed", str(seat), *_relay_args(local_relays))
              for code, seat in codes.items()]
    finals = [g.final() for g in guests]
    assert sorted(f["seat"] for f in finals) == [0, 2]
    _agree(host.final(), finals)


def test_a_guest_killed_mid_game_comes_back_by_the_same_invite_code(programs, local_relays,
                                                                    tmp_path):
    """Its seat key brings it back; the same code typed by another program (another seat
    key) gets nothing: the seat is its friend's."""
    relay, key = _relay_args(local_relays), str(tmp_path / "seat.key")
    host = programs("host", "--no-tcp", "--invite", *QUICK, "--seats", "me,friend",
                    "--pace", "0.01", "--wait", "60", *relay)
    code = host.event("invite", seat=1)["code"]
    first = programs("join", "--code", code, "--level", "easy", "--pace", "0.01",
                     "--seat-key", key, *relay)
    first.until(lambda e: e["event"] == "turn" and e["turn"] >= 6)
    first.kill()
    host.event("news", kind="waiting", seat=1)
    other = programs("join", "--code", code, "--level", "easy", *relay)
    assert other.final()["closed"] == Goodbye.INVITE_TAKEN
    again = programs("join", "--code", code, "--level", "easy", "--pace", "0.01",
                     "--seat-key", key, *relay)
    host.event("news", kind="back", seat=1)
    _agree(host.final(), [again.final()])


@needs_multicast
def test_a_friend_finds_the_table_on_the_local_network_and_joins(programs):
    name = f"Host {uuid.uuid4().hex[:8]}"  # other tables may be on the network too
    host, where = _host(programs, "--seats", "me,friend", "--announce", "--name", name)
    host.event("announced")
    guest = programs("join", "--lan", "--lan-interface", "127.0.0.1", "--lan-host", name,
                     "--level", "easy", *where[2:])
    found = guest.event("found")
    assert found["name"] == name and found["address"] == "127.0.0.1"
    assert found["fingerprint"] == host.event("opened")["fingerprint"]
    _agree(host.final(), [guest.final()])


def test_a_host_killed_mid_game_hosts_the_table_again_and_the_friend_comes_back(programs,
                                                                               tmp_path):
    save, port = str(tmp_path / "table.json"), str(free_port())
    where = ("--bind", "127.0.0.1", "--port", port)
    first = programs("host", *where, *QUICK, "--seats", "me,friend", "--save", save,
                     "--pace", "0.01")
    pin = first.event("opened")["pin"]
    first.event("listening")
    guest = _guest(programs, ("--address", f"127.0.0.1:{port}", "--pin", pin), "Bob",
                   "--pace", "0.01")
    first.until(lambda e: e["event"] == "turn" and e["turn"] >= 8)
    first.kill()
    guest.event("news", kind="reconnecting")
    again = programs("host", *where, "--resume", save, "--pace", "0.01", "--level", "easy")
    again.event("news", kind="back", seat=1)
    final = guest.final()
    _agree(again.final(), [final])
    assert next(e["turn"] for e in again.events if e["event"] == "turn") >= 8, (
        "the game went on from where it stood")


def test_a_table_that_can_not_be_announced_goes_on_and_says_why(programs):
    """No network here takes multicast (as on a LAN whose interface has no route for the
    group): the host says so and its table is played by address; looking for tables says so
    in the last line, without a traceback."""
    nowhere = {"SPITE_GUI_LOCAL_NETWORK": "10.213.254.254"}  # an address no interface has
    host = programs("host", "--bind", "0.0.0.0", "--port", "0", *QUICK, "--seats", "me,friend",
                    "--announce",
                    env=nowhere)
    pin = host.event("opened")["pin"]
    port = host.event("listening")["port"]
    assert "no network here takes multicast" in host.event("not_announced")["text"]
    looking = programs("join", "--lan", env=nowhere)
    final = looking.final()
    assert not final["ok"] and "no network here takes multicast" in final["closed"]
    assert "Traceback" not in looking.stderr()
    guest = _guest(programs, ("--address", f"127.0.0.1:{port}", "--pin", pin), "Bob")
    final = guest.final()
    assert final["ok"], (final["closed"], final["seat"])
    _agree(host.final(), [final])
