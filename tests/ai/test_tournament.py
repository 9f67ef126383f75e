"""The tournament's statistics add up."""

from __future__ import annotations

import json

import pytest

from spite_gui import tournament
from spite_gui.tournament import percentile, seating, summarize, wilson


def test_wilson_interval_on_known_numbers():
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = wilson(90, 100)
    assert low == pytest.approx(0.8256, abs=1e-4) and high == pytest.approx(0.9448, abs=1e-4)


def test_percentile_by_nearest_rank():
    values = list(range(1, 101))
    assert percentile(values, 50) == 50 and percentile(values, 99) == 99
    assert percentile([], 95) == 0.0


def test_seats_rotate_so_every_level_sits_everywhere():
    assert [seating(["a", "b"], 2, r) for r in range(2)] == [["a", "b"], ["b", "a"]]
    assert [seating(["a", "b"], 3, r) for r in range(3)] == [
        ["a", "b", "a"], ["b", "a", "a"], ["a", "a", "b"]]


def test_a_tiny_run_adds_up():
    records = tournament.run(["easy", "medium"], players=2, deals=3, jobs=1)
    assert len(records) == 6
    assert [(r.deal, r.rotation) for r in records] == [(d, r) for d in (1, 2, 3) for r in (0, 1)]
    summary = summarize(records)
    rows = summary["levels"]
    assert set(rows) == {"easy", "medium"}
    for row in rows.values():
        assert row["games"] == 6
        assert row["wins"] + row["draws"] + row["losses"] == 6
        assert row["win_rate"] == pytest.approx((row["wins"] + row["draws"] / 2) / 6)
        assert row["wilson_low"] <= row["win_rate"] <= row["wilson_high"]
        assert row["illegal_moves"] == 0
    assert rows["easy"]["wins"] + rows["medium"]["wins"] + rows["easy"]["draws"] == 6
    assert rows["easy"]["wins"] == rows["medium"]["losses"]
    assert sum(len(t) for r in records for t in r.turn_times) == sum(r.turns for r in records)


def test_illegal_moves_are_recorded_and_replaced(monkeypatch):
    from spite_gui.ai.easy import EasyPlayer
    from spite_gui.engine import Move

    monkeypatch.setattr(EasyPlayer, "choose", lambda self, view: Move("hand", 5, "side", 0))
    records = tournament.run(["easy", "medium"], deals=1, jobs=1)
    summary = summarize(records)
    easy = summary["levels"]["easy"]
    assert easy["illegal_moves"] == easy["moves_timed"] > 0  # every one of its moves
    assert summary["levels"]["medium"]["illegal_moves"] == 0
    # each illegal move was replaced by a legal one and the games went on
    assert all(r.turns > 2 for r in records)


def test_command_line_prints_json(capsys):
    assert tournament.main(["--levels", "easy", "medium", "--deals", "1", "--jobs", "1",
                            "--quiet", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and data["levels"]["easy"]["games"] == 2


def test_two_worker_processes_give_the_same_games_as_one():
    """The run is split over processes, but the games (and so the table) do not change."""
    alone = tournament.run(["medium", "easy", "medium"], players=3, deals=2, first=40, jobs=1)
    split = tournament.run(["medium", "easy", "medium"], players=3, deals=2, first=40, jobs=2)
    assert len(alone) == len(split) == 6  # two deals, each once per seat rotation
    assert [(r.deal, r.rotation, r.seats, r.winner, r.scores, r.turns) for r in alone] == [
        (r.deal, r.rotation, r.seats, r.winner, r.scores, r.turns) for r in split]
    rows = summarize(split)["levels"]
    assert {label: row["games"] for label, row in rows.items()} == {
        "easy": 6, "medium": 12}


def test_each_decision_is_timed_and_the_turns_add_up():
    records = tournament.run(["medium", "easy"], players=2, deals=2, jobs=1)
    summary = summarize(records)
    for seat_label in ("medium", "easy"):
        row = summary["levels"][seat_label]
        assert row["moves_timed"] >= row["turns_timed"] > 0  # a turn is one move or more
        assert 0 <= row["move_ms_median"] <= row["move_ms_p99"]
    for record in records:
        for turns, moves in zip(record.turn_times, record.move_times, strict=True):
            assert sum(moves) == pytest.approx(sum(turns))


def test_progress_bar_counts_every_game(capsys):
    tournament.run(["easy", "medium"], players=2, deals=2, jobs=1, progress=True)
    err = capsys.readouterr().err
    assert "4/4 games" in err



def test_table_has_a_heading_over_every_column(capsys):
    assert tournament.main(["--levels", "easy", "medium", "--deals", "1", "--jobs", "1",
                            "--quiet"]) == 0
    head, rule, *rows = capsys.readouterr().out.splitlines()
    assert set(rule) == {"-"}
    # the figures are right-aligned under their headings: a row ends where the heading does
    for row in rows[:2]:
        assert row.split()[0] in ("easy", "medium")
        assert len(row) == len(head)
    assert "mv med" in head and "mv p99" in head
