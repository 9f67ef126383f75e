"""Build game positions directly, card by card, for rule tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from spite_gui.engine import Card, Game, Rules, Seat, State


def cards(text: str) -> tuple[Card, ...]:
    """``cards("AS 2H KD")``: cards from their text forms, bottom first."""
    return tuple(Card.parse(t) for t in text.split())


def position(
    rules: Rules | None = None,
    *,
    hands: Sequence[str],
    payoffs: Sequence[str],
    sides: Sequence[Sequence[str]] | None = None,
    centre: Sequence[str] | None = None,
    stock: str = "",
    completed: str = "",
    current: int = 0,
    turn: int = 1,
    seed: int = 1,
) -> Game:
    """A game in exactly the given position (cards need not add up to whole decks)."""
    rules = rules or Rules()
    players = len(hands)
    sides = sides or [["", "", "", ""] for _ in range(players)]
    centre = centre or [""] * rules.centre_stacks
    seats = tuple(
        Seat(cards(payoffs[p]), cards(hands[p]), tuple(cards(s) for s in sides[p]))
        for p in range(players)
    )
    state = State(seats, tuple(cards(c) for c in centre), cards(stock), cards(completed),
                  current, turn, 0, None)
    return Game(rules, players, seed, state, first_player=0)


def ladder(n: int, suit: str = "S") -> str:
    """A centre stack built from Ace to rank ``n`` in one suit."""
    names = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"]
    return " ".join(names[i] + suit for i in range(n))


def visible_to(game: Game, seat: int) -> Counter[Card]:
    """What ``seat`` may see on the table: its hand and everything face up."""
    s = game.state
    shown = Counter(s.seats[seat].hand)
    for other in s.seats:
        shown.update(other.payoff[-1:])
        for stack in other.sides:
            shown.update(stack)
    for stack in s.centre:
        shown.update(stack)
    return shown
