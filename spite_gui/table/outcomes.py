"""How a game ended, in the player's words.

>>> from spite_gui.engine.scoring import payoff_win, turn_limit
>>> outcome_words(payoff_win(1, [4, 0]), ["You", "West"])
'West won: emptied the payoff pile (+9).'
>>> outcome_words(turn_limit(2), ["You", "West"])
'The game is a draw: the turn limit was reached.'

``names`` are the seats' names; the player at this table is :data:`~.words.YOU`,
and a sentence about them is said to them. No Qt.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Outcome, Reason
from .words import YOU, Phrase

CONTEXT = "Outcomes"

TURN_LIMIT = Phrase(CONTEXT, "The game is a draw: the turn limit was reached.")
LEVEL = Phrase(CONTEXT, "The game is a draw: the stock ran out with the payoff piles level.")
#: Who won and why, with the points: said of another player, and to the winner.
_WON = {
    Reason.PAYOFF_EMPTIED: (Phrase(CONTEXT, "{who} won: emptied the payoff pile (+{points})."),
                            Phrase(CONTEXT, "You won: emptied the payoff pile (+{points}).")),
    Reason.STOCK_EXHAUSTED: (
        Phrase(CONTEXT, "{who} won: had the fewest payoff cards when the stock ran out "
                        "(+{points})."),
        Phrase(CONTEXT, "You won: had the fewest payoff cards when the stock ran out "
                        "(+{points}).")),
    Reason.ABANDONED: (Phrase(CONTEXT, "{who} won: the game was abandoned (+{points})."),
                       Phrase(CONTEXT, "You won: the game was abandoned (+{points}).")),
}


def outcome_words(outcome: Outcome, names: Sequence[str]) -> str:
    """One sentence for people: who won, why and the points; or why it is a draw."""
    if outcome.reason == Reason.TURN_LIMIT:
        return TURN_LIMIT()
    winner = outcome.winner
    if winner is None:
        return LEVEL()
    said, to_you = _WON[outcome.reason]
    who, points = names[winner], outcome.scores[winner]
    return to_you(points=points) if who == YOU else said(who=who, points=points)
