"""The seat's own turn, simulated without the hidden cards.

A :class:`Line` is what the player to move knows during its turn: the centre
stacks, its payoff top card, its hand and its side stacks. Plays to the centre
are simulated exactly as the engine makes them (the hand keeps its order, a
stack of ``rules.top_rank`` cards leaves the centre) and judged by the engine's
own :func:`~spite_gui.engine.legality.centre_accepts`; ``tests/ai/test_turn.py``
checks on positions built card by card that every legal play leaves the table
the engine leaves. Two plays reveal hidden cards: playing the payoff top card
ends a line (the next payoff card is unknown); emptying the hand draws unknown
cards, but the payoff top and the side stacks may still be played after it. The
player plans again with the new view at either point.
"""

from __future__ import annotations

from typing import NamedTuple

from ..engine import Move, PlayerView, Rules
from ..engine.cards import Card
from ..engine.legality import centre_accepts
from ..engine.moves import CENTRE, HAND, PAYOFF, PLAYS_FROM_HAND, PLAYS_FROM_PAYOFF, PLAYS_FROM_SIDE

Stacks = tuple[tuple[Card, ...], ...]
# equal keys, equal futures for a plan (see Line.key)
LineKey = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], bool]
# what must be unchanged for a plan made earlier in the turn to still apply
Signature = tuple[int, Stacks, Card | None, int, tuple[Card, ...], Stacks]


class Line(NamedTuple):
    """The seat's position during its own turn."""

    centre: Stacks
    payoff_top: Card | None
    hand: tuple[Card, ...]
    sides: Stacks
    payoff_played: bool = False  # the payoff top went to the centre: a hidden card shows next
    hand_played: int = 0  # cards played from the hand this turn
    side_played: int = 0  # cards played from side stacks this turn
    wilds_played: int = 0
    completed: int = 0  # centre stacks completed this turn

    @classmethod
    def of(cls, view: PlayerView) -> Line:
        return cls(view.centre, view.payoff_top, view.hand, view.my_sides)

    @property
    def ends_line(self) -> bool:
        """True when hidden cards come next (payoff played, or hand empty: a draw)."""
        return self.payoff_played or not self.hand

    def key(self) -> LineKey:
        """Equal keys mean equal futures for the planner (suits and stack contents aside)."""
        return (
            tuple(map(len, self.centre)),
            tuple(sorted([c.rank for c in self.hand])),
            tuple(map(len, self.sides)),
            self.payoff_played,
        )


def signature(view: PlayerView) -> Signature:
    """What must be unchanged for a plan made earlier in the turn to still apply."""
    return (view.turn, view.centre, view.payoff_top, view.payoff_counts[view.seat],
            view.hand, view.my_sides)


def line_signature(line: Line, view: PlayerView) -> Signature:
    """The signature the view should have when the game reaches ``line`` this turn."""
    return (view.turn, line.centre, line.payoff_top, view.payoff_counts[view.seat],
            line.hand, line.sides)


def play(rules: Rules, line: Line, move: Move, wild: int | None = None,
         top_rank: int | None = None) -> Line:
    """The line after a legal play to the centre (as the engine makes it)."""
    if wild is None:
        wild, top_rank = rules.wild_rank, rules.top_rank
    source, index, target, t = move
    assert target == CENTRE
    hand, sides, top = line.hand, line.sides, line.payoff_top
    hand_played, side_played = line.hand_played, line.side_played
    if source == HAND:
        card = hand[index]
        hand = hand[:index] + hand[index + 1:]
        hand_played += 1
    elif source == PAYOFF:
        assert top is not None
        card, top = top, None
    else:
        stack = sides[index]
        card = stack[-1]
        sides = sides[:index] + (stack[:-1],) + sides[index + 1:]
        side_played += 1
    built = line.centre[t] + (card,)
    completed = line.completed
    if len(built) == top_rank:
        built = ()
        completed += 1
    centre = line.centre[:t] + (built,) + line.centre[t + 1:]
    return Line(centre, top, hand, sides, source == PAYOFF, hand_played, side_played,
                line.wilds_played + (card.rank == wild), completed)


def centre_plays(rules: Rules, line: Line,
                 accepts: dict[tuple[int, int], bool] | None = None) -> list[Move]:
    """The plays to the centre from ``line``, one per distinct outcome.

    Hand cards of equal rank give equal futures, and so do centre stacks of
    equal height: only the first of each is listed. The payoff play comes first.
    ``accepts`` may be a dict shared by the calls of one search: it remembers
    the engine's answer for each (rank, stack height).
    """
    if line.payoff_played:
        return []
    if accepts is None:
        accepts = {}
    centre = line.centre
    targets: list[tuple[int, int]] = []
    heights: set[int] = set()
    for i, stack in enumerate(centre):
        h = len(stack)
        if h not in heights:
            heights.add(h)
            targets.append((i, h))

    def fits(card: Card) -> list[int]:
        out = []
        rank = card.rank
        for t, h in targets:
            key = (rank, h)
            ok = accepts.get(key)
            if ok is None:
                ok = accepts[key] = centre_accepts(rules, centre[t], card)
            if ok:
                out.append(t)
        return out

    moves: list[Move] = []
    top = line.payoff_top
    if top is not None:
        moves.extend(PLAYS_FROM_PAYOFF[t] for t in fits(top))
    seen: set[int] = set()
    for i, card in enumerate(line.hand):
        if card.rank in seen:
            continue
        seen.add(card.rank)
        row = PLAYS_FROM_HAND[i]
        moves.extend(row[t] for t in fits(card))
    for i, stack in enumerate(line.sides):
        if stack:
            row = PLAYS_FROM_SIDE[i]
            moves.extend(row[t] for t in fits(stack[-1]))
    return moves
