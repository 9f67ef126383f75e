"""How good a position at the end of the seat's turn is: the craft of the game as numbers.

The terms, from the seat's point of view (see :class:`Weights`):

- **payoff**: playing the payoff top card is worth far more than anything else;
- **next payoff**: after the payoff card, the chance to play the next one at
  once (its rank unknown: weighted by the cards not seen) with what is left: the
  stacks, the hand, the side tops and the wild cards kept;
- **block**: the chance that the next opponents can reach their payoff top
  card from the centre stacks we leave, through their visible side stacks and
  the hand they will hold (estimated from the cards this seat has not seen);
  stacks already past an opponent's payoff rank are safe;
- **reach**: our own chance to reach our payoff card next turn;
- **wilds**: a wild card kept (in hand or on a side top) is worth keeping until
  it reaches the payoff card;
- **cards played**: each card played from the hand is a fresh card next turn;
  a card played from a side stack costs a little: side stacks are a store for
  reaching the payoff card, and emptying them for nothing feeds the opponents;
- **discard**: on the same rank or one rank higher (descending runs), high cards
  on empty side stacks, never on top of a useful low card or a wild card.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from ..engine import PlayerView
from ..engine.cards import Card
from .building import RANKS, RankStacks, StackBuilder, rank_counts, side_ranks
from .turn import Line

NO_CARDS = [0] * RANKS
# what a line has to play with, as a small key: the hand's ranks, sorted, and the side
# stacks' sizes (every line of one decision starts from the same side stacks)
Holding = tuple[tuple[int, ...], tuple[int, ...]]


@dataclass(frozen=True)
class Weights:
    payoff: float = 1000.0
    win: float = 100_000.0
    block: float = 60.0
    block_later: float = 0.35  # weight of the opponents after the next one
    block_others: float = 0.1  # the other stacks' chances, on top of the best one
    kept_card: float = 0.35  # a card an opponent kept counts as this many fresh cards
    reach: float = 30.0
    wild: float = 20.0
    hand_played: float = 1.5
    side_played: float = -2.0
    hand_emptied: float = 6.0
    discard_same: float = 3.0
    discard_run: float = 2.5
    discard_empty: float = 0.5
    discard_bury: float = 2.0
    discard_wild: float = 8.0
    discard_high: float = 0.12
    discard_climb: float = 0.3  # per rank a discard stands above the card it buries
    discard_drop: float = 0.05  # per rank a discard stands below the top it goes on
    discard_tall: float = 0.1  # per card already on the side stack it goes on
    next_payoff: float = 300.0

    @classmethod
    def of(cls, weights: Weights | dict[str, float] | None,
           base: Weights | None = None) -> Weights:
        """A player's ``weights`` option: its defaults (``base``, else the class defaults),
        a :class:`Weights`, or a dict of the fields to change from those defaults (the
        tournament's ``--options`` give dicts)."""
        base = base or cls()
        if isinstance(weights, dict):
            return replace(base, **weights)
        return weights or base


class Evaluator:
    """Scores lines for one decision. Built from the seat's view only."""

    def __init__(self, view: PlayerView, weights: Weights | None = None) -> None:
        self.w = weights or Weights()
        self.rules = rules = view.rules
        self.view = view
        self.wild = rules.wild_rank
        self.top_rank = rules.top_rank
        self.hand_size = rules.hand_size
        me, n = view.seat, view.players
        unseen = view.unseen_cards()
        total = max(len(unseen), 1)
        counts = rank_counts(unseen)
        wilds = counts[self.wild]
        # a wild card may stand for an Ace only where the rules let it start a stack
        self.wild_ace = rules.wild_starts
        self.builder = StackBuilder(rules)
        # chance that one unknown card is rank k or a wild card that can stand for it
        self.per_card = [min(1.0, (counts[k] + (wilds if k != 1 or self.wild_ace else 0))
                             / total) for k in range(RANKS)]
        self._avail: dict[tuple[int, float], float] = {}
        # per opponent: its weight, its payoff rank, its side stacks, the cards it may hold
        self.opponents: list[tuple[float, int, RankStacks, float]] = []
        for step in range(1, n):
            o = (me + step) % n
            top = view.payoff_tops[o]
            if top is None or top.rank == self.wild:
                continue  # nothing can be blocked: a wild payoff card goes anywhere
            weight = 1.0 if step == 1 else self.w.block_later ** (step - 1)
            # the opponent draws fresh cards up to a full hand; the cards it kept
            # (it could not or would not play them) are less likely to help
            kept = min(view.hand_counts[o], self.hand_size)
            cards = self.hand_size - kept + self.w.kept_card * kept
            self.opponents.append((weight, top.rank, side_ranks(view.sides[o]), cards))
        self._block_cache: dict[tuple[int, ...], float] = {}
        self._chains: dict[tuple[int, int, object, float], float] = {}
        self._held: dict[Holding, tuple[list[int], RankStacks]] = {}
        self._next: dict[tuple[frozenset[int], Holding], float] = {}
        self.last_payoff = view.payoff_counts[me] == 1
        # the rank of our next payoff card, as far as this seat can tell
        self.next_ranks = [(k, counts[k] / total) for k in range(1, RANKS) if counts[k]]

    # -- chances ---------------------------------------------------------------------
    def avail(self, rank: int, cards: float) -> float:
        """The chance that ``cards`` unknown cards hold ``rank`` or a wild card."""
        key = (rank, cards)
        value = self._avail.get(key)
        if value is None:
            value = 1.0 - (1.0 - self.per_card[rank]) ** cards if cards > 0 else 0.0
            self._avail[key] = value
        return value

    def chain_chance(self, height: int, rank: int, hand: Iterable[int],
                     sides: Iterable[Sequence[int]], unknown: float) -> float:
        """The chance to build a stack of ``height`` up to just below ``rank``.

        Cards come from ``hand`` (ranks, known), ``sides`` (rank sequences, last = top;
        only tops play), wild cards among them, as :mod:`.building` takes them, and a
        rank they can't give from one of up to ``unknown`` unseen cards.
        """
        counts = [0] * RANKS
        for r in hand:
            counts[r] += 1
        return self._chain(height, rank, counts, tuple(tuple(s) for s in sides), unknown)

    def _chain(self, height: int, rank: int, counts: list[int],
               sides: RankStacks, unknown: float) -> float:
        """:meth:`chain_chance` with the hand as rank counts (left unchanged)."""
        need = height + 1
        if need >= rank:
            return 1.0 if need == rank else 0.0
        counts = counts[:]
        tops = [len(s) for s in sides]
        chance = 1.0
        walk = self.builder.walk
        need = walk(height, rank, counts, sides, tops)
        while need < rank:  # a rank the known cards can't give: one of the unknown cards?
            if unknown <= 0.05:
                return 0.0
            chance *= self.avail(need, unknown)
            unknown -= 1
            if chance < 0.01:
                return 0.0
            need = walk(need, rank, counts, sides, tops)
        return chance

    def chance(self, height: int, rank: int, line: Line, cards: Holding,
               unknown: float) -> float:
        """:meth:`chain_chance` with the hand and side stacks of ``line``, remembered for the
        decision. ``cards`` names what ``line`` holds (see :meth:`holding`)."""
        key = (height, rank, cards, unknown)
        value = self._chains.get(key)
        if value is None:
            counts, sides = self._held_by(line, cards)
            value = self._chains[key] = self._chain(height, rank, counts, sides, unknown)
        return value

    def _held_by(self, line: Line, cards: Holding) -> tuple[list[int], RankStacks]:
        """The hand of ``line`` as rank counts and its side stacks as ranks, remembered
        for the decision by ``cards`` (:meth:`holding`)."""
        held = self._held.get(cards)
        if held is None:
            held = self._held[cards] = (rank_counts(line.hand), side_ranks(line.sides))
        return held

    @staticmethod
    def holding(line: Line) -> Holding:
        """What ``line`` has to play with (:data:`Holding`)."""
        return tuple(sorted(c.rank for c in line.hand)), tuple(map(len, line.sides))

    # -- terms -----------------------------------------------------------------------
    def block(self, heights: tuple[int, ...]) -> float:
        """The penalty for the opponents' chances to reach their payoff cards."""
        cached = self._block_cache.get(heights)
        if cached is not None:
            return cached
        total = 0.0
        chains = self._chains
        for i, (weight, top, sides, cards) in enumerate(self.opponents):
            # the same few cards would have to serve every stack: the chances are not
            # independent, so take the best stack (plus a little for the others)
            best = rest = 0.0
            for h in set(heights):
                key = (h, top, -1 - i, cards)
                p = chains.get(key)
                if p is None:
                    p = chains[key] = self._chain(h, top, NO_CARDS, sides, cards)
                if p > best:
                    best, rest = p, rest + best
                else:
                    rest += p
            total += weight * min(1.0, best + self.w.block_others * rest)
        value = self.w.block * total
        self._block_cache[heights] = value
        return value

    def _best(self, heights: Iterable[int], rank: int, line: Line, cards: Holding,
              unknown: float) -> float:
        best = 0.0
        for h in heights:
            p = self.chance(h, rank, line, cards, unknown)
            if p > best:
                best = p
                if best >= 1.0:
                    break
        return best

    def reach(self, line: Line, heights: tuple[int, ...],
              cards: Holding | None = None) -> float:
        """Our own chance to reach the payoff card next turn (before the opponents move)."""
        top = line.payoff_top
        if top is None or top.rank == self.wild:
            return 1.0 if top is not None else 0.0
        draws = self.hand_size - len(line.hand) + 1
        return self._best(set(heights), top.rank, line, cards or self.holding(line), draws)

    def next_reach(self, line: Line, heights: tuple[int, ...],
                   cards: Holding | None = None) -> float:
        """The chance to play the next payoff card at once, its rank not known yet: what a
        line leaves to go on with after the payoff card (wild cards, side tops, stacks)."""
        cards = cards or self.holding(line)
        levels = frozenset(heights)
        key = (levels, cards)
        total = self._next.get(key)
        if total is not None:
            return total
        if not line.hand:  # an empty hand draws anew: chances, rank by rank
            total = sum(p if rank == self.wild else
                        p * self._best(levels, rank, line, cards, self.hand_size)
                        for rank, p in self.next_ranks)
        else:
            # with only known cards a stack either gets there or not, and building it up
            # goes the same way whatever the rank wanted: how high can each stack go?
            counts, sides = self._held_by(line, cards)
            reachable = [False] * RANKS
            for h in levels:
                for rank in range(h + 1, self.builder.highest(h, counts, sides) + 2):
                    reachable[rank] = True
            total = sum(p for rank, p in self.next_ranks
                        if rank == self.wild or (rank < RANKS and reachable[rank]))
        self._next[key] = total
        return total

    def position(self, line: Line, cards: Holding | None = None) -> float:
        """The value of ``line`` before any discard (``cards``: :meth:`holding`, if known)."""
        w = self.w
        heights = tuple(len(s) for s in line.centre)
        wild = self.wild
        wilds = sum(1 for c in line.hand if c.rank == wild)
        wilds += sum(1 for s in line.sides if s and s[-1].rank == wild)
        score = (w.hand_played * line.hand_played + w.side_played * line.side_played
                 + w.wild * wilds - self.block(heights))
        cards = cards or self.holding(line)
        if line.payoff_played:
            score += w.win if self.last_payoff else w.payoff
            if w.next_payoff and not self.last_payoff:
                score += w.next_payoff * self.next_reach(line, heights, cards)
        else:
            score += w.reach * self.reach(line, heights, cards)
        if not line.hand:
            score += w.hand_emptied
        return score

    def discard(self, card: Card, stack: tuple[Card, ...]) -> float:
        """The value of putting ``card`` from the hand on side ``stack``."""
        w = self.w
        wild = self.wild
        score = w.discard_high * (card.rank if card.rank != wild else 0)
        if card.rank == wild:
            score -= w.discard_wild
        if not stack:
            return score + w.discard_empty + w.discard_high * card.rank
        top = stack[-1].rank
        if top == wild:
            return score - w.discard_wild - w.discard_bury
        if top == card.rank:
            return score + w.discard_same
        if top == card.rank + 1:
            return score + w.discard_run
        gap = card.rank - top
        shape = w.discard_climb * gap if gap > 0 else -w.discard_drop * gap
        return score - w.discard_bury - shape - w.discard_tall * len(stack)

