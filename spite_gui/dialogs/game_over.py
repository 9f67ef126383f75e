"""The dialog at the end of a game: who won, why, the scores, "New game" and the hidden cards."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..table.speech import spoken
from ..translatable import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate
COLUMNS = (QT_TRANSLATE_NOOP("GameOver", "Player"),
           QT_TRANSLATE_NOOP("GameOver", "Payoff cards left"),
           QT_TRANSLATE_NOOP("GameOver", "This game"), QT_TRANSLATE_NOOP("GameOver", "Total"))


class GameOverDialog(QDialog):
    """Shows an outcome; :attr:`new_game_requested` when the player asks for another game.

    ``totals`` are what the game adds to, and ``totals_title`` says what that is (the
    match, or every single game this session).

    Open it with ``open()``: it is window-modal and never blocks in a nested loop.
    """

    new_game_requested = Signal()
    reveal_requested = Signal()  # "Show Hidden Cards…": the fair-play check
    review_requested = Signal()  # "Review This Game": the game turn by turn, and its grades

    def __init__(self, headline: str, names: Sequence[str], scores: Sequence[int],
                 totals: Sequence[int], payoff_left: Sequence[int],
                 parent: QWidget | None = None,
                 totals_title: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("GameOver", "Game Over"))
        self.headline = QLabel(headline, self)
        self.headline.setAccessibleName(spoken(headline))  # no "colon", "left paren" read
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.headline.setFont(font)
        # the scores as a table a screen reader walks cell by cell, with its headers
        self.scores = QTableWidget(len(names), len(COLUMNS), self)
        self.scores.setAccessibleName(translate("GameOver", "Scores"))
        self.scores.setHorizontalHeaderLabels(
            [translate("GameOver", title) for title in COLUMNS[:-1]]
            + [totals_title or translate("GameOver", COLUMNS[-1])])
        self.scores.verticalHeader().setVisible(False)
        self.scores.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.scores.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.scores.setShowGrid(False)
        self.scores.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.scores.setTabKeyNavigation(False)  # the arrows walk the cells; Tab goes on
        for row, name in enumerate(names):
            cells = (name, str(payoff_left[row]), f"{scores[row]:+d}", str(totals[row]))
            for col, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                if col:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.scores.setItem(row, col, cell)
        self.scores.resizeColumnsToContents()
        self.scores.horizontalHeader().setStretchLastSection(True)
        self.scores.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        buttons = self.buttons = QDialogButtonBox(self)
        self.new_button = QPushButton(translate("GameOver", "&New Game"), self)
        self.new_button.setDefault(True)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.reveal_button = QPushButton(translate("GameOver", "Show &Hidden Cards…"), self)
        self.reveal_button.setToolTip(translate(
            "GameOver", "Every card nobody could see: the stock, the other hands and the "
            "payoff piles"))
        self.reveal_button.clicked.connect(self.reveal_requested)
        buttons.addButton(self.reveal_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button = QPushButton(translate("GameOver", "&Review This Game"), self)
        self.review_button.setToolTip(translate(
            "GameOver", "Step through the game turn by turn and see how each of your turns "
            "compares with the Expert's"))
        self.review_button.clicked.connect(self._review)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self._new_game)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addSpacing(8)
        layout.addWidget(self.scores)
        self.note = QLabel(self)  # a word after the game (the deal checked, at a friend's)
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.hide()
        layout.addWidget(self.note)
        layout.addSpacing(8)
        layout.addWidget(buttons)
        # The box opens on New Game (Enter), the scores a Shift+Tab away: opened on the
        # table, a current Orca read the focused row at once and never said the box's title
        # or who won.
        self.new_button.setFocus()

    def set_note(self, text: str) -> None:
        """Show ``text`` under the scores."""
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def add_button(self, button: QPushButton) -> None:
        """One more thing to do with this game (a day's deal: "Copy Result"), beside
        the others; the box owns the button from now on."""
        button.setParent(self)
        self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)

    def _review(self) -> None:
        self.reject()  # the table behind is the game's last position while the review is open
        self.review_requested.emit()

    def _new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()
