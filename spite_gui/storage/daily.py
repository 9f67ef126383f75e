"""Today's deal: each day's counted result, the attempt under way and the streaks.

The results live in a small JSON file of their own (``AppPaths.daily_file``), apart
from the statistics database: a few hundred bytes a month, written whole and
atomically with the previous version kept as ``.bak`` (:func:`atomic_write_json`)::

    {"format": "spite-and-malice/daily", "version": 1,
     "days": {"2026-11-27": {"deal": 316229075, "level": "hard", "result": "won",
                             "turns": 46, "finished_at": "2026-11-27T21:04:10+01:00"}},
     "attempt": {"day": "2026-11-28", "deal": 1234, "level": "hard"}}

Only a day's first finished game counts: :meth:`DailyStore.record` keeps the result
of a day that has none and leaves a day that has one as it is (later games of that
deal are practice). A game given up counts as a loss, as in the statistics, so that
nobody can look at the cards, give up and deal again. ``attempt`` is today's deal put
on the table and not finished yet: a game resumed after a restart is still the day's
attempt (and, finished after midnight, counts for the day it was dealt).

The streak counts days in a row with a counted game, won or lost, as Microsoft
Solitaire's daily challenges count days with the day's challenge done: the daily
habit is what it rewards, and a loss to a strong computer does not take it away.
Today not played yet does not break it (the day is not over); a day missed does.

A damaged file is moved aside and its backup used if that one is sound; a file from
a newer version of the game is reported, read as nothing and never written over.
Nothing here raises :class:`StorageProblem`: each method returns the problem for the
player to be told, and goes on.
"""

from __future__ import annotations

import calendar
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from spite_gui.engine.deal import is_deal_number
from spite_gui.storage.files import (
    NEWER,
    WRITE_FAILED,
    StorageProblem,
    atomic_write_json,
    load_with_backup,
)
from spite_gui.storage.said import Said
from spite_gui.storage.stats_terms import RESULTS, WON
from spite_gui.storage.text import os_error_said
from spite_gui.translatable import QT_TRANSLATE_NOOP

__all__ = ["DAILY_FORMAT", "DAILY_VERSION", "Attempt", "Clock", "DailyRecord", "DailyStore",
           "DayResult", "Streaks", "local_clock", "streaks"]

DAILY_FORMAT = "spite-and-malice/daily"
DAILY_VERSION = 1
_MAX_NAME = 100
_WHAT = QT_TRANSLATE_NOOP("Storage", "Your results of Today's Deal")

#: The time now, in the player's own zone: every date of Today's Deal comes from one
#: (tests pass a fixed one).
Clock = Callable[[], datetime]


def local_clock() -> datetime:
    """The time now, in the computer's own zone."""
    return datetime.now().astimezone()


@dataclass(frozen=True)
class Attempt:
    """The day's deal on the table, not finished yet: its day, deal and computer level."""

    day: date
    deal: int
    level: str

    def __post_init__(self) -> None:
        _check_deal(self.day, self.deal, self.level)


def _check_deal(day: object, deal: object, level: object) -> None:
    """ValueError unless ``day`` is a date, ``deal`` a deal number and ``level`` a name."""
    if not isinstance(day, date) or isinstance(day, datetime):
        raise ValueError("day must be a date")
    if not is_deal_number(deal):
        raise ValueError("deal must be a deal number")
    if not _is_name(level):
        raise ValueError("level must be a name")


@dataclass(frozen=True)
class DayResult:
    """How the day's deal went, the first time it was played to its end (or given up).

    ``result`` is "won", "lost", "draw" or "abandoned" (given up: it counts as lost);
    ``turns`` the game's turns, every player's; ``level`` the computer's level;
    ``finished_at`` when it ended (an ISO date and time). Raises ``ValueError`` for a
    field out of range."""

    day: date
    deal: int
    level: str
    result: str
    turns: int
    finished_at: str

    def __post_init__(self) -> None:
        _check_deal(self.day, self.deal, self.level)
        if self.result not in RESULTS:
            raise ValueError(f"result must be one of {RESULTS}")
        if type(self.turns) is not int or not 0 <= self.turns < 2**31:
            raise ValueError("turns must be a count")
        if not isinstance(self.finished_at, str) or not _is_moment(self.finished_at):
            raise ValueError("finished_at must be an ISO date and time")

    @property
    def won(self) -> bool:
        return self.result == WON



@dataclass(frozen=True)
class Streaks:
    """Days in a row with a counted game: the run that is still alive, and the longest."""

    current: int = 0
    best: int = 0


def streaks(days: Iterable[date], today: date) -> Streaks:
    """The streaks of the days played (``days``), as they stand on ``today``: the current
    run ends today or, today not played yet, yesterday.

    >>> d = date(2026, 11, 27)
    >>> streaks([d, d - timedelta(1), d - timedelta(3)], d)
    Streaks(current=2, best=2)
    >>> streaks([d - timedelta(1)], d), streaks([d - timedelta(2)], d)
    (Streaks(current=1, best=1), Streaks(current=0, best=1))
    """
    played = sorted(set(days))
    best = run = 0
    previous: date | None = None
    for day in played:
        run = run + 1 if previous is not None and day - previous == timedelta(1) else 1
        best = max(best, run)
        previous = day
    current = 0
    day = today if today in played else today - timedelta(1)
    held = set(played)
    while day in held:
        current += 1
        day -= timedelta(1)
    return Streaks(current, best)


@dataclass(frozen=True)
class DailyRecord:
    """Every counted day (``results``, by day) and the attempt under way, if any."""

    results: Mapping[date, DayResult] = field(default_factory=dict)
    attempt: Attempt | None = None

    def result(self, day: date) -> DayResult | None:
        """The counted result of ``day``, if it has one."""
        return self.results.get(day)

    def streaks(self, today: date) -> Streaks:
        return streaks(self.results, today)

    def streak_on(self, day: date) -> int:
        """The streak as it stood at the end of ``day`` (what a result of that day shares)."""
        return streaks((played for played in self.results if played <= day), day).current

    def month(self, year: int, month: int) -> dict[int, DayResult]:
        """The counted results of a month, by day of the month."""
        last = calendar.monthrange(year, month)[1]
        days = (date(year, month, number) for number in range(1, last + 1))
        return {day.day: self.results[day] for day in days if day in self.results}

    def wins(self) -> int:
        return sum(result.won for result in self.results.values())

    def with_result(self, result: DayResult) -> DailyRecord:
        """This record with ``result`` counted (its day's attempt over)."""
        attempt = self.attempt if self.attempt and self.attempt.day != result.day else None
        return DailyRecord({**self.results, result.day: result}, attempt)


class DailyStore:
    """The results of Today's Deal in the file at ``path``. Creating one touches nothing;
    each method reads the file afresh (another window may have written it)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)

    def read(self) -> tuple[DailyRecord, StorageProblem | None]:
        """What the file holds (nothing yet: an empty record), and the problem to tell the
        player if the file was damaged (then moved aside), unreadable or newer."""
        document, problem = load_with_backup(
            self.path, DAILY_FORMAT, DAILY_VERSION, _record_of, what=_WHAT,
            goes_on=QT_TRANSLATE_NOOP("Storage", "a fresh record of your days was started"),
            if_newer=QT_TRANSLATE_NOOP("Storage", "this version neither shows nor records "
                                                  "Today's Deal until the newer version is "
                                                  "used again (or until that file is moved "
                                                  "elsewhere)"))
        return (_record_of(document) if document is not None else DailyRecord()), problem

    def start(self, attempt: Attempt) -> StorageProblem | None:
        """Keep ``attempt`` as the day's attempt under way, if its day has no result yet."""
        record, problem = self.read()
        if _frozen(problem) or record.result(attempt.day) is not None:
            return problem
        return self._write(DailyRecord(record.results, attempt)) or problem

    def record(self, result: DayResult) -> tuple[bool, StorageProblem | None]:
        """Count ``result`` if it is its day's first: whether it counted, and any problem
        (the file could not be written: then it did not count)."""
        record, problem = self.read()
        if _frozen(problem) or record.result(result.day) is not None:
            return False, problem
        failed = self._write(record.with_result(result))
        return failed is None, failed or problem

    def _write(self, record: DailyRecord) -> StorageProblem | None:
        try:
            atomic_write_json(self.path, _document_of(record))
        except StorageProblem as problem:  # a newer version's file came meanwhile
            return problem
        except OSError as exc:
            return StorageProblem(
                Said(QT_TRANSLATE_NOOP("Storage", "{what} could not be saved ({why})."),
                     what=Said(_WHAT), why=os_error_said(exc)),
                reason=WRITE_FAILED, path=self.path)
        return None


def _frozen(problem: StorageProblem | None) -> bool:
    """Whether the file must be left alone: a newer version's, or one that cannot be read."""
    return problem is not None and (problem.reason == NEWER or problem.moved_to is None)


def _is_name(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= _MAX_NAME


def _is_moment(text: str) -> bool:
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return len(text) <= 40


def _day(text: object) -> date:
    if not isinstance(text, str) or len(text) != 10:
        raise ValueError(f"{text!r} is not a day")
    return date.fromisoformat(text)


def _record_of(document: Mapping[str, Any]) -> DailyRecord:
    """The record a document holds; ValueError (or TypeError, KeyError) if it is not sound."""
    days = document["days"]
    if not isinstance(days, dict):
        raise ValueError("days must be an object")
    results = {}
    for text, entry in days.items():
        day = _day(text)
        if not isinstance(entry, dict) or set(entry) != {"deal", "level", "result", "turns",
                                                         "finished_at"}:
            raise ValueError(f"the result of {text} is not one")
        results[day] = DayResult(day=day, **entry)
    attempt = document.get("attempt")
    if attempt is None:
        return DailyRecord(results)
    if not isinstance(attempt, dict) or set(attempt) != {"day", "deal", "level"}:
        raise ValueError("the attempt is not one")
    return DailyRecord(results, Attempt(_day(attempt["day"]), attempt["deal"], attempt["level"]))


def _document_of(record: DailyRecord) -> dict[str, Any]:
    days = {day.isoformat(): {"deal": result.deal, "level": result.level,
                              "result": result.result, "turns": result.turns,
                              "finished_at": result.finished_at}
            for day, result in sorted(record.results.items())}
    attempt = record.attempt
    return {"format": DAILY_FORMAT, "version": DAILY_VERSION, "days": days,
            "attempt": None if attempt is None else {
                "day": attempt.day.isoformat(), "deal": attempt.deal, "level": attempt.level}}

