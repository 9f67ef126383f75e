"""Moves: small immutable values with a text form.

>>> Move.parse("hand:2>centre:1")
Move(source=<Place.HAND: 'hand'>, source_index=2, target=<Place.CENTRE: 'centre'>, target_index=1)
>>> str(Move(PAYOFF, 0, CENTRE, 3))
'payoff>centre:3'

Indices count from 0. The sources are ``payoff`` (the top card), ``hand`` (a card
by its place in the hand) and ``side`` (the top card of a side stack); the
targets are ``centre`` (a centre stack) and ``side`` (a side stack: a discard,
which ends the turn). ``END_TURN`` ends a turn without a discard; it is legal
only when the hand holds nothing but Aces that may neither be played nor
discarded.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from .refusals import Refusal


class Place(enum.StrEnum):
    """Where a move takes its card from or puts it: the word a move's text form writes."""

    PAYOFF = "payoff"
    HAND = "hand"
    SIDE = "side"
    CENTRE = "centre"
    END = "end"


PAYOFF, HAND, SIDE, CENTRE, END = Place.PAYOFF, Place.HAND, Place.SIDE, Place.CENTRE, Place.END
SOURCES = (PAYOFF, HAND, SIDE, END)
TARGETS = (CENTRE, SIDE, END)


class IllegalMoveError(ValueError):
    """A move the rules don't allow now: :attr:`refusal` says why (the message gives its
    code, for logs; the wording layer words it for people)."""

    def __init__(self, refusal: Refusal, context: str = "") -> None:
        self.refusal = refusal
        super().__init__(f"{context}: {refusal}" if context else str(refusal))


class Move(NamedTuple):
    """One move of the player whose turn it is."""

    source: Place
    source_index: int
    target: Place
    target_index: int

    @property
    def is_discard(self) -> bool:
        """True for a hand card placed on a side stack (which ends the turn)."""
        return self.target == SIDE

    @property
    def ends_turn(self) -> bool:
        """True for moves that pass the turn on: a discard or END_TURN."""
        return self.target != CENTRE

    @property
    def text(self) -> str:
        if self.source == END:
            return "end"
        src = PAYOFF if self.source == PAYOFF else f"{self.source}:{self.source_index}"
        return f"{src}>{self.target}:{self.target_index}"

    def __str__(self) -> str:
        return self.text

    @classmethod
    def parse(cls, text: str) -> Move:
        """The move for a text form such as ``"side:0>centre:2"``; ValueError otherwise.

        Only the exact form :attr:`text` writes is read (surrounding spaces aside), so
        a move read back is written the same way again.
        """
        try:
            return _parse(text)
        except (ValueError, AttributeError, KeyError, TypeError):
            raise ValueError(f"{text!r} is not a move") from None


def _parse(text: str) -> Move:
    text = text.strip()
    if text == "end":
        return END_TURN
    src, dst = text.split(">")
    if src == PAYOFF:
        source, index = PAYOFF, 0
    else:
        source_text, raw = src.split(":")
        source, index = Place(source_text), int(raw)
    target, raw_target = dst.split(":")
    move = Move(source, index, Place(target), int(raw_target))
    # "01", "+1" or " 1" read as 1 too: only the form the move writes back is taken
    if not _well_formed(move) or move.text != text:
        raise ValueError(text)
    return move


def _well_formed(move: Move) -> bool:
    if not (0 <= move.source_index < 8 and 0 <= move.target_index < 8):
        return False
    if move.target == CENTRE:
        return move.source in (PAYOFF, HAND, SIDE)
    return move.target == SIDE and move.source == HAND


END_TURN = Move(END, 0, END, 0)

# Every move that can ever be made, made once, so that listing legal moves builds no objects.
PLAYS_FROM_PAYOFF = tuple(Move(PAYOFF, 0, CENTRE, t) for t in range(4))
PLAYS_FROM_HAND = tuple(tuple(Move(HAND, i, CENTRE, t) for t in range(4)) for i in range(6))
PLAYS_FROM_SIDE = tuple(tuple(Move(SIDE, i, CENTRE, t) for t in range(4)) for i in range(4))
DISCARDS = tuple(tuple(Move(HAND, i, SIDE, t) for t in range(4)) for i in range(6))
