"""Every level plays only legal moves, under every preset, for 2 to 4 players."""

from __future__ import annotations

import ast
import pathlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spite_gui.ai import LEVELS, make_player
from spite_gui.engine import PRESETS, Rules

from .helpers import play_out

TINY_EXPERT = {"expert": {"budget": 0.05, "samples": 2, "candidates": 2}}
ODD_RULES = {
    "3 centre stacks": {"centre_stacks": 3, "decks": 3},
    "no Ace discard": {"no_ace_discard": True, "payoff_size": 10, "decks": 3},
    "side stacks dealt": {"deal_side_stacks": True, "hand_size": 6, "decks": 4},
}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("preset", list(PRESETS))
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), data=st.data())
def test_easy_medium_and_hard_play_legal_moves_to_the_end(preset, players, seed, data):
    levels = data.draw(st.lists(st.sampled_from(["easy", "medium", "hard"]),
                                min_size=players, max_size=players), label="levels")
    game, illegal = play_out(levels, preset, players, seed)
    assert game.is_over
    assert illegal == []


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("preset", list(PRESETS))
@settings(max_examples=1, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000))
def test_expert_plays_legal_moves(preset, players, seed):
    _, illegal = play_out(["expert", "hard", "medium", "easy"][:players], preset, players, seed,
                          max_turns=24, options=TINY_EXPERT)
    assert illegal == []


@pytest.mark.parametrize("preset", list(PRESETS))
def test_expert_with_its_default_settings_plays_a_whole_game_legally(preset):
    game, illegal = play_out(["expert", "hard"], preset, 2, seed=len(preset))
    assert game.is_over
    assert illegal == []


@pytest.mark.parametrize("name", list(ODD_RULES))
def test_every_level_copes_with_unusual_options(name):
    rules = Rules(**ODD_RULES[name])
    for players in (2, 3):
        game, illegal = play_out(["hard", "easy", "medium"], players=players, seed=players,
                                 rules=rules)
        assert game.is_over and illegal == []
        game, illegal = play_out(["expert", "medium"], players=players, seed=5, max_turns=12,
                                 options=TINY_EXPERT, rules=rules)
        assert game.rules == rules and game.turn > 12 and illegal == []


def test_make_player_knows_every_level_and_refuses_others():
    for level in LEVELS:
        player = make_player(level, seed=3)
        assert player.level == level and player.name
    with pytest.raises(ValueError):
        make_player("grandmaster")


def test_the_players_and_the_tournament_never_import_qt():
    root = pathlib.Path(__file__).resolve().parents[2] / "spite_gui"
    paths = [*(root / "ai").rglob("*.py"), *root.glob("tournament*.py")]
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            assert not any(n.split(".")[0] in {"PySide6", "PyQt5", "PyQt6"} for n in names), path
