"""The computer players play exactly the moves they played when these games were recorded.

A change meant to keep the play as it is (a refactoring, a faster search) must leave
every move of these games alone. Each level plays four fixed deals (2 to 4 players,
four presets) against Hard, Medium and Easy, twice: with no clock at all, and with
the default time limits on a :class:`~spite_gui.tournament.BusyClock` that cuts some
searches and look-aheads short. ``python benchmarks/ai.py --only moves`` checks a
larger set (120 games a level and a way) the same way.

A change that is meant to change the play records the new digests here (and in
``benchmarks/ai_moves.json``) and says why in its commit.
"""

from __future__ import annotations

import pytest

from spite_gui.ai import LEVELS
from spite_gui.tournament import MOVE_CHECK_MODES, move_digest

GAMES = [("Classic", 2), ("Family", 3), ("Jokers to King", 2), ("Quick", 4)]
FIRST_DEAL = 600_000
EXPERT = {"samples": 16}  # fewer samples than the default keep the games quick
RECORDED = {  # the digests of each level's four games, in order
    "easy/seeded": "3ed7d397b9328bdf 28feb43f95088107 ce06da76353483c3 a90b7aea05d4b291",
    "easy/busy": "3ed7d397b9328bdf 28feb43f95088107 ce06da76353483c3 a90b7aea05d4b291",
    "medium/seeded": "7a55ce8b17276c27 0759e5d789065ed7 988fc8a99944aa6d 7471b8aee77dab05",
    "medium/busy": "21aab3929516631b 0759e5d789065ed7 988fc8a99944aa6d 5724076dd5fdf70c",
    "hard/seeded": "59670e6138ee0ebf 15be4cf308d92666 c958add0b33e2587 d9ab35e7ee5d4dd4",
    "hard/busy": "a9c4a83544e9e6b6 15be4cf308d92666 c958add0b33e2587 644a3d1273d070ab",
    "expert/seeded": "ae24ae6ea1876236 85a9f9efdfbacf1d c982910b431e7107 1d0a7e01c6f60c7c",
    "expert/busy": "98d91272c8d69e67 85a9f9efdfbacf1d a13994055083d3c6 1c48b50635f58636",
}


@pytest.mark.parametrize("mode", MOVE_CHECK_MODES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_move_is_the_one_recorded(level, mode):
    played = [move_digest((level, mode, preset, players, FIRST_DEAL + i, i, EXPERT))
              for i, (preset, players) in enumerate(GAMES)]
    assert played == RECORDED[f"{level}/{mode}"].split()
