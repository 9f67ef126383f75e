"""A game brought back (resumed after a restart, or opened) keeps its story: the log, the
undo of the turn in progress, and the session score."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from spite_gui.engine import Move

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


def _score_nine(qtbot, window) -> None:
    """Win the game on the table (9 points), then deal :data:`ACE_DEAL`."""
    controller = window.session.controller
    assert controller.play_move(WIN_NOW) is None
    qtbot.waitUntil(lambda: controller.game.is_over and not controller.busy)
    window.session.new_game(ACE_DEAL)
    settle(qtbot, window)
    assert window.score_label.text() == "Score: You 9 · Computer 0"


def _play_a_turn_and_an_ace(qtbot, window) -> str:
    """End the first turn, then play an Ace to the centre in the next; returns the Ace."""
    controller = window.session.controller
    hand = controller.game.seat(0).hand
    keep = next(i for i, card in enumerate(hand) if card.rank == 1)
    discard = next(m for m in controller.human_legal_moves()
                   if m.target == "side" and m.source_index != keep)
    assert controller.play_move(discard) is None
    settle(qtbot, window)
    hand = controller.game.seat(0).hand
    ace = next(i for i, card in enumerate(hand) if card.rank == 1)
    free = next(i for i, stack in enumerate(controller.game.state.centre) if not stack)
    assert controller.play_move(Move("hand", ace, "centre", free)) is None
    settle(qtbot, window)
    return hand[ace].label


def _check_story(window, lines: list[str], ace: str, turn: int) -> None:
    controller = window.session.controller
    log = [line.text for line in window.session.game_log.lines]
    assert log == [*lines, f"Game resumed at turn {turn}: your turn."]
    assert window.actions["undo"].isEnabled()
    assert controller.undo() is None  # the play made before the restart
    assert ace in [card.label for card in controller.game.seat(0).hand]
    assert log != [line.text for line in window.session.game_log.lines]
    assert window.session.game_log.lines[-1].text == f"You took back {ace}"


def _a_game_with_a_story(launch, qtbot):
    """A session scoring 9, in a game where the human has ended a turn and played an Ace in
    the next: the window, the Ace, the turn and the log so far."""
    window = launch_at(launch, nearly_won(their_payoff=4))
    _score_nine(qtbot, window)
    ace = _play_a_turn_and_an_ace(qtbot, window)
    lines = [line.text for line in window.session.game_log.lines]
    assert any(line.startswith("Computer placed ") for line in lines)
    return window, ace, window.session.controller.game.turn, lines


def test_a_restart_keeps_the_log_the_undo_of_the_turn_and_the_score(launch, qtbot):
    window, ace, turn, lines = _a_game_with_a_story(launch, qtbot)
    launch.quit(window)

    again = launch()
    again.persistence.resume_box.button(QMessageBox.StandardButton.Yes).click()
    settle(qtbot, again)
    assert again.score_label.text() == "Score: You 9 · Computer 0"
    _check_story(again, lines, ace, turn)


def test_open_keeps_the_story_of_the_game_and_the_score_of_the_session(launch, qtbot, tmp_path):
    window, ace, turn, lines = _a_game_with_a_story(launch, qtbot)
    persistence = window.persistence
    persistence.ask_save_path = lambda parent, folder: str(tmp_path / "evening")
    window.actions["save_as"].trigger()
    assert window.windowTitle().startswith("evening.spite — Spite and Malice")

    window.actions["new"].trigger()
    answer_abandon(qtbot, window)  # the computer gets the forfeit
    settle(qtbot, window)
    score = window.score_label.text()
    assert score.startswith("Score: You 9 · Computer ") and score != "Score: You 9 · Computer 0"
    assert not window.windowTitle().startswith("evening.spite")
    persistence.ask_open_path = lambda parent, folder: str(tmp_path / "evening.spite")
    window.actions["open"].trigger()
    if window.session.abandoning.box is not None:  # the computer may have played first
        answer_abandon(qtbot, window)
        score = window.score_label.text()
    settle(qtbot, window)
    assert window.score_label.text() == score
    assert window.windowTitle().startswith("evening.spite — Spite and Malice")
    _check_story(window, lines, ace, turn)


def test_save_writes_to_the_file_the_game_came_from(launch, qtbot, tmp_path):
    window = launch(seed=DEAL)
    settle(qtbot, window)
    asked = []
    window.persistence.ask_save_path = lambda parent, folder: (asked.append(folder)
                                                               or str(tmp_path / "mine"))
    window.actions["save"].trigger()  # nothing saved yet: Save asks where, as Save As does
    assert asked and (tmp_path / "mine.spite").is_file()
    controller = window.session.controller
    discard = next(m for m in controller.human_legal_moves() if m.target == "side")
    controller.play_move(discard)
    settle(qtbot, window)
    window.actions["save"].trigger()  # Ctrl+S: the same file, without asking
    assert len(asked) == 1
    from spite_gui.play.save_format import read_table
    from spite_gui.storage import read_save

    saved = read_table(read_save(tmp_path / "mine.spite").game)
    assert saved.game.moves == controller.game.moves
    assert "mine.spite" in window.message_label.text()
