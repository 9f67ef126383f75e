"""Help → How to Play as a document a screen reader walks: its headings to jump by, a
caret in the text, and no table whose cells a reader runs together."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest

from spite_gui.dialogs.help import HelpDialog, headings, help_html


def test_the_help_has_a_contents_of_its_headings_that_puts_the_caret_on_one(qtbot):
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    found = headings(help_html())
    assert dialog.contents.count() == len(found) > 10
    keys = next(i for i, (_level, words) in enumerate(found)
                if words == "Playing with the keyboard and screen readers")
    dialog.contents.setFocus()
    dialog.contents.setCurrentRow(keys)
    QTest.keyClick(dialog.contents, Qt.Key.Key_Return)
    qtbot.waitUntil(dialog.browser.hasFocus)
    cursor = dialog.browser.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
    assert cursor.selectedText() == "Playing with the keyboard and screen readers"


def test_the_arrow_keys_move_a_caret_through_the_text(qtbot):
    """The help had no caret: a reader's arrows said nothing."""
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.browser.setFocus()
    qtbot.waitUntil(dialog.browser.hasFocus)
    start = dialog.browser.textCursor().position()
    QTest.keyClick(dialog.browser, Qt.Key.Key_Down)
    QTest.keyClick(dialog.browser, Qt.Key.Key_Down)
    assert dialog.browser.textCursor().position() > start


def test_no_table_is_left_for_a_reader_to_run_together():
    """The key tables were read as one run of cells joined by U+FDD0 characters."""
    html = help_html()
    assert "<table" not in html.lower()
