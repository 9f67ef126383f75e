"""Where the arrow keys go next on the table: the places the keyboard focus may rest.

The focus rests on a *stop*: a pile (its top card), or one card of the player's
own hand. :func:`step` finds the stop an arrow key leads to from where the stops
are on the screen, as the eye would: Left and Right stay in the row (the stops
level with this one), Up and Down go to the nearest row above or below, to the
stop straight across from this one where there is one. It knows nothing of the
game.

The focus itself, and the ring that shows it, are :mod:`.focus_ring`'s.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from PySide6.QtCore import QRectF

from ..table.piles import PileKey

LEFT, RIGHT, UP, DOWN = "left", "right", "up", "down"


class Stop(NamedTuple):
    """A place the keyboard focus can rest: a pile, or card number ``card`` of the hand
    (-1: the pile itself)."""

    key: PileKey
    card: int = -1


def _spans(rect: QRectF, lengthwise: bool) -> tuple[float, float, float, float]:
    """(start, end along the way, start, end across it) of ``rect``."""
    if lengthwise:
        return rect.left(), rect.right(), rect.top(), rect.bottom()
    return rect.top(), rect.bottom(), rect.left(), rect.right()


def _gap(a_start: float, a_end: float, b_start: float, b_end: float) -> float:
    """The room between two spans (0 where they overlap)."""
    return max(0.0, b_start - a_end, a_start - b_end)


def _same_row(a_start: float, a_end: float, b_start: float, b_end: float) -> bool:
    """True if two spans up the table overlap by half the shorter one: one row."""
    overlap = min(a_end, b_end) - max(a_start, b_start)
    return overlap > 0.5 * min(a_end - a_start, b_end - b_start)


def step(stops: Mapping[Stop, QRectF], here: Stop, direction: str) -> Stop | None:
    """The stop the arrow key ``direction`` leads to from ``here``, or None (the edge).

    Only stops whose middle lies beyond this one's count. Left and Right stay in the
    row: the nearest stop level with this one (overlapping it across the way). Up and
    Down go to the nearest stop above or below, in another row (never a taller card
    beside this one), where a stop off to the side counts as twice as far as it is
    off: the row above first, and in it the stop straight above where there is one.
    """
    if here not in stops:
        return None
    lengthwise = direction in (LEFT, RIGHT)
    sign = -1 if direction in (LEFT, UP) else 1
    o_start, o_end, o_cross_start, o_cross_end = _spans(stops[here], lengthwise)
    o_middle = (o_start + o_end) / 2
    o_cross_middle = (o_cross_start + o_cross_end) / 2
    best: tuple[float, float, Stop] | None = None
    for stop, rect in stops.items():
        start, end, cross_start, cross_end = _spans(rect, lengthwise)
        distance = ((start + end) / 2 - o_middle) * sign
        if stop == here or distance <= 1:
            continue
        off = _gap(o_cross_start, o_cross_end, cross_start, cross_end)
        if lengthwise and off > 0:
            continue  # not in this row
        if not lengthwise and _same_row(o_start, o_end, start, end):
            continue  # Up and Down leave the row: a taller card beside is not below
        apart = _gap(o_start, o_end, start, end)
        across = abs((cross_start + cross_end) / 2 - o_cross_middle)
        score = (distance if lengthwise else apart + 2 * off, across + distance * 0.01)
        if best is None or score < best[:2]:
            best = (*score, stop)
    return best[2] if best is not None else None
