"""Every level plays only legal moves, under every preset, for 2 to 4 players."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spite_gui.ai import LEVELS, make_player
from spite_gui.engine import PRESETS

from .helpers import play_out

CHEAP = ["easy", "medium"]


@pytest.mark.parametrize("preset", list(PRESETS))
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_cheap_levels_play_legal_moves_to_the_end(preset, seed, players):
    game, illegal = play_out(CHEAP, preset, players, seed)
    assert game.is_over
    assert illegal == []


def test_make_player_knows_every_level_and_refuses_others():
    for level in LEVELS:
        player = make_player(level, seed=3)
        assert player.level == level and player.name
    with pytest.raises(ValueError):
        make_player("grandmaster")
