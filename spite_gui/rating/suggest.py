"""Which computer level gives a person an even game.

>>> levels = {"easy": Skill(18.0, 0.5), "medium": Skill(25.0, 0.5), "hard": Skill(31.0, 0.5)}
>>> even_level(Skill(30.0, 2.0), levels)
('hard', 0.43...)
"""

from __future__ import annotations

from collections.abc import Mapping

from .model import Skill, win_chance


def chances(skill: Skill, levels: Mapping[str, Skill]) -> dict[str, float]:
    """The chance of a person of ``skill`` to win a game of two against each level."""
    return {level: win_chance(skill, anchor) for level, anchor in levels.items()}


def even_level(skill: Skill, levels: Mapping[str, Skill]) -> tuple[str, float]:
    """The level against which ``skill`` wins nearest half the games of two, and that
    chance (of two equally near, the first in ``levels``' order: the weaker)."""
    found = chances(skill, levels)
    level = min(found, key=lambda name: abs(found[name] - 0.5))
    return level, found[level]
