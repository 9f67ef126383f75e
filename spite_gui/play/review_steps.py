"""A game turn by turn, as one seat saw it: the steps of a game review.

:func:`game_steps` plays the game again from its deal and keeps the table at the
start of every turn (and the table at the end), as the reviewed seat saw it: its
:class:`PlayerView` (nothing hidden from the seat is in it) and, once the game is over
and only then, every hand as it was, which the review's table shows only when the
player asks to see every card. A game still under way gives no hidden card at all.
What the table shows of a step is :mod:`spite_gui.table.review_steps`'s.

>>> from spite_gui.engine import Game, Rules
>>> game = Game.new(Rules(), 2, seed=7)
>>> _ = game.play(game.legal_moves()[-1])   # the first turn: a discard
>>> steps = game_steps(game, seat=0)
>>> [step.turn for step in steps], len(steps[0].moves), steps[0].hands
([1, 2], 1, ())
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Card, Game, Move, PlayerView, events
from .visibility import SeenEvent, seen_events


@dataclass(frozen=True)
class ReviewStep:
    """The table at the start of one turn (or at the end of the game), seen from a seat.

    ``view`` is what the seat saw; ``hands`` every seat's hand then once the game is over
    (else empty: a game under way gives away nothing hidden); ``moves`` the moves of the
    turn and ``happened`` its events as the seat saw them (none at the end).
    """

    turn: int
    player: int  # whose turn it is (at the end: whose turn it would be)
    view: PlayerView
    hands: tuple[tuple[Card, ...], ...]
    moves: tuple[Move, ...]
    happened: tuple[SeenEvent, ...]

    @property
    def is_end(self) -> bool:
        return self.view.outcome is not None or not self.moves


def game_steps(game: Game, seat: int) -> list[ReviewStep]:
    """Every turn of ``game`` from its deal, as ``seat`` saw it, then the table at the end
    (while the game is not over: the table as it was left)."""
    if not 0 <= seat < game.players:
        raise ValueError("There is no such seat.")
    over = game.is_over
    again = Game(game.rules, game.players, game.seed, game.opening(), game.first_player,
                 game.previous_starter, start=game.start_state,
                 deal_algorithm=game.deal_algorithm)
    steps: list[ReviewStep] = []
    start = _frozen(again, seat, over)
    moves: list[Move] = []
    happened: list[events.Event] = []
    for move in game.moves:
        turn = again.turn
        happened += again.play(move)
        moves.append(move)
        if again.turn != turn or again.is_over:
            steps.append(_step(start, moves, happened, seat))
            start, moves, happened = _frozen(again, seat, over), [], []
    if moves:  # a turn under way when the game was saved
        steps.append(_step(start, moves, happened, seat))
        start = _frozen(again, seat, over)
    steps.append(start)
    return steps


def _frozen(game: Game, seat: int, over: bool) -> ReviewStep:
    hands = tuple(game.seat(player).hand for player in range(game.players)) if over else ()
    return ReviewStep(game.turn, game.current_player, game.view(seat), hands, (), ())


def _step(start: ReviewStep, moves: list[Move], happened: list[events.Event],
          seat: int) -> ReviewStep:
    return ReviewStep(start.turn, start.player, start.view, start.hands, tuple(moves),
                      seen_events(happened, seat))
