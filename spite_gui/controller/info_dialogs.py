"""The window's small dialogs about the game, beside its life: Help, About, the deal
number to deal, and the cards that stayed hidden in the game just over.

:class:`InfoDialogs` answers the menu commands that open them (the composition root
connects them) and the game-over box's "Show Hidden Cards"; the session it asks only
what is on the table. Each dialog is imported when first shown: a faster start.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject
from PySide6.QtWidgets import QWidget

from ..engine import MAX_DEAL_NUMBER
from ..table import notes
from .session import Session

if TYPE_CHECKING:
    from PySide6.QtWidgets import QInputDialog

    from ..dialogs.help import HelpDialog
    from ..dialogs.reveal import RevealDialog


class InfoDialogs(QObject):
    """Help, About, New Game with Deal Number and Show Hidden Cards, for one window
    (``parent``, which owns the dialogs)."""

    def __init__(self, parent: QWidget, session: Session) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.session = session
        self.help_dialog: HelpDialog | None = None
        self.deal_dialog: QInputDialog | None = None
        self.reveal_dialog: RevealDialog | None = None

    def ask_deal_number(self, then: Callable[[int], None]) -> None:
        """Ask for a deal number and hand it to ``then`` (the same number always deals the
        same cards)."""
        from PySide6.QtWidgets import QInputDialog

        dialog = self.deal_dialog
        if dialog is None:
            dialog = QInputDialog(self.parent_widget)
            dialog.setWindowTitle(
                QCoreApplication.translate("Session", "New Game with Deal Number"))
            dialog.setInputMode(QInputDialog.InputMode.IntInput)
            dialog.setIntRange(0, MAX_DEAL_NUMBER)
            dialog.setLabelText(
                QCoreApplication.translate(
                    "Session",
                    "Deal number (0 to {most}). The same number deals the same cards,\n"
                    "so you can replay a deal or share it.",
                ).format(most=QLocale().toString(MAX_DEAL_NUMBER))
            )
            dialog.intValueSelected.connect(lambda number: then(number))
            self.deal_dialog = dialog
        deal = self.session.table.deal
        dialog.setIntValue(deal if deal is not None else 1)
        dialog.open()

    def show_hidden_cards(self) -> None:
        """After a game: every card that stayed hidden, so the players can check the deal.
        The host releases the whole game once it is over."""
        from PySide6.QtWidgets import QApplication

        from ..dialogs.reveal import RevealDialog

        session = self.session
        finished = session.finished_game()
        if finished is None:
            session.table.say(notes.HIDDEN_UNTIL_CHECKED() if session.company
                              else notes.HIDDEN_UNTIL_OVER())
            return
        if self.reveal_dialog is not None:
            self.reveal_dialog.close()
        # on top of the game-over box when asked from there, else on the table
        parent = QApplication.activeModalWidget() or self.parent_widget
        dialog = self.reveal_dialog = RevealDialog(finished, session.names, parent)
        dialog.open()

    def show_about(self) -> None:
        from ..dialogs.about import show_about

        show_about(self.parent_widget)

    def show_help(self, section: str | None = None) -> None:
        """Help → Contents, open at ``section`` if one is named."""
        from ..dialogs.help import HelpDialog

        dialog = self.help_dialog
        if dialog is None:
            dialog = self.help_dialog = HelpDialog(self.parent_widget)
        dialog.show()
        dialog.raise_()
        if section is not None:
            dialog.show_section(section)
