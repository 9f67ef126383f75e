"""A person's rating from their record: wins against a stronger level raise it, losses
lower it, the levels stay where they were measured, friends are rated by name."""

from __future__ import annotations

import math
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from spite_gui.rating import START, Rater, played_games, rate_history
from spite_gui.storage.stats import ABANDONED, PERSON, YOU, friend_level

from .helpers import LEVELS, record


def mus(games):
    return [game.skill.mu for game in games]


def test_wins_against_a_stronger_level_raise_the_rating_every_time():
    history = [record("won", "hard", minute=m) for m in range(6)]
    games = rate_history(history, LEVELS).people[YOU]
    ratings = [START.mu, *mus(games)]
    assert all(later > earlier for earlier, later in pairwise(ratings))
    assert games[-1].skill.points > START.points + 150
    assert games[-1].skill.sigma < START.sigma  # six games say something


def test_losses_lower_the_rating_and_a_loss_to_easy_costs_more_than_to_hard():
    to_easy = rate_history([record("lost", "easy", minute=m) for m in range(4)], LEVELS)
    to_hard = rate_history([record("lost", "hard", minute=m) for m in range(4)], LEVELS)
    ratings = [START.mu, *mus(to_easy.people[YOU])]
    assert all(later < earlier for earlier, later in pairwise(ratings))
    assert to_easy.skill(YOU).mu < to_hard.skill(YOU).mu < START.mu


def test_a_game_given_up_counts_as_lost():
    gave_up = rate_history([record(ABANDONED, "medium")], LEVELS).skill(YOU)
    lost = rate_history([record("lost", "medium")], LEVELS).skill(YOU)
    assert gave_up == lost and gave_up.mu < START.mu


def test_the_levels_are_anchors_that_no_game_moves():
    """Anna's first win against Hard is worth the same whatever You did to Hard before."""
    anna = record("won", "hard", player="Anna", minute=30)
    alone = rate_history([anna], LEVELS).skill("Anna")
    after_you = rate_history([record("won", "hard", minute=m) for m in range(20)] + [anna],
                             LEVELS)
    assert after_you.skill("Anna") == alone
    assert after_you.levels == LEVELS


def test_games_are_taken_in_the_order_they_ended_whatever_order_they_come_in():
    history = [record("won", "hard", minute=2), record("lost", "easy", minute=1),
               record("won", "medium", minute=3)]
    games = rate_history(history, LEVELS).people[YOU]
    assert [g.opponents for g in games] == [("easy",), ("hard",), ("medium",)]
    assert rate_history(reversed(history), LEVELS) == rate_history(history, LEVELS)


def test_friends_over_the_network_are_rated_by_name():
    bob, ann = friend_level("Bob"), friend_level("Ann")
    history = [record("won", bob, minute=1), record("won", bob, minute=2),
               record("lost", ann, minute=3), record("lost", ann, "hard", minute=4)]
    friends = {f.name: f for f in rate_history(history, LEVELS).friends}
    assert set(friends) == {"Bob", "Ann"}
    assert friends["Bob"].games == 2 and friends["Ann"].games == 2
    assert friends["Bob"].skill.mu < START.mu < friends["Ann"].skill.mu


def test_people_at_one_computer_rate_each_other_from_their_two_records():
    anna = record("won", PERSON, player="Anna", minute=5, scores=(9, 0))
    bob = record("lost", PERSON, player="Bob", minute=5, scores=(9, 0))
    other = record("won", "easy", player="Anna", minute=6, deal=8)
    assert played_games([anna, other, bob]) == [(anna, bob), (other,)]
    ratings = rate_history([anna, bob], LEVELS)
    assert ratings.skill("Anna").mu > START.mu > ratings.skill("Bob").mu
    assert len(ratings.people["Bob"]) == 1


def test_a_loss_among_people_is_to_the_one_who_won_not_to_the_computer():
    """Anna won a game of three with Bob and Easy: Bob lost to Anna, and is not said to
    have lost to Easy (both lost)."""
    anna = record("won", PERSON, "easy", player="Anna", scores=(9, 0, 0))
    bob = record("lost", PERSON, "easy", player="Bob", scores=(9, 0, 0))
    with_easy = rate_history([anna, bob], LEVELS).skill("Bob")
    without = rate_history([record("won", PERSON, player="Anna", scores=(9, 0)),
                            record("lost", PERSON, player="Bob", scores=(9, 0))],
                           LEVELS).skill("Bob")
    assert math.isclose(with_easy.mu, without.mu, rel_tol=1e-9)


def test_the_same_deal_played_twice_is_two_games():
    first = [record(r, PERSON, player=p, minute=0, scores=(9, 0))
             for p, r in (("Anna", "won"), ("Bob", "lost"))]
    again = [record(r, PERSON, player=p, minute=9, scores=(9, 0))
             for p, r in (("Anna", "won"), ("Bob", "lost"))]
    assert len(played_games(first + again)) == 2


results = st.sampled_from(["won", "lost", "draw", ABANDONED])
games = st.tuples(results, st.lists(st.sampled_from(sorted(LEVELS)), min_size=1, max_size=3))


@settings(max_examples=60, deadline=None)
@given(st.lists(games, min_size=1, max_size=25))
def test_every_win_raises_and_every_lost_game_of_two_lowers_the_rating(history):
    records = [record(result, *opponents, minute=m)
               for m, (result, opponents) in enumerate(history)]
    rated = rate_history(records, LEVELS)
    before = START
    for (result, opponents), game in zip(history, rated.people[YOU], strict=True):
        after = game.skill
        assert math.isfinite(after.mu) and 0 < after.sigma <= START.sigma + 1
        if result == "won":
            assert after.mu > before.mu
        elif len(opponents) == 1 and result in ("lost", ABANDONED):
            assert after.mu < before.mu
        before = after
    assert rated.levels == LEVELS


@settings(max_examples=40, deadline=None)
@given(st.lists(games, min_size=1, max_size=20), st.integers(0, 20))
def test_rating_the_games_as_they_come_gives_what_rating_them_all_at_once_gives(history, cut):
    """The statistics page rates only the games recorded since it last looked."""
    records = [record(result, *opponents, minute=m)
               for m, (result, opponents) in enumerate(history)]
    rater = Rater(LEVELS)
    rater.add(records[:cut])
    assert rater.takes(records[cut:])
    rater.add(records[cut:])
    assert rater.ratings == rate_history(records, LEVELS)
    assert not rater.takes([record("won", "easy", minute=-1)]) or not records
