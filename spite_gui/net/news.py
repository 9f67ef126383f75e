"""What happens at a table with friends, for the log and the seats panel.

Both the host's table and a guest's tell their program what happened as :class:`News`:
a kind, the seat it concerns and the few facts that go with it. The window words
them in the player's language; :meth:`News.describe` words them in English for the
headless programs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

JOINED, BACK, DROPPED, WAITING, STOOD_IN, LEFT = (
    "joined", "back", "dropped", "waiting", "stood_in", "left")
CHAT, REACTION, AGAIN = "chat", "reaction", "again"
STARTED, OVER, VERIFIED, CHEATED = "started", "over", "verified", "cheated"
REFUSED, TURNED_AWAY, CLOSED, RECONNECTING, SEATED = (
    "refused", "turned_away", "closed", "reconnecting", "seated")
#: the host's side: someone asks to sit (``detail``: the request's number, for
#: ``HostTable.answer``), stopped asking, was removed; the table took a new PIN
KNOCKED, KNOCK_GONE, REMOVED, NEW_PIN = "knocked", "knock_gone", "removed", "new_pin"
#: the guest's side: the host is asked to let us in
ASKING = "asking"
#: a friend closed their program (their seat waits); the host's program closed with the
#: table kept (its friends come back when it is hosted again); table talk said before
AWAY, PAUSED, RECAP = "away", "paused", "recap"
#: the turn clock of a person's turn started (``detail``: seconds left); their time ran out
#: and a computer plays the rest of the turn
CLOCK, TIME_UP = "clock", "time_up"


@dataclass(frozen=True, slots=True)
class News:
    """``kind`` of thing happened at ``seat`` (named ``name``); ``detail`` says more:
    a reason, a chat line, a reaction id, a level, seconds to wait."""

    kind: str
    seat: int | None = None
    name: str = ""
    detail: Any = None
    extra: dict[str, Any] = field(default_factory=dict)

    def describe(self) -> str:
        who, detail = self.name or "Someone", self.detail
        words = {
            JOINED: f"{who} joined the table.",
            BACK: f"{who} is back.",
            DROPPED: f"{who} dropped out ({detail}).",
            WAITING: f"{who}'s seat waits {detail} seconds for them to come back.",
            STOOD_IN: f"A computer player ({detail}) plays for {who} until they come back.",
            LEFT: f"{who} left the table.",
            CHAT: f"{who}: {detail}",
            REACTION: f"{who}: [{detail}]",
            AGAIN: f"{who} would like to play again.",
            STARTED: f"Game {detail} is dealt.",
            OVER: f"Game {detail} is over.",
            VERIFIED: str(detail),
            CHEATED: str(detail),
            REFUSED: f"Refused: {detail}",
            TURNED_AWAY: f"A program at {who} was turned away: it {detail}.",
            CLOSED: f"The table is closed: {detail}",
            RECONNECTING: f"The connection to the table was lost; trying again for "
                          f"{_duration(detail)}.",
            AWAY: f"{who} closed their game.",
            PAUSED: f"{who}'s program was closed; the table is kept. Back to it when {who} "
                    f"hosts it again.",
            RECAP: "The table talk so far.",
            CLOCK: f"{who} has {detail} seconds for this turn.",
            TIME_UP: f"{who}'s time for the turn ran out: a computer plays the rest of it.",
            SEATED: f"You sit at seat {self.seat}.",
            KNOCKED: f"{who} asks to sit at seat {(self.seat or 0) + 1}.",
            KNOCK_GONE: f"{who} stopped asking to sit down.",
            REMOVED: f"{who} was removed from the table; a computer plays the seat.",
            NEW_PIN: f"Someone guessed at the table's PIN: it is now {detail}.",
            ASKING: f"The host is asked to let you sit at seat {(self.seat or 0) + 1}.",
        }
        return words.get(self.kind, f"{self.kind}: {detail}")


def _duration(seconds: Any) -> str:
    """ "45 seconds", "15 minutes" (the detail of a RECONNECTING news)."""
    if not isinstance(seconds, int | float):
        return str(seconds)
    if seconds >= 120:
        return f"{round(seconds / 60)} minutes"
    return f"{seconds} seconds"
