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
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..engine import Move, PlayerView
from .chances import leaf_value, quick_turn
from .compact import Compact, seeded_shuffle
from .dealing import Dealer

Clock = Callable[[], float]


class Playouts:
    """Weighs plans for the rest of the turn of ``view``'s seat (see the module)."""

    def __init__(self, view: PlayerView, dealer: Dealer, seed: str, turns: int = 2) -> None:
        """``seed`` names the deals (the same seed, the same deals); ``turns``: the turns
        played out after the seat's own (the next players')."""
        self.view = view
        self.seat = view.seat
        self.dealer = dealer
        self.seed = seed
        self.turns = turns
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
        play-out."""
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
