"""A storm of input: random clicks, drags, keys and menu commands at full speed, offscreen.

Each run starts the real program in a process of its own (the offscreen platform,
the player's files in a fresh folder) with glibc's allocator checks on
(``MALLOC_CHECK_=3`` and a ``MALLOC_PERTURB_`` byte of the run's own), so that a
freed object used again or a double free shows at once, as a crash. Inside, a
zero-interval timer sends one input event per turn of the event loop, with no
wait between them. An event is one action of a player: a pointer move, a press,
a release, a click, a double-click or a right-click (mostly on cards and piles),
each step of a drag (spread over several turns of the loop), a key (the table's
keys and the menus' shortcuts) or a menu command (every one that neither quits
nor opens a file dialog). Dialogs get random input too while they
are up (Play with Friends is only opened and closed: nothing in it is hosted or
joined, and it looks for tables on loopback only). The window is resized now and
then. Animation speeds, players and people at the table vary by seed.

A crash is a result, not a dead test runner: the runner records, for every
seed, the events sent before the end, how the process ended (the signal or the
exit code) and any traceback or fatal error in its error output; a run that
stops sending events for :data:`HANG_SECONDS` is a hang (it is stopped with
SIGABRT, so Python's fault handler says where it was).

``tests/e2e/test_storm.py`` runs a few short storms in the default test run. For
long runs::

    python -m tests.e2e.storm --events 100000 --seeds 20 [--first-seed N] [--json]

spreads the events over the seeds and exits with 1 if any run crashed, hung or
wrote a traceback. ``--gdb`` runs each program under gdb and keeps the backtrace
of a crash.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import random
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field

HANG_SECONDS = 60.0  # no event sent for this long: the GUI thread is stuck
START_SECONDS = 90.0  # the most a program may take to send its first event
BAD_OUTPUT = ("Traceback", "Fatal Python error", "malloc", "free(): ", "double free",
              "corrupted", "Segmentation fault", "different thread", "another thread")
TRACE_KEPT = 40  # the last actions a failed run reports
SPEEDS = ("instant", "fast", "normal", "slow")

# Every menu command the storm may use: all but those that quit or open a file dialog (a
# file dialog waits in a loop of its own, and could read or write any file).
NOT_COMMANDS = frozenset({"quit", "open", "save", "save_as", "review_saved"})


@dataclass
class Run:
    """One program's storm and how it ended."""

    seed: int
    events: int  # asked for
    perturb: int  # the MALLOC_PERTURB_ byte
    players: int
    people: int
    speed: str
    sent: int = 0  # events sent before the end
    seconds: float = 0.0
    exit_code: int | None = None
    signal: str | None = None  # the signal that ended it, if one did
    hung: bool = False
    problems: list[str] = field(default_factory=list)
    last_actions: list[str] = field(default_factory=list)  # of a failed run
    backtrace: str = ""  # of a crash under gdb

    @property
    def ok(self) -> bool:
        return not self.problems


def plan_run(seed: int, events: int) -> Run:
    """The table a seed plays at: players, people among them and animation speed."""
    rng = random.Random(seed * 7919 + 17)
    players = rng.choice((2, 2, 3, 4))
    people = rng.choice((1, 1, players)) if players > 1 else 1
    return Run(seed, events, rng.randrange(1, 256), players, people, rng.choice(SPEEDS))


# -- the runner: one process per seed ---------------------------------------------------------
def run_one(run: Run, workdir: pathlib.Path, gdb: bool = False) -> Run:
    """Run one storm in a process of its own and fill in how it ended."""
    workdir.mkdir(parents=True, exist_ok=True)
    progress, trace, errors = (workdir / "progress", workdir / "trace.txt",
                               workdir / "stderr.txt")
    progress.write_text("0", encoding="ascii")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SPITE_GUI", "MALLOC_"))}
    env.update({
        "QT_QPA_PLATFORM": "offscreen", "PYTHONFAULTHANDLER": "1",
        "MALLOC_CHECK_": "3", "MALLOC_PERTURB_": str(run.perturb),
        "SPITE_GUI_HOME": str(workdir / "home"), "HOME": str(workdir / "user"),
        "XDG_CONFIG_HOME": str(workdir / "user" / "config"),
        "XDG_DATA_HOME": str(workdir / "user" / "data"),
        "XDG_RUNTIME_DIR": str(workdir / "user" / "run"),
    })
    (workdir / "user" / "run").mkdir(parents=True, exist_ok=True, mode=0o700)
    command = [sys.executable, "-X", "faulthandler", "-m", "tests.e2e.storm", "--child",
               "--seed", str(run.seed), "--events", str(run.events),
               "--players", str(run.players), "--people", str(run.people),
               "--speed", run.speed, "--progress", str(progress), "--trace", str(trace)]
    if gdb:
        command = ["gdb", "-q", "-batch", "-iex", "set auto-load safe-path /",
                   "-ex", "set pagination off",
                   "-ex", "handle SIGPIPE nostop noprint", "-ex", "run",
                   "-ex", "bt 40", "-ex", "py-bt", "--args", *command]
    root = pathlib.Path(__file__).resolve().parents[2]
    began = time.monotonic()
    with open(errors, "w", encoding="utf-8") as stderr:
        process = subprocess.Popen(command, env=env, cwd=root, stdin=subprocess.DEVNULL,
                                   stdout=stderr if gdb else subprocess.DEVNULL, stderr=stderr)
        last, last_change = -1, time.monotonic()
        while process.poll() is None:
            time.sleep(0.2)
            sent = _read_progress(progress)
            now = time.monotonic()
            if sent != last:
                last, last_change = sent, now
            allowed = START_SECONDS if sent == 0 else HANG_SECONDS
            if now - last_change > allowed:
                run.hung = True
                _stop_hung(process, gdb)
                break
    run.seconds = round(time.monotonic() - began, 1)
    run.sent = _read_progress(progress)
    code = process.returncode
    output = errors.read_text(encoding="utf-8", errors="replace")
    if gdb:
        run.exit_code, run.signal = _gdb_ending(output)
        if run.signal:
            run.backtrace = output[output.find("received signal"):][:6000]
    elif code is not None and code < 0:
        run.signal = signal.Signals(-code).name
    else:
        run.exit_code = code
    if run.hung:
        run.problems.append(f"hung: no event sent for {HANG_SECONDS:.0f} s after {run.sent}")
    if run.signal:
        run.problems.append(f"crashed with {run.signal} after {run.sent} events")
    elif run.exit_code not in (0, None):
        run.problems.append(f"exit code {run.exit_code} after {run.sent} events")
    elif not run.hung and run.sent < run.events:
        run.problems.append(f"stopped after {run.sent} of {run.events} events")
    bad = [line for line in output.splitlines()
           if any(b in line for b in BAD_OUTPUT) and not line.startswith(("Thread ", "[New"))]
    if bad:
        run.problems.append("error output: " + " | ".join(bad[:6]))
    if not run.ok:
        if output.strip():
            run.problems.append("stderr tail: " + output[-3000:])
        if trace.exists():
            run.last_actions = trace.read_text(encoding="utf-8").splitlines()[-TRACE_KEPT:]
    return run


def _read_progress(path: pathlib.Path) -> int:
    try:
        return int(path.read_text(encoding="ascii").split()[0])
    except (OSError, ValueError, IndexError):
        return 0


def _stop_hung(process: subprocess.Popen, gdb: bool) -> None:
    """SIGABRT first, so that Python's fault handler says where each thread was."""
    process.send_signal(signal.SIGINT if gdb else signal.SIGABRT)
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(10)


def _gdb_ending(output: str) -> tuple[int | None, str | None]:
    for line in output.splitlines():
        if "received signal" in line:
            return None, line.split("received signal", 1)[1].split(",")[0].strip()
    for line in reversed(output.splitlines()):
        if "exited normally" in line:
            return 0, None
        if "exited with code" in line:
            return int(line.rsplit("code", 1)[1].strip(" ]."), 8), None
    return None, None


def storm(events: int, seeds: list[int], workdir: pathlib.Path, gdb: bool = False,
          echo: bool = False) -> list[Run]:
    """``events`` spread evenly over one run per seed; every run, in order."""
    runs: list[Run] = []
    each = max(1, -(-events // max(len(seeds), 1)))
    for seed in seeds:
        run = run_one(plan_run(seed, each), workdir / f"seed-{seed}", gdb)
        runs.append(run)
        if echo:
            state = "ok" if run.ok else run.problems[0]
            print(f"seed {seed}: {run.sent} events, {run.players} players "
                  f"({run.people} people), {run.speed}, perturb {run.perturb}, "
                  f"{run.seconds} s: {state}", flush=True)
    return runs


def summary(runs: list[Run]) -> dict:
    return {
        "runs": len(runs),
        "events": sum(r.sent for r in runs),
        "crashes": sum(1 for r in runs if r.signal or r.exit_code not in (0, None)),
        "hangs": sum(1 for r in runs if r.hung),
        "tracebacks": sum(1 for r in runs if any("Traceback" in p or "Fatal" in p
                                                 for p in r.problems)),
        "failed_seeds": [r.seed for r in runs if not r.ok],
        "seconds": round(sum(r.seconds for r in runs), 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=20_000, help="events in all")
    parser.add_argument("--seeds", type=int, default=5, help="runs, one seed each")
    parser.add_argument("--first-seed", type=int, default=None)
    parser.add_argument("--seed", type=int, default=None, help="(child) the seed")
    parser.add_argument("--json", action="store_true", help="every run's record as JSON")
    parser.add_argument("--gdb", action="store_true", help="run each program under gdb")
    parser.add_argument("--keep", action="store_true", help="keep the runs' folders")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--players", type=int, default=2, help=argparse.SUPPRESS)
    parser.add_argument("--people", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("--speed", default="fast", help=argparse.SUPPRESS)
    parser.add_argument("--progress", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--trace", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        from tests.e2e.storm_input import play_storm

        return play_storm(args.seed or 0, args.events, args.players, args.people, args.speed,
                          pathlib.Path(args.progress), pathlib.Path(args.trace))
    first = args.first_seed if args.first_seed is not None else int(time.time()) % 100_000
    seeds = [first + i for i in range(args.seeds)]
    folder = tempfile.mkdtemp(prefix="storm-")
    runs = storm(args.events, seeds, pathlib.Path(folder), args.gdb, echo=not args.json)
    result = summary(runs)
    if args.json:
        print(json.dumps({**result, "details": [asdict(r) for r in runs]}, indent=1))
    else:
        for run in runs:
            if not run.ok:
                print(json.dumps(asdict(run), indent=1))
        print(json.dumps(result, indent=1))
    if not args.keep and not result["failed_seeds"]:
        import shutil

        shutil.rmtree(folder, ignore_errors=True)
    elif not args.json:
        print(f"runs kept in {folder}")
    return 1 if result["failed_seeds"] else 0


if __name__ == "__main__":
    sys.exit(main())
