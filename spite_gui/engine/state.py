"""The table at one moment: who holds which cards, whose turn it is, and how the game ended.

>>> from spite_gui.engine import Game
>>> state = Game.new(seed=48213).state
>>> len(state.seats), len(state.seats[0].payoff), state.turn, state.outcome
(2, 20, 1, None)

The state is made of tuples and never changes in place: a move makes a new
state, so undo only goes back to the previous one and a state can be shared,
hashed and compared freely.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card
from .scoring import Outcome

Stack = tuple[Card, ...]


class Seat(NamedTuple):
    """One player's cards. The last card of each tuple is the top one."""

    payoff: Stack
    hand: Stack
    sides: tuple[Stack, ...]


def round_of(turn: int, players: int) -> int:
    """The round that ``turn`` (counting every player's turns from 1) falls in: every player
    has one turn a round, from the first player on.

    >>> round_of(1, 2), round_of(2, 2), round_of(21, 2), round_of(21, 3)
    (1, 1, 11, 7)
    """
    return (turn - 1) // players + 1


class State(NamedTuple):
    """Everything on the table at one moment."""

    seats: tuple[Seat, ...]
    centre: tuple[Stack, ...]
    stock: Stack  # the last card is drawn first
    completed: Stack
    current: int
    turn: int  # 1 for the first turn of the game, counting every player's turns (round_of)
    shuffles: int  # how many times completed cards went back into the stock
    outcome: Outcome | None
