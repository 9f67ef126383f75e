"""Help → How to play: the rules, in the game's own words, from ``resources/help``."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from ..resources import resource_path
from ..view.screen_fit import fit_size

HELP_FILE = ("help", "how_to_play.html")


def help_html() -> str:
    """The help text (a short note if the file is missing)."""
    path = resource_path(*HELP_FILE)
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return "<p>The help text is missing from this installation.</p>"


class HelpDialog(QDialog):
    """A window with the rules; it does not block the game."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("How to Play Spite and Malice")
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.setHtml(help_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(fit_size(self, QSize(640, 720)))  # the text scrolls on a small screen
