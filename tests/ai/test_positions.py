"""Known positions, built directly as States, where the right play is clear."""

from __future__ import annotations

import pytest

from spite_gui.ai import make_player
from spite_gui.engine import Game, Rules

from .helpers import cards, table

CLASSIC = Rules.preset("Classic")
PLANNERS = {
    "hard": {},
    "expert": {"budget": None, "samples": 4, "candidates": 3},
}


def play_turn(game: Game, level: str) -> list:
    """Let ``level`` play the whole turn of the seat to move; return the moves."""
    me = game.current_player
    bot = make_player(level, seed=1, **PLANNERS.get(level, {}))
    moves = []
    while game.current_player == me and not game.is_over:
        move = bot.choose(game.view(me))
        assert game.is_legal(move), move
        moves.append(move)
        game.play(move)
    return moves


@pytest.mark.parametrize("level", list(PLANNERS))
def test_finds_the_payoff_card_through_hand_wild_and_side_cards(level):
    # stack at 3; 4 from the hand, a wild King as 5, the 6 on a side stack, then the 7 payoff
    game = table(CLASSIC, me="9C 4D KS 2H QD", opp="8H 8S 10C 10D JH", centre=[3, 0, 0, 0],
                 my_sides=("", "6S", "", ""), my_payoff="2C 5C 7H", opp_payoff="3C JD")
    play_turn(game, level)
    assert len(game.seat(0).payoff) <= 2, "the 7 on the payoff pile was not played"


@pytest.mark.parametrize("level", list(PLANNERS))
def test_finds_a_chain_through_two_side_stacks(level):
    game = table(CLASSIC, me="9C 9D 2H 2D QD", opp="8H 8S 10C 10D JH", centre=[4, 1, 0, 0],
                 my_sides=("7S 5S", "6H", "", ""), my_payoff="2C 5C 8H", opp_payoff="3C JD")
    play_turn(game, level)
    assert len(game.seat(0).payoff) <= 2


@pytest.mark.parametrize("level", list(PLANNERS))
def test_does_not_open_the_way_to_the_next_payoff_card(level):
    # the next player shows a 5: playing the 4 would hand it to them
    game = table(CLASSIC, me="4D 9C 9H JD QC", opp="8H 8S 10C 10D JH", centre=[3, 0, 0, 0],
                 my_payoff="2C 5C TH", opp_payoff="3C 5S")
    play_turn(game, level)
    assert 4 not in [len(s) for s in game.state.centre]
    assert cards("4D")[0] in game.seat(0).hand + tuple(c for s in game.seat(0).sides for c in s)


@pytest.mark.parametrize("level", list(PLANNERS))
def test_counts_the_opponents_side_stacks_when_blocking(level):
    # the 3 looks harmless, but the next player has a 4 on a side stack and a 5 to pay off
    game = table(CLASSIC, me="3D 9C 9H JD QC", opp="8H 8S 10C 10D JH", centre=[2, 7, 7, 9],
                 opp_sides=("4C", "", "", ""), my_payoff="2C 5C TH", opp_payoff="3C 5S")
    play_turn(game, level)
    assert len(game.state.centre[0]) != 3


def test_medium_does_open_the_way_so_the_test_means_something():
    game = table(CLASSIC, me="4D 9C 9H JD QC", opp="8H 8S 10C 10D JH", centre=[3, 0, 0, 0],
                 my_payoff="2C 5C TH", opp_payoff="3C 5S")
    play_turn(game, "medium")
    assert 4 in [len(s) for s in game.state.centre]


@pytest.mark.parametrize("level", list(PLANNERS))
def test_keeps_the_wild_card_for_the_payoff(level):
    # a wild King could go on the 5 stack, but it reaches nothing: keep it, don't discard it
    game = table(CLASSIC, me="KD 8C 9C JD QC", opp="8H 8S 10C 10D JH", centre=[5, 0, 0, 0],
                 my_payoff="2C 5C 2H", opp_payoff="3C JS")
    play_turn(game, level)
    assert cards("KD")[0] in game.seat(0).hand


@pytest.mark.parametrize("level", list(PLANNERS))
def test_plays_the_payoff_card_even_when_the_chain_empties_the_hand(level):
    # A, wild as 2, 3, 4, 5 empties the hand; the 6 on the payoff pile still goes after the draw
    game = table(CLASSIC, me="KD 4H 5C 3D AS", opp="8S 8C 10C 10D JH", centre=[0, 0, 0, 0],
                 my_payoff="2C 5C 6D", opp_payoff="3C 8H")
    play_turn(game, level)
    assert len(game.seat(0).payoff) <= 2


@pytest.mark.parametrize("level", list(PLANNERS))
def test_does_not_bury_the_side_card_its_payoff_card_needs(level):
    # nothing goes to the centre (no Ace); the 7 on side stack 1 is the way to the 8 on the
    # payoff pile once a stack reaches 6, so the discard must go elsewhere
    game = table(CLASSIC, me="9C 9D 2H 3S 5D", opp="8H 8S 10C 10D JH", centre=[0, 0, 0, 0],
                 my_sides=("7S", "QD", "JC", "TH"), my_payoff="2C 5C 8H", opp_payoff="3C JS")
    moves = play_turn(game, level)
    assert len(moves) == 1 and moves[0].target == "side"
    assert game.seat(0).sides[0] == cards("7S")


@pytest.mark.parametrize("level, pile", [("hard", 0), ("expert", 1)])
def test_expert_keeps_same_rank_piles_where_hard_builds_a_run(level, pile):
    # nothing reaches the centre (no Ace); the 10 could go on the Jack (a descending run)
    # or a 5 on the 5 (a same-rank pile). Hard takes the run, Expert the pile: Hard with
    # Expert's discard weights beats Hard (docs/AI.md)
    game = table(CLASSIC, me="TC 5D 9S 3C 7D", opp="8H 8S 10C 10D JH", centre=[0, 0, 0, 0],
                 my_sides=("JD", "5H", "", ""), my_payoff="2C 5C 8H", opp_payoff="3C JS")
    moves = play_turn(game, level)
    assert len(moves) == 1 and moves[0].target == "side"
    assert moves[0].target_index == pile
    assert len(game.seat(0).sides[pile]) == 2
