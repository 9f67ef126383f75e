"""A guest's dialing: the wait for the table's answer, and the next try after a failure.

:class:`Dialing` is the :class:`~.client.TableClient`'s room for its one timer and its
tries: how long the table has to answer, when to dial again (longer each time, by the
guest's :class:`~.backoff.Backoff`), and until when to keep trying.

Owns: the timer (one at a time: a new wait cancels the one before; cancelled when the
guest leaves or sits down). Made by its guest table and kept for its life; it knows
nothing of the table, only the callables it is given.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .backoff import Backoff
from .runtime import Owner, Timer


class Dialing:
    """The guest's timer and its tries. See the module's docstring."""

    def __init__(self, owner: Owner, rule: Backoff, give_up_at: float | None = None) -> None:
        self._owner, self._rule = owner, rule
        self._timer: Timer | None = None
        self.give_up_at = give_up_at  # while dialing again: until when (monotonic)
        self.tries = 0  # dialed again since the last time we sat down

    def after(self, seconds: float, fn: Callable[[], Any]) -> None:
        """Call ``fn`` in ``seconds``, instead of whatever was waiting."""
        self.cancel()

        def fire() -> None:
            self._timer = None
            fn()

        self._timer = self._owner.call_later(seconds, fire)

    def cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def again(self, dial: Callable[[], Any]) -> None:
        """Dial again after a while: longer each time, and never in step with the other
        friends coming back at once."""
        wait = self._rule.delay(self.tries)
        self.tries += 1
        self.after(wait, dial)

    def sat_down(self) -> None:
        """Seated: nothing waits, and the next drop starts the tries afresh."""
        self.cancel()
        self.give_up_at = None
        self.tries = 0
