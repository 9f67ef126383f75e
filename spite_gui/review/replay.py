"""A game told again from one seat: the views that seat had, where its decisions began.

A seat's turn is cut into decisions where cards it could not see came up: at the start
of the turn, after its payoff card was played (the next one turns up), and after its
hand emptied (five new cards). What the seat played in each decision it chose from the
view at the decision's start, and nothing else; the review judges each decision from
that view (:mod:`.judge`).

>>> from spite_gui.engine import Game, Rules
>>> game = Game.new(Rules.preset("Classic"), players=2, seed=7)
>>> _ = game.play(game.legal_moves()[-1])
>>> [(p.turn, p.current, len(p.moves)) for p in walk(game, 0)]  # seat 1 began
[(1, 1, 0), (2, 0, 0)]
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..engine import Game, Move, PlayerView
from ..engine.moves import HAND, PAYOFF

START, PAYOFF_SHOWN, HAND_DRAWN = "start", "payoff", "hand"


@dataclass(frozen=True)
class Point:
    """One place the review looks at: the reviewed seat's view at the start of a turn
    (anyone's: the chart) or of one of its own decisions, and what was played from it.

    ``moves`` is empty for another seat's turn; for a decision of the seat, the moves up
    to the next card it could not see, or the end of the turn. ``reason`` says what began
    the decision (:data:`START`, :data:`PAYOFF_SHOWN`, :data:`HAND_DRAWN`); ``complete``
    is False for a decision the game (saved while it went on) had not finished.
    """

    turn: int
    current: int
    view: PlayerView
    moves: tuple[Move, ...]
    reason: str
    complete: bool = True


def reveals(view: PlayerView, move: Move) -> str | None:
    """What ``move`` makes show that ``view``'s seat could not see (None: nothing): its next
    payoff card, or a new hand."""
    if move.source == PAYOFF:
        return PAYOFF_SHOWN
    if move.source == HAND and len(view.hand) == 1:
        return HAND_DRAWN
    return None


def fresh(game: Game) -> Game:
    """``game`` from its start, before any move (its deal, or its position set up)."""
    return Game(game.rules, game.players, game.seed, game.opening(), game.first_player,
                game.previous_starter, start=game.start_state,
                deal_algorithm=game.deal_algorithm)


def walk(game: Game, seat: int) -> Iterator[Point]:
    """Every turn start of ``game`` and every decision of ``seat``, in order, as ``seat``
    saw them (see the module)."""
    if not 0 <= seat < game.players:
        raise ValueError("There is no such seat.")
    again = fresh(game)
    view = again.view(seat)
    reason = START
    moves: list[Move] = []
    for move in game.moves:
        mover = again.current_player
        revealed = reveals(again.view(mover), move) if mover == seat else None
        again.play(move)
        if mover != seat:
            if again.current_player != mover or again.is_over:
                yield Point(view.turn, mover, view, (), START)
                view, reason = again.view(seat), START
            continue
        moves.append(move)
        if move.ends_turn or revealed is not None or again.is_over:
            yield Point(view.turn, seat, view, tuple(moves), reason)
            moves = []
            view = again.view(seat)
            reason = revealed or START
    if again.is_over:
        return
    yield Point(view.turn, again.current_player, view, tuple(moves), reason,
                complete=again.current_player != seat or not moves)
