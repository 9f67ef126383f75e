"""Watching the computers play one another: who sits where, and the gate their moves pass.

A watched game is an ordinary game at the host: every seat a computer player that
is told only its own seat's view. Whoever watches decides when the moves reach the
host — at the table's pace, held while paused, one move or one turn at a time when
stepping. No Qt, no clock here: the gate only counts.

>>> seating = watch_seating(["easy", "expert"])
>>> seating.names, seating.levels
(('South', 'North'), ('easy', 'expert'))
>>> from spite_gui.engine import Game, Rules
>>> from spite_gui.play.host import GameHost
>>> host = GameHost(Game.new(Rules(), 2, seed=7), seating)
>>> gate = MoveGate(host)
>>> gate.pause()
>>> gate.submit(host.current, host.view(host.current).legal_moves()[0]) is None
True
>>> len(host.moves), gate.holding
(0, True)
>>> gate.step_move()
>>> len(host.moves), gate.holding, gate.paused
(1, False, True)
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass

from ..engine import Illegal, Move, Refusal
from ..engine.rules import DEFAULT_PRESET
from ..levels import LEVELS
from .host import GameHost, Update
from .seating import COMPUTER, PLACES, Seating, SeatPlan
from .visibility import DrewUnseen, SeenEvent

MIN_WATCHED, MAX_WATCHED = 2, 4


@dataclass(frozen=True)
class WatchPlan:
    """What the watcher chose: a computer level per seat (in turn order), the preset of the
    rules, the table's animation speed and, if given, the deal number (else a new one)."""

    levels: tuple[str, ...]
    preset: str = DEFAULT_PRESET
    speed: str = "normal"
    deal: int | None = None

    @property
    def players(self) -> int:
        return len(self.levels)


def watch_seating(levels: Sequence[str]) -> Seating:
    """A computer player in every seat, at ``levels`` (one per seat, in turn order), each
    named by its place at the table: "South" sits at the bottom, where the table is
    watched from."""
    if not MIN_WATCHED <= len(levels) <= MAX_WATCHED:
        raise ValueError("Two to four computer players play a watched game.")
    unknown = [level for level in levels if level not in LEVELS]
    if unknown:
        raise ValueError(f"A computer plays at one of the levels {', '.join(LEVELS)}.")
    places = PLACES[len(levels)]
    return Seating(tuple(SeatPlan(COMPUTER, places[seat], level)
                         for seat, level in enumerate(levels)))


class MoveGate:
    """Stands between the computer players and the host: passes their moves on, or holds
    the one that comes while the game is paused until a step or :meth:`resume` lets it go.

    ``moved`` (if given) is called after each move the gate passes to the host, ``held``
    when it starts holding one.
    """

    def __init__(self, host: GameHost, moved: Callable[[], None] | None = None,
                 held: Callable[[], None] | None = None) -> None:
        self._host = host
        self._moved = moved or (lambda: None)
        self._held_news = held or (lambda: None)
        self.paused = False
        self._held: tuple[int, Move] | None = None
        self._moves_due = 0  # moves a step still lets through
        self._turn_due: int | None = None  # the turn a step lets play out

    @property
    def holding(self) -> bool:
        """True while a computer's move waits for a step or for the game to go on."""
        return self._held is not None

    @property
    def waiting(self) -> bool:
        """True while paused with no step under way: the player to move waits for the
        watcher (a step's moves, or the turn a step plays out, do not wait)."""
        if not self.paused or self._moves_due > 0:
            return False
        return self._turn_due is None or self._host.turn != self._turn_due

    # -- the computers' side (a SeatPort) --------------------------------------------------
    def submit(self, seat: int, move: Move) -> Refusal | None:
        """A computer's move: to the host now, or held while the game is paused."""
        if self.paused and not self._let_through():
            self._held = (seat, move)
            self._held_news()
            return None
        return self._pass(seat, move)

    def undo(self, seat: int) -> Refusal | None:
        """Nobody takes a move back in a watched game."""
        return Refusal(Illegal.NOT_YOUR_TURN)

    # -- the watcher's side ------------------------------------------------------------------
    def pause(self) -> None:
        """Hold every move from now on (a move already made still shows)."""
        self.paused = True
        self._moves_due, self._turn_due = 0, None

    def resume(self) -> None:
        """Let the moves go again, the one held first."""
        self.paused = False
        self._moves_due, self._turn_due = 0, None
        self._release()

    def step_move(self) -> None:
        """Paused: let exactly one move through (the one held, or the next to come)."""
        if not self.paused:
            return
        self._moves_due, self._turn_due = 1, None
        self._release()

    def step_turn(self) -> None:
        """Paused: let the player to move finish its turn, then hold again."""
        if not self.paused:
            return
        self._moves_due, self._turn_due = 0, self._host.turn
        self._release()

    def _let_through(self) -> bool:
        if self._moves_due > 0:
            self._moves_due -= 1
            return True
        if self._turn_due is not None and self._host.turn == self._turn_due:
            return True
        self._turn_due = None
        return False

    def _release(self) -> None:
        held = self._held
        if held is None:
            return
        if self.paused and not self._let_through():
            return
        self._held = None
        self._pass(*held)

    def _pass(self, seat: int, move: Move) -> Refusal | None:
        problem = self._host.submit(seat, move)
        if problem is None:
            self._moved()
        return problem


def shown_events(told: Mapping[int, Update], seat: int,
                 face_up: Collection[int]) -> tuple[SeenEvent, ...]:
    """The events of ``seat``'s update in ``told`` (every seat's update of one change at
    the table), with the cards drawn by the seats in ``face_up`` shown as their own
    updates show them: for a watcher who turned those hands face up."""
    shown: list[SeenEvent] = []
    for index, event in enumerate(told[seat].events):
        if isinstance(event, DrewUnseen) and event.player in face_up and event.player in told:
            event = told[event.player].events[index]
        shown.append(event)
    return tuple(shown)
