"""The game on a laptop, a netbook and a small screen: the whole table, the status bar and
every dialog's buttons are on the screen.

Each case starts the game in a process of its own on a screen of that size (Qt's
offscreen platform, see ``screen_probe.py``) and checks where everything landed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from spite_gui.storage import AppPaths
from spite_gui.storage.window_state import WindowState, save_window_state
from spite_gui.view.arrangement import MIN_READABLE_PX

ROOT = Path(__file__).resolve().parents[2]


def _probe(tmp_path: Path, width: int, height: int, players: int = 4) -> dict:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"windowFrameMargins": True, "screens": [
        {"name": "screen", "x": 0, "y": 0, "width": width, "height": height,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    run = subprocess.run([sys.executable, "-m", "tests.view.screen_probe", str(players)],
                         env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def _inside(outer: list[int], inner: list[int]) -> bool:
    x, y, w, h = outer
    a, b, c, d = inner
    return x <= a and y <= b and a + c <= x + w and b + d <= y + h


def _check_window(report: dict, part: str) -> None:
    screen, shown = report["screen"], report[part]
    assert _inside(screen, shown["frame"]), f"the window {shown['frame']} leaves {screen}"
    assert _inside(screen, shown["status_bar"]), "the status bar is off the screen"
    assert shown["status_shown_whole"], f"the status is cut: {shown['status_text']!r}"
    assert _inside(screen, shown["table"]), "the table is off the screen"
    for pile, rect in shown["piles"].items():
        assert _inside(shown["table"], rect), f"{pile} {rect} is off the table {shown['table']}"
    if shown["log"] is not None:
        assert _inside(screen, shown["log"]), "the game log is off the screen"


def _check_dialogs(report: dict) -> None:
    screen = report["screen"]
    assert set(report["dialogs"]) >= {"help", "preferences", "statistics", "deal number",
                                      "notice", "game over", "hidden cards", "about"}
    for name, dialog in report["dialogs"].items():
        assert _inside(screen, dialog["frame"]), f"{name} {dialog['frame']} leaves {screen}"
        assert dialog["buttons"], name
        for button, rect in dialog["buttons"].items():
            assert _inside(screen, rect), f"{name}'s {button} button is off the screen"


# each case starts the game afresh (4 s): the smallest screen in every run, the others in CI
@pytest.mark.parametrize("size", [pytest.param((1366, 768), marks=pytest.mark.slow),
                                  pytest.param((1024, 600), marks=pytest.mark.slow),
                                  (800, 600)])
def test_everything_is_on_a_small_screen(tmp_path, size):
    report = _probe(tmp_path, *size)
    assert report["notices"] == []
    _check_window(report, "table")
    _check_window(report, "with_log")
    # the first window takes the whole screen where 1280×800 does not fit
    assert report["table"]["maximized"]
    assert report["table"]["opponent_card"] >= MIN_READABLE_PX
    assert report["table"]["menu_text_px"] == report["text_px"]  # the usual words
    if size[0] > 800:  # beside the game log too
        assert report["with_log"]["opponent_card"] >= MIN_READABLE_PX
    _check_dialogs(report)


@pytest.mark.slow
def test_a_large_screen_opens_the_usual_window_in_its_middle(tmp_path):
    report = _probe(tmp_path, 1920, 1080, players=2)
    frame = report["table"]["frame"]
    assert not report["table"]["maximized"]
    assert abs(frame[0] + frame[2] / 2 - 960) <= 8 and abs(frame[1] + frame[3] / 2 - 540) <= 24
    assert report["table"]["table"][2] >= 1200  # 1280 wide, the table across it
    _check_window(report, "table")


@pytest.mark.slow
def test_a_big_screen_at_96_dpi_opens_a_window_sized_to_it_with_words_to_match(tmp_path):
    """3840×2160 at 96 dots per inch: the first window had been 1280×800 (12% of the screen),
    its menus 13 pixels high even at full screen."""
    report = _probe(tmp_path, 3840, 2160, players=2)
    shown, screen = report["table"], report["screen"]
    frame = shown["frame"]
    assert not shown["maximized"]
    assert frame[2] * frame[3] >= 0.4 * screen[2] * screen[3], f"{frame} is small on {screen}"
    assert abs(frame[0] + frame[2] / 2 - 1920) <= 8 and abs(frame[1] + frame[3] / 2 - 1080) <= 24
    _check_window(report, "table")
    text = report["text_px"]
    for part in ("table", "full_screen"):
        for words in ("menu_text_px", "menu_entry_text_px", "status_text_px"):
            assert report[part][words] >= 1.5 * text, f"{words} {report[part][words]} at {part}"
    assert report["full_screen"]["menu_text_px"] >= 1.9 * text


def test_a_window_left_on_a_larger_screen_comes_back_onto_a_smaller_one(tmp_path):
    paths = AppPaths.default()
    save_window_state(paths, WindowState(x=700, y=500, width=1600, height=1000,
                                         game_log=True, log_width=700, log_side="left"))
    report = _probe(tmp_path, 800, 600, players=2)
    assert report["notices"] == []
    _check_window(report, "table")
    shown = report["table"]
    assert not shown["maximized"]  # as the player left it, only smaller
    assert shown["log"] is not None and shown["log"][0] < shown["table"][0]  # on the left
    assert shown["table"][2] >= 2 * shown["log"][2]  # the log left the table most of the room
