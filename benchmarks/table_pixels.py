r"""The table drawn in every theme, as PNGs, and two such sets compared pixel by pixel.

A change to the table's structure should not move a pixel. This draws the real window's
table offscreen for one fixed position (the Classic two-player opening of
``tests.controller.helpers.opening``: the player's hand, both payoff stacks and the stock,
nothing moving) in a window of one fixed size, in every table theme, once at one device
pixel per unit and once at two (a HiDPI screen, as ``tests/view/test_themes_hidpi.py``
draws it), in three states (:data:`STATES`: as dealt, with the keyboard's focus ring, and
with a card lifted and the places it may go lit)::

    QT_QPA_PLATFORM=offscreen python benchmarks/table_pixels.py draw OUT_DIR
    QT_QPA_PLATFORM=offscreen python benchmarks/table_pixels.py compare BEFORE AFTER \
        [--diffs DIFF_DIR]

``draw`` writes ``<theme>-<state>@<ratio>x.png`` for each theme and ratio. To draw an older
commit, check it out elsewhere (``git worktree add``) and run this file with that tree first
on ``PYTHONPATH``: the few names that changed since are looked up both ways below.

``compare`` prints one JSON line per image: how many pixels differ, the largest difference
in any channel and the box they lie in; with ``--diffs`` it writes, for each image that
differs, a picture with the differing pixels in red over a faded copy of the first.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

WINDOW = (1280, 800)
RATIOS = (1, 2)
# What the table shows, each after the key before it: as dealt, with the keyboard's ring
# (the arrow key), with the card under the ring lifted and the places it may go lit (Space).
STATES = (("dealt", None), ("ring", "Right"), ("lifted", "Space"))


def _simple_factory():
    """The simple computer players (their module moved in the structure work)."""
    try:
        from spite_gui.ai.simple import simple_factory
    except ImportError:  # before the move
        from spite_gui.controller.simple_player import simple_factory  # type: ignore
    return simple_factory


def draw(out: Path) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["SPITE_GUI_HOME"] = tempfile.mkdtemp(prefix="table-pixels-")
    os.environ["SPITE_GUI_NO_LESSON_OFFER"] = "1"
    sys.path.insert(0, os.getcwd())  # tests.controller.helpers, from the tree being drawn
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QMessageBox

    app = QApplication.instance() or QApplication([])
    QMessageBox.exec = lambda self: QMessageBox.StandardButton.Ok  # type: ignore[method-assign]
    from spite_gui.root import build_app
    from spite_gui.storage import Settings
    from spite_gui.storage.settings import TABLE_THEMES
    from tests.controller.helpers import opening, put

    root = build_app(_simple_factory(), speed="instant")
    window = root.window
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMaximized)
    window.resize(*WINDOW)
    window.show()
    app.processEvents()
    put(root, opening(), think=False)
    app.processEvents()
    out.mkdir(parents=True, exist_ok=True)
    scene, view = window.scene, window.view
    view.setFocus()
    for state, key in STATES:
        if key is not None:
            QTest.keyClick(view, getattr(Qt.Key, f"Key_{key}"))
            app.processEvents()
        for theme in TABLE_THEMES:
            root.settings.change(Settings(table_theme=theme))
            app.processEvents()
            area = scene.sceneRect()
            for ratio in RATIOS:
                image = QImage(round(area.width() * ratio), round(area.height() * ratio),
                               QImage.Format.Format_ARGB32_Premultiplied)
                image.setDevicePixelRatio(ratio)
                image.fill(Qt.GlobalColor.transparent)
                painter = QPainter(image)
                scene.render(painter, QRectF(0, 0, area.width(), area.height()), area)
                painter.end()
                image.save(str(out / f"{theme}-{state}@{ratio}x.png"))
    print(json.dumps({"drawn": sorted(p.name for p in out.glob("*.png")),
                      "scene": [scene.sceneRect().width(), scene.sceneRect().height()]}))
    root.shutdown()


def compare(before: Path, after: Path, diffs: Path | None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

    _app = QGuiApplication.instance() or QGuiApplication([])
    differing = 0
    for first in sorted(before.glob("*.png")):
        a = QImage(str(first)).convertToFormat(QImage.Format.Format_ARGB32)
        b = QImage(str(after / first.name)).convertToFormat(QImage.Format.Format_ARGB32)
        if b.isNull() or a.size() != b.size():
            print(json.dumps({"image": first.name, "size": "differs or missing"}))
            differing += 1
            continue
        width, stride = a.width(), a.bytesPerLine()
        bytes_a, bytes_b = bytes(a.constBits()), bytes(b.constBits())
        spots: list[tuple[int, int]] = []
        worst = 0
        for y in range(a.height()):
            row_a = bytes_a[y * stride:y * stride + width * 4]
            row_b = bytes_b[y * stride:y * stride + width * 4]
            if row_a == row_b:
                continue
            for x in range(width):
                pa, pb = row_a[x * 4:x * 4 + 4], row_b[x * 4:x * 4 + 4]
                if pa != pb:
                    spots.append((x, y))
                    worst = max(worst, *(abs(i - j) for i, j in zip(pa, pb, strict=True)))
        box = ([min(x for x, _ in spots), min(y for _, y in spots),
                max(x for x, _ in spots), max(y for _, y in spots)] if spots else None)
        print(json.dumps({"image": first.name, "pixels": width * a.height(),
                          "differing": len(spots), "max_channel_difference": worst,
                          "box": box}))
        if spots:
            differing += 1
            if diffs:
                marked = a.copy()
                painter = QPainter(marked)
                painter.fillRect(marked.rect(), QColor(0, 0, 0, 170))
                painter.end()
                for x, y in spots:
                    marked.setPixelColor(x, y, QColor(255, 0, 0))
                diffs.mkdir(parents=True, exist_ok=True)
                marked.save(str(diffs / first.name))
    return 1 if differing else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    drawing = commands.add_parser("draw")
    drawing.add_argument("out", type=Path)
    comparing = commands.add_parser("compare")
    comparing.add_argument("before", type=Path)
    comparing.add_argument("after", type=Path)
    comparing.add_argument("--diffs", type=Path)
    args = parser.parse_args()
    if args.command == "draw":
        draw(args.out)
        return 0
    return compare(args.before, args.after, args.diffs)


if __name__ == "__main__":
    sys.exit(main())
