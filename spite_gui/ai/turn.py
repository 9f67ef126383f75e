"""The seat's own turn, simulated without the hidden cards.

A :class:`Line` is what the player to move knows during its turn: the centre
stacks, its payoff top card, its hand and its side stacks. Plays to the centre
are simulated exactly as the engine makes them (the hand keeps its order, a
stack of ``rules.top_rank`` cards leaves the centre) and judged by the engine's
own :func:`~spite_gui.engine.legality.centre_accepts`. Two plays reveal hidden
cards and end a line: playing the payoff top card, and emptying the hand (which
draws new cards). A plan stops there and the player plans again with the new view.
"""

from __future__ import annotations

from typing import NamedTuple

from ..engine import Move, PlayerView, Rules
from ..engine.cards import Card
from ..engine.legality import centre_accepts
from ..engine.moves import CENTRE, HAND, PAYOFF, PLAYS_FROM_HAND, PLAYS_FROM_PAYOFF, PLAYS_FROM_SIDE

Stacks = tuple[tuple[Card, ...], ...]


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

    def key(self) -> tuple:
        """Equal keys mean equal futures for the planner (suits and stack contents aside)."""
        return (
            tuple(len(s) for s in self.centre),
            tuple(sorted(c.rank for c in self.hand)),
            tuple(len(s) for s in self.sides),
            self.payoff_played,
        )


def signature(view: PlayerView) -> tuple:
    """What must be unchanged for a plan made earlier in the turn to still apply."""
    return (view.turn, view.centre, view.payoff_top, view.payoff_counts[view.seat],
            view.hand, view.my_sides)


def line_signature(line: Line, view: PlayerView) -> tuple:
    """The signature the view should have when the game reaches ``line`` this turn."""
    return (view.turn, line.centre, line.payoff_top, view.payoff_counts[view.seat],
            line.hand, line.sides)


def play(rules: Rules, line: Line, move: Move) -> Line:
    """The line after a legal play to the centre (as the engine makes it)."""
    source, index, target, t = move
    assert target == CENTRE
    hand, sides, top = line.hand, line.sides, line.payoff_top
    hand_played, side_played = line.hand_played, line.side_played
    if source == HAND:
        card = hand[index]
        hand = hand[:index] + hand[index + 1:]
        hand_played += 1
    elif source == PAYOFF:
        card = top
        top = None
    else:
        stack = sides[index]
        card = stack[-1]
        sides = sides[:index] + (stack[:-1],) + sides[index + 1:]
        side_played += 1
    built = line.centre[t] + (card,)
    completed = line.completed
    if len(built) == rules.top_rank:
        built = ()
        completed += 1
    centre = line.centre[:t] + (built,) + line.centre[t + 1:]
    return Line(centre, top, hand, sides, source == PAYOFF, hand_played, side_played,
                line.wilds_played + (card.rank == rules.wild_rank), completed)


def centre_plays(rules: Rules, line: Line) -> list[Move]:
    """The plays to the centre from ``line``, one per distinct outcome.

    Hand cards of equal rank give equal futures, and so do centre stacks of
    equal height: only the first of each is listed. The payoff play comes first.
    """
    if line.ends_line:
        return []
    centre = line.centre
    targets: list[int] = []
    heights: set[int] = set()
    for i, stack in enumerate(centre):
        if len(stack) not in heights:
            heights.add(len(stack))
            targets.append(i)
    moves: list[Move] = []
    top = line.payoff_top
    if top is not None:
        moves.extend(PLAYS_FROM_PAYOFF[t] for t in targets if centre_accepts(rules, centre[t], top))
    seen: set[int] = set()
    for i, card in enumerate(line.hand):
        if card.rank in seen:
            continue
        seen.add(card.rank)
        row = PLAYS_FROM_HAND[i]
        moves.extend(row[t] for t in targets if centre_accepts(rules, centre[t], card))
    for i, stack in enumerate(line.sides):
        if stack:
            row = PLAYS_FROM_SIDE[i]
            moves.extend(row[t] for t in targets if centre_accepts(rules, centre[t], stack[-1]))
    return moves
