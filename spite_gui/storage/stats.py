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

SQLite does not hold a column to its declared type. Version 2 of the schema
checks each value's type when it is written (``CHECK (typeof(…) = …)`` rather
than ``STRICT`` tables, which SQLite before 3.37, still shipped with some
Pythons, cannot open at all), and every value read is checked again whatever
the file holds: a row that is not a sound game is skipped and counted in
:attr:`Summary.unreadable`, never fatal. A version-1 database is brought to
version 2 in one transaction, every row kept. A database from a newer version
of the game is neither read, written nor moved: it waits for that version.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from itertools import compress
from pathlib import Path
from typing import Any

from spite_gui.engine.deal import MAX_DEAL_NUMBER, is_deal_number
from spite_gui.storage.files import (
    DAMAGED,
    UNREADABLE,
    WRITE_FAILED,
    WRONG_KIND,
    StorageProblem,
    newer_problem,
    problem_after_moving,
)
from spite_gui.storage.said import Said, quoted
from spite_gui.storage.stats_index import Choice, GamesIndex
from spite_gui.storage.stats_terms import (
    ABANDONED,
    COMPUTERS_ONLY,
    DRAW,
    FRIEND_MARK,
    LOST,
    MIXED,
    PERSON,
    RESULTS,
    WITH_FRIENDS,
    WITH_PEOPLE,
    WON,
    YOU,
    Summary,
)
from spite_gui.storage.text import from_file
from spite_gui.translatable import QT_TRANSLATE_NOOP

__all__ = ["ABANDONED", "COMPUTERS_ONLY", "DRAW", "FRIEND_MARK", "LOST", "MIXED", "PERSON",
           "RESULTS", "WITH_FRIENDS", "WITH_PEOPLE", "WON", "YOU", "Choice", "GameRecord",
           "StatsStore", "Summary", "friend_level"]

SCHEMA_VERSION = 3
#: The longest name (rules, level, reason) a record holds.
MAX_NAME = 100
#: How many games :meth:`StatsStore.read_ahead` reads at a time: a few milliseconds' work.
READ_AHEAD = 1000
# The JSON lists of levels and scores are a few dozen characters.
_MAX_LIST_TEXT = 1000
#: When a game ended, as the game writes it: "2026-11-21T23:59:59+00:00" (the zone may be
#: "Z" or left out). :func:`_sound_row` says the same in SQL.
_MOMENT = re.compile(
    r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(Z|[+-][0-9]{2}:[0-9]{2})?")
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
    "player",
)

_GAMES_TABLE = """
CREATE TABLE {name} (
    id INTEGER PRIMARY KEY,
    player TEXT NOT NULL DEFAULT 'You' CHECK (typeof(player) = 'text'),  -- whose record
    finished_at TEXT NOT NULL CHECK (typeof(finished_at) = 'text'),
    preset TEXT NOT NULL CHECK (typeof(preset) = 'text'),
    players INTEGER NOT NULL CHECK (typeof(players) = 'integer' AND players BETWEEN 2 AND 4),
    levels TEXT NOT NULL CHECK (typeof(levels) = 'text'),   -- JSON list, one per opponent
    level TEXT NOT NULL CHECK (typeof(level) = 'text'),     -- the common level, or 'mixed'
    deal INTEGER NOT NULL CHECK (typeof(deal) = 'integer' AND deal >= 0),
    result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'draw', 'abandoned')),
    human_score INTEGER NOT NULL CHECK (typeof(human_score) = 'integer'),
    scores TEXT NOT NULL CHECK (typeof(scores) = 'text'),   -- JSON list, one score per seat
    turns INTEGER NOT NULL CHECK (typeof(turns) = 'integer' AND turns >= 0),
    payoff_left INTEGER NOT NULL CHECK (typeof(payoff_left) = 'integer' AND payoff_left >= 0),
    reason TEXT NOT NULL CHECK (typeof(reason) = 'text')
)
"""
_INDEX = "CREATE INDEX IF NOT EXISTS games_by_level_and_preset ON games (level, preset)"

# What the player reads for SQLite's primary result codes.
_SQLITE_WORDS = {
    3: QT_TRANSLATE_NOOP("Storage", "permission denied"),  # SQLITE_PERM
    5: QT_TRANSLATE_NOOP("Storage", "the file is locked by another program"),  # SQLITE_BUSY
    6: QT_TRANSLATE_NOOP("Storage", "the file is locked by another program"),  # SQLITE_LOCKED
    8: QT_TRANSLATE_NOOP("Storage", "the file or its folder is read-only"),  # SQLITE_READONLY
    10: QT_TRANSLATE_NOOP("Storage", "the disk could not be read or written"),  # SQLITE_IOERR
    13: QT_TRANSLATE_NOOP("Storage", "the disk is full"),  # SQLITE_FULL
    14: QT_TRANSLATE_NOOP("Storage", "the file could not be opened"),  # SQLITE_CANTOPEN
    23: QT_TRANSLATE_NOOP("Storage", "permission denied"),  # SQLITE_AUTH
}


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_count(value: object, least: int = 0) -> bool:
    """A whole number from ``least`` that a database column holds (64 bits)."""
    return _is_int(value) and least <= value < 2**63  # type: ignore[operator]


def _is_moment(value: object) -> bool:
    """Whether ``value`` is a date and time as the game writes one (seconds, any zone)."""
    if not isinstance(value, str) or not _MOMENT.fullmatch(value):
        return False
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


def _is_name(value: object, empty: bool = False) -> bool:
    return isinstance(value, str) and (empty or bool(value)) and len(value) <= MAX_NAME


def _are_opponents(levels: Sequence[object]) -> bool:
    """Whether ``levels`` name the opponents of a game: a name for each."""
    return all(_is_name(level) for level in levels)


@dataclass(frozen=True)
class GameRecord:
    """One finished game, seen from the seat of ``player`` (a person at this computer:
    "You" alone against the computers, else the name they played under).

    ``levels`` has one entry per opponent (``players - 1``): a computer's level,
    :data:`PERSON` for another person at this computer (games written before people
    could share the computer are "You"'s, against the computers), or a friend over the
    network by name (:func:`friend_level`: "friend:Bob"). ``scores``
    ``scores`` one score per seat (``players`` entries). ``result`` is
    "won", "lost", "draw" or "abandoned" (:data:`ABANDONED`: the player gave
    the game up; it counts as lost, and ``scores``, ``turns`` and
    ``payoff_left`` are the table as it was left). ``payoff_left`` is how many
    payoff (stock) cards the human still had. Lists are stored as tuples.
    Names are at most :data:`MAX_NAME` characters. Raises ``ValueError`` if a
    field is out of range.
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
    player: str = YOU

    def __post_init__(self) -> None:
        object.__setattr__(self, "levels", tuple(self.levels))
        object.__setattr__(self, "scores", tuple(self.scores))
        problems = []
        if not _is_moment(self.finished_at):
            problems.append("finished_at must be an ISO date and time, to the second")
        if not _is_int(self.players) or not 2 <= self.players <= 4:
            problems.append("players must be 2 to 4")
        elif len(self.levels) != self.players - 1 or len(self.scores) != self.players:
            problems.append("levels needs players - 1 entries and scores needs players")
        if not _are_opponents(self.levels):
            problems.append("levels must be names")
        if not _is_count(self.human_score, -(2**63)) or not all(_is_int(s) for s in self.scores):
            problems.append("scores must be integers")
        if self.result not in RESULTS:
            problems.append(f"result must be one of {RESULTS}")
        if not is_deal_number(self.deal):
            problems.append(f"deal must be a deal number (0 to {MAX_DEAL_NUMBER:,})")
        for name in ("turns", "payoff_left"):
            if not _is_count(getattr(self, name)):
                problems.append(f"{name} must be a non-negative integer")
        if not _is_name(self.player):  # shown cleaned (see the statistics dialog)
            problems.append(f"player must be a name of at most {MAX_NAME} characters")
        if not _is_name(self.preset, empty=True) or not _is_name(self.reason, empty=True):
            problems.append(f"preset and reason must be text of at most {MAX_NAME} characters")
        if problems:
            raise ValueError("; ".join(problems))

    @property
    def level(self) -> str:
        """The opponents' level if they all share one, else ``"mixed"``."""
        return common_level(self.levels)

    @property
    def friends(self) -> tuple[str, ...]:
        """The names of the friends who played over the network, in seat order."""
        return friends_among(self.levels)

    @property
    def company(self) -> str:
        """Whom the game was played with: :data:`WITH_FRIENDS` if any opponent was a friend
        over the network, :data:`WITH_PEOPLE` if one was a person here, else
        :data:`COMPUTERS_ONLY`."""
        return company_of(self.levels)


def common_level(levels: Sequence[str]) -> str:
    """The opponents' level if they all share one, else ``"mixed"``."""
    return levels[0] if len(set(levels)) == 1 else MIXED


def friends_among(levels: Sequence[str]) -> tuple[str, ...]:
    """The friends over the network among the opponents (``levels``), in seat order."""
    return tuple(level.removeprefix(FRIEND_MARK) for level in levels
                 if level.startswith(FRIEND_MARK))


def company_of(levels: Sequence[str]) -> str:
    """Whom a game against these opponents (``levels``) was played with."""
    if any(level.startswith(FRIEND_MARK) for level in levels):
        return WITH_FRIENDS
    return WITH_PEOPLE if PERSON in levels else COMPUTERS_ONLY


def friend_level(name: str) -> str:
    """How a record's ``levels`` names a friend who played over the network.

    >>> friend_level("Bob")
    'friend:Bob'
    """
    return f"{FRIEND_MARK}{name}"


#: What went wrong with the statistics, whole sentences ("{why}": the reason).
_COULD_NOT = {
    "updated": QT_TRANSLATE_NOOP("Storage", "Your statistics could not be updated ({why})."),
    "reset": QT_TRANSLATE_NOOP("Storage", "Your statistics could not be reset ({why})."),
    "read": QT_TRANSLATE_NOOP("Storage", "Your statistics could not be read ({why})."),
    "opened": QT_TRANSLATE_NOOP("Storage", "Your statistics could not be opened ({why})."),
}
_YOUR_STATISTICS = QT_TRANSLATE_NOOP("Storage", "Your statistics")
_DAMAGED = QT_TRANSLATE_NOOP("Storage", "the file is damaged")


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
    """One transaction; on any failure the original error is raised.

    SQLite rolls a transaction back by itself after some errors (a full disk,
    an I/O error); a ROLLBACK then would fail with "no transaction is active"
    and hide the error that matters.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
        raise


class StatsStore:
    """The statistics database at ``path`` (usually ``AppPaths.stats_db``).

    Creating a store touches nothing; ``timeout`` is how many seconds to wait
    for another program that is writing to the database. Reading methods on a database that does
    not exist yet return empty results without creating it; the first
    :meth:`record_game` creates the folder and the file.

    A damaged database (not a database, failing SQLite's integrity check, or
    not ours) is moved aside under a timestamped name and a fresh one is
    started; the player is told through a :class:`StorageProblem`, as each
    method describes. Other failures (locked, read-only, disk full) raise a
    :class:`StorageProblem` and move nothing; so does a database from a newer
    version of the game (reason ``newer``), which is left exactly as it is.
    """

    def __init__(self, path: str | Path, timeout: float = 5.0) -> None:
        self.path = Path(path)
        self.timeout = timeout  # how long to wait for another program's write to end
        # Every sound game, read once and kept up to date (see _index); the file as it
        # was then, and how many rows it held and of them were not sound games.
        self._games = GamesIndex()
        self._games_of: tuple[int, int, int] | None = None  # … and as it was last read from
        self._reading: tuple[int, int, int] | None = None
        # the latest row read (its id, the rows up to it, when it ended) and the rows left out
        self._read_through: tuple[int, int, object] = (0, 0, None)
        self._unreadable = 0

    # ------------------------------------------------------------------ public

    def prepare(self) -> StorageProblem | None:
        """Check the database thoroughly (call it at start-up).

        Returns ``None`` if all is well or there is no database yet, or the
        problem to show if a damaged database was moved aside (a fresh one is
        then in place). Brings a version-1 database up to date. Raises
        :class:`StorageProblem` if the database cannot be opened or moved, or
        comes from a newer version of the game (reason ``newer``).
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
            record.player,
        )
        placeholders = ", ".join("?" for _ in _COLUMNS)
        with self._session(create=True) as (conn, problem):
            assert conn is not None  # create=True always opens one
            try:
                with _transaction(conn):
                    conn.execute(
                        f"INSERT INTO games ({', '.join(_COLUMNS)}) VALUES ({placeholders})",
                        values,
                    )
            except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
                raise self._failure("updated", exc, WRITE_FAILED) from exc
            return problem

    def history(self, limit: int = 50) -> list[GameRecord]:
        """Up to ``limit`` finished games, the most recent first.

        Rows that are not sound games are skipped (:meth:`summary` counts them).
        Raises :class:`StorageProblem` if a damaged database had to be moved
        aside (the history then starts afresh) or cannot be read.
        """
        if not _is_int(limit) or limit < 0:
            raise ValueError("limit must be a non-negative integer")
        return self.games(self.game_ids(Choice(player=None))[:limit])

    def game_ids(self, choice: Choice) -> list[int]:
        """The ids of the games ``choice`` keeps, the most recent first (for :meth:`games`).
        Raises :class:`StorageProblem` like :meth:`history`."""
        return self._index().ids(choice)

    def games(self, ids: Sequence[int]) -> list[GameRecord]:
        """The games with these ``ids`` (from :meth:`game_ids`), in that order; a game no
        longer there is left out. Raises :class:`StorageProblem` like :meth:`history`."""
        if not ids:
            return []
        marks = ", ".join("?" for _ in ids)
        rows = self._read(f"SELECT id, {{columns}} FROM games WHERE id IN ({marks})",
                          tuple(ids))
        found = {row[0]: _record_from_row(row[1:]) for row in rows}
        return [record for record in map(found.get, ids) if record is not None]

    def summary(self, level: str | None = None, preset: str | None = None,
                player: str | None = None, company: str | None = None,
                friend: str | None = None) -> Summary:
        """Totals over finished games, optionally only those at ``level`` (every
        computer opponent at that level), with rules ``preset``, of ``player``,
        played with ``company`` (:data:`COMPUTERS_ONLY`, :data:`WITH_PEOPLE` or
        :data:`WITH_FRIENDS`) and/or with the friend called ``friend``.

        Games count in the order they were recorded. Rows that are not sound
        games are left out and counted in :attr:`Summary.unreadable`. Raises
        :class:`StorageProblem` like :meth:`history`.
        """
        return self.totals(Choice(player, company, friend, level, preset))

    def totals(self, choice: Choice) -> Summary:
        """:meth:`summary` of the games ``choice`` keeps."""
        index = self._index()
        return index.summary(choice, unreadable=self._unreadable)

    def players(self) -> list[str]:
        """The names games were recorded under, "You" first, then by name."""
        return self._index().players

    def friends(self) -> list[str]:
        """The friends games were played with over the network, by name."""
        return self._index().friends

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
                    raise self._failure("reset", exc, WRITE_FAILED) from exc
            if problem is not None:
                raise problem

    # ------------------------------------------------------------------ internals

    def read_ahead(self, most: int = READ_AHEAD) -> bool:
        """Read up to ``most`` more recorded games into memory; True once all are read.

        The statistics read every game once (then only the games recorded since); a
        caller with a window to keep responsive reads them this way a few at a time
        (at start-up), before the player asks for them. Raises :class:`StorageProblem`
        like :meth:`history`.
        """
        return self._bring_up_to_date(most)

    @property
    def games_read(self) -> int:
        """How many recorded rows :meth:`read_ahead` has read so far."""
        return self._read_through[1]

    def _index(self) -> GamesIndex:
        """Every sound game, brought up to date (see :meth:`read_ahead`)."""
        while not self._bring_up_to_date(None):
            pass
        return self._games

    def _bring_up_to_date(self, most: int | None) -> bool:
        """Add up to ``most`` (None: all) of the rows recorded since the index was last
        read; True once it is up to date. A file that lost rows, or is another file, is
        read again from its first row."""
        try:
            info = os.stat(self.path)
            stamp = (info.st_ino, info.st_size, info.st_mtime_ns)
        except OSError:
            stamp = (0, 0, 0)
        if stamp == self._games_of:
            return True
        with self._session(create=False) as (conn, problem):
            if problem is not None:
                raise problem
            if conn is None:
                self._games, self._read_through, self._unreadable = GamesIndex(), (0, 0, None), 0
                done = True
            else:
                try:  # the file unchanged since the last rows were read: they are as read
                    done = self._read_games(conn, most, stamp != self._reading)
                except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
                    raise self._failure("read", exc, UNREADABLE) from exc
        self._reading = stamp
        if done:
            self._games_of = stamp
        return done

    def _read_games(self, conn: sqlite3.Connection, most: int | None, changed: bool) -> bool:
        """Add up to ``most`` rows after the last read (see :meth:`_bring_up_to_date`);
        True if none is left. ``changed``: the file changed since the last rows were read."""
        through, counted, latest = self._read_through
        if through and changed:  # the rows read are all still there, the last one as it was
            (count,) = conn.execute("SELECT count(*) FROM games WHERE id <= ?",
                                    (through,)).fetchone()
            last = conn.execute("SELECT finished_at FROM games WHERE id = ?",
                                (through,)).fetchone()
            if count != counted or last is None or last[0] != latest:
                self._games, through, counted = GamesIndex(), 0, 0
        upto = None
        if most is not None:
            edge = conn.execute("SELECT id FROM games WHERE id > ? ORDER BY id LIMIT 1 OFFSET ?",
                                (through, most - 1)).fetchone()
            upto = edge[0] if edge is not None else None
        player = _columns(conn).split(", ")[_COLUMNS.index("player")].removesuffix(" AS player")
        conn.text_factory = bytes  # decoded once for each different text (_sound_games)
        try:
            rows = conn.execute(
                f"SELECT id, {player}, level, preset, levels, players, result, human_score,"
                f" payoff_left FROM games WHERE id > ? AND id <= ? AND {_sound_row(player)}"
                f" ORDER BY id", (through, upto if upto is not None else 2**63 - 1)).fetchall()
        finally:
            conn.text_factory = _decoded
        self._games.add(_sound_games(rows))
        if upto is None:
            counted, through = conn.execute(
                "SELECT count(*), coalesce(max(id), 0) FROM games").fetchone()
        else:
            (more,) = conn.execute("SELECT count(*) FROM games WHERE id > ? AND id <= ?",
                                   (through, upto)).fetchone()
            counted, through = counted + more, upto
        last = conn.execute("SELECT finished_at FROM games WHERE id = ?", (through,)).fetchone()
        self._read_through = (through, counted, last[0] if last else None)
        self._unreadable = counted - len(self._games)
        return upto is None

    def _read(self, query: str, args: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        """The rows of ``query``, whose ``{columns}`` are the record's columns as this
        database holds them."""
        with self._session(create=False) as (conn, problem):
            if problem is not None:
                raise problem
            if conn is None:
                return []
            try:
                return conn.execute(query.format(columns=_columns(conn)), args).fetchall()
            except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
                raise self._failure("read", exc, UNREADABLE) from exc

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
                what=_YOUR_STATISTICS,
                goes_on=QT_TRANSLATE_NOOP("Storage", "a fresh record of your games was started"),
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
            conn = sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None)
            # Damaged text must not stop us from reading the rest.
            conn.text_factory = _decoded
        except (OSError, sqlite3.Error) as exc:
            raise self._failure("opened", exc, UNREADABLE) from exc
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
                raise newer_problem(
                    self.path, _YOUR_STATISTICS,
                    QT_TRANSLATE_NOOP("Storage", "this version neither shows nor records games "
                                                 "until the newer version is used again (or "
                                                 "until that file is moved elsewhere, to start "
                                                 "new statistics with this version)"))
            if version == 0:
                self._create_schema(conn)
                return
            if thorough and not _sound(conn):
                raise _Corrupt(DAMAGED, _DAMAGED)
            try:
                conn.execute(f"SELECT {_columns(conn)} FROM games LIMIT 0")
            except sqlite3.OperationalError as exc:
                raise _Corrupt(DAMAGED, _DAMAGED) from exc
            if version < SCHEMA_VERSION:
                self._upgrade(conn)
        except UnicodeDecodeError as exc:
            # A damaged schema can make even SQLite's error message undecodable.
            raise _Corrupt(DAMAGED, _DAMAGED) from exc
        except sqlite3.DatabaseError as exc:
            if _is_corruption(exc):
                raise _Corrupt(DAMAGED, _DAMAGED) from exc
            raise self._failure("opened", exc, UNREADABLE) from exc

    @staticmethod
    def _create_schema(conn: sqlite3.Connection) -> None:
        with _transaction(conn):
            # Re-read inside the lock: another copy of the game may have won.
            if conn.execute("PRAGMA user_version").fetchone()[0] != 0:
                return
            if conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                raise _Corrupt(WRONG_KIND, QT_TRANSLATE_NOOP(
                    "Storage", "it is not a file of the right kind"))
            conn.execute(_GAMES_TABLE.format(name="games"))
            conn.execute(_INDEX)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    @staticmethod
    def _upgrade(conn: sqlite3.Connection) -> None:
        """Versions 1 and 2 to 3, in one transaction: typed columns and abandoned games
        (version 2), and whose record each game is (3: "You" for every earlier game).

        Every row is kept as it is, even one that breaks the new checks: reading
        skips those, as it skips any bad row. If the file cannot be written
        (a read-only folder), it stays as it was, and reads the same.
        """
        columns = ", ".join(("id", *(c for c in _COLUMNS if c != "player")))
        try:
            conn.execute("PRAGMA ignore_check_constraints = ON")
            with _transaction(conn):
                if conn.execute("PRAGMA user_version").fetchone()[0] not in (1, 2):
                    return
                conn.execute(_GAMES_TABLE.format(name="games_upgraded"))
                conn.execute(f"INSERT INTO games_upgraded ({columns}) SELECT {columns} FROM games")
                conn.execute("DROP TABLE games")
                conn.execute("ALTER TABLE games_upgraded RENAME TO games")
                conn.execute(_INDEX)
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except sqlite3.OperationalError:
            pass  # read-only, locked or full: the next start tries again
        finally:
            conn.execute("PRAGMA ignore_check_constraints = OFF")

    def _failure(self, doing: str, exc: Exception, reason: str) -> StorageProblem:
        """``doing``: what could not be done ("updated", "read" …: :data:`_COULD_NOT`)."""
        return StorageProblem(Said(_COULD_NOT[doing], why=_words(exc)), reason=reason,
                              path=self.path)


def _columns(conn: sqlite3.Connection) -> str:
    """The columns of a record, in :data:`_COLUMNS` order, as an SQL list: a database
    not yet upgraded (read-only, say) has no player, whose games are all "You"'s."""
    held = {row[1] for row in conn.execute("PRAGMA table_info(games)")}
    return ", ".join(c if c in held or c != "player" else f"'{YOU}' AS player"
                     for c in _COLUMNS)


def _sound(conn: sqlite3.Connection) -> bool:
    """Whether SQLite finds the file's structure sound. A row that breaks a CHECK is not
    damage (reading skips it), so those checks are left out here."""
    conn.execute("PRAGMA ignore_check_constraints = ON")
    try:
        return conn.execute("PRAGMA quick_check").fetchall() == [("ok",)]
    finally:
        conn.execute("PRAGMA ignore_check_constraints = OFF")


def _decoded(raw: bytes) -> str:
    """Text as the database holds it: damaged text must not stop us reading the rest."""
    return raw.decode("utf-8", "replace")


def _sound_games(rows: list[tuple[Any, ...]]) -> Iterator[tuple[Any, ...]]:
    """The rows (read with their text undecoded) whose opponents make a sound game, as
    :class:`~spite_gui.storage.stats_index.GamesIndex` takes them: each different text
    decoded, and each different list of opponents judged, once."""
    if not rows:
        return iter(())
    ids, players, levels, presets, opponents, seats, results, scores, payoffs = zip(
        *rows, strict=True)
    judged = {key: _opponents(*key) for key in set(zip(seats, levels, opponents, strict=True))}
    kinds = list(map(judged.__getitem__, zip(seats, levels, opponents, strict=True)))
    sound = bytes(map(bool, kinds))
    text = {raw: _decoded(raw) for raw in {*players, *levels, *presets, *results}}

    def kept(column: Sequence[Any], decode: bool = False) -> Iterator[Any]:
        values = compress(column, sound)
        return map(text.__getitem__, values) if decode else values

    kept_kinds = [kind for kind in kinds if kind is not None]
    return zip(kept(ids), kept(players, True), kept(levels, True), kept(presets, True),
               (kind[0] for kind in kept_kinds), (kind[1] for kind in kept_kinds),
               kept(results, True), kept(scores), kept(payoffs), strict=True)


def _opponents(seats: int, level: bytes, text: bytes) -> tuple[str, tuple[str, ...]] | None:
    """Whom a game was played with and the friends among them, from the opponents it
    recorded (``text``, a JSON list; ``level``, their common level); None if these are
    not those of a sound game of ``seats`` players, as :class:`GameRecord` judges them."""
    try:
        levels = _json_list(_decoded(text))
    except ValueError:
        return None
    if len(levels) != seats - 1 or not _are_opponents(levels):
        return None
    if common_level(levels) != _decoded(level):
        return None
    return company_of(levels), friends_among(levels)


def _sound_row(player: str) -> str:
    """The SQL condition a row meets when its values are those of a sound game as
    :class:`GameRecord` judges one (``player``: the player's column, or its stand-in in an
    older database), all but the opponents, which :func:`_opponents` judges once for each
    different list. Cheap string and number tests only (no date or JSON function runs for
    every row): ``test_stats_rows`` holds the two judges to the same answers."""
    def text(column: str, most: int, least: int = 0) -> str:
        return f"typeof({column}) = 'text' AND length({column}) BETWEEN {least} AND {most}"

    def number(at: int, length: int) -> str:
        return f"CAST(substr(finished_at, {at}, {length}) AS INTEGER)"

    year, month, day = number(1, 4), number(6, 2), number(9, 2)  # the calendar's, past 28
    zone = "substr(finished_at, 20)"
    days = (f"CASE {month} WHEN 2 THEN 28 + ({year} % 4 = 0 AND ({year} % 100 <> 0"
            f" OR {year} % 400 = 0)) WHEN 4 THEN 30 WHEN 6 THEN 30 WHEN 9 THEN 30"
            f" WHEN 11 THEN 30 ELSE 31 END")
    moment = (  # as _MOMENT, and a day of the calendar
        "finished_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T"
        "[0-9][0-9]:[0-9][0-9]:[0-9][0-9]*'"
        f" AND ({zone} IN ('', 'Z') OR ({zone} GLOB '[+-][0-9][0-9]:[0-9][0-9]'"
        "  AND substr(finished_at, 21, 2) < '24' AND substr(finished_at, 24, 2) < '60'))"
        " AND substr(finished_at, 1, 4) <> '0000' AND substr(finished_at, 6, 2) BETWEEN '01'"
        f" AND '12' AND substr(finished_at, 9, 2) >= '01'"
        f" AND (substr(finished_at, 9, 2) <= '28' OR {day} <= {days})"
        " AND substr(finished_at, 12, 2) < '24' AND substr(finished_at, 15, 2) < '60'"
        " AND substr(finished_at, 18, 2) < '60'")
    # a JSON array of whole numbers: one '[' and nothing but digits, signs and separators
    separators = "\t\n\r"
    scores = (f"CASE WHEN typeof(scores) = 'text' AND json_valid(scores)"  # else they'd fail
              f" THEN json_array_length(scores) = players"  # so an array: players >= 2
              f" ELSE 0 END AND length(scores) - length(replace(scores, '[', '')) = 1"
              f" AND scores NOT GLOB '*[^][0-9, {separators}-]*'")
    results = ", ".join(f"'{result}'" for result in RESULTS)
    return (
        f"typeof(players) = 'integer' AND players BETWEEN 2 AND 4"
        f" AND {text('levels', _MAX_LIST_TEXT)} AND typeof(level) = 'text'"
        f" AND {text('scores', _MAX_LIST_TEXT)} AND {scores}"
        f" AND {text('finished_at', 40)} AND {moment}"
        f" AND {text('preset', MAX_NAME)} AND {text('reason', MAX_NAME)}"
        f" AND {text(player, MAX_NAME, 1)}"
        f" AND typeof(deal) = 'integer' AND deal BETWEEN 0 AND {MAX_DEAL_NUMBER}"
        f" AND typeof(result) = 'text' AND result IN ({results})"
        f" AND typeof(human_score) = 'integer'"
        f" AND typeof(turns) = 'integer' AND turns >= 0"
        f" AND typeof(payoff_left) = 'integer' AND payoff_left >= 0")


def _words(exc: Exception) -> Said:
    """What went wrong, for the player: a full disk says so."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in _SQLITE_WORDS:
        return Said(_SQLITE_WORDS[code & 0xFF])
    return quoted(from_file(exc))


def _record_from_row(row: Sequence[Any]) -> GameRecord | None:
    """The game a row holds, or None if any of its values is not what we write."""
    values = dict(zip(_COLUMNS, row, strict=True))
    level = values.pop("level")
    try:
        values["levels"] = _json_list(values["levels"])
        values["scores"] = _json_list(values["scores"])
        record = GameRecord(**values)
    except (TypeError, ValueError):
        return None
    return record if record.level == level else None


def _json_list(text: object) -> list[Any]:
    if not isinstance(text, str) or len(text) > _MAX_LIST_TEXT:
        raise ValueError("not a short JSON text")
    try:
        value = json.loads(text)
    except RecursionError as exc:
        raise ValueError("nested too deep") from exc
    if not isinstance(value, list):
        raise ValueError("not a list")
    return value
