"""Why a move is refused: a code, and the card and piles it is about. No words here.

>>> from spite_gui.engine import Card
>>> why = Refusal(Illegal.WRONG_RANK, Card(8, "H"), rank=2)
>>> why.code, why.card, why.rank
(<Illegal.WRONG_RANK: 'wrong_rank'>, Card(rank=8, suit='H'), 2)
>>> why.code == "wrong_rank", str(why), str(Refusal(Illegal.GAME_OVER))
(True, 'wrong_rank(card=8H, rank=2)', 'game_over')

A :class:`Refusal` is to a refused move what an :class:`~.scoring.Outcome` is to
the end of a game: a small value the rules return, which the wording layer
(:mod:`spite_gui.table.refusals`) turns into a sentence in the player's language,
and which crosses the network as its code and parameters. The codes are strings, so
a code is written as it reads.

The rules' codes are :class:`Illegal`. The tables built on the engine refuse other
things too (a seat that isn't yours, an undo, a move sent while the last one is
unanswered): their codes are another :class:`RefusalCode` of their own
(:class:`spite_gui.play.refusals.Declined`), carried by the same :class:`Refusal`.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, NamedTuple

from .cards import Card

if TYPE_CHECKING:  # moves.py takes Refusal from here
    from .moves import Place


class RefusalCode(StrEnum):
    """A code saying why something was refused; each layer that refuses has its own
    kind of codes (a subclass), and every code is unique across them."""


class Illegal(RefusalCode):
    """Why the rules don't allow a move (the parameters a :class:`Refusal` then holds)."""

    NOT_A_MOVE = "not_a_move"  # not a Move, or the end of a turn written wrongly
    NOT_A_SOURCE = "not_a_source"  # cards come from the payoff pile, the hand, a side stack
    NOT_A_TARGET = "not_a_target"  # cards go to a centre stack or a side stack
    PLACE_NOT_WHOLE = "place_not_whole"  # a card's place is not a whole number
    STACK_NOT_WHOLE = "stack_not_whole"  # a stack's number is not a whole number
    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    END_BY_DISCARD = "end_by_discard"  # the turn ends with a card put on a side stack
    PAYOFF_TOP_ONLY = "payoff_top_only"  # only the payoff pile's top card plays
    PAYOFF_EMPTY = "payoff_empty"
    NO_SUCH_HAND_CARD = "no_such_hand_card"
    NO_SUCH_SIDE_STACK = "no_such_side_stack"
    SIDE_STACK_EMPTY = "side_stack_empty"
    NO_SUCH_CENTRE_STACK = "no_such_centre_stack"
    PAYOFF_TO_CENTRE_ONLY = "payoff_to_centre_only"
    SIDE_TO_CENTRE_ONLY = "side_to_centre_only"
    NO_ACE_DISCARD = "no_ace_discard"  # these rules keep Aces off the side stacks
    ACE_FIRST = "ace_first"  # an Ace at ``source`` must start a centre stack first
    WILD_CANT_START = "wild_cant_start"  # ``card``, a wild card, on an empty stack
    NEEDS_ACE = "needs_ace"  # ``card`` on an empty stack, which takes an Ace
    NEEDS_ACE_OR_WILD = "needs_ace_or_wild"  # ... which takes an Ace or a wild card
    WRONG_RANK = "wrong_rank"  # ``card`` on a stack at ``rank``, which needs the next


class Refusal(NamedTuple):
    """Why something was refused: ``code``, and what it is about — ``card`` (the card
    that can't be played, or can't be taken back), ``rank`` (the rank the centre stack
    it was played on stands at) and ``source`` (the kind of pile a card lies on: the
    payoff pile, the hand or a side stack)."""

    code: RefusalCode
    card: Card | None = None
    rank: int = 0
    source: Place | None = None

    def __str__(self) -> str:
        """The code and its parameters, for logs and errors (people read the wording)."""
        given = [f"card={self.card}" if self.card is not None else "",
                 f"rank={self.rank}" if self.rank else "",
                 f"source={self.source}" if self.source else ""]
        given = [p for p in given if p]
        return f"{self.code.value}({', '.join(given)})" if given else self.code.value
