"""The dialog at the end of a game: who won, why, the scores, "New game" and the hidden cards."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
)


class GameOverDialog(QDialog):
    """Shows an outcome; :attr:`new_game_requested` when the player asks for another game.

    ``totals`` are what the game adds to, and ``totals_title`` says what that is (the
    match, or every single game this session).

    Open it with ``open()``: it is window-modal and never blocks in a nested loop.
    """

    new_game_requested = Signal()
    reveal_requested = Signal()  # "Show Hidden Cards…": the fair-play check

    def __init__(self, headline: str, names: Sequence[str], scores: Sequence[int],
                 totals: Sequence[int], payoff_left: Sequence[int], parent=None,
                 totals_title: str = "Total") -> None:
        super().__init__(parent)
        self.setWindowTitle("Game Over")
        self.headline = QLabel(headline, self)
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.headline.setFont(font)
        grid = QGridLayout()
        for col, title in enumerate(("", "Payoff cards left", "This game", totals_title)):
            label = QLabel(f"<b>{title}</b>", self)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(label, 0, col)
        for row, name in enumerate(names, start=1):
            cells = (name, str(payoff_left[row - 1]), f"{scores[row - 1]:+d}", str(totals[row - 1]))
            for col, text in enumerate(cells):
                label = QLabel(text, self)
                if col:
                    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                grid.addWidget(label, row, col)
        buttons = QDialogButtonBox(self)
        self.new_button = QPushButton("&New Game", self)
        self.new_button.setDefault(True)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.reveal_button = QPushButton("Show &Hidden Cards…", self)
        self.reveal_button.setToolTip("Every card nobody could see: the stock, the other "
                                      "hands and the payoff piles")
        self.reveal_button.clicked.connect(self.reveal_requested)
        buttons.addButton(self.reveal_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self._new_game)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addSpacing(8)
        layout.addLayout(grid)
        self.note = QLabel(self)  # a word after the game (the deal checked, at a friend's)
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.hide()
        layout.addWidget(self.note)
        layout.addSpacing(8)
        layout.addWidget(buttons)

    def set_note(self, text: str) -> None:
        """Show ``text`` under the scores."""
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def _new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()
