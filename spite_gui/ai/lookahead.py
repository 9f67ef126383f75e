"""Plans for the rest of a turn weighed by whole turns played out on sampled deals.

Expert's last word on its few best plans (:mod:`.expert`). On each sampled deal
(:class:`~.dealing.Dealer`) each plan is played out on its own copy of the table: the
plan's moves, the rest of the turn if cards the seat could not see came up (a payoff
card turned up, or a new hand), then the next turns, every seat playing the quick
turn (:class:`~.playout.QuickTurn`); the play-out ends with the seat's chance to win
the race of the payoff piles from there (:func:`~.chances.leaf_value`). A plan is worth
the average over the deals. Every plan meets the same deals, and each deal shuffles
the same way for every plan, so the differences between plans are not the luck of
the deal.

The samples go where they tell most (successive halving): every plan gets a first
share, then the first plan and the better half of the others get as many again, and so
on until the samples are spent. The first plan is the favourite (the best by the quicker
look-ahead, which also weighs what lies further ahead: the side stacks' order, the
wild cards kept): another plan is chosen only if it does better by a clear margin,
a number of standard errors of the difference. The count of samples never depends on
the clock; a deadline only cuts the weighing short, keeping the best plan by the
samples so far.

Each deal has a generator of its own, seeded by its number, so the deals of a round
can be played out anywhere: given a ``spread`` (a ``map`` that may run its work on
other cores, a process pool's for instance), the rounds are cut into blocks of deals
that it plays out, and their values come back in the deals' order. The choice is the
same on any machine, with or without it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from ..engine import Move, PlayerView
from .chances import leaf_value, quick_turn
from .compact import Compact, seeded_shuffle
from .dealing import Dealer
from .sampling import KeptHand

Clock = Callable[[], float]
Plans = tuple[tuple[Move, ...], ...]
BLOCK = 8  # deals per block handed to a spread


class Block(NamedTuple):
    """Deals ``indices`` of one weighing, for ``plans``: all a play-out needs, anywhere."""

    view: PlayerView
    kept: KeptHand | None
    seed: str
    turns: int
    plans: Plans
    indices: range
    answered: bool = False


def weigh_block(block: Block) -> list[list[float]]:
    """Each plan's values on the block's deals, in the deals' order."""
    playouts = Playouts(block.view, block.kept, block.seed, block.turns,
                        answered=block.answered)
    return [[playouts.value(plan, index) for index in block.indices] for plan in block.plans]


# runs weigh_block on each block, wherever it likes, and gives the results in order
Spread = Callable[[Callable[[Block], list[list[float]]], list[Block]], Iterable[list[list[float]]]]


class Playouts:
    """Weighs plans for the rest of the turn of ``view``'s seat (see the module)."""

    def __init__(self, view: PlayerView, kept: KeptHand | None, seed: str, turns: int = 2,
                 spread: Spread | None = None, answered: bool = False) -> None:
        """``kept``: what the seat read of the kept hand of the player before it (see
        :class:`~.dealing.Dealer`); ``seed`` names the deals (the same seed, the same
        deals); ``turns``: the turns played out after the seat's own (the next
        players'); ``spread``: where the deals are played out (here if None);
        ``answered``: play on past ``turns`` until the seat is about to move again, so
        that the seat's last turn played out is answered by every opponent (see
        :meth:`value`)."""
        self.view = view
        self.kept = kept
        self.seat = view.seat
        self.dealer = Dealer(view, kept)
        self.seed = seed
        self.turns = turns
        self.spread = spread
        self.answered = answered
        self.quick = quick_turn(view.rules)
        self.deals: dict[int, tuple[Compact, int]] = {}  # each deal, and its shuffles' seed

    def deal(self, index: int) -> tuple[Compact, int]:
        """The ``index``-th deal, the same for every plan. Each deal has a generator of its
        own, seeded by its number: it never depends on the deals before it, so deals can
        be made anywhere, in any order."""
        found = self.deals.get(index)
        if found is None:
            rng = random.Random(f"{self.seed}:{index}")
            found = self.deals[index] = (self.dealer.deal(rng), rng.getrandbits(32))
        return found

    def value(self, moves: Sequence[Move], index: int) -> float:
        """What ``moves`` are worth on deal ``index``: the seat's chance to win after the
        play-out.

        A play-out that stops just after one of the seat's own turns favours putting
        things off: a payoff card held back and played on that last turn opens the
        centre stacks for the next player as surely as playing it now, but the next
        player's answer falls past the end and is never counted, while now it is.
        Play-outs that end with the seat about to move (``answered``) weigh both alike."""
        table, seed = self.deal(index)
        t = table.copy(seeded_shuffle(seed))
        for move in moves:
            t.apply(move)
            if t.reason is not None:
                return leaf_value(t, self.seat)
        quick, seat = self.quick, self.seat
        if t.current == seat:
            quick.turn(t)  # the turn goes on past what the seat could see
        for _ in range(self.turns):
            if t.reason is not None:
                break
            quick.turn(t)
        if self.answered:
            while t.reason is None and t.current != seat:
                quick.turn(t)
        return leaf_value(t, seat)

    def best(self, plans: Sequence[Sequence[Move]], first: int, total: int,
             sure: float = 0.0, clock: Clock | None = None,
             deadline: float | None = None) -> int:
        """The index of the best plan: ``first`` samples each, then the first plan (the
        favourite) and the better half of the others get as many again as all had so
        far, … while fewer than ``total`` samples were used. The favourite stays the
        choice unless the best plan beats it by ``sure`` standard errors of their
        difference, sample by sample."""
        values: list[list[float]] = [[] for _ in plans]
        alive = list(range(len(plans)))
        done = 0  # samples every plan still alive has had
        used = 0
        share = max(first, 1)
        while True:
            if self.spread is not None:
                if deadline is not None and clock is not None and clock() > deadline:
                    return _choice(values, sure)
                self._spread([plans[p] for p in alive], range(done, done + share),
                             [values[p] for p in alive])
                used += share * len(alive)
            else:
                for index in range(done, done + share):
                    for p in alive:
                        if deadline is not None and clock is not None and clock() > deadline:
                            return _choice(values, sure)
                        values[p].append(self.value(plans[p], index))
                        used += 1
            done += share
            if len(alive) <= 1 or used >= total:
                return _choice(values, sure)
            others = sorted(alive[1:], key=lambda p: -_mean(values[p]))
            alive = [0, *others[:max(1, len(others) // 2)]]
            share = done


    def _spread(self, plans: list[Sequence[Move]], indices: range,
                values: list[list[float]]) -> None:
        """Play ``plans`` out on the deals ``indices`` through the spread, in blocks, adding
        each plan's values to its list in ``values`` in the deals' order."""
        assert self.spread is not None
        frozen = tuple(tuple(plan) for plan in plans)
        blocks = [Block(self.view, self.kept, self.seed, self.turns, frozen,
                        range(start, min(start + BLOCK, indices.stop)), self.answered)
                  for start in range(indices.start, indices.stop, BLOCK)]
        for result in self.spread(weigh_block, blocks):
            for mine, more in zip(values, result, strict=True):
                mine.extend(more)


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _choice(values: list[list[float]], sure: float) -> int:
    """The plan with the best average over the samples it had (the first on a tie), if it
    beats the first plan by ``sure`` standard errors on the samples both had; else the
    first."""
    scored = [p for p, v in enumerate(values) if v]
    if not scored:
        return 0
    leader = max(scored, key=lambda p: (_mean(values[p]), -p))
    if leader == 0 or sure <= 0:
        return leader
    n = min(len(values[0]), len(values[leader]))
    if n < 2:
        return 0
    diffs = [a - b for a, b in zip(values[leader][:n], values[0][:n], strict=True)]
    mean = sum(diffs) / n
    spread = (sum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5
    return leader if mean > sure * spread / n ** 0.5 else 0
