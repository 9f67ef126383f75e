"""A review as text or as a JSON-ready document, for the command line (no Qt, no files).

>>> from spite_gui.engine import Game, Rules
>>> from spite_gui.review import review_game
>>> game = Game.new(Rules.preset("Classic"), players=2, seed=7)
>>> review = review_game(game, 0, samples=4)
>>> as_document(review)["turns"], as_text(review).splitlines()[0]
([], 'Review of seat 1: 0 turns, accuracy 100.0')
"""

from __future__ import annotations

from typing import Any

from ..table.review_words import grade_name, percent
from .analysis import Review, TurnReview


def _moves(moves: tuple[Any, ...]) -> list[str]:
    return [str(move) for move in moves]


def turn_document(turn: TurnReview) -> dict[str, Any]:
    """One reviewed turn as JSON-ready values (moves in their text form)."""
    return {
        "turn": turn.turn,
        "seat": turn.seat,
        "played": _moves(turn.played),
        "best": _moves(turn.best),
        "before": turn.before,
        "after": turn.after,
        "after_best": turn.after_best,
        "loss": turn.loss,
        "grade": turn.grade.value,
        "words": turn.words,
        "decisions": [{"shown": d.shown, "played": _moves(d.played), "best": _moves(d.best),
                       "before": d.before, "after": d.after, "after_best": d.after_best,
                       "loss": d.loss} for d in turn.decisions],
    }


def as_document(review: Review) -> dict[str, Any]:
    """The whole review as JSON-ready values (seats count from 0, as in the engine)."""
    return {
        "seat": review.seat,
        "samples": review.samples,
        "accuracy": review.accuracy,
        "turns": [turn_document(t) for t in review.turns],
        "chances": [[turn, chance] for turn, chance in review.chances],
        "costliest": [t.turn for t in review.costliest],
        "summary": review.summary,
    }


def turn_text(turn: TurnReview) -> str:
    """One turn's lines: the turn, its grade and chances, then the words."""
    return (f"Turn {turn.turn}: {grade_name(turn.grade.value)}, chance "
            f"{percent(turn.before)} -> {percent(turn.after)} "
            f"(Expert's turn: {percent(turn.after_best)}), loss {turn.loss * 100:.1f} points\n"
            f"  played: {' '.join(_moves(turn.played)) or '-'}; "
            f"Expert's: {' '.join(_moves(turn.best)) or '-'}\n"
            f"  {turn.words}")


def as_text(review: Review) -> str:
    """The review as text: a heading, each turn, the accuracy and the summary."""
    head = (f"Review of seat {review.seat + 1}: {len(review.turns)} turns, "
            f"accuracy {review.accuracy:.1f}")
    parts = [head, ""]
    parts.extend(turn_text(t) for t in review.turns)
    parts += ["", "Chance to win at the start of each turn: " + ", ".join(
        f"{turn}: {percent(chance)}" for turn, chance in review.chances), "",
        "Costliest turns:", review.summary]
    return "\n".join(parts)
