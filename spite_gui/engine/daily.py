"""Today's deal: the deal number of a calendar day, the same for everybody.

The rule, so that anyone can check it: take the day as ``YYYY-MM-DD``, hash the
UTF-8 text ``"spite-and-malice daily YYYY-MM-DD"`` with SHA-256, read the first
8 bytes of the digest as a big-endian unsigned number, and take it modulo
``MAX_DEAL_NUMBER + 1`` (every deal number can come up). The day's game is dealt
with that number under the Classic rules for two players, whatever rules the player
has chosen for other games: the same cards for everybody need the same rules and
the same number of players. Only the computer's level is the player's to choose
(it does not change the cards).

>>> from datetime import date
>>> daily_deal(date(2026, 11, 27))
316229075
>>> daily_text(date(2026, 11, 27))
'spite-and-malice daily 2026-11-27'

Which day it is, is the player's own calendar day (their local date): a new deal
comes at midnight where the player lives, as the daily puzzles of newspapers do, so
the day's deal never changes in the middle of someone's evening. Two players far
apart share a deal whenever their calendars show the same date.
"""

from __future__ import annotations

import hashlib
from datetime import date

from .deal import MAX_DEAL_NUMBER
from .game import Game
from .rules import CLASSIC, Rules

#: The rules every day's deal is played under, and with how many players.
DAILY_PRESET = CLASSIC
DAILY_PLAYERS = 2
_PREFIX = "spite-and-malice daily "


def daily_text(day: date) -> str:
    """The text whose hash makes the deal number of ``day``."""
    return f"{_PREFIX}{day.isoformat()}"


def daily_deal(day: date) -> int:
    """The deal number of ``day`` (see the module's rule)."""
    digest = hashlib.sha256(daily_text(day).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % (MAX_DEAL_NUMBER + 1)


def daily_rules() -> Rules:
    """The rules every day's deal is played under."""
    return Rules.preset(DAILY_PRESET, DAILY_PLAYERS)


def daily_game(day: date) -> Game:
    """The game of ``day``, freshly dealt."""
    return Game.new(daily_rules(), DAILY_PLAYERS, daily_deal(day))


def is_daily_game(game: Game, deal: int) -> bool:
    """Whether ``game`` is the deal ``deal`` as the day's deal is played: the same number,
    the daily rules and two players."""
    return game.seed == deal and game.players == DAILY_PLAYERS and game.rules == daily_rules()
