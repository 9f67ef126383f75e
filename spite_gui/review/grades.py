"""How a turn is graded and how a game's accuracy is counted, from the chance it lost.

A turn's *loss* is how much lower the seat's chance to win is after the turn as played
than after Expert's turn from the same view, in chance (0 to 1). The grades, by loss:

=============  ======================================================================
best           the same moves as Expert, or a loss of at most 0.5 points of chance
               (:data:`BEST_LOSS`): smaller than the judge can tell apart from nothing
good           less than 3 points: a different way to much the same place
inaccuracy     less than 8 points: about one payoff card's worth of tempo given away
mistake        less than 20 points
blunder        20 points or more: a turn that changes who is likely to win
=============  ======================================================================

A game's accuracy is the mean over the reviewed turns of the turn's accuracy,
``103.1668 * exp(-4.354 * loss) - 3.1669`` held between 0 and 100 (the loss in chance
0 to 1; the curve the chess site lichess publishes for its accuracy, with the loss in
points of winning chance): 100 for a turn as good as Expert's, about 80 at a loss of 5
points, 40 at 20, 0 beyond about 81.

>>> grade(0.0), grade(0.02), grade(0.05), grade(0.1), grade(0.3)
(<Grade.BEST: 'best'>, <Grade.GOOD: 'good'>, <Grade.INACCURACY: 'inaccuracy'>, \
<Grade.MISTAKE: 'mistake'>, <Grade.BLUNDER: 'blunder'>)
>>> round(turn_accuracy(0.0), 1), round(turn_accuracy(0.05), 1), accuracy([])
(100.0, 79.8, 100.0)
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable


class Grade(enum.Enum):
    """A turn's class, best first (``.value`` is its name in the JSON)."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


BEST_LOSS = 0.005
#: the grade of a loss below each bound (the last grade for any loss beyond)
BOUNDS: tuple[tuple[float, Grade], ...] = (
    (0.03, Grade.GOOD), (0.08, Grade.INACCURACY), (0.20, Grade.MISTAKE))


def grade(loss: float, same_as_expert: bool = False) -> Grade:
    """The grade of a turn that lost ``loss`` of chance (see the module)."""
    if same_as_expert or loss <= BEST_LOSS:
        return Grade.BEST
    for bound, name in BOUNDS:
        if loss < bound:
            return name
    return Grade.BLUNDER


def turn_accuracy(loss: float) -> float:
    """One turn's accuracy, 0 to 100 (see the module)."""
    value = 103.1668 * math.exp(-4.354 * max(loss, 0.0)) - 3.1669
    return min(100.0, max(0.0, value))


def accuracy(losses: Iterable[float]) -> float:
    """A game's accuracy: the mean of its turns' accuracies (100 with no turn reviewed)."""
    values = [turn_accuracy(loss) for loss in losses]
    return sum(values) / len(values) if values else 100.0
