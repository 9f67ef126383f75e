"""Which part of each engine event a seat may see.

Everything that happens on the table is public, except the cards another
player draws: a seat is told how many, never which.

>>> from spite_gui.engine import Card, events
>>> drew = events.Drew(1, (Card(7, "H"), Card(2, "C")))
>>> seen_by(drew, 1) == drew
True
>>> seen_by(drew, 0)
DrewUnseen(player=1, number=2)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from ..engine import events


class DrewUnseen(NamedTuple):
    """``player`` drew ``number`` cards from the stock; this seat doesn't see them."""

    player: int
    number: int


SeenEvent = events.Event | DrewUnseen


def seen_by(event: events.Event, seat: int) -> SeenEvent:
    """``event`` as ``seat`` sees it."""
    if isinstance(event, events.Drew) and event.player != seat:
        return DrewUnseen(event.player, len(event.cards))
    return event


def seen_events(happened: Iterable[events.Event], seat: int) -> tuple[SeenEvent, ...]:
    """Every event of ``happened`` as ``seat`` sees it, in order."""
    return tuple(seen_by(event, seat) for event in happened)
