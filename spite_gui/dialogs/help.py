"""Help → How to play: the rules, in the game's own words, from ``resources/help``.

A document a screen reader can walk: a list of its headings ("Contents") to jump by,
and the text itself with a caret, so the arrow keys read it line by line and word by
word. Choosing a heading puts the caret on it in the text. No table is left in the
text (a reader ran a table's cells together).
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QKeyEvent, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..language import TRANSLATORS
from ..resources import resource_path
from ..view.screen_fit import fit_size

HELP_FILE = ("help", "how_to_play.html")
_HEADING = re.compile(r"<h([2-4])>(.*?)</h\1>", re.S)


def help_path(language: str) -> Path:
    """The help page in ``language`` ("how_to_play.de.html"), or the English one."""
    folder, name = HELP_FILE
    translated = resource_path(folder, name.replace(".html", f".{language}.html"))
    return translated if translated.is_file() else resource_path(*HELP_FILE)


def help_html(language: str | None = None) -> str:
    """The help text in ``language`` (the game's language unless given; English where there
    is no page in it), or a short note if the file is missing."""
    try:
        return help_path(language or TRANSLATORS.language).read_text(encoding="utf-8")
    except OSError:
        return "<p>" + QCoreApplication.translate(
            "Help", "The help text is missing from this installation.") + "</p>"


def headings(html: str) -> list[tuple[int, str]]:
    """The headings of the help, in order: their level (2 to 4) and their words.

    >>> headings("<h2>Play</h2><p>x</p><h3>The <b>cards</b></h3>")
    [(2, 'Play'), (3, 'The cards')]
    """
    return [(int(level), " ".join(re.sub(r"<[^>]+>", "", words).split()))
            for level, words in _HEADING.findall(html)]


#: The help's section on game reviews, by its English heading (every language's help has
#: its sections in the same order).
REVIEW_SECTION = "Reviewing a game"


def section_row(english_heading: str) -> int | None:
    """Where the section headed ``english_heading`` in the English help sits in Contents."""
    rows = [row for row, (_level, words) in enumerate(headings(help_html("en")))
            if words == english_heading]
    return rows[0] if rows else None


class HelpDialog(QDialog):
    """A window with the rules; it does not block the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Help", "How to Play Spite and Malice"))
        html = help_html()
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName(QCoreApplication.translate("Help", "How to play"))
        self.browser.setOpenExternalLinks(True)
        # a caret: the arrow keys move through the text, and a screen reader reads it
        self.browser.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction
            | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.browser.setHtml(html)
        self.contents = QListWidget(self)
        self.contents.setAccessibleName(QCoreApplication.translate("Help", "Contents"))
        self._headings = headings(html)
        for level, words in self._headings:
            self.contents.addItem(("    " * max(0, level - 3)) + words)
            self.contents.item(self.contents.count() - 1).setData(
                Qt.ItemDataRole.AccessibleTextRole, words)
        self.contents.itemActivated.connect(lambda _item: self._go_to_heading())
        self.contents.installEventFilter(self)  # Enter: to the text, not the Close button
        self.contents.currentRowChanged.connect(lambda _row: self._go_to_heading(focus=False))
        self.contents.setMaximumWidth(220)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        row = QHBoxLayout()
        row.addWidget(self.contents)
        row.addWidget(self.browser, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.setTabOrder(self.contents, self.browser)
        self.resize(fit_size(self, QSize(860, 720)))  # the text scrolls on a small screen

    def show_section(self, english_heading: str) -> None:
        """Open at the section headed ``english_heading`` (in the player's language)."""
        row = section_row(english_heading)
        if row is not None and row < self.contents.count():
            self.contents.setCurrentRow(row)
            self._go_to_heading()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.contents and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self._go_to_heading()
            return True
        return super().eventFilter(watched, event)

    def _go_to_heading(self, focus: bool = True) -> None:
        """The caret to the heading chosen in Contents (and the keys to the text)."""
        row = self.contents.currentRow()
        if not 0 <= row < len(self._headings):
            return
        # the n-th time these words are a heading: find them from the top that many times
        words = self._headings[row][1]
        times = sum(1 for _level, other in self._headings[:row + 1] if other == words)
        document = self.browser.document()
        cursor = QTextCursor(document)
        for _ in range(times):
            cursor = document.find(words, cursor, QTextDocument.FindFlag.FindCaseSensitively)
        if cursor.isNull():
            return
        cursor.setPosition(cursor.selectionStart())
        self.browser.setTextCursor(cursor)
        self.browser.ensureCursorVisible()
        if focus:
            self.browser.setFocus()
