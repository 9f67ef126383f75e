"""Finished games to record in tests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from spite_gui.storage.stats import GameRecord


def game(result="won", *, score=10, payoff=0, level="medium", preset="Classic", n=1, players=2):
    return GameRecord(
        finished_at=(datetime(2026, 11, 1, 20, tzinfo=UTC) + timedelta(hours=n)).isoformat(),
        preset=preset,
        players=players,
        levels=[level] * (players - 1),
        deal=1000 + n,
        result=result,
        human_score=score,
        scores=[score] + [0] * (players - 1),
        turns=30 + n,
        payoff_left=payoff,
        reason="stock emptied" if result == "won" else "opponent emptied stock",
    )
