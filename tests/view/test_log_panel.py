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


def _rows(panel, row: int) -> int:
    """How many lines of text entry ``row`` takes on screen."""
    rect = panel.entries.visualRect(panel.entries.model().index(row, 0))
    return round(rect.height() / panel.entries.fontMetrics().lineSpacing())


@pytest.mark.parametrize("width", [185, 240, 400])
def test_every_line_is_shown_whole_however_narrow_the_panel(panel, qtbot, width):
    panel.show_lines(STORY)
    _set_width(panel, qtbot, 320)
    _set_width(panel, qtbot, width)  # narrower (or wider) after the lines were laid out
    entries = panel.entries
    room = entries.viewport().width()
    assert panel.lines() == [line.text for line in STORY]
    widths = [entries.visualRect(entries.model().index(i, 0)).width()
              for i in range(len(STORY))]
    assert max(widths) <= room, (widths, room)  # nothing runs past the edge
    assert _rows(panel, len(STORY) - 1) >= (3 if width < 300 else 2)  # the long line wraps


def test_the_newest_line_stays_in_view_when_the_panel_narrows(panel, qtbot):
    panel.show_lines(STORY * 12)
    bar = panel.entries.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    _set_width(panel, qtbot, 185)  # every line rewraps: the log grows taller
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    bar.setValue(0)  # the player scrolls back to read the start
    _set_width(panel, qtbot, 240)
    assert bar.value() == 0
    panel.add_line("You played A♥ from your hand to centre stack 1")  # something new: shown
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())


def test_lines_are_plain_text_and_a_long_game_keeps_its_last_lines(panel, monkeypatch):
    panel.add_line("<b>Deal</b> #1 &amp;", HEADING)
    assert panel.lines() == ["<b>Deal</b> #1 &amp;"]
    panel.clear()
    assert panel.lines() == []
    panel.max_lines = 50
    for number in range(60):
        panel.add_line(f"line {number}", MOVE)
    assert panel.lines() == [f"line {number}" for number in range(10, 60)]
    assert log_panel.MAX_LINES >= 2000


def test_a_screen_reader_steps_through_named_entries_in_words_and_hears_new_ones(
        panel, qtbot):
    """The log was one block of text with no name: a reader's arrows read wrapped screen
    lines, not entries, the cards as symbols, and nothing new was said."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtTest import QTest

    panel.show_lines(STORY)
    entries = panel.entries
    face = QAccessible.queryAccessibleInterface(entries)
    assert face.text(QAccessible.Text.Name) == "Game log"
    assert face.role() == QAccessible.Role.List
    entries.setFocus()
    qtbot.waitUntil(entries.hasFocus)
    entries.setCurrentRow(3)
    QTest.keyClick(entries, Qt.Key.Key_Down)  # one entry, however many lines it wraps to
    assert entries.currentRow() == 4
    item = face.child(4)
    assert item.text(QAccessible.Text.Name) == (
        "You drew 7 of diamonds, 9 of spades, 9 of clubs, 7 of diamonds and 6 of spades")
    QTest.keyClick(entries, Qt.Key.Key_End)
    panel.add_line("Computer played K♠ from its hand to centre stack 2", TURN)
    assert entries.currentRow() == len(STORY)  # at the newest: the new one is read out
    assert face.child(len(STORY)).text(QAccessible.Text.Name).endswith(
        "King of spades from its hand to centre stack 2")
    entries.setCurrentRow(0)  # reading back: left where the player is
    panel.add_line("Your turn", TURN)
    assert entries.currentRow() == 0
