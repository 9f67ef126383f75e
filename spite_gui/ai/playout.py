"""The quick turn every sampled play-out plays, for every seat, on a :class:`~.compact.Compact`.

Expert's look-ahead and the judge of chances play whole turns on sampled tables,
thousands per decision; Hard's search costs far too much for that. :class:`QuickTurn`
plays a turn the way Hard mostly does, in a few dozen microseconds:

1. play the payoff card whenever the cards in sight reach it: build the highest centre
   stack that can be built up to just below it (side tops first, then the hand, then
   wild cards, the order of :mod:`.building`), play it, and go on with the next one; a
   side top played to another stack first may bring it in reach (by the card it
   uncovers or the stack it raises), and a wild payoff card needs a started stack (an
   Ace starts one);
2. otherwise play hand cards (not wild cards) that fit the centre, unless they bring a
   centre stack closer to the next player's payoff card than any stack is now (what
   that player shows on its side stacks counts); a hand that empties draws anew, and
   the turn goes back to step 1;
3. end the turn with the discard Hard's measure likes best (:meth:`.Evaluator.discard`).

It reads only what its seat may see of the table it is given (its own cards, the other
seats' payoff tops and side stacks, the centre): on a sampled table that is the
sample's cards, never the real game's.
"""

from __future__ import annotations

from ..engine import Rules
from ..engine.cards import ACE
from .building import RANKS
from .compact import HAND_SOURCE, PAYOFF_SOURCE, SIDE_SOURCE, Compact
from .heuristic import Weights

EMPTY = RANKS  # the discard table's column for an empty side stack
SAFE = 3  # a stack that needs this many cards the next player may not hold is no threat


class QuickTurn:
    """Plays the player to move's whole turn (see the module)."""

    def __init__(self, rules: Rules, weights: Weights | None = None) -> None:
        w = weights or Weights()
        self.wild = rules.wild_rank
        self.top_rank = rules.top_rank
        self.wild_ace = rules.wild_starts
        # the value of a discard of rank r on a side stack showing rank s (s = EMPTY: none)
        self.discards = [[_discard_value(w, self.wild, r, s if s < EMPTY else None)
                          for s in range(EMPTY + 1)] for r in range(RANKS)]
        self.tall = w.discard_tall

    def turn(self, t: Compact) -> None:
        """Play the turn of ``t.current`` to its end (or the game's)."""
        p, turn = t.current, t.turn
        danger = Danger(self, t, (p + 1) % t.players)
        while t.reason is None and t.turn == turn:
            if self.pay_off(t, p):
                continue
            if self.play_hand(t, p, danger):
                continue  # the hand emptied and drew anew
            self.end(t, p)

    # -- the payoff card ---------------------------------------------------------------
    def pay_off(self, t: Compact, p: int) -> bool:
        """Play the payoff card if the cards in sight reach it (building a stack first), or
        a side top that brings it in reach; False if neither can be done."""
        rank = t.payoffs[p][-1]
        centre = t.centre
        if rank == self.wild:
            best, height = -1, -1
            for i, stack in enumerate(centre):
                h = len(stack)
                if (h or self.wild_ace) and h > height:
                    best, height = i, h
            if best >= 0:
                t.play(PAYOFF_SOURCE, 0, best)
                return True
            return self.start_stack(t, p)  # an Ace, for the wild card to go on
        hand, sides = t.hands[p], t.sides[p]
        tops = [len(s) for s in sides]
        i = self.stack_for(t.centre, [len(s) for s in centre], rank, hand, sides, tops)
        if i >= 0:
            if self.build(t, p, i, rank):
                t.play(PAYOFF_SOURCE, 0, i)
            return True
        # a side top played to the centre may bring the payoff card in reach: the card
        # it uncovers, or the stack it raises
        heights = [len(s) for s in centre]
        for s, side in enumerate(sides):
            n = tops[s]
            if not n or side[-1] == self.wild:
                continue
            for c, h in enumerate(heights):
                if h + 1 != side[-1]:
                    continue
                heights[c] = (h + 1) % self.top_rank
                tops[s] = n - 1
                found = self.stack_for(centre, heights, rank, hand, sides, tops)
                heights[c], tops[s] = h, n
                if found >= 0:
                    t.play(SIDE_SOURCE, s, c)
                    return True
                break
        return False

    def stack_for(self, centre: list[list[int]], heights: list[int], rank: int,
                  hand: list[int], sides: list[list[int]], tops: list[int]) -> int:
        """The highest centre stack (of ``heights``) that the hand and the side tops (the
        first ``tops`` cards of each side stack) build up to just below ``rank``; -1 if
        none."""
        tried = []
        for i in sorted(range(len(centre)), key=lambda j: -heights[j]):
            h = heights[i]
            if h >= rank or h in tried:
                continue
            tried.append(h)
            if self.reaches(h, rank, hand, sides, tops):
                return i
        return -1

    def start_stack(self, t: Compact, p: int) -> bool:
        """Start an empty centre stack with an Ace from a side top or the hand."""
        empty = next((i for i, stack in enumerate(t.centre) if not stack), -1)
        if empty < 0:
            return False
        for s, side in enumerate(t.sides[p]):
            if side and side[-1] == ACE:
                t.play(SIDE_SOURCE, s, empty)
                return True
        hand = t.hands[p]
        if ACE in hand:
            t.play(HAND_SOURCE, hand.index(ACE), empty)
            return True
        return False

    def reaches(self, height: int, rank: int, hand: list[int], sides: list[list[int]],
                tops: list[int]) -> bool:
        """Can a stack of ``height`` be built to ``rank - 1`` with the hand and side tops
        (the first ``tops`` cards of each side stack; left unchanged)?"""
        if height + 1 >= rank:
            return True
        wild, wild_ace = self.wild, self.wild_ace
        tops = tops[:]
        held = [0] * RANKS
        for r in hand:
            held[r] += 1
        for need in range(height + 1, rank):
            if _take(sides, tops, need):
                continue
            if held[need]:
                held[need] -= 1
            elif need == ACE and not wild_ace:
                return False
            elif held[wild]:
                held[wild] -= 1
            elif not _take(sides, tops, wild):
                return False
        return True

    def build(self, t: Compact, p: int, i: int, rank: int) -> bool:
        """Build centre stack ``i`` up to ``rank - 1`` (known to be possible), taking each
        card as :meth:`reaches` does; False if the game ended on the way (a hand that
        emptied found the stock run out)."""
        hand, sides, wild = t.hands[p], t.sides[p], self.wild
        stack = t.centre[i]
        for need in range(len(stack) + 1, rank):
            if t.reason is not None:
                return False
            for s, side in enumerate(sides):
                if side and side[-1] == need:
                    t.play(SIDE_SOURCE, s, i)
                    break
            else:
                if need in hand:
                    t.play(HAND_SOURCE, hand.index(need), i)
                elif wild in hand and (need != ACE or self.wild_ace):
                    t.play(HAND_SOURCE, hand.index(wild), i)
                else:
                    s = next(s for s, side in enumerate(sides) if side and side[-1] == wild)
                    t.play(SIDE_SOURCE, s, i)
        return t.reason is None

    # -- the other plays -----------------------------------------------------------------
    def play_hand(self, t: Compact, p: int, danger: Danger) -> bool:
        """Play hand cards (not wild cards) that fit the centre without bringing a stack
        closer to the next player's payoff card; True if the hand emptied (and drew)."""
        hand, centre, wild, top = t.hands[p], t.centre, self.wild, self.top_rank
        played = True
        while played:
            played = False
            worst = min(danger.at(len(s)) for s in centre)
            for i, r in enumerate(hand):
                if r == wild:
                    continue
                for s, stack in enumerate(centre):
                    if len(stack) + 1 == r:
                        after = danger.at(r % top)
                        if after >= SAFE or after >= worst:
                            last = len(hand) == 1
                            t.play(HAND_SOURCE, i, s)
                            if last or t.reason is not None:
                                return True
                            played = True
                        break
                if played:
                    break
        return False

    def end(self, t: Compact, p: int) -> None:
        """End the turn: the best discard, or what the Ace options ask."""
        hand, sides = t.hands[p], t.sides[p]
        if t.discard_blocked():  # an Ace must go to an empty centre stack first
            self.play_ace(t, p)
            return
        best, where, value = -1, -1, 0.0
        discards, tall, no_aces = self.discards, self.tall, t.no_ace_discard
        for i, r in enumerate(hand):
            if no_aces and r == ACE:
                continue
            row = discards[r]
            for s, stack in enumerate(sides):
                v = row[stack[-1]] - tall * len(stack) if stack else row[EMPTY]
                if best < 0 or v > value:
                    best, where, value = i, s, v
        if best >= 0:
            t.discard(best, where)
        elif t.may_end_without_discard():
            t.end_turn()
        else:
            self.play_ace(t, p)

    def play_ace(self, t: Compact, p: int) -> None:
        """Play an Ace to an empty centre stack (the Ace options leave nothing else)."""
        t_index = next(i for i, stack in enumerate(t.centre) if not stack)
        payoff, hand, sides = t.payoffs[p], t.hands[p], t.sides[p]
        if payoff and payoff[-1] == ACE:
            t.play(PAYOFF_SOURCE, 0, t_index)
        elif ACE in hand:
            t.play(HAND_SOURCE, hand.index(ACE), t_index)
        else:
            s = next(s for s, side in enumerate(sides) if side and side[-1] == ACE)
            t.play(SIDE_SOURCE, s, t_index)


class Danger:
    """How close each centre height is to the next player's payoff card: how many cards it
    would need from its hand (or wild cards) once its side tops gave what they could.
    SAFE or more counts as no threat. Worked out for a height when first asked."""

    __slots__ = ("heights", "rank", "sides", "wild", "wild_ace")

    def __init__(self, quick: QuickTurn, t: Compact, o: int) -> None:
        payoff = t.payoffs[o]
        self.rank = 0 if o == t.current or not payoff or payoff[-1] == quick.wild \
            else payoff[-1]  # 0: nothing to block
        self.sides, self.wild, self.wild_ace = t.sides[o], quick.wild, quick.wild_ace
        self.heights: dict[int, int] = {}

    def at(self, height: int) -> int:
        """The cards the next player would still need at a stack of ``height``."""
        missing = self.heights.get(height)
        if missing is not None:
            return missing
        rank = self.rank
        missing = 0
        if height >= rank:
            missing = SAFE
        elif height + 1 < rank:
            sides, wild, wild_ace = self.sides, self.wild, self.wild_ace
            tops = [len(s) for s in sides]
            for need in range(height + 1, rank):
                if not (_take(sides, tops, need)
                        or ((need != ACE or wild_ace) and _take(sides, tops, wild))):
                    missing += 1
                    if missing >= SAFE:
                        break
        self.heights[height] = missing
        return missing


def _take(sides: list[list[int]], tops: list[int], rank: int) -> bool:
    """Use up the top card of the first side stack that shows ``rank`` (``tops``: how many
    cards of each stack are still unused)."""
    for i, stack in enumerate(sides):
        n = tops[i]
        if n and stack[n - 1] == rank:
            tops[i] = n - 1
            return True
    return False


def _discard_value(w: Weights, wild: int, rank: int, top: int | None) -> float:
    """:meth:`.Evaluator.discard` by ranks, without the stack's height (``top`` None: an
    empty side stack)."""
    score = w.discard_high * (rank if rank != wild else 0)
    if rank == wild:
        score -= w.discard_wild
    if top is None:
        return score + w.discard_empty + w.discard_high * rank
    if top == wild:
        return score - w.discard_wild - w.discard_bury
    if top == rank:
        return score + w.discard_same
    if top == rank + 1:
        return score + w.discard_run
    gap = rank - top
    shape = w.discard_climb * gap if gap > 0 else -w.discard_drop * gap
    return score - w.discard_bury - shape
