"""How long a hint takes with its reasons, and how often it has one; printed as JSON.

    python benchmarks/hints.py [--positions 60] [--seed 0]

Positions come from real games (Medium against Hard, Classic, two players, stopped
after a random number of turns). For each, Expert chooses the seat's move alone, and
then again inside an :class:`~spite_gui.ai.advice.Adviser` (the move and its reasons,
as the table's hint works them out). Times are processor time of this thread, the
players' own measure; the ratio of the means compares the two in the same run.
Also counted: the hints with at least one reason said, and each kind of reason.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spite_gui.ai import make_player
from spite_gui.ai.advice import Adviser
from spite_gui.engine import Game, Rules
from spite_gui.table.hint_words import reason_words


def positions(count: int, seed: int) -> list[Game]:
    """``count`` positions of games between Medium and Hard, each at a random turn."""
    rng = random.Random(seed)
    found: list[Game] = []
    rules = Rules.preset("Classic")
    while len(found) < count:
        game = Game.new(rules, 2, rng.randrange(1_000_000))
        players = [make_player("medium", 1), make_player("hard", 2, time_limit=None)]
        stop = rng.randrange(1, 40)
        while not game.is_over and game.turn < stop:
            game.play(players[game.current_player].choose(game.view(game.current_player)))
        if not game.is_over:
            found.append(game)
    return found


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    alone: list[float] = []
    advised: list[float] = []
    kinds: Counter[str] = Counter()
    said = 0
    for i, game in enumerate(positions(args.positions, args.seed)):
        view = game.view(game.current_player)
        start = time.thread_time()
        make_player("expert", i).choose(view)
        alone.append(time.thread_time() - start)
        start = time.thread_time()
        advice = Adviser(make_player("expert", i), seed=i).choose(view)
        advised.append(time.thread_time() - start)
        kinds.update(reason.kind for reason in advice.reasons)
        said += bool(reason_words(view, advice, ["You", "Computer"]))
    print(json.dumps({
        "positions": args.positions,
        "expert_mean_s": round(statistics.mean(alone), 4),
        "hint_mean_s": round(statistics.mean(advised), 4),
        "hint_p95_s": round(percentile(advised, 0.95), 4),
        "hint_max_s": round(max(advised), 4),
        "ratio_of_means": round(statistics.mean(advised) / statistics.mean(alone), 3),
        "hints_with_a_reason": said,
        "reasons": dict(kinds.most_common()),
    }, indent=1))


if __name__ == "__main__":
    main()
