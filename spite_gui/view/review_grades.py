"""How the game review shows a turn's grade: a word, a sign and a colour, never the colour
alone (a player who can't tell red from green reads the word and the sign).

The grades are the review's (:class:`spite_gui.review.Grade`, by their ``value``):
best, good, inaccuracy, mistake, blunder; the signs are the ones chess players know.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from ..translatable import QT_TRANSLATE_NOOP

BEST, GOOD, INACCURACY, MISTAKE, BLUNDER = "best", "good", "inaccuracy", "mistake", "blunder"


class GradeLook(NamedTuple):
    word: str  # in English, for QCoreApplication.translate("Review", …)
    sign: str
    colour: str  # on the dark panel


GRADES: dict[str, GradeLook] = {
    BEST: GradeLook(QT_TRANSLATE_NOOP("Review", "Best"), "★", "#5fd3a8"),
    GOOD: GradeLook(QT_TRANSLATE_NOOP("Review", "Good"), "✓", "#9fd86b"),
    INACCURACY: GradeLook(QT_TRANSLATE_NOOP("Review", "Inaccuracy"), "?!", "#f2d04b"),
    MISTAKE: GradeLook(QT_TRANSLATE_NOOP("Review", "Mistake"), "?", "#ff9d3b"),
    BLUNDER: GradeLook(QT_TRANSLATE_NOOP("Review", "Blunder"), "??", "#ff5a4f"),
}
#: The grades marked on the chart of chances: the player's costly turns.
MARKED = (MISTAKE, BLUNDER)


def grade_word(grade: str) -> str:
    """The grade in the player's language ("Mistake")."""
    look = GRADES.get(grade)
    return QCoreApplication.translate("Review", look.word) if look else grade


def grade_label(grade: str) -> str:
    """The grade with its sign, as the panel shows it ("?? Blunder")."""
    look = GRADES.get(grade)
    return f"{look.sign} {grade_word(grade)}" if look else grade


def grade_colour(grade: str) -> QColor:
    look = GRADES.get(grade)
    return QColor(look.colour if look else "#e8e3cf")


def percent(chance: float) -> str:
    """A chance as the player reads it: "64%"."""
    return QCoreApplication.translate("Review", "{percent}%").format(
        percent=round(max(0.0, min(1.0, chance)) * 100))
