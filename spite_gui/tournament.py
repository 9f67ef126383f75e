"""Play computer players against each other over many seeded deals and compare them.

    python -m spite_gui.tournament --levels hard medium --deals 1000 --preset Classic \\
        --players 2 --json

Every deal is played once per seat rotation (2 players: each deal twice, seats
swapped), so no level profits from a lucky deal or from moving first. Games run
on ``--jobs`` worker processes (default 2). A level may be given a label,
``LABEL=LEVEL`` (e.g. ``fast=expert``), to compare one level with different
options (``--options '{"fast": {"budget": 0.1}}'``).

The table gives, per level (or label): games, wins, draws, the win rate with
draws counted as half a win and its Wilson 95% confidence interval, the average
score, the average game length in turns, the decision time per move (median and
99th percentile; the JSON also has the mean and maximum) and per turn, all of a
turn's decisions together (median, 95th and 99th percentile, maximum; the JSON also
has the mean), in processor time, the players' own measure of their thinking
time, illegal moves (recorded, then replaced by
the engine's first legal move so that a bug never stops a run) and the games
that ended by the turn limit. A level seated more than once in a game (e.g. the
same level on both sides) is counted once per seat.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .ai import LEVELS, make_player, win_chance
from .ai.chances import race_for
from .ai.race import turns_left
from .engine import Game, Move, Rules
from .engine.rules import DEFAULT_PRESET
from .engine.scoring import TURN_LIMIT

Z95 = 1.959963984540054
Task = TypeVar("Task")
Played = TypeVar("Played")


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (``successes`` may be fractional)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= n else min(1.0, centre + half)
    return (low, high)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0–100) by the nearest-rank method; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


def parse_entry(entry: str) -> tuple[str, str]:
    """``"hard"`` → ("hard", "hard"); ``"fast=expert"`` → ("fast", "expert")."""
    label, _, level = entry.partition("=")
    level = (level or label).strip().casefold()
    if level not in LEVELS:
        raise ValueError(f"There is no level called {level!r}; choose one of {', '.join(LEVELS)}.")
    return label.strip(), level


def seating(entries: Sequence[str], players: int, rotation: int) -> list[str]:
    """The entry at each seat: the entries cycled over the seats, then rotated."""
    base = [entries[i % len(entries)] for i in range(players)]
    return [base[(seat + rotation) % players] for seat in range(players)]


@dataclass
class GameRecord:
    """What one game tells the table."""

    deal: int
    rotation: int
    seats: list[str]
    winner: int | None
    reason: str
    scores: list[int]
    turns: int  # turns played, counting every player's turns (the last one too)
    turn_times: list[list[float]]  # per seat, seconds per turn
    move_times: list[list[float]]  # per seat, seconds per decision (one move)
    illegal: list[int]  # per seat
    errors: list[str] = field(default_factory=list)
    # the judge of chances on the way, at turn starts: the seat to move, its chance to win,
    # and its chance by the race of the payoff counts alone
    judged: list[tuple[int, float, float]] = field(default_factory=list)

    def result(self, seat: int) -> float:
        """What the game gave ``seat``: 1 won, 0 lost, a draw its share."""
        if self.winner is None:
            return 1 / len(self.seats)
        return float(self.winner == seat)


def play_game(task: tuple[Any, ...]) -> GameRecord:
    """Play one deal with one seating (run in a worker process). A seventh part of the
    task, if any, asks the judge of chances about the seat to move at the start of
    every so many turns (:func:`spite_gui.ai.win_chance`), with the given samples:
    ``(every, samples)``."""
    entries, players, preset, deal, rotation, options = task[:6]
    every, samples = task[6] if len(task) > 6 else (0, 0)
    rules = Rules.preset(preset, players)
    seats = seating(entries, players, rotation)
    bots = []
    for seat, entry in enumerate(seats):
        label, level = parse_entry(entry)
        bots.append(make_player(level, seed=deal * 100 + rotation * 10 + seat,
                                **options.get(label, {})))
    game = Game.new(rules, players, deal)
    times: list[list[float]] = [[] for _ in range(players)]
    move_times: list[list[float]] = [[] for _ in range(players)]
    illegal = [0] * players
    errors: list[str] = []
    spent = 0.0
    judged: list[tuple[int, float, float]] = []
    last_turn = 0
    while not game.is_over:
        seat = game.current_player
        if every and game.turn != last_turn:  # a turn starts
            last_turn = game.turn
            if game.turn % every == 0:
                state = game.state
                counts = [len(s.payoff) for s in state.seats]
                left = turns_left(len(state.stock), len(state.completed),
                                  sum(map(len, state.centre)))
                judged.append((seat, win_chance(game.view(seat), samples, seed=deal),
                               race_for(players).chances(counts, seat, left)[seat]))
        started = time.thread_time()  # processor time, as the players count theirs
        move: Move | None = None
        problem: object = None  # why the move could not be played: a refusal, or an error
        try:
            move = bots[seat].choose(game.view(seat))
            problem = game.why_illegal(move)
        except Exception as error:  # a bug must not stop the run: record it
            problem = f"{type(error).__name__}: {error}"
        took = time.thread_time() - started
        spent += took
        move_times[seat].append(took)
        if move is None or problem is not None:
            illegal[seat] += 1
            if len(errors) < 5:
                errors.append(f"deal {deal} seat {seat} turn {game.turn}: {move} ({problem})")
            move = game.legal_moves()[0]
        game.play(move)
        if move.ends_turn or game.is_over:
            times[seat].append(spent)
            spent = 0.0
    outcome = game.outcome
    assert outcome is not None, "the loop runs until the game is over"
    return GameRecord(deal, rotation, seats, outcome.winner, outcome.reason,
                      list(outcome.scores), sum(map(len, times)), times, move_times, illegal,
                      errors, judged)


# -- the same moves: a fixed set of games that a change meant to keep the play must not change
# Two ways to run them: "seeded", with no clock at all (Hard without its time limit,
# Expert with budget=None), and "busy", with the default time limits and a BusyClock that
# cuts some searches and look-aheads short, the same way on every run.
MOVE_CHECK_MODES = ("seeded", "busy")
_SEEDED = {"hard": {"time_limit": None}, "expert": {"budget": None}}
_CLOCKED = ("hard", "expert")  # the levels that read the clock


class BusyClock:
    """A stand-in for the players' clock on a busy machine that gives the same times on
    every run: each reading is a millisecond after the last, or, with a chance of 3%, a
    quarter of a second after it (a stall)."""

    def __init__(self, seed: int) -> None:
        self.now, self.rng = 0.0, random.Random(seed)

    def __call__(self) -> float:
        self.now += 0.001 if self.rng.random() > 0.03 else 0.25
        return self.now


def move_check_seats(level: str, players: int, rotation: int) -> list[str]:
    """The levels at the seats of a move-check game: ``level`` and, after it, Hard, Medium
    and Easy in turn (from the ``rotation``-th), then rotated."""
    others = ("hard", "medium", "easy")
    entries = [level] + [others[(i + rotation) % 3] for i in range(players - 1)]
    return seating(entries, players, rotation % players)


def move_digest(task: tuple[str, str, str, int, int, int, dict[str, Any]]) -> str:
    """Play one move-check game and return a short digest of its moves.

    ``task``: (level, mode, preset, players, deal, rotation, Expert's options). The
    players' seeds follow from the deal; in the "busy" mode every clock-reading player
    reads one :class:`BusyClock` seeded by the deal.
    """
    level, mode, preset, players, deal, rotation, expert = task
    options: dict[str, dict[str, Any]] = {"expert": dict(expert)}
    if mode == "seeded":
        for name, changes in _SEEDED.items():
            options.setdefault(name, {}).update(changes)
    else:
        clock = BusyClock(deal)
        for name in _CLOCKED:
            options.setdefault(name, {})["clock"] = clock
    game = Game.new(Rules.preset(preset, players), players, deal)
    bots = [make_player(name, seed=deal * 10 + seat, **options.get(name, {}))
            for seat, name in enumerate(move_check_seats(level, players, rotation))]
    while not game.is_over:
        seat = game.current_player
        game.play(bots[seat].choose(game.view(seat)))
    text = " ".join(move.text for move in game.moves)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def tasks(entries: Sequence[str], players: int, preset: str, deals: int, first: int,
          options: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [(list(entries), players, preset, deal, rotation, options)
            for deal in range(first, first + deals) for rotation in range(players)]


def run(entries: Sequence[str], players: int = 2, preset: str = DEFAULT_PRESET, deals: int = 100,
        first: int = 1, jobs: int = 2, options: dict[str, Any] | None = None,
        progress: bool = False) -> list[GameRecord]:
    """Play every deal once per seat rotation; the records come back in deal order."""
    for entry in entries:
        parse_entry(entry)
    Rules.preset(preset, players).check_players(players)
    work = tasks(entries, players, preset, deals, first, options or {})
    return play_all(play_game, work, jobs, progress)


def play_all(play: Callable[[Task], Played], work: Sequence[Task], jobs: int,
             progress: bool = False, chunksize: int = 4) -> list[Played]:
    """``play(task)`` for every task of ``work``, in order, on ``jobs`` worker processes
    (here if 1), with a progress bar on stderr if ``progress``."""
    bar = Progress(len(work)) if progress else None
    results: list[Played] = []
    if jobs <= 1:
        for task in work:
            results.append(play(task))
            if bar:
                bar.step()
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for result in pool.imap(play, work, chunksize=chunksize):
                results.append(result)
                if bar:
                    bar.step()
    if bar:
        bar.done()
    return results


class Progress:
    """A plain-text progress bar on stderr."""

    def __init__(self, total: int, width: int = 30) -> None:
        self.total, self.width, self.count = total, width, 0
        self.started = self.shown = time.monotonic()

    def step(self) -> None:
        self.count += 1
        now = time.monotonic()
        if now - self.shown >= 0.5 or self.count == self.total:
            self.shown = now
            self.draw(now)

    def draw(self, now: float) -> None:
        done = int(self.width * self.count / max(self.total, 1))
        elapsed = now - self.started
        left = elapsed / self.count * (self.total - self.count) if self.count else 0
        sys.stderr.write(f"\r[{'#' * done}{'.' * (self.width - done)}] {self.count}/{self.total}"
                         f" games  {elapsed:.0f}s elapsed, ~{left:.0f}s left ")
        sys.stderr.flush()

    def done(self) -> None:
        sys.stderr.write("\n")
        sys.stderr.flush()


def summarize(records: Iterable[GameRecord]) -> dict[str, Any]:
    """The table as a JSON-safe dict: per entry statistics and totals."""
    rows: dict[str, dict[str, Any]] = {}
    records = list(records)
    for record in records:
        for seat, entry in enumerate(record.seats):
            label = parse_entry(entry)[0]
            row = rows.setdefault(label, {"level": parse_entry(entry)[1], "games": 0, "wins": 0,
                                          "draws": 0, "losses": 0, "score": 0, "turns": 0,
                                          "times": [], "move_times": [], "illegal": 0,
                                          "turn_limit": 0})
            row["games"] += 1
            if record.winner is None:
                row["draws"] += 1
            elif record.winner == seat:
                row["wins"] += 1
            else:
                row["losses"] += 1
            row["score"] += record.scores[seat]
            row["turns"] += record.turns
            row["times"].extend(record.turn_times[seat])
            row["move_times"].extend(record.move_times[seat])
            row["illegal"] += record.illegal[seat]
            row["turn_limit"] += record.reason == TURN_LIMIT
    table = {}
    for label, row in rows.items():
        n = row["games"]
        points = row["wins"] + row["draws"] / 2
        low, high = wilson(points, n)
        times = row.pop("times")
        move_times = row.pop("move_times")
        table[label] = {
            "level": row["level"],
            "games": n,
            "wins": row["wins"],
            "draws": row["draws"],
            "losses": row["losses"],
            "win_rate": points / n if n else 0.0,
            "wilson_low": low,
            "wilson_high": high,
            "avg_score": row["score"] / n if n else 0.0,
            "avg_turns": row["turns"] / n if n else 0.0,
            "turn_ms_mean": 1000 * (statistics.fmean(times) if times else 0.0),
            "turn_ms_median": 1000 * (statistics.median(times) if times else 0.0),
            "turn_ms_p95": 1000 * percentile(times, 95),
            "turn_ms_p99": 1000 * percentile(times, 99),
            "turn_ms_max": 1000 * (max(times) if times else 0.0),
            "turns_timed": len(times),
            "move_ms_mean": 1000 * (statistics.fmean(move_times) if move_times else 0.0),
            "move_ms_median": 1000 * (statistics.median(move_times) if move_times else 0.0),
            "move_ms_p99": 1000 * percentile(move_times, 99),
            "move_ms_max": 1000 * (max(move_times) if move_times else 0.0),
            "moves_timed": len(move_times),
            "illegal_moves": row["illegal"],
            "turn_limit_games": row["turn_limit"],
        }
    return {
        "games": len(records),
        "turn_limit_games": sum(r.reason == TURN_LIMIT for r in records),
        "illegal_moves": sum(sum(r.illegal) for r in records),
        "errors": [e for r in records for e in r.errors][:20],
        "levels": table,
    }


def format_table(summary: dict[str, Any]) -> str:
    head = (f"{'level':<10}{'games':>7}{'wins':>7}{'draws':>7}{'win %':>8}{'95% CI':>16}"
            f"{'score':>8}{'turns':>8}{'ms med':>8}{'p95':>8}{'p99':>8}{'max':>8}"
            f"{'mv med':>8}{'mv p99':>8}{'illegal':>9}{'limit':>7}")
    lines = [head, "-" * len(head)]
    for label, row in summary["levels"].items():
        ci = f"{100 * row['wilson_low']:.1f}–{100 * row['wilson_high']:.1f}"
        lines.append(
            f"{label:<10}{row['games']:>7}{row['wins']:>7}{row['draws']:>7}"
            f"{100 * row['win_rate']:>8.1f}{ci:>16}{row['avg_score']:>8.2f}"
            f"{row['avg_turns']:>8.1f}{row['turn_ms_median']:>8.2f}{row['turn_ms_p95']:>8.2f}"
            f"{row['turn_ms_p99']:>8.2f}{row['turn_ms_max']:>8.1f}{row['move_ms_median']:>8.2f}"
            f"{row['move_ms_p99']:>8.2f}{row['illegal_moves']:>9}"
            f"{row['turn_limit_games']:>7}")
    lines.append(f"{summary['games']} games; {summary['turn_limit_games']} ended by the turn "
                 f"limit; {summary['illegal_moves']} illegal moves. Times in milliseconds: "
                 "per turn (all its decisions), then per move (mv).")
    lines.extend(summary["errors"])
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m spite_gui.tournament",
                                     description="Play computer players against each other.")
    parser.add_argument("--levels", nargs="+", default=["hard", "medium"],
                        help="levels (or LABEL=LEVEL) cycled over the seats")
    parser.add_argument("--deals", type=int, default=100, help="deals to play (default 100)")
    parser.add_argument("--first-deal", type=int, default=1, help="first deal number")
    parser.add_argument("--preset", default=DEFAULT_PRESET)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--budget", type=float, default=None,
                        help="Expert thinking time per turn in seconds")
    parser.add_argument("--options", default="{}",
                        help='JSON: options per level or label, e.g. {"expert": {"budget": 0.2}}')
    parser.add_argument("--json", action="store_true", help="print the table as JSON")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    try:
        options = json.loads(args.options)
        if args.budget is not None:
            for entry in args.levels:
                label, level = parse_entry(entry)
                if level == "expert":
                    options.setdefault(label, {}).setdefault("budget", args.budget)
        started = time.monotonic()
        records = run(args.levels, args.players, args.preset, args.deals, args.first_deal,
                      max(1, args.jobs), options, progress=not args.quiet)
    except ValueError as error:
        parser.error(str(error))
    summary = summarize(records)
    summary.update(preset=args.preset, players=args.players, deals=args.deals,
                   first_deal=args.first_deal, seconds=round(time.monotonic() - started, 1))
    print(json.dumps(summary, indent=2) if args.json else format_table(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
