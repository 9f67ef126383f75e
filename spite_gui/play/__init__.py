"""Playing a game: the host that owns it, the seating, and what each seat may see. No Qt.

A table at this computer, a computer player and a friend over the network are
all seat drivers of a :class:`GameHost`; a single-player game is the same path
with the host in-process.
"""

from .host import MOVE, START, UNDO, GameHost, SeatDriver, Update, UpdateKind
from .seating import COMPUTER, PERSON, REMOTE, Seating, SeatKind, SeatPlan
from .visibility import DrewUnseen, SeenEvent, seen_by, seen_events

__all__ = [
    "COMPUTER",
    "MOVE",
    "PERSON",
    "REMOTE",
    "START",
    "UNDO",
    "DrewUnseen",
    "GameHost",
    "SeatDriver",
    "SeatKind",
    "SeatPlan",
    "Seating",
    "SeenEvent",
    "Update",
    "UpdateKind",
    "seen_by",
    "seen_events",
]
