"""A computer player as a seat driver, thinking off the owner's thread.

It plays a host's computer seats in the headless programs, stands in for a friend
who dropped out, and plays a guest's seat where a person would (the multi-process
checks). It sees only the updates its seat is told.
"""

from __future__ import annotations

import concurrent.futures
import traceback
from collections.abc import Callable
from typing import Any

from ..engine import Move, PlayerView, Refusal
from ..play import Update
from .runtime import Owner

#: Where a move goes: ``submit(seat, move)`` returning None or why not (a GameHost, a guest).
Submit = Callable[[int, Move], Refusal | None]


class ComputerSeat:
    """Answers for one seat with ``player.choose(view)``, thought out on ``pool`` and played
    on the owner's thread, ``pace`` seconds after it was asked at the soonest.

    An answer to anything but the latest update is dropped, and so is every answer
    once :meth:`stop` was called (a friend took their seat back).
    """

    def __init__(self, submit: Submit, seat: int, player: Any, owner: Owner,
                 pool: concurrent.futures.Executor, pace: float = 0.0) -> None:
        self._submit, self.seat, self.player = submit, seat, player
        self._owner, self._pool, self._pace = owner, pool, pace
        self._ticket = 0
        self.stopped = False
        self.moves_played = 0

    def __call__(self, update: Update) -> None:
        self._ticket += 1
        if self.stopped or update.seat != self.seat or not update.view.my_turn:
            return
        ticket, view = self._ticket, update.view
        future = self._pool.submit(self.player.choose, view)
        future.add_done_callback(lambda done: self._owner.post(
            lambda: self._answer(ticket, view, done)))

    def stop(self) -> None:
        self.stopped = True

    def _answer(self, ticket: int, view: PlayerView,
                done: concurrent.futures.Future[Move]) -> None:
        if self.stopped or ticket != self._ticket:
            return
        try:
            move = done.result()
        except Exception:  # a player's fault must not stop the game: the safe move instead
            traceback.print_exc()
            move = view.legal_moves()[-1]
        if self._pace > 0:
            self._owner.call_later(self._pace, lambda: self._play(ticket, move))
        else:
            self._play(ticket, move)

    def _play(self, ticket: int, move: Move) -> None:
        if self.stopped or ticket != self._ticket:
            return
        if self._submit(self.seat, move) is None:
            self.moves_played += 1
