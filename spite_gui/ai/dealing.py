"""Dealing the cards a seat can't see into compact tables, for sampled play-outs.

The same deals as :mod:`.sampling` makes (the unseen cards shuffled and dealt to the
hidden places with the sizes the view shows, the player before the seat given the
hands it most likely kept), made straight into a :class:`~.compact.Compact` by rank:
a play-out deals hundreds per decision. Only the view is read.
"""

from __future__ import annotations

import random

from ..engine import PlayerView
from .building import RANKS, StackBuilder, side_ranks
from .compact import Compact, random_shuffle, seeded_shuffle
from .sampling import KeptHand


class Dealer:
    """Deals compact tables that agree with ``view`` (see the module)."""

    def __init__(self, view: PlayerView, kept: KeptHand | None = None) -> None:
        rules = view.rules
        self.players = view.players
        self.hand_counts = view.hand_counts
        self.buried = [max(n - 1, 0) for n in view.payoff_counts]
        self.completed = view.completed_count
        self.unseen = [c.rank for c in view.unseen_cards()]
        self.kept = kept
        self.builder = StackBuilder(rules)
        if kept is not None:
            self.kept_sides = side_ranks(view.sides[kept.seat])
        base = Compact(rules, random_shuffle(random.Random(0)))
        base.players = view.players
        base.centre = [[c.rank for c in stack] for stack in view.centre]
        base.payoffs = [[top.rank] if top is not None else [] for top in view.payoff_tops]
        base.hands = [[] for _ in range(view.players)]
        base.hands[view.seat] = [c.rank for c in view.hand]
        base.sides = [[[c.rank for c in stack] for stack in seat] for seat in view.sides]
        base.current, base.turn = view.current, view.turn
        self.base = base
        self.seat = view.seat

    def deal(self, rng: random.Random) -> Compact:
        """One table: the unseen cards shuffled and dealt; recycled cards are shuffled by a
        generator seeded from ``rng``."""
        kept = self.kept
        table = self._deal(rng)
        if kept is not None:
            for _ in range(max(kept.tries, 1) - 1):
                if not self._would_pay(table.hands[kept.seat]):
                    break
                table = self._deal(rng)
        table.shuffle = seeded_shuffle(rng.getrandbits(32))
        return table

    def _would_pay(self, hand: list[int]) -> bool:
        """Would the player before this seat have played its payoff card with ``hand``?"""
        kept = self.kept
        assert kept is not None
        counts = [0] * RANKS
        for r in hand:
            counts[r] += 1
        return self.builder.pay_off(list(kept.heights), counts, self.kept_sides,
                                    [kept.payoff]) > 0

    def _deal(self, rng: random.Random) -> Compact:
        hidden = self.unseen[:]
        uniform = rng.random
        for top in range(len(hidden) - 1, 0, -1):
            pick = int(uniform() * (top + 1))
            hidden[top], hidden[pick] = hidden[pick], hidden[top]
        table = self.base.copy()
        kept = self.kept
        if kept is not None:
            need = self.hand_counts[kept.seat]
            weight = kept.weight
            chosen: list[int] = []
            rest: list[int] = []
            for r in hidden:
                w = weight[r]
                if len(chosen) < need and (w >= 1.0 or uniform() < w):
                    chosen.append(r)
                else:
                    rest.append(r)
            while len(chosen) < need:
                chosen.append(rest.pop())
            table.hands[kept.seat] = chosen
            hidden = rest
        at = 0
        for p in range(self.players):
            n = self.buried[p]
            if n:
                table.payoffs[p][0:0] = hidden[at:at + n]
                at += n
            if p != self.seat and (kept is None or p != kept.seat):
                n = self.hand_counts[p]
                table.hands[p] = hidden[at:at + n]
                at += n
        n = self.completed
        table.completed = hidden[at:at + n]
        table.stock = hidden[at + n:]
        return table
