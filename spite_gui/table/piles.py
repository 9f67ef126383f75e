"""The piles of a table and what they show: plain values shared by the table's logic and its view.

A pile is named by a :class:`PileKey`: its kind, the seat that owns it (-1 for the
shared piles) and its number (a side or centre stack). The seat is the engine's seat
number; where it sits on the screen is the layout's business.

>>> PileKey(SIDE, 1, 2)
PileKey(kind=<PileKind.SIDE: 'side'>, seat=1, number=2)
>>> str(PileKey(STOCK))
'stock:-1:0'
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from ..engine.moves import Place


class PileKind(enum.StrEnum):
    """What a pile is; the seat's own piles share their words with the engine's :class:`Place`."""

    PAYOFF = Place.PAYOFF.value
    HAND = Place.HAND.value
    SIDE = Place.SIDE.value
    CENTRE = Place.CENTRE.value
    STOCK = "stock"
    COMPLETED = "completed"

    @classmethod
    def of(cls, place: Place) -> PileKind:
        """The kind of pile a move's ``place`` is (END is no pile: ValueError)."""
        return cls(place)  # by its word: a move written by hand may hold the bare word


PAYOFF, HAND, SIDE, CENTRE = PileKind.PAYOFF, PileKind.HAND, PileKind.SIDE, PileKind.CENTRE
STOCK, COMPLETED = PileKind.STOCK, PileKind.COMPLETED
KINDS = tuple(PileKind)
SHARED = -1  # the seat of the piles nobody owns: the stock, the centre, the completed cards

__all__ = ["CENTRE", "COMPLETED", "HAND", "KINDS", "PAYOFF", "SHARED", "SIDE", "STOCK",
           "CardFace", "PileKey", "PileKind", "SeatInfo", "TableSnapshot"]


class PileKey(NamedTuple):
    """Names a pile: ``kind`` is payoff, hand, side, centre, stock or completed.

    ``seat`` is the owner (-1 for shared piles) and ``number`` the stack number.
    """

    kind: PileKind
    seat: int = SHARED
    number: int = 0

    def __str__(self) -> str:
        return f"{self.kind}:{self.seat}:{self.number}"


class CardFace(NamedTuple):
    """What one card shows: its text ("QH") or None for a card back, and an optional badge.

    ``face`` may also name a picture of its own, such as another back ("back-2").
    """

    face: str | None
    badge: str | None = None


class SeatInfo(NamedTuple):
    """A seat's name plate: the name, whether it is that seat's turn, and a short note."""

    name: str
    active: bool = False
    note: str = ""


class TableSnapshot(NamedTuple):
    """Everything the table shows at one moment."""

    piles: dict[PileKey, list[CardFace]]
    counts: dict[PileKey, str]
    seats: dict[int, SeatInfo]
