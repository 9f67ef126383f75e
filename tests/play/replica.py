"""A table that knows only what one seat is told: it applies the seen events to the last
view, the way a seat's table does, so tests can check the updates tell the whole story."""

from __future__ import annotations

from collections import Counter

from spite_gui.engine import PlayerView, events
from spite_gui.play import DrewUnseen, SeenEvent


def _set(items: tuple, index: int, value) -> tuple:
    return items[:index] + (value,) + items[index + 1:]


def apply_seen(view: PlayerView, happened: tuple[SeenEvent, ...]) -> PlayerView:
    """The view after ``happened``, worked out from ``view`` and the events alone.

    A newly turned-up payoff card is the only card that must come from the events
    (:class:`~spite_gui.engine.events.Revealed`); everything else follows.
    """
    v = view
    for event in happened:
        if isinstance(event, events.Played):
            p, move = event.player, event.move
            counts = list(v.hand_counts)
            if move.source == "hand":
                if p == v.seat:
                    v = v._replace(hand=v.hand[:move.source_index] + v.hand[move.source_index + 1:])
                counts[p] -= 1
            elif move.source == "payoff":
                v = v._replace(payoff_counts=_set(v.payoff_counts, p, v.payoff_counts[p] - 1),
                               payoff_tops=_set(v.payoff_tops, p, None))
            else:
                sides = v.sides[p]
                stack = sides[move.source_index][:-1]
                v = v._replace(sides=_set(v.sides, p, _set(sides, move.source_index, stack)))
            built = v.centre[move.target_index] + (event.card,)
            v = v._replace(hand_counts=tuple(counts),
                           centre=_set(v.centre, move.target_index, built))
        elif isinstance(event, events.Completed):
            v = v._replace(centre=_set(v.centre, event.stack, ()),
                           completed_count=v.completed_count + len(event.cards))
        elif isinstance(event, events.Discarded):
            p, move = event.player, event.move
            if p == v.seat:
                v = v._replace(hand=v.hand[:move.source_index] + v.hand[move.source_index + 1:])
            sides = v.sides[p]
            stack = sides[move.target_index] + (event.card,)
            v = v._replace(hand_counts=_set(v.hand_counts, p, v.hand_counts[p] - 1),
                           sides=_set(v.sides, p, _set(sides, move.target_index, stack)))
        elif isinstance(event, events.Drew | DrewUnseen):
            count = len(event.cards) if isinstance(event, events.Drew) else event.number
            if event.player == v.seat and isinstance(event, events.Drew):
                v = v._replace(hand=v.hand + event.cards)
            v = v._replace(stock_count=v.stock_count - count,
                           hand_counts=_set(v.hand_counts, event.player,
                                            v.hand_counts[event.player] + count))
        elif isinstance(event, events.Revealed):
            v = v._replace(payoff_tops=_set(v.payoff_tops, event.player, event.card))
        elif isinstance(event, events.Recycled):
            v = v._replace(completed_count=0, stock_count=event.stock)
        elif isinstance(event, events.TurnPassed):
            v = v._replace(current=event.next_player, turn=event.turn)
        elif isinstance(event, events.GameOver):
            v = v._replace(outcome=event.outcome)
    return v


def undo_seen(view: PlayerView, happened: tuple[SeenEvent, ...], after: PlayerView) -> bool:
    """True if ``after`` is ``view`` with a taken-back play's events reversed: playing them
    again from ``after`` gives ``view`` back, and the player who took the card back holds
    it again. Only plays that revealed nothing and drew nothing can be taken back."""
    played = next(e for e in happened if isinstance(e, events.Played))
    back = played.player != after.seat or played.card in Counter(after.visible_cards())
    return apply_seen(after, happened) == view and back
