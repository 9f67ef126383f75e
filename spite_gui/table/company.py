"""What the table says about friends over the network: beside their names, in the status bar
and in the log. No Qt.

>>> from spite_gui.net.protocol import SeatInfo
>>> bob = SeatInfo("Bob", "remote", "waiting", 42)
>>> seat_note(bob, 42), turn_words(bob, 42)
('away 0:42', 'Bob dropped out: their seat waits 0:42 for them to come back.')
>>> seat_note(SeatInfo("Bob", "remote", "standing_in", None, "hard"), None)
'computer playing'
"""

from __future__ import annotations

from ..net import news as told
from ..net.news import News
from ..net.protocol import CONNECTED, OPEN, STANDING_IN, WAITING, SeatInfo
from ..play import REMOTE

#: The quick reactions' words, by the ids the protocol names them with: what the button
#: says, and the line the table and the chat show.
REACTION_WORDS = {
    "hello": ("Hi!", "Hello!"), "well_played": ("Nice!", "Well played!"),
    "oops": ("Oops", "Oops!"), "thinking": ("Hmm…", "Let me think…"),
    "hurry": ("Your turn", "Your turn!"), "good_game": ("GG", "Good game!"),
    "thanks": ("Thanks", "Thanks!"),
}


def clock(seconds: int | None) -> str:
    """Seconds as a countdown shows them: "1:05", "0:07"."""
    left = max(0, seconds or 0)
    return f"{left // 60}:{left % 60:02d}"


def _possessive(who: str) -> str:
    return "Your" if who == "You" else f"{who}'s"


def wait_words(seconds: int) -> str:
    """How long a seat waits, as a sentence says it: "1 minute", "90 seconds".

    >>> wait_words(60), wait_words(300), wait_words(90), wait_words(1)
    ('1 minute', '5 minutes', '90 seconds', '1 second')
    """
    if seconds >= 60 and seconds % 60 == 0:
        minutes = seconds // 60
        return f"{minutes} minute{'s' if minutes != 1 else ''}"
    return f"{seconds} second{'s' if seconds != 1 else ''}"


def seat_note(info: SeatInfo, wait_left: int | None, host: bool = False) -> str:
    """The word beside a seat's name: how a friend's seat is held now ("online", "away
    0:42", "computer playing", "open seat"); "host" for the host's seat (``host``)."""
    if info.kind != REMOTE:
        return "host" if host else ""
    return {CONNECTED: "online", WAITING: f"away {clock(wait_left)}",
            STANDING_IN: "computer playing", OPEN: "open seat"}.get(info.state, "")


def turn_words(info: SeatInfo, wait_left: int | None) -> str | None:
    """The status bar while it is a friend's turn (None for seats at the host's computer)."""
    name = info.name
    if info.kind != REMOTE:
        return None
    if info.state == CONNECTED:
        return f"{name}'s turn: waiting for their move…"
    if info.state == WAITING:
        return f"{name} dropped out: their seat waits {clock(wait_left)} for them to come back."
    level = f" ({info.level.capitalize()})" if info.level else ""
    if info.state == STANDING_IN:
        return f"A computer{level} plays for {name} until they come back…"
    return f"A computer{level} plays the open seat…"


def reaction_text(reaction: str) -> str:
    return REACTION_WORDS.get(reaction, ("", reaction))[1]


def news_line(news: News, own_seat: int | None = None) -> str | None:
    """A line for the game log and the chat panel, or None for news told elsewhere (chat
    lines go to the chat panel as such, a move refused to the status bar)."""
    you = news.seat is not None and news.seat == own_seat
    who = "You" if you else news.name or "Someone"
    if news.kind in (told.CHAT, told.REACTION, told.REFUSED, told.CLOCK):
        return None
    if news.kind == told.TIME_UP:
        whose = "your" if you else "their"
        return f"{_possessive(who)} time ran out: a computer plays the rest of {whose} turn."
    if news.kind == told.SEATED:
        return "You sat down at the table."
    if news.kind == told.JOINED:
        return f"{who} sat down at the table."
    if news.kind == told.STOOD_IN:
        level = f" ({str(news.detail).capitalize()})" if news.detail else ""
        return f"A computer{level} plays for {who} until they come back."
    if news.kind == told.WAITING:
        return f"{who}'s seat waits {clock(news.detail)} for them to come back."
    if news.kind == told.STARTED:
        return f"Game {news.detail} is dealt."
    if news.kind == told.ASKING:
        return "The host is asked to let you in…"
    if news.kind == told.KNOCKED:
        return f"{who} asks to sit at seat {(news.seat or 0) + 1}."
    if news.kind == told.REMOVED:
        return f"{who} was removed from the table: a computer plays the seat."
    return news.describe()
