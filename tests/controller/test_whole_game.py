"""Whole games through the controller's public API, and the computer thinking off the GUI thread."""

from __future__ import annotations

import threading

import pytest

from spite_gui.controller.simple_player import SimplePlayer
from spite_gui.dialogs.game_over import GameOverDialog
from spite_gui.table.piles import PileKey

from .helpers import opening, put


def _human_move(moves):
    for move in moves:
        if move.target == "centre":
            return move
    return moves[-1]


def test_a_whole_game_reaches_game_over_with_the_dialog(table, qtbot):
    window, controller = table
    controller.new_game(seed=48213)
    outcomes = []
    controller.game_over.connect(outcomes.append)

    def step():
        moves = controller.human_legal_moves()
        if moves:
            assert controller.play_move(_human_move(moves)) is None
        return bool(outcomes)

    qtbot.waitUntil(step, timeout=60000)
    game = controller.game
    assert game.is_over and outcomes == [game.outcome]
    dialog = window.session.game_over_dialog
    assert isinstance(dialog, GameOverDialog) and dialog.isVisible()
    assert dialog.headline.text() == game.outcome.describe(controller.names)
    assert "Ctrl+N" in window.message_label.text()
    assert sum(controller.totals) == sum(game.outcome.scores) > 0
    # the table shows the final state: payoff counts match the engine
    for seat, state in enumerate(game.state.seats):
        badge = window.scene.badge(PileKey("payoff", seat))
        assert badge.text == str(len(state.payoff))
    # "New game" deals again
    with qtbot.waitSignal(controller.game_started):
        dialog.new_button.click()
    assert not controller.game.is_over and controller.game is not game


class _SlowPlayer(SimplePlayer):
    """Thinks until released, and records the thread it thought on."""

    def __init__(self):
        self.release = threading.Event()
        self.threads = []

    def choose(self, view):
        self.threads.append(threading.current_thread())
        self.release.wait(5)
        return super().choose(view)


def test_the_computer_thinks_off_the_gui_thread(table_with, qtbot):
    player = _SlowPlayer()
    _window, controller = table_with(lambda level, seed: player)
    put(controller, opening(current=1))
    qtbot.waitUntil(lambda: bool(player.threads))
    ticks = []
    for _ in range(3):  # the GUI thread keeps handling events while the computer thinks
        qtbot.wait(5)
        ticks.append(controller.busy)
    assert ticks == [True, True, True]
    assert player.threads[0] is not threading.main_thread()
    player.release.set()
    qtbot.waitUntil(lambda: controller.human_to_move and not controller.busy, timeout=10000)


def test_a_new_game_forgets_a_computer_move_still_being_thought(table_with, qtbot):
    player = _SlowPlayer()
    _window, controller = table_with(lambda level, seed: player)
    put(controller, opening(current=1))
    qtbot.waitUntil(lambda: bool(player.threads))
    fresh = put(controller, opening(current=0, seed=2))  # the human moves first in this one
    with qtbot.waitSignal(controller._runner.move_chosen, timeout=5000):
        player.release.set()  # the answer about the old game comes back …
    qtbot.waitUntil(lambda: not controller.busy)
    assert controller.game is fresh  # … unheeded: nothing was played in the new game
    assert fresh.moves == [] and fresh.state == opening(current=0, seed=2).state
    assert controller.human_to_move


@pytest.mark.slow  # three- and four-player games to the end, move by move on the table
def test_three_and_four_player_games_play_to_the_end(table, qtbot):
    window, controller = table
    for players in (3, 4):
        controller.new_game(players=players, seed=11 * players)
        outcomes = []
        controller.game_over.connect(outcomes.append)

        def step(outcomes=outcomes):
            moves = controller.human_legal_moves()
            if moves:
                controller.play_move(_human_move(moves))
            return bool(outcomes)

        qtbot.waitUntil(step, timeout=60000)
        controller.game_over.disconnect()
        window.session.game_over_dialog.close()
        # every card of the final state is on the table, in the right pile
        scene = window.scene
        for seat, state in enumerate(controller.game.state.seats):
            for i, stack in enumerate(state.sides):
                faces = [c.face for c in scene.pile(PileKey("side", seat, i)).cards]
                assert faces == [c.text for c in stack]


def test_the_real_computer_players_play_through_the_table(qtbot, qapp, no_message_boxes):
    """The default player factory brings in ``spite_gui.ai`` (Medium) and it plays its turns."""
    from spite_gui.app import build_window

    window, controller = build_window(speed="instant")
    qtbot.addWidget(window)
    controller.new_game(seed=48213, level="medium")
    assert type(controller._players[1]).__module__.startswith("spite_gui.ai")
    for _ in range(3):
        qtbot.waitUntil(lambda: (controller.human_to_move and not controller.busy)
                        or controller.game.is_over, timeout=20000)
        if controller.game.is_over:
            break
        moves = controller.human_legal_moves()
        discard = next(m for m in moves if m.target == "side")
        assert controller.play_move(discard) is None
    assert controller.game.turn >= 4
    controller.shutdown()
