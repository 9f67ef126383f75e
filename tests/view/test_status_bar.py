"""The status bar shows every message whole: it wraps in a narrow window, one line in a wide one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

LONG = "Your turn: play to the centre, or end your turn by placing a hand card on a side stack."


def _bar_height_for(window, qtbot, width: int) -> int:
    window.resize(width, 600)
    label = window.message_label
    qtbot.waitUntil(lambda: window.width() == width
                    and label.height() >= label.heightForWidth(label.width()))
    return window.statusBar().height()


@pytest.mark.parametrize("width", [800, 640])
def test_a_long_message_wraps_whole_in_a_narrow_window(app, qtbot, width):
    window = app.window
    window.score_label.setText("Score: You 12 · West 7 · North 0 · East 31")
    window.set_deal(2**31 - 1)
    window.set_status(LONG)
    wide = _bar_height_for(window, qtbot, 1600)
    narrow = _bar_height_for(window, qtbot, width)
    label = window.message_label
    assert narrow > wide  # a second line, not a cut one
    assert label.text() == LONG
    # the whole bar, with the score and the deal number, is inside the window
    inside = QRect(0, 0, window.width(), window.height())
    for part in (window.statusBar(), label, window.score_label, window.deal_label):
        corner = part.mapTo(window, part.rect().topLeft())
        assert inside.contains(QRect(corner, part.size())), part.objectName()
    assert window.deal_label.width() >= window.deal_label.sizeHint().width()
    window.set_status("Computer is playing…")
    qtbot.wait(50)
    assert window.statusBar().height() == narrow  # the same bar: nothing above it jumps


def test_reading_the_whole_table_keeps_the_status_bar_and_the_table_still(app, qtbot):
    """T wrote the whole table into the status bar, which grew to four lines: the table
    shrank and jumped, then jumped back."""
    from spite_gui.table import speech

    window = app.window
    app.session.new_game(9)
    qtbot.waitUntil(lambda: app.table.my_turn and not app.table.settling, timeout=10000)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    qtbot.wait(50)
    bar, table = window.statusBar().height(), window.view.size()
    window.commands["read_table"].trigger()
    words = speech.table_words(app.table.view, app.table.names)
    label = window.message_label
    assert label.text() == words and label.toolTip() == words  # whole, on request
    assert label.accessibleName() == speech.spoken(words)  # whole for a screen reader
    qtbot.wait(50)
    assert window.statusBar().height() == bar and window.view.size() == table
