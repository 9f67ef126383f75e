"""What happens at a table with friends, for the log and the seats panel.

Both the host's table and a guest's tell their program what happened as :class:`News`:
a kind, the seat it concerns and the few facts that go with it. The wording layer
(:mod:`spite_gui.table.company`) words them in the player's language.
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
#: ``TableServer.answer``), stopped asking, was removed; the table took a new PIN
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
    a reason, a chat line, a reaction id, a level, seconds to wait, a refusal."""

    kind: str
    seat: int | None = None
    name: str = ""
    detail: Any = None
    extra: dict[str, Any] = field(default_factory=dict)
