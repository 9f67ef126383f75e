"""A game brought back (resumed after a restart, or opened) keeps its story: the log, the
undo of the turn in progress, and the session score."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from spite_gui.engine import Move, round_of
from spite_gui.table.card_names import card_label

from .persist_helpers import (
    DEAL,
    WIN_NOW,
    answer_abandon,
    launch_at,
    nearly_won,
    settle,
)

# A game that can be saved comes from a real deal. In deal 2 the human plays first, holding
# the Ace of spades, the only card of the hand that can start a centre stack.
ACE_DEAL = 2


def _score_nine(qtbot, app) -> None:
    """Win the game on the table (9 points), then deal :data:`ACE_DEAL`."""
    controller = app.table
    assert controller.play_move(WIN_NOW) is None
    qtbot.waitUntil(lambda: app.session.game.is_over and not controller.busy)
    app.session.new_game(ACE_DEAL)
    settle(qtbot, app)
    assert app.window.score_label.text() == "Score this session: You 9 · Computer 0"


def _play_a_turn_and_an_ace(qtbot, app) -> str:
    """End the first turn, then play an Ace to the centre in the next; returns the Ace."""
    controller = app.table
    hand = app.session.game.seat(0).hand
    keep = next(i for i, card in enumerate(hand) if card.rank == 1)
    discard = next(m for m in controller.legal_moves()
                   if m.target == "side" and m.source_index != keep)
    assert controller.play_move(discard) is None
    settle(qtbot, app)
    hand = app.session.game.seat(0).hand
    ace = next(i for i, card in enumerate(hand) if card.rank == 1)
    free = next(i for i, stack in enumerate(app.session.game.state.centre) if not stack)
    assert controller.play_move(Move("hand", ace, "centre", free)) is None
    settle(qtbot, app)
    return card_label(hand[ace])


def _check_story(app, lines: list[str], ace: str, turn: int) -> None:
    controller = app.table
    log = [line.text for line in app.game_log.lines]
    assert log == [*lines, f"Game resumed in round {round_of(turn, 2)}: your turn."]
    assert app.window.commands["undo"].isEnabled()
    assert controller.undo() is None  # the play made before the restart
    assert ace in [card_label(card) for card in app.session.game.seat(0).hand]
    assert log != [line.text for line in app.game_log.lines]
    assert app.game_log.lines[-1].text == f"You took back {ace}"


def _a_game_with_a_story(launch, qtbot):
    """A session scoring 9, in a game where the human has ended a turn and played an Ace in
    the next: the window, the Ace, the turn and the log so far."""
    app = launch_at(launch, nearly_won(their_payoff=4))
    _score_nine(qtbot, app)
    ace = _play_a_turn_and_an_ace(qtbot, app)
    lines = [line.text for line in app.game_log.lines]
    assert any(line.startswith("Computer placed ") for line in lines)
    return app, ace, app.session.game.turn, lines


def test_a_restart_keeps_the_log_the_undo_of_the_turn_and_the_score(launch, qtbot):
    app, ace, turn, lines = _a_game_with_a_story(launch, qtbot)
    launch.quit(app)

    again = launch()
    again.saved_games.resume_box.button(QMessageBox.StandardButton.Yes).click()
    settle(qtbot, again)
    assert again.window.score_label.text() == "Score this session: You 9 · Computer 0"
    _check_story(again, lines, ace, turn)


def test_open_keeps_the_story_of_the_game_and_the_score_of_the_session(launch, qtbot, tmp_path):
    app, ace, turn, lines = _a_game_with_a_story(launch, qtbot)
    saved_games = app.saved_games
    saved_games.ask_save_path = lambda parent, folder: str(tmp_path / "evening")
    app.window.commands["save_as"].trigger()
    assert app.window.windowTitle().startswith("evening.spite — Spite and Malice")

    app.window.commands["new"].trigger()
    answer_abandon(qtbot, app)  # the computer gets the forfeit
    settle(qtbot, app)
    score = app.window.score_label.text()
    assert score.startswith("Score this session: You 9 · Computer ")
    assert score != "Score this session: You 9 · Computer 0"
    assert not app.window.windowTitle().startswith("evening.spite")
    saved_games.ask_open_path = lambda parent, folder: str(tmp_path / "evening.spite")
    app.window.commands["open"].trigger()
    if app.abandoning.box is not None:  # the computer may have played first
        answer_abandon(qtbot, app)
        score = app.window.score_label.text()
    settle(qtbot, app)
    assert app.window.score_label.text() == score
    assert app.window.windowTitle().startswith("evening.spite — Spite and Malice")
    _check_story(app, lines, ace, turn)


def test_save_writes_to_the_file_the_game_came_from(launch, qtbot, tmp_path):
    app = launch(seed=DEAL)
    settle(qtbot, app)
    asked = []
    app.saved_games.ask_save_path = lambda parent, folder: (asked.append(folder)
                                                               or str(tmp_path / "mine"))
    app.window.commands["save"].trigger()  # nothing saved yet: Save asks where, as Save As does
    assert asked and (tmp_path / "mine.spite").is_file()
    controller = app.table
    discard = next(m for m in controller.legal_moves() if m.target == "side")
    controller.play_move(discard)
    settle(qtbot, app)
    app.window.commands["save"].trigger()  # Ctrl+S: the same file, without asking
    assert len(asked) == 1
    from spite_gui.play.save_format import read_table
    from spite_gui.storage import read_save

    saved = read_table(read_save(tmp_path / "mine.spite").game)
    assert saved.game.moves == app.session.game.moves
    assert "mine.spite" in app.window.message_label.text()
