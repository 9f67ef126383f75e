"""The game's sentences go through Qt's translator: a translation made with Qt's own
tools (a .ts file from the wording layer's catalogue, lrelease, a QTranslator) words
a refusal and a plural in its language, and what it does not know stays English."""

from __future__ import annotations

import pathlib
import shutil
import subprocess
import sys

import pytest
from PySide6.QtCore import QTranslator

from spite_gui.engine import Card, Illegal, Refusal
from spite_gui.table import company
from spite_gui.table.refusals import refusal_words
from spite_gui.table.ts_source import ts_source
from spite_gui.table.words import catalogue, set_translator
from spite_gui.view.wording import qt_translate

#: Qt's lrelease, which PySide6 brings beside the Python it is installed for.
LRELEASE = shutil.which("pyside6-lrelease", path=str(pathlib.Path(sys.executable).parent)) \
    or "pyside6-lrelease"


@pytest.fixture
def german(qapp, tmp_path):
    known = {("Refusals", "Wait for your turn."): "Warte, bis du dran bist.",
             ("Friends", "{count} seconds"): ["{count} Sekunde", "{count} Sekunden"]}
    source = tmp_path / "spite_de.ts"
    source.write_text(ts_source("de", catalogue(), known), "utf-8")
    subprocess.run([LRELEASE, str(source), "-qm", str(tmp_path / "spite_de.qm")], check=True,
                   capture_output=True)
    translator = QTranslator(qapp)  # the application owns it; removed and freed below
    assert translator.load(str(tmp_path / "spite_de.qm"))
    qapp.installTranslator(translator)
    usual = set_translator(qt_translate)
    yield
    set_translator(usual)  # the application's, as the other tests have it
    qapp.removeTranslator(translator)
    translator.deleteLater()


def test_a_translation_made_with_qts_tools_words_the_game(german):
    assert refusal_words(Refusal(Illegal.NOT_YOUR_TURN)) == "Warte, bis du dran bist."
    assert company.wait_words(1) == "1 Sekunde"
    assert company.wait_words(45) == "45 Sekunden"
    assert refusal_words(Refusal(Illegal.WRONG_RANK, Card(8, "H"), rank=2)) == \
        "An 8 can't go on a 2: that stack needs a 3."  # not translated: the English


def test_with_no_translation_installed_the_game_speaks_english(qapp):
    usual = set_translator(qt_translate)
    try:
        assert refusal_words(Refusal(Illegal.NOT_YOUR_TURN)) == "Wait for your turn."
        assert company.wait_words(1) == "1 second" and company.wait_words(2) == "2 seconds"
    finally:
        set_translator(usual)
