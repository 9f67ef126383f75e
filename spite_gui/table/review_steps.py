"""What the review's table shows of a step of the game, and what happened in its turn.

The steps come from :func:`spite_gui.play.review_steps.game_steps`: the table at the
start of every turn as the reviewed seat saw it. :func:`step_snapshot` is what the
table shows of a step (the seat's view; every hand face up only when the player asks
and the game is over); :func:`step_sentences` what happened in its turn, in the log's
words.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ..engine import events
from ..play.review_steps import ReviewStep
from .narration import describe
from .piles import HAND, CardFace, PileKey, TableSnapshot
from .snapshot import table_snapshot

#: The events a step's sentences tell: the cards moved (draws and the turn passing are
#: the table's own news).
_TOLD = (events.Played, events.Discarded, events.Revealed, events.Completed,
         events.GameOver)


def step_snapshot(step: ReviewStep, names: Sequence[str], show_all: bool = False) -> TableSnapshot:
    """What the table shows of ``step``: the seat's view (the other hands face down), or
    with ``show_all`` every hand face up (once the game is over: before, the step holds
    no hidden card)."""
    shown = table_snapshot(step.view, names)
    if not show_all or not step.hands:
        return shown
    piles = dict(shown.piles)
    counts = dict(shown.counts)
    for player, hand in enumerate(step.hands):
        key = PileKey(HAND, player)
        piles[key] = [CardFace(card.text) for card in hand]
        counts.pop(key, None)
    return TableSnapshot(piles, counts, shown.seats)


def step_sentences(step: ReviewStep, names: Sequence[str], seat: int,
                   people: Collection[int] = ()) -> list[str]:
    """What happened in ``step``'s turn, one sentence per card moved, in the log's words."""
    said = (describe(event, names, seat, people) for event in step.happened
            if isinstance(event, _TOLD))
    return [sentence for sentence in said if sentence]
