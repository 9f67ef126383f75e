"""Help → About."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from .. import __version__

translate = QCoreApplication.translate


def about_text() -> str:
    """The About box's words, in the player's language."""
    return ("<h3>Spite and Malice</h3><p>"
            + translate("About", "Version {version}").format(version=__version__)
            + "</p><p>"
            + translate("About", "The competitive patience card game for two to four "
                        "players: be the first to empty your payoff pile by building the "
                        "centre stacks from Ace to Queen.")
            + "</p><p>"
            + translate("About", "Written in Python with Qt. The card art is the "
                        "project's own.")
            + "</p>")


def show_about(parent: QWidget | None) -> None:
    """Show the About box."""
    QMessageBox.about(parent, translate("About", "About Spite and Malice"), about_text())
