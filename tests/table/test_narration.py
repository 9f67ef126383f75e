"""The game log's sentences."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spite_gui.engine import Card, Game, Move, Rules, events
from spite_gui.engine.scoring import payoff_win, stock_out, turn_limit
from spite_gui.table.narration import describe
from spite_gui.table.outcomes import outcome_words

NAMES = ["You", "West", "North", "East"]


def card(text: str) -> Card:
    return Card.parse(text)


@pytest.mark.parametrize(("event", "sentence"), [
    (events.Played(1, Move("hand", 3, "centre", 1), card("7H"), 7),
     "West played 7♥ from its hand to centre stack 2"),
    (events.Played(0, Move("hand", 0, "centre", 3), card("AS"), 1),
     "You played A♠ from your hand to centre stack 4"),
    (events.Played(0, Move("payoff", 0, "centre", 0), card("KS"), 7),
     "You played your payoff card K♠ to centre stack 1 as a 7"),
    (events.Played(2, Move("payoff", 0, "centre", 2), card("5D"), 5),
     "North played its payoff card 5♦ to centre stack 3"),
    (events.Played(3, Move("side", 1, "centre", 0), card("JK"), 8),
     "East played Joker from side stack 2 to centre stack 1 as an 8"),
    (events.Played(1, Move("hand", 0, "centre", 0), card("KC"), 1),
     "West played K♣ from its hand to centre stack 1 as an Ace"),
    (events.Discarded(1, Move("hand", 2, "side", 2), card("9C")),
     "West placed 9♣ on side stack 3 and ended the turn"),
    (events.Discarded(0, Move("hand", 0, "side", 0), card("QD")),
     "You placed Q♦ on side stack 1 and ended the turn"),
    (events.Revealed(0, card("JC")), "You revealed J♣ on your payoff pile"),
    (events.Revealed(3, card("2H")), "East revealed 2♥ on its payoff pile"),
    (events.Drew(1, (card("2C"), card("3C"), card("4C"))), "West drew 3 cards"),
    (events.Drew(2, (card("2C"),)), "North drew 1 card"),
    (events.Drew(0, (card("7H"), card("2C"), card("QD"))), "You drew 7♥, 2♣ and Q♦"),
    (events.Drew(0, (card("7H"), card("2C"))), "You drew 7♥ and 2♣"),
    (events.Drew(0, (card("7H"),)), "You drew 7♥"),
    (events.Completed(1, tuple(Card(r, "S") for r in range(1, 13))),
     "Centre stack 2 is complete: 12 cards go to the completed pile"),
    (events.Recycled(24, 40), "The completed cards were shuffled into the stock (now 40 cards)"),
    (events.TurnPassed(1, 0, 8), "Your turn"),
    (events.TurnPassed(0, 1, 9), "West's turn"),
    (events.Dealt(0), "New game: you play first"),
    (events.Dealt(2), "New game: North plays first"),
])
def test_each_event_kind(event, sentence):
    assert describe(event, NAMES) == sentence


def test_game_over_uses_the_outcome():
    won = payoff_win(1, [3, 0])
    assert describe(events.GameOver(won), NAMES[:2]) == outcome_words(won, ["You", "West"])
    assert describe(events.GameOver(won), NAMES[:2]).startswith("West won")
    mine = stock_out([2, 5, 4])
    assert describe(events.GameOver(mine), NAMES[:3]).startswith("You won")
    assert "draw" in describe(events.GameOver(turn_limit(2)), NAMES[:2])


def test_the_human_is_always_you_and_other_seats_can_be_human():
    assert describe(events.TurnPassed(0, 0, 3), ["Alice", "West"]) == "Your turn"
    assert describe(events.TurnPassed(0, 1, 3), ["West", "Bob"], human_seat=1) == "Your turn"
    drew = events.Drew(0, (card("7H"), card("2C")))
    assert describe(drew, ["West", "Bob"], human_seat=1) == "West drew 2 cards"


def test_missing_names_still_make_a_sentence():
    assert describe(events.TurnPassed(0, 3, 3), ["You"]) == "Player 4's turn"


def test_unknown_things_say_nothing():
    assert describe("not an event", NAMES) is None
    assert describe(events.Drew(1, ()), NAMES) is None


@pytest.mark.parametrize(("seed", "players", "preset"), [
    (1, 2, "Classic"), (2, 3, "Jokers to King"), (3, 4, "Traditional"), (4, 2, "Family"),
])
def test_every_event_of_a_random_game(seed, players, preset):
    game = Game.new(Rules.preset(preset, players), players, seed=seed)
    choose = random.Random(seed)
    while not game.is_over:
        game.play(choose.choice(game.legal_moves()))
    kinds = set()
    for event in game.events:
        sentence = describe(event, NAMES[:players])
        assert sentence is None or (isinstance(sentence, str) and sentence.strip())
        kinds.add(type(event).__name__)
    assert {"Dealt", "Drew", "Discarded", "TurnPassed", "GameOver"} <= kinds


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4),
       preset=st.sampled_from(["Classic", "Quick", "Jokers to King"]),
       human=st.integers(0, 3))
def test_any_game_narrates_without_errors(seed, players, preset, human):
    human %= players
    game = Game.new(Rules.preset(preset, players), players, seed=seed)
    choose = random.Random(seed)
    while not game.is_over:
        game.play(choose.choice(game.legal_moves()))
    for event in game.events:
        sentence = describe(event, NAMES[:players], human_seat=human)
        assert sentence is None or sentence.strip()
