"""The race between the payoff piles: each seat's chance to win from the payoff counts.

Over a game a player plays a few payoff cards in some turns and none in most. Seen
from afar the game is a race: each player in turn plays a number of payoff cards
drawn from the same spread (:data:`PAYOFF_RUNS`, measured in games between good
players), and the first to empty the pile wins. If the stock runs out first, the
fewest payoff cards win (a tie is a draw). :class:`Race` works out each seat's chance
to win that race exactly: for each count it knows the spread of the turns a player
needs to play it out, and of the cards it still holds after a number of turns. The
judge of chances (:mod:`.chances`) ends each sampled play-out with these chances, and
Expert values the ends of its turns by them.

>>> race = Race(players=2)
>>> round(race.chances([10, 10], mover=0)[0], 2)  # moving first is worth a little
0.51
>>> round(race.chances([3, 10], mover=1)[0], 2)  # three cards against ten
0.87
>>> round(race.chances([3, 10], mover=1, turns_left=4)[0], 2)  # the stock runs out soon
0.99
"""

from __future__ import annotations

from collections.abc import Sequence

# the chance that a player plays 0, 1, 2 ... payoff cards in a turn: 117,574 turns of 1,916
# games of Hard against Hard (Classic, two players, deals from 7000000)
PAYOFF_RUNS = (0.7792, 0.1008, 0.0531, 0.0286, 0.0158, 0.0099, 0.0054, 0.0031, 0.0019,
               0.0009, 0.0006, 0.0004, 0.0002, 0.0002, 0.0001)
HORIZON = 400  # turns of each player looked at; a race still going after them is a draw
# the stock lasts about as many turns (every player's) as there are cards to draw: the
# stock and the completed cards, and half the cards on the centre stacks (some complete
# and come back); beyond this many the end of the stock is too far to count
STOCK_TURNS = 60


def turns_left(stock: int, completed: int, centre: int) -> int | None:
    """The turns (every player's) before the stock is likely to run out, or None if that
    is too far off to count: about one card is drawn for good each turn. Fitted on 292
    games of Hard against Hard (Classic, deals from 7600000): the Brier score of the
    race's chances on their 18,031 turns falls from 0.2002 to 0.1993 with it."""
    turns = stock + completed + centre / 2
    return None if turns > STOCK_TURNS else round(turns)


class Race:
    """Each seat's chance to win the race of the payoff piles (see the module)."""

    def __init__(self, players: int = 2, runs: Sequence[float] = PAYOFF_RUNS) -> None:
        self.players = players
        total = sum(runs)
        self.runs = [p / total for p in runs]
        self._finish: dict[int, list[float]] = {}
        self._at_least: dict[int, list[float]] = {}
        # by count: the cards still held after k turns without finishing, k = 0, 1, …
        self._held: dict[int, list[list[float]]] = {}
        self._pairs: dict[tuple[int, int, int | None], float] = {}

    # -- one player ------------------------------------------------------------------------
    def held(self, count: int, turns: int) -> list[float]:
        """The chance that a player with ``count`` payoff cards still holds c of them after
        ``turns`` turns of its own (c = 0 … count; c = 0: it has emptied its pile)."""
        steps = self._held.get(count)
        if steps is None:
            start = [0.0] * (count + 1)
            start[min(count, len(start) - 1)] = 1.0
            steps = self._held[count] = [start]
        runs = self.runs
        while len(steps) <= turns:
            left = steps[-1]
            after = [0.0] * (count + 1)
            after[0] = left[0]
            for c in range(1, count + 1):
                p = left[c]
                if p < 1e-12:
                    continue
                for x, q in enumerate(runs):
                    after[max(c - x, 0)] += p * q
            steps.append(after)
        return steps[turns]

    def finish(self, count: int) -> list[float]:
        """The chance that a player with ``count`` payoff cards plays the last one on its
        k-th turn from now, for k = 0 … HORIZON (k = 0 only for a count of 0)."""
        done = self._finish.get(count)
        if done is None:
            if count <= 0:
                done = [1.0] + [0.0] * HORIZON
            else:
                done = [0.0]
                for k in range(1, HORIZON + 1):
                    if k > 1 and 1.0 - self.held(count, k - 1)[0] < 1e-9:
                        done.extend([0.0] * (HORIZON + 1 - k))  # finished for sure by now
                        break
                    done.append(self.held(count, k)[0] - self.held(count, k - 1)[0])
            self._finish[count] = done
        return done

    def at_least(self, count: int) -> list[float]:
        """The chance that a player with ``count`` cards needs at least k turns, k = 0 …
        HORIZON + 1."""
        done = self._at_least.get(count)
        if done is None:
            done = []
            left = 1.0
            for p in self.finish(count):
                done.append(max(left, 0.0))
                left -= p
            done.append(max(left, 0.0))
            self._at_least[count] = done
        return done

    # -- the race --------------------------------------------------------------------------
    def chances(self, counts: Sequence[int], mover: int,
                turns_left: int | None = None) -> list[float]:
        """Each seat's chance to win when ``counts`` are the payoff piles and ``mover`` is
        about to play its turn (the others follow in seat order). A seat with no card
        left has won. ``turns_left``: the turns (every player's, the mover's first) that
        start before the stock runs out, if it will; then the fewest cards win."""
        n = len(counts)
        for seat, count in enumerate(counts):
            if count <= 0:
                return [1.0 if s == seat else 0.0 for s in range(n)]
        if n == 2:
            first = self._two(counts[mover], counts[1 - mover], turns_left)
            return [first, 1.0 - first] if mover == 0 else [1.0 - first, first]
        order = [(s - mover) % n for s in range(n)]  # how many seats play before each
        limit = HORIZON if turns_left is None else min(HORIZON, -(-turns_left // n))
        turns = [_turns(turns_left, order[s], n) for s in range(n)]
        finish = [self.finish(c) for c in counts]
        later = [self.at_least(c) for c in counts]
        result = []
        for i in range(n):
            total = 0.0
            for k in range(1, min(limit, turns[i]) + 1):
                p = finish[i][k]
                if p < 1e-12:
                    continue
                for j in range(n):
                    if j != i:
                        # a seat playing before i must still be short after its k-th turn
                        p *= later[j][k + 1 if order[j] < order[i] else k]
                total += p
            result.append(total)
        if turns_left is not None:
            held = [self.held(c, t)[1:] for c, t in zip(counts, turns, strict=True)]
            ends = _fewest(held)
            result = [r + e for r, e in zip(result, ends, strict=True)]
        return _normalised(result)

    def _two(self, mine: int, theirs: int, turns_left: int | None) -> float:
        """The mover's chance in a two-player race, remembered."""
        if turns_left is not None and turns_left > 2 * HORIZON:
            turns_left = None
        key = (mine, theirs, turns_left)
        value = self._pairs.get(key)
        if value is None:
            fa, sa = self.finish(mine), self.at_least(mine)
            fb, sb = self.finish(theirs), self.at_least(theirs)
            ka, kb = _turns(turns_left, 0, 2), _turns(turns_left, 1, 2)
            # the mover ends on its k-th turn, the other has had k - 1 of its own; or the
            # other ends on its k-th turn, the mover has had k
            won = sum(fa[k] * sb[k] for k in range(1, min(ka, HORIZON) + 1))
            lost = sum(fb[k] * sa[k + 1] for k in range(1, min(kb, HORIZON) + 1))
            if turns_left is not None:
                ends = _fewest([self.held(mine, ka)[1:], self.held(theirs, kb)[1:]])
                won, lost = won + ends[0], lost + ends[1]
            value = self._pairs[key] = _normalised([won, lost])[0]
        return value


def _turns(turns_left: int | None, place: int, players: int) -> int:
    """The turns a seat ``place`` seats after the mover gets before the stock runs out."""
    if turns_left is None:
        return HORIZON
    return max(0, -(-(turns_left - place) // players))


def _fewest(held: list[list[float]]) -> list[float]:
    """Each seat's share of the games that end with the stock: ``held[s][c - 1]`` is the
    chance that seat s then still holds c cards. The fewest win; a tie for the fewest
    is a draw, worth an equal share to every seat."""
    n = len(held)
    top = max(len(h) for h in held)
    # the chance that a seat holds more than c cards (or c or more), c = 1 … top
    above = [[sum(h[c:]) for c in range(top + 1)] for h in held]  # more than c
    won = [0.0] * n
    ended = 1.0
    for h in held:
        ended *= sum(h)
    for i in range(n):
        for c, p in enumerate(held[i], 1):
            if p < 1e-12:
                continue
            for j in range(n):
                if j != i:
                    p *= above[j][c] if c < len(above[j]) else 0.0
            won[i] += p
    tied = max(ended - sum(won), 0.0)
    return [w + tied / n for w in won]


def _normalised(values: list[float]) -> list[float]:
    total = sum(values)
    return [v / total for v in values] if total > 0 else [1 / len(values)] * len(values)
