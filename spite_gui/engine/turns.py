"""The turn flow: what a legal move does to a :class:`State`, and replaying a list of moves.

>>> from spite_gui.engine import Game, Move
>>> game = Game.new(seed=48213)
>>> moves = [Move.parse("hand:0>side:0")]
>>> after = replay_state(game.rules, Shuffler(48213), game.state, moves)
>>> after.turn, after.current
(2, 0)

A move played to the centre may complete a stack, turn up the next payoff card,
win the game or empty the hand (which draws five more). A discard ends the turn:
completed cards may go back into the stock, the turn limit may end the game, and
the next player draws. Every change is reported as an event, in order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from . import scoring
from .deal import Shuffler
from .events import (
    Completed,
    Discarded,
    Drew,
    Event,
    GameOver,
    Played,
    Recycled,
    Revealed,
    TurnPassed,
)
from .legality import why_illegal
from .moves import CENTRE, HAND, PAYOFF, SIDE, IllegalMoveError, Move
from .refusals import Illegal, Refusal
from .rules import Rules
from .scoring import Outcome
from .state import Seat, State


def judge(rules: Rules, s: State, move: Move) -> Refusal | None:
    """None if ``move`` is legal in ``s``, else why not."""
    if s.outcome is not None:
        return Refusal(Illegal.GAME_OVER)
    seat = s.seats[s.current]
    top = seat.payoff[-1] if seat.payoff else None
    return why_illegal(rules, s.centre, top, seat.hand, seat.sides, move)


def replay_state(rules: Rules, shuffler: Shuffler, state: State, moves: Iterable[Move],
                 played: Callable[[State, list[Event]], None] | None = None) -> State:
    """The state after playing ``moves`` in order from ``state``, keeping no history but
    what ``played`` keeps: it is told, for each move, the state the move was played from
    and the events it caused.

    Raises :class:`IllegalMoveError` naming the first move that can't be played.
    """
    for number, move in enumerate(moves, 1):
        problem = judge(rules, state, move)
        if problem is not None:
            raise IllegalMoveError(problem, f"move {number} ({move}) can't be played")
        events: list[Event] = []
        after = apply_move(rules, shuffler, state, move, events)
        if played is not None:
            played(state, events)
        state = after
    return state


def apply_move(rules: Rules, shuffler: Shuffler, s: State, move: Move,
               events: list[Event]) -> State:
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
        return _end_turn(rules, shuffler, s, events)

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
        s = _draw(rules, shuffler, s, p, rules.hand_size, events)
    return s


def _end_turn(rules: Rules, shuffler: Shuffler, s: State, events: list[Event]) -> State:
    if rules.recycle == "turn_end" and s.completed:
        s = _recycle(shuffler, s, events)
    nxt = (s.current + 1) % len(s.seats)
    s = s._replace(current=nxt, turn=s.turn + 1)
    events.append(TurnPassed((nxt - 1) % len(s.seats), nxt, s.turn))
    if s.turn > rules.turn_limit * len(s.seats):
        return _finish(s, scoring.turn_limit(len(s.seats)), events)
    need = rules.hand_size - len(s.seats[nxt].hand)
    return _draw(rules, shuffler, s, nxt, need, events) if need > 0 else s


def _recycle(shuffler: Shuffler, s: State, events: list[Event]) -> State:
    """Shuffle the completed cards into the stock."""
    cards = list(s.stock + s.completed)
    shuffler.recycle(cards, s.shuffles)
    events.append(Recycled(len(s.completed), len(cards)))
    return s._replace(stock=tuple(cards), completed=(), shuffles=s.shuffles + 1)


def _draw(rules: Rules, shuffler: Shuffler, s: State, p: int, count: int,
          events: list[Event]) -> State:
    """``p`` draws ``count`` cards; an empty stock takes the completed cards first.

    If a card must be drawn and there is none at all, the game ends (see scoring).
    """
    while count > 0:
        if not s.stock:
            if not s.completed:
                counts = [len(x.payoff) for x in s.seats]
                return _finish(s, scoring.stock_out(counts), events)
            s = _recycle(shuffler, s, events)
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
