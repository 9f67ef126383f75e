"""The engine says why rules can't make a game with a code and its numbers; the Rules page
of Preferences words it in the player's language (here from a catalogue made for the test
with Qt's tools, under the context the shipped catalogues keep it in)."""

from __future__ import annotations

import pytest

from spite_gui.dialogs.preferences import PreferencesDialog
from spite_gui.engine import Rules, RulesError
from spite_gui.engine.rules import BAD_OPTIONS, PLAYER_COUNT, TOO_FEW_CARDS
from spite_gui.storage import Settings
from spite_gui.table.rule_problems import CONTEXT, cant_deal_words, rules_problem_words

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
