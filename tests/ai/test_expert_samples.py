"""Expert's sampled next turns: what the opponents and Expert itself could pay off."""

from __future__ import annotations

import random
from dataclasses import replace

from spite_gui.ai.expert import OpponentSamples, kept_hand_sampler, sample_state
from spite_gui.engine import Rules

from .helpers import cards, table

CLASSIC = Rules.preset("Classic")


def _samples(game, count=40, seed=3):
    return OpponentSamples(game.view(0), random.Random(seed), count, later=0.5)


def test_a_stack_just_under_the_opponents_payoff_card_hands_it_over_in_every_sample():
    game = table(CLASSIC, me="3D 9C 9H JD QC", opp="8H 8S 10C 10D JH", centre=[4, 0, 0, 0],
                 my_payoff="2C 5C TH", opp_payoff="3C 5S")
    replies = _samples(game)
    assert replies.expected((4, 0, 0, 0)) >= 1.0
    # from empty stacks the 5 needs an ace to four from cards it may not hold
    assert replies.expected((0, 0, 0, 0)) < replies.expected((4, 0, 0, 0))


def test_the_opponents_side_stacks_count_towards_their_reply():
    game = table(CLASSIC, me="3D 9C 9H JD QC", opp="8H 8S 10C 10D JH", centre=[3, 0, 0, 0],
                 opp_sides=("4C", "", "", ""), my_payoff="2C 5C TH", opp_payoff="3C 5S")
    bare = table(CLASSIC, me="3D 9C 9H JD QC", opp="8H 8S 10C 10D JH", centre=[3, 0, 0, 0],
                 my_payoff="2C 5C TH", opp_payoff="3C 5S")
    with_side = _samples(game).expected((3, 0, 0, 0))
    assert with_side >= 1.0
    assert _samples(bare).expected((3, 0, 0, 0)) < with_side


def test_our_next_turn_counts_the_cards_we_keep():
    game = table(CLASSIC, me="6D 9C 9H JD QC", opp="8H 8S 10C 10D JH", centre=[5, 0, 0, 0],
                 my_payoff="2C 5C 7H", opp_payoff="3C JS")
    view = game.view(0)
    replies = _samples(game)
    sides = view.sides[0]
    kept = replies.ours((5, 0, 0, 0), cards("6D 9C 9H JD"), sides, view.payoff_tops[0])
    thrown = replies.ours((5, 0, 0, 0), cards("9C 9H JD QC"), sides, view.payoff_tops[0])
    assert kept >= 1.0
    assert thrown < kept


def test_samples_never_use_the_real_hidden_cards():
    # the same view with different hidden cards gives the same sampled replies
    from .helpers import reshuffle_hidden

    game = table(CLASSIC, me="3D 9C 9H JD QC", opp="8H 8S 10C 10D JH", centre=[2, 0, 0, 0],
                 my_payoff="2C 5C TH", opp_payoff="3C 5S")
    other = reshuffle_hidden(game, seed=7)
    assert other.state != game.state and other.view(0) == game.view(0)
    for heights in [(2, 0, 0, 0), (0, 0, 0, 0), (4, 0, 0, 0)]:
        assert _samples(game).expected(heights) == _samples(other).expected(heights)


def test_a_wild_card_stands_for_an_ace_only_where_the_rules_allow_it():
    # our next turn: kings are wild; a payoff 4 on empty stacks needs an Ace first
    hand = "KH KS 2C 3C 9D"
    for rules, reached in ((CLASSIC, False), (replace(CLASSIC, wild_may_start=True), True)):
        game = table(rules, me=hand, opp="8H 8S 10C 10D JH", centre=[0, 0, 0, 0],
                     my_payoff="9H 4S", opp_payoff="3C JS")
        view = game.view(0)
        replies = _samples(game)
        played = replies.ours((0, 0, 0, 0), cards(hand), view.sides[0], view.payoff_tops[0])
        assert played >= 1.0 if reached else played == 0.0
        # on a started stack the king is wild either way
        assert replies.ours((1, 0, 0, 0), cards(hand), view.sides[0],
                            view.payoff_tops[0]) >= 1.0


def _holds_four_or_king(state):
    return any(c.rank in (4, 13) for c in state.seats[1].hand)


def test_the_player_before_us_is_never_dealt_a_hand_it_would_have_paid_off_with():
    # it left a 3 on the centre and shows a 5 on its payoff pile: had it kept a four or
    # a king (wild) it would have played the 5, so the samples should not give it one
    game = table(CLASSIC, me="3D 9C 9H JD QC", opp="8H 8S TC TD", centre=[3, 0, 0, 0],
                 my_payoff="2C 5C TH", opp_payoff="3C 5S")
    view = game.view(0)
    left = tuple(map(len, view.centre))
    free = [sample_state(view, random.Random(s)) for s in range(300)]
    sampler = kept_hand_sampler(view, left)
    kept = [sampler(view, random.Random(s)) for s in range(300)]
    share = sum(map(_holds_four_or_king, free)) / len(free)
    assert share > 0.3
    assert sum(map(_holds_four_or_king, kept)) / len(kept) < 0.02
    # the rest of each deal still agrees with the view
    assert all(s.seats[0].hand == view.hand and len(s.seats[1].hand) == 4 for s in kept)


def test_with_nothing_to_go_on_the_samples_are_plain():
    game = table(CLASSIC, me="3D 9C 9H JD QC", opp="8H 8S TC TD", centre=[4, 0, 0, 0],
                 my_payoff="2C 5C TH", opp_payoff="3C 5S")
    assert kept_hand_sampler(game.view(0), None) is sample_state
