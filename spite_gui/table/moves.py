"""Between the piles of a seat's table and the engine's moves: the one translation.

A drop, a double-click or a hint names piles and cards; the engine names moves.
Everything that turns one into the other is here, worked out from the seat's
:class:`PlayerView` alone.

>>> from spite_gui.engine import Move, Place
>>> move = Move(Place.HAND, 2, Place.CENTRE, 1)
>>> source_pile(0, move) == PileKey(HAND, 0), target_pile(0, move) == PileKey(CENTRE, number=1)
(True, True)
>>> move_for(0, PileKey(HAND, 0), 2, PileKey(CENTRE, number=1)) == move
True
"""

from __future__ import annotations

from ..engine import Card, Move, Place, PlayerView
from .piles import CENTRE, HAND, PAYOFF, SIDE, PileKey, PileKind

#: Where a hint or a move points: its card's pile, the card's place in it (-1: the top card)
#: and the pile it goes to (None for a turn ended without a discard).
Pointer = tuple[PileKey | None, int, PileKey | None]


def source_pile(seat: int, move: Move) -> PileKey:
    """The pile ``seat``'s ``move`` takes its card from."""
    if move.source == Place.SIDE:
        return PileKey(SIDE, seat, move.source_index)
    return PileKey(PileKind.of(move.source), seat)


def target_pile(seat: int, move: Move) -> PileKey:
    """The pile ``seat``'s ``move`` puts its card on."""
    if move.target == Place.CENTRE:
        return PileKey(CENTRE, number=move.target_index)
    return PileKey(SIDE, seat, move.target_index)


def pointer(seat: int, move: Move) -> Pointer:
    """Where ``move`` points on the table: (its card's pile, the card's place, its target)."""
    if move.target not in (Place.CENTRE, Place.SIDE):
        return None, -1, None
    index = move.source_index if move.source == Place.HAND else -1
    return source_pile(seat, move), index, target_pile(seat, move)


def source_of(seat: int, pile: PileKey, index: int) -> tuple[Place, int] | None:
    """The engine's (source, index) for card ``index`` of ``pile``, if ``seat`` may play it."""
    if pile.seat != seat:
        return None
    if pile.kind == PAYOFF:
        return (Place.PAYOFF, 0)
    if pile.kind == HAND:
        return (Place.HAND, index)
    if pile.kind == SIDE:
        return (Place.SIDE, pile.number)
    return None


def move_for(seat: int, source: PileKey, index: int, target: PileKey) -> Move | None:
    """The move a card dropped on ``target`` stands for, or None if no move could do that
    (a drop on another player's pile, on the stock …); the engine judges the rest."""
    wanted = source_of(seat, source, index)
    if wanted is None:
        return None
    if target.kind == CENTRE:
        return Move(wanted[0], wanted[1], Place.CENTRE, target.number)
    if target.kind == SIDE and target.seat == seat:
        return Move(wanted[0], wanted[1], Place.SIDE, target.number)
    return None


def sources(view: PlayerView) -> list[PileKey]:
    """The piles the seat may pick cards up from: its payoff pile, hand and side stacks."""
    seat = view.seat
    return [PileKey(PAYOFF, seat), PileKey(HAND, seat),
            *(PileKey(SIDE, seat, i) for i in range(len(view.my_sides)))]


def card_at(view: PlayerView, pile: PileKey, index: int) -> Card | None:
    """The card ``index`` of one of the seat's own piles (the top card of a stack)."""
    wanted = source_of(view.seat, pile, index)
    if wanted is None:
        return None
    return view.card_for(Move(wanted[0], wanted[1], Place.CENTRE, 0))


def targets(view: PlayerView, pile: PileKey, index: int) -> set[PileKey]:
    """The piles card ``index`` of ``pile`` may be dropped on now."""
    wanted = source_of(view.seat, pile, index)
    return {target_pile(view.seat, m) for m in view.legal_moves()
            if (m.source, m.source_index) == wanted}


def natural_ranks(view: PlayerView) -> set[int]:
    """Ranks the seat could play without a wild card: hand, payoff top and side tops."""
    cards = list(view.hand)
    if view.payoff_top is not None:
        cards.append(view.payoff_top)
    cards.extend(stack[-1] for stack in view.my_sides if stack)
    return {c.rank for c in cards if not view.rules.is_wild(c)}


def best_centre_move(view: PlayerView, pile: PileKey, index: int) -> Move | None:
    """The centre play for a double-clicked card: a stack where a wild card isn't wasted
    (one whose next rank the player doesn't hold naturally), else the lowest stack."""
    wanted = source_of(view.seat, pile, index)
    moves = [m for m in view.legal_moves()
             if (m.source, m.source_index) == wanted and m.target == Place.CENTRE]
    if not moves:
        return None
    card = card_at(view, pile, index)
    if card is None or not view.rules.is_wild(card):
        return min(moves, key=lambda m: m.target_index)
    natural = natural_ranks(view)

    def cost(move: Move) -> tuple[int, int]:
        needed = len(view.centre[move.target_index]) + 1
        return (1 if needed in natural else 0, move.target_index)

    return min(moves, key=cost)
