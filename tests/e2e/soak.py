"""Random mouse and key input on the real program, on a real (virtual) X server.

Starts Xvfb and openbox, runs the game as a player starts it (against strong
computer players, cards animating) and sends it random input for a while: moves,
clicks, double-clicks, right-clicks, drags and keys, on the table and on whatever
dialog comes up. Between bursts the human seat plays a legal move now and then, so
games run to their end and new ones are dealt. Every few seconds the window is
resized and the program must lay the table out again within :data:`PROBE_TIMEOUT`
seconds (read from its ``SPITE_GUI_E2E_REPORT``): that tells a hung GUI thread. At
the end the program must close when asked, and its error output must hold no
traceback and no complaint of a Qt object used from another thread.

``tests/e2e/test_random_input.py`` runs it briefly; for a longer soak::

    python -m tests.e2e.soak --seconds 1800 [--seed N] [--players 2|3|4]

prints the figures as JSON and exits with 1 if anything went wrong.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import pathlib
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field

from tests.e2e.xsession import game_command, read_report, stop, x_session

SCREEN = (1400, 900)
SIZES = ((1280, 800), (1180, 740))  # the window alternates between these at each probe
PROBE_EVERY = 5.0  # seconds between checks that the program still answers
PROBE_TIMEOUT = 20.0
PLAY_CHANCE = 0.7  # how often the human seat plays a legal move instead of random input
BURST = 16  # random input actions sent at a time
MOST_PLAYS_A_TURN = 8
# Keys a player might press (without those that quit, open files or the help browser),
# and how often: the ones that open a dialog or deal again now and then.
# Undo is rarer than a player's, or the human seat would never get to the end of a game.
KEYS = {"h": 4, "Escape": 4, "Return": 2, "space": 2, "Tab": 2, "Left": 1, "Right": 1, "Up": 1,
        "Down": 1, "Delete": 1, "a": 1, "7": 1, "BackSpace": 1, "ctrl+l": 1, "ctrl+z": 0.5,
        "ctrl+shift+z": 0.3, "ctrl+n": 0.02, "ctrl+shift+n": 0.02}
BAD_OUTPUT = ("Traceback", "different thread", "another thread", "QThread")
# short games (payoff piles of 10) against Expert players, the cards animating
GAME_ARGS = ("--preset", "Family", "--level", "expert", "--speed", "fast")


class SoakFailure(AssertionError):
    """The program crashed, hung, wrote a traceback or would not close."""


@dataclass
class Figures:
    """What a run covered."""

    seconds: float = 0.0
    events: int = 0  # X input events sent: pointer moves, button and key presses, releases
    moves_played: int = 0  # legal moves the human seat played with the mouse
    games_started: int = 0
    games_finished: int = 0
    probes: int = 0
    slowest_probe: float = 0.0  # seconds from a resize to the new layout in the report
    exit_code: int | None = None
    problems: list[str] = field(default_factory=list)


class RandomPlayer:
    """Drives the running game with xdotool: random input, legal moves, probes."""

    def __init__(self, env: dict[str, str], report: pathlib.Path, process: subprocess.Popen,
                 rng: random.Random, figures: Figures) -> None:
        self.env, self.report, self.process, self.rng = env, report, process, rng
        self.figures = figures
        self.window = ""
        self._size = 0
        self._deal: int | None = None
        self._over = False

    # -- talking to the X server ----------------------------------------------------------
    def xdotool(self, *args: object, check: bool = True) -> str:
        done = subprocess.run(["xdotool", *map(str, args)], env=self.env, capture_output=True,
                              text=True, timeout=30)
        if check and done.returncode != 0:
            self.alive()
            raise SoakFailure(f"xdotool {args[0]} failed: {done.stderr.strip()}")
        return done.stdout

    def alive(self) -> None:
        code = self.process.poll()
        if code is not None:
            self.figures.exit_code = code
            raise SoakFailure(f"the game exited with code {code} in the middle of play")

    def wait_for(self, check, timeout: float, what: str) -> dict:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.alive()
            data = read_report(self.report)
            if data is not None and check(data):
                return data
            time.sleep(0.05)
        raise SoakFailure(f"no answer from the game for {timeout:.0f} s waiting for {what}")

    # -- the run ----------------------------------------------------------------------------
    def start(self) -> None:
        self.wait_for(lambda d: d["deal"] is not None, 60, "the first table")
        found = self.xdotool("search", "--sync", "--onlyvisible", "--pid", self.process.pid,
                             "--name", "Spite and Malice").split()
        self.window = found[0]
        self.probe()

    def run(self, seconds: float, events: int | None = None, games: int | None = None) -> None:
        """Play for ``seconds``, or less once ``events`` events and ``games`` finished
        games are reached (both given)."""
        start = time.monotonic()
        next_probe = start + PROBE_EVERY
        figures = self.figures
        while time.monotonic() - start < seconds:
            if (events is not None and games is not None and figures.events >= events
                    and figures.games_finished >= games):
                break
            data = self.wait_for(lambda d: True, PROBE_TIMEOUT, "the report")
            self._count_games(data)
            if data["over"] and not data["busy"]:
                self.next_game()
            elif (data["my_turn"] and not data["busy"]
                  and self.rng.random() < PLAY_CHANCE):
                self.play_turn(data)
            else:
                self.random_burst(data)
            if time.monotonic() >= next_probe:
                self.probe()
                next_probe = time.monotonic() + PROBE_EVERY
        self.figures.seconds = round(time.monotonic() - start, 1)

    def _count_games(self, data: dict) -> None:
        if data["deal"] != self._deal:  # a new deal (random input may deal one too)
            self.figures.games_started += 1
            self._over = False
        self._deal = data["deal"]
        if data["over"] and not self._over:
            self.figures.games_finished += 1
            self._over = True

    def next_game(self) -> None:
        """Close the game-over box (it may still be on its way) and deal again, as a
        player does with Escape and Ctrl+N."""
        end = time.monotonic() + PROBE_TIMEOUT
        while time.monotonic() < end:
            self.send(["key", "Escape", "windowactivate", "--sync", self.window,
                       "key", "ctrl+n"], 6)
            with contextlib.suppress(SoakFailure):
                self.wait_for(lambda d: not d["over"], 2, "a new deal")
                return
        raise SoakFailure(f"no new deal within {PROBE_TIMEOUT:.0f} s of Escape and Ctrl+N")

    def send(self, actions: list[object], events: int) -> None:
        """One xdotool command line of chained actions, ``events`` X input events in all."""
        self.xdotool(*actions, check=False)
        self.figures.events += events

    def probe(self) -> None:
        """Resize the window; the program must lay the table out for the new size."""
        self._size = 1 - self._size
        width, height = SIZES[self._size]
        before = (read_report(self.report) or {}).get("table")
        began = time.monotonic()
        self.xdotool("windowsize", "--sync", self.window, width, height, check=False)
        self.wait_for(lambda d: d.get("table") != before, PROBE_TIMEOUT,
                      "the table laid out for a new window size")
        self.figures.probes += 1
        self.figures.slowest_probe = max(self.figures.slowest_probe,
                                         round(time.monotonic() - began, 2))

    def play_turn(self, data: dict) -> None:
        """Play the human's turn with the mouse: the payoff card and other centre plays
        while there are any, then a discard, which ends it."""
        for _ in range(MOST_PLAYS_A_TURN):
            moves = [m for m in data["legal"] if ">" in m]  # "end" passes by itself
            if not moves:
                self.random_burst(data)
                return
            payoff = [m for m in moves if m.startswith("payoff")]
            centre = [m for m in moves if ">centre:" in m]
            move = self.rng.choice(payoff or centre or moves)
            after = self.drag_move(data, move)
            if after is None or not after["my_turn"] or ">side:" in move:
                return
            data = after

    def drag_move(self, data: dict, move: str) -> dict | None:
        """Drag the card of ``move`` to its pile; the report once the move is played, or
        None if it was not (a dialog may have been in the way)."""
        source, target = move.split(">")  # "hand:2>centre:0", "payoff>centre:1", "side:3>…"
        kind, _, number = source.partition(":")
        if kind == "hand":
            card = data["hand"][int(number)]
            sx, sy = card["x"], card["y"]
        else:
            sx, sy = data["tops"][f"{kind}:0:{number or 0}"]
        tkind, tnumber = target.split(":")
        pile = f"centre:-1:{tnumber}" if tkind == "centre" else f"side:0:{tnumber}"
        tx, ty = _centre(data["piles"][pile])
        # first Escape: a dialog the random input opened would be in the way
        path: list[object] = ["key", "Escape", "mousemove", sx, sy, "mousedown", 1]
        for i in range(1, 9):
            path += ["mousemove", sx + (tx - sx) * i // 8, sy + (ty - sy) * i // 8]
        self.send([*path, "mouseup", 1], 2 + 1 + 1 + 8 + 1)
        before = len(data["moves"])
        try:
            after = self.wait_for(lambda d: len(d["moves"]) != before
                                  or d["deal"] != data["deal"], 3, "the move")
        except SoakFailure:
            self.alive()
            return None
        self.figures.moves_played += 1
        if after["my_turn"]:  # the next play once the card has landed
            after = self.wait_for(lambda d: not d["busy"] or not d["my_turn"],
                                  PROBE_TIMEOUT, "the card to land")
        return after

    def random_burst(self, data: dict) -> None:
        """A burst of random actions on the table (and on any dialog over it)."""
        left, top, width, height = data["table"]
        spots = [(c["x"], c["y"]) for c in data["hand"]]
        spots += [_centre(rect) for rect in data["piles"].values()]
        rng = self.rng

        def point() -> tuple[int, int]:
            if spots and rng.random() < 0.6:  # mostly on cards and piles
                x, y = rng.choice(spots)
                return x + rng.randint(-8, 8), y + rng.randint(-8, 8)
            return left + rng.randrange(max(width, 1)), top + rng.randrange(max(height, 1))

        actions: list[object] = []
        events = 0
        for _ in range(BURST):
            kind = rng.choices(("move", "click", "double", "right", "drag", "key"),
                               (3, 3, 1, 1, 3, 2))[0]
            if kind == "key":
                key = rng.choices(list(KEYS), list(KEYS.values()))[0]
                actions += ["key", key]
                events += 2 * (key.count("+") + 1)
                continue
            x, y = point()
            actions += ["mousemove", x, y]
            events += 1
            if kind == "click":
                actions += ["click", 1]
                events += 2
            elif kind == "double":
                actions += ["click", "--repeat", 2, "--delay", 40, 1]
                events += 4
            elif kind == "right":
                actions += ["click", 3]
                events += 2
            elif kind == "drag":
                tx, ty = point()
                actions += ["mousedown", 1]
                for i in range(1, 5):
                    actions += ["mousemove", x + (tx - x) * i // 4, y + (ty - y) * i // 4]
                actions += ["mouseup", 1]
                events += 6
        self.send(actions, events)

    def close(self) -> None:
        """Close dialogs and quit as a player does; the program must exit cleanly."""
        self.alive()
        self.xdotool("key", "Escape", "Escape", "Escape", check=False)
        self.xdotool("windowactivate", "--sync", self.window, "key", "ctrl+q", check=False)
        try:
            self.figures.exit_code = self.process.wait(20)
        except subprocess.TimeoutExpired:
            raise SoakFailure("the game did not close within 20 s of Ctrl+Q") from None


def _centre(rect: list[int]) -> tuple[int, int]:
    x, y, w, h = rect
    return x + w // 2, y + h // 2


def soak(seconds: float, seed: int, workdir: pathlib.Path, players: int = 3,
         events: int | None = None, games: int | None = None) -> Figures:
    """Play the real program (``players`` at the table) with random input for ``seconds``
    (or until ``events`` and ``games`` finished are reached); the figures, with any
    problem found in ``figures.problems`` (empty when all went well)."""
    figures = Figures()
    report = workdir / "report.json"
    errors = workdir / "stderr.txt"
    command, extra = game_command()
    rng = random.Random(seed)
    with x_session(*SCREEN) as display:
        env = {**display, "QT_QPA_PLATFORM": "xcb", "SPITE_GUI_E2E_REPORT": str(report),
               "SPITE_GUI_HOME": str(workdir / "home"), "PYTHONFAULTHANDLER": "1", **extra}
        with open(errors, "w", encoding="utf-8") as stderr:
            process = subprocess.Popen([*command, "--seed", str(seed), "--players", str(players),
                                        *GAME_ARGS], env=env,
                                       cwd=workdir, stdout=subprocess.DEVNULL, stderr=stderr)
        player = RandomPlayer(env, report, process, rng, figures)
        try:
            player.start()
            player.run(seconds, events, games)
            player.close()
        except SoakFailure as failure:
            figures.problems.append(str(failure))
        finally:
            stop(process)
    output = errors.read_text(encoding="utf-8", errors="replace")
    bad = [line for line in output.splitlines() if any(b in line for b in BAD_OUTPUT)]
    if bad:
        figures.problems.append("error output: " + " | ".join(bad[:5]))
    if figures.exit_code not in (0, None):
        figures.problems.append(f"exit code {figures.exit_code}")
    if figures.problems and output.strip():
        figures.problems.append("stderr tail: " + output[-2000:])
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--seed", type=int, default=int(time.time()) % 100_000)
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=3)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        figures = soak(args.seconds, args.seed, pathlib.Path(folder), args.players)
    print(json.dumps({"seed": args.seed, **asdict(figures)}, indent=1))
    return 1 if figures.problems else 0


if __name__ == "__main__":
    sys.exit(main())
