"""The game in ranks and lists, for the computer players' inner loop.

A :class:`Compact` table holds what the engine's :class:`~spite_gui.engine.State` holds,
each card by its rank alone (suits never matter to the rules), in lists it changes in
place: no objects are made per move, so a player can play thousands of sampled turns
within its thinking time. It follows the engine's rules exactly, move for move (plays,
completed stacks, revealed payoff cards, a hand that empties and draws, the discard,
completed cards going back into the stock, the stock running out, the turn limit):
``tests/ai/test_compact.py`` plays thousands of random games of every preset on both
and checks that they agree after every move.

Only the shuffles differ: the engine shuffles completed cards back by the deal number,
which no seat knows; a compact table shuffles with the function it is given (a seeded
generator's, for sampled play).

>>> from spite_gui.engine import Game, Rules
>>> game = Game.new(Rules.preset("Classic"), players=2, seed=48213)
>>> table = Compact.of(game.rules, game.state)
>>> table.legal_moves() == game.legal_moves()
True
>>> move = game.legal_moves()[-1]
>>> table.apply(move); _ = game.play(move)
>>> table.same_as(game.state)
True
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine import Move, Rules, State
from ..engine.cards import ACE
from ..engine.moves import (
    CENTRE,
    DISCARDS,
    END_TURN,
    HAND,
    PAYOFF,
    PLAYS_FROM_HAND,
    PLAYS_FROM_PAYOFF,
    PLAYS_FROM_SIDE,
    SIDE,
)
from ..engine.scoring import PAYOFF_EMPTIED, STOCK_EXHAUSTED, TURN_LIMIT, Reason

# shuffles completed cards back into the stock: (cards, how many shuffles came before)
Shuffle = Callable[[list[int], int], None]
Ranks = list[int]


def random_shuffle(rng: random.Random) -> Shuffle:
    """A :data:`Shuffle` that shuffles with ``rng`` (Fisher-Yates, quicker than
    ``rng.shuffle`` and as fair for play-outs)."""
    uniform = rng.random

    def shuffle(cards: list[int], _shuffles: int) -> None:
        for top in range(len(cards) - 1, 0, -1):
            pick = int(uniform() * (top + 1))
            cards[top], cards[pick] = cards[pick], cards[top]

    return shuffle


def seeded_shuffle(seed: int) -> Shuffle:
    """A :data:`random_shuffle` with a generator seeded by ``seed``, made when first
    needed (most play-outs never shuffle)."""
    made: list[Shuffle] = []

    def shuffle(cards: list[int], shuffles: int) -> None:
        if not made:
            made.append(random_shuffle(random.Random(seed)))
        made[0](cards, shuffles)

    return shuffle


class Compact:
    """A whole table in ranks (see the module). Made by :meth:`of` or :meth:`copy`."""

    __slots__ = ("aces_must_play", "centre", "completed", "current", "hand_size", "hands",
                 "no_ace_discard", "payoffs", "players", "reason", "recycle_at_turn_end",
                 "shuffle", "shuffles", "sides", "stock", "top_rank", "turn", "turn_limit",
                 "wild", "wild_starts", "winner")

    def __init__(self, rules: Rules, shuffle: Shuffle) -> None:
        self.wild = rules.wild_rank
        self.top_rank = rules.top_rank
        self.wild_starts = rules.wild_starts
        self.hand_size = rules.hand_size
        self.recycle_at_turn_end = rules.recycle == "turn_end"
        self.aces_must_play = rules.aces_must_play
        self.no_ace_discard = rules.no_ace_discard
        self.turn_limit = rules.turn_limit
        self.shuffle = shuffle
        self.players = 0
        self.centre: list[Ranks] = []
        self.payoffs: list[Ranks] = []  # the last card is the top one
        self.hands: list[Ranks] = []
        self.sides: list[list[Ranks]] = []
        self.stock: Ranks = []  # the last card is drawn first
        self.completed: Ranks = []
        self.current = 0
        self.turn = 1
        self.shuffles = 0
        self.winner: int | None = None
        self.reason: Reason | None = None  # None while the game goes on

    @classmethod
    def of(cls, rules: Rules, state: State, shuffle: Shuffle | None = None) -> Compact:
        """The table of ``state`` (``shuffle``: for completed cards going back; by default
        a generator seeded with 0)."""
        table = cls(rules, shuffle or random_shuffle(random.Random(0)))
        table.players = len(state.seats)
        table.centre = [[c.rank for c in stack] for stack in state.centre]
        table.payoffs = [[c.rank for c in seat.payoff] for seat in state.seats]
        table.hands = [[c.rank for c in seat.hand] for seat in state.seats]
        table.sides = [[[c.rank for c in stack] for stack in seat.sides] for seat in state.seats]
        table.stock = [c.rank for c in state.stock]
        table.completed = [c.rank for c in state.completed]
        table.current, table.turn, table.shuffles = state.current, state.turn, state.shuffles
        if state.outcome is not None:
            table.winner, table.reason = state.outcome.winner, state.outcome.reason
        return table

    def copy(self, shuffle: Shuffle | None = None) -> Compact:
        """An independent copy (shuffling with ``shuffle``, or the same function)."""
        other = Compact.__new__(Compact)
        for name in ("wild", "top_rank", "wild_starts", "hand_size", "recycle_at_turn_end",
                     "aces_must_play", "no_ace_discard", "turn_limit", "players", "current",
                     "turn", "shuffles", "winner", "reason"):
            setattr(other, name, getattr(self, name))
        other.shuffle = shuffle or self.shuffle
        other.centre = [s[:] for s in self.centre]
        other.payoffs = [p[:] for p in self.payoffs]
        other.hands = [h[:] for h in self.hands]
        other.sides = [[s[:] for s in seat] for seat in self.sides]
        other.stock = self.stock[:]
        other.completed = self.completed[:]
        return other

    # -- what is on the table ------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.reason is not None

    def same_as(self, state: State) -> bool:
        """Whether ``state``, by ranks, is this table (for the tests that tie it to the
        engine)."""
        other = Compact.of(_RANKS_ONLY, state)
        mine = (self.centre, self.payoffs, self.hands, self.sides, self.stock, self.completed,
                self.current, self.turn, self.shuffles, self.winner, self.reason)
        theirs = (other.centre, other.payoffs, other.hands, other.sides, other.stock,
                  other.completed, other.current, other.turn, other.shuffles, other.winner,
                  other.reason)
        return mine == theirs

    def accepts(self, height: int, rank: int) -> bool:
        """Whether a centre stack of ``height`` takes a card of ``rank`` (the engine's
        ``centre_accepts``)."""
        if rank == self.wild:
            return height > 0 or self.wild_starts
        return rank == height + 1

    def discard_blocked(self) -> bool:
        """Whether the turn may not end now: an Ace must go to an empty centre stack."""
        if not self.aces_must_play or all(self.centre):
            return False
        p = self.current
        payoff = self.payoffs[p]
        if payoff and payoff[-1] == ACE:
            return True
        if ACE in self.hands[p]:
            return True
        return any(s and s[-1] == ACE for s in self.sides[p])

    def may_end_without_discard(self) -> bool:
        """Only Aces in hand, Aces may not be discarded and no centre stack is empty."""
        return (self.no_ace_discard and all(self.centre)
                and all(r == ACE for r in self.hands[self.current]))

    def legal_moves(self) -> list[Move]:
        """The player to move's legal moves, in the engine's order."""
        if self.reason is not None:
            return []
        p = self.current
        wild = self.wild
        heights = [len(s) for s in self.centre]
        wild_targets = [t for t, h in enumerate(heights) if h or self.wild_starts]

        def targets(rank: int) -> list[int]:
            if rank == wild:
                return wild_targets
            return [t for t, h in enumerate(heights) if h + 1 == rank]

        moves: list[Move] = []
        payoff = self.payoffs[p]
        if payoff:
            moves.extend(PLAYS_FROM_PAYOFF[t] for t in targets(payoff[-1]))
        hand = self.hands[p]
        for i, rank in enumerate(hand):
            moves.extend(PLAYS_FROM_HAND[i][t] for t in targets(rank))
        sides = self.sides[p]
        for i, stack in enumerate(sides):
            if stack:
                moves.extend(PLAYS_FROM_SIDE[i][t] for t in targets(stack[-1]))
        if not self.discard_blocked():
            for i, rank in enumerate(hand):
                if not (self.no_ace_discard and rank == ACE):
                    moves.extend(DISCARDS[i][:len(sides)])
            if self.may_end_without_discard():
                moves.append(END_TURN)
        return moves

    # -- moves ---------------------------------------------------------------------------
    def apply(self, move: Move) -> None:
        """Make a legal engine ``move`` (not checked)."""
        source, index, target, t = move
        if target == CENTRE:
            kind = PAYOFF_SOURCE if source == PAYOFF else HAND_SOURCE if source == HAND \
                else SIDE_SOURCE
            self.play(kind, index, t)
        elif target == SIDE:
            self.discard(index, t)
        else:
            self.end_turn()

    def play(self, kind: int, index: int, t: int) -> None:
        """Play a card to centre stack ``t`` from the payoff pile (``kind`` PAYOFF_SOURCE),
        the hand (HAND_SOURCE, the card at ``index``) or a side stack (SIDE_SOURCE,
        stack ``index``), as the engine does: a completed stack leaves the centre, a payoff
        card played turns up the next (or wins), an emptied hand draws anew."""
        p = self.current
        hand = self.hands[p]
        if kind == HAND_SOURCE:
            rank = hand.pop(index)
        elif kind == PAYOFF_SOURCE:
            rank = self.payoffs[p].pop()
        else:
            rank = self.sides[p][index].pop()
        stack = self.centre[t]
        stack.append(rank)
        if len(stack) == self.top_rank:
            self.completed.extend(stack)
            self.centre[t] = []
        if kind == PAYOFF_SOURCE and not self.payoffs[p]:
            self.winner, self.reason = p, PAYOFF_EMPTIED
            return
        if not hand:
            self.draw(p, self.hand_size)

    def discard(self, index: int, t: int) -> None:
        """Put the hand card at ``index`` on side stack ``t``: the turn ends."""
        p = self.current
        self.sides[p][t].append(self.hands[p].pop(index))
        self.end_turn()

    def end_turn(self) -> None:
        """The turn ends (after the discard, or without one): completed cards may go back
        into the stock, the next player draws, the turn limit may end the game."""
        if self.recycle_at_turn_end and self.completed:
            self.recycle()
        self.current = nxt = (self.current + 1) % self.players
        self.turn += 1
        if self.turn > self.turn_limit * self.players:
            self.winner, self.reason = None, TURN_LIMIT
            return
        need = self.hand_size - len(self.hands[nxt])
        if need > 0:
            self.draw(nxt, need)

    def recycle(self) -> None:
        """The completed cards are shuffled into the stock."""
        cards = self.stock + self.completed
        self.shuffle(cards, self.shuffles)
        self.stock, self.completed = cards, []
        self.shuffles += 1

    def draw(self, p: int, count: int) -> None:
        """``p`` draws ``count`` cards; an empty stock takes the completed cards first, and
        with none of those either the game ends."""
        hand = self.hands[p]
        while count > 0:
            if not self.stock:
                if not self.completed:
                    self.stock_out()
                    return
                self.recycle()
            stock = self.stock
            take = min(count, len(stock))
            for _ in range(take):
                hand.append(stock.pop())
            count -= take

    def stock_out(self) -> None:
        """The stock ran out: the fewest payoff cards wins (a tie is a draw)."""
        counts = [len(pile) for pile in self.payoffs]
        fewest = min(counts)
        leaders = [p for p, n in enumerate(counts) if n == fewest]
        self.winner = leaders[0] if len(leaders) == 1 else None
        self.reason = STOCK_EXHAUSTED


PAYOFF_SOURCE, HAND_SOURCE, SIDE_SOURCE = 0, 1, 2
_RANKS_ONLY = Rules()  # Compact.of reads only rule facts same_as does not compare
