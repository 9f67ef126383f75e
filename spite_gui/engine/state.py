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


class State(NamedTuple):
    """Everything on the table at one moment."""

    seats: tuple[Seat, ...]
    centre: tuple[Stack, ...]
    stock: Stack  # the last card is drawn first
    completed: Stack
    current: int
    turn: int  # 1 for the first turn of the game, counting every player's turns
    shuffles: int  # how many times completed cards went back into the stock
    outcome: Outcome | None
