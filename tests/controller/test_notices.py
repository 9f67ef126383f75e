"""Messages quote what files hold: always as plain text, and never a screenful."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from spite_gui.controller.notices import Notices
from spite_gui.play import Seating
from spite_gui.storage.text import MESSAGE_LIMIT

from .persist_helpers import DEAL, Launcher, settle, write_raw

HOSTILE = "<img src='x.png'><h1>You won!</h1>"


@pytest.fixture
def notices(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    return Notices(parent)


def labels(box: QMessageBox) -> list[QLabel]:
    return [label for label in box.findChildren(QLabel) if label.text()]


def test_a_box_shows_markup_as_the_characters_it_is(notices):
    box = notices.tell(f"Your rules {HOSTILE} could not be used.", details=HOSTILE)
    assert box.text() == f"Your rules {HOSTILE} could not be used."
    assert box.informativeText() == HOSTILE
    assert {label.textFormat() for label in labels(box)} == {Qt.TextFormat.PlainText}


def test_a_megabyte_of_text_makes_a_short_box(notices):
    box = notices.tell("The preset " + "Quick" * 200_000 + " does not exist.",
                       details="x" * 1_000_000)
    assert len(box.text()) <= MESSAGE_LIMIT and len(box.informativeText()) <= MESSAGE_LIMIT
    assert box.text().startswith("The preset Quick") and box.text().endswith("does not exist.")
    assert notices.shown == [box.text()]


@pytest.fixture
def launch(qtbot, qapp):
    launcher = Launcher(qtbot)
    yield launcher
    launcher.close_all()


def test_markup_in_a_rule_name_in_a_save_is_shown_as_text(launch, qtbot, tmp_path):
    from spite_gui.engine import Game, Rules
    from spite_gui.play.save_format import table_document

    document = table_document(Game.new(Rules.preset("Classic"), 2, 5), None,

                              Seating.against_computers(2, "easy"))
    document["game"]["rules"][HOSTILE] = True
    picked = tmp_path / "prize.spite"
    write_raw(picked, {"format": "spite-and-malice/save", "version": 1, "game": document})
    app = launch(seed=DEAL)
    settle(qtbot, app)
    app.saved_games.ask_open_path = lambda parent, folder: str(picked)
    app.window.commands["open"].trigger()
    box = app.notices.boxes[-1]
    assert HOSTILE in box.text()
    assert {label.textFormat() for label in labels(box)} == {Qt.TextFormat.PlainText}
    assert json.loads(picked.read_text())["game"] == document  # left as it is
