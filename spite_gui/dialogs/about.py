"""Help → About."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from .. import __version__

ABOUT_TEXT = (
    "<h3>Spite and Malice</h3>"
    f"<p>Version {__version__}</p>"
    "<p>The competitive patience card game for two to four players: be the first to "
    "empty your payoff pile by building the centre stacks from Ace to Queen.</p>"
    "<p>Written in Python with Qt. The card art is the project's own.</p>"
)


def show_about(parent) -> None:
    """Show the About box."""
    QMessageBox.about(parent, "About Spite and Malice", ABOUT_TEXT)
