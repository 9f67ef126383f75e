"""The card counter: how many cards of each rank a seat has not seen, from its view alone.

"Not seen" means what the seat cannot see *now*: the deck, less every card its
:class:`~spite_gui.engine.PlayerView` shows — its own hand, every payoff pile's top
card, every side stack (all of it), the centre stacks. What is left lies in the
hidden places: the stock, the other hands, under the payoff tops, and the completed
pile. Completed cards were seen once, but they go back into the stock when it is
recycled and may turn up again, so they count as not seen; the counter keeps no
history, and so it says nothing a seat's view does not (two games that differ only in
cards hidden from the seat give the same counts).

Wild cards (the Kings, or the jokers) are counted together, as the wild card they are.

>>> from spite_gui.engine import Game, Rules
>>> view = Game.new(Rules(), 2, seed=7).view(0)
>>> counts = unseen_by_rank(view)
>>> [c.mark for c in counts][:3], counts[-1].mark, counts[-1].wild
(['A', '2', '3'], 'K', True)
>>> sum(c.total for c in counts) == len(view.rules.deck())
True
>>> sum(c.unseen for c in counts) == len(view.unseen_cards())
True
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from ..engine import Card, PlayerView
from ..engine.cards import JOKER_RANK
from .card_names import rank_mark


class RankCount(NamedTuple):
    """One rank on the counter: ``unseen`` of its ``total`` cards in the deck."""

    rank: int  # the rank (the wild cards: the rank they have, King or joker)
    mark: str  # as a card's corner shows it: "A", "7", "Q"; "K" or "JK" for the wild cards
    unseen: int
    total: int
    wild: bool


def _group(view: PlayerView, card: Card) -> int:
    return view.rules.wild_rank if view.rules.is_wild(card) else card.rank


def unseen_by_rank(view: PlayerView) -> tuple[RankCount, ...]:
    """Each rank of the deck, Ace up, the wild cards last: how many the seat has not seen."""
    deck = Counter(_group(view, card) for card in view.rules.deck())
    unseen = Counter(_group(view, card) for card in view.unseen_cards())
    wild = view.rules.wild_rank
    ranks = sorted(rank for rank in deck if rank != wild) + [wild]
    return tuple(RankCount(rank, "JK" if rank == JOKER_RANK else rank_mark(rank),
                           unseen[rank], deck[rank], rank == wild)
                 for rank in ranks if deck[rank])
