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

import json
import os
import pathlib
import shutil
import subprocess
import sys
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def _need(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} is not installed (the CI script installs it with apt-get)")
    return path


def _game_command() -> tuple[list[str], dict[str, str]]:
    """The launcher pip installed next to this Python, as a player starts it (else the
    checkout's package), and what its environment needs for that."""
    folder = pathlib.Path(sys.executable).parent
    for name in ("spite-and-malice", "spite-and-malice.exe"):
        if (folder / name).is_file():
            return [str(folder / name)], {}
    return [sys.executable, "-m", "spite_gui"], {"PYTHONPATH": str(ROOT)}


def _wait_for(check, timeout: float, what: str):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        result = check()
        if result:
            return result
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def _read(path: pathlib.Path) -> dict | None:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


SCREEN = (1366, 768)  # the most common laptop screen


def _stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(10)


@pytest.fixture
def x_display():
    """A virtual 1366×768 screen with a window manager on it; its DISPLAY name."""
    xvfb, openbox, xprop = _need("Xvfb"), _need("openbox"), _need("xprop")
    read, write = os.pipe()  # Xvfb picks a free display number and writes it here
    server = subprocess.Popen([xvfb, "-displayfd", str(write), "-screen", "0",
                               f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(write)
    manager = None
    try:
        with os.fdopen(read) as numbers:
            number = numbers.readline().strip()
        if not number:
            pytest.skip("Xvfb could not start here")
        display = f":{number}"
        env = {**os.environ, "DISPLAY": display}
        manager = subprocess.Popen([openbox], env=env, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)

        def managed():  # a window manager announces itself on the root window
            if manager.poll() is not None:
                raise AssertionError("openbox exited")
            found = subprocess.run([xprop, "-root", "_NET_SUPPORTING_WM_CHECK"], env=env,
                                   capture_output=True, text=True, timeout=10)
            return "window id" in found.stdout

        _wait_for(managed, 15, "the window manager")
        yield display
    finally:
        if manager is not None:
            _stop(manager)
        _stop(server)


def _inside(outer: list[int], inner: list[int]) -> bool:
    x, y, w, h = outer
    a, b, c, d = inner
    return x <= a and y <= b and a + c <= x + w and b + d <= y + h


def test_dragging_an_ace_with_a_real_mouse_plays_it(x_display, tmp_path):
    xdotool = _need("xdotool")
    seed = 9  # deal 9: the human plays first (their payoff card is a King), an Ace in hand
    report = tmp_path / "report.json"
    command, extra = _game_command()
    env = {**os.environ, "DISPLAY": x_display, "QT_QPA_PLATFORM": "xcb",
           "SPITE_GUI_E2E_REPORT": str(report), **extra}
    app = subprocess.Popen([*command, "--seed", str(seed), "--speed", "fast"], env=env,
                           cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True)
    try:
        def ready():
            if app.poll() is not None:
                raise AssertionError(f"the game exited: {app.stdout.read()}")
            data = _read(report)
            return data if data and (data["my_turn"] and not data["busy"]
                           and len(data["hand"]) == 5) else None

        data = _wait_for(ready, 30, "the table")
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
        _wait_for(lambda: (_read(report) or {}).get("dragging") == card["face"], 15,
                  "the card to be picked up")
        xdo("mouseup", 1)

        def played():
            data = _read(report)
            return data if data and data["moves"] else None

        after = _wait_for(played, 15, "the move")
        assert after["moves"][0] == move
        assert len(after["hand"]) == 4
    finally:
        app.terminate()
        try:
            app.wait(10)
        except subprocess.TimeoutExpired:
            app.kill()
