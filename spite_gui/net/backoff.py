"""How long to wait before trying again: longer after each failure, never in step.

Programs that lost the same table (its host's program stopped, a mailbox server went
away) try again after a wait that doubles with each failure up to a ceiling, and each
wait is spread by a random part so that they don't all knock at the same moment.

>>> rule = Backoff(first=1.0, most=30.0, jitter=0.0)
>>> [rule.delay(n) for n in range(7)]
[1.0, 2.0, 4.0, 8.0, 16.0, 30.0, 30.0]
>>> 0.75 <= Backoff(first=1.0, jitter=0.25).delay(0) <= 1.25
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Backoff:
    """Waits of ``first`` seconds, doubling after each failure up to ``most``, each spread
    by up to ``jitter`` of itself either way."""

    first: float = 1.0
    most: float = 30.0
    jitter: float = 0.25

    def delay(self, failures: int, draw: random.Random | None = None) -> float:
        """Seconds to wait after ``failures`` failures in a row (0: the first one)."""
        base = min(self.most, self.first * 2.0 ** min(failures, 32))
        spread = (draw or _draw).uniform(-self.jitter, self.jitter)
        return max(0.0, base * (1.0 + spread))


_draw = random.Random()
