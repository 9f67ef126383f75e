"""The program's entry point, menus, help and the --screenshot option."""

from __future__ import annotations

import os
import pathlib
import re
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QKeySequence
from PySide6.QtTest import QTest

from spite_gui.app import parse_args
from spite_gui.dialogs.help import help_html

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_command_line_options():
    args = parse_args(["--seed", "48213", "--preset", "Quick", "--players", "3",
                       "--level", "hard", "--screenshot", "t.png"])
    assert (args.seed, args.preset, args.players, args.level, args.screenshot) == (
        48213, "Quick", 3, "hard", "t.png")
    defaults = parse_args([])
    # left out, the options come from the player's saved preferences
    assert (defaults.seed, defaults.preset, defaults.players, defaults.level, defaults.speed) == (
        None, None, None, None, None)
    with pytest.raises(SystemExit):
        parse_args(["--players", "5"])


def test_menus_and_shortcuts(app):
    window = app.window
    actions = window.commands
    assert actions["new"].shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    quit_keys = actions["quit"].shortcuts()
    for key in QKeySequence.keyBindings(QKeySequence.StandardKey.Quit):
        assert key in quit_keys
    assert QKeySequence("Ctrl+Q") in quit_keys
    assert actions["help"].shortcut() == QKeySequence("F1")
    assert actions["undo"].shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert QKeySequence("Ctrl+Shift+Z") in actions["redo"].shortcuts()
    assert actions["hint"].shortcut() == QKeySequence("H")
    assert actions["game_log"].shortcut() == QKeySequence("Ctrl+L")
    assert {"game", "edit", "view", "help"} <= set(window.menus)
    edit = [a.text() for a in window.menus["edit"].actions() if not a.isSeparator()]
    assert edit[:3] == ["&Undo", "&Redo", "&Hint"]


def test_ctrl_q_quits_on_every_system(app, qtbot):
    """Windows has no standard Quit key (as here, offscreen): Ctrl+Q must work anyway."""
    window = app.window
    assert QKeySequence("Ctrl+Q") in window.commands["quit"].shortcuts()
    QTest.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible())


def test_the_app_id_matches_the_installed_desktop_file(qapp):
    """On Wayland the window is matched to its menu entry and icon by this id."""
    import importlib.util

    from spite_gui.app import create_app

    spec = importlib.util.spec_from_file_location("buildinfo", ROOT / "packaging" / "buildinfo.py")
    buildinfo = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(buildinfo)
    app = create_app()
    assert app.desktopFileName() == buildinfo.APP_ID
    install = (ROOT / "packaging" / "linux" / "install.sh").read_text(encoding="utf-8")
    assert f"APP_ID={buildinfo.APP_ID}" in install  # installs the menu entry as <id>.desktop


def test_new_game_from_the_menu_deals_a_new_game(app, qtbot):
    window, _controller = app.window, app.table
    first = app.session.new_game(5)
    with qtbot.waitSignal(app.session.game_started) as started:
        window.commands["new"].trigger()
    game = app.session.game
    assert game is not first and game.moves == []
    assert started.args == [game.seed]
    assert window.deal_label.text() == f"Deal #{game.seed}"


def test_status_bar_shows_turn_deal_and_score(app, qtbot):
    window, controller = app.window, app.table
    app.session.new_game(48213)
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy, timeout=10000)
    assert window.message_label.text().startswith("Your turn")
    assert "side stack" in window.message_label.text()
    assert window.deal_label.text() == "Deal #48213"
    assert window.score_label.text() == "Score this session: You 0 · Computer 0"


def test_help_covers_the_rules(app):
    window = app.window
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", help_html())).lower()
    for topic in ("payoff pile", "side stack", "wild", "ace", "queen", "complete", "stock",
                  "shuffled", "turn limit", "draw", "5 points", "tie", "previous game",
                  "aces must be played", "jokers", "undo", "hint", "game log",
                  "deal number", "hidden cards"):
        assert topic in text, topic
    window.commands["help"].trigger()
    assert app.dialogs.help_dialog.isVisible()


def test_about_box(app, no_message_boxes):
    window = app.window
    window.commands["about"].trigger()
    assert no_message_boxes and "Spite and Malice" in no_message_boxes[0][1]


def test_screenshot_option_writes_the_table(tmp_path):
    out = tmp_path / "table.png"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("QT_QPA_PLATFORM", None)
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    done = subprocess.run([sys.executable, "-m", "spite_gui", "--seed", "48213",
                           "--screenshot", str(out)], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    green = image.pixelColor(30, 400)
    assert green.green() > green.red() and green.green() > green.blue()


def test_screenshot_of_a_table_two_people_share_shows_the_cover(tmp_path):
    out = tmp_path / "people.png"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    done = subprocess.run([sys.executable, "-m", "spite_gui", "--seed", "7", "--people", "2",
                           "--screenshot", str(out)], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    # the cover hides the whole table: no card, the same dark felt from edge to edge
    corner, middle = image.pixelColor(30, 400), image.pixelColor(640, 600)
    assert corner == middle and corner.green() > corner.red()


def test_people_sit_in_the_first_seats_from_the_command_line():
    assert parse_args(["--people", "2", "--players", "4"]).people == 2
    with pytest.raises(SystemExit):
        parse_args(["--people", "5"])


@pytest.mark.parametrize(("players", "names"), [
    (3, "You 0 · West 0 · East 0"),
    (4, "You 0 · West 0 · North 0 · East 0"),
])
def test_opponents_are_named_after_where_they_sit(app, qtbot, players, names):
    window, controller = app.window, app.table
    app.settings.set_overrides(players=players)
    app.session.new_game(5, think=False)
    qtbot.waitUntil(lambda: app.session.game is not None and len(controller.names) == players)
    assert window.score_label.text().endswith(names)
