"""Fixtures for the game review's window."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from spite_gui.controller.reviews import GameReviews
from spite_gui.play import Seating
from spite_gui.play.finished_table import ReviewedTable


class Opener:
    """Opens reviews under a window of the test's, with the analysis the test gives."""

    def __init__(self, qtbot) -> None:
        self.qtbot = qtbot
        self.parent = QWidget()
        qtbot.addWidget(self.parent)
        self.told: list[str] = []
        self.reviews = GameReviews(self.parent, None, self.told.append)

    def __call__(self, game, analyse, seat: int = 0, seating: Seating | None = None):
        self.reviews.analyse = analyse
        seating = seating or Seating.against_computers(game.players, "hard")
        review = self.reviews.open(ReviewedTable(game, seating), seat)
        self.qtbot.waitExposed(review.window)
        return review

    def close(self) -> None:
        self.reviews.close()


@pytest.fixture
def open_review(qtbot, qapp):
    opener = Opener(qtbot)
    yield opener
    opener.close()
