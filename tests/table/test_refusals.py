"""Refusals in words: each code the rules and the tables give is said as the player
has always read it, and a refusal a newer table sends is still said."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spite_gui.engine import MAX_DEAL_NUMBER, Card, Game, Illegal, Move, Place, Refusal, Rules
from spite_gui.play.refusals import REFUSAL_CODES, Declined
from spite_gui.table.refusals import refusal_words
from tests.engine.helpers import position

TABLE_REFUSED = "The table refused that."


@pytest.mark.parametrize("refusal, sentence", [
    (Refusal(Illegal.WRONG_RANK, Card(8, "H"), rank=2),
     "An 8 can't go on a 2: that stack needs a 3."),
    (Refusal(Illegal.WRONG_RANK, Card(1, "C"), rank=11),
     "An Ace can't go on a Jack: that stack needs a Queen."),
    (Refusal(Illegal.NEEDS_ACE, Card(5, "H")),
     "A 5 can't start a centre stack: an empty stack takes an Ace."),
    (Refusal(Illegal.NEEDS_ACE_OR_WILD, Card(13, "D")),
     "A King can't start a centre stack: an empty stack takes an Ace or a wild card."),
    (Refusal(Illegal.WILD_CANT_START, Card(13, "S")),
     "A wild King can't start a centre stack under these rules: an empty stack takes an Ace."),
    (Refusal(Illegal.WILD_CANT_START, Card(0, "J")),
     "A joker can't start a centre stack under these rules: an empty stack takes an Ace."),
    (Refusal(Illegal.ACE_FIRST, source=Place.PAYOFF),
     "Play the Ace on your payoff pile to an empty centre stack before ending your turn."),
    (Refusal(Illegal.ACE_FIRST, source=Place.SIDE),
     "Play the Ace on your side stack to an empty centre stack before ending your turn."),
    (Refusal(Illegal.NOT_YOUR_TURN), "Wait for your turn."),
    (Refusal(Illegal.GAME_OVER), "The game is over."),
    (Refusal(Declined.UNDO_REVEALED, Card(10, "D")),
     "The 10♦ can't be taken back: playing it turned up your next payoff card."),
    (Refusal(Declined.UNDO_DREW, Card(12, "H")),
     "The Q♥ can't be taken back: your hand ran out and you drew new cards."),
    (Refusal(Declined.NO_CENTRE_TAKES, Card(7, "C")), "No centre stack takes the 7♣ now."),
    (Refusal(Declined.TOO_FAST), "Slow down: too many messages at once."),
])
def test_a_refusal_is_said_as_before(refusal, sentence):
    assert refusal_words(refusal) == sentence


def test_every_code_has_its_own_sentence():
    """No code falls back to the words for a refusal the table can't name."""
    said = {}
    for code in REFUSAL_CODES.values():
        refusal = Refusal(code, Card(8, "H"), rank=2, source=Place.HAND)
        said[code] = refusal_words(refusal)
        assert said[code][0].isupper() and said[code].endswith("."), code
    assert [code for code, words in said.items() if words == TABLE_REFUSED] == [Declined.OTHER]


def test_a_refusal_whose_parameters_do_not_fit_its_code_is_still_said():
    for refusal in (Refusal(Illegal.WRONG_RANK), Refusal(Illegal.WRONG_RANK, Card(5, "S"), 13),
                    Refusal(Illegal.ACE_FIRST, source="stock"), Refusal(Illegal.NEEDS_ACE)):
        assert refusal_words(refusal) == TABLE_REFUSED


def test_the_rules_refusal_is_said_in_words_at_the_table():
    game = position(Rules.preset("Classic"), hands=["5H", "2C"], payoffs=["9S", "8C"],
                    centre=["AS 2D 3C", "", "", ""], stock="2C")
    refusal = game.why_illegal(Move("hand", 0, "centre", 0))
    assert refusal == Refusal(Illegal.WRONG_RANK, Card(5, "H"), rank=3)
    assert refusal_words(refusal) == "A 5 can't go on a 3: that stack needs a 4."


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, MAX_DEAL_NUMBER), preset=st.sampled_from(["Classic", "Traditional"]))
def test_whatever_the_rules_refuse_is_said_in_a_whole_sentence(seed, preset):
    rng = random.Random(seed)
    game = Game.new(Rules.preset(preset), players=2, seed=seed)
    for _ in range(60):
        if game.is_over:
            break
        view = game.view(game.current_player)
        sources = [("payoff", 0)] + [("hand", i) for i in range(len(view.hand) + 1)] \
            + [("side", i) for i in range(4)]
        source, index = rng.choice(sources)
        target = rng.choice(["centre", "side"])
        move = Move(source, index, target, rng.randrange(5))
        refusal = game.why_illegal(move)
        if refusal is not None:
            words = refusal_words(refusal)
            assert words != TABLE_REFUSED and words[0].isupper() and words.endswith("."), \
                refusal
        game.play(rng.choice(game.legal_moves()))
