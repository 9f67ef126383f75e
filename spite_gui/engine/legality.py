"""Which moves the rules allow, and why not: the one place where a move is judged.

Both :class:`~spite_gui.engine.game.Game` and a player's
:class:`~spite_gui.engine.view.PlayerView` ask these functions, with only what
the player to move can see: the centre stacks, their own payoff top card, hand
and side stacks. ``legal_moves`` and ``why_illegal`` agree by construction (both
are built from ``_targets`` and ``_discard_block``) and a property test checks it.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import ACE, Card, a_or_an
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
)
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
) -> str | None:
    """Why the turn may not end now (Aces-must-play), or None."""
    if not rules.aces_must_play or all(centre):
        return None
    if payoff_top is not None and payoff_top.rank == ACE:
        return "Play the Ace on your payoff pile to an empty centre stack before ending your turn."
    if any(c.rank == ACE for c in hand):
        return "Play the Ace in your hand to an empty centre stack before ending your turn."
    if any(s and s[-1].rank == ACE for s in sides):
        return "Play the Ace on your side stack to an empty centre stack before ending your turn."
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
) -> str | None:
    """None if ``move`` is legal, else the reason in a player's words."""
    if not isinstance(move, Move):
        return "That is not a move."
    problem = _form_problem(move)
    if problem:
        return problem
    source, index, target, t = move
    if source == END or target == END:
        if move != END_TURN:
            return "That is not a move."
        if _may_end_without_discard(rules, centre, hand):
            return None
        return "End your turn by placing a card from your hand on one of your side stacks."
    card, problem = _source_card(payoff_top, hand, sides, source, index)
    if problem:
        return problem
    assert card is not None
    if target == CENTRE:
        if not 0 <= t < len(centre):
            return "There is no such centre stack."
        return _centre_problem(rules, centre[t], card)
    if target != SIDE:
        return "Cards go to a centre stack or, to end the turn, to one of your side stacks."
    if source == PAYOFF:
        return "Your payoff card can only be played to a centre stack."
    if source == SIDE:
        return "A card on a side stack can only be played to a centre stack."
    if not 0 <= t < len(sides):
        return "There is no such side stack."
    if rules.no_ace_discard and card.rank == ACE:
        return "Aces may not be placed on a side stack under these rules."
    return _discard_block(rules, centre, payoff_top, hand, sides)


def _form_problem(move: Move) -> str | None:
    """Why ``move`` is not even made of the right parts (names and whole numbers), or None.

    Exact types matter: ``True == 1`` and ``0.0 == 0`` in Python, so without this a
    move made of them would compare equal to a listed one and be accepted and saved.
    """
    source, index, target, t = move
    if type(source) is not str or source not in SOURCES:
        return "Cards can be played only from your payoff pile, your hand or your side stacks."
    if type(target) is not str or target not in TARGETS:
        return "Cards go to a centre stack or, to end the turn, to one of your side stacks."
    if type(index) is not int:
        return "A card's place must be a whole number."
    if type(t) is not int:
        return "A stack's number must be a whole number."
    return None


def _source_card(
    payoff_top: Card | None, hand: Sequence[Card], sides: Stacks, source: str, index: int,
) -> tuple[Card | None, str | None]:
    if source == PAYOFF:
        if index != 0:  # the text form has no index: any other would not survive a save
            return None, "Only the top card of your payoff pile can be played."
        if payoff_top is None:
            return None, "Your payoff pile is empty."
        return payoff_top, None
    if source == HAND:
        if not 0 <= index < len(hand):
            return None, "There is no card at that place in your hand."
        return hand[index], None
    if source == SIDE:
        if not 0 <= index < len(sides):
            return None, "There is no such side stack."
        if not sides[index]:
            return None, "That side stack is empty."
        return sides[index][-1], None
    return None, "Cards can be played only from your payoff pile, your hand or your side stacks."


def _centre_problem(rules: Rules, stack: Sequence[Card], card: Card) -> str | None:
    if centre_accepts(rules, stack, card):
        return None
    need = len(stack) + 1
    if card.rank == rules.wild_rank:
        wild = "A joker" if rules.jokers else "A wild King"
        return f"{wild} can't start a centre stack under these rules: an empty stack takes an Ace."
    what = a_or_an(card.rank)
    what = what[0].upper() + what[1:]
    if not stack:
        extra = " or a wild card" if rules.wild_starts else ""
        return f"{what} can't start a centre stack: an empty stack takes an Ace{extra}."
    return f"{what} can't go on {a_or_an(len(stack))}: that stack needs {a_or_an(need)}."


def stands_for(position: int) -> int:
    """The rank a card at ``position`` (0 = bottom) of a centre stack stands for."""
    return position + 1


__all__ = ["centre_accepts", "legal_moves_for", "stands_for", "why_illegal"]
