"""Measure the computer players against their targets and print the numbers as JSON.

    python benchmarks/ai.py                      # the full run (see below for its length)
    python benchmarks/ai.py --quick              # a few minutes, wide intervals
    python benchmarks/ai.py --only moves         # the same moves as recorded?

What it measures (2 players, Classic, each deal twice with seats swapped,
Wilson 95% intervals, a draw counts half a win; times are processor time, the
players' own measure of their thinking):

- the ladder: Medium v Easy, Hard v Medium, Expert v Hard (each level should
  win with the interval's lower end above 55%; Hard v Medium ≥ 88%, lower end ≥ 85%;
  Expert v Hard ≥ 62%); Expert plays at its default 0.5 s budget (``--expert-budget``)
  over ``--expert-deals`` deals (5,000 by default: 10,000 games);
- the paired difference (``paired``): Expert as it played before it weighed its
  finalists by play-outs (``BEFORE_PLAYOUTS``) plays Hard on the first
  ``--paired-deals`` of the same deals, and the difference of the two win rates, deal
  by deal, is given with its 95% interval, with the ratio of their mean decision times;
  ``--expert-options`` gives the first Expert other options, to measure a change
  against Expert as it is (``BEFORE_PLAYOUTS`` is today's play);
- the judge of chances (``judge``): over ``--judge-deals`` deals of Expert v Hard, the
  seat to move at the start of every ``--judge-every``-th turn is given its chance to
  win; the reliability table by tenths of the chance and the Brier score, beside the
  Brier scores of always saying a half and of the race of the payoff counts alone;
- legality and turn limits: ``--sweep-games`` games over every preset and 2–4
  players, all four levels seated in turn (Expert at ``--sweep-expert-budget``): zero
  illegal moves, < 1% of games ending by the turn limit for Medium and above;
- decision time per turn: Hard p95 ≤ 10 ms, p99 ≤ 50 ms, max ≤ 250 ms, and p99 ≤ 25 ms
  per decision; Expert within its budget (every turn) and never over 1 s. Each pairing
  also gives every level's decision times (mean, 99th percentile, longest).

- the same moves (``--only moves``, not part of a default run): each level plays
  ``--moves-deals`` deals of every preset with 2, 3 and 4 players (120 games by
  default) against Hard, Medium and Easy, with no clock and on a
  :class:`~spite_gui.tournament.BusyClock`, Expert at its default settings; the
  digests of their moves must equal those recorded in ``benchmarks/ai_moves.json``
  (``--write-moves`` records them anew, for a change meant to change the play).
  Every change meant to keep the play must pass it (about half an hour on two cores).

On two cores the full run takes many hours, most of it Expert: its 10,000 games
against Hard, and the 10,000 of the Expert before play-outs for the pairing.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spite_gui.ai import LEVELS
from spite_gui.ai.chances import SAMPLES as JUDGE_SAMPLES
from spite_gui.ai.expert import DEFAULT_BUDGET
from spite_gui.engine import PRESETS
from spite_gui.tournament import (
    MOVE_CHECK_MODES,
    Z95,
    move_digest,
    parse_entry,
    play_all,
    play_game,
    run,
    summarize,
)

RECORDED_MOVES = Path(__file__).with_name("ai_moves.json")
# Expert as it played before it weighed its finalists by play-outs (docs/AI.md)
BEFORE_PLAYOUTS = {"playouts": 0}
MOVES_FIRST_DEAL = 500_000


def pairing(a: str, b: str, deals: int, jobs: int, first: int, options=None, progress=True,
            records=None):
    """``a`` against ``b`` on ``deals`` deals, seats swapped; the games' records are added to
    ``records`` if given."""
    started = time.monotonic()
    played = run([a, b], 2, "Classic", deals, first, jobs, options or {}, progress)
    if records is not None:
        records.extend(played)
    summary = summarize(played)
    row_a = summary["levels"][a.partition("=")[0]]
    return {
        "pairing": f"{a} v {b}",
        "deals": deals,
        "games": summary["games"],
        "win_rate": round(row_a["win_rate"], 4),
        "wilson_low": round(row_a["wilson_low"], 4),
        "wilson_high": round(row_a["wilson_high"], 4),
        "seconds": round(time.monotonic() - started, 1),
        "levels": summary["levels"],
        "illegal_moves": summary["illegal_moves"],
        "turn_limit_games": summary["turn_limit_games"],
        "decision_ms": {label: {"mean": round(row["move_ms_mean"], 2),
                                "p99": round(row["move_ms_p99"], 2),
                                "max": round(row["move_ms_max"], 1)}
                        for label, row in summary["levels"].items()},
    }


def paired(records, label: str, baseline, base_label: str) -> dict:
    """The difference in win rate between ``label`` in ``records`` and ``base_label`` in
    ``baseline``, on the deals both played (each deal counts once, its two seatings
    together), with a 95% interval from the spread of the per-deal differences."""
    def per_deal(games, name):
        scores: dict[int, list[float]] = {}
        for game in games:
            seat = [parse_entry(e)[0] for e in game.seats].index(name)
            scores.setdefault(game.deal, []).append(game.result(seat))
        return {deal: sum(r) / len(r) for deal, r in scores.items() if len(r) == 2}

    ours, theirs = per_deal(records, label), per_deal(baseline, base_label)
    deals = sorted(set(ours) & set(theirs))
    diffs = [ours[d] - theirs[d] for d in deals]
    n = len(diffs)
    mean = sum(diffs) / n if n else 0.0
    spread = (sum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5 if n > 1 else 0.0
    half = Z95 * spread / n ** 0.5 if n else 0.0
    return {"deals": n, "difference": round(mean, 4), "low": round(mean - half, 4),
            "high": round(mean + half, 4),
            f"{label}_win_rate": round(sum(ours[d] for d in deals) / max(n, 1), 4),
            f"{base_label}_win_rate": round(sum(theirs[d] for d in deals) / max(n, 1), 4)}


def judge_calibration(deals: int, jobs: int, first: int, budget: float, every: int,
                      samples: int, progress=True) -> dict:
    """Expert against Hard on ``deals`` deals (seats swapped); at the start of every
    ``every``-th turn the judge of chances gives the seat to move its chance to win. The
    reliability table (by tenths of the chance: the positions, the mean chance said, the
    share of them won) and the Brier score (the mean squared error of the chance against
    the result), with the Brier scores of always saying a half and of the race of the
    payoff counts alone."""
    started = time.monotonic()
    work = [(["expert", "hard"], 2, "Classic", deal, rotation,
             {"expert": {"budget": budget}}, (every, samples))
            for deal in range(first, first + deals) for rotation in range(2)]
    games = play_all(play_game, work, jobs, progress)
    said = [(chance, race, game.result(seat)) for game in games
            for seat, chance, race in game.judged]
    table = []
    for tenth in range(10):
        low, high = tenth / 10, (tenth + 1) / 10
        inside = [(c, r) for c, _race, r in said if low <= c < high or (tenth == 9 and c == 1)]
        if inside:
            table.append({"chance": f"{low:.1f}-{high:.1f}", "positions": len(inside),
                          "said": round(sum(c for c, _ in inside) / len(inside), 3),
                          "won": round(sum(r for _, r in inside) / len(inside), 3)})
    n = max(len(said), 1)
    return {"games": len(games), "positions": len(said), "every": every, "samples": samples,
            "brier": round(sum((c - r) ** 2 for c, _race, r in said) / n, 4),
            "brier_race_only": round(sum((race - r) ** 2 for _c, race, r in said) / n, 4),
            "brier_always_half": round(sum((0.5 - r) ** 2 for *_, r in said) / n, 4),
            "reliability": table, "seconds": round(time.monotonic() - started, 1)}


SWEEP_LEVELS = ("expert", "hard", "medium", "easy")


def sweep(games: int, jobs: int, first: int, expert_budget: float, progress=True):
    """At least ``games`` games over every preset and 2-4 players; in each configuration the
    four levels take turns to sit first, so every level plays every preset and size."""
    started = time.monotonic()
    configs = [(preset, players) for preset in PRESETS for players in (2, 3, 4)]
    lineups = [SWEEP_LEVELS[i:] + SWEEP_LEVELS[:i] for i in range(len(SWEEP_LEVELS))]
    per = -(-games // (len(configs) * len(lineups)))  # rounded up: at least ``games`` in all
    totals = {"games": 0, "games_asked": games, "illegal_moves": 0, "by_level": {},
              "configs": [], "expert_budget_s": expert_budget}
    for preset, players in configs:
        config = {"preset": preset, "players": players, "games": 0, "illegal_moves": 0,
                  "turn_limit_games": 0}
        for n, lineup in enumerate(lineups):
            deals = -(-per // players)  # each deal is played once per seat rotation
            summary = summarize(run(list(lineup[:players]), players, preset, deals,
                                    first + n * deals, jobs,
                                    {"expert": {"budget": expert_budget}}, progress))
            config["games"] += summary["games"]
            config["illegal_moves"] += summary["illegal_moves"]
            config["turn_limit_games"] += summary["turn_limit_games"]
            for label, row in summary["levels"].items():
                agg = totals["by_level"].setdefault(label, {"seat_games": 0, "turn_limit": 0,
                                                            "illegal_moves": 0})
                agg["seat_games"] += row["games"]
                agg["turn_limit"] += row["turn_limit_games"]
                agg["illegal_moves"] += row["illegal_moves"]
        totals["games"] += config["games"]
        totals["illegal_moves"] += config["illegal_moves"]
        totals["configs"].append(config)
    for agg in totals["by_level"].values():
        agg["turn_limit_rate"] = round(agg["turn_limit"] / max(agg["seat_games"], 1), 4)
    totals["seconds"] = round(time.monotonic() - started, 1)
    return totals


def move_tasks(deals: int) -> list[tuple]:
    """The move-check games: for each level and way of timing, ``deals`` deals of every
    preset with 2, 3 and 4 players, Expert at its defaults."""
    work = []
    for level in LEVELS:
        for mode in MOVE_CHECK_MODES:
            number = MOVES_FIRST_DEAL
            for preset in PRESETS:
                for players in (2, 3, 4):
                    for rotation in range(deals):
                        work.append((level, mode, preset, players, number, rotation, {}))
                        number += 1
    return work


def same_moves(deals: int, jobs: int, write: bool, progress=True) -> dict:
    """Play the move-check games and compare their digests with the recorded ones."""
    started = time.monotonic()
    work = move_tasks(deals)
    digests = play_all(move_digest, work, jobs, progress, chunksize=1)
    games: dict[str, list[str]] = {}
    for task, digest in zip(work, digests, strict=True):
        games.setdefault(f"{task[0]}/{task[1]}", []).append(digest)
    played = {"deals": deals, "first_deal": MOVES_FIRST_DEAL, "games": games}
    if write:
        RECORDED_MOVES.write_text(json.dumps(played, indent=1) + "\n", encoding="utf-8")
    recorded = json.loads(RECORDED_MOVES.read_text(encoding="utf-8"))
    comparable = recorded["deals"] == deals and recorded["first_deal"] == MOVES_FIRST_DEAL
    differ = [f"{key} game {i} (deal {MOVES_FIRST_DEAL + i})"
              for key, digests in games.items() if comparable
              for i, (now, then) in enumerate(zip(digests, recorded["games"][key],
                                                  strict=True)) if now != then]
    return {"games": len(work), "same": comparable and not differ,
            "compared_with": RECORDED_MOVES.name if comparable else "nothing (other sizes)",
            "differing_games": differ[:20], "seconds": round(time.monotonic() - started, 1)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=1000, help="deals per ladder pairing")
    parser.add_argument("--expert-deals", type=int, default=5000,
                        help="deals for Expert v Hard (two games each)")
    parser.add_argument("--expert-budget", type=float, default=DEFAULT_BUDGET,
                        help=f"Expert's thinking time per turn in seconds (its default: "
                             f"{DEFAULT_BUDGET})")
    parser.add_argument("--expert-options", type=json.loads, default={},
                        help="Expert's options in the Expert v Hard pairing, as JSON (for "
                             "instance '{\"playouts\": 256}'): a change measured against "
                             "Expert as it is, with 'paired'")
    parser.add_argument("--paired-deals", type=int, default=5000,
                        help="deals on which Expert as it was before play-outs (its "
                             "options in BEFORE_PLAYOUTS) also plays Hard, for the paired "
                             "difference (part 'paired', with 'expert'; the first deals of "
                             "Expert's)")
    parser.add_argument("--judge-deals", type=int, default=250,
                        help="deals of Expert v Hard on which the judge of chances is "
                             "asked (two games each)")
    parser.add_argument("--judge-every", type=int, default=3,
                        help="the judge is asked at the start of every so many turns")
    parser.add_argument("--judge-samples", type=int, default=JUDGE_SAMPLES)
    parser.add_argument("--sweep-games", type=int, default=10_000)
    parser.add_argument("--sweep-expert-budget", type=float, default=0.1,
                        help="Expert's budget in the sweep (its moves are as legal at any "
                             "budget; 0.1 s keeps 10,000 games within the hour)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--first-deal", type=int, default=100_000)
    parser.add_argument("--only", nargs="*", default=None,
                        help="run only some parts: ladder expert paired judge sweep moves")
    parser.add_argument("--moves-deals", type=int, default=8,
                        help="deals per preset and player count in the move check")
    parser.add_argument("--write-moves", action="store_true",
                        help=f"record the move check's digests in {RECORDED_MOVES.name}")
    parser.add_argument("--quick", action="store_true",
                        help="small sizes: 100 deals, 20 Expert deals, 600 sweep games")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    if args.quick:
        args.deals, args.expert_deals, args.sweep_games = 100, 20, 600
        args.paired_deals, args.judge_deals = 20, 10
    parts = set(args.only or ["ladder", "expert", "paired", "judge", "sweep"])
    show = not args.quiet
    first, jobs = args.first_deal, max(1, min(args.jobs, 2))
    result: dict = {"command": " ".join(["python benchmarks/ai.py", *(argv or sys.argv[1:])])}
    if "ladder" in parts:
        result["ladder"] = [pairing("medium", "easy", args.deals, jobs, first, progress=show),
                            pairing("hard", "medium", args.deals, jobs, first, progress=show)]
    if "expert" in parts:
        records: list = []
        result["expert"] = pairing("expert", "hard", args.expert_deals, jobs, first,
                                   {"expert": {"budget": args.expert_budget,
                                               **args.expert_options}}, show, records)
        result["expert"]["budget_s"] = args.expert_budget
        result["expert"]["options"] = args.expert_options
        if "paired" in parts:
            deals = min(args.paired_deals, args.expert_deals)
            before: list = []
            result["expert_before"] = pairing(
                "before=expert", "hard", deals, jobs, first,
                {"before": {"budget": args.expert_budget, **BEFORE_PLAYOUTS}}, show, before)
            result["paired"] = paired(records, "expert", before, "before")
            result["paired"]["decision_ms_ratio"] = round(
                result["expert"]["decision_ms"]["expert"]["mean"]
                / max(result["expert_before"]["decision_ms"]["before"]["mean"], 1e-9), 3)
    if "judge" in parts:
        result["judge"] = judge_calibration(args.judge_deals, jobs, first, args.expert_budget,
                                            args.judge_every, args.judge_samples, show)
    if "sweep" in parts:
        result["sweep"] = sweep(args.sweep_games, jobs, first, args.sweep_expert_budget, show)
    if "moves" in parts:
        result["moves"] = same_moves(args.moves_deals, jobs, args.write_moves, show)
    result["targets"] = check(result)
    print(json.dumps(result, indent=2))
    return 0


def check(result: dict) -> dict:
    """Each target with the measured number and whether it is met."""
    out = {}
    for row in result.get("ladder", []):
        out[f"{row['pairing']}: lower end > 0.55"] = [row["wilson_low"], row["wilson_low"] > 0.55]
        if row["pairing"] == "hard v medium":
            out["hard v medium: win rate >= 0.88"] = [row["win_rate"], row["win_rate"] >= 0.88]
            out["hard v medium: lower end >= 0.85"] = [row["wilson_low"], row["wilson_low"] >= 0.85]
            hard = row["levels"]["hard"]
            out["hard: p95 <= 10 ms"] = [hard["turn_ms_p95"], hard["turn_ms_p95"] <= 10]
            out["hard: p99 <= 50 ms"] = [hard["turn_ms_p99"], hard["turn_ms_p99"] <= 50]
            out["hard: max <= 250 ms"] = [hard["turn_ms_max"], hard["turn_ms_max"] <= 250]
            out["hard: p99 <= 25 ms a decision"] = [hard["move_ms_p99"],
                                                    hard["move_ms_p99"] <= 25]
    row = result.get("expert")
    if row:
        out["expert v hard: lower end > 0.55"] = [row["wilson_low"], row["wilson_low"] > 0.55]
        out["expert v hard: win rate >= 0.62"] = [row["win_rate"], row["win_rate"] >= 0.62]
        expert, budget_ms = row["levels"]["expert"], row["budget_s"] * 1000
        out[f"expert: every turn within the budget ({budget_ms:.0f} ms)"] = [
            expert["turn_ms_max"], expert["turn_ms_max"] <= budget_ms]
        out["expert: max turn <= 1000 ms"] = [expert["turn_ms_max"],
                                              expert["turn_ms_max"] <= 1000]
    if "moves" in result:
        out["moves: the same as recorded"] = [result["moves"]["games"], result["moves"]["same"]]
    if "sweep" in result:
        sw = result["sweep"]
        out["sweep: zero illegal moves"] = [sw["illegal_moves"], sw["illegal_moves"] == 0]
        out[f"sweep: at least {sw['games_asked']} games"] = [sw["games"],
                                                           sw["games"] >= sw["games_asked"]]
        for level, agg in sw["by_level"].items():
            if level != "easy":
                out[f"sweep: {level} turn-limit games < 1%"] = [agg["turn_limit_rate"],
                                                                 agg["turn_limit_rate"] < 0.01]
    return out


if __name__ == "__main__":
    sys.exit(main())
