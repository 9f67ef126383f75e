"""The race between the payoff piles: each seat's chance to win from the payoff counts.

Over a game a player plays a few payoff cards in some turns and none in most. Seen
from afar the game is a race: each player in turn plays a number of payoff cards
drawn from the same spread (:data:`PAYOFF_RUNS`, measured in games between good
players), and the first to empty the pile wins. :class:`Race` works out each seat's
chance to win that race exactly: for each count it knows the spread of the turns a
player needs to play it out, and a player wins if it gets there on a turn before
every other player has. The judge of chances (:mod:`.chances`) ends each sampled
play-out with these chances, and Expert values the ends of its turns by them.

>>> race = Race(players=2)
>>> round(race.chances([10, 10], mover=0)[0], 2)  # moving first is worth a little
0.51
>>> round(race.chances([3, 10], mover=1)[0], 2)  # three cards against ten
0.87
"""

from __future__ import annotations

from collections.abc import Sequence

# the chance that a player plays 0, 1, 2 ... payoff cards in a turn: 117,574 turns of 1,916
# games of Hard against Hard (Classic, two players, deals from 7000000)
PAYOFF_RUNS = (0.7792, 0.1008, 0.0531, 0.0286, 0.0158, 0.0099, 0.0054, 0.0031, 0.0019,
               0.0009, 0.0006, 0.0004, 0.0002, 0.0002, 0.0001)
HORIZON = 400  # turns of each player looked at; a race still going after them is a draw


class Race:
    """Each seat's chance to win the race of the payoff piles (see the module)."""

    def __init__(self, players: int = 2, runs: Sequence[float] = PAYOFF_RUNS) -> None:
        self.players = players
        total = sum(runs)
        self.runs = [p / total for p in runs]
        # by count: the chance of needing at least k turns (k = 0 … HORIZON + 1)
        self._at_least: dict[int, list[float]] = {}
        self._finish: dict[int, list[float]] = {}
        self._pairs: dict[tuple[int, int], float] = {}

    def finish(self, count: int) -> list[float]:
        """The chance that a player with ``count`` payoff cards plays the last one on its
        k-th turn from now, for k = 0 … HORIZON (k = 0 only for a count of 0)."""
        done = self._finish.get(count)
        if done is not None:
            return done
        runs = self.runs
        spread = [0.0] * (HORIZON + 1)
        if count <= 0:
            spread[0] = 1.0
        else:
            # the chance of each count still to play after each turn, the last one first
            left = [0.0] * (count + 1)
            left[count] = 1.0
            for k in range(1, HORIZON + 1):
                after = [0.0] * (count + 1)
                ended = 0.0
                for c in range(1, count + 1):
                    p = left[c]
                    if p < 1e-12:
                        continue
                    for x, q in enumerate(runs):
                        if x >= c:
                            ended += p * q
                        else:
                            after[c - x] += p * q
                spread[k] = ended
                left = after
        self._finish[count] = spread
        return spread

    def at_least(self, count: int) -> list[float]:
        """The chance that a player with ``count`` cards needs at least k turns, k = 0 …
        HORIZON + 1."""
        done = self._at_least.get(count)
        if done is not None:
            return done
        spread = self.finish(count)
        result = []
        left = 1.0
        for p in spread:
            result.append(max(left, 0.0))
            left -= p
        result.append(max(left, 0.0))
        self._at_least[count] = result
        return result

    def chances(self, counts: Sequence[int], mover: int) -> list[float]:
        """Each seat's chance to win when ``counts`` are the payoff piles and ``mover`` is
        about to play its turn (the others follow in seat order). A seat with no card
        left has won."""
        n = len(counts)
        for seat, count in enumerate(counts):
            if count <= 0:
                return [1.0 if s == seat else 0.0 for s in range(n)]
        if n == 2:
            first = self._two(counts[mover], counts[1 - mover])
            return [first, 1.0 - first] if mover == 0 else [1.0 - first, first]
        order = [(s - mover) % n for s in range(n)]  # how many seats play before each
        finish = [self.finish(c) for c in counts]
        later = [self.at_least(c) for c in counts]
        result = []
        for i in range(n):
            total = 0.0
            fi = finish[i]
            for k in range(1, HORIZON + 1):
                p = fi[k]
                if p < 1e-12:
                    continue
                for j in range(n):
                    if j != i:
                        # a seat playing before i must still be short after its k-th turn
                        p *= later[j][k + 1 if order[j] < order[i] else k]
                total += p
            result.append(total)
        return _normalised(result)

    def _two(self, mine: int, theirs: int) -> float:
        """The mover's chance in a two-player race, remembered."""
        key = (mine, theirs)
        value = self._pairs.get(key)
        if value is None:
            fa, sa = self.finish(mine), self.at_least(mine)
            fb, sb = self.finish(theirs), self.at_least(theirs)
            # the mover ends on its k-th turn, the other has had k - 1 of its own; or the
            # other ends on its k-th turn, the mover has had k
            won = sum(fa[k] * sb[k] for k in range(1, HORIZON + 1))
            lost = sum(fb[k] * sa[k + 1] for k in range(1, HORIZON + 1))
            value = self._pairs[key] = _normalised([won, lost])[0]
        return value


def _normalised(values: list[float]) -> list[float]:
    total = sum(values)
    return [v / total for v in values] if total > 0 else [1 / len(values)] * len(values)
