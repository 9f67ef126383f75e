"""The real program on a real (virtual) X server, driven by a real mouse.

Starts Xvfb, runs the installed ``spite-and-malice`` launcher (``python -m spite_gui``
where the game is not installed) with ``--seed N`` and the xcb platform, reads the
positions of the cards from the report the program writes (``SPITE_GUI_E2E_REPORT``),
drags an Ace onto a centre stack with xdotool and checks the move was played.
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


def _free_display() -> int:
    for number in range(90, 160):
        if not (pathlib.Path(f"/tmp/.X11-unix/X{number}").exists()
                or pathlib.Path(f"/tmp/.X{number}-lock").exists()):
            return number
    pytest.skip("no free X display number")


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


@pytest.fixture
def x_display():
    xvfb = _need("Xvfb")
    number = _free_display()
    server = subprocess.Popen([xvfb, f":{number}", "-screen", "0", "1400x900x24", "-nolisten",
                               "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        socket = pathlib.Path(f"/tmp/.X11-unix/X{number}")
        end = time.monotonic() + 10
        while not socket.exists():
            if server.poll() is not None or time.monotonic() > end:
                pytest.skip("Xvfb could not start here")
            time.sleep(0.05)
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(10)


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
            return data if data and (data["human_to_move"] and not data["busy"]
                           and len(data["hand"]) == 5) else None

        data = _wait_for(ready, 30, "the table")
        assert data["deal"] == seed and data["moves"] == []
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
