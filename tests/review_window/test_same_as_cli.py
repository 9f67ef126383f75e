"""The window shows the review the command line prints, for the same saved game."""

from __future__ import annotations

import functools
import json
import subprocess
import sys

from spite_gui.play import Seating
from spite_gui.play.save_format import table_document
from spite_gui.review import review_game
from spite_gui.storage import write_save
from spite_gui.view.review_grades import grade_label, percent

from ..storage.other_copy import ROOT
from ..table.test_review_steps import table_at
from .standin import played_game

SAMPLES = 12  # a rough review: the same in both, and quick


def test_the_window_shows_the_same_review_as_the_command_line(open_review, qtbot, tmp_path):
    game = table_at(played_game(8), 14)
    path = write_save(tmp_path / "deal8.spite",
                      table_document(game, None, Seating.against_computers(2, "hard")))
    printed = subprocess.run(
        [sys.executable, "-m", "spite_gui.review", str(path), "--json", "--samples",
         str(SAMPLES)], cwd=ROOT, capture_output=True, text=True, timeout=600, check=True)
    cli = json.loads(printed.stdout)
    reviews = open_review.reviews
    reviews.analyse = functools.partial(review_game, samples=SAMPLES)
    reviews.ask_open_path = lambda _parent, _folder: str(path)
    review = reviews.review_saved_file()
    assert review is not None
    qtbot.waitUntil(lambda: review.review is not None, timeout=300000)
    panel = review.window.panel
    assert panel.accuracy.text() == f"{cli['accuracy']:.0f}"
    assert panel.chart.points == [(turn, chance) for turn, chance in cli["chances"]]
    assert panel.turns.count() == len(cli["turns"])
    for row, turn in enumerate(cli["turns"]):
        assert panel.turns.item(row).text() == (
            f"Turn {turn['turn']}  {grade_label(turn['grade'])}  "
            f"{percent(turn['before'])} → {percent(turn['after'])}")
    assert [button.description() for button in panel.costly] == [
        next(t["words"] for t in cli["turns"] if t["turn"] == turn) for turn in cli["costliest"]]
    for turn in cli["turns"]:
        review.go_to_turn(turn["turn"])
        assert turn["words"] in panel.details.toPlainText()
