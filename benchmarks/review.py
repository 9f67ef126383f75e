"""Game review speed: a whole game of 60 turns reviewed from one seat, printed as JSON.

Plays Medium (seat 0, the seat reviewed) against Hard on Classic deals from ``--deal``
on, until a game lasts ``--turns`` turns (played to its end or cut there), then times
``review_game`` on it with the default samples (or ``--samples``). The baseline, timed in
the same run, is one plain ``win_chance`` of the judge with as many samples, from the
seat's view at the game's start (the median of a few): the review's seconds per
reviewed turn are given as a ratio to it, which the load of the machine moves less than
the seconds themselves. The load average is printed too.

``--ladder DEALS`` checks the grades instead: each level plays seat 0 against Hard on
``DEALS`` deals of up to ``--turns`` turns, and the review's accuracy and grades of
seat 0 are printed per level (a stronger level should score higher). Usage:
    nice -n 19 python benchmarks/review.py [--turns 60] [--samples N] [--deal N]
    nice -n 19 python benchmarks/review.py --ladder 2 --samples 200
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import statistics
import sys
import time
from collections import Counter

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from spite_gui.ai import LEVELS, make_player, win_chance
from spite_gui.engine import Game, Rules
from spite_gui.review import SAMPLES, review_game


def played(level: str, deal: int, turns: int) -> Game:
    """``level`` in seat 0 against Hard on ``deal``, to its end or cut after ``turns``."""
    game = Game.new(Rules.preset("Classic"), 2, seed=deal)
    players = [make_player(level, deal), make_player("hard", deal + 1)]
    while not game.is_over and game.turn <= turns:
        game.play(players[game.current_player].choose(game.view(game.current_player)))
    return game


def long_game(turns: int, deal: int) -> Game:
    """The first game of Medium against Hard from ``deal`` on that lasts ``turns`` turns,
    cut there."""
    while True:
        game = played("medium", deal, turns)
        if game.turn > turns or (game.is_over and game.turn >= turns):
            return game
        deal += 1


def ladder(deals: int, turns: int, samples: int, first: int) -> dict[str, object]:
    """Each level's accuracy (per deal) and grades (all deals) as the review gives them."""
    found: dict[str, object] = {}
    for level in LEVELS:
        accuracies, grades = [], Counter[str]()
        for deal in range(first, first + deals):
            review = review_game(played(level, deal, turns), 0, samples=samples)
            accuracies.append(round(review.accuracy, 1))
            grades.update(t.grade.value for t in review.turns)
        found[level] = {"accuracy": accuracies, "grades": dict(grades)}
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=60, help="turns of the game reviewed")
    parser.add_argument("--samples", type=int, default=SAMPLES, help="deals per judgement")
    parser.add_argument("--deal", type=int, default=48213, help="the first deal tried")
    parser.add_argument("--ladder", type=int, default=0, metavar="DEALS",
                        help="grade each level on this many deals instead of timing")
    args = parser.parse_args()
    if args.ladder:
        print(json.dumps(ladder(args.ladder, args.turns, args.samples, args.deal), indent=1))
        return
    game = long_game(args.turns, args.deal)
    start = Game.new(game.rules, game.players, game.seed).view(0)
    baseline = []
    for run in range(5):
        t = time.perf_counter()
        win_chance(start, args.samples, seed=run)
        baseline.append(time.perf_counter() - t)
    base = statistics.median(baseline)
    wall, cpu = time.perf_counter(), time.process_time()
    review = review_game(game, 0, samples=args.samples)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    reviewed = len(review.turns)
    per_turn = wall / max(reviewed, 1)
    print(json.dumps({
        "deal": game.seed,
        "game_turns": game.turn - 1 if not game.is_over else game.turn,
        "reviewed_turns": reviewed,
        "decisions": sum(len(t.decisions) for t in review.turns),
        "chart_points": len(review.chances),
        "samples": args.samples,
        "review_seconds": round(wall, 2),
        "review_cpu_seconds": round(cpu, 2),
        "seconds_per_reviewed_turn": round(per_turn, 4),
        "baseline_win_chance_seconds": round(base, 4),
        "ratio_turn_to_baseline": round(per_turn / base, 1),
        "load_average_1min": round(os.getloadavg()[0], 2),
        "cpus": os.cpu_count(),
    }, indent=1))


if __name__ == "__main__":
    main()
