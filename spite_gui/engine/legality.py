"""Which moves the rules allow, and why not: the one place where a move is judged.

Both :class:`~spite_gui.engine.game.Game` and a player's
:class:`~spite_gui.engine.view.PlayerView` ask these functions, with only what
the player to move can see: the centre stacks, their own payoff top card, hand
and side stacks. ``legal_moves`` and ``why_illegal`` agree by construction (both
are built from ``_targets`` and ``_discard_block``) and a property test checks it.
A move refused is a :class:`~.refusals.Refusal`: a code and the card and piles it
is about, never words.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import ACE, Card
from .moves import (
    CENTRE,
    DISCARDS,
    END,
    END_TURN,
    HAND,
    PAYOFF,
    PLAYS_FROM_HAND,
    PLAYS_FROM_PAYOFF,
    PLAYS_FROM_SIDE,
    SIDE,
    SOURCES,
    TARGETS,
    Move,
    Place,
)
from .refusals import Illegal, Refusal
from .rules import Rules

Stacks = Sequence[Sequence[Card]]


def centre_accepts(rules: Rules, stack: Sequence[Card], card: Card) -> bool:
    """Whether ``card`` may be played on centre ``stack`` (which is never complete)."""
    if card.rank == rules.wild_rank:
        return bool(stack) or rules.wild_starts
    return card.rank == len(stack) + 1


def _targets(rules: Rules, centre: Stacks) -> tuple[dict[int, list[int]], list[int]]:
    """(centre stacks by the rank they need, stacks a wild card may go to)."""
    by_rank: dict[int, list[int]] = {}
    wild_ok = rules.wild_starts
    wild_targets = []
    for i, stack in enumerate(centre):
        n = len(stack)
        by_rank.setdefault(n + 1, []).append(i)
        if n or wild_ok:
            wild_targets.append(i)
    return by_rank, wild_targets


def _discard_block(
    rules: Rules, centre: Stacks, payoff_top: Card | None, hand: Sequence[Card],
    sides: Stacks,
) -> Refusal | None:
    """Why the turn may not end now (Aces-must-play: where the Ace lies), or None."""
    if not rules.aces_must_play or all(centre):
        return None
    if payoff_top is not None and payoff_top.rank == ACE:
        return Refusal(Illegal.ACE_FIRST, source=PAYOFF)
    if any(c.rank == ACE for c in hand):
        return Refusal(Illegal.ACE_FIRST, source=HAND)
    if any(s and s[-1].rank == ACE for s in sides):
        return Refusal(Illegal.ACE_FIRST, source=SIDE)
    return None


def _may_end_without_discard(rules: Rules, centre: Stacks, hand: Sequence[Card]) -> bool:
    """Only Aces in hand, Aces may not be discarded, and no centre stack is empty."""
    return rules.no_ace_discard and all(centre) and all(c.rank == ACE for c in hand)


def legal_moves_for(
    rules: Rules, centre: Stacks, payoff_top: Card | None, hand: Sequence[Card],
    sides: Stacks,
) -> list[Move]:
    """Every legal move: plays to the centre (payoff, hand, sides) first, then discards."""
    by_rank, wild_targets = _targets(rules, centre)
    wild = rules.wild_rank
    moves: list[Move] = []
    if payoff_top is not None:
        for t in wild_targets if payoff_top.rank == wild else by_rank.get(payoff_top.rank, ()):
            moves.append(PLAYS_FROM_PAYOFF[t])
    for i, card in enumerate(hand):
        row = PLAYS_FROM_HAND[i]
        for t in wild_targets if card.rank == wild else by_rank.get(card.rank, ()):
            moves.append(row[t])
    for i, stack in enumerate(sides):
        if stack:
            card = stack[-1]
            row = PLAYS_FROM_SIDE[i]
            for t in wild_targets if card.rank == wild else by_rank.get(card.rank, ()):
                moves.append(row[t])
    if _discard_block(rules, centre, payoff_top, hand, sides) is None:
        no_aces = rules.no_ace_discard
        for i, card in enumerate(hand):
            if not (no_aces and card.rank == ACE):
                moves.extend(DISCARDS[i][: len(sides)])
        if _may_end_without_discard(rules, centre, hand):
            moves.append(END_TURN)
    return moves


def why_illegal(
    rules: Rules, centre: Stacks, payoff_top: Card | None, hand: Sequence[Card],
    sides: Stacks, move: Move,
) -> Refusal | None:
    """None if ``move`` is legal, else why not."""
    if not isinstance(move, Move):
        return Refusal(Illegal.NOT_A_MOVE)
    problem = _form_problem(move)
    if problem:
        return problem
    source, index, target, t = move
    if source == END or target == END:
        if move != END_TURN:
            return Refusal(Illegal.NOT_A_MOVE)
        if _may_end_without_discard(rules, centre, hand):
            return None
        return Refusal(Illegal.END_BY_DISCARD)
    card, problem = _source_card(payoff_top, hand, sides, source, index)
    if problem:
        return problem
    assert card is not None
    if target == CENTRE:
        if not 0 <= t < len(centre):
            return Refusal(Illegal.NO_SUCH_CENTRE_STACK)
        return _centre_problem(rules, centre[t], card)
    if target != SIDE:
        return Refusal(Illegal.NOT_A_TARGET)
    if source == PAYOFF:
        return Refusal(Illegal.PAYOFF_TO_CENTRE_ONLY, card)
    if source == SIDE:
        return Refusal(Illegal.SIDE_TO_CENTRE_ONLY, card)
    if not 0 <= t < len(sides):
        return Refusal(Illegal.NO_SUCH_SIDE_STACK)
    if rules.no_ace_discard and card.rank == ACE:
        return Refusal(Illegal.NO_ACE_DISCARD, card)
    return _discard_block(rules, centre, payoff_top, hand, sides)


_WORDS = (Place, str)


def _form_problem(move: Move) -> Refusal | None:
    """Why ``move`` is not even made of the right parts (names and whole numbers), or None.

    Exact types matter: ``True == 1`` and ``0.0 == 0`` in Python, so without this a
    move made of them would compare equal to a listed one and be accepted and saved. A
    place is a :class:`Place` or its word.
    """
    source, index, target, t = move
    if type(source) not in _WORDS or source not in SOURCES:
        return Refusal(Illegal.NOT_A_SOURCE)
    if type(target) not in _WORDS or target not in TARGETS:
        return Refusal(Illegal.NOT_A_TARGET)
    if type(index) is not int:
        return Refusal(Illegal.PLACE_NOT_WHOLE)
    if type(t) is not int:
        return Refusal(Illegal.STACK_NOT_WHOLE)
    return None


def _source_card(
    payoff_top: Card | None, hand: Sequence[Card], sides: Stacks, source: str, index: int,
) -> tuple[Card | None, Refusal | None]:
    if source == PAYOFF:
        if index != 0:  # the text form has no index: any other would not survive a save
            return None, Refusal(Illegal.PAYOFF_TOP_ONLY)
        if payoff_top is None:
            return None, Refusal(Illegal.PAYOFF_EMPTY)
        return payoff_top, None
    if source == HAND:
        if not 0 <= index < len(hand):
            return None, Refusal(Illegal.NO_SUCH_HAND_CARD)
        return hand[index], None
    if source == SIDE:
        if not 0 <= index < len(sides):
            return None, Refusal(Illegal.NO_SUCH_SIDE_STACK)
        if not sides[index]:
            return None, Refusal(Illegal.SIDE_STACK_EMPTY)
        return sides[index][-1], None
    return None, Refusal(Illegal.NOT_A_SOURCE)


def _centre_problem(rules: Rules, stack: Sequence[Card], card: Card) -> Refusal | None:
    if centre_accepts(rules, stack, card):
        return None
    if card.rank == rules.wild_rank:
        return Refusal(Illegal.WILD_CANT_START, card)
    if not stack:
        return Refusal(Illegal.NEEDS_ACE_OR_WILD if rules.wild_starts else Illegal.NEEDS_ACE, card)
    return Refusal(Illegal.WRONG_RANK, card, rank=len(stack))


def stands_for(position: int) -> int:
    """The rank a card at ``position`` (0 = bottom) of a centre stack stands for."""
    return position + 1


__all__ = ["centre_accepts", "legal_moves_for", "stands_for", "why_illegal"]
