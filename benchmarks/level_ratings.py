"""Measure the computer levels' own ratings and write them to resources/level_ratings.json.

    nice -n 19 python benchmarks/level_ratings.py --write

Each pair of neighbouring levels (and each level two steps up) plays 2-player Classic
games with the tournament runner (:func:`spite_gui.tournament.run`: each deal twice,
seats swapped, Expert at its default budget); the results are fitted to the rating
model (:func:`spite_gui.rating.anchors.fit_levels`, Medium held at 1500 points) and
printed as JSON, with the command, the games and the date; ``--write`` writes them to
the shipped file the game reads. A pair's games are kept in ``--cache`` as they finish,
so a run stopped half-way goes on where it stopped.
"""

from __future__ import annotations

import argparse
import datetime
import json
import shlex
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spite_gui.rating.anchors import FILE_FORMAT, FILE_VERSION, PairResult, fit_levels
from spite_gui.rating.model import POINTS_PER_MU, points
from spite_gui.tournament import run, summarize, wilson

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ROOT / "resources" / "level_ratings.json"
#: (stronger, weaker): the neighbours, then the levels two steps apart.
PAIRS = (("medium", "easy"), ("hard", "medium"), ("hard", "easy"), ("expert", "hard"),
         ("expert", "medium"))
NEIGHBOURS = PAIRS[:2] + PAIRS[3:4]
FIRST_DEAL = 500000  # the first deal of every pair
#: Pairs measured before with the same runner, at more games than a run here can afford:
#: Expert against Hard on 5,000 deals (docs/AI.md, "Measured on 10,000 games"). A run
#: here plays its own Expert games too, as a check that Expert still plays as strong.
RECORDED = {
    "recorded-expert-hard-5000": {
        "first": "expert", "second": "hard", "games": 10000, "points": 5654 + 115 / 2,
        "wins": 5654, "draws": 115,
        "command": "python benchmarks/ai.py --only expert",
        "source": "docs/AI.md, Measured on 10,000 games"},
}


def measure(first: str, second: str, deals: int, jobs: int) -> dict[str, float | int]:
    started = time.monotonic()
    records = run([first, second], players=2, deals=deals, first=FIRST_DEAL, jobs=jobs,
                  progress=True)
    row = summarize(records)["levels"][first]
    return {"games": row["games"], "points": row["wins"] + row["draws"] / 2,
            "wins": row["wins"], "draws": row["draws"],
            "seconds": round(time.monotonic() - started)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=400,
                        help="deals per pair of neighbours (2 games each)")
    parser.add_argument("--far-deals", type=int, default=100,
                        help="deals per pair of levels two steps apart")
    parser.add_argument("--expert-deals", type=int, default=40,
                        help="deals per pair with Expert (slow: about 3 s a game on a free core)")
    parser.add_argument("--fit-only", action="store_true",
                        help="fit the pairs kept in --cache, playing no more games")
    parser.add_argument("--no-recorded", action="store_true",
                        help="fit only the games played here, not the recorded pairs")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--cache", type=Path, default=Path("level_ratings_games.json"),
                        help="the pairs' games as they finish")
    parser.add_argument("--write", action="store_true", help=f"write {SHIPPED.name}")
    args = parser.parse_args(argv)
    cache = json.loads(args.cache.read_text()) if args.cache.exists() else {}
    given = list(argv if argv is not None else sys.argv[1:])
    if "--cache" in given:  # where the games were kept is no part of the measurement
        del given[given.index("--cache"):given.index("--cache") + 2]
    for first, second in PAIRS:
        deals = (args.expert_deals if "expert" in (first, second) else
                 args.deals if (first, second) in NEIGHBOURS else args.far_deals)
        key = f"{first}-{second}-{deals}"
        if key not in cache and not args.fit_only:
            print(f"{first} v {second}: {deals} deals", file=sys.stderr)
            cache[key] = {"first": first, "second": second,
                          **measure(first, second, deals, args.jobs)}
            args.cache.write_text(json.dumps(cache, indent=1))
    if args.fit_only:
        given.remove("--fit-only")
    rows = {**cache, **({} if args.no_recorded else RECORDED)}
    pairs = [PairResult(row["first"], row["second"], row["points"], row["games"])
             for row in rows.values()]
    fitted = fit_levels(pairs)
    command = "nice -n 19 python benchmarks/level_ratings.py " + shlex.join(given)
    document = {
        "format": FILE_FORMAT, "version": FILE_VERSION,
        "measured": {
            "command": command.strip(),
            "date": datetime.date.today().isoformat(),
            "how": "2-player Classic games between the levels (each deal twice, seats "
                   "swapped, Expert at its default budget), fitted to the rating model by "
                   "maximum likelihood with Medium held at 1500 points; sigma is each "
                   "level's standard error",
            "pairs": [{**row, "win_rate": round(row["points"] / row["games"], 4),
                       "wilson_95": [round(x, 4) for x in wilson(row["points"],
                                                                 row["games"])]}
                      for row in rows.values()],
        },
        "levels": {level: {"mu": round(skill.mu, 3), "sigma": round(skill.sigma, 3),
                           "points": points(skill.mu),
                           "points_95": round(1.96 * skill.sigma * POINTS_PER_MU)}
                   for level, skill in fitted.items()},
    }
    text = json.dumps(document, indent=2) + "\n"
    print(text)
    if args.write:
        SHIPPED.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
