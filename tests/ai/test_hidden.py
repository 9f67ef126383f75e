"""No level can see hidden cards: equal views give equal decisions."""

from __future__ import annotations

import pytest

from spite_gui.ai import LEVELS, make_player
from spite_gui.engine import Game, Rules

from .helpers import reshuffle_hidden

OPTIONS = {"expert": {"budget": None, "samples": 3, "candidates": 3}}
# Expert weighing its finalists by play-outs: the horizon answered or not, the payoff
# card held back among the finalists or not
PLAYOUTS = [{**OPTIONS["expert"], "playouts": 24, "finalists": 3, "answered": answered,
             "hold_back": hold_back} for answered, hold_back in ((True, True), (False, True),
                                                                (True, False))]


def _advance(game: Game, moves: int) -> Game:
    bots = [make_player("medium", seed=s) for s in range(game.players)]
    for _ in range(moves):
        seat = game.current_player
        game.play(bots[seat].choose(game.view(seat)))
    return game


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [3, 11, 29])
def test_same_view_same_decisions_whatever_the_hidden_cards(level, seed):
    game = _advance(Game.new(Rules.preset("Classic"), 2, seed), 9)
    other = reshuffle_hidden(game, seed=seed + 100)
    me = game.current_player
    assert other.state != game.state
    assert other.view(me) == game.view(me)
    _same_turn(game, other, level, OPTIONS.get(level, {}))


@pytest.mark.parametrize("options", PLAYOUTS)
@pytest.mark.parametrize("seed", [3, 11])
def test_expert_with_play_outs_sees_only_its_view(options, seed):
    game = _advance(Game.new(Rules.preset("Classic"), 2, seed), 9)
    _same_turn(game, reshuffle_hidden(game, seed=seed + 100), "expert", options)


def _same_turn(game: Game, other: Game, level: str, options: dict) -> None:
    """The seat to move plays the same turn in two games that look the same to it."""
    me = game.current_player
    first = make_player(level, seed=5, **options)
    second = make_player(level, seed=5, **options)
    # play the whole turn in both games: every decision must match
    while game.current_player == me and not game.is_over:
        a, b = first.choose(game.view(me)), second.choose(other.view(me))
        assert a == b
        game.play(a)
        other.play(b)
        if game.current_player == me and game.view(me) != other.view(me):
            break  # a hidden card was revealed (payoff or new hand): the views now differ


def test_expert_samples_deals_that_agree_with_the_view():
    import random

    from spite_gui.ai.sampling import sample_state

    game = _advance(Game.new(Rules.preset("Classic", 3), 3, 8), 14)
    me = game.current_player
    view = game.view(me)
    for seed in range(5):
        state = sample_state(view, random.Random(seed))
        sampled = Game(game.rules, 3, 1, state, 0)
        assert sampled.view(me) == view
        everything = sorted(
            [c for seat in state.seats for c in seat.payoff + seat.hand
             + tuple(x for s in seat.sides for x in s)]
            + [c for s in state.centre for c in s] + list(state.stock) + list(state.completed))
        assert everything == sorted(game.rules.deck())
