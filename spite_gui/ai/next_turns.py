"""The next turns on sampled tables: how many payoff cards would each player play?

Expert scores the ways to end its turn by these counts (:mod:`.expert`). Each sample
is a whole table that agrees with the seat's view (:mod:`.sampling`). On each one
every opponent replies: it draws up to a full hand from the sampled stock and plays
its payoff card, and the ones under it, as far as its hand, side stacks and wild
cards carry it (:meth:`~.building.StackBuilder.pay_off`). The seat's own next turn
is played the same way with the cards it keeps and the ones it would draw.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine import Card, PlayerView, State
from .building import RANKS, RankStacks, StackBuilder, rank_counts, side_ranks
from .race import Race
from .sampling import Sampler, sample_state
from .turn import Stacks

# one opponent's next turn on one sample: its weight (the next opponent counts fully),
# its hand as rank counts with the cards it would draw, its side stacks and the ranks of
# its top payoff cards, the top first
Reply = tuple[float, list[int], RankStacks, list[int]]
Heights = tuple[int, ...]  # centre stack heights, sorted


class OpponentSamples:
    """The next turns on sampled deals: how many payoff cards would each player play?

    Each sample is a whole deal consistent with the view (:func:`~.sampling.sample_state`).
    For every opponent it keeps the hand it was dealt plus the cards it would draw
    from the sampled stock, its side stacks and the top ``run`` cards of its payoff
    pile; for this seat, the cards it would draw next and the payoff cards under
    its top. :meth:`expected` and :meth:`ours` then play those payoff cards in order
    on given centre stack heights and average the counts over the samples.
    """

    def __init__(self, view: PlayerView, rng: random.Random, samples: int, later: float,
                 run: int = 3, sampler: Sampler = sample_state, follow: bool = False) -> None:
        """``sampler(view, rng)`` makes each sample; a measurement of the estimate itself
        (``benchmarks/replies.py``) passes one that returns the real table. ``later`` is
        the weight of each opponent after the next one, relative to the one before. With
        ``follow``, :meth:`ours` starts each sample from the centre the opponents leave
        in it (:meth:`after`) instead of the one this seat leaves."""
        self.follow = follow
        self._after: dict[Heights, list[Heights]] = {}
        rules = view.rules
        self.builder = StackBuilder(rules)
        self.deals: list[list[Reply]] = []
        self.mine: list[tuple[list[int], list[int]]] = []  # our draws and buried payoff
        me, n, size = view.seat, view.players, rules.hand_size
        if sampler is sample_state:  # the unseen cards, worked out once
            unseen = view.unseen_cards()

            def sampler(view: PlayerView, rng: random.Random) -> State:
                return sample_state(view, rng, None, unseen)

        for _ in range(samples):
            state = sampler(view, rng)
            stock = list(state.stock)  # drawn from the end, as the engine does
            deal = []
            for step in range(1, n):
                o = (me + step) % n
                seat = state.seats[o]
                if not seat.payoff:
                    continue
                counts = rank_counts(seat.hand)
                for _ in range(min(size - len(seat.hand), len(stock))):
                    counts[stock.pop().rank] += 1
                payoff = [c.rank for c in reversed(seat.payoff[-run:])]  # the top first
                deal.append((later ** (step - 1), counts, side_ranks(seat.sides), payoff))
            self.deals.append(deal)
            draws = [c.rank for c in reversed(stock[-size:])]
            buried = [c.rank for c in reversed(state.seats[me].payoff[-run:-1])]
            self.mine.append((draws, buried))
        self._cache: dict[Heights, float] = {}
        self._ours: dict[tuple[Heights, tuple[int, ...], RankStacks, int], list[int]] = {}
        self._replies: dict[Heights, list[list[int]]] = {}
        self.hand_size = rules.hand_size
        self.seat = me
        # the opponents who reply, in the order they play (each sample's replies, in order)
        self.replying = [(me + step) % n for step in range(1, n)
                         if view.payoff_counts[(me + step) % n]]

    def ours(self, heights: tuple[int, ...], hand: tuple[Card, ...], sides: Stacks,
             top: Card | None) -> float:
        """Our own payoff cards played next turn from these heights (as the opponents'
        payoff cards leave them, with ``follow``), with ``hand`` kept, the cards we would
        draw, and ``sides``, per sample."""
        played = self.ours_by_sample(heights, hand, sides, top)
        return sum(played) / max(len(self.mine), 1)

    def ours_by_sample(self, heights: tuple[int, ...], hand: tuple[Card, ...], sides: Stacks,
                       top: Card | None) -> list[int]:
        """:meth:`ours` on each sample: the payoff cards we would play."""
        if top is None:
            return [0] * len(self.mine)
        kept = sorted(c.rank for c in hand)
        sides_held = side_ranks(sides)
        key = (tuple(sorted(heights)), tuple(kept), sides_held, top.rank)
        value = self._ours.get(key)
        if value is None:
            value = self._ours[key] = []
            fresh = max(self.hand_size - len(kept), 0)
            held = [0] * RANKS
            for r in kept:
                held[r] += 1
            starts = self.after(key[0]) if self.follow else None
            gaps_by: dict[Heights, list[list[int]] | None] = {}
            builder = self.builder
            for number, (draws, buried) in enumerate(self.mine):
                start = starts[number] if starts else key[0]
                if start in gaps_by:
                    gaps = gaps_by[start]
                else:
                    gaps = gaps_by[start] = builder.gaps(start, top.rank, sides_held)
                counts = held[:]
                for r in draws[:fresh]:
                    counts[r] += 1
                # most deals can't reach the payoff card at all: say so without building
                if gaps is not None and not builder.may_reach(gaps, counts):
                    value.append(0)
                    continue
                value.append(builder.pay_off(list(start), counts, sides_held,
                                             [top.rank, *buried]))
        return value

    def race_value(self, race: Race, counts: Sequence[int], heights: tuple[int, ...],
                   hand: tuple[Card, ...], sides: Stacks, top: Card | None,
                   stock_turns: int | None = None) -> float:
        """This seat's chance to win after the next turns, per sample, averaged: each
        opponent in turn plays its payoff cards on the stacks the one before left, then
        this seat plays its own (:meth:`ours_by_sample`), and the race of the payoff piles
        (``counts`` now) goes on from the counts they leave (``stock_turns``: the turns
        the stock lasts after them, if it will run out)."""
        key = tuple(sorted(heights))
        replies = self._replies.get(key)
        if replies is None:
            replies = self._replies[key] = []
            for deal in self.deals:
                now = list(key)
                replies.append([self.builder.pay_off(now, hand_counts[:], seat_sides, payoff)
                                for _weight, hand_counts, seat_sides, payoff in deal])
        mine = self.ours_by_sample(heights, hand, sides, top)
        me, n = self.seat, len(counts)
        after_us = (me + 1) % n
        total = 0.0
        for played, gained in zip(replies, mine, strict=True):
            left = list(counts)
            won = None
            for o, cards in zip(self.replying, played, strict=True):
                left[o] -= cards
                if left[o] <= 0:
                    won = o
                    break
            if won is None:
                left[me] -= gained
                total += race.chances(left, after_us, stock_turns)[me]
            # an opponent who empties its payoff pile wins: nothing for this seat
        return total / max(len(replies), 1)

    def after(self, heights: tuple[int, ...]) -> list[Heights]:
        """Per sample, the centre heights (sorted) once every opponent in turn has played
        its payoff cards on the stacks the one before left, from ``heights``."""
        key = tuple(sorted(heights))
        value = self._after.get(key)
        if value is None:
            value = []
            for deal in self.deals:
                now = list(key)
                for _weight, counts, sides, payoff in deal:
                    self.builder.pay_off(now, counts[:], sides, payoff)
                value.append(tuple(sorted(now)))
            self._after[key] = value
        return value

    def expected(self, heights: tuple[int, ...]) -> float:
        """The opponents' payoff cards played from these heights, weighted, per sample."""
        key = tuple(sorted(heights))
        value = self._cache.get(key)
        if value is None:
            total = 0.0
            for deal in self.deals:
                for weight, counts, sides, payoff in deal:
                    total += weight * self.builder.pay_off(list(key), counts[:], sides, payoff)
            value = self._cache[key] = total / max(len(self.deals), 1)
        return value
