"""The game: the deal, the turn flow, undo, and replays.

>>> from spite_gui.engine import Game, Rules
>>> game = Game.new(Rules.preset("Classic"), players=2, seed=48213)
>>> move = game.legal_moves()[-1]        # a discard: ends the first turn
>>> events = game.play(move)
>>> game.undo() == move and game.turn == 1
True

The state is made of tuples (:class:`State`, :class:`Seat`) and never changes
in place: a move makes a new state, so undo only goes back to the previous one
and a state can be shared, hashed and compared freely.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from . import scoring
from .cards import KING, Card
from .events import (
    Completed,
    Dealt,
    Discarded,
    Drew,
    Event,
    GameOver,
    Played,
    Recycled,
    Revealed,
    TurnPassed,
)
from .legality import legal_moves_for, why_illegal
from .moves import CENTRE, HAND, PAYOFF, SIDE, IllegalMoveError, Move
from .rules import SIDE_STACKS, Rules
from .scoring import Outcome

MAX_DEAL_NUMBER = 999_999


class Seat(NamedTuple):
    """One player's cards. The last card of each tuple is the top one."""

    payoff: tuple[Card, ...]
    hand: tuple[Card, ...]
    sides: tuple[tuple[Card, ...], ...]


class State(NamedTuple):
    """Everything on the table at one moment."""

    seats: tuple[Seat, ...]
    centre: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]  # the last card is drawn first
    completed: tuple[Card, ...]
    current: int
    turn: int  # 1 for the first turn of the game, counting every player's turns
    shuffles: int  # how many times completed cards went back into the stock
    outcome: Outcome | None


def new_deal_number() -> int:
    """A fresh random deal number a player can share ("Deal #48213")."""
    # the system's entropy, not the global generator (``secrets`` would cost a start-up
    # import of OpenSSL's hashing for nothing)
    return random.SystemRandom().randrange(MAX_DEAL_NUMBER) + 1


def _first_player(rules: Rules, seats: Sequence[Seat], previous_starter: int | None) -> int:
    """The higher payoff top card starts (a wild card ranks above a King).

    Ties go to the first tied player clockwise from the seat after the previous
    game's first player (from seat 0 in a first game).
    """
    n = len(seats)

    def value(seat: Seat) -> int:
        card = seat.payoff[-1]
        return KING + 1 if rules.is_wild(card) else card.rank

    start = 0 if previous_starter is None else (previous_starter + 1) % n
    order = [(start + k) % n for k in range(n)]
    best = max(value(seats[p]) for p in order)
    return next(p for p in order if value(seats[p]) == best)


def deal(rules: Rules, players: int, seed: int, previous_starter: int | None = None) -> State:
    """The opening state for a deal number: the same arguments always deal the same cards."""
    rules.check_players(players)
    cards = list(rules.deck())
    random.Random(f"deal/{seed}").shuffle(cards)
    payoffs: list[list[Card]] = [[] for _ in range(players)]
    for _ in range(rules.payoff_size):
        for pile in payoffs:
            pile.append(cards.pop())
    hands: list[list[Card]] = [[] for _ in range(players)]
    for _ in range(rules.hand_size):
        for hand in hands:
            hand.append(cards.pop())
    sides: list[list[tuple[Card, ...]]] = [[() for _ in range(SIDE_STACKS)] for _ in range(players)]
    if rules.deal_side_stacks:
        for stack in range(SIDE_STACKS):
            for seat_sides in sides:
                seat_sides[stack] = (cards.pop(),)
    seats = tuple(
        Seat(tuple(payoffs[p]), tuple(hands[p]), tuple(sides[p])) for p in range(players)
    )
    first = _first_player(rules, seats, previous_starter)
    centre = ((),) * rules.centre_stacks
    return State(seats, centre, tuple(cards), (), first, 1, 0, None)


_GIVEN = object()  # Game(start=...) left out


class Game:
    """A game of Spite and Malice: the rules, the seats, the state, and its history.

    Make one with :meth:`new` (a deal) or :meth:`from_dict` (a saved game). The
    player to move is :attr:`current_player`; :meth:`legal_moves` lists what they
    may do and :meth:`play` does it, returning the :mod:`events` it caused.
    """

    def __init__(self, rules: Rules, players: int, seed: int, state: State,
                 first_player: int, previous_starter: int | None = None,
                 moves: Iterable[Move] = (),
                 start: State | None = _GIVEN) -> None:  # type: ignore[assignment]
        """A game in ``state`` after ``moves``.

        ``start`` is the state the moves were played from: None for the deal of
        ``seed`` (what :meth:`new` makes). Left out, it is ``state`` itself when there
        are no moves (a position set up card by card), else the deal.
        """
        self.rules = rules
        self.players = players
        self.seed = seed
        self.first_player = first_player
        self.previous_starter = previous_starter
        self.state = state
        self.moves: list[Move] = list(moves)
        if start is _GIVEN:
            start = None if self.moves else state
        #: Where :attr:`moves` begin: None for the deal of :attr:`seed`, else a State.
        self.start_state: State | None = start
        self.events: list[Event] = []
        self._undo: list[tuple[State, int]] = []

    @classmethod
    def new(cls, rules: Rules | None = None, players: int = 2, seed: int | None = None,
            previous_starter: int | None = None) -> Game:
        """Deal a new game. ``seed`` is the deal number (random if None)."""
        rules = rules or Rules()
        seed = new_deal_number() if seed is None else seed
        if type(seed) is not int or seed < 0:
            raise ValueError("A deal number is a whole number, 0 or more.")
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

    def view(self, player: int):  # -> PlayerView
        """What ``player`` may see, and nothing more (see :mod:`.view`)."""
        from .view import PlayerView

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

    def why_illegal(self, move: Move) -> str | None:
        """None if ``move`` is legal now, else the reason in a player's words."""
        return _judge(self.rules, self.state, move)

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
                raise IllegalMoveError(f"{exc}.") from None
        problem = self.why_illegal(move)
        if problem is not None:
            raise IllegalMoveError(problem)
        before = self.state
        events: list[Event] = []
        self.state = _apply(self.rules, self.seed, before, move, events)
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
    def to_dict(self) -> dict[str, Any]:
        """The whole game as a JSON-safe dict (see :mod:`.serial`)."""
        from .serial import game_to_dict

        return game_to_dict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Game:
        """A game from :meth:`to_dict` output; raises ``SaveError`` for a bad document."""
        from .serial import game_from_dict

        return game_from_dict(cls, data)

    def copy(self) -> Game:
        """An independent game in the same state (without the undo history)."""
        clone = Game(self.rules, self.players, self.seed, self.state, self.first_player,
                     self.previous_starter, self.moves, start=self.start_state)
        clone.events = list(self.events)
        return clone

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (self.rules, self.players, self.seed, self.state, self.first_player,
                self.previous_starter, self.moves, self.start_state) == (
            other.rules, other.players, other.seed, other.state, other.first_player,
            other.previous_starter, other.moves, other.start_state)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        status = (f"over: {self.outcome.reason}" if self.outcome
                  else f"player {self.current_player} to move")
        return f"<Game deal #{self.seed}, {self.players} players, turn {self.turn}, {status}>"


# -- the turn flow ------------------------------------------------------------------
def _judge(rules: Rules, s: State, move: Move) -> str | None:
    """None if ``move`` is legal in ``s``, else the reason in a player's words."""
    if s.outcome is not None:
        return "The game is over."
    seat = s.seats[s.current]
    top = seat.payoff[-1] if seat.payoff else None
    return why_illegal(rules, s.centre, top, seat.hand, seat.sides, move)


def replay_state(rules: Rules, seed: int, state: State, moves: Iterable[Move]) -> State:
    """The state after playing ``moves`` in order from ``state``, keeping no history.

    Raises :class:`IllegalMoveError` naming the first move that can't be played.
    """
    for number, move in enumerate(moves, 1):
        problem = _judge(rules, state, move)
        if problem is not None:
            raise IllegalMoveError(f"move {number} ({move}) can't be played: {problem}")
        state = _apply(rules, seed, state, move, [])
    return state


def _apply(rules: Rules, seed: int, s: State, move: Move, events: list[Event]) -> State:
    """The state after a legal ``move``; appends what happened to ``events``."""
    p = s.current
    seat = s.seats[p]
    payoff, hand, sides = seat
    source, index, target, t = move
    if target != CENTRE:
        if target == SIDE:
            card = hand[index]
            hand = hand[:index] + hand[index + 1:]
            sides = sides[:t] + (sides[t] + (card,),) + sides[t + 1:]
            events.append(Discarded(p, move, card))
        s = s._replace(seats=_put(s.seats, p, Seat(payoff, hand, sides)))
        return _end_turn(rules, seed, s, events)

    if source == HAND:
        card = hand[index]
        hand = hand[:index] + hand[index + 1:]
    elif source == PAYOFF:
        card = payoff[-1]
        payoff = payoff[:-1]
    else:
        stack = sides[index]
        card = stack[-1]
        sides = sides[:index] + (stack[:-1],) + sides[index + 1:]
    built = s.centre[t] + (card,)
    events.append(Played(p, move, card, len(built)))
    completed = s.completed
    if len(built) == rules.top_rank:
        events.append(Completed(t, built))
        completed += built
        built = ()
    centre = s.centre[:t] + (built,) + s.centre[t + 1:]
    s = s._replace(seats=_put(s.seats, p, Seat(payoff, hand, sides)), centre=centre,
                   completed=completed)
    if source == PAYOFF:
        if not payoff:
            return _finish(s, scoring.payoff_win(p, [len(x.payoff) for x in s.seats]), events)
        events.append(Revealed(p, payoff[-1]))
    if not hand:
        s = _draw(rules, seed, s, p, rules.hand_size, events)
    return s


def _end_turn(rules: Rules, seed: int, s: State, events: list[Event]) -> State:
    if rules.recycle == "turn_end" and s.completed:
        s = _recycle(seed, s, events)
    nxt = (s.current + 1) % len(s.seats)
    s = s._replace(current=nxt, turn=s.turn + 1)
    events.append(TurnPassed((nxt - 1) % len(s.seats), nxt, s.turn))
    if s.turn > rules.turn_limit * len(s.seats):
        return _finish(s, scoring.turn_limit(len(s.seats)), events)
    need = rules.hand_size - len(s.seats[nxt].hand)
    return _draw(rules, seed, s, nxt, need, events) if need > 0 else s


def _recycle(seed: int, s: State, events: list[Event]) -> State:
    """Shuffle the completed cards into the stock."""
    cards = list(s.stock + s.completed)
    random.Random(f"recycle/{seed}/{s.shuffles}").shuffle(cards)
    events.append(Recycled(len(s.completed), len(cards)))
    return s._replace(stock=tuple(cards), completed=(), shuffles=s.shuffles + 1)


def _draw(rules: Rules, seed: int, s: State, p: int, count: int, events: list[Event]) -> State:
    """``p`` draws ``count`` cards; an empty stock takes the completed cards first.

    If a card must be drawn and there is none at all, the game ends (see scoring).
    """
    while count > 0:
        if not s.stock:
            if not s.completed:
                counts = [len(x.payoff) for x in s.seats]
                return _finish(s, scoring.stock_out(counts), events)
            s = _recycle(seed, s, events)
        stock = s.stock
        take = min(count, len(stock))
        drawn = stock[: -take - 1: -1]
        seat = s.seats[p]
        s = s._replace(stock=stock[:-take],
                       seats=_put(s.seats, p, seat._replace(hand=seat.hand + drawn)))
        events.append(Drew(p, drawn))
        count -= take
    return s


def _finish(s: State, outcome: Outcome, events: list[Event]) -> State:
    events.append(GameOver(outcome))
    return s._replace(outcome=outcome)


def _put(seats: tuple[Seat, ...], p: int, seat: Seat) -> tuple[Seat, ...]:
    return seats[:p] + (seat,) + seats[p + 1:]
