"""Built records and levels for the rating tests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from spite_gui.rating import Skill
from spite_gui.storage.stats import YOU, GameRecord

#: Levels' ratings for the tests (not the shipped measurement, which a new run changes).
LEVELS = {"easy": Skill(16.0, 0.5), "medium": Skill(25.0, 0.5), "hard": Skill(32.0, 0.5),
          "expert": Skill(33.5, 0.6)}
START = datetime(2026, 11, 1, 20, 0, tzinfo=UTC)


def record(result: str, *opponents: str, player: str = YOU, minute: int = 0,
           deal: int = 7, scores: tuple[int, ...] | None = None) -> GameRecord:
    """A finished game ``minute`` minutes after the first, seen from ``player``'s seat
    (seat 0 unless ``scores`` says otherwise)."""
    players = len(opponents) + 1
    if scores is None:
        scores = tuple([9 if result == "won" else 0] + [0] * (players - 1))
        if result == "lost":
            scores = (0, 9, *([0] * (players - 2)))
    return GameRecord(
        finished_at=(START + timedelta(minutes=minute)).isoformat(timespec="seconds"),
        preset="Classic", players=players, levels=opponents, deal=deal, result=result,
        human_score=max(scores) if result == "won" else 0, scores=scores, turns=40,
        payoff_left=0 if result == "won" else 4, reason="payoff_emptied", player=player)
