"""The watched game's seating, the gate the computers' moves pass, and the draws a
watcher sees of the hands turned face up."""

from __future__ import annotations

import pytest

from spite_gui.engine import Game, Rules, events
from spite_gui.play import DrewUnseen, GameHost, Update
from spite_gui.play.watching import MoveGate, shown_events, watch_seating


def gated(seed: int = 7, players: int = 2) -> tuple[GameHost, MoveGate, list[int]]:
    host = GameHost(Game.new(Rules.preset("Classic", players), players, seed),
                    watch_seating(["easy"] * players))
    passed: list[int] = []
    return host, MoveGate(host, moved=lambda: passed.append(len(host.moves))), passed


def next_move(host: GameHost):
    return host.current, host.view(host.current).legal_moves()[0]


def test_every_seat_is_a_computer_named_by_its_place():
    assert watch_seating(["easy", "hard", "expert", "medium"]).names == (
        "South", "West", "North", "East")
    assert all(seat.is_computer for seat in watch_seating(["easy", "easy"]).seats)
    with pytest.raises(ValueError):
        watch_seating(["easy"])
    with pytest.raises(ValueError):
        watch_seating(["easy", "grandmaster"])


def test_moves_pass_until_paused_then_wait():
    host, gate, passed = gated()
    gate.submit(*next_move(host))
    assert len(host.moves) == 1 and passed == [1]
    gate.pause()
    gate.submit(*next_move(host))
    assert len(host.moves) == 1 and gate.holding
    gate.resume()
    assert len(host.moves) == 2 and not gate.holding and not gate.paused


def test_a_move_step_lets_exactly_one_through_whenever_it_comes():
    host, gate, _passed = gated()
    gate.pause()
    gate.step_move()  # nothing held yet: the next move to come goes through
    gate.submit(*next_move(host))
    assert len(host.moves) == 1
    gate.submit(*next_move(host))
    assert len(host.moves) == 1 and gate.holding  # and only that one
    gate.step_move()
    assert len(host.moves) == 2 and not gate.holding


def test_a_turn_step_lets_the_player_finish_its_turn_and_no_more():
    host, gate, _passed = gated()
    gate.pause()
    turn, mover = host.turn, host.current
    gate.step_turn()
    while not gate.holding:
        gate.submit(*next_move(host))
    assert host.turn == turn + 1 and host.current != mover
    assert gate.paused


def test_steps_do_nothing_while_the_game_goes_on():
    host, gate, _passed = gated()
    gate.step_move()
    gate.step_turn()
    assert not gate.paused
    gate.submit(*next_move(host))
    assert len(host.moves) == 1


def test_nobody_takes_a_move_back_in_a_watched_game():
    host, gate, _passed = gated()
    gate.submit(*next_move(host))
    assert gate.undo(host.current) is not None


def test_a_watcher_sees_the_draws_of_the_hands_turned_face_up_only():
    drew = [events.Drew(1, ()), events.Drew(2, ())]
    told = {seat: Update(seat, "move", None,  # type: ignore[arg-type]
                         tuple(e if e.player == seat else DrewUnseen(e.player, 2)
                               for e in drew))
            for seat in range(3)}
    shown = shown_events(told, 0, face_up={2})
    assert shown == (DrewUnseen(1, 2), drew[1])
