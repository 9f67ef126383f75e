"""A game in progress is never thrown away without asking, and a game given up is a loss."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from spite_gui.engine import Game, Match, Move, Rules
from spite_gui.storage import Settings, StatsStore, save_settings

from .persist_helpers import (
    DEAL,
    answer_abandon,
    computer_to_move,
    put_autosave,
    settle,
)


def _end_the_turn(qtbot, app) -> None:
    """The human's first move (a discard), and the computer's turn after it."""
    controller = app.table
    assert controller.play_move(Move("hand", 0, "side", 0)) is None
    settle(qtbot, app)


def _records(launch):
    return [(r.deal, r.result, r.scores) for r in StatsStore(launch.paths.stats_db).history()]


def test_a_deal_not_played_yet_is_dealt_again_without_asking(launch, qtbot):
    app = launch(seed=DEAL)
    settle(qtbot, app)
    first = app.session.game
    app.window.commands["new"].trigger()
    settle(qtbot, app)
    assert app.abandoning.box is None
    assert app.session.game is not first
    assert _records(launch) == []


def test_new_game_after_a_move_asks_and_counts_the_game_as_lost(launch, qtbot):
    app = launch(seed=DEAL)
    settle(qtbot, app)
    _end_the_turn(qtbot, app)
    game = app.session.game
    moves = len(game.moves)
    payoffs = [len(seat.payoff) for seat in game.state.seats]

    app.window.commands["new"].trigger()
    text = answer_abandon(qtbot, app, give_up=False)  # "Keep Playing"
    assert text.startswith("Abandon this game? It counts as a loss.")
    points = 5 + payoffs[0]  # the computer wins as if its payoff pile were empty
    assert f"Computer wins it as if its payoff pile were empty now: +{points}" in text
    assert app.session.game is game and len(game.moves) == moves
    assert _records(launch) == []

    app.window.commands["new"].trigger()
    answer_abandon(qtbot, app)
    settle(qtbot, app)
    assert app.session.game is not game
    assert _records(launch) == [(DEAL, "abandoned", (0, points))]
    assert app.window.score_label.text() == f"Score this session: You 0 · Computer {points}"
    # the statistics say so: a loss, shown as abandoned
    app.window.commands["statistics"].trigger()
    dialog = app.records.statistics_dialog
    summary = dialog.shown_summary()
    assert (summary["games"], summary["won"], summary["lost"]) == ("1", "0", "1 (1 abandoned)")
    assert dialog.table.model().index(0, 4).data() == "Abandoned"


def test_new_game_with_a_deal_number_asks_too(launch, qtbot):
    app = launch(seed=DEAL)
    settle(qtbot, app)
    _end_the_turn(qtbot, app)
    app.window.commands["new_deal"].trigger()
    app.dialogs.deal_dialog.setIntValue(4242)
    app.dialogs.deal_dialog.accept()
    answer_abandon(qtbot, app)
    settle(qtbot, app)
    assert app.session.game.seed == 4242
    assert [result for _deal, result, _scores in _records(launch)] == ["abandoned"]


def test_restart_deals_the_same_cards_again_once_the_player_agrees(launch, qtbot):
    app = launch(seed=DEAL)
    settle(qtbot, app)
    fresh = app.session.game.state
    _end_the_turn(qtbot, app)
    app.window.commands["restart"].trigger()
    assert answer_abandon(qtbot, app).startswith("Restart this deal? The game in progress "
                                                    "counts as a loss.")
    settle(qtbot, app)
    assert app.session.game.seed == DEAL and app.session.game.state == fresh
    assert [result for _deal, result, _scores in _records(launch)] == ["abandoned"]


def test_a_match_game_is_never_dealt_again_for_free(launch, qtbot):
    save_settings(launch.paths, Settings(match_target=50))
    app = launch(seed=DEAL)
    settle(qtbot, app)
    game = app.session.game
    points = 5 + len(game.seat(0).payoff)
    # Restart in a match: asked even before a move, the game forfeited, the same deal the
    # next game of the match
    app.window.commands["restart"].trigger()
    text = answer_abandon(qtbot, app)
    assert f"In the match, Computer wins it as if its payoff pile were empty now: +{points}" in text
    assert "the match goes on with the next deal" in text
    settle(qtbot, app)
    assert app.session.game is not game and app.session.game.state == Game.new(
        game.rules, 2, game.seed).state
    assert app.window.score_label.text() == f"Match to 50 · game 2: You 0 · Computer {points}"
    match = app.matchplay.match
    assert (match.games_played, match.totals) == (1, [0, points])
    assert [result for _deal, result, _scores in _records(launch)] == ["abandoned"]
    # the restarted game is the match's own: it comes back after a restart of the program
    launch.quit(app)
    again = launch()
    assert again.notices.shown == []
    assert again.saved_games.resume_box is not None


def test_a_forfeit_can_win_the_match_for_the_computer(launch, qtbot):
    save_settings(launch.paths, Settings(match_target=25))
    match = Match(Rules.preset("Classic"), 2, 25, seed=100, totals=[20, 10], games_played=3,
                  last_starter=1, last_winner=1)
    put_autosave(launch.paths, Game.new(Rules.preset("Classic"), 2, DEAL, previous_starter=1),
                 match)
    app = launch()
    app.saved_games.resume_box.button(QMessageBox.StandardButton.Yes).click()
    settle(qtbot, app)
    app.window.commands["new"].trigger()
    assert "and that wins Computer the match" in answer_abandon(qtbot, app)
    box = app.matchplay.match_over_box
    assert box is not None and box.text() == "Computer won the match."
    settle(qtbot, app)
    assert app.window.score_label.text() == "Match to 25 · game 1: You 0 · Computer 0"


def _autosave_with_a_move(launch) -> Game:
    game = computer_to_move()
    put_autosave(launch.paths, game)
    return game


def test_a_new_game_at_the_resume_question_abandons_a_started_game(launch, qtbot):
    game = _autosave_with_a_move(launch)
    app = launch(seed=77)
    box = app.saved_games.resume_box
    assert "A new game instead abandons it: it counts as a loss." in box.informativeText()
    no = box.button(QMessageBox.StandardButton.No)
    assert no.text() == "&Abandon It"
    no.click()
    settle(qtbot, app)
    assert app.session.game.seed == 77
    points = 5 + len(game.seat(0).payoff)
    assert _records(launch) == [(game.seed, "abandoned", (0, points))]


def test_a_saved_deal_not_played_yet_is_neither_offered_nor_counted(launch, qtbot):
    put_autosave(launch.paths, Game.new(Rules.preset("Classic"), 2, DEAL))
    app = launch(seed=78)
    assert app.saved_games.resume_box is None  # nothing to resume: the deal asked for
    settle(qtbot, app)
    assert app.session.game.seed == 78
    assert _records(launch) == []
