"""Today's deal in words: a day, a day's result, and the result to share.

The text to share tells how the day went and never what the cards were: the date
(as numbers, the same for every reader), the result, how many rounds, the level and
the streak — "Spite & Malice — Today's Deal 2026-11-27: won in 12 rounds against
Hard. Streak: 4 days."
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from ..engine import round_of
from ..engine.daily import DAILY_PLAYERS
from ..language import level_name
from ..storage.daily import DayResult
from ..storage.stats_terms import ABANDONED, DRAW, WON

translate = QCoreApplication.translate


def long_day(day: date) -> str:
    """``day`` as the player's language writes it in full: "Friday, 27 November 2026"."""
    return QLocale().toString(QDate(day.year, day.month, day.day),
                              QLocale.FormatType.LongFormat)


def rounds_of(result: DayResult) -> int:
    """How many rounds the day's game lasted."""
    return round_of(max(result.turns, 1), DAILY_PLAYERS)


def result_words(result: DayResult) -> str:
    """How the day's game went: "won in 12 rounds against Hard"."""
    level, rounds = level_name(result.level), rounds_of(result)
    if result.result == WON:
        text = translate("Daily", "won in %n round(s) against {level}", None, rounds)
    elif result.result == DRAW:
        text = translate("Daily", "drawn after %n round(s) against {level}", None, rounds)
    elif result.result == ABANDONED:
        text = translate("Daily", "given up after %n round(s) against {level}", None, rounds)
    else:
        text = translate("Daily", "lost in %n round(s) against {level}", None, rounds)
    return text.format(level=level)


def streak_words(days: int) -> str:
    """ "Streak: 4 days." """
    return translate("Daily", "Streak: %n day(s).", None, days)


def share_text(result: DayResult, streak: int) -> str:
    """The day's result to paste for friends, with no spoiler."""
    return translate("Daily", "Spite & Malice — Today's Deal {day}: {result}. {streak}").format(
        day=result.day.isoformat(), result=result_words(result), streak=streak_words(streak))


def day_words(day: date, result: DayResult | None) -> str:
    """One day of the calendar, for a screen reader and a tooltip: "Friday, 27 November
    2026: won in 12 rounds against Hard", or "…: not played"."""
    what = result_words(result) if result is not None else translate("Daily", "not played")
    return translate("Daily", "{day}: {result}").format(day=long_day(day), result=what)
