"""The interface every computer player offers, and the small helpers they share."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine import Move, PlayerView
from ..engine.cards import Card
from ..engine.moves import CENTRE


class Player:
    """A computer player. ``choose(view)`` returns one legal move for the seat to move.

    A turn is a sequence of ``choose`` calls that ends with a move that ends the
    turn (a discard, or ``END_TURN``). A player sees only the :class:`PlayerView`
    it is given, and owns its random generator: the same seed and the same views
    give the same moves.
    """

    level = "base"

    def __init__(self, seed: int = 0, name: str | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.name = name or f"{self.level.title()} computer"

    def choose(self, view: PlayerView) -> Move:  # pragma: no cover - abstract
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r} seed={self.seed}>"


def plays_and_discards(moves: Sequence[Move]) -> tuple[list[Move], list[Move]]:
    """The legal moves split into plays to the centre and turn-ending moves."""
    plays = [m for m in moves if m.target == CENTRE]
    ends = [m for m in moves if m.target != CENTRE]
    return plays, ends


def source_card(view: PlayerView, move: Move) -> Card:
    """The card a play or a discard takes (the engine's :meth:`PlayerView.card_for`);
    ValueError for END_TURN, which takes none."""
    card = view.card_for(move)
    if card is None:
        raise ValueError(f"{move} takes no card.")
    return card


def legal_moves(view: PlayerView) -> list[Move]:
    """The seat's legal moves; ValueError if there are none (it is not the seat's turn)."""
    moves = view.legal_moves()
    if not moves:
        raise ValueError("It is not this seat's turn: there is no move to choose.")
    return moves
