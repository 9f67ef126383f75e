"""The game log panel: every line whole, wrapped to the panel's width, the newest in view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow, QWidget

from spite_gui.view import log_panel
from spite_gui.view.log_lines import HEADING, MOVE, NOTE, TURN, LogLine
from spite_gui.view.log_panel import GameLogPanel

STORY = [
    LogLine("Deal #48213", HEADING),
    LogLine("New game: Computer plays first", TURN),
    LogLine("Computer placed Q♣ on side stack 1 and ended the turn"),
    LogLine("Your turn", TURN),
    LogLine("You drew 7♦, 9♠, 9♣, 7♦ and 6♠"),
    LogLine("Game resumed in round 4: West's turn.", NOTE),
    LogLine("West played the Joker as a Queen from their payoff pile to centre stack 4, "
            "which is complete and goes to the completed pile"),
]


@pytest.fixture
def panel(qtbot):
    window = QMainWindow()
    window.setCentralWidget(QWidget())
    qtbot.addWidget(window)
    window.resize(900, 500)
    panel = GameLogPanel(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
    window.show()
    qtbot.waitExposed(window)
    yield panel  # (the window lives as long as the test)


def _set_width(panel, qtbot, width: int) -> None:
    window = panel.parentWidget()
    window.resizeDocks([panel], [width], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: abs(panel.width() - width) <= 2)


def _shown_lines(panel) -> list[list[str]]:
    """Each line as the panel lays it out: the text of every row it takes, in order."""
    document = panel.text.document()
    document.documentLayout()  # laid out for the panel's current width
    rows = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        text = block.text()
        rows.append([text[layout.lineAt(i).textStart():
                          layout.lineAt(i).textStart() + layout.lineAt(i).textLength()]
                     for i in range(layout.lineCount())])
        block = block.next()
    return rows


@pytest.mark.parametrize("width", [185, 240, 400])
def test_every_line_is_shown_whole_however_narrow_the_panel(panel, qtbot, width):
    panel.show_lines(STORY)
    _set_width(panel, qtbot, 320)
    _set_width(panel, qtbot, width)  # narrower (or wider) after the lines were laid out
    room = panel.text.viewport().width()
    rows = _shown_lines(panel)
    assert ["".join(parts) for parts in rows] == [line.text for line in STORY]
    for line, parts in zip(STORY, rows, strict=True):
        assert not any(part.rstrip().endswith("…") for part in parts), line
    assert panel.text.document().size().width() <= room  # nothing runs past the edge
    longest = rows[-1]
    assert len(longest) >= (3 if width < 300 else 2)  # the long line wraps, as the others


def test_the_newest_line_stays_in_view_when_the_panel_narrows(panel, qtbot):
    panel.show_lines(STORY * 12)
    bar = panel.text.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert bar.value() == bar.maximum()
    _set_width(panel, qtbot, 185)  # every line rewraps: the log grows taller
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    bar.setValue(0)  # the player scrolls back to read the start
    _set_width(panel, qtbot, 240)
    assert bar.value() == 0
    panel.add_line("You played A♥ from your hand to centre stack 1")  # something new: shown
    assert bar.value() == bar.maximum()


def test_lines_are_plain_text_and_a_long_game_keeps_its_last_lines(panel, monkeypatch):
    panel.add_line("<b>Deal</b> #1 &amp;", HEADING)
    assert panel.lines() == ["<b>Deal</b> #1 &amp;"]
    panel.clear()
    assert panel.lines() == []
    panel.text.document().setMaximumBlockCount(50)
    for number in range(60):
        panel.add_line(f"line {number}", MOVE)
    assert panel.lines() == [f"line {number}" for number in range(10, 60)]
    assert log_panel.MAX_LINES >= 2000
