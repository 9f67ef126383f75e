"""The game review in words: what a turn played, what Expert would have played, the
costliest turns, the grades (see :mod:`spite_gui.review`).

>>> from spite_gui.engine import Game, Rules, Move
>>> game = Game.new(Rules.preset("Classic"), players=2, seed=48213)
>>> view = game.view(game.current_player)
>>> discard = Move("hand", 0, "side", 1)
>>> turn_words(view, (discard,), (discard,)) == (
...     f"You placed the {card_label(view.hand[0])} on side stack 2. "
...     "Expert would have done the same.")
True
>>> percent(0.62)
'62%'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..ai.turn import Line, play
from ..engine import Move, PlayerView
from ..engine.moves import CENTRE, HAND, PAYOFF, SIDE
from .card_names import card_label
from .words import Phrase, listed

CONTEXT = "Review"

_PLAY = {
    PAYOFF: Phrase(CONTEXT, "your payoff card {card} to centre stack {stack}"),
    HAND: Phrase(CONTEXT, "the {card} from your hand to centre stack {stack}"),
    SIDE: Phrase(CONTEXT, "the {card} from side stack {side} to centre stack {stack}"),
}
YOU_PLAYED_AND_PLACED = Phrase(
    CONTEXT, "You played {plays} and placed the {card} on side stack {stack}.")
YOU_PLAYED = Phrase(CONTEXT, "You played {plays}.")
YOU_PLACED = Phrase(CONTEXT, "You placed the {card} on side stack {stack}.")
YOU_ENDED = Phrase(CONTEXT, "You ended your turn without a discard.")
EXPERT_PLAYED_AND_PLACED = Phrase(
    CONTEXT, "Expert would have played {plays} and placed the {card} on side stack {stack}.")
EXPERT_PLAYED = Phrase(CONTEXT, "Expert would have played {plays}.")
EXPERT_PLACED = Phrase(CONTEXT, "Expert would have placed the {card} on side stack {stack}.")
EXPERT_ENDED = Phrase(CONTEXT, "Expert would have ended the turn without a discard.")
EXPERT_SAME = Phrase(CONTEXT, "Expert would have done the same.")
#: what began a decision after the turn's start: a card the seat could not see showed
NEW_PAYOFF = Phrase(CONTEXT, "Then your next payoff card turned up.")
NEW_HAND = Phrase(CONTEXT, "Then your hand was empty and you drew new cards.")
COSTLY = Phrase(CONTEXT, "Turn {turn}: {words} Your chance to win: {before} before the turn, "
                         "{after} after it, {best} after Expert's.")
NOTHING_COSTLY = Phrase(CONTEXT, "Every turn you played was as good as Expert's.")
PERCENT = Phrase(CONTEXT, "{number}%")
GRADE_NAMES = {
    "best": Phrase(CONTEXT, "best"),
    "good": Phrase(CONTEXT, "good"),
    "inaccuracy": Phrase(CONTEXT, "inaccuracy"),
    "mistake": Phrase(CONTEXT, "mistake"),
    "blunder": Phrase(CONTEXT, "blunder"),
}


def percent(chance: float) -> str:
    """A chance (0 to 1) as a whole percentage: "62%"."""
    return PERCENT(number=int(chance * 100 + 0.5))


def grade_name(grade: str) -> str:
    """A grade's name (its code: "best", "blunder", …) in the player's language."""
    return GRADE_NAMES[grade]()


def _said(view: PlayerView, moves: Sequence[Move]) -> tuple[list[str], Move | None, str]:
    """The plays of ``moves`` as noun phrases, the turn-ending move (if any) and its card."""
    line = Line.of(view)
    plays: list[str] = []
    for move in moves:
        if move.target != CENTRE:
            card = line.hand[move.source_index] if move.source == HAND else None
            return plays, move, card_label(card) if card is not None else ""
        if move.source == PAYOFF:
            card = line.payoff_top
        elif move.source == HAND:
            card = line.hand[move.source_index]
        else:
            card = line.sides[move.source_index][-1]
        assert card is not None
        plays.append(_PLAY[move.source](card=card_label(card), stack=move.target_index + 1,
                                        side=move.source_index + 1))
        line = play(view.rules, line, move)
    return plays, None, ""


def _sentence(view: PlayerView, moves: Sequence[Move], yours: bool) -> str:
    plays, end, card = _said(view, moves)
    played_and_placed, played, placed, ended = (
        (YOU_PLAYED_AND_PLACED, YOU_PLAYED, YOU_PLACED, YOU_ENDED) if yours else
        (EXPERT_PLAYED_AND_PLACED, EXPERT_PLAYED, EXPERT_PLACED, EXPERT_ENDED))
    if end is None:
        return played(plays=listed(plays))
    if end.target != SIDE:
        return ended()
    stack = end.target_index + 1
    if plays:
        return played_and_placed(plays=listed(plays), card=card, stack=stack)
    return placed(card=card, stack=stack)


def turn_words(view: PlayerView, played: Sequence[Move], best: Sequence[Move],
               shown: str | None = None) -> str:
    """What was played from ``view`` and what Expert would have played, in two sentences
    (three when ``shown`` says what turned up before the decision: "payoff" or "hand")."""
    said = [_sentence(view, played, True)]
    said.append(EXPERT_SAME() if tuple(played) == tuple(best) else _sentence(view, best, False))
    if shown == "payoff":
        said.insert(0, NEW_PAYOFF())
    elif shown == "hand":
        said.insert(0, NEW_HAND())
    return " ".join(said)


def costly_turn(turn: int, words: str, before: float, after: float, best: float) -> str:
    """One of the costliest turns, for the review's summary."""
    return COSTLY(turn=turn, words=words, before=percent(before), after=percent(after),
                  best=percent(best))


def summary(lines: Sequence[str]) -> str:
    """The review's summary: the costliest turns, one a line (or that none cost anything)."""
    return "\n".join(lines) if lines else NOTHING_COSTLY()
