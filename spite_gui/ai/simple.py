"""A plain computer player: the first play to the centre, else the first discard.

It lets tests and benchmarks play whole games quickly and predictably.
"""

from __future__ import annotations

from ..engine import Move, PlayerView
from ..engine.moves import CENTRE


class SimplePlayer:
    """Chooses the first legal centre play, else the first legal move (a discard)."""

    def choose(self, view: PlayerView) -> Move:
        moves = view.legal_moves()
        for move in moves:
            if move.target == CENTRE:
                return move
        return moves[0]


def simple_factory(level: str, seed: int) -> SimplePlayer:
    """A player factory that always makes a :class:`SimplePlayer`."""
    return SimplePlayer()
