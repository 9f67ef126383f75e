"""How a game ends and what it scores.

>>> outcome = payoff_win(1, [4, 0])
>>> outcome.reason, outcome.scores
(<Reason.PAYOFF_EMPTIED: 'payoff_emptied'>, (0, 9))
>>> outcome.reason == "payoff_emptied"
True

A :class:`Reason` is a string, so saves and statistics hold the same text as
before it had a type. Matches played to a target score are in :mod:`.match`; the
words for an outcome are the wording layer's (:mod:`spite_gui.table.outcomes`).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import NamedTuple


class Reason(StrEnum):
    """Why a game ended; each value is the text saves and statistics hold."""

    PAYOFF_EMPTIED = "payoff_emptied"
    STOCK_EXHAUSTED = "stock_exhausted"
    TURN_LIMIT = "turn_limit"
    ABANDONED = "abandoned"  # given up before its end (see forfeit): never a saved game's end


PAYOFF_EMPTIED = Reason.PAYOFF_EMPTIED
STOCK_EXHAUSTED = Reason.STOCK_EXHAUSTED
TURN_LIMIT = Reason.TURN_LIMIT
ABANDONED = Reason.ABANDONED
REASONS = tuple(Reason)
WIN_BONUS = 5


class Outcome(NamedTuple):
    """The end of a game: ``winner`` (a seat, or None for a draw), why, and each seat's score."""

    winner: int | None
    reason: Reason
    scores: tuple[int, ...]

    @property
    def is_draw(self) -> bool:
        return self.winner is None


def payoff_win(winner: int, payoff_counts: Sequence[int]) -> Outcome:
    """Someone emptied their payoff pile: 5 points plus every card left in the others' piles."""
    scores = [0] * len(payoff_counts)
    scores[winner] = WIN_BONUS + sum(payoff_counts)
    return Outcome(winner, PAYOFF_EMPTIED, tuple(scores))


def stock_out(payoff_counts: Sequence[int]) -> Outcome:
    """The stock ran out: the fewest payoff cards wins the difference to each other player."""
    fewest = min(payoff_counts)
    leaders = [i for i, n in enumerate(payoff_counts) if n == fewest]
    scores = [0] * len(payoff_counts)
    if len(leaders) > 1:
        return Outcome(None, STOCK_EXHAUSTED, tuple(scores))
    winner = leaders[0]
    scores[winner] = sum(n - fewest for n in payoff_counts)
    return Outcome(winner, STOCK_EXHAUSTED, tuple(scores))


def forfeit(quitter: int, payoff_counts: Sequence[int]) -> Outcome:
    """``quitter`` gives the game up: the opponent with the fewest payoff cards (on a tie the
    first of them clockwise from the quitter) wins as if it had emptied its pile now,
    scoring 5 points plus every card left in the other payoff piles.

    >>> forfeit(0, [12, 15, 9])
    Outcome(winner=2, reason=<Reason.ABANDONED: 'abandoned'>, scores=(0, 0, 32))
    """
    players = len(payoff_counts)
    opponents = [(quitter + step) % players for step in range(1, players)]
    winner = min(opponents, key=lambda seat: payoff_counts[seat])
    scores = [0] * players
    scores[winner] = WIN_BONUS + sum(payoff_counts) - payoff_counts[winner]
    return Outcome(winner, ABANDONED, tuple(scores))


def turn_limit(players: int) -> Outcome:
    """The turn limit ended the game: a draw with no score."""
    return Outcome(None, TURN_LIMIT, (0,) * players)
