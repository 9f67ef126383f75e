"""Computer players: pure Python, no Qt. Each one sees only its seat's :class:`PlayerView`.

>>> from spite_gui.engine import Game, Rules
>>> from spite_gui.ai import make_player
>>> game = Game.new(Rules.preset("Classic"), players=2, seed=7)
>>> player = make_player("medium", seed=1)
>>> move = player.choose(game.view(game.current_player))
>>> game.is_legal(move)
True

``make_player(level, seed, **options)`` makes a player of one of :data:`LEVELS`.
A player's ``choose(view)`` returns one legal move for the seat to move; a turn
is a sequence of ``choose`` calls until a move ends the turn. Players are
deterministic for a given seed and the same sequence of views.

``win_chance(view)`` is the judge of chances: the seat's chance to win from what it
can see (:mod:`.chances`), the measure Expert plays by.
"""

from __future__ import annotations

from typing import Any

from ..levels import LEVELS
from .base import Player
from .chances import win_chance
from .easy import EasyPlayer
from .expert import ExpertPlayer
from .hard import HardPlayer
from .medium import MediumPlayer

_CLASSES: dict[str, type[Player]] = {
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": HardPlayer,
    "expert": ExpertPlayer,
}


def make_player(level: str, seed: int = 0, **options: Any) -> Player:
    """A computer player of ``level`` (one of :data:`LEVELS`, any case)."""
    key = str(level).strip().casefold()
    if key not in _CLASSES:
        raise ValueError(f"There is no level called {level!r}; choose one of {', '.join(LEVELS)}.")
    player = _CLASSES[key](seed=seed, **options)
    player.level = key
    return player


__all__ = ["LEVELS", "Player", "make_player", "win_chance"]
