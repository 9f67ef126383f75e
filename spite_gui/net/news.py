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
                          f"{detail} seconds.",
            SEATED: f"You sit at seat {self.seat}.",
        }
        return words.get(self.kind, f"{self.kind}: {detail}")
