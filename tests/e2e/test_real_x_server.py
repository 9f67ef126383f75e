"""The real program on a real (virtual) X server, driven by a real mouse.

Starts Xvfb with a laptop's 1366×768 screen and the openbox window manager, so the
window is framed and placed as a desktop would; runs the installed
``spite-and-malice`` launcher (``python -m spite_gui`` where the game is not
installed) with ``--seed N`` and the xcb platform; reads where the window and the
cards are from the report the program writes (``SPITE_GUI_E2E_REPORT``); checks
the whole window is on the screen, drags an Ace onto a centre stack with xdotool
and checks the move was played.
"""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from .xsession import TOOLS, XSessionError, game_command, read_report, wait_for, x_session

pytestmark = pytest.mark.slow


def _need(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} is not installed (the CI script installs it with apt-get)")
    return path


SCREEN = (1366, 768)  # the most common laptop screen


@pytest.fixture
def x_display():
    """A virtual 1366×768 screen with a window manager on it; its DISPLAY name."""
    for tool in TOOLS:
        _need(tool)
    try:
        with x_session(*SCREEN) as env:
            yield env["DISPLAY"]
    except XSessionError as error:
        pytest.skip(f"no X session here: {error}")


def _inside(outer: list[int], inner: list[int]) -> bool:
    x, y, w, h = outer
    a, b, c, d = inner
    return x <= a and y <= b and a + c <= x + w and b + d <= y + h


def test_dragging_an_ace_with_a_real_mouse_plays_it(x_display, tmp_path):
    xdotool = _need("xdotool")
    seed = 9  # deal 9: the human plays first (their payoff card is a King), an Ace in hand
    report = tmp_path / "report.json"
    command, extra = game_command()
    env = {**os.environ, "DISPLAY": x_display, "QT_QPA_PLATFORM": "xcb",
           "SPITE_GUI_E2E_REPORT": str(report), **extra}
    app = subprocess.Popen([*command, "--seed", str(seed), "--speed", "fast"], env=env,
                           cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True)
    try:
        def ready():
            if app.poll() is not None:
                raise AssertionError(f"the game exited: {app.stdout.read()}")
            data = read_report(report)
            return data if data and (data["my_turn"] and not data["busy"]
                           and len(data["hand"]) == 5) else None

        data = wait_for(ready, 30, "the table")
        assert data["deal"] == seed and data["moves"] == []
        # the window as the desktop placed it: all of it on the laptop's screen
        screen = [0, 0, *SCREEN]
        assert _inside(screen, data["window"]), data["window"]
        assert _inside(screen, data["status_bar"]), data["status_bar"]
        for pile, rect in data["piles"].items():
            assert _inside(screen, rect), f"{pile} {rect} is off the screen"
        move = next(m for m in data["legal"] if m.startswith("hand:") and ">centre:" in m)
        index = int(move.split(">")[0].split(":")[1])
        target = move.split(">")[1].split(":")[1]
        card = data["hand"][index]
        x, y, w, h = data["piles"][f"centre:-1:{target}"]
        tx, ty = x + w // 2, y + h // 2
        display = {**env}

        def xdo(*args):
            subprocess.run([xdotool, *map(str, args)], env=display, check=True, timeout=10)

        # --sync: each command returns once the X server has moved the pointer; the
        # program reads its events in order, and the report says when it holds the card
        xdo("mousemove", "--sync", card["x"], card["y"])
        xdo("mousedown", 1)
        for i in range(1, 11):
            xdo("mousemove", "--sync", card["x"] + (tx - card["x"]) * i // 10,
                card["y"] + (ty - card["y"]) * i // 10)
        wait_for(lambda: (read_report(report) or {}).get("dragging") == card["face"], 15,
                  "the card to be picked up")
        xdo("mouseup", 1)

        def played():
            data = read_report(report)
            return data if data and data["moves"] else None

        after = wait_for(played, 15, "the move")
        assert after["moves"][0] == move
        assert len(after["hand"]) == 4
    finally:
        app.terminate()
        try:
            app.wait(10)
        except subprocess.TimeoutExpired:
            app.kill()
