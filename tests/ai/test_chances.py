"""The judge of chances: a seat's chance to win, from its view alone."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spite_gui.ai import make_player
from spite_gui.ai.chances import win_chance
from spite_gui.ai.dealing import Dealer
from spite_gui.ai.race import Race
from spite_gui.engine import Game, Rules
from spite_gui.engine.rules import PRESETS

from .helpers import reshuffle_hidden, table


def _advance(game: Game, moves: int) -> Game:
    bots = [make_player("medium", seed=s) for s in range(game.players)]
    for _ in range(moves):
        seat = game.current_player
        game.play(bots[seat].choose(game.view(seat)))
    return game


@pytest.mark.parametrize("preset", list(PRESETS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_judge_reads_only_what_the_seat_sees(preset, players):
    game = _advance(Game.new(Rules.preset(preset, players), players, 31), 12)
    other = reshuffle_hidden(game, seed=77)
    me = game.current_player
    assert other.state != game.state and other.view(me) == game.view(me)
    for seat in range(players):  # the seat to move, and the others watching
        if game.view(seat) == other.view(seat):
            assert win_chance(game.view(seat), samples=40) == win_chance(other.view(seat),
                                                                         samples=40)


def test_the_same_view_and_seed_give_the_same_chance_and_the_seed_is_used():
    view = _advance(Game.new(Rules(), 2, 5), 20).view(0)
    assert win_chance(view, samples=30, seed=1) == win_chance(view, samples=30, seed=1)
    assert win_chance(view, samples=30, seed=1) != win_chance(view, samples=30, seed=2)


def test_a_seat_far_ahead_is_judged_likely_to_win_and_the_other_unlikely():
    rules = Rules.preset("Classic")
    # seat 0 has one payoff card left (a 9 nothing reaches), seat 1 has fifteen
    game = table(rules, me="2C 3D 4H 5S 6C", opp="7D 7H 8C 8D 10S", centre=[0, 0, 0, 0],
                 my_payoff="9H", opp_payoff="2D 3C 4C 5C 6D 7C 8H 9C 10C JC QC 2H 3H 4D 5D")
    ahead, behind = win_chance(game.view(0), samples=60), win_chance(game.view(1), samples=60)
    assert ahead > 0.8 and behind < 0.2
    assert ahead + behind == pytest.approx(1.0, abs=0.1)


def test_a_finished_game_is_certain():
    rules = Rules.preset("Classic")
    game = table(rules, me="2C 3D 4H 5S 6C", opp="7D 7H 8C 8D 10S", centre=[11, 0, 0, 0],
                 my_payoff="QH", opp_payoff="2D 3C")
    game.play("payoff>centre:0")
    assert game.is_over
    assert win_chance(game.view(0)) == 1.0 and win_chance(game.view(1)) == 0.0


@settings(max_examples=60, deadline=None)
@given(counts=st.lists(st.integers(1, 30), min_size=2, max_size=4), data=st.data())
def test_the_race_gives_every_seat_a_chance_that_adds_up_and_follows_the_counts(counts, data):
    mover = data.draw(st.integers(0, len(counts) - 1))
    race = Race(len(counts))
    chances = race.chances(counts, mover)
    assert sum(chances) == pytest.approx(1.0)
    assert all(0.0 < c < 1.0 for c in chances)
    # one card fewer is never worse, for any seat
    seat = data.draw(st.integers(0, len(counts) - 1))
    if counts[seat] > 1:
        fewer = list(counts)
        fewer[seat] -= 1
        assert race.chances(fewer, mover)[seat] >= chances[seat] - 1e-12


def test_moving_first_is_worth_something_and_a_seat_with_no_cards_has_won():
    race = Race(2)
    assert race.chances([10, 10], 0)[0] > 0.5 > race.chances([10, 10], 1)[0]
    assert race.chances([0, 3], 1) == [1.0, 0.0]


@pytest.mark.parametrize("preset", list(PRESETS))
def test_dealt_tables_agree_with_the_view(preset):
    rules = Rules.preset(preset, 3)
    game = _advance(Game.new(rules, 3, 8), 14)
    me = game.current_player
    view = game.view(me)
    dealer = Dealer(view)
    deck = Counter(c.rank for c in rules.deck())
    for seed in range(5):
        t = dealer.deal(random.Random(seed))
        assert t.hands[me] == [c.rank for c in view.hand]
        assert t.centre == [[c.rank for c in s] for s in view.centre]
        assert t.sides == [[[c.rank for c in s] for s in seat] for seat in view.sides]
        assert [p[-1] if p else None for p in t.payoffs] == [
            c.rank if c else None for c in view.payoff_tops]
        assert [len(p) for p in t.payoffs] == list(view.payoff_counts)
        assert [len(h) for h in t.hands] == list(view.hand_counts)
        assert (len(t.stock), len(t.completed)) == (view.stock_count, view.completed_count)
        everything = Counter(t.stock + t.completed)
        for p in range(3):
            everything.update(t.payoffs[p] + t.hands[p])
            for s in t.sides[p]:
                everything.update(s)
        for s in t.centre:
            everything.update(s)
        assert everything == deck
