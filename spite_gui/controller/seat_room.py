"""A room of a seat's table: one part of its work (the player's hands, taking back, the
words, the motion).

The :class:`~.seat.SeatController` plays the host's news out on the scene and sends
the seat's moves; each other job it does has a room of its own, made with the table and
kept for its life. A room is a child of its table (``QObject`` parent): Qt deletes it
with the table, and with it every connection to the scene's signals it made. It finds
the table as its parent and keeps no reference of its own, so no cycle of Python
references holds a table alive. Each room's docstring says what it owns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from .seat import SeatController


class SeatRoom(QObject):
    """One job of a :class:`~.seat.SeatController`, done for the table's life."""

    def __init__(self, table: SeatController) -> None:
        super().__init__(table)

    @property
    def table(self) -> SeatController:
        """The seat's table this room works for."""
        return cast("SeatController", self.parent())
