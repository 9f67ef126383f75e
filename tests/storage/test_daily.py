"""Today's deal on disk: the first finished game of a day counts, streaks survive a restart
and break on a missed day, and a damaged or newer file is reported and never written over."""

from __future__ import annotations

import json
from datetime import date, datetime, timedelta

import pytest

from spite_gui.storage.daily import (
    Attempt,
    DailyStore,
    DayResult,
    Streaks,
    streaks,
)

TODAY = date(2026, 11, 27)


def result(day: date, outcome: str = "won", level: str = "hard", turns: int = 46) -> DayResult:
    moment = datetime(day.year, day.month, day.day, 21, 4, 10).astimezone()
    return DayResult(day, 1000 + day.day, level, outcome, turns,
                     moment.isoformat(timespec="seconds"))


@pytest.fixture
def store(paths):
    return DailyStore(paths.daily_file)


def test_nothing_played_yet_reads_empty_without_a_file(store):
    record, problem = store.read()
    assert problem is None and record.results == {} and record.attempt is None
    assert record.streaks(TODAY) == Streaks(0, 0)
    assert not store.path.exists()


def test_only_the_first_finished_game_of_a_day_counts(store):
    assert store.record(result(TODAY, "lost", turns=30)) == (True, None)
    assert store.record(result(TODAY, "won", turns=20)) == (False, None)  # practice
    record, _ = store.read()
    assert record.result(TODAY) == result(TODAY, "lost", turns=30)


def test_the_streak_counts_across_restarts(paths):
    for days_ago in (2, 1, 0):
        DailyStore(paths.daily_file).record(result(TODAY - timedelta(days_ago)))
    record, problem = DailyStore(paths.daily_file).read()  # a new store: the game restarted
    assert problem is None
    assert record.streaks(TODAY) == Streaks(current=3, best=3)
    # tomorrow, not played yet: the streak still stands; the day after, it is gone
    assert record.streaks(TODAY + timedelta(1)) == Streaks(3, 3)
    assert record.streaks(TODAY + timedelta(2)) == Streaks(0, 3)


def test_a_missed_day_starts_the_streak_again(store):
    for day in (TODAY - timedelta(5), TODAY - timedelta(4), TODAY - timedelta(3),
                TODAY - timedelta(1), TODAY):
        store.record(result(day, "lost" if day.day % 2 else "won"))
    record, _ = store.read()
    assert record.streaks(TODAY) == Streaks(current=2, best=3)


def test_losses_and_abandoned_games_keep_the_streak():
    assert streaks([TODAY, TODAY - timedelta(1)], TODAY).current == 2


def test_the_attempt_under_way_is_kept_until_its_day_counts(store):
    attempt = Attempt(TODAY, 1234, "expert")
    assert store.start(attempt) is None
    assert DailyStore(store.path).read()[0].attempt == attempt
    store.record(result(TODAY))
    record, _ = store.read()
    assert record.attempt is None
    assert store.start(attempt) is None  # the day is counted: practice, nothing kept
    assert store.read()[0].attempt is None


def test_a_month_holds_its_days_only(store):
    for day in (date(2026, 10, 31), date(2026, 11, 1), date(2026, 11, 30), date(2026, 12, 1)):
        store.record(result(day))
    record, _ = store.read()
    assert sorted(record.month(2026, 11)) == [1, 30]
    assert record.month(2026, 2) == {}


def test_the_file_is_the_documented_json(store):
    store.record(result(TODAY))
    document = json.loads(store.path.read_text(encoding="utf-8"))
    assert document["format"] == "spite-and-malice/daily" and document["version"] == 1
    assert document["days"]["2026-11-27"]["result"] == "won"


def test_a_damaged_file_is_reported_moved_aside_and_its_backup_used(store):
    store.record(result(TODAY - timedelta(1)))
    store.record(result(TODAY))  # the first write is now the backup
    store.path.write_text('{"format": "spite-and-malice/daily", "version": 1, "days": {"x"',
                          encoding="utf-8")
    record, problem = store.read()
    assert problem is not None and problem.moved_to is not None
    assert "damaged" in problem.message and "previous copy" in problem.message
    assert list(record.results) == [TODAY - timedelta(1)]
    assert problem.moved_to.read_text(encoding="utf-8").endswith('"x"')


def test_a_file_with_a_bad_day_is_damaged_not_half_read(store):
    store.path.parent.mkdir(parents=True)
    store.path.write_text(json.dumps({"format": "spite-and-malice/daily", "version": 1,
                                      "days": {"2026-11-27": {"deal": -1}}}), encoding="utf-8")
    counted, problem = store.record(result(TODAY))
    assert problem is not None and problem.moved_to is not None
    assert counted
    record, problem = store.read()
    assert problem is None and list(record.results) == [TODAY]


def test_a_newer_file_is_reported_and_never_written_over(store):
    store.path.parent.mkdir(parents=True)
    newer = json.dumps({"format": "spite-and-malice/daily", "version": 9, "days": "?"})
    store.path.write_text(newer, encoding="utf-8")
    record, problem = store.read()
    assert problem is not None and problem.reason == "newer" and record.results == {}
    counted, problem = store.record(result(TODAY))
    assert not counted and problem is not None and "newer version" in problem.message
    assert store.start(Attempt(TODAY, 1, "easy")) is not None
    assert store.path.read_text(encoding="utf-8") == newer


def test_a_write_the_disk_refuses_is_reported_and_does_not_count(store):
    store.path.mkdir(parents=True)  # a folder where the file goes: unreadable, unwritable
    counted, problem = store.record(result(TODAY))
    assert not counted and problem is not None


@pytest.mark.parametrize("field, bad", [("deal", -1), ("level", ""), ("result", "maybe"),
                                        ("turns", True), ("finished_at", "yesterday")])
def test_a_result_out_of_range_is_refused(field, bad):
    values = {"day": TODAY, "deal": 1, "level": "easy", "result": "won", "turns": 3,
              "finished_at": "2026-11-27T21:00:00+01:00", field: bad}
    with pytest.raises(ValueError):
        DayResult(**values)
