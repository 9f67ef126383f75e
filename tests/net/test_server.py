"""A hosted table and its guests over loopback TCP, in one process: whole games,
friends dropping out and coming back, and connections that misbehave."""

from __future__ import annotations

import json

import pytest

from spite_gui import __version__
from spite_gui.engine import Move, Refusal
from spite_gui.net import news as told
from spite_gui.net.client import NOBODY_HOSTS, UNREACHABLE
from spite_gui.net.protocol import (
    PROTOCOL,
    Bye,
    Chat,
    Goodbye,
    Hello,
    Play,
    Refused,
    Seated,
    UpdateMessage,
)
from spite_gui.net.server import OVER, TableServer
from spite_gui.net.transport import MAX_FRAME
from spite_gui.play.refusals import Declined
from spite_gui.table.company import goodbye_words

from .helpers import Harness, Proxy, RawPeer, wait_for
from .relays import free_port


@pytest.fixture
def harness():
    harness = Harness()
    yield harness
    harness.close()


def _final_views_agree(harness, table, guests):
    for guest in guests:
        final = harness.run(lambda guest=guest: table.host.view(guest.seat))
        assert guest.update.view == final
        assert final.outcome is not None


def _news(harness, seat):
    return [n.kind for n in harness.news if n.seat == seat]


def _state(harness, table, seat):
    return harness.run(lambda: table.seats()[seat].state)


def _play_until_not_my_turn(peer, update):
    """Play the peer's turn out (its last legal move each time) until another seat moves."""
    while update.view.my_turn:
        peer.send(Play(update.seat, update.view.legal_moves()[-1]))
        update = peer.until(UpdateMessage).update
    return update


def test_two_friends_and_the_host_play_a_whole_game_and_the_deal_checks_out(harness):
    table, port = harness.host(("computer", "remote", "remote"), start_when_full=True)
    guests = [harness.guest(port, name, seed=seat) for seat, name in ((1, "Bob"), (2, "Cleo"))]
    wait_for(lambda: all(g.verdicts for g in guests), 60, "the game and the deal check")
    assert table.phase == OVER
    assert {g.seat for g in guests} == {1, 2}
    for guest in guests:
        assert guest.verdicts[1].ok, guest.verdicts[1].message
        assert guest.latencies, "the guest's moves were answered"
    _final_views_agree(harness, table, guests)
    assert table.current_seating().names == ("West", "Bob", "Cleo")
    assert not harness.net.errors


def test_friends_play_again_with_the_same_seats_and_the_points_add_up(harness):
    table, port = harness.host(("remote", "computer", "remote"), start_when_full=True,
                               again_when_ready=True)
    guests = [harness.guest(port, name, seed=i, games=2) for i, name in enumerate(("Bob", "Cleo"))]
    wait_for(lambda: all(2 in g.verdicts for g in guests), 90, "two games")
    assert table.game_number == 2
    assert all(g.verdicts[1].ok and g.verdicts[2].ok for g in guests)
    assert all(g.totals == tuple(table.totals) for g in guests) and sum(table.totals) > 0
    assert [g.seat for g in guests] == [0, 2]


def test_a_guest_of_another_protocol_is_told_which_version_to_get_before_sitting_down(harness):
    table, port = harness.host(("person", "remote"))
    peer = RawPeer(harness, port)
    peer.send(Hello(PROTOCOL + 1, "9.9.9"))
    bye = peer.receive()
    assert isinstance(bye, Bye) and bye.version == __version__ and bye.protocol == PROTOCOL
    assert f"version {__version__}" in bye.reason
    assert peer.hung_up()
    assert harness.run(lambda: table.open_seats) == 1


@pytest.mark.parametrize("older", [1, 2])
def test_a_program_of_a_protocol_before_is_told_it_is_older_and_which_version_to_get(
        harness, older):
    """A friend whose game speaks protocol 1 (before every connection was sealed) or 2
    (refusals sent as English sentences) is told, in the words its program can read, that
    its version is the older one and which to get."""
    _table, port = harness.host(("person", "remote"))
    peer = RawPeer(harness, port)
    peer.send(Hello(older, "0.0.9"))
    bye = peer.receive()
    assert isinstance(bye, Bye) and bye.version == __version__ and bye.protocol == PROTOCOL
    assert f"(network protocol {PROTOCOL}); yours is an older one (protocol {older})" \
        in bye.reason
    assert f"Play with version {__version__} to join" in bye.reason
    assert peer.hung_up()


def test_a_newer_program_is_told_the_version_to_get_and_does_not_dial_again(harness,
                                                                          monkeypatch):
    import spite_gui.net.client as guest_side
    import spite_gui.net.secure as handshakes

    _table, port = harness.host(("person", "remote"))
    for module in (guest_side, handshakes):  # the newer program's side
        monkeypatch.setattr(module, "PROTOCOL", PROTOCOL + 1)
    bob = harness.guest(port, "Bob")
    wait_for(lambda: bob.closed is not None, 10)
    assert bob.host_version == __version__ and bob.seat is None
    assert f"Play with version {__version__} to join" in bob.closed


def test_the_table_is_full_and_says_so(harness):
    _table, port = harness.host(("person", "remote"))
    first = RawPeer(harness, port)
    assert isinstance(first.sit("Bob"), Seated)
    second = RawPeer(harness, port)
    bye = second.sit("Eve")
    assert isinstance(bye, Bye) and bye.reason == Goodbye.TABLE_FULL


@pytest.mark.parametrize("wire, why", [
    ((MAX_FRAME + 1).to_bytes(4, "big") + b"{", "sent a message that is too large"),
    (len(b'{"type":"hello"}').to_bytes(4, "big") + b'{"type":"hello"}',
     "sent a message that is not valid"),
])
def test_a_bad_frame_gets_the_peer_told_why_and_cut_off(harness, wire, why):
    _table, port = harness.host(("person", "remote"))
    peer = RawPeer(harness, port)
    peer.send_raw(wire)
    bye = peer.receive()
    assert isinstance(bye, Bye) and bye.reason.startswith(f"Your program {why}")
    assert peer.hung_up()
    wait_for(lambda: any(n.kind == told.TURNED_AWAY for n in harness.news), 5)


def test_a_connection_that_does_not_sit_down_in_time_is_closed(harness):
    _table, port = harness.host(("person", "remote"), join_timeout=0.3)
    peer = RawPeer(harness, port)
    bye = peer.receive()
    assert isinstance(bye, Bye) and "too long" in bye.reason
    assert peer.hung_up()


def test_too_many_strangers_at_once_make_room_for_the_newest(harness):
    """Places held by connections that do not sit down can't keep anyone out: the oldest
    of them goes (told the table is busy), and the newcomer sits down."""
    _table, port = harness.host(("person", "remote"), max_strangers=2)
    waiting = [RawPeer(harness, port) for _ in range(2)]
    newest = RawPeer(harness, port)
    bye = waiting[0].receive()
    assert isinstance(bye, Bye) and "busy" in bye.reason
    assert newest.sit("Bob").seat == 1


def test_a_guest_that_stops_answering_is_taken_for_gone(harness):
    table, port = harness.host(("computer", "remote"), ping_every=0.1, silence=0.5, wait=30)
    peer = RawPeer(harness, port)
    assert isinstance(peer.sit("Bob"), Seated)
    harness.run(table.start)
    # from here on the peer reads nothing and answers no ping
    wait_for(lambda: told.WAITING in _news(harness, 1), 5, "the seat to wait")
    dropped = next(n for n in harness.news if n.kind == told.DROPPED)
    assert dropped.detail == "stopped answering"


@pytest.mark.parametrize("seat, why", [(0, "sent a move for another seat"),
                                       (1, "sent a message out of turn")])
def test_a_move_for_another_seat_or_out_of_turn_is_refused_and_cut_off(harness, seat, why):
    """The host's own seat has nobody answering for it: once the friend's turn is over,
    the game stands still at the host's turn."""
    table, port = harness.host(("person", "remote"), computers=False, wait=30)
    peer = RawPeer(harness, port)
    assert peer.sit("Mallory").seat == 1
    harness.run(table.start)
    update = _play_until_not_my_turn(peer, peer.until(UpdateMessage).update)
    before = harness.run(lambda: table.host.moves)
    peer.send(Play(seat, Move.parse("hand:0>side:0")))
    assert why in peer.until(Bye).reason
    assert peer.hung_up()
    assert harness.run(lambda: table.host.moves) == before
    assert update.view.current == 0 and harness.run(lambda: table.host.current) == 0
    assert told.TURNED_AWAY in [n.kind for n in harness.news]
    assert _state(harness, table, 1) == "waiting"


def test_a_move_before_the_deal_is_out_of_turn(harness):
    table, port = harness.host(("person", "remote"))
    peer = RawPeer(harness, port)
    peer.sit("Mallory")
    peer.send(Play(1, Move.parse("hand:0>centre:0")))
    assert "out of turn" in peer.until(Bye).reason
    assert harness.run(lambda: table.open_seats) == 1


def test_an_illegal_move_in_turn_is_refused_with_the_rules_reason(harness):
    table, port = harness.host(("remote", "computer"), wait=30)
    peer = RawPeer(harness, port)
    assert peer.sit("Bob").seat == 0
    harness.run(table.start)
    view = peer.until(UpdateMessage).update.view
    while not view.my_turn:
        view = peer.until(UpdateMessage).update.view
    illegal = next(m for m in (Move("hand", i, "centre", t) for i in range(5) for t in range(4))
                   if view.why_illegal(m))
    peer.send(Play(0, illegal))
    assert peer.until(Refused).refusal == view.why_illegal(illegal)
    assert _state(harness, table, 0) == "connected"


def test_chat_reaches_every_seat_and_a_flood_is_slowed_down(harness):
    table, port = harness.host(("person", "remote", "remote"), chat_burst=3)
    bob, cleo = RawPeer(harness, port), RawPeer(harness, port)
    bob.sit("Bob")
    cleo.sit("Cleo")
    for n in range(4):
        bob.send(Chat(f"hello {n}"))
    assert bob.until(Refused) == Refused(Refusal(Declined.TOO_FAST))
    assert [cleo.until(Chat) for _ in range(3)] == [Chat(f"hello {n}", 1) for n in range(3)]
    harness.run(lambda: table.say(0, "  welcome,\n friends "))
    assert cleo.until(Chat) == Chat("welcome, friends", 0)
    assert [n.detail for n in harness.news if n.kind == told.CHAT] == [
        "hello 0", "hello 1", "hello 2", "welcome, friends"]


def test_a_dropped_friend_rejoins_with_the_seat_key_and_the_game_resumes_exactly(harness):
    table, port = harness.host(("computer", "remote", "remote"), start_when_full=True,
                               wait=30)
    proxy = Proxy(harness, port)
    bob = harness.guest(proxy.port, "Bob", seed=1, pace=0.002)
    cleo = harness.guest(port, "Cleo", seed=2, pace=0.002)
    wait_for(lambda: bob.update is not None and bob.update.view.turn > 6, 30)
    harness.run(proxy.cut)
    wait_for(lambda: told.BACK in _news(harness, bob.seat), 30, "Bob to come back")
    wait_for(lambda: bob.verdicts and cleo.verdicts, 60, "the end of the game")
    assert told.WAITING in _news(harness, bob.seat)
    assert bob.verdicts[1].ok and cleo.verdicts[1].ok
    assert len(proxy.carried) == 2, "Bob came back on a second connection"
    _final_views_agree(harness, table, [bob, cleo])


def test_after_the_wait_a_computer_plays_for_the_friend_who_takes_the_seat_back(harness):
    table, port = harness.host(("computer", "remote", "remote"), start_when_full=True,
                               wait=0.3, stand_in="easy")
    proxy = Proxy(harness, port)
    bob = harness.guest(proxy.port, "Bob", seed=1, pace=0.002)
    cleo = harness.guest(port, "Cleo", seed=2, pace=0.002)
    wait_for(lambda: bob.update is not None and bob.update.view.turn > 3, 30)
    proxy.blocked = True
    harness.run(proxy.cut)
    wait_for(lambda: _state(harness, table, bob.seat) == "standing_in", 10)
    turn = harness.run(lambda: table.host.turn)
    # the game goes past Bob's turn: the computer played it
    wait_for(lambda: harness.run(lambda: table.host.turn) > turn + 3, 30)
    assert _state(harness, table, bob.seat) == "standing_in"
    proxy.blocked = False
    wait_for(lambda: told.BACK in _news(harness, bob.seat), 30, "Bob to take his seat back")
    wait_for(lambda: bob.verdicts and cleo.verdicts, 60)
    assert [k for k in _news(harness, bob.seat) if k != told.CHAT][-4:] == [
        told.DROPPED, told.WAITING, told.STOOD_IN, told.BACK]
    assert bob.verdicts[1].ok and cleo.verdicts[1].ok
    _final_views_agree(harness, table, [bob, cleo])


def _dropped_friend(harness):
    """A table whose game is dealt and whose friend (Bob) dropped out: the table, its port
    and Bob's program as it was."""
    table, port = harness.host(("computer", "remote"), wait=30)
    first = RawPeer(harness, port)
    assert first.sit("Bob").seat == 1
    harness.run(table.start)
    first.close()
    wait_for(lambda: _state(harness, table, 1) == "waiting", 5)
    return table, port, first


def test_a_program_started_again_takes_back_its_waiting_seat_with_its_seat_key(harness):
    table, port, first = _dropped_friend(harness)
    # the same seat key, without the PIN: coming back is proved by the key alone
    again = RawPeer(harness, port, seat_key=first.seat_key, returning=True)
    back = again.sit("Bob")
    assert isinstance(back, Seated) and back.seat == 1
    start = again.until(UpdateMessage)
    assert start.update.kind == "start"
    assert start.moves == harness.run(lambda: table.host.moves)[:len(start.moves)]
    assert _state(harness, table, 1) == "connected"


def test_the_same_address_without_the_seat_key_gets_no_seat(harness):
    """Two people behind one router share an address: a dropped friend's seat waits for
    their seat key, not for their address (with the PIN or without)."""
    table, port, _first = _dropped_friend(harness)
    with_pin = RawPeer(harness, port).sit("Eve")
    assert isinstance(with_pin, Bye) and with_pin.reason == Goodbye.TABLE_FULL
    without = RawPeer(harness, port, returning=True).sit("Eve")
    assert isinstance(without, Bye) and "PIN" in without.reason
    assert _state(harness, table, 1) == "waiting"


def test_a_friend_takes_a_play_back_and_the_deal_still_checks_out(harness):
    table, port = harness.host(("computer", "remote"), start_when_full=True)
    played, taken_back = [], []

    def take_one_back(guest, computer):
        def driver(update):
            """Play a card from the hand to the centre, take it back, then play on (only
            that play: Undo is offered after a computer's play that turned up a payoff
            card too, and the host refuses it, saying why)."""
            if update.kind == "undo":
                taken_back.append(update)
            elif played and not taken_back and update.move == played[0]:
                assert update.undo_offered
                assert guest.undo(guest.seat) is None
                return
            elif not played and update.view.my_turn:
                plays = [m for m in update.view.legal_moves()
                         if m.target == "centre" and m.source == "hand"]
                if plays:
                    played.append(plays[0])
                    assert guest.submit(guest.seat, plays[0]) is None
                    return
            computer(update)

        return driver

    bob = harness.guest(port, "Bob", wrap=take_one_back)
    wait_for(lambda: bob.verdicts, 60, "the game")
    undo = taken_back[0]
    assert undo.mover == bob.seat and undo.view.hand_counts[bob.seat] == 5
    assert bob.verdicts[1].ok, "the deal check follows a play taken back"
    _final_views_agree(harness, table, [bob])


def test_when_the_host_closes_the_table_the_friends_are_told(harness):
    table, port = harness.host(("computer", "remote"), start_when_full=True)
    bob = harness.guest(port, "Bob", pace=0.01)
    wait_for(lambda: bob.update is not None, 10)
    harness.run(table.close)
    wait_for(lambda: bob.closed is not None, 10)
    assert bob.closed == Goodbye.HOST_CLOSED
    assert [n.kind for n in harness.told["Bob"]][-1] == told.CLOSED


def test_a_friend_is_told_plainly_when_nobody_hosts_at_that_address(harness):
    bob = harness.guest(free_port(), "Bob")
    wait_for(lambda: bob.closed is not None, 20)
    assert bob.closed == f"{UNREACHABLE}: {NOBODY_HOSTS}"
    assert goodbye_words(bob.closed, "Anna") == ("could not reach the table: nobody hosts a "
                                                 "table at that address and port")


def test_a_host_that_crashed_hosts_the_table_again_and_the_friends_come_back(harness):
    table, port = harness.host(("computer", "remote", "remote"), start_when_full=True,
                               wait=30)
    proxy = Proxy(harness, port)
    bob = harness.guest(proxy.port, "Bob", seed=1, pace=0.005)
    cleo = harness.guest(proxy.port, "Cleo", seed=2, pace=0.005)
    wait_for(lambda: bob.update is not None and bob.update.view.turn > 6, 30)

    def crash():
        """The host's program stops at once: its last autosave, and nothing more."""
        saved = json.loads(json.dumps(table.snapshot()))
        proxy.blocked = True
        proxy.cut()
        return saved, table.host.moves

    saved, moves = harness.run(crash)
    again, new_port = harness.resume(saved, wait=30)
    # the game as it was saved (the computer seat may already have played on from it)
    assert harness.run(lambda: again.host.moves)[:len(moves)] == moves
    assert [s.state for s in harness.run(again.seats)] == ["present", "waiting", "waiting"]
    proxy.target, proxy.blocked = new_port, False
    wait_for(lambda: bob.verdicts and cleo.verdicts, 60, "the game to end at the new table")
    assert bob.verdicts[1].ok and cleo.verdicts[1].ok, "the same promised deal, kept"
    _final_views_agree(harness, again, [bob, cleo])


@pytest.mark.parametrize("change", [
    {"format": "chess"}, {"version": 1}, {"version": 4}, {"totals": [1]}, {"salt": None},
    {"friends": [{"seat": 0, "name": "Bob", "seat_key": None}]},
    {"friends": [{"seat": 1, "name": "Bob", "seat_key": "XYZ"}]},
    {"game_number": -1}, {"previous_starter": 7}, {"table_key": "ab"}, {"pin": "12345"},
    {"removed": ["x"]},
])
def test_a_saved_table_that_is_damaged_is_refused_saying_so(harness, change):
    table, _port = harness.host(("computer", "remote"), start_when_full=True)
    RawPeer(harness, _port).sit("Bob")
    wait_for(lambda: harness.run(lambda: table.host is not None), 10)
    saved = harness.run(table.snapshot)
    with pytest.raises(ValueError, match=r"(saved table|table was saved)"):
        harness.run(lambda: TableServer.resume({**saved, **change}, harness.net, harness.net))


def test_a_table_hosted_again_seats_its_own_players_only_once_it_is_made(harness):
    """Whoever hosts a kept table again seats the players at its computer at the kept game
    once the table is theirs: the game waits for that, then every seat is told it."""
    table, _port = harness.host(("computer", "remote"), start_when_full=True)
    RawPeer(harness, _port).sit("Bob")
    wait_for(lambda: harness.run(lambda: table.host is not None), 10)
    saved = harness.run(table.snapshot)
    seated: list[object] = []
    again = harness.run(lambda: TableServer.resume(saved, harness.net, harness.net, start=False,
                                                 attach_local=seated.append))
    try:
        assert seated == [] and again.host is not None  # the game is there, nobody seated
        harness.run(again.start_kept_game)
        assert seated == [again.host]
    finally:
        harness.run(lambda: again.close())
