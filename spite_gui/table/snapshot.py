"""What each pile of a seat's table shows, worked out from that seat's view alone.

:func:`table_snapshot` describes the whole table for a :class:`PlayerView`: the
seat's own hand face up, every other hand as card backs, each payoff pile's top
card on a back when more lie beneath, wild cards on the centre stacks marked with
the rank they stand for.

>>> from spite_gui.engine import Game, Rules
>>> view = Game.new(Rules(), 2, seed=7).view(0)
>>> shown = table_snapshot(view, ["You", "Computer"])
>>> [face.face is None for face in shown.piles[PileKey(HAND, 1)]]
[True, True, True, True, True]
>>> shown.counts[PileKey(STOCK)]
'54'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..engine import Card, PlayerView, Rules
from .card_names import rank_mark
from .piles import (
    CENTRE,
    COMPLETED,
    HAND,
    PAYOFF,
    SIDE,
    STOCK,
    CardFace,
    PileKey,
    SeatInfo,
    TableSnapshot,
)
from .speech import shown_name

COMPLETED_BACK = "other-back"  # completed cards lie face down, in another colour than the stock


def payoff_faces(top: Card | None, count: int) -> list[CardFace]:
    """A payoff pile shows its top card face up, on a card back if more lie beneath."""
    faces = [CardFace(None)] if count > 1 else []
    if top is not None:
        faces.append(CardFace(top.text))
    return faces


def centre_faces(rules: Rules, stack: Sequence[Card]) -> list[CardFace]:
    """A centre stack, each wild card marked with the rank it stands for."""
    return [CardFace(card.text, rank_mark(pos + 1) if rules.is_wild(card) else None)
            for pos, card in enumerate(stack)]


def table_snapshot(view: PlayerView, names: Sequence[str],
                   notes: Mapping[int, str] | None = None,
                   face_up: Mapping[int, Sequence[Card]] | None = None) -> TableSnapshot:
    """Everything the table shows the seat of ``view``; ``notes`` are short words beside
    the seats' names ("thinking…"). ``face_up`` are other seats' hands shown face up, for
    someone who watches the computers play (never at a table a seat plays from)."""
    face_up = face_up or {}
    piles: dict[PileKey, list[CardFace]] = {}
    counts: dict[PileKey, str] = {}
    for seat in range(view.players):
        payoff = PileKey(PAYOFF, seat)
        piles[payoff] = payoff_faces(view.payoff_tops[seat], view.payoff_counts[seat])
        counts[payoff] = str(view.payoff_counts[seat])
        hand = PileKey(HAND, seat)
        if seat == view.seat:
            piles[hand] = [CardFace(c.text) for c in view.hand]
        elif seat in face_up:
            piles[hand] = [CardFace(c.text) for c in face_up[seat]]
            counts[hand] = str(len(face_up[seat]))
        else:
            piles[hand] = [CardFace(None)] * view.hand_counts[seat]
            counts[hand] = str(view.hand_counts[seat])
        for i, stack in enumerate(view.sides[seat]):
            piles[PileKey(SIDE, seat, i)] = [CardFace(c.text) for c in stack]
    for i, stack in enumerate(view.centre):
        piles[PileKey(CENTRE, number=i)] = centre_faces(view.rules, stack)
    piles[PileKey(STOCK)] = [CardFace(None)] if view.stock_count else []
    counts[PileKey(STOCK)] = str(view.stock_count)
    piles[PileKey(COMPLETED)] = [CardFace(COMPLETED_BACK)] if view.completed_count else []
    counts[PileKey(COMPLETED)] = str(view.completed_count) if view.completed_count else ""
    notes = notes or {}
    # the plate says "You" in the player's language; every other name as it is
    seats = {seat: SeatInfo(shown_name(names[seat]), seat == view.current and view.outcome is None,
                            notes.get(seat, ""))
             for seat in range(view.players)}
    return TableSnapshot(piles, counts, seats)


def undealt(view: PlayerView) -> PlayerView:
    """``view`` before the hands were dealt: every hand's cards still in the stock."""
    return view._replace(hand=(), hand_counts=(0,) * view.players,
                         stock_count=view.stock_count + sum(view.hand_counts))
