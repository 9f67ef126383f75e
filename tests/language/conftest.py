"""The game in another language: the translators installed for one test, then removed."""

from __future__ import annotations

import pytest

from spite_gui.language import TRANSLATORS


@pytest.fixture
def speak(qapp):
    """``speak("de")`` installs the game's and Qt's German for this test (back to the words in
    the code after it)."""

    def install(language: str) -> str:
        return TRANSLATORS.install(qapp, language)

    yield install
    TRANSLATORS.install(qapp, "en")
