"""A whole turn on the real X server with the keyboard alone, as xdotool types it.

The game runs on a virtual 1366×768 screen with a window manager; the test reads where
the keyboard focus is and where each place is from the report the game writes
(``SPITE_GUI_E2E_REPORT``), and plays the human's first turn of deal 9 with arrow
keys, Space, Enter and a number key only: every play to the centre it can make, then
a card onto a side stack, which ends the turn.
"""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from .xsession import TOOLS, XSessionError, game_command, report_when, stop, x_session

pytestmark = pytest.mark.slow

SEED = 9  # the human plays first, with an Ace in hand
KEYS = {(0, -1): "Up", (0, 1): "Down", (-1, 0): "Left", (1, 0): "Right"}


class Keyboard:
    """Types on the game's window and reads the game's report after each key."""

    def __init__(self, env: dict[str, str], report) -> None:
        self.env = env
        self.report = report

    def read(self) -> dict:
        return report_when(self.report, lambda _data: True, 10, "the report")

    def key(self, name: str) -> None:
        subprocess.run(["xdotool", "key", name], env=self.env, check=True, timeout=10)

    def key_until(self, name: str, changed) -> dict:
        """Press ``name`` and wait until the report shows what it did."""
        self.key(name)
        return report_when(self.report, changed, 10, f"the game to take {name}")

    def focus_on(self, pile: str, card: int = -1) -> dict:
        """Move the keyboard focus to card ``card`` of ``pile`` with the arrow keys."""
        for _ in range(30):
            data = self.read()
            if data["focus"] == [pile, card]:
                return data
            stops = {(s[0], s[1]): s[2:] for s in data["stops"]}
            ax, ay, aw, ah = stops[tuple(data["focus"])]
            bx, by, bw, bh = stops[(pile, card)]
            dx, dy = (bx + bw / 2) - (ax + aw / 2), (by + bh / 2) - (ay + ah / 2)
            ways = [(0, 1 if dy > 0 else -1), (1 if dx > 0 else -1, 0)]
            if abs(dy) < ah / 2:
                ways.reverse()
            before = data["focus"]
            for way in ways:
                self.key(KEYS[way])
                try:
                    self.key_until_moved(before)
                    break
                except AssertionError:
                    continue  # that way led nowhere: the other one
        raise AssertionError(f"the arrow keys did not reach {pile} {card}")

    def key_until_moved(self, before: list) -> None:
        report_when(self.report, lambda d: d["focus"] != before, 2, "the focus to move")


def test_a_whole_turn_with_xdotool_keys_only(tmp_path):
    for tool in TOOLS:
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (the CI script installs it with apt-get)")
    report = tmp_path / "report.json"
    command, extra = game_command()
    try:
        with x_session(1366, 768) as env:
            env = {**env, "QT_QPA_PLATFORM": "xcb", "SPITE_GUI_E2E_REPORT": str(report), **extra}
            app = subprocess.Popen([*command, "--seed", str(SEED), "--speed", "fast"], env=env,
                                   cwd=tmp_path, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
            try:
                keyboard = Keyboard(env, report)
                data = report_when(report, lambda d: d["my_turn"] and not d["busy"]
                                   and len(d["hand"]) == 5, 40, "the table")
                assert data["deal"] == SEED and data["focus"] == ["hand:0:0", 0]
                played: list[str] = []
                while data["my_turn"]:
                    data = report_when(report, lambda d: not d["busy"], 20,
                                       "the cards to settle")
                    if not data["my_turn"]:
                        break
                    move = _choose(data["legal"])
                    source, target = move.split(">")
                    pile, card = _source_stop(source)
                    keyboard.focus_on(pile, card)
                    count = len(data["moves"])
                    done = lambda d, n=count: len(d["moves"]) > n  # noqa: E731
                    if target.startswith("side:"):
                        data = keyboard.key_until(str(int(target.split(":")[1]) + 1), done)
                    elif len(played) % 2:
                        data = keyboard.key_until("Return", done)
                    else:
                        keyboard.key_until("space", lambda d: d["lifted"] is not None)
                        keyboard.focus_on(f"centre:-1:{target.split(':')[1]}")
                        data = keyboard.key_until("space", done)
                    made = data["moves"][count]
                    if made != move:  # Enter plays to the stack a double-click would
                        assert made.split(">")[0] == source and ">centre:" in made, made
                    played.append(made)
            finally:
                stop(app)
    except XSessionError as error:
        pytest.skip(f"no X session here: {error}")
    assert len(played) >= 2 and played[-1].split(">")[1].startswith("side:")
    assert data["moves"][:len(played)] == played
    assert os.path.exists(report)


def _choose(legal: list[str]) -> str:
    """A play to the centre (the payoff card first), else a hand card onto a side stack."""
    centre = [m for m in legal if ">centre:" in m]
    payoff = [m for m in centre if m.startswith("payoff>")]
    return (payoff or centre or [m for m in legal if ">side:" in m])[0]


def _source_stop(source: str) -> tuple[str, int]:
    """The report's focus stop for a move's source ("hand:2", "side:1", "payoff")."""
    kind, _colon, number = source.partition(":")
    if kind == "hand":
        return "hand:0:0", int(number)
    if kind == "side":
        return f"side:0:{number}", -1
    return "payoff:0:0", -1
