"""Every level replays a game exactly from the same seeds.

Hard and Expert read the clock only as a safety net (a search or look-ahead that runs out
of time keeps the best found so far); with the clock switched off their choices depend on
the seeds alone, and that is what these tests check, so a busy machine cannot change them.
"""

from __future__ import annotations

import pytest

from spite_gui.ai import LEVELS, make_player
from spite_gui.engine import Move, Rules

from .helpers import play_out, table

NO_CLOCK = {"hard": {"time_limit": None}, "expert": {"budget": None}}


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seeds_give_the_same_game_move_for_move(level):
    first, _ = play_out([level, "medium"], "Classic", 2, seed=21, options=NO_CLOCK)
    again, _ = play_out([level, "medium"], "Classic", 2, seed=21, options=NO_CLOCK)
    assert first.is_over
    assert again.moves == first.moves


# a close choice: Expert's plays to the centre or its discard here turn on its samples
CLOSE = {"me": "TC 5D 9S 3C 7D", "opp": "8H 8S TC TD JH", "centre": [2, 4, 0, 0],
         "my_sides": ("JD", "5H", "", ""), "my_payoff": "2C 5C 8H", "opp_payoff": "3C 7S"}


@pytest.mark.parametrize("level, options, seeds", [
    ("easy", {}, (1, 2)),  # a random card on a random side stack
    ("expert", {"budget": None, "samples": 8}, (1, 2)),  # other samples
])
def test_another_player_seed_changes_a_close_choice(level, options, seeds):
    """The seed is really used (a player that ignored it would pass the test above)."""

    def first_move(seed: int) -> Move:
        game = table(Rules.preset("Classic"), **CLOSE)
        return make_player(level, seed=seed, **options).choose(game.view(0))

    one, other = seeds
    assert first_move(one) == first_move(one)
    assert first_move(one) != first_move(other)
