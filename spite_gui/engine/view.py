"""What one seat may see of a game, and nothing more.

Everyone sees every payoff top card and payoff count, every side stack (all of
it), the centre stacks, the stock and completed counts and the hand sizes. Only
the seat's own hand is shown. The stock order, the other hands and the cards
under a payoff top are not in a :class:`PlayerView` at all, and neither is the
deal number (which would give them away). Computer players get only this.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from .cards import Card
from .legality import legal_moves_for, why_illegal
from .moves import HAND, PAYOFF, SIDE, Move
from .refusals import Illegal, Refusal
from .rules import Rules
from .scoring import Outcome
from .state import State


class Table(Protocol):
    """A game's rules and state: all :meth:`PlayerView.of` reads (a ``Game`` is one)."""

    @property
    def rules(self) -> Rules: ...

    @property
    def state(self) -> State: ...


class PlayerView(NamedTuple):
    """The table as seen from ``seat``."""

    seat: int
    rules: Rules
    players: int
    current: int
    turn: int
    hand: tuple[Card, ...]
    payoff_tops: tuple[Card | None, ...]
    payoff_counts: tuple[int, ...]
    sides: tuple[tuple[tuple[Card, ...], ...], ...]
    centre: tuple[tuple[Card, ...], ...]
    stock_count: int
    completed_count: int
    hand_counts: tuple[int, ...]
    outcome: Outcome | None

    @classmethod
    def of(cls, game: Table, seat: int) -> PlayerView:
        s = game.state
        if not 0 <= seat < len(s.seats):
            raise ValueError("There is no such seat.")
        return cls(
            seat=seat,
            rules=game.rules,
            players=len(s.seats),
            current=s.current,
            turn=s.turn,
            hand=s.seats[seat].hand,
            payoff_tops=tuple(x.payoff[-1] if x.payoff else None for x in s.seats),
            payoff_counts=tuple(len(x.payoff) for x in s.seats),
            sides=tuple(x.sides for x in s.seats),
            centre=s.centre,
            stock_count=len(s.stock),
            completed_count=len(s.completed),
            hand_counts=tuple(len(x.hand) for x in s.seats),
            outcome=s.outcome,
        )

    @property
    def my_turn(self) -> bool:
        return self.current == self.seat and self.outcome is None

    @property
    def payoff_top(self) -> Card | None:
        return self.payoff_tops[self.seat]

    @property
    def my_sides(self) -> tuple[tuple[Card, ...], ...]:
        return self.sides[self.seat]

    def legal_moves(self) -> list[Move]:
        """The seat's legal moves (empty unless it is this seat's turn)."""
        if not self.my_turn:
            return []
        return legal_moves_for(self.rules, self.centre, self.payoff_top, self.hand, self.my_sides)

    def why_illegal(self, move: Move) -> Refusal | None:
        """None if this seat may play ``move`` now, else why not."""
        if not self.my_turn:
            return Refusal(Illegal.NOT_YOUR_TURN if self.outcome is None else Illegal.GAME_OVER)
        return why_illegal(self.rules, self.centre, self.payoff_top, self.hand, self.my_sides, move)

    def card_for(self, move: Move) -> Card | None:
        """The card ``move`` would take from this seat's piles (None for a turn ended
        without a discard, or a place that holds no card).

        >>> from spite_gui.engine import Game, Rules
        >>> view = Game.new(Rules(), 2, seed=7).view(0)
        >>> view.card_for(Move("hand", 0, "centre", 0)) == view.hand[0]
        True
        """
        if move.source == PAYOFF:
            return self.payoff_top
        if move.source == HAND:
            return self.hand[move.source_index] if move.source_index < len(self.hand) else None
        if move.source == SIDE and move.source_index < len(self.my_sides):
            stack = self.my_sides[move.source_index]
            return stack[-1] if stack else None
        return None

    def visible_cards(self) -> list[Card]:
        """Every card this view shows, once per copy."""
        cards = list(self.hand)
        cards.extend(c for c in self.payoff_tops if c is not None)
        for seat_sides in self.sides:
            for stack in seat_sides:
                cards.extend(stack)
        for stack in self.centre:
            cards.extend(stack)
        return cards

    def unseen_cards(self) -> list[Card]:
        """The cards this seat can't see: stock, completed pile, other hands, buried payoffs."""
        remaining = list(self.rules.deck())
        counts: dict[Card, int] = {}
        for card in self.visible_cards():
            counts[card] = counts.get(card, 0) + 1
        unseen: list[Card] = []
        for card in remaining:
            if counts.get(card, 0):
                counts[card] -= 1
            else:
                unseen.append(card)
        return unseen
