"""Rules as stored in the settings, and back."""

from __future__ import annotations

import pytest

from spite_gui.engine import PRESETS, Rules
from spite_gui.play.rules_settings import MORE_DECKS, rules_from_settings, rules_to_settings
from spite_gui.storage import Settings
from spite_gui.table.rule_problems import saved_rules_words


def test_default_settings_give_classic():
    rules, note = rules_from_settings(Settings())
    assert rules == Rules.preset("Classic")
    assert note is None


@pytest.mark.parametrize("name", list(PRESETS))
def test_a_preset_by_name(name):
    rules, note = rules_from_settings(Settings(rules={"preset": name}, players=3))
    assert rules == Rules.preset(name, 3)
    assert note is None


def test_a_full_dict_round_trips():
    rules = Rules(decks=3, payoff_size=17, hand_size=6, centre_stacks=3, wild="jokers",
                  wild_may_start=True, deal_side_stacks=True, recycle="stock_empty",
                  aces_must_play=True, no_ace_discard=True)
    stored = rules_to_settings(rules)
    assert "preset" not in stored
    back, note = rules_from_settings(Settings(rules=stored, players=3))
    assert back == rules
    assert note is None


def test_a_changed_preset_keeps_its_starting_point():
    rules = Rules.preset("Quick").replace(hand_size=6)
    stored = rules_to_settings(rules, players=2, started_from="Quick")
    assert stored["preset"] == "Quick"
    assert rules_from_settings(Settings(rules=stored))[0] == rules


def test_an_exact_preset_is_stored_by_name_only():
    assert rules_to_settings(Rules.preset("Family", 4), players=4) == {"preset": "Family"}
    assert rules_to_settings(Rules.preset("Family", 4), players=2)["preset"] == "Family"
    assert rules_to_settings(Rules()) == {**Rules().to_dict(), "preset": "Classic"}


@pytest.mark.parametrize("garbage", [
    {"preset": "Poker"},
    {"preset": 7},
    {"decks": "two"},
    {"payoff_size": 99},
    {"colour": "red"},
    {"wild": "sevens", "preset": "Classic"},
])
def test_garbage_falls_back_to_classic_with_a_note(garbage):
    rules, note = rules_from_settings(Settings(rules=garbage, players=3))
    assert rules == Rules.preset("Classic", 3)
    assert note is not None and note.fell_back
    words = saved_rules_words(note, "Classic")
    assert words.startswith("Your saved rules could not be used: ")
    assert words.endswith("The game uses the Classic rules instead.")


def test_not_a_dict_falls_back():
    settings = Settings()
    settings.rules = ["nonsense"]
    rules, note = rules_from_settings(settings)
    assert rules == Rules()
    assert note is not None and saved_rules_words(note, "Classic") == (
        "Your saved rules could not be used: They are not a set of named options. The game "
        "uses the Classic rules instead.")


def test_four_players_get_enough_decks():
    rules, note = rules_from_settings(Settings(players=4))
    rules.check_players(4)
    assert note is None
    stored = Rules(decks=2, payoff_size=30).to_dict()
    rules, note = rules_from_settings(Settings(rules=stored, players=4, decks_chosen=True))
    rules.check_players(4)
    assert rules.payoff_size == 30 and rules.decks > 2
    assert note is not None and note.code == MORE_DECKS and not note.fell_back
    assert saved_rules_words(note, "Classic") == (
        f"4 players need more cards than the decks chosen hold, so the game uses {rules.decks} "
        "decks.")


def test_decks_the_player_chose_are_left_alone():
    stored = Rules(decks=4).to_dict()
    rules, note = rules_from_settings(Settings(rules=stored, players=2, decks_chosen=True))
    assert rules.decks == 4 and note is None
    stored = Rules(decks=2).to_dict()
    rules, note = rules_from_settings(Settings(rules=stored, players=3, decks_chosen=True))
    assert rules.decks == 2 and note is None


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("stored", [
    {"preset": "Classic"},
    {**Rules(decks=2, payoff_size=15).to_dict(), "preset": "Classic"},
    Rules(decks=4, hand_size=6).to_dict(),
])
def test_decks_not_chosen_are_one_per_player(stored, players):
    rules, note = rules_from_settings(Settings(rules=stored, players=players))
    assert rules.decks == players and note is None


def test_a_preset_with_more_decks_keeps_them_for_fewer_players():
    stored = {**Rules.preset("Traditional").replace(payoff_size=20).to_dict(),
              "preset": "Traditional"}
    assert rules_from_settings(Settings(rules=stored, players=2))[0].decks == 3
    assert rules_from_settings(Settings(rules=stored, players=4))[0].decks == 4


def test_a_preset_no_one_knows_is_named_in_the_note():
    _rules, note = rules_from_settings(Settings(rules={"preset": "Poker"}, players=2))
    assert note is not None and saved_rules_words(note, "Classic") == (
        "Your saved rules could not be used: There is no preset called “Poker”. The game uses "
        "the Classic rules instead.")
