"""The game: the deal, the moves, undo, and saving.

>>> from spite_gui.engine import Game, Rules
>>> game = Game.new(Rules.preset("Classic"), players=2, seed=48213)
>>> move = game.legal_moves()[-1]        # a discard: ends the first turn
>>> events = game.play(move)
>>> game.undo() == move and game.turn == 1
True

A :class:`Game` holds the rules, the deal number and the moves, and the
:class:`~.state.State` they lead to. The table itself (:mod:`.state`), the deal
(:mod:`.deal`), the turn flow (:mod:`.turns`) and the saved form
(:mod:`.serial`) each have a module of their own; this one puts them together.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import EllipsisType
from typing import Any

from .cards import Card
from .deal import (
    DEAL_ALGORITHM,
    Shuffler,
    check_algorithm,
    check_deal_number,
    deal,
    new_deal_number,
)
from .events import Dealt, Event
from .legality import legal_moves_for
from .moves import IllegalMoveError, Move
from .refusals import Illegal, Refusal
from .rules import Rules
from .scoring import Outcome
from .serial import GameParts, game_from_dict, game_to_dict
from .state import Seat, State
from .turns import apply_move, judge
from .view import PlayerView


class Game:
    """A game of Spite and Malice: the rules, the seats, the state, and its history.

    Make one with :meth:`new` (a deal) or :meth:`from_dict` (a saved game). The
    player to move is :attr:`current_player`; :meth:`legal_moves` lists what they
    may do and :meth:`play` does it, returning the :mod:`events` it caused.
    """

    def __init__(self, rules: Rules, players: int, seed: int, state: State,
                 first_player: int, previous_starter: int | None = None,
                 moves: Iterable[Move] = (), start: State | EllipsisType | None = ...,
                 deal_algorithm: int = DEAL_ALGORITHM) -> None:
        """A game in ``state`` after ``moves``.

        ``start`` is the state the moves were played from: None for the deal of
        ``seed`` (what :meth:`new` makes). Left out, it is ``state`` itself when there
        are no moves (a position set up card by card), else the deal. ``seed`` must
        be a deal number: it also orders every later shuffle.
        """
        self.rules = rules
        self.players = players
        self.seed = check_deal_number(seed)
        #: Which algorithm made the deal and the shuffles from :attr:`seed` (see :mod:`.deal`).
        self.deal_algorithm = check_algorithm(deal_algorithm)
        self.first_player = first_player
        self.previous_starter = previous_starter
        self.state = state
        self.moves: list[Move] = list(moves)
        if start is ...:
            start = None if self.moves else state
        #: Where :attr:`moves` begin: None for the deal of :attr:`seed`, else a State.
        self.start_state: State | None = start
        self.events: list[Event] = []
        self._undo: list[tuple[State, int]] = []
        self._shuffler = Shuffler(self.seed, self.deal_algorithm)

    @classmethod
    def new(cls, rules: Rules | None = None, players: int = 2, seed: int | None = None,
            previous_starter: int | None = None) -> Game:
        """Deal a new game. ``seed`` is the deal number (random if None).

        Raises ValueError for a number that is not a deal number (see :mod:`.deal`).
        """
        rules = rules or Rules()
        seed = new_deal_number() if seed is None else check_deal_number(seed)
        state = deal(rules, players, seed, previous_starter)
        game = cls(rules, players, seed, state, state.current, previous_starter, start=None)
        game.events.append(Dealt(state.current))
        return game

    @classmethod
    def replay(cls, rules: Rules, players: int, seed: int, moves: Iterable[Move],
               previous_starter: int | None = None) -> Game:
        """Deal ``seed`` again and play ``moves``: the same game, event for event."""
        game = cls.new(rules, players, seed, previous_starter)
        for move in moves:
            game.play(move)
        return game

    # -- what is on the table --------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.state.current

    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        return self.state.outcome

    @property
    def is_over(self) -> bool:
        return self.state.outcome is not None

    def seat(self, player: int) -> Seat:
        return self.state.seats[player]

    def centre_stack(self, index: int) -> tuple[tuple[Card, int], ...]:
        """The cards of a centre stack, bottom first, each with the rank it stands for.

        A wild card stands for the rank its place needs.
        """
        return tuple((card, pos + 1) for pos, card in enumerate(self.state.centre[index]))

    def opening(self) -> State:
        """The table the moves were played from: the deal, or a position set up by hand."""
        if self.start_state is not None:
            return self.start_state
        return deal(self.rules, self.players, self.seed, self.previous_starter,
                    self.deal_algorithm)

    def view(self, player: int) -> PlayerView:
        """What ``player`` may see, and nothing more (see :mod:`.view`)."""
        return PlayerView.of(self, player)

    # -- moves -----------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """Every legal move of the player to move: plays to the centre first, then discards."""
        s = self.state
        if s.outcome is not None:
            return []
        seat = s.seats[s.current]
        top = seat.payoff[-1] if seat.payoff else None
        return legal_moves_for(self.rules, s.centre, top, seat.hand, seat.sides)

    def why_illegal(self, move: Move) -> Refusal | None:
        """None if ``move`` is legal now, else why not."""
        return judge(self.rules, self.state, move)

    def is_legal(self, move: Move) -> bool:
        return self.why_illegal(move) is None

    def play(self, move: Move | str) -> list[Event]:
        """Make ``move`` for the player to move and return the events it caused.

        Raises :class:`IllegalMoveError` (a ValueError) with the reason if the
        rules don't allow it; the game is then unchanged.
        """
        if isinstance(move, str):
            try:
                move = Move.parse(move)
            except ValueError as exc:
                raise IllegalMoveError(Refusal(Illegal.NOT_A_MOVE), str(exc)) from None
        problem = self.why_illegal(move)
        if problem is not None:
            raise IllegalMoveError(problem)
        before = self.state
        events: list[Event] = []
        self.state = apply_move(self.rules, self._shuffler, before, move, events)
        self._undo.append((before, len(self.events)))
        self.moves.append(move)
        self.events.extend(events)
        return events

    push = play

    def undo(self) -> Move:
        """Take back the last move, whatever it revealed; returns it.

        The engine allows any undo; the table decides which ones a player may ask for.
        """
        if not self._undo:
            raise IndexError("There is no move to undo.")
        self.state, n_events = self._undo.pop()
        del self.events[n_events:]
        return self.moves.pop()

    pop = undo

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def last_move_events(self) -> list[Event]:
        """The events of the last move (empty if none can be undone)."""
        if not self._undo:
            return []
        return self.events[self._undo[-1][1]:]

    # -- saving --------------------------------------------------------------------
    def _parts(self) -> GameParts:
        return GameParts(self.rules, self.players, self.seed, self.deal_algorithm,
                         self.first_player, self.previous_starter, tuple(self.moves), self.state)

    def to_dict(self) -> dict[str, Any]:
        """The whole game as a JSON-safe dict (see :mod:`.serial`)."""
        return game_to_dict(self._parts(), self.start_state)

    @classmethod
    def from_dict(cls, data: object) -> Game:
        """A dealt game from :meth:`to_dict` output; ``SaveError`` for any other document.

        The game comes back with the events and the undo stack of a game played here:
        the replay that checks the saved moves keeps them (a load replays once)."""
        history: list[tuple[State, list[Event]]] = []
        parts = game_from_dict(data, lambda before, events: history.append((before, events)))
        game = cls(parts.rules, parts.players, parts.seed, parts.state, parts.first_player,
                   parts.previous_starter, parts.moves, start=None,
                   deal_algorithm=parts.algorithm)
        game.events.append(Dealt(parts.first_player))  # as a deal tells it
        for before, events in history:
            game._undo.append((before, len(game.events)))
            game.events.extend(events)
        return game

    def copy(self) -> Game:
        """An independent game in the same state (without the undo history)."""
        clone = Game(self.rules, self.players, self.seed, self.state, self.first_player,
                     self.previous_starter, self.moves, start=self.start_state,
                     deal_algorithm=self.deal_algorithm)
        clone.events = list(self.events)
        return clone

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (self._parts(), self.start_state) == (other._parts(), other.start_state)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        status = (f"over: {self.outcome.reason}" if self.outcome
                  else f"player {self.current_player} to move")
        return f"<Game deal #{self.seed}, {self.players} players, turn {self.turn}, {status}>"
