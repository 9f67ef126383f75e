"""The players that plan their whole turn (Hard and Expert): their thinking time and their plans.

A planning player makes a plan for the rest of its turn (:class:`~.search.Plan`) and
plays it one move per ``choose`` call. Each call first checks that the view is the one
the plan expected at that point; if something else happened (a payoff card or a new
hand was revealed) it plans again with what it now sees. It also keeps count of the
turn's thinking time, read from its ``clock`` (``time.thread_time``, the processor time of
the thread that thinks, unless another is given), and of the turn's decisions.
"""

from __future__ import annotations

from typing import NamedTuple

from ..engine import Move, PlayerView
from ..engine.moves import CENTRE
from .base import Player, legal_moves
from .search import THINKING_CLOCK, Clock, Plan
from .turn import Line, Signature, line_signature, play, signature


class Step(NamedTuple):
    """One move of a plan, with the view's signature it expects just before it."""

    expects: Signature
    move: Move


def follow(view: PlayerView, moves: tuple[Move, ...]) -> list[Step]:
    """Each move of a plan with the view signature it expects before it is made."""
    line = Line.of(view)
    steps = []
    for move in moves:
        steps.append(Step(line_signature(line, view), move))
        if move.target == CENTRE:
            line = play(view.rules, line, move)
    return steps


class PlanningPlayer(Player):
    """A player that plans the rest of its turn (:meth:`plan`) and follows the plan."""

    def __init__(self, seed: int = 0, name: str | None = None,
                 clock: Clock = THINKING_CLOCK) -> None:
        super().__init__(seed, name)
        self.clock = clock
        self._steps: list[Step] = []  # the rest of the plan being followed
        self._turn = -1  # the turn the counts below belong to
        self._spent = 0.0  # seconds of thinking this turn, by the clock
        self._decision = 0  # this turn's decisions so far, this one included

    def choose(self, view: PlayerView) -> Move:
        started = self.clock()
        if view.turn != self._turn:
            self._turn, self._spent, self._decision = view.turn, 0.0, 0
            self.start_turn(view)
        self._decision += 1
        try:
            return self._choose(view, started)
        finally:
            self._spent += self.clock() - started

    @property
    def planned(self) -> tuple[Move, ...]:
        """The moves the plan still holds after the last move chosen (the rest of the turn
        as the player sees it now; empty when it chose its move without a plan)."""
        return tuple(step.move for step in self._steps)

    def start_turn(self, view: PlayerView) -> None:
        """Called at the first decision of each of the seat's turns, before planning."""

    def time_left(self, limit: float | None) -> float | None:
        """The seconds left of a turn's thinking ``limit`` (None: no limit)."""
        return None if limit is None else limit - self._spent

    def plan(self, view: PlayerView, started: float) -> Plan | None:
        """The plan for the rest of the turn (None or no moves: nothing better than the
        last legal move). ``started`` is when this decision began, by the clock."""
        raise NotImplementedError

    def _choose(self, view: PlayerView, started: float) -> Move:
        moves = legal_moves(view)
        if len(moves) == 1:
            self._steps = []
            return moves[0]
        if self._steps and self._steps[0].expects == signature(view):
            move = self._steps.pop(0).move
            if move in moves:
                return move
        plan = self.plan(view, started)
        if plan is None or not plan.moves:
            self._steps = []
            return moves[-1]
        self._steps = follow(view, plan.moves)
        move = self._steps.pop(0).move
        return move if move in moves else moves[-1]
