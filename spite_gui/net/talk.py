"""Table talk at a table with friends: chat lines and quick reactions.

:class:`ServerTalk` is the :class:`~.server.TableServer`'s room for what the people at the
table say to each other: it passes each line to every friend, keeps the last ones for
those who sit down later (the recap), and holds each friend to the table's pace
(``ServerSettings.chat_burst`` lines within ``chat_window`` seconds).

Owns: the last lines said and the count of lines said at this table in all (both kept
with the table across a restart). The talk is made by its table and kept for the
table's life; it holds its table to tell everyone and to turn a connection away.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..engine import Refusal
from ..play.refusals import Declined
from . import news as told
from .channel import Channel
from .door import OTHER_SEAT
from .protocol import MAX_CHAT, MAX_RECAP, REACTIONS, Chat, React, Refused, tidy

if TYPE_CHECKING:
    from .server import Slot, TableServer


class ServerTalk:
    """What is said at a :class:`~.server.TableServer`. See the module's docstring."""

    def __init__(self, table: TableServer) -> None:
        self._table = table
        self.lines: deque[Chat | React] = deque(maxlen=MAX_RECAP)  # the last table talk
        self.count = 0  # lines of table talk said at this table in all

    def resume(self, lines: Iterable[Chat | React], count: int) -> None:
        """The talk kept with a table hosted again."""
        self.lines.extend(lines)
        self.count = count

    def say(self, seat: int, text: str) -> None:
        """A chat message from a person at this computer."""
        line = tidy(text)[:MAX_CHAT]
        if line:
            self._talk(Chat(line, seat))
            self._table.news(told.CHAT, seat, line)

    def react(self, seat: int, reaction: str) -> None:
        """A quick reaction (one of :data:`~.protocol.REACTIONS`) from a person here."""
        if reaction not in REACTIONS:
            raise ValueError(f"There is no reaction called {reaction!r}.")
        self._talk(React(reaction, seat))
        self._table.news(told.REACTION, seat, reaction)

    def heard(self, slot: Slot, channel: Channel, message: Chat | React) -> None:
        """A line from the friend at ``slot``, unless they talk too fast."""
        table = self._table
        if message.seat is not None:
            table.turn_away(channel, OTHER_SEAT)
            return
        now = time.monotonic()
        settings = table.settings
        while slot.said and now - slot.said[0] > settings.chat_window:
            slot.said.popleft()
        if len(slot.said) >= settings.chat_burst:
            channel.send(Refused(Refusal(Declined.TOO_FAST)))
            return
        slot.said.append(now)
        if isinstance(message, Chat):
            self._talk(Chat(message.text, slot.seat))
            table.news(told.CHAT, slot.seat, message.text)
        else:
            self._talk(React(message.reaction, slot.seat))
            table.news(told.REACTION, slot.seat, message.reaction)

    def _talk(self, line: Chat | React) -> None:
        """Table talk: to every friend, and kept for those who sit down later."""
        self.lines.append(line)
        self.count += 1
        self._table.broadcast(line)
