"""How the game review shows a turn's grade: a word, a sign and a colour, never the colour
alone (a player who can't tell red from green reads the word and the sign).

The grades and their names are the review's (:class:`spite_gui.review.Grade` by their
``value``, named by :func:`spite_gui.table.review_words.grade_name`): best, good,
inaccuracy, mistake, blunder; the signs are the ones chess players know.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtGui import QColor

from ..table.review_words import grade_name
from ..table.review_words import percent as percent
from ..table.words import capitalised

BEST, GOOD, INACCURACY, MISTAKE, BLUNDER = "best", "good", "inaccuracy", "mistake", "blunder"


class GradeLook(NamedTuple):
    sign: str
    colour: str  # on the dark panel


GRADES: dict[str, GradeLook] = {
    BEST: GradeLook("★", "#5fd3a8"),
    GOOD: GradeLook("✓", "#9fd86b"),
    INACCURACY: GradeLook("?!", "#f2d04b"),
    MISTAKE: GradeLook("?", "#ff9d3b"),
    BLUNDER: GradeLook("??", "#ff5a4f"),
}
#: The grades marked on the chart of chances: the player's costly turns.
MARKED = (MISTAKE, BLUNDER)


def grade_word(grade: str) -> str:
    """The grade in the player's language, as a label ("Mistake")."""
    return capitalised(grade_name(grade)) if grade in GRADES else grade


def grade_label(grade: str) -> str:
    """The grade with its sign, as the panel shows it ("?? Blunder")."""
    look = GRADES.get(grade)
    return f"{look.sign} {grade_word(grade)}" if look else grade


def grade_colour(grade: str) -> QColor:
    look = GRADES.get(grade)
    return QColor(look.colour if look else "#e8e3cf")
