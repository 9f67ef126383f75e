"""Statistics and history of finished games."""

from __future__ import annotations

import re
import sqlite3

import pytest

from spite_gui.storage import files
from spite_gui.storage.files import StorageProblem
from spite_gui.storage.stats import GameRecord, StatsStore, Summary

from .records import game

ASIDE = re.compile(r"stats\.corrupt-\d{8}-\d{6}(-\d+)?\.sqlite3")


@pytest.fixture
def store(paths):
    return StatsStore(paths.stats_db)


def test_fresh_install_has_empty_stats_and_creates_nothing(store, paths):
    assert store.prepare() is None
    assert store.history() == []
    assert store.summary() == Summary()
    assert not paths.data_dir.exists()


def test_recorded_games_come_back_newest_first(store):
    first = game("won", n=1)
    second = game("lost", n=2, players=3, level="hard")
    assert store.record_game(first) is None
    assert store.record_game(second) is None
    assert store.history() == [second, first]
    assert store.history(limit=1) == [second]
    assert store.history(limit=0) == []


def test_a_recorded_game_survives_a_new_store_instance(store, paths):
    store.record_game(game())
    assert StatsStore(paths.stats_db).history() == [game()]


def test_summary_on_a_known_history(store):
    # W W L W W W D W  -> best streak 3, current streak 1
    results = ["won", "won", "lost", "won", "won", "won", "draw", "won"]
    for n, result in enumerate(results, start=1):
        store.record_game(game(result, n=n, score=n * 5, payoff=n % 3))
    s = store.summary()
    assert (s.games, s.won, s.lost, s.drawn) == (8, 6, 1, 1)
    assert s.win_rate == pytest.approx(6 / 8)
    assert s.best_streak == 3
    assert s.current_streak == 1
    assert s.best_score == 40
    assert s.average_payoff_left == pytest.approx(sum(n % 3 for n in range(1, 9)) / 8)


def test_an_abandoned_game_counts_as_a_loss_and_says_so(store):
    for n, result in enumerate(["won", "won", "abandoned", "won", "lost", "abandoned"], start=1):
        store.record_game(game(result, n=n, score=n))
    s = store.summary()
    assert (s.games, s.won, s.lost, s.abandoned, s.drawn) == (6, 3, 3, 2, 0)
    assert s.win_rate == pytest.approx(0.5)
    assert (s.best_streak, s.current_streak) == (2, 0)
    assert store.history(limit=1)[0].result == "abandoned"
    assert store.summary(level="medium", preset="Classic").abandoned == 2


def test_current_streak_is_zero_after_a_loss(store):
    for n, result in enumerate(["won", "won", "lost"], start=1):
        store.record_game(game(result, n=n))
    s = store.summary()
    assert (s.current_streak, s.best_streak) == (0, 2)


def test_summary_filters_by_level_and_preset(store):
    store.record_game(game("won", level="easy", n=1))
    store.record_game(game("lost", level="expert", n=2))
    store.record_game(game("won", level="expert", preset="Quick", n=3))
    mixed = GameRecord(**{**game(n=4, players=3).__dict__, "levels": ("easy", "hard")})
    store.record_game(mixed)
    assert store.summary().games == 4
    assert store.summary(level="expert").games == 2
    assert store.summary(level="expert").won == 1
    assert store.summary(level="easy").games == 1  # the mixed game is not "easy"
    assert store.summary(preset="Quick").games == 1
    assert store.summary(level="expert", preset="Classic").lost == 1
    assert store.summary(level="hard") == Summary()


def test_reset_forgets_everything(store):
    for n in range(1, 4):
        store.record_game(game(n=n))
    store.reset()
    assert store.history() == []
    assert store.summary() == Summary()
    store.record_game(game("lost"))
    assert store.summary().lost == 1


def test_reset_on_a_fresh_install_is_harmless(store, paths):
    store.reset()
    assert not paths.stats_db.exists()


@pytest.mark.parametrize(
    "change",
    [
        {"result": "victory"},
        {"players": 5},
        {"levels": ["easy", "easy"]},
        {"scores": [1]},
        {"finished_at": "yesterday"},
        {"turns": -1},
        {"deal": True},
    ],
)
def test_impossible_records_are_refused(change):
    with pytest.raises(ValueError):
        GameRecord(**{**game().__dict__, **change})


def test_a_failed_write_records_nothing(store, monkeypatch):
    store.record_game(game(n=1))
    real_connect = sqlite3.connect

    def connect(*args, **kwargs):
        conn = real_connect(*args, **kwargs)
        conn.execute(
            "CREATE TEMP TRIGGER boom BEFORE INSERT ON games BEGIN "
            "SELECT RAISE(ABORT, 'disk full'); END"
        )
        return conn

    monkeypatch.setattr(sqlite3, "connect", connect)
    with pytest.raises(StorageProblem) as caught:
        store.record_game(game(n=2))
    monkeypatch.undo()
    assert caught.value.reason == files.WRITE_FAILED
    assert "could not be updated" in caught.value.message
    assert store.history() == [game(n=1)]


# ----------------------------------------------------------------- damaged databases


def damage_header(path):
    data = bytearray(path.read_bytes())
    data[:16] = b"definitely not!!"
    path.write_bytes(bytes(data))


def test_file_that_is_not_a_database_is_moved_aside(store, paths):
    paths.data_dir.mkdir(parents=True)
    paths.stats_db.write_bytes(b"this is a text file, not a database\n" * 100)
    other = paths.data_dir / "autosave.json"
    other.write_text("{}", encoding="utf-8")

    problem = store.prepare()

    assert problem is not None and problem.reason == files.DAMAGED
    assert ASIDE.fullmatch(problem.moved_to.name)
    assert problem.moved_to.read_bytes().startswith(b"this is a text file")
    assert "Your statistics could not be read (the file is damaged)" in problem.message
    assert "fresh record" in problem.message
    assert other.read_text(encoding="utf-8") == "{}"
    # A fresh database is in place and works.
    assert store.summary() == Summary()
    assert store.record_game(game()) is None
    assert store.history() == [game()]


def test_damaged_database_found_when_recording_still_records_the_game(store, paths):
    for n in range(1, 4):
        store.record_game(game(n=n))
    damage_header(paths.stats_db)

    problem = store.record_game(game("lost", n=9))

    assert problem is not None and ASIDE.fullmatch(problem.moved_to.name)
    assert store.history() == [game("lost", n=9)]


def test_damaged_database_found_when_reading_is_reported(store, paths):
    store.record_game(game())
    damage_header(paths.stats_db)
    with pytest.raises(StorageProblem) as caught:
        store.summary()
    assert caught.value.moved_to is not None
    assert store.summary() == Summary()  # the fresh one


def test_corrupt_pages_are_caught_by_the_startup_check(store, paths):
    for n in range(1, 200):
        store.record_game(game(n=n, score=n))
    data = bytearray(paths.stats_db.read_bytes())
    page = 4096
    data[page + 8 : 2 * page] = b"\xa5" * (page - 8)  # scribble over the second page
    paths.stats_db.write_bytes(bytes(data))

    problem = store.prepare()

    assert problem is not None and problem.moved_to is not None
    assert store.history() == []


def test_someone_elses_database_is_moved_aside(store, paths):
    paths.data_dir.mkdir(parents=True)
    with sqlite3.connect(paths.stats_db) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.close()
    problem = store.prepare()
    assert problem.reason == files.WRONG_KIND
    assert problem.moved_to.exists()


def test_database_from_a_newer_game_is_left_exactly_as_it_is(store, paths):
    store.record_game(game())
    conn = sqlite3.connect(paths.stats_db)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = paths.stats_db.read_bytes()
    for use in (store.prepare, store.summary, store.history, store.reset,
                lambda: store.record_game(game(n=2))):
        with pytest.raises(StorageProblem) as caught:
            use()
        assert caught.value.reason == files.NEWER and caught.value.moved_to is None
        assert "newer version of the game" in caught.value.message
        assert "damaged" not in caught.value.message
        assert "start new statistics" in caught.value.message
    assert paths.stats_db.read_bytes() == before
    assert [p.name for p in paths.data_dir.iterdir()] == ["stats.sqlite3"]


def test_empty_file_becomes_a_fresh_database(store, paths):
    paths.data_dir.mkdir(parents=True)
    paths.stats_db.write_bytes(b"")
    assert store.prepare() is None
    assert store.record_game(game()) is None
    assert store.history() == [game()]


def test_locked_database_is_reported_without_moving_it(store, paths, monkeypatch):
    store.record_game(game())
    real_connect = sqlite3.connect
    blocker = real_connect(paths.stats_db, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")  # another copy of the game, mid-write
    monkeypatch.setattr(
        sqlite3, "connect", lambda *a, **k: real_connect(*a, **{**k, "timeout": 0.05})
    )
    try:
        with pytest.raises(StorageProblem) as caught:
            store.record_game(game(n=2))
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    monkeypatch.undo()
    assert caught.value.moved_to is None
    assert "locked" in caught.value.message
    assert store.history() == [game()]
