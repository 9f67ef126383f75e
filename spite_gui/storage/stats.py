"""Statistics and history of finished games, in SQLite.

Journal mode: we keep SQLite's default rollback journal (DELETE) with
``synchronous=FULL`` rather than WAL. Writes are rare (one per finished game),
there is a single writer, and with a rollback journal the database is one
self-contained file whenever the game is closed: easy for a player to back up
or copy, and easy for us to move aside if it is damaged. WAL would add
``-wal``/``-shm`` companions and does not work on network folders.

Every write is one transaction, committed with ``fsync`` before
:meth:`StatsStore.record_game` returns, so a crash afterwards cannot lose the
game. Connections are opened per operation and always closed.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from spite_gui.engine.deal import MAX_DEAL_NUMBER, is_deal_number
from spite_gui.storage.files import (
    DAMAGED,
    NEWER,
    UNREADABLE,
    WRITE_FAILED,
    WRONG_KIND,
    StorageProblem,
    problem_after_moving,
)

SCHEMA_VERSION = 1
RESULTS = ("won", "lost", "draw")
MIXED = "mixed"
_COMPANIONS = ("-journal", "-wal", "-shm")
_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26

_COLUMNS = (
    "finished_at",
    "preset",
    "players",
    "levels",
    "level",
    "deal",
    "result",
    "human_score",
    "scores",
    "turns",
    "payoff_left",
    "reason",
)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    finished_at TEXT NOT NULL,
    preset TEXT NOT NULL,
    players INTEGER NOT NULL CHECK (players BETWEEN 2 AND 4),
    levels TEXT NOT NULL,          -- JSON list, one level per computer seat
    level TEXT NOT NULL,           -- the common level, or 'mixed'
    deal INTEGER NOT NULL,
    result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'draw')),
    human_score INTEGER NOT NULL,
    scores TEXT NOT NULL,          -- JSON list, one score per seat
    turns INTEGER NOT NULL,
    payoff_left INTEGER NOT NULL,
    reason TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_by_level_and_preset ON games (level, preset);
"""


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class GameRecord:
    """One finished game, seen from the human player's seat.

    ``levels`` has one computer level per opponent (``players - 1`` entries),
    ``scores`` one score per seat (``players`` entries). ``result`` is
    "won", "lost" or "draw". ``payoff_left`` is how many payoff (stock) cards
    the human still had. Lists are stored as tuples. Raises ``ValueError`` if
    a field is out of range.
    """

    finished_at: str
    preset: str
    players: int
    levels: tuple[str, ...]
    deal: int
    result: str
    human_score: int
    scores: tuple[int, ...]
    turns: int
    payoff_left: int
    reason: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "levels", tuple(self.levels))
        object.__setattr__(self, "scores", tuple(self.scores))
        problems = []
        try:
            datetime.fromisoformat(self.finished_at)
        except (TypeError, ValueError):
            problems.append("finished_at must be an ISO date and time")
        if not _is_int(self.players) or not 2 <= self.players <= 4:
            problems.append("players must be 2 to 4")
        elif len(self.levels) != self.players - 1 or len(self.scores) != self.players:
            problems.append("levels needs players - 1 entries and scores needs players")
        if not all(isinstance(level, str) and level for level in self.levels):
            problems.append("levels must be names")
        if not _is_int(self.human_score) or not all(_is_int(s) for s in self.scores):
            problems.append("scores must be integers")
        if self.result not in RESULTS:
            problems.append(f"result must be one of {RESULTS}")
        if not is_deal_number(self.deal):
            problems.append(f"deal must be a deal number (0 to {MAX_DEAL_NUMBER:,})")
        for name in ("turns", "payoff_left"):
            if not _is_int(getattr(self, name)) or getattr(self, name) < 0:
                problems.append(f"{name} must be a non-negative integer")
        if not isinstance(self.preset, str) or not isinstance(self.reason, str):
            problems.append("preset and reason must be text")
        if problems:
            raise ValueError("; ".join(problems))

    @property
    def level(self) -> str:
        """The opponents' level if they all share one, else ``"mixed"``."""
        return self.levels[0] if len(set(self.levels)) == 1 else MIXED


@dataclass(frozen=True)
class Summary:
    """Totals over a set of finished games (all zero/None when there are none).

    Streaks count consecutive wins; a loss or a draw ends one.
    ``current_streak`` is the run of wins ending with the latest game.
    """

    games: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    win_rate: float = 0.0
    current_streak: int = 0
    best_streak: int = 0
    best_score: int | None = None
    average_payoff_left: float | None = None


class _Corrupt(Exception):
    def __init__(self, reason: str, phrase: str) -> None:
        super().__init__(phrase)
        self.reason = reason
        self.phrase = phrase


def _is_corruption(exc: sqlite3.DatabaseError) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if code is None:
        return not isinstance(exc, sqlite3.OperationalError)
    return code & 0xFF in (_SQLITE_CORRUPT, _SQLITE_NOTADB)


@contextlib.contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


class StatsStore:
    """The statistics database at ``path`` (usually ``AppPaths.stats_db``).

    Creating a store touches nothing. Reading methods on a database that does
    not exist yet return empty results without creating it; the first
    :meth:`record_game` creates the folder and the file.

    A damaged database (not a database, failing SQLite's integrity check, not
    ours, or from a newer version of the game) is moved aside under a
    timestamped name and a fresh one is started; the player is told through a
    :class:`StorageProblem`, as each method describes. Other failures (locked,
    read-only, disk full) raise a :class:`StorageProblem` and move nothing.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)

    # ------------------------------------------------------------------ public

    def prepare(self) -> StorageProblem | None:
        """Check the database thoroughly (call it at start-up).

        Returns ``None`` if all is well or there is no database yet, or the
        problem to show if a damaged database was moved aside (a fresh one is
        then in place). Raises :class:`StorageProblem` if the database cannot be
        opened or moved.
        """
        with self._session(create=False, thorough=True) as (conn, problem):
            del conn
            return problem

    def record_game(self, record: GameRecord) -> StorageProblem | None:
        """Add a finished game, durably, in one transaction.

        Returns ``None`` normally. If the existing database turned out to be
        damaged, it is moved aside, the game is recorded in a fresh one, and
        the problem is returned for the app to show. Raises
        :class:`StorageProblem` (nothing recorded) if the disk refuses.
        """
        if not isinstance(record, GameRecord):
            raise TypeError("record_game needs a GameRecord")
        values = (
            record.finished_at,
            record.preset,
            record.players,
            json.dumps(list(record.levels)),
            record.level,
            record.deal,
            record.result,
            record.human_score,
            json.dumps(list(record.scores)),
            record.turns,
            record.payoff_left,
            record.reason,
        )
        placeholders = ", ".join("?" for _ in _COLUMNS)
        with self._session(create=True) as (conn, problem):
            try:
                with _transaction(conn):
                    conn.execute(
                        f"INSERT INTO games ({', '.join(_COLUMNS)}) VALUES ({placeholders})",
                        values,
                    )
            except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
                raise self._failure("could not be updated", exc, WRITE_FAILED) from exc
            return problem

    def history(self, limit: int = 50) -> list[GameRecord]:
        """Up to ``limit`` finished games, the most recent first.

        Raises :class:`StorageProblem` if a damaged database had to be moved
        aside (the history then starts afresh) or cannot be read.
        """
        if not _is_int(limit) or limit < 0:
            raise ValueError("limit must be a non-negative integer")
        query = f"SELECT {', '.join(_COLUMNS)} FROM games ORDER BY id DESC LIMIT ?"
        rows = self._read(query, (limit,))
        records = []
        for row in rows:
            with contextlib.suppress(TypeError, ValueError):
                records.append(_record_from_row(row))
        return records

    def summary(self, level: str | None = None, preset: str | None = None) -> Summary:
        """Totals over finished games, optionally only those at ``level``
        (every computer opponent at that level) and/or with rules ``preset``.

        Games count in the order they were recorded. Raises
        :class:`StorageProblem` like :meth:`history`.
        """
        conditions, args = [], []
        if level is not None:
            conditions.append("level = ?")
            args.append(level)
        if preset is not None:
            conditions.append("preset = ?")
            args.append(preset)
        where = f"WHERE {' AND '.join(conditions)}" if conditions else ""
        rows = self._read(
            f"SELECT result, human_score, payoff_left FROM games {where} ORDER BY id", tuple(args)
        )
        return _summarise(rows)

    def reset(self) -> None:
        """Forget every recorded game (the player asked to). One transaction.

        Raises :class:`StorageProblem` if the disk refuses, or after moving a
        damaged database aside (the fresh one is empty, as asked).
        """
        with self._session(create=False) as (conn, problem):
            if conn is not None:
                try:
                    with _transaction(conn):
                        conn.execute("DELETE FROM games")
                except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
                    raise self._failure("could not be reset", exc, WRITE_FAILED) from exc
            if problem is not None:
                raise problem

    # ------------------------------------------------------------------ internals

    def _read(self, query: str, args: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        with self._session(create=False) as (conn, problem):
            if problem is not None:
                raise problem
            if conn is None:
                return []
            try:
                return conn.execute(query, args).fetchall()
            except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
                raise self._failure("could not be read", exc, UNREADABLE) from exc

    @contextlib.contextmanager
    def _session(
        self, *, create: bool, thorough: bool = False
    ) -> Iterator[tuple[sqlite3.Connection | None, StorageProblem | None]]:
        """A checked connection, recovering from a damaged database first.

        Yields ``(None, problem)`` when there is no database and ``create`` is
        false; ``problem`` is set when a damaged database was moved aside.
        """
        problem = None
        if not create and not self.path.exists():
            yield None, None
            return
        try:
            conn = self._open(thorough)
        except _Corrupt as bad:
            problem = problem_after_moving(
                self.path,
                reason=bad.reason,
                phrase=bad.phrase,
                what="Your statistics",
                goes_on="a fresh record of your games was started",
                companions=_COMPANIONS,
            )
            if problem.moved_to is None:
                raise problem from bad
            conn = self._open(thorough=False)
        try:
            yield conn, problem
        finally:
            conn.close()

    def _open(self, thorough: bool) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(self.path, timeout=5.0, isolation_level=None)
            # Damaged text must not stop us from reading the rest.
            conn.text_factory = lambda raw: raw.decode("utf-8", "replace")
        except (OSError, sqlite3.Error) as exc:
            raise self._failure("could not be opened", exc, UNREADABLE) from exc
        try:
            self._check(conn, thorough)
        except BaseException:
            conn.close()
            raise
        return conn

    def _check(self, conn: sqlite3.Connection, thorough: bool) -> None:
        try:
            conn.execute("PRAGMA synchronous = FULL")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise _Corrupt(NEWER, "it was made by a newer version of the game")
            if version == 0:
                self._create_schema(conn)
                return
            if thorough and conn.execute("PRAGMA quick_check").fetchall() != [("ok",)]:
                raise _Corrupt(DAMAGED, "the file is damaged")
            try:
                conn.execute(f"SELECT {', '.join(_COLUMNS)} FROM games LIMIT 0")
            except sqlite3.OperationalError as exc:
                raise _Corrupt(DAMAGED, "the file is damaged") from exc
        except UnicodeDecodeError as exc:
            # A damaged schema can make even SQLite's error message undecodable.
            raise _Corrupt(DAMAGED, "the file is damaged") from exc
        except sqlite3.DatabaseError as exc:
            if _is_corruption(exc):
                raise _Corrupt(DAMAGED, "the file is damaged") from exc
            raise self._failure("could not be opened", exc, UNREADABLE) from exc

    @staticmethod
    def _create_schema(conn: sqlite3.Connection) -> None:
        with _transaction(conn):
            # Re-read inside the lock: another copy of the game may have won.
            if conn.execute("PRAGMA user_version").fetchone()[0] != 0:
                return
            if conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                raise _Corrupt(WRONG_KIND, "it is not a file of the right kind")
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _failure(self, doing: str, exc: Exception, reason: str) -> StorageProblem:
        return StorageProblem(f"Your statistics {doing} ({exc}).", reason=reason, path=self.path)


def _record_from_row(row: Sequence[Any]) -> GameRecord:
    values = dict(zip(_COLUMNS, row, strict=True))
    del values["level"]
    values["levels"] = json.loads(values["levels"])
    values["scores"] = json.loads(values["scores"])
    return GameRecord(**values)


def _summarise(rows: Sequence[tuple[str, int, int]]) -> Summary:
    if not rows:
        return Summary()
    won = lost = drawn = streak = best_streak = 0
    for result, _score, _payoff in rows:
        if result == "won":
            won += 1
            streak += 1
            best_streak = max(best_streak, streak)
        else:
            streak = 0
            if result == "lost":
                lost += 1
            else:
                drawn += 1
    games = len(rows)
    return Summary(
        games=games,
        won=won,
        lost=lost,
        drawn=drawn,
        win_rate=won / games,
        current_streak=streak,
        best_streak=best_streak,
        best_score=max(score for _result, score, _payoff in rows),
        average_payoff_left=sum(payoff for _result, _score, payoff in rows) / games,
    )
