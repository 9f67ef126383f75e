"""Table talk at a table with friends: chat lines and quick reactions.

:class:`ServerTalk` is the :class:`~.server.TableServer`'s room for what the people at the
table say to each other: it passes each line to every friend, keeps the last ones for
those who sit down later (the recap), and holds each friend to the table's pace
(``ServerSettings.chat_burst`` lines within ``chat_window`` seconds).

Owns: the last lines said and the count of lines said at this table in all (both kept
with the table across a restart). The talk is made by its table and kept for the
table's life; it is handed the table's settings and three callables of the table's:
to send a line to every friend, to tell the host's screen, and to turn a connection
away. It holds nothing else of the table.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterable

from ..engine import Refusal
from ..play.refusals import Declined
from . import news as told
from .channel import Channel
from .door import OTHER_SEAT
from .protocol import MAX_CHAT, MAX_RECAP, REACTIONS, Chat, Message, React, Refused, tidy
from .server_terms import ServerSettings, Slot


class ServerTalk:
    """What is said at a :class:`~.server.TableServer`. See the module's docstring."""

    def __init__(self, settings: ServerSettings, broadcast: Callable[[Message], None],
                 news: Callable[..., None], turn_away: Callable[[Channel, str], None]) -> None:
        self._settings = settings
        self._broadcast = broadcast  # to every friend at the table
        self._news = news  # to the host's screen (``TableServer.news``)
        self._turn_away = turn_away
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
            self._news(told.CHAT, seat, line)

    def react(self, seat: int, reaction: str) -> None:
        """A quick reaction (one of :data:`~.protocol.REACTIONS`) from a person here."""
        if reaction not in REACTIONS:
            raise ValueError(f"There is no reaction called {reaction!r}.")
        self._talk(React(reaction, seat))
        self._news(told.REACTION, seat, reaction)

    def heard(self, slot: Slot, channel: Channel, message: Chat | React) -> None:
        """A line from the friend at ``slot``, unless they talk too fast."""
        if message.seat is not None:
            self._turn_away(channel, OTHER_SEAT)
            return
        now = time.monotonic()
        settings = self._settings
        while slot.said and now - slot.said[0] > settings.chat_window:
            slot.said.popleft()
        if len(slot.said) >= settings.chat_burst:
            channel.send(Refused(Refusal(Declined.TOO_FAST)))
            return
        slot.said.append(now)
        if isinstance(message, Chat):
            self._talk(Chat(message.text, slot.seat))
            self._news(told.CHAT, slot.seat, message.text)
        else:
            self._talk(React(message.reaction, slot.seat))
            self._news(told.REACTION, slot.seat, message.reaction)

    def _talk(self, line: Chat | React) -> None:
        """Table talk: to every friend, and kept for those who sit down later."""
        self.lines.append(line)
        self.count += 1
        self._broadcast(line)
