"""Building a centre stack with known cards: the walk Hard's chances and Expert's samples share."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import assume, given
from hypothesis import strategies as st

from spite_gui.ai.building import RANKS, StackBuilder
from spite_gui.engine import Rules

CLASSIC = Rules.preset("Classic")  # Kings (13) wild, stacks end at the Queen (12)
WILD_ACES = replace(CLASSIC, wild_may_start=True)
JOKERS = Rules.preset("Jokers to King")  # jokers (0) wild, stacks end at the King


def counts(*ranks: int) -> list[int]:
    out = [0] * RANKS
    for rank in ranks:
        out[rank] += 1
    return out


def test_a_side_top_is_taken_before_the_same_rank_in_the_hand():
    builder = StackBuilder(CLASSIC)
    hand, sides, tops = counts(3, 4), ((9, 3),), [2]
    assert builder.walk(2, 5, hand, sides, tops) == 5  # the 3 and the 4: up to 4
    assert tops == [1]  # the side stack's 3 went; the 9 under it shows now
    assert hand == counts(3)  # the hand's 3 is still there (its 4 went)


def test_a_wild_card_in_the_hand_goes_before_a_wild_side_top():
    builder = StackBuilder(CLASSIC)
    hand, sides, tops = counts(13), ((13,),), [1]
    assert builder.walk(4, 7, hand, sides, tops) == 7  # a 5 and a 6, both wild
    assert hand == counts() and tops == [0]
    # one more rank and the wild cards have run out: the walk stops at the 7
    assert builder.walk(4, 8, counts(13), ((13,),), [1]) == 7


def test_a_wild_card_stands_for_an_ace_only_where_the_rules_let_it_start_a_stack():
    assert StackBuilder(CLASSIC).walk(0, 3, counts(13, 2), (), []) == 1
    assert StackBuilder(WILD_ACES).walk(0, 3, counts(13, 2), (), []) == 3
    assert StackBuilder(JOKERS).walk(0, 3, counts(0, 2), (), []) == 3


def test_how_high_a_stack_goes_stops_short_of_completing_it():
    builder = StackBuilder(CLASSIC)
    hand = counts(9, 10, 11, 13)
    assert builder.highest(8, hand, ()) == 11  # the 9, 10 and Jack; a Queen would complete it
    assert hand == counts(9, 10, 11, 13)  # left unchanged
    assert builder.highest(5, counts(6, 8), ()) == 6


def test_payoff_cards_go_in_order_on_the_highest_stack_that_takes_them():
    builder = StackBuilder(CLASSIC)
    heights = [3, 1, 0, 0]
    # a 5 on the 3 (with a 4 from the hand), then the 6 on it, then a 9 needs 7 and 8
    assert builder.pay_off(heights, counts(4), (), [5, 6, 9]) == 2
    assert heights == [6, 1, 0, 0]
    # a wild payoff card goes on the highest started stack
    assert builder.pay_off(heights, counts(), (), [13]) == 1 and heights == [7, 1, 0, 0]


ranks = st.integers(1, 12)
side_stacks = st.lists(st.lists(ranks, max_size=4).map(tuple), min_size=4, max_size=4).map(tuple)


@given(rules=st.sampled_from([CLASSIC, WILD_ACES, JOKERS]),
       heights=st.lists(st.integers(0, 11), min_size=3, max_size=4),
       hand=st.lists(st.integers(0, 13), max_size=10), sides=side_stacks,
       rank=st.integers(1, 12))
def test_the_quick_answer_never_misses_a_payoff_card_the_walk_reaches(rules, heights, hand,
                                                                      sides, rank):
    # Expert counts its next turn on many sampled hands, and most cannot reach the payoff
    # card at all: the gaps the side stacks leave say so without building every stack
    builder = StackBuilder(rules)
    gaps = builder.gaps(heights, rank, sides)
    assume(gaps is not None)  # (a wild side top or payoff card: no quick answer)
    held = counts(*hand)
    assert builder.may_reach(gaps, held) or builder.pay_off(list(heights), held, sides,
                                                            [rank]) == 0
