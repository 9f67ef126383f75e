"""The game in another language: the translators installed for one test, then removed."""

from __future__ import annotations

import pytest

from spite_gui.language import TRANSLATORS
from spite_gui.table.words import set_translator
from spite_gui.view.wording import qt_translate

from ..controller.persist_helpers import Launcher
from .made import MadeCatalogues


@pytest.fixture
def speak(qapp):
    """``speak("de")`` installs the game's and Qt's German for this test (back to the words in
    the code after it)."""

    def install(language: str) -> str:
        return TRANSLATORS.install(qapp, language)

    yield install
    TRANSLATORS.install(qapp, "en")


@pytest.fixture
def made(qapp, tmp_path):
    """``made({(context, source): translation})`` installs a catalogue of those entries,
    compiled for this test with Qt's lrelease; the table's sentences ask Qt's translators
    too. Everything is back as it was after the test."""
    catalogues = MadeCatalogues(qapp, tmp_path)
    usual = set_translator(qt_translate)
    yield catalogues
    set_translator(usual)
    catalogues.remove()


@pytest.fixture
def launch(qtbot, qapp):
    """Starts the app against the test's private home (see the controller tests)."""
    launcher = Launcher(qtbot)
    yield launcher
    launcher.close_all()
