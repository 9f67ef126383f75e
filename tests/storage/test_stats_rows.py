"""Whatever a statistics database holds, reading never fails: bad rows are skipped and counted."""

from __future__ import annotations

import sqlite3
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import settings as run_with
from hypothesis import strategies as st

from spite_gui.engine.deal import MAX_DEAL_NUMBER
from spite_gui.storage.stats import (
    SCHEMA_VERSION,
    GameRecord,
    StatsStore,
    Summary,
    _record_from_row,
)

from .records import COLUMNS, game, insert, row

# The first schema, as databases made before version 2 hold it.
VERSION_1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    finished_at TEXT NOT NULL,
    preset TEXT NOT NULL,
    players INTEGER NOT NULL CHECK (players BETWEEN 2 AND 4),
    levels TEXT NOT NULL,
    level TEXT NOT NULL,
    deal INTEGER NOT NULL,
    result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'draw')),
    human_score INTEGER NOT NULL,
    scores TEXT NOT NULL,
    turns INTEGER NOT NULL,
    payoff_left INTEGER NOT NULL,
    reason TEXT NOT NULL
);
CREATE INDEX games_by_level_and_preset ON games (level, preset);
PRAGMA user_version = 1;
"""

DEEP = "[" * 50_000 + "]" * 50_000

BAD_VALUES = {
    "text for a score": ("human_score", "lots"),
    "a blob for a count": ("turns", b"\x00\x01"),
    "a float for a deal": ("deal", 12.5),
    "deeply nested levels": ("levels", DEEP),
    "deeply nested scores": ("scores", '[1, ' + "[" * 5000 + "]" * 5000 + "]"),
    "scores not JSON": ("scores", "[1, 2"),
    "scores of text": ("scores", '["a", "b"]'),
    "a blob for the rules": ("preset", b"Classic"),
    "a huge rules name": ("preset", "Classic" * 200_000),
    "an unknown result": ("result", "victory"),
    "a level that is not the levels'": ("level", "expert"),
    "a date that is not one": ("finished_at", "yesterday"),
}


def version_1_database(path: Path, records) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript(VERSION_1)
    conn.close()
    for record in records:
        insert(path, row(record))


@pytest.fixture
def store(paths):
    return StatsStore(paths.stats_db)


@pytest.mark.parametrize("column, value", BAD_VALUES.values(), ids=BAD_VALUES.keys())
def test_a_bad_row_is_skipped_and_counted_never_fatal(store, paths, column, value):
    store.record_game(game("won", n=1, score=30))
    insert(paths.stats_db, {**row(game("lost", n=2)), column: value})
    store.record_game(game("won", n=3, score=20))

    assert store.prepare() is None  # the thorough check at start-up: no damage, nothing moved
    summary = store.summary()

    assert (summary.games, summary.won, summary.lost, summary.unreadable) == (2, 2, 0, 1)
    assert summary.best_score == 30 and summary.current_streak == 2
    assert store.history() == [game("won", n=3, score=20), game("won", n=1, score=30)]
    assert store.history(limit=1) == [game("won", n=3, score=20)]
    store.reset()
    assert store.summary() == Summary()


def test_the_history_reads_past_bad_rows_to_fill_its_limit(store, paths):
    store.record_game(game(n=1))
    for n in range(2, 6):
        insert(paths.stats_db, {**row(game(n=n)), "turns": "many"})
    assert store.history(limit=2) == [game(n=1)]


def test_the_schema_refuses_values_of_the_wrong_type(store, paths):
    store.record_game(game(n=1))
    conn = sqlite3.connect(paths.stats_db)
    for column, value in (("human_score", "lots"), ("turns", b"\x00"), ("deal", 1.5),
                          ("preset", b"Classic"), ("result", "victory")):
        with pytest.raises(sqlite3.IntegrityError):
            conn.execute(f"INSERT INTO games ({', '.join(COLUMNS)}) VALUES"
                         f" ({', '.join('?' for _ in COLUMNS)})",
                         tuple({**row(game(n=2)), column: value}.values()))
    conn.close()
    assert store.summary().games == 1


def test_a_version_1_database_is_upgraded_keeping_every_row(store, paths):
    records = [game("won", n=1), game("draw", n=2), game("lost", n=3)]
    version_1_database(paths.stats_db, records)
    insert(paths.stats_db, {**row(game(n=4)), "human_score": "lots"})  # v1 never checked types

    assert store.prepare() is None

    conn = sqlite3.connect(paths.stats_db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    assert conn.execute("SELECT count(*) FROM games").fetchone()[0] == 4
    conn.close()
    assert store.history() == records[::-1]
    assert store.summary().unreadable == 1
    assert store.record_game(game("abandoned", n=5)) is None
    assert store.summary(level="medium").abandoned == 1


def test_a_version_2_database_is_upgraded_and_its_games_are_yours(store, paths):
    records = [game("won", n=1), game("abandoned", n=2)]
    version_1_database(paths.stats_db, records[:1])
    assert StatsStore(paths.stats_db).record_game(records[1]) is None  # now version 3 …
    conn = sqlite3.connect(paths.stats_db, isolation_level=None)  # … made version 2 again
    conn.executescript("ALTER TABLE games DROP COLUMN player; PRAGMA user_version = 2;")
    conn.close()
    assert store.prepare() is None
    conn = sqlite3.connect(paths.stats_db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 3
    conn.close()
    assert store.history() == records[::-1] and {r.player for r in records} == {"You"}
    assert store.players() == ["You"]


def test_each_person_has_a_record_and_games_with_people_count_apart(store):
    with_ben = GameRecord(**{**game("won", n=3).__dict__, "levels": ("person",),
                             "player": "Anna"})
    ben = GameRecord(**{**with_ben.__dict__, "result": "lost", "player": "Ben"})
    for record in (game("won", n=1), game("lost", n=2), with_ben, ben):
        assert store.record_game(record) is None
    assert store.players() == ["You", "Anna", "Ben"]
    assert (store.summary(player="You").won, store.summary(player="You").lost) == (1, 1)
    assert store.summary(player="Anna").won == 1 and store.summary(player="Ben").lost == 1
    assert store.summary(company="people").games == 2
    assert store.summary(player="You", company="people").games == 0
    assert store.summary(company="computers").games == 2


def test_a_version_1_database_that_cannot_be_upgraded_now_is_still_read(paths):
    version_1_database(paths.stats_db, [game("won", n=1)])
    writer = sqlite3.connect(paths.stats_db, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")  # another program is about to write: no upgrade now
    try:
        assert StatsStore(paths.stats_db, timeout=0.05).summary().won == 1
    finally:
        writer.execute("ROLLBACK")
        writer.close()
    conn = sqlite3.connect(paths.stats_db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    conn.close()
    assert StatsStore(paths.stats_db).summary().won == 1  # and upgraded the next time


sqlite_values = (st.integers(-(2**63), 2**63 - 1) | st.floats(allow_nan=False)
                 | st.text(max_size=20) | st.binary(max_size=20)
                 | st.sampled_from(["won", "lost", "abandoned", "[]", "[1, 2]", '["medium"]',
                                    DEEP, "2026-11-01T21:00:00+00:00"]))


@run_with(max_examples=40, deadline=None)
@given(st.lists(st.dictionaries(st.sampled_from(COLUMNS), sqlite_values, max_size=4),
                min_size=1, max_size=4))
def test_any_values_in_any_columns_never_break_reading(changes):
    with tempfile.TemporaryDirectory() as home:
        path = Path(home, "stats.sqlite3")
        store = StatsStore(path)
        store.record_game(game(n=0))
        for n, change in enumerate(changes, start=1):
            insert(path, {**row(game(n=n)), **change})
        assert store.prepare() is None
        summary = store.summary()
        history = store.history()
        assert summary.games + summary.unreadable == len(changes) + 1
        assert len(history) == summary.games
        assert summary.games >= 1 and game(n=0) in history


# Values near the edge of what the game writes, where the database's check of a row and
# GameRecord's could part ways.
EDGE_VALUES = {
    "finished_at": ["2026-02-30T10:00:00+00:00", "2026-11-01T24:00:00+00:00",
                    "2026-11-01T21:00:00+24:00", "2026-11-01T21:00:00+23:59",
                    "0000-01-01T00:00:00", "2026-11-01 21:00:00", "2026-11-01T21:00:00Z",
                    "2026-11-01T21:00:60", "2026-11-01T21:60:00", "2024-02-29T12:00:00-05:00",
                    "2026-11-01T21:00:00.5+00:00", "2026-11-01T21:00:00+0000", "2026-11-01"],
    "levels": ['["medium", 1]', '["", "x"]', '["' + "x" * 101 + '"]', '["' + "x" * 100 + '"]',
               '["easy"]', '["hard", "hard"]', '["hard", "easy"]', '[["hard"]]', '{"a": 1}',
               '["friend:Bob"]', '["person", "friend:\\u00e9"]', '["\\u0000"]'],
    "level": ["easy", "hard", "mixed", "friend:Bob", "person", ""],
    "scores": ['[1, true]', '[99999999999999999999, 0]', '[1.0, 2]', '[-0, 1]', '[1, 2, 3]',
               '[1e3, 1]', '[3, 4]'],
    "players": [2, 3, 4, 5, 1, True, 2.0],
    "deal": [0, MAX_DEAL_NUMBER, MAX_DEAL_NUMBER + 1, -1],
    "human_score": [0, -5, 2**63 - 1, -(2**63)],
    "turns": [0, -1, 2**63 - 1],
    "payoff_left": [0, -1],
    "preset": ["", "x" * 100, "x" * 101],
    "reason": ["", "x" * 100, "x" * 101],
    "player": ["You", "", "x" * 100, "x" * 101, "Anna\u202eLee", "\x07"],
    "result": ["won", "draw", "abandoned", "Won", b"won"],
}


#: A row's values changed to edge values, each column to one of its own.
edge_changes = st.lists(st.sampled_from(sorted(EDGE_VALUES)).flatmap(
    lambda column: st.tuples(st.just(column), st.sampled_from(EDGE_VALUES[column]))),
    max_size=4).map(dict)


@run_with(max_examples=200, deadline=None)
@given(st.lists(edge_changes, min_size=1, max_size=3))
def test_the_database_and_a_game_record_agree_on_every_row(changes):
    """A row is counted exactly when it makes a GameRecord: totals and the list of games
    never part ways, however close to the edge a value is."""
    with tempfile.TemporaryDirectory() as home:
        path = Path(home, "stats.sqlite3")
        store = StatsStore(path)
        store.record_game(game(n=0))
        for n, change in enumerate(changes, start=1):
            insert(path, {**row(game(n=n)), "player": "You", **change})
        conn = sqlite3.connect(path)
        rows = conn.execute(f"SELECT {', '.join(COLUMNS)}, player FROM games").fetchall()
        conn.close()
        readable = sum(_record_from_row(values) is not None for values in rows)
        summary = store.summary()
        assert (summary.games, summary.unreadable) == (readable, len(rows) - readable)
        assert len(store.history(limit=10)) == readable


def test_games_read_a_few_at_a_time_count_as_games_read_at_once(store, paths):
    """The game reads the statistics ahead a few games at a time (at start-up): the totals
    come out the same, a game recorded meanwhile is counted, and a reset meanwhile (by
    another copy of the game) is noticed."""
    for n in range(1, 8):
        store.record_game(game("won" if n % 2 else "lost", n=n, score=n))
    insert(paths.stats_db, {**row(game(n=8)), "turns": "many"})
    steps = 0
    while not store.read_ahead(3):
        steps += 1
        if steps == 1:
            store.record_game(game("draw", n=9))
    assert steps >= 2
    assert store.summary() == StatsStore(paths.stats_db).summary()
    assert (store.summary().games, store.summary().unreadable) == (8, 1)
    assert store.read_ahead(3)  # nothing more to read
    other = StatsStore(paths.stats_db)
    other.reset()
    other.record_game(game("won", n=20))
    store.read_ahead(1)  # a step of reading, then the rest as the dialog opens
    assert store.summary() == other.summary() and store.summary().games == 1
