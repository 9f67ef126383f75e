"""The piles of a table and what they show: plain values shared by the table's logic and its view.

A pile is named by a :class:`PileKey`: its kind, the seat that owns it (-1 for the
shared piles) and its number (a side or centre stack). The seat is the engine's seat
number; where it sits on the screen is the layout's business.

>>> PileKey(SIDE, 1, 2)
PileKey(kind='side', seat=1, number=2)
>>> str(PileKey(STOCK))
'stock:-1:0'
"""

from __future__ import annotations

from typing import NamedTuple

from ..engine.moves import CENTRE, HAND, PAYOFF, SIDE

STOCK, COMPLETED = "stock", "completed"
KINDS = (PAYOFF, HAND, SIDE, CENTRE, STOCK, COMPLETED)
SHARED = -1  # the seat of the piles nobody owns: the stock, the centre, the completed cards

__all__ = ["CENTRE", "COMPLETED", "HAND", "KINDS", "PAYOFF", "SHARED", "SIDE", "STOCK",
           "CardFace", "PileKey", "SeatInfo", "TableSnapshot"]


class PileKey(NamedTuple):
    """Names a pile: ``kind`` is payoff, hand, side, centre, stock or completed.

    ``seat`` is the owner (-1 for shared piles) and ``number`` the stack number.
    """

    kind: str
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
