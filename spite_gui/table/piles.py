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
           "CardFace", "PileKey", "SeatInfo", "TableSnapshot", "pile_tip"]


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


PILE_NAMES = {"stock": "Stock", "completed": "Completed cards", "centre": "Centre stack",
              "payoff": "payoff pile", "hand": "hand", "side": "side stack"}


def pile_tip(key: PileKey, owner: str, cards: int) -> str:
    """What a pile's tooltip says: its name, whose it is (``owner``: "You", "West" …) and
    how many cards it holds.

    >>> pile_tip(PileKey("stock"), "", 54)
    'Stock: 54 cards'
    >>> pile_tip(PileKey("side", 0, 1), "You", 4)
    'Your side stack 2: 4 cards — right-click to see them'
    >>> pile_tip(PileKey("payoff", 2), "North", 1)
    "North's payoff pile: 1 card"
    """
    name = PILE_NAMES.get(key.kind, key.kind)
    if key.kind in ("side", "centre"):
        name = f"{name} {key.number + 1}"
    if key.seat >= 0 and owner:
        whose = "Your" if owner == "You" else f"{owner}'s"
        name = f"{whose} {name}"
    held = "empty" if not cards else f"{cards} card{'s' if cards != 1 else ''}"
    tip = f"{name[0].upper()}{name[1:]}: {held}"
    if key.kind == "side" and cards > 1:
        tip += " — right-click to see them"
    return tip
