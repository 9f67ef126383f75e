"""The game review: each of a seat's turns against Expert's, with the chances, graded.

No Qt and no files here (but in :mod:`.saved` and the command line, :mod:`.__main__`):
``review_game(game, seat)`` takes an engine game with its moves and gives a
:class:`Review`.

**What the seat saw.** The game is played again from its start (:mod:`.replay`) and
looked at only through the reviewed seat's :class:`~spite_gui.engine.PlayerView`: at
the start of every turn (anyone's, for the chart) and at each of the seat's decisions.
A turn is one decision, or more when cards the seat could not see came up during it:
its next payoff card after it played one, five new cards after its hand emptied. Each
decision is what the seat chose to play from the view at its start, up to the next such
card or the end of the turn.

**The chances** (:mod:`.judge`). From a view, the cards it does not show are dealt at
random to the hidden places ``samples`` times (400 by default): the other hands, the
cards under the payoff tops, the stock, the completed pile. On each deal a line of moves
is made, then the rest of that turn and the next round of turns are played out, every
seat the way the computer players' play-outs play, and the chance to win the race of
the payoff piles left is read off; a line's chance is the average over the deals. The
same deals serve every line from one view, so the difference between two lines is what
they do, not the luck of the deal. The judge is given the view and nothing else: it
never holds a card the seat could not see.

**Each decision** is judged three times on the same deals: as the position stands
(*before*), after the moves played (*after*), and after Expert's moves (*after best*):
what :class:`~spite_gui.ai.expert.ExpertPlayer` would play from the same view up to the
next hidden card (its first plan, worked out without a clock so the review is the same
every time). A line that stops where a hidden card turns up is played on by the
play-outs, as every line is past its end. The *loss* is ``max(0, after_best - after)``.

**A turn** loses what its decisions lose together: a discard chosen after a new hand was
drawn is judged from the view with that hand. Its chance *before* is at its start, *after*
is after the whole turn as played (from what the seat saw at its last decision), and
*after best* is *after* plus the loss (for a turn of one decision, simply the chance after
Expert's moves). Its grade and the game's accuracy follow from the loss
(:mod:`.grades`: best up to 0.5 points of chance or Expert's own moves, good below 3,
inaccuracy below 8, mistake below 20, blunder beyond; accuracy the mean of
``103.17 * exp(-4.354 * loss) - 3.17`` over the turns, 0 to 100).

**The chart** is the seat's chance at the start of every turn of the game, its own and
the others', each judged from what the seat saw then. **The summary** names the three
costliest turns that were not best, in words (:mod:`spite_gui.table.review_words`).

A 60-turn game takes about ten seconds of one core (``benchmarks/review.py``), most of
it Expert's planning; ``progress(done, total)`` is called as it goes and ``cancelled()``,
when it says so, stops it with :class:`Cancelled` before its next step. The deals are
not weighted by what the other players' moves may say of their hands (Expert's own
look-ahead does that): every unseen card is as likely anywhere hidden.
"""

from __future__ import annotations

from .analysis import (
    SAMPLES,
    Cancelled,
    Decision,
    Review,
    TurnReview,
    review_game,
)
from .grades import Grade
from .method import METHOD

__all__ = ["METHOD", "SAMPLES", "Cancelled", "Decision", "Grade", "Review", "TurnReview",
           "review_game"]
