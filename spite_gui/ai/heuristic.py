"""How good a position at the end of the seat's turn is: the craft of the game as numbers.

The terms, from the seat's point of view (see :class:`Weights`):

- **payoff**: playing the payoff top card is worth far more than anything else;
- **block**: the chance that the next opponents can reach their payoff top
  card from the centre stacks we leave, through their visible side stacks and
  the hand they will hold (estimated from the cards this seat has not seen);
  stacks already past an opponent's payoff rank are safe;
- **reach**: our own chance to reach our payoff card next turn;
- **wilds**: a wild card kept (in hand or on a side top) is worth keeping until
  it reaches the payoff card;
- **cards played**: each card played from the hand is a fresh card next turn,
  each card played from a side stack uncovers another;
- **discard**: on the same rank or one rank higher (descending runs), high cards
  on empty side stacks, never on top of a useful low card or a wild card.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import PlayerView
from ..engine.cards import Card
from .turn import Line


@dataclass(frozen=True)
class Weights:
    payoff: float = 1000.0
    win: float = 100_000.0
    block: float = 60.0
    block_later: float = 0.35  # weight of the opponents after the next one
    block_others: float = 0.1  # the other stacks' chances, on top of the best one
    kept_card: float = 0.35  # a card an opponent kept counts as this many fresh cards
    reach: float = 30.0
    wild: float = 14.0
    hand_played: float = 0.5
    side_played: float = 1.0
    hand_emptied: float = 6.0
    discard_same: float = 3.0
    discard_run: float = 2.5
    discard_empty: float = 0.5
    discard_bury: float = 2.0
    discard_wild: float = 8.0
    discard_high: float = 0.12


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
        counts = [0] * 14
        for card in unseen:
            counts[card.rank] += 1
        wilds = counts[self.wild]
        # chance that one unknown card is rank k or a wild card
        self.per_card = [min(1.0, (counts[k] + wilds) / total) for k in range(14)]
        self._avail: dict[tuple[int, int], float] = {}
        self.opponents: list[tuple[float, Card, tuple[tuple[Card, ...], ...], float]] = []
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
            self.opponents.append((weight, top, view.sides[o], cards))
        self._block_cache: dict[tuple[int, ...], float] = {}
        self.last_payoff = view.payoff_counts[me] == 1

    # -- chances ---------------------------------------------------------------------
    def avail(self, rank: int, cards: float) -> float:
        """The chance that ``cards`` unknown cards hold ``rank`` or a wild card."""
        key = (rank, cards)
        value = self._avail.get(key)
        if value is None:
            value = 1.0 - (1.0 - self.per_card[rank]) ** cards if cards > 0 else 0.0
            self._avail[key] = value
        return value

    def chain_chance(self, height: int, rank: int, hand: list[int], sides: list[list[int]],
                     unknown: float) -> float:
        """The chance to build a stack of ``height`` up to just below ``rank``.

        Cards come from ``hand`` (ranks, known), ``sides`` (ranks, last = top; only
        tops play), wild cards among them, and up to ``unknown`` unseen cards.
        The lists are consumed.
        """
        need = height + 1
        if need > rank:
            return 0.0
        chance = 1.0
        wild = self.wild
        while need < rank:
            for stack in sides:
                if stack and stack[-1] == need:
                    stack.pop()
                    break
            else:
                if need in hand:
                    hand.remove(need)
                elif wild in hand:
                    hand.remove(wild)
                else:
                    for stack in sides:
                        if stack and stack[-1] == wild:
                            stack.pop()
                            break
                    else:
                        if unknown <= 0.05:
                            return 0.0
                        chance *= self.avail(need, unknown)
                        unknown -= 1
                        if chance < 0.01:
                            return 0.0
            need += 1
        return chance

    # -- terms -----------------------------------------------------------------------
    def block(self, heights: tuple[int, ...]) -> float:
        """The penalty for the opponents' chances to reach their payoff cards."""
        cached = self._block_cache.get(heights)
        if cached is not None:
            return cached
        total = 0.0
        for weight, top, sides, cards in self.opponents:
            # the same few cards would have to serve every stack: the chances are not
            # independent, so take the best stack (plus a little for the others)
            best = rest = 0.0
            for h in set(heights):
                side_ranks = [[c.rank for c in s] for s in sides]
                p = self.chain_chance(h, top.rank, [], side_ranks, cards)
                if p > best:
                    best, rest = p, rest + best
                else:
                    rest += p
            total += weight * min(1.0, best + self.w.block_others * rest)
        value = self.w.block * total
        self._block_cache[heights] = value
        return value

    def reach(self, line: Line, heights: tuple[int, ...]) -> float:
        """Our own chance to reach the payoff card next turn (before the opponents move)."""
        top = line.payoff_top
        if top is None or top.rank == self.wild:
            return 1.0 if top is not None else 0.0
        draws = self.hand_size - len(line.hand) + 1
        best = 0.0
        for h in heights:
            p = self.chain_chance(h, top.rank, [c.rank for c in line.hand],
                                  [[c.rank for c in s] for s in line.sides], draws)
            if p > best:
                best = p
                if best >= 1.0:
                    break
        return best

    def position(self, line: Line) -> float:
        """The value of ``line`` before any discard."""
        w = self.w
        heights = tuple(len(s) for s in line.centre)
        wild = self.wild
        wilds = sum(1 for c in line.hand if c.rank == wild)
        wilds += sum(1 for s in line.sides if s and s[-1].rank == wild)
        score = (w.hand_played * line.hand_played + w.side_played * line.side_played
                 + w.wild * wilds - self.block(heights))
        if line.payoff_played:
            score += w.win if self.last_payoff else w.payoff
        else:
            score += w.reach * self.reach(line, heights)
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
        return score - w.discard_bury - (0.3 * gap if gap > 0 else -0.05 * gap) - 0.1 * len(stack)
