"""Building centre stacks with known cards: the one walk every estimate of the AI shares.

A centre stack of height ``h`` takes rank ``h + 1`` next. With the cards it knows of,
a player builds it one rank at a time, taking each rank it needs from, in order:

1. the top card of the first side stack that shows that rank (uncovering the card
   below it);
2. a card of that rank in the hand;
3. a wild card from the hand;
4. a wild card on top of a side stack.

A wild card stands for an Ace only where the rules let it start a stack.

Cards are counted by rank: a hand is a list of :data:`RANKS` counts, a side stack is
a tuple of ranks (the last one on top), and ``tops`` says how many cards of each side
stack are still unused. Hard's heuristic (the chances of reaching a payoff card) and
Expert's sampled next turns (the payoff cards each player plays) both build this way.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..engine import Card, Rules

RANKS = 14  # rank numbers 0 (joker) to 13 (King)
RankStacks = tuple[tuple[int, ...], ...]  # side stacks as ranks, the last one on top


def take_side_top(sides: RankStacks, tops: list[int], rank: int) -> bool:
    """Use up the top card of the first side stack that shows ``rank``, where ``tops``
    holds how many cards of each stack in ``sides`` are still unused."""
    for i, stack in enumerate(sides):
        t = tops[i]
        if t and stack[t - 1] == rank:
            tops[i] = t - 1
            return True
    return False


def rank_counts(cards: Iterable[Card]) -> list[int]:
    """How many of ``cards`` there are of each rank."""
    counts = [0] * RANKS
    for card in cards:
        counts[card.rank] += 1
    return counts


def side_ranks(sides: Iterable[Iterable[Card]]) -> RankStacks:
    """Side stacks as the ranks of their cards."""
    return tuple(tuple(c.rank for c in stack) for stack in sides)


class StackBuilder:
    """Builds centre stacks with known cards under one set of rules (see the module)."""

    def __init__(self, rules: Rules) -> None:
        self.wild = rules.wild_rank
        self.wild_ace = rules.wild_starts  # a wild card may stand for an Ace
        self.top_rank = rules.top_rank

    def walk(self, height: int, rank: int, counts: list[int], sides: RankStacks,
             tops: list[int]) -> int:
        """Build a stack of ``height`` towards ``rank - 1`` with the known cards, using them
        up, and return the first rank it can't have (``rank`` if it got there). Walk on
        from that rank's height, after getting it elsewhere, to go further."""
        wild, wild_ace = self.wild, self.wild_ace
        places = range(len(sides))
        for need in range(height + 1, rank):
            for i in places:  # take_side_top written out: this is the AI's inner loop
                t = tops[i]
                if t and sides[i][t - 1] == need:
                    tops[i] = t - 1
                    break
            else:  # no side stack shows it
                if counts[need]:
                    counts[need] -= 1
                elif need == 1 and not wild_ace:
                    return need
                elif counts[wild]:
                    counts[wild] -= 1
                elif not take_side_top(sides, tops, wild):
                    return need
        return rank

    def build(self, height: int, rank: int, counts: list[int], sides: RankStacks,
              tops: list[int]) -> bool:
        """Build a stack of ``height`` up to ``rank - 1``, using the cards up; False if a
        rank can't be had (the cards taken before it stay used)."""
        return self.walk(height, rank, counts, sides, tops) >= rank

    def highest(self, height: int, counts: list[int], sides: RankStacks) -> int:
        """How high a stack of ``height`` can be built, stopping short of completing it
        (``counts`` is left unchanged)."""
        return self.walk(height, self.top_rank, counts[:], sides, [len(s) for s in sides]) - 1

    def pay_off(self, heights: list[int], counts: list[int], sides: RankStacks,
                payoff: Sequence[int]) -> int:
        """How many of the payoff cards ``payoff`` (ranks, the top first) a player plays in
        order, building on the centre ``heights`` (changed as it plays) with the hand
        ``counts`` (used up) and ``sides``. Each card goes on the highest stack it can."""
        tops = [len(s) for s in sides]
        played = 0
        for rank in payoff:
            if rank == self.wild:
                spots = [i for i, h in enumerate(heights) if h or self.wild_ace]
                if not spots:
                    return played
                i = max(spots, key=lambda j: heights[j])
                heights[i] = (heights[i] + 1) % self.top_rank
                played += 1
                continue
            tried = []  # a height that failed fails on every stack of that height
            have = sum(counts) + sum(tops)  # cards that could go on a stack, at most
            for i in sorted(range(len(heights)), key=heights.__getitem__, reverse=True):
                h = heights[i]
                if h >= rank or h in tried:
                    continue
                tried.append(h)
                if rank - 1 - h > have:
                    continue  # too few cards to build it: lower stacks need more still
                trial, trial_tops = counts[:], tops[:]
                if self.build(h, rank, trial, sides, trial_tops):
                    counts[:], tops[:] = trial, trial_tops
                    heights[i] = rank % self.top_rank
                    played += 1
                    break
            else:
                return played
        return played

    def reaches(self, heights: Sequence[int], hand: Sequence[Card], sides: RankStacks,
                rank: int) -> bool:
        """Could a player holding ``hand`` (and ``sides``) play a payoff card of ``rank`` on
        one of the stacks of ``heights``?"""
        return self.pay_off(list(heights), rank_counts(hand), sides, [rank]) > 0

    def gaps(self, heights: Sequence[int], rank: int,
             sides: RankStacks) -> list[list[int]] | None:
        """For each stack height below ``rank``, the ranks the hand must give (a card of
        that rank or a wild card) to build it up to ``rank - 1`` once the side stacks gave
        what they could. None when ``rank`` is wild or a side stack holds a wild card (a
        wild side top changes what the stacks give)."""
        wild = self.wild
        if rank == wild or any(wild in stack for stack in sides):
            return None
        gaps = []
        for height in sorted(set(heights), reverse=True):
            if height >= rank:
                continue
            tops = [len(s) for s in sides]
            gap = []
            for need in range(height + 1, rank):
                if not take_side_top(sides, tops, need):
                    gap.append(need)
            gaps.append(gap)
        return gaps

    def may_reach(self, gaps: list[list[int]], counts: list[int]) -> bool:
        """False when a hand of ``counts`` can fill none of the ``gaps`` (:meth:`gaps`):
        then :meth:`pay_off` plays nothing. True says only that it might."""
        wild = self.wild
        for gap in gaps:
            missing = 0
            for r in gap:
                if not counts[r]:
                    if r == 1 and not self.wild_ace:
                        missing = RANKS
                        break
                    missing += 1
            if missing <= counts[wild]:
                return True
        return False
