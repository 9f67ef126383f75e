"""The engine says why rules can't make a game with a code and its numbers; the Rules page
of Preferences words it in the player's language (here from a catalogue made for the test
with Qt's tools, under the context the shipped catalogues keep it in)."""

from __future__ import annotations

import pytest

from spite_gui.dialogs.preferences import PreferencesDialog
from spite_gui.engine import Rules, RulesError
from spite_gui.engine.rules import BAD_OPTIONS, PLAYER_COUNT, TOO_FEW_CARDS
from spite_gui.play.rules_settings import rules_from_settings
from spite_gui.storage import Settings
from spite_gui.table.rule_problems import (
    CONTEXT,
    cant_deal_words,
    rules_problem_words,
    saved_rules_words,
)

TOO_FEW = ("{players} players need more cards: the deal takes {dealt} of the {total} cards "
           "and leaves only {stock} in the stock. Use {decks} decks or smaller payoff piles.")
GERMAN = {
    (CONTEXT, TOO_FEW): "{players} Spieler brauchen mehr Karten: Das Austeilen nimmt {dealt} "
                        "der {total} Karten und lässt nur {stock} im Talon. Nehmen Sie "
                        "{decks} Kartenspiele oder kleinere Spielerstapel.",
    (CONTEXT, "These rules can't deal for {players} players: {why}"):
        "Mit diesen Regeln lässt sich nicht für {players} Spieler austeilen: {why}",
}


def _refusal(rules: Rules, players: int) -> RulesError:
    with pytest.raises(RulesError) as caught:
        rules.check_players(players)
    return caught.value


def test_the_engine_names_the_check_and_its_numbers():
    error = _refusal(Rules(decks=2, payoff_size=30), 4)
    assert error.code == TOO_FEW_CARDS
    assert error.values == {"players": 4, "dealt": 140, "total": 104, "stock": 0, "decks": 4}
    assert _refusal(Rules(), 5).code == PLAYER_COUNT
    with pytest.raises(RulesError) as caught:
        Rules.from_dict({"decks": "two"})
    assert caught.value.code == BAD_OPTIONS


def test_the_rules_page_says_why_in_german(made, qtbot):
    made(GERMAN)
    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.players_spin.setValue(4)
    dialog.decks_spin.setValue(2)
    dialog.payoff_spin.setValue(30)
    assert dialog.problem == ("4 Spieler brauchen mehr Karten: Das Austeilen nimmt 140 der 104 "
                              "Karten und lässt nur 0 im Talon. Nehmen Sie 4 Kartenspiele oder "
                              "kleinere Spielerstapel.")
    assert not dialog.ok_button.isEnabled()
    assert cant_deal_words(4, _refusal(Rules(decks=2, payoff_size=30), 4)).startswith(
        "Mit diesen Regeln lässt sich nicht für 4 Spieler austeilen: 4 Spieler brauchen")


def test_in_english_the_words_are_the_engines(made):
    error = _refusal(Rules(decks=2, payoff_size=30), 4)
    assert rules_problem_words(error) == str(error)


SAVED_GERMAN = {
    (CONTEXT, "Your saved rules could not be used: {why} The game uses the {preset} rules "
              "instead."):
        "Ihre gespeicherten Regeln ließen sich nicht verwenden: {why} Das Spiel nimmt "
        "stattdessen die Regeln „{preset}“.",
    (CONTEXT, "The turn limit is always {count} turns each."):
        ["Die Zugbegrenzung ist immer {count} Zug pro Spieler.",
         "Die Zugbegrenzung ist immer {count} Züge pro Spieler."],
    (CONTEXT, "{players} players need more cards than the decks chosen hold, so the game uses "
              "{count} decks."):
        ["{players} Spieler brauchen mehr Karten, als die gewählten Kartenspiele haben: Das "
         "Spiel nimmt {count} Kartenspiel.",
         "{players} Spieler brauchen mehr Karten, als die gewählten Kartenspiele haben: Das "
         "Spiel nimmt {count} Kartenspiele."],
}


def test_saved_rules_that_could_not_be_used_are_told_in_german(made):
    """A settings file whose rules the game can't deal (edited by hand, or from a newer
    version) is reported in the player's language, with the engine's reason in it."""
    made(SAVED_GERMAN)
    changed = Rules().replace(turn_limit=Rules().turn_limit + 1).to_dict()
    _rules, note = rules_from_settings(Settings(rules=changed))
    assert note is not None
    assert saved_rules_words(note, "Klassisch") == (
        f"Ihre gespeicherten Regeln ließen sich nicht verwenden: Die Zugbegrenzung ist immer "
        f"{Rules().turn_limit} Züge pro Spieler. Das Spiel nimmt stattdessen die Regeln "
        "„Klassisch“.")
    stored = Rules(decks=2, payoff_size=30).to_dict()
    rules, note = rules_from_settings(Settings(rules=stored, players=4, decks_chosen=True))
    assert note is not None and saved_rules_words(note, "Klassisch") == (
        f"4 Spieler brauchen mehr Karten, als die gewählten Kartenspiele haben: Das Spiel "
        f"nimmt {rules.decks} Kartenspiele.")
