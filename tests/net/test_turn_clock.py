"""The turn clock: at a table with a turn time, a person's turn that runs out is played by a
computer (a friend's or the host's own), every table is told, and a move that crossed the
clock on its way is refused without throwing the friend out. Without a turn time, there is
no clock."""

from __future__ import annotations

import pytest

from spite_gui.engine import Refusal
from spite_gui.net import news as told
from spite_gui.net.protocol import CONNECTED, Clock, Play, Refused, Seated, UpdateMessage
from spite_gui.play.refusals import Declined

from .helpers import Harness, RawPeer, wait_for

TIME_RAN_OUT = Refusal(Declined.TIME_RAN_OUT)


@pytest.fixture
def harness():
    harness = Harness()
    yield harness
    harness.close()


def _idle(_guest, _computer):
    """A friend who sits and never moves."""
    return lambda update: None


def _kinds(news, kind, seat=None):
    return [n for n in news if n.kind == kind and (seat is None or n.seat == seat)]


def test_an_idle_friends_turn_is_played_by_a_computer_when_their_time_runs_out(harness):
    table, port = harness.host(("computer", "remote"), start_when_full=True, turn_time=0.3)
    bob = harness.guest(port, "Bob", wrap=_idle)
    wait_for(lambda: bob.update is not None and bob.update.view.turn >= 6, 30,
             "Bob's turns played for him")
    assert bob.recap.turn_time == 1  # told when he sat down (whole seconds, rounded up)
    assert _kinds(harness.told["Bob"], told.CLOCK, seat=1), "Bob saw his clock run"
    assert _kinds(harness.told["Bob"], told.TIME_UP, seat=1), "Bob was told his time ran out"
    assert _kinds(harness.news, told.TIME_UP, seat=1), "the host's table was told too"
    assert harness.run(lambda: table.seats()[1].state) == CONNECTED, "he keeps his seat"
    assert not _kinds(harness.news, told.TIME_UP, seat=0), "a computer's turn has no clock"


def test_the_hosts_own_turn_runs_out_too(harness):
    _table, port = harness.host(("person", "remote"), start_when_full=True, turn_time=0.3,
                               computers=False)
    bob = harness.guest(port, "Bob", pace=0.01)
    wait_for(lambda: bob.update is not None and bob.update.view.turn >= 5, 30,
             "the host's turns played by the clock")
    assert _kinds(harness.news, told.TIME_UP, seat=0)
    assert _kinds(harness.told["Bob"], told.CLOCK, seat=0), "Bob saw the host's clock"


def test_a_move_that_crossed_the_clock_is_refused_and_the_friend_stays(harness):
    # nobody answers for the host's seat either: its turns last their whole time
    table, port = harness.host(("person", "remote"), start_when_full=True, turn_time=2.0,
                               computers=False)
    peer = RawPeer(harness, port)
    assert isinstance(peer.sit("Bob"), Seated)
    view = None
    while True:
        message = peer.receive(20)
        assert message is not None, "the table hung up"
        if isinstance(message, UpdateMessage):
            view = message.update.view
        elif isinstance(message, Clock) and message.ran_out and message.seat == 1:
            break
    # the move Bob was making as his time ran out: the computer plays that turn now
    peer.send(Play(1, view.legal_moves()[0]))
    refused = peer.until(Refused, 20)
    assert refused is not None and refused.refusal == Refusal(Declined.TOO_LATE)
    assert harness.run(lambda: table.seats()[1].state) == CONNECTED


def test_a_friend_whose_time_ran_out_is_told_so_before_sending_a_move(harness):
    _table, port = harness.host(("computer", "remote"), start_when_full=True, turn_time=0.3)
    bob = harness.guest(port, "Bob", wrap=_idle)

    def ran_out_now():
        clock, update = bob.clock, bob.update
        return (clock is not None and clock.ran_out and update is not None
                and update.view.current == 1 and update.view.turn == clock.turn)

    wait_for(ran_out_now, 30, "Bob's time to run out during his turn")
    move = bob.update.view.legal_moves()[0]
    said = harness.run(lambda: bob.submit(1, move) if ran_out_now() else TIME_RAN_OUT)
    assert said == TIME_RAN_OUT


def test_without_a_turn_time_there_is_no_clock(harness):
    _table, port = harness.host(("computer", "remote"), start_when_full=True)
    bob = harness.guest(port, "Bob", pace=0.01)
    wait_for(lambda: bob.update is not None and bob.update.view.turn >= 4, 30)
    assert bob.recap.turn_time == 0
    assert not _kinds(harness.told["Bob"], told.CLOCK) and bob.clock is None
