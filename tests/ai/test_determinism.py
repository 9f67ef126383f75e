"""Every level replays a game exactly from the same seeds.

Hard and Expert read the clock only as a safety net (a search or look-ahead that runs out
of time keeps the best found so far); with the clock switched off their choices depend on
the seeds alone, and that is what these tests check, so a busy machine cannot change them.
"""

from __future__ import annotations

import pytest

from spite_gui.ai import LEVELS

from .helpers import play_out

NO_CLOCK = {"hard": {"time_limit": None}, "expert": {"budget": None}}


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seeds_give_the_same_game_move_for_move(level):
    first, _ = play_out([level, "medium"], "Classic", 2, seed=21, options=NO_CLOCK)
    again, _ = play_out([level, "medium"], "Classic", 2, seed=21, options=NO_CLOCK)
    assert first.is_over
    assert again.moves == first.moves


@pytest.mark.parametrize("level", ["easy", "expert"])  # Hard uses no chance at all
def test_another_player_seed_changes_the_choices_somewhere(level):
    """The seed is really used (a player that ignored it would pass the test above)."""
    from spite_gui.ai import make_player
    from spite_gui.engine import Game, Rules

    def moves(player_seed: int) -> list:
        game = Game.new(Rules.preset("Classic"), 2, 5)
        bots = [make_player(level, seed=player_seed, **NO_CLOCK.get(level, {})),
                make_player("medium", seed=1)]
        while not game.is_over and game.turn < 40:
            seat = game.current_player
            game.play(bots[seat].choose(game.view(seat)))
        return list(game.moves)

    assert any(moves(1) != moves(s) for s in (2, 3, 4, 5))
