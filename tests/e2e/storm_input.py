"""The program side of :mod:`tests.e2e.storm`: the game's window and the random input.

:func:`play_storm` builds the window as the program's ``main`` does (the player's
files under ``SPITE_GUI_HOME``), deals, and lets a :class:`Storm` send one event
per turn of the event loop until it has sent its count; then it closes the
window as a player does and returns the program's exit code. Each event is
counted in the progress file before it is sent and written to the trace file, so
that the runner knows how far a run got and what came last.
"""

from __future__ import annotations

import os
import pathlib
import random
from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QTabBar,
    QWidget,
)

Key = Qt.Key
Mod = Qt.KeyboardModifier
CTRL, SHIFT, NONE = Mod.ControlModifier, Mod.ShiftModifier, Mod.NoModifier
LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton

# The table's keys and the menus' shortcuts (not those that quit or open a file dialog),
# with how often each is pressed.
TABLE_KEYS: dict[tuple[Qt.Key, Mod], float] = {
    (Key.Key_Left, NONE): 3, (Key.Key_Right, NONE): 3, (Key.Key_Up, NONE): 2,
    (Key.Key_Down, NONE): 2, (Key.Key_Space, NONE): 4, (Key.Key_Return, NONE): 3,
    (Key.Key_Escape, NONE): 3, (Key.Key_Tab, NONE): 1, (Key.Key_1, NONE): 1,
    (Key.Key_2, NONE): 1, (Key.Key_3, NONE): 1, (Key.Key_4, NONE): 1, (Key.Key_P, NONE): 1,
    (Key.Key_H, NONE): 1, (Key.Key_T, NONE): 0.5, (Key.Key_C, NONE): 0.5,
    (Key.Key_N, NONE): 0.5, (Key.Key_S, NONE): 0.5, (Key.Key_R, NONE): 0.5,
    (Key.Key_Z, CTRL): 1, (Key.Key_Z, CTRL | SHIFT): 0.5, (Key.Key_N, CTRL): 0.2,
    (Key.Key_R, CTRL): 0.2, (Key.Key_L, CTRL): 0.3, (Key.Key_F11, NONE): 0.1,
    (Key.Key_Equal, CTRL): 0.2, (Key.Key_Minus, CTRL): 0.2, (Key.Key_0, CTRL): 0.1,
    (Key.Key_1, CTRL): 0.2, (Key.Key_2, CTRL): 0.2, (Key.Key_3, CTRL): 0.1,
    (Key.Key_4, CTRL): 0.1, (Key.Key_T, CTRL): 0.1, (Key.Key_T, CTRL | SHIFT): 0.1,
    (Key.Key_N, CTRL | SHIFT): 0.1, (Key.Key_Comma, CTRL): 0.1, (Key.Key_F1, NONE): 0.05,
}
DIALOG_KEYS = (Key.Key_Escape, Key.Key_Return, Key.Key_Space, Key.Key_Tab, Key.Key_Up,
               Key.Key_Down, Key.Key_Left, Key.Key_Right, Key.Key_1, Key.Key_7, Key.Key_A)
ACTIONS = {"move": 5, "click": 5, "press": 2, "release": 2, "double": 1.5, "right": 1.5,
           "drag": 4, "key": 6, "command": 1.5, "resize": 0.1}
CLICKABLE = (QAbstractButton, QComboBox, QTabBar, QAbstractSpinBox, QLineEdit)


class Storm:
    """Sends random input to the window, one event per turn of the event loop."""

    def __init__(self, root, rng: random.Random, events: int, progress: pathlib.Path,
                 trace: pathlib.Path, done: Callable[[], None]) -> None:
        from spite_gui.view.menus import every_command

        from .storm import NOT_COMMANDS

        self.root, self.window, self.rng = root, root.window, rng
        self.view = root.window.view
        self.scene = root.window.scene
        self.events, self.sent = events, 0
        self.done = done
        self._progress = os.open(progress, os.O_WRONLY | os.O_CREAT)
        self._trace = open(trace, "w", encoding="utf-8", buffering=1)  # noqa: SIM115
        self.commands = [c.key for c in every_command() if c.key not in NOT_COMMANDS]
        self.pending: list[Callable[[], None]] = []  # the rest of a drag under way
        self.finished = False

    def start(self) -> None:
        QTimer.singleShot(0, self.tick)

    # -- one event ---------------------------------------------------------------------------
    def tick(self) -> None:
        if self.finished:
            return
        if self.sent >= self.events:
            self.finish()
            return
        # The next event is due before this one is sent: an event that opens a box with a
        # loop of its own (About) must not stop the storm, which goes on inside that loop.
        QTimer.singleShot(0, self.tick)
        self.sent += 1
        os.pwrite(self._progress, f"{self.sent}\n".encode("ascii"), 0)
        if self.pending:
            self.pending.pop(0)()
            return
        friends = self._friends_dialog()
        if friends is not None and self.rng.random() < 0.5:
            self.note("close Play with Friends")
            friends.close()
            return
        popup = QApplication.activePopupWidget()
        if popup is not None:
            self.on_widget(popup)
            return
        modal = QApplication.activeModalWidget()
        if modal is not None and friends is not modal:
            self.on_widget(modal)
            return
        self.on_table()

    def note(self, text: str) -> None:
        self._trace.write(f"{self.sent} {text}\n")

    # -- the table ---------------------------------------------------------------------------
    def on_table(self) -> None:
        rng = self.rng
        kind = rng.choices(list(ACTIONS), list(ACTIONS.values()))[0]
        viewport = self.view.viewport()
        if kind == "key":
            (key, mods), = rng.choices(list(TABLE_KEYS), list(TABLE_KEYS.values()))
            target = QApplication.focusWidget()
            if target is None or target.window() is not self.window:
                target = self.view
            self.note(f"key {key.name} {mods.value} to {type(target).__name__}")
            QTest.keyClick(target, key, mods)
        elif kind == "command":
            command = rng.choice(self.commands)
            self.note(f"command {command}")
            self.window.commands[command].trigger()
        elif kind == "resize":
            size = rng.choice(((1280, 800), (1000, 700), (1366, 768), (800, 560)))
            self.note(f"resize {size}")
            self.window.resize(*size)
        elif kind == "drag":
            start, end = self.spot(), self.spot()
            steps = rng.randint(1, 6)
            button = LEFT if rng.random() < 0.9 else RIGHT
            self.note(f"drag {start.x()},{start.y()} -> {end.x()},{end.y()} in {steps}")
            QTest.mousePress(viewport, button, NONE, start)
            for i in range(1, steps + 1):
                at = start + (end - start) * i / steps
                self.pending.append(lambda at=at: self.move(at))
            self.pending.append(lambda: self.release(end, button))
        else:
            at = self.spot()
            self.note(f"{kind} {at.x()},{at.y()}")
            if kind == "move":
                QTest.mouseMove(viewport, at)
            elif kind == "click":
                QTest.mouseClick(viewport, LEFT, NONE, at)
            elif kind == "press":
                QTest.mousePress(viewport, LEFT, NONE, at)
            elif kind == "release":
                QTest.mouseRelease(viewport, LEFT, NONE, at)
            elif kind == "double":
                QTest.mouseDClick(viewport, LEFT, NONE, at)
            elif kind == "right":
                QTest.mouseClick(viewport, RIGHT, NONE, at)

    def move(self, at: QPoint) -> None:
        self.note(f"  move {at.x()},{at.y()}")
        QTest.mouseMove(self.view.viewport(), at)

    def release(self, at: QPoint, button: Qt.MouseButton) -> None:
        self.note(f"  release {at.x()},{at.y()}")
        QTest.mouseRelease(self.view.viewport(), button, NONE, at)

    def spot(self) -> QPoint:
        """Mostly a card or a pile (jittered), sometimes anywhere on the table."""
        rng = self.rng
        viewport = self.view.viewport()
        if rng.random() < 0.8:
            piles = list(self.scene.piles().values())
            pile = rng.choice(piles)
            cards = pile.cards
            rect = (rng.choice(cards).scene_card_rect() if cards and rng.random() < 0.8
                    else pile.base_rect())
            point = QPointF(rect.left() + rng.random() * rect.width(),
                            rect.top() + rng.random() * rect.height())
            at = self.view.mapFromScene(point)
        else:
            at = QPoint(rng.randrange(max(1, viewport.width())),
                        rng.randrange(max(1, viewport.height())))
        return QPoint(min(max(at.x(), 0), viewport.width() - 1),
                      min(max(at.y(), 0), viewport.height() - 1))

    # -- a dialog or a popup -------------------------------------------------------------------
    def on_widget(self, widget: QWidget) -> None:
        rng = self.rng
        choice = rng.random()
        name = type(widget).__name__
        if choice < 0.35:
            key = rng.choice(DIALOG_KEYS)
            self.note(f"key {key.name} to {name}")
            QTest.keyClick(widget, key)
            return
        if choice < 0.8:
            children = [c for c in widget.findChildren(QWidget)
                        if isinstance(c, CLICKABLE) and c.isVisible() and c.isEnabled()]
            if children:
                child = rng.choice(children)
                self.note(f"click {type(child).__name__} "
                          f"{getattr(child, 'text', lambda: '')()!r} in {name}")
                QTest.mouseClick(child, LEFT, NONE, child.rect().center())
                return
        at = QPoint(rng.randrange(max(1, widget.width())), rng.randrange(max(1, widget.height())))
        self.note(f"click {at.x()},{at.y()} in {name}")
        QTest.mouseClick(widget, LEFT, NONE, at)

    def _friends_dialog(self) -> QWidget | None:
        friends = self.root._friends
        dialog = friends.dialog if friends is not None else None
        return dialog if dialog is not None and dialog.isVisible() else None

    # -- the end --------------------------------------------------------------------------------
    def finish(self) -> None:
        """Close whatever is open and the window, as a player does; the loop then ends."""
        self.finished = True
        self.note("finish")
        for _ in range(20):
            widget = QApplication.activePopupWidget() or QApplication.activeModalWidget()
            if widget is None:
                break
            widget.close()
        self.window.close()
        self._trace.close()
        os.close(self._progress)
        self.done()


def play_storm(seed: int, events: int, players: int, people: int, speed: str,
               progress: pathlib.Path, trace: pathlib.Path) -> int:
    """Open the window as the program does, and storm it with ``events`` events."""
    from spite_gui.app import create_app
    from spite_gui.controller.gui_thread import confine_collector
    from spite_gui.root import build_app
    from spite_gui.storage import AppPaths

    paths = AppPaths.default()
    app = create_app(["spite-and-malice"])
    root = build_app(speed=speed, paths=paths)
    confine_collector(app).wait_for(root.window.view.after_first_paint)
    root.settings.set_overrides(players=players, people=people, speed=speed,
                                preset=random.Random(seed).choice(("Family", "Quick", None)))
    root.friends.options.interfaces = ["127.0.0.1"]  # tables are looked for on loopback only
    root.window.resize(1280, 800)
    root.window.show()
    root.start(seed)
    storm = Storm(root, random.Random(seed), events, progress, trace, app.quit)
    storm.start()
    code = app.exec()
    root.shutdown()
    return code
