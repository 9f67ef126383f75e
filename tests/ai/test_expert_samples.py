"""Expert's sampled next turns: what the opponents and Expert itself could pay off."""

from __future__ import annotations

import random
from dataclasses import replace

from spite_gui.ai.expert import ExpertPlayer
from spite_gui.ai.next_turns import OpponentSamples
from spite_gui.ai.sampling import kept_hand_sampler, last_discard, sample_state
from spite_gui.engine import Move, Rules

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


def test_our_next_turn_starts_from_the_stacks_the_opponent_leaves():
    # the opponent plays its last payoff card, a 5, on the 4 in every sample; then our 6 and
    # our payoff 7 follow on it, which the stacks as we leave them (a 4) would not allow
    # without a 5
    game = table(CLASSIC, me="6D 9C 9H JD QC", opp="8H 8S 10C 10D JH", centre=[4, 0, 0, 0],
                 my_payoff="2C 5C 7H", opp_payoff="5S")
    view = game.view(0)
    kept, sides, top = cards("6D 9C 9H JD"), view.sides[0], view.payoff_tops[0]
    still = _samples(game).ours((4, 0, 0, 0), kept, sides, top)
    moved = OpponentSamples(view, random.Random(3), 40, later=0.5, follow=True)
    assert all(5 in heights for heights in moved.after((4, 0, 0, 0)))
    assert moved.ours((4, 0, 0, 0), kept, sides, top) >= 1.0
    assert still < 1.0


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


def _share(sampler, view, ranks, count=400):
    """The share of sampled deals that give the opponent a card of one of ``ranks``."""
    deals = [sampler(view, random.Random(s)) for s in range(count)]
    return sum(any(c.rank in ranks for c in d.seats[1].hand) for d in deals) / count


def test_the_player_before_us_seldom_kept_a_card_it_could_have_played():
    # it left a 3 and empty stacks: a 4 or an Ace would have gone straight to the centre
    game = table(CLASSIC, me="3D 9C 9H JD QC", opp="8H 8S TC TD", centre=[3, 0, 0, 0],
                 my_payoff="2C 5C TH", opp_payoff="3C JS")
    view = game.view(0)
    left = tuple(map(len, view.centre))
    free = _share(kept_hand_sampler(view, left), view, {1, 4})
    inferred = _share(kept_hand_sampler(view, left, hold=0.25), view, {1, 4})
    assert free > 0.4
    assert inferred < 0.6 * free
    # the other ranks are dealt as often as before, or more
    assert (_share(kept_hand_sampler(view, left, hold=0.25), view, {7, 10})
            >= _share(kept_hand_sampler(view, left), view, {7, 10}) - 0.05)


def test_last_discard_reads_the_card_put_on_a_side_stack():
    before = (cards("9C 7D"), cards("5H"), (), ())
    # the 7 went to the centre, then a 2 on the same stack
    card, t, sides = last_discard(before, (cards("9C 2S"), cards("5H"), (), ()))
    assert (card, t, sides) == (cards("2S")[0], 0, (cards("9C"), cards("5H"), (), ()))
    # a discard on an empty stack
    card, t, sides = last_discard(before, (cards("9C 7D"), cards("5H"), cards("QD"), ()))
    assert (card, t, sides) == (cards("QD")[0], 2, before)
    # side cards played, nothing discarded
    assert last_discard(before, (cards("9C"), cards("5H"), (), ())) is None


def test_a_player_keeps_no_card_that_would_have_made_a_better_discard():
    # it put a 4 on its 5 (a descending run); a 9 on its 9, an 8 on the 9, a 5 on the 5
    # or a jack or queen on an empty stack would each have been a better discard
    game = table(CLASSIC, me="3D 9C 9H JD QC", opp="8H 8S TC TD", centre=[3, 0, 0, 0],
                 opp_sides=("9C", "5H 4D", "", ""), my_payoff="2C 5C TH", opp_payoff="3C 2S")
    view = game.view(0)
    left = tuple(map(len, view.centre))
    before = (cards("9C"), cards("5H"), (), ())
    discard = last_discard(before, view.sides[1])
    assert discard[0] == cards("4D")[0]
    better = {5, 8, 9, 11, 12}
    free = _share(kept_hand_sampler(view, left), view, better)
    inferred = _share(kept_hand_sampler(view, left, discard=discard, spare=0.1), view, better)
    assert free > 0.6
    assert inferred < 0.5 * free
    # cards that make no better discard (a 6, a 7, a 10) are not held back
    assert (_share(kept_hand_sampler(view, left, discard=discard, spare=0.1), view, {6, 7, 10})
            >= _share(kept_hand_sampler(view, left), view, {6, 7, 10}) - 0.05)


def test_expert_reads_the_discard_of_the_player_before_it_from_what_it_saw():
    game = table(CLASSIC, me="3D 9C 9H JD QC", opp="8H 8S TC TD JH", centre=[0, 0, 0, 0],
                 opp_sides=("5H", "", "", ""), my_payoff="2C 5C TH", opp_payoff="3C 7S")
    expert = ExpertPlayer(seed=1, budget=None, samples=8)
    while game.current_player == 0:  # Expert's turn: it sees the side stacks of seat 1
        game.play(expert.choose(game.view(0)))
    assert expert.previous_discard is None  # it saw nothing of the turn before
    game.play(Move("hand", 0, "side", 2))  # seat 1 ends its turn: the 8 on an empty stack
    expert.choose(game.view(0))
    assert expert.previous_discard == (cards("8H")[0], 2, (cards("5H"), (), (), ()))
