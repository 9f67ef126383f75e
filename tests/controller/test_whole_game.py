"""Whole games through the controller's public API, and the computer thinking off the GUI thread."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QCoreApplication

from spite_gui.ai.simple import SimplePlayer
from spite_gui.controller.thinking import default_player_factory
from spite_gui.dialogs.game_over import GameOverDialog
from spite_gui.table.outcomes import outcome_words
from spite_gui.table.piles import PileKey

from .helpers import opening, put


def _human_move(moves):
    for move in moves:
        if move.target == "centre":
            return move
    return moves[-1]


def test_a_whole_game_reaches_game_over_with_the_dialog(app, qtbot):
    window, controller = app.window, app.table
    app.session.new_game(48213)
    outcomes = []
    controller.game_over.connect(outcomes.append)

    def step():
        moves = controller.legal_moves()
        if moves:
            assert controller.play_move(_human_move(moves)) is None
        return bool(outcomes)

    qtbot.waitUntil(step, timeout=60000)
    game = app.session.game
    assert game.is_over and outcomes == [game.outcome]
    dialog = app.session.game_over_dialog
    assert isinstance(dialog, GameOverDialog) and dialog.isVisible()
    assert dialog.headline.text() == outcome_words(game.outcome, controller.names)
    assert "Ctrl+N" in window.message_label.text()
    assert sum(app.session.totals) == sum(game.outcome.scores) > 0
    # the table shows the final state: payoff counts match the engine
    for seat, state in enumerate(game.state.seats):
        badge = window.scene.labels.badge(PileKey("payoff", seat))
        assert badge.text == str(len(state.payoff))
    # "New game" deals again
    with qtbot.waitSignal(app.session.game_started):
        dialog.new_button.click()
    assert not app.session.game.is_over and app.session.game is not game


class _SlowPlayer(SimplePlayer):
    """Thinks until released, and records the thread it thought on."""

    def __init__(self):
        self.release = threading.Event()
        self.answered = threading.Event()
        self.threads = []

    def choose(self, view):
        self.threads.append(threading.current_thread())
        self.release.wait(5)
        try:
            return super().choose(view)
        finally:
            self.answered.set()


def test_the_computer_thinks_off_the_gui_thread(app_with, qtbot):
    player = _SlowPlayer()
    app = app_with(lambda level, seed: player)
    controller = app.table
    put(app, opening(current=1))
    qtbot.waitUntil(lambda: bool(player.threads))
    ticks = []
    for _ in range(3):  # the GUI thread keeps handling events while the computer thinks
        qtbot.wait(5)
        ticks.append(controller.busy)
    assert ticks == [True, True, True]
    assert player.threads[0] is not threading.main_thread()
    player.release.set()
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy, timeout=10000)


def test_a_new_game_forgets_a_computer_move_still_being_thought(app_with, qtbot):
    player = _SlowPlayer()
    app = app_with(lambda level, seed: player)
    controller = app.table
    put(app, opening(current=1))
    qtbot.waitUntil(lambda: bool(player.threads))
    fresh = put(app, opening(current=0, seed=2))  # the human moves first in this one
    player.release.set()  # the answer about the old game comes back …
    qtbot.waitUntil(lambda: player.answered.is_set(), timeout=5000)
    QCoreApplication.processEvents()  # … and is delivered
    qtbot.waitUntil(lambda: not controller.busy)
    assert app.session.game is fresh  # … unheeded: nothing was played in the new game
    assert fresh.moves == [] and fresh.state == opening(current=0, seed=2).state
    assert controller.my_turn


@pytest.mark.slow  # three- and four-player games to the end, move by move on the table
def test_three_and_four_player_games_play_to_the_end(app, qtbot):
    window, controller = app.window, app.table
    for players in (3, 4):
        app.settings.set_overrides(players=players)
        app.session.new_game(11 * players)
        outcomes = []
        heard = outcomes.append
        controller.game_over.connect(heard)

        def step(outcomes=outcomes):
            moves = controller.legal_moves()
            if moves:
                controller.play_move(_human_move(moves))
            return bool(outcomes)

        qtbot.waitUntil(step, timeout=60000)
        controller.game_over.disconnect(heard)
        qtbot.waitUntil(lambda: app.session.game_over_dialog is not None)
        app.session.game_over_dialog.close()
        # every card of the final state is on the table, in the right pile
        scene = window.scene
        for seat, state in enumerate(app.session.game.state.seats):
            for i, stack in enumerate(state.sides):
                faces = [c.face for c in scene.pile(PileKey("side", seat, i)).cards]
                assert faces == [c.text for c in stack]


def test_the_real_computer_players_play_through_the_table(qtbot, qapp, no_message_boxes):
    """The default player factory brings in ``spite_gui.ai`` (Medium) and it plays its turns."""
    from spite_gui.root import build_app

    app = build_app(speed="instant")
    controller = app.table
    qtbot.addWidget(app.window)
    made = []
    app.session.player_factory = lambda level, seed: made.append(
        default_player_factory(level, seed)) or made[-1]
    app.session.new_game(48213)
    qtbot.waitUntil(lambda: bool(made), timeout=20000)
    assert type(made[0]).__module__.startswith("spite_gui.ai")
    for _ in range(3):
        qtbot.waitUntil(lambda: (controller.my_turn and not controller.busy)
                        or app.session.game.is_over, timeout=20000)
        if app.session.game.is_over:
            break
        moves = controller.legal_moves()
        discard = next(m for m in moves if m.target == "side")
        assert controller.play_move(discard) is None
    assert app.session.game.turn >= 4
    app.shutdown()
