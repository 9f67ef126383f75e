"""Events: every change of a game's state, reported in the order it happened.

``Game.play`` returns the events a move caused and appends them to
``Game.events``. The table animates exactly these; a game can be replayed from
its seed and moves and gives the same events again. Events carry the cards
they move, including hidden ones (a draw): whoever shows them to a player
decides what that player may see (see :mod:`spite_gui.engine.view`).
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card
from .moves import Move
from .scoring import Outcome


class Dealt(NamedTuple):
    """The deal: who starts. The cards are in the state."""

    first_player: int


class Played(NamedTuple):
    """``card`` went from ``move``'s source to a centre stack, where it stands for ``rank``."""

    player: int
    move: Move
    card: Card
    rank: int


class Discarded(NamedTuple):
    """``card`` went from the hand to a side stack; the turn ends."""

    player: int
    move: Move
    card: Card


class Drew(NamedTuple):
    """``player`` drew ``cards`` from the stock (hidden from the others)."""

    player: int
    cards: tuple[Card, ...]


class Revealed(NamedTuple):
    """The next card of ``player``'s payoff pile was turned face up."""

    player: int
    card: Card


class Completed(NamedTuple):
    """Centre stack ``stack`` reached the top rank and went to the completed pile."""

    stack: int
    cards: tuple[Card, ...]


class Recycled(NamedTuple):
    """``shuffled`` completed cards were shuffled into the stock, which now holds ``stock``."""

    shuffled: int
    stock: int


class TurnPassed(NamedTuple):
    """``player``'s turn ended; ``next_player`` is to move in turn number ``turn``."""

    player: int
    next_player: int
    turn: int


class GameOver(NamedTuple):
    """The game ended: who won, why, and each seat's score."""

    outcome: Outcome


Event = Dealt | Played | Discarded | Drew | Revealed | Completed | Recycled | TurnPassed | GameOver
