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
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
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
from spite_gui.storage.text import from_file

SCHEMA_VERSION = 3
WON, LOST, DRAW = "won", "lost", "draw"
#: A game the player gave up before its end: it counts as a loss.
ABANDONED = "abandoned"
RESULTS = (WON, LOST, DRAW, ABANDONED)
MIXED = "mixed"
#: How a record names a person opponent among the computers' levels.
PERSON = "person"
#: The name of the one person playing against the computers.
YOU = "You"
#: How a record names a friend who played over the network: this, then their name.
FRIEND_MARK = "friend:"
#: Whom the games were played with: the computers only, other people at this computer
#: too, or friends over the network.
COMPUTERS_ONLY, WITH_PEOPLE, WITH_FRIENDS = "computers", "people", "friends"
#: The longest name (rules, level, reason) a record holds.
MAX_NAME = 100
# The JSON lists of levels and scores are a few dozen characters.
_MAX_LIST_TEXT = 1000
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
    3: "permission denied",  # SQLITE_PERM
    5: "the file is locked by another program",  # SQLITE_BUSY
    6: "the file is locked by another program",  # SQLITE_LOCKED
    8: "the file or its folder is read-only",  # SQLITE_READONLY
    10: "the disk could not be read or written",  # SQLITE_IOERR
    13: "the disk is full",  # SQLITE_FULL
    14: "the file could not be opened",  # SQLITE_CANTOPEN
    23: "permission denied",  # SQLITE_AUTH
}


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_name(value: object, empty: bool = False) -> bool:
    return isinstance(value, str) and (empty or bool(value)) and len(value) <= MAX_NAME


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
        try:
            if len(self.finished_at) > 40:
                raise ValueError("too long")
            datetime.fromisoformat(self.finished_at)
        except (TypeError, ValueError):
            problems.append("finished_at must be an ISO date and time")
        if not _is_int(self.players) or not 2 <= self.players <= 4:
            problems.append("players must be 2 to 4")
        elif len(self.levels) != self.players - 1 or len(self.scores) != self.players:
            problems.append("levels needs players - 1 entries and scores needs players")
        if not all(_is_name(level) for level in self.levels):
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
        if not _is_name(self.player) or not self.player.isprintable():
            problems.append(f"player must be a name of at most {MAX_NAME} characters")
        if not _is_name(self.preset, empty=True) or not _is_name(self.reason, empty=True):
            problems.append(f"preset and reason must be text of at most {MAX_NAME} characters")
        if problems:
            raise ValueError("; ".join(problems))

    @property
    def level(self) -> str:
        """The opponents' level if they all share one, else ``"mixed"``."""
        return self.levels[0] if len(set(self.levels)) == 1 else MIXED

    @property
    def friends(self) -> tuple[str, ...]:
        """The names of the friends who played over the network, in seat order."""
        return tuple(level.removeprefix(FRIEND_MARK) for level in self.levels
                     if level.startswith(FRIEND_MARK))

    @property
    def company(self) -> str:
        """Whom the game was played with: :data:`WITH_FRIENDS` if any opponent was a friend
        over the network, :data:`WITH_PEOPLE` if one was a person here, else
        :data:`COMPUTERS_ONLY`."""
        if self.friends:
            return WITH_FRIENDS
        return WITH_PEOPLE if PERSON in self.levels else COMPUTERS_ONLY


def friend_level(name: str) -> str:
    """How a record's ``levels`` names a friend who played over the network.

    >>> friend_level("Bob")
    'friend:Bob'
    """
    return f"{FRIEND_MARK}{name}"


@dataclass(frozen=True)
class Summary:
    """Totals over a set of finished games (all zero/None when there are none).

    ``lost`` counts the abandoned games too, and ``abandoned`` says how many
    of them there were. Streaks count consecutive wins; any other result ends
    one. ``current_streak`` is the run of wins ending with the latest game.
    ``unreadable`` is how many recorded games were left out because what the
    file holds for them is not a sound game.
    """

    games: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    abandoned: int = 0
    unreadable: int = 0
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
                raise self._failure("could not be updated", exc, WRITE_FAILED) from exc
            return problem

    def history(self, limit: int = 50) -> list[GameRecord]:
        """Up to ``limit`` finished games, the most recent first.

        Rows that are not sound games are skipped (:meth:`summary` counts them).
        Raises :class:`StorageProblem` if a damaged database had to be moved
        aside (the history then starts afresh) or cannot be read.
        """
        if not _is_int(limit) or limit < 0:
            raise ValueError("limit must be a non-negative integer")
        records: list[GameRecord] = []
        offset = 0
        while len(records) < limit:  # read on past skipped rows
            rows = self._read("SELECT {columns} FROM games ORDER BY id DESC LIMIT ? OFFSET ?",
                              (limit, offset))
            records.extend(r for r in map(_record_from_row, rows) if r is not None)
            if len(rows) < limit:
                break
            offset += limit
        return records[:limit]

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
        conditions, args = [], []
        for column, value in (("level", level), ("preset", preset), ("player", player)):
            if value is not None:
                conditions.append(f"{column} = ?")
                args.append(value)
        where = f"WHERE {' AND '.join(conditions)}" if conditions else ""
        rows = self._read(f"SELECT {{columns}} FROM games {where} ORDER BY id", tuple(args))
        records = [r for r in map(_record_from_row, rows) if r is not None]
        kept = [r for r in records if (company is None or r.company == company)
                and (friend is None or friend in r.friends)]
        return _summarise(kept, unreadable=len(rows) - len(records))

    def players(self) -> list[str]:
        """The names games were recorded under, "You" first, then by name."""
        rows = self._read("SELECT DISTINCT player FROM (SELECT {columns} FROM games)", ())
        names = {row[0] for row in rows if isinstance(row[0], str) and _is_name(row[0])}
        return sorted(names, key=lambda name: (name != YOU, name.casefold()))

    def friends(self) -> list[str]:
        """The friends games were played with over the network, by name."""
        rows = self._read("SELECT DISTINCT levels FROM (SELECT {columns} FROM games)", ())
        names: set[str] = set()
        for (text,) in rows:
            try:
                levels = _json_list(text)
            except ValueError:
                continue
            names.update(level.removeprefix(FRIEND_MARK) for level in levels
                         if isinstance(level, str) and level.startswith(FRIEND_MARK))
        return sorted(names, key=str.casefold)

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
            conn = sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None)
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
                raise newer_problem(
                    self.path, "Your statistics",
                    "this version neither shows nor records games until the newer version is"
                    " used again (or until that file is moved elsewhere, to start new"
                    " statistics with this version)")
            if version == 0:
                self._create_schema(conn)
                return
            if thorough and not _sound(conn):
                raise _Corrupt(DAMAGED, "the file is damaged")
            try:
                conn.execute(f"SELECT {_columns(conn)} FROM games LIMIT 0")
            except sqlite3.OperationalError as exc:
                raise _Corrupt(DAMAGED, "the file is damaged") from exc
            if version < SCHEMA_VERSION:
                self._upgrade(conn)
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
        return StorageProblem(f"Your statistics {doing} ({_words(exc)}).", reason=reason,
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


def _words(exc: Exception) -> str:
    """What went wrong, for the player: a full disk says so."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in _SQLITE_WORDS:
        return _SQLITE_WORDS[code & 0xFF]
    return from_file(exc)


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


def _summarise(records: Sequence[GameRecord], unreadable: int = 0) -> Summary:
    if not records:
        return Summary(unreadable=unreadable)
    won = lost = drawn = abandoned = streak = best_streak = 0
    for record in records:
        if record.result == WON:
            won += 1
            streak += 1
            best_streak = max(best_streak, streak)
            continue
        streak = 0
        if record.result == DRAW:
            drawn += 1
        else:
            lost += 1
            abandoned += record.result == ABANDONED
    games = len(records)
    return Summary(
        games=games,
        won=won,
        lost=lost,
        drawn=drawn,
        abandoned=abandoned,
        unreadable=unreadable,
        win_rate=won / games,
        current_streak=streak,
        best_streak=best_streak,
        best_score=max(record.human_score for record in records),
        average_payoff_left=sum(record.payoff_left for record in records) / games,
    )
