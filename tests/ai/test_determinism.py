"""Every level, with its default settings, replays a game exactly from the same seeds."""

from __future__ import annotations

import pytest

from spite_gui.ai import LEVELS

from .helpers import play_out


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seeds_give_the_same_game_move_for_move(level):
    first, _ = play_out([level, "medium"], "Classic", 2, seed=21)
    again, _ = play_out([level, "medium"], "Classic", 2, seed=21)
    assert first.is_over
    assert again.moves == first.moves


@pytest.mark.parametrize("level", ["easy", "expert"])  # Hard uses no chance at all
def test_another_player_seed_changes_the_choices_somewhere(level):
    """The seed is really used (a player that ignored it would pass the test above)."""
    from spite_gui.ai import make_player
    from spite_gui.engine import Game, Rules

    def moves(player_seed: int) -> list:
        game = Game.new(Rules.preset("Classic"), 2, 5)
        bots = [make_player(level, seed=player_seed), make_player("medium", seed=1)]
        while not game.is_over and game.turn < 40:
            seat = game.current_player
            game.play(bots[seat].choose(game.view(seat)))
        return list(game.moves)

    assert any(moves(1) != moves(s) for s in (2, 3, 4, 5))
