"""How the review works, in a few sentences for the review's window (marked for translation
in the window's catalogue, context "Review"; the help says the same at more length)."""

from __future__ import annotations

from ..translatable import QT_TRANSLATE_NOOP

METHOD = QT_TRANSLATE_NOOP(
    "Review",
    "Each chance to win is estimated from what you could see at that moment, never from a "
    "card you could not see: those cards are dealt at random a few hundred times, the turn "
    "is played on each deal, the next round of turns is played out quickly, and the race "
    "of the payoff piles left decides. Your turn and the Expert's are judged on the same "
    "deals. A turn's class follows from the chance it gave away against the Expert's: "
    "best (the Expert's own moves, or at most half a point), good (less than 3 points), "
    "inaccuracy (less than 8), mistake (less than 20), blunder (20 points or more). The "
    "accuracy is the average over your turns of a score from 100 (as good as the Expert) "
    "down to 0.")
