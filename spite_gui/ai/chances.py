"""The judge of chances: a seat's chance to win from what it can see.

``win_chance(view)`` deals the cards the seat can't see at random (:mod:`.dealing`),
plays the next turns out on each deal with the quick turn of the play-outs
(:class:`~.playout.QuickTurn`, every seat the same way), and ends each play-out with the
race of the payoff piles (:class:`~.race.Race`): the chance to win from the counts
left, whoever is to move. The answer is the average over the deals. It reads only the
view, and the same view and seed give the same answer.

>>> from spite_gui.engine import Game, Rules
>>> game = Game.new(Rules.preset("Classic"), players=2, seed=48213)
>>> 0.0 < win_chance(game.view(0)) < 1.0
True

Expert values the ends of its turns with the same play-outs and the same race
(:mod:`.expert`), and the game review asks this judge.
"""

from __future__ import annotations

import random
from functools import lru_cache

from ..engine import PlayerView, Rules
from .compact import Compact
from .dealing import Dealer
from .playout import QuickTurn
from .race import Race, turns_left
from .sampling import KeptHand

SAMPLES = 200  # deals per judgement
ROUNDS = 1  # rounds of turns played out on each deal (every seat's turn once per round)


@lru_cache(maxsize=8)
def race_for(players: int) -> Race:
    """The race of ``players`` payoff piles, shared (it remembers what it worked out)."""
    return Race(players)


@lru_cache(maxsize=8)
def quick_turn(rules: Rules) -> QuickTurn:
    """The quick turn of the play-outs under ``rules``, shared."""
    return QuickTurn(rules)


def outcome_value(table: Compact, seat: int) -> float:
    """What the end of a finished game is worth to ``seat``: 1 won, 0 lost, a share of a
    draw."""
    if table.winner is None:
        return 1.0 / table.players
    return 1.0 if table.winner == seat else 0.0


def leaf_value(table: Compact, seat: int) -> float:
    """``seat``'s chance to win from a table at the start of a turn (or a game's end), by
    the race of the payoff piles."""
    if table.reason is not None:
        return outcome_value(table, seat)
    counts = [len(pile) for pile in table.payoffs]
    left = turns_left(len(table.stock), len(table.completed), sum(map(len, table.centre)))
    return race_for(table.players).chances(counts, table.current, left)[seat]


def play_rounds(table: Compact, quick: QuickTurn, rounds: int) -> None:
    """Play the turn in progress to its end, then ``rounds`` more rounds of turns."""
    turns = rounds * table.players + 1
    for _ in range(turns):
        if table.reason is not None:
            return
        quick.turn(table)


def win_chance(view: PlayerView, samples: int = SAMPLES, rounds: int = ROUNDS,
               seed: int = 0, kept: KeptHand | None = None) -> float:
    """The seat's chance to win, from what its view shows (see the module). ``kept`` is
    what the seat read of the kept hand of the player before it, if it watched that
    player's turn (:func:`~.sampling.read_kept_hand`)."""
    if view.outcome is not None:
        winner = view.outcome.winner
        return 1.0 / view.players if winner is None else float(winner == view.seat)
    rng = random.Random(f"judge:{seed}:{view.turn}")
    dealer = Dealer(view, kept)
    quick = quick_turn(view.rules)
    total = 0.0
    for _ in range(samples):
        table = dealer.deal(rng)
        play_rounds(table, quick, rounds)
        total += leaf_value(table, view.seat)
    return total / samples
