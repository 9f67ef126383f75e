"""Cards, moves, rule options, presets and the checks that refuse impossible setups."""

import pytest

from spite_gui.engine import Card, Move, Rules, RulesError
from spite_gui.engine.cards import STANDARD_DECK


def test_every_card_round_trips_through_its_text():
    for card in [*STANDARD_DECK, Card.parse("JK")]:
        assert Card.parse(card.text) == card
    assert Card.parse("10h") == Card(10, "H") and Card(10, "H").text == "TH"


@pytest.mark.parametrize("text", ["", "1S", "ZZ", "KX", "Q", "JKK"])
def test_nonsense_is_not_a_card(text):
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(text)


@pytest.mark.parametrize(
    "text", ["payoff>centre:0", "hand:4>centre:3", "side:2>centre:1", "hand:0>side:3", "end"]
)
def test_moves_round_trip_through_text(text):
    assert Move.parse(text).text == text


@pytest.mark.parametrize(
    "text", ["payoff>side:0", "side:1>side:2", "hand:9>centre:0", "centre:0>side:1", "x", ""]
)
def test_impossible_moves_do_not_parse(text):
    with pytest.raises(ValueError):
        Move.parse(text)


def test_presets_match_the_rules_reference():
    classic = Rules.preset("Classic")
    assert classic == Rules()
    assert (classic.decks, classic.payoff_size, classic.centre_stacks) == (2, 20, 4)
    assert (classic.wild, classic.wild_may_start, classic.recycle) == ("kings", False, "turn_end")
    trad = Rules.preset("Traditional")
    assert (trad.decks, trad.payoff_size, trad.recycle) == (3, 26, "stock_empty")
    assert Rules.preset("quick").payoff_size == 13
    family = Rules.preset("Family")
    assert (family.payoff_size, family.recycle, family.aces_must_play) == (10, "stock_empty", True)
    jokers = Rules.preset("Jokers to King")
    assert (jokers.payoff_size, jokers.wild, jokers.recycle) == (26, "jokers", "stock_empty")
    assert jokers.wild_starts and jokers.top_rank == 13 and jokers.wild_rank == 0
    assert len(jokers.deck()) == 108


def test_presets_know_their_names_and_add_decks_for_more_players():
    for name in ("Classic", "Traditional", "Quick", "Family", "Jokers to King"):
        assert Rules.preset(name).preset_name() == name
        assert Rules.preset(name, players=4).decks == 4
    assert Rules(payoff_size=17).preset_name() is None
    with pytest.raises(RulesError, match="no preset called"):
        Rules.preset("Solitaire")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"payoff_size": 9}, "10 to 30"),
        ({"payoff_size": 31}, "10 to 30"),
        ({"hand_size": 7}, "5 cards"),
        ({"centre_stacks": 5}, "3 or 4"),
        ({"decks": 1}, "2, 3 or 4 decks"),
        ({"wild": "twos"}, "Kings or the jokers"),
        ({"recycle": "never"}, "turn end"),
        ({"aces_must_play": "yes"}, "on or off"),
        ({"payoff_size": 20.5}, "whole number"),
    ],
)
def test_impossible_options_are_refused_in_plain_words(options, message):
    with pytest.raises(RulesError, match=message):
        Rules(**options)


def test_too_many_players_for_the_decks_is_refused_with_a_way_out():
    with pytest.raises(RulesError, match=r"4 players need more cards.*Use 3 decks"):
        Rules().check_players(4)
    with pytest.raises(RulesError, match="2, 3 or 4 players"):
        Rules().check_players(5)
    Rules(decks=3).check_players(4)
    Rules().check_players(3)


def test_large_setups_are_told_the_decks_they_need():
    rules = Rules(decks=3, payoff_size=30, deal_side_stacks=True, hand_size=6)
    with pytest.raises(RulesError, match="Use 4 decks or smaller payoff piles"):
        rules.check_players(4)
    # the largest setup the options allow still deals with four decks
    rules.replace(decks=4).check_players(4)


def test_rules_round_trip_and_refuse_unknown_options():
    rules = Rules.preset("Family").replace(hand_size=6, no_ace_discard=True)
    assert Rules.from_dict(rules.to_dict()) == rules
    with pytest.raises(RulesError, match="Unknown rule options: colour"):
        Rules.from_dict({**rules.to_dict(), "colour": "red"})
    with pytest.raises(RulesError):
        Rules.from_dict(["decks", 2])
