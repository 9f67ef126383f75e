"""Tune the heuristic's weights by self-play and print them as JSON.

    python benchmarks/tune.py                          # 1,000 iterations of 20 deals
    python benchmarks/tune.py --start '{"discard_run": 1.0}' --iterations 500

It uses simultaneous perturbation stochastic approximation (SPSA), the method
chess engines tune their evaluation with. Each weight has a step (``STEPS``: a
change that matters without overturning the heuristic). Every iteration moves
each weight a step up or down at random, all at once, and plays ``--batch``
deals, both seatings of each, between Hard with the weights moved one way and
Hard with them moved the other way (2 players, Classic). Then every weight moves
a little towards the side that won. The moves shrink as the run goes on, and no
weight goes further than four steps from where it started.

The deals are fixed (``--first-deal`` on), and so is the generator that picks the
directions (``--seed``), so a run can be repeated; only a search cut short by
Hard's time limit on a busy machine can make one game differ. ``--log`` writes
each iteration as a line of JSON. The printed ``weights`` are the result: give
them to a player (``make_player("hard", weights={...})``) and measure them with
the tournament, on other deals, before trusting them.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from dataclasses import asdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spite_gui.ai.expert import EXPERT_GAIN, EXPERT_THREAT, EXPERT_WEIGHTS
from spite_gui.ai.heuristic import Weights
from spite_gui.tournament import play_game

# one step per weight: the size of a change worth trying
STEPS = {
    "block": 15.0, "reach": 8.0, "wild": 5.0, "hand_played": 0.75, "side_played": 1.0,
    "hand_emptied": 3.0, "discard_same": 1.0, "discard_run": 1.0, "discard_empty": 0.75,
    "discard_bury": 0.75, "discard_wild": 3.0, "discard_high": 0.05, "next_payoff": 75.0,
    "kept_card": 0.1, "block_others": 0.05, "block_later": 0.1,
    "discard_climb": 0.1, "discard_drop": 0.03, "discard_tall": 0.05,
}
# Expert's own options: points per payoff card the opponents (threat) or Expert (gain)
# would play on the sampled next turns
EXPERT_STEPS = {"threat": 30.0, "gain": 15.0}
REACH = 4.0  # no weight moves more than this many steps from its start


def weights_at(start: dict[str, float], theta: dict[str, float]) -> dict[str, float]:
    """The weights ``theta`` steps away from ``start`` (the others as in ``start``)."""
    steps = {**STEPS, **EXPERT_STEPS}
    return {name: value + theta.get(name, 0.0) * steps.get(name, 0.0)
            for name, value in start.items()}


def player_options(level: str, values: dict[str, float], time_limit: float | None) -> dict:
    """A player's options for these values: Expert takes its own apart from the weights and
    never reads the clock; Hard gets the time limit."""
    weights = {name: value for name, value in values.items() if name not in EXPERT_STEPS}
    if level == "expert":
        own = {name: value for name, value in values.items() if name in EXPERT_STEPS}
        return {"weights": weights, "budget": None, **own}
    return {"weights": weights, "time_limit": time_limit}


def score(records, up: str) -> float:
    """+1 for each game the moved-up side won, -1 for each it lost, per game."""
    total = 0
    for record in records:
        if record.winner is not None:
            total += 1 if record.seats[record.winner] == up else -1
    return total / max(len(records), 1)


def tune(start: dict[str, float], names: list[str], iterations: int, batch: int, first: int,
         jobs: int, seed: int, time_limit: float | None, log=None, progress: bool = True,
         level: str = "hard") -> dict:
    """Tune the values ``names`` (in that order) of ``level`` from ``start``."""
    up_entry, down_entry = f"up={level}", f"down={level}"
    theta = dict.fromkeys(names, 0.0)
    rng = random.Random(seed)
    # the usual SPSA gains: perturbation c / k^0.101, step a / (k + A)^0.602
    c, a, big_a = 1.0, 2.0, iterations * 0.1
    results = []
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for it in range(iterations):
            ck = c / (it + 1) ** 0.101
            ak = a / (it + 1 + big_a) ** 0.602
            delta = {name: rng.choice((-1, 1)) for name in names}
            up = {name: theta[name] + ck * delta[name] for name in names}
            down = {name: theta[name] - ck * delta[name] for name in names}
            options = {"up": player_options(level, weights_at(start, up), time_limit),
                       "down": player_options(level, weights_at(start, down), time_limit)}
            tasks = [([up_entry, down_entry], 2, "Classic", first + it * batch + d, rotation,
                      options) for d in range(batch) for rotation in range(2)]
            result = score(pool.map(play_game, tasks, chunksize=2), up_entry)
            results.append(result)
            for name in names:
                theta[name] += ak * result / (ck * delta[name])
                theta[name] = max(-REACH, min(REACH, theta[name]))
            if log:
                log.write(json.dumps({"iteration": it, "result": result, "theta": theta}) + "\n")
                log.flush()
            if progress:
                sys.stderr.write(f"\r{it + 1}/{iterations} iterations")
                sys.stderr.flush()
    if progress:
        sys.stderr.write("\n")
    return {"weights": weights_at(start, theta), "steps_moved": theta,
            "mean_result": sum(results) / max(len(results), 1),
            "games": iterations * batch * 2}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--batch", type=int, default=20, help="deals per iteration")
    parser.add_argument("--first-deal", type=int, default=3_000_000)
    parser.add_argument("--start", default="{}",
                        help="JSON: the weights to start from (Hard's defaults for the rest)")
    parser.add_argument("--params", nargs="+", default=None,
                        choices=[*STEPS, *EXPERT_STEPS], metavar="WEIGHT",
                        help="the weights to tune, in this order (default: all of "
                        f"{', '.join(STEPS)}; for Expert also {', '.join(EXPERT_STEPS)})")
    parser.add_argument("--level", choices=["hard", "expert"], default="hard",
                        help="the level that plays itself (Expert with no clock)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--time-limit", type=float, default=0.15,
                        help="Hard's time limit per turn in seconds (its default); 0: none")
    parser.add_argument("--log", help="write each iteration to this file as a JSON line")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    if args.level == "expert":
        defaults = {**asdict(EXPERT_WEIGHTS), "threat": EXPERT_THREAT, "gain": EXPERT_GAIN}
        names = args.params or [*STEPS, *EXPERT_STEPS]
    else:
        defaults = asdict(Weights())
        names = args.params or list(STEPS)
        if set(names) & set(EXPERT_STEPS):
            parser.error(f"{', '.join(EXPERT_STEPS)} are Expert's own: use --level expert")
    start = {**{name: defaults[name] for name in [*STEPS, *EXPERT_STEPS] if name in defaults},
             **json.loads(args.start)}
    started = time.monotonic()
    log = open(args.log, "w") if args.log else None  # noqa: SIM115 - kept open for the run
    try:
        result = tune(start, names, args.iterations, args.batch, args.first_deal,
                      max(1, args.jobs), args.seed, args.time_limit or None, log, not args.quiet,
                      args.level)
    finally:
        if log:
            log.close()
    result = {"command": " ".join(["python benchmarks/tune.py", *(argv or sys.argv[1:])]),
              "start": start, **result, "seconds": round(time.monotonic() - started, 1)}
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
