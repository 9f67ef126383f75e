"""The names the game gives the seats (a computer by its place, a person at a shared
screen by number), the match's titles and totals, and the banners a win is celebrated with,
in the player's language. The entries come from a catalogue made for the test with Qt's
tools, under the contexts the shipped catalogues keep them in."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from spite_gui.engine import Match, Rules
from spite_gui.engine.scoring import payoff_win
from spite_gui.play import Seating
from spite_gui.play.save_format import SavedTable
from spite_gui.storage import Settings, save_settings
from spite_gui.table import matches, speech
from spite_gui.table.narration import CONTEXT as LOG

from ..controller.persist_helpers import WIN_NOW, launch_at, nearly_won

GERMAN = {
    (speech.CONTEXT, "You"): "Sie",
    (speech.CONTEXT, "Computer"): "Computer",
    (speech.CONTEXT, "West"): "West",
    (speech.CONTEXT, "North"): "Nord",
    (speech.CONTEXT, "East"): "Ost",
    (speech.CONTEXT, "Player {number}"): "Spieler {number}",
    (speech.CONTEXT, "Click or press Space when {name} is at the screen."):
        "Klicken Sie oder drücken Sie die Leertaste, sobald {name} am Bildschirm ist.",
    (LOG, "{who}'s turn"): "{who} ist dran",
    (matches.CONTEXT, "Match to {target} · game {number}"):
        "Partie bis {target} · Spiel {number}",
    (matches.CONTEXT, "Match to {target}"): "Partie bis {target}",
    (matches.CONTEXT, "Match over"): "Partie vorbei",
    (matches.CONTEXT, "You won the match!"): "Sie haben die Partie gewonnen!",
    (matches.CONTEXT, "First to {target} points: {totals}"):
        "Zuerst {target} Punkte: {totals}",
    (matches.CONTEXT, "First to {target} points, after {count} games:"):
        ["Zuerst {target} Punkte, nach {count} Spiel:",
         "Zuerst {target} Punkte, nach {count} Spielen:"],
    (matches.CONTEXT, "The next game starts a new match."):
        "Das nächste Spiel beginnt eine neue Partie.",
    (matches.CONTEXT, "{who} won!"): "{who} hat gewonnen!",
    (matches.CONTEXT, "+{count} points: {who}'s payoff pile is empty"):
        ["+{count} Punkt: {who} hat den Ablagestapel geleert",
         "+{count} Punkte: {who} hat den Ablagestapel geleert"],
}


@pytest.fixture
def german(made):
    made(GERMAN)


def test_the_seats_the_game_names_are_named_in_the_players_language(german):
    assert speech.seat_names(Seating.against_computers(4, "easy")) == [
        "You", "West", "Nord", "Ost"]  # "You" is the wording layer's to say
    assert speech.seat_names(Seating.build(["person", "person", "computer"])) == [
        "Spieler 1", "Spieler 2", "Ost"]
    # names people chose stay theirs, even one that is a place
    assert speech.seat_names(Seating.build(["person", "person"], ["North", "Ben"])) == [
        "North", "Ben"]
    assert speech.shown_name("You") == "Sie"


def test_a_match_on_the_table_and_its_end_in_german(launch, qtbot, german):
    save_settings(launch.paths, Settings(match_target=25, players=4))
    match = Match(Rules.preset("Classic"), 2, 25, seed=100, totals=[18, 20], games_played=3,
                  last_starter=1, last_winner=1)
    app = launch_at(launch, nearly_won(their_payoff=5, previous_starter=1), match)
    board = app.window.scene.labels.scoreboard.board
    assert board.title == "Partie bis 25 · Spiel 4"
    assert [line.name for line in board.lines] == ["Sie", "Computer"]
    assert app.window.score_label.text() == "Partie bis 25 · Spiel 4: Sie 18 · Computer 20"
    assert app.table.play_move(WIN_NOW) is None
    qtbot.waitUntil(lambda: app.matchplay.match_over_box is not None)
    box = app.matchplay.match_over_box
    assert (box.windowTitle(), box.text()) == ("Partie vorbei", "Sie haben die Partie gewonnen!")
    assert box.informativeText() == ("Zuerst 25 Punkte, nach 4 Spielen:\nSie 28 · Computer 20."
                                     "\n\nDas nächste Spiel beginnt eine neue Partie.")
    assert app.session.win_banner(app.session.game.outcome) == (
        "Sie haben die Partie gewonnen!", "Zuerst 25 Punkte: Sie 28 · Computer 20")
    box.button(QMessageBox.StandardButton.Ok).click()


def test_at_a_shared_screen_the_cover_and_the_win_say_who_in_german(launch, qtbot, german):
    seating = Seating.build(["person", "person"])
    app = launch(start=False)
    game = nearly_won()
    app.saved_games.restore(SavedTable(game, None, seating))
    cover = app.window.scene.cover
    qtbot.waitUntil(lambda: cover.up)
    assert cover.text.startswith("Spieler 1 ist dran")
    assert "sobald Spieler 1 am Bildschirm ist" in cover.text
    assert app.session.win_banner(payoff_win(0, [0, 4])) == (
        "Spieler 1 hat gewonnen!", "+9 Punkte: Spieler 1 hat den Ablagestapel geleert")
