"""What happens at a table with friends, for the log and the seats panel.

Both the host's table and a guest's tell their program what happened as :class:`News`:
a kind, the seat it concerns and the few facts that go with it. The wording layer
(:mod:`spite_gui.table.company`) words them in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class NewsKind(StrEnum):
    """What kind of thing happened (a :class:`News`'s ``kind``). A string enum: its
    members are the words the log and the tests have always read."""

    JOINED = "joined"
    BACK = "back"
    DROPPED = "dropped"
    WAITING = "waiting"
    STOOD_IN = "stood_in"
    LEFT = "left"
    CHAT = "chat"
    REACTION = "reaction"
    AGAIN = "again"
    STARTED = "started"
    OVER = "over"
    VERIFIED = "verified"
    CHEATED = "cheated"
    REFUSED = "refused"
    TURNED_AWAY = "turned_away"
    CLOSED = "closed"
    RECONNECTING = "reconnecting"
    SEATED = "seated"
    #: the host's side: someone asks to sit (``detail``: the request's number, for
    #: ``TableServer.answer``), stopped asking, was removed; the table took a new PIN
    KNOCKED = "knocked"
    KNOCK_GONE = "knock_gone"
    REMOVED = "removed"
    NEW_PIN = "new_pin"
    #: the guest's side: the host is asked to let us in
    ASKING = "asking"
    #: a friend closed their program (their seat waits); the host's program closed with
    #: the table kept (its friends come back when it is hosted again); table talk said
    #: before
    AWAY = "away"
    PAUSED = "paused"
    RECAP = "recap"
    #: the turn clock of a person's turn started (``detail``: seconds left); their time
    #: ran out and a computer plays the rest of the turn
    CLOCK = "clock"
    TIME_UP = "time_up"


# The kinds by their short names, as the modules that tell news write them (told.JOINED).
JOINED, BACK, DROPPED, WAITING, STOOD_IN, LEFT = (
    NewsKind.JOINED, NewsKind.BACK, NewsKind.DROPPED, NewsKind.WAITING, NewsKind.STOOD_IN,
    NewsKind.LEFT)
CHAT, REACTION, AGAIN = NewsKind.CHAT, NewsKind.REACTION, NewsKind.AGAIN
STARTED, OVER, VERIFIED, CHEATED = (
    NewsKind.STARTED, NewsKind.OVER, NewsKind.VERIFIED, NewsKind.CHEATED)
REFUSED, TURNED_AWAY, CLOSED, RECONNECTING, SEATED = (
    NewsKind.REFUSED, NewsKind.TURNED_AWAY, NewsKind.CLOSED, NewsKind.RECONNECTING,
    NewsKind.SEATED)
KNOCKED, KNOCK_GONE, REMOVED, NEW_PIN = (
    NewsKind.KNOCKED, NewsKind.KNOCK_GONE, NewsKind.REMOVED, NewsKind.NEW_PIN)
ASKING = NewsKind.ASKING
AWAY, PAUSED, RECAP = NewsKind.AWAY, NewsKind.PAUSED, NewsKind.RECAP
CLOCK, TIME_UP = NewsKind.CLOCK, NewsKind.TIME_UP


@dataclass(frozen=True, slots=True)
class News:
    """``kind`` of thing happened at ``seat`` (named ``name``); ``detail`` says more:
    a reason, a chat line, a reaction id, a level, seconds to wait, a refusal."""

    kind: NewsKind
    seat: int | None = None
    name: str = ""
    detail: Any = None
    extra: dict[str, Any] = field(default_factory=dict)
