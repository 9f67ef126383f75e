"""Speaking straight to speech-dispatcher (Preferences → Speech → Speech Dispatcher): the
game's own connection to the real speech service, whose voice here writes what it says
to a file (tests/e2e/orca_session.py)."""

from __future__ import annotations

import pytest

from spite_gui.view.speech_service import SpeechService
from spite_gui.view.voice import SPEECH_SERVICE, Voice
from tests.e2e.orca_session import captured_speech, needs_speech


@pytest.fixture
def speech(tmp_path, monkeypatch):
    why = needs_speech()
    if why:
        pytest.skip(why)
    import os

    with captured_speech(tmp_path, dict(os.environ)) as (env, spoken):
        monkeypatch.setenv("SPEECHD_ADDRESS", env["SPEECHD_ADDRESS"])
        yield spoken


def test_the_speech_service_says_each_message_in_turn(qtbot, speech):
    service = SpeechService()
    for text in ("Computer played 4, 5 and 6 on centre stack 2.", ".5 left", "Your turn."):
        service.speak(text)
    qtbot.waitUntil(lambda: len(speech.finished()) == 3, timeout=20000)
    assert speech.finished() == ["Computer played 4, 5 and 6 on centre stack 2.", ".5 left",
                                 "Your turn."]
    service.stop()


def test_the_voice_speaks_through_the_service_when_the_player_chooses_it(app, qtbot, speech):
    voice: Voice = app.voice
    voice.set_channel(SPEECH_SERVICE)
    voice.say("You played Ace of hearts from your hand to centre stack 1.")
    voice.say("Your turn.")  # the same moment: one message
    qtbot.waitUntil(lambda: bool(speech.finished()), timeout=20000)
    assert speech.finished() == [
        "You played Ace of hearts from your hand to centre stack 1. Your turn."]


def _nobody_answers(app, qtbot, monkeypatch, tmp_path) -> list[str]:
    """The player chooses the speech service where nothing answers (and there is no
    speech-dispatcher to start either): what the voice told the player."""
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'nobody.sock'}")
    monkeypatch.setenv("PATH", str(tmp_path))
    failed: list[str] = []
    voice: Voice = app.voice
    voice.service_failed.connect(failed.append)
    voice.set_channel(SPEECH_SERVICE)
    voice.say("Your turn.")
    qtbot.waitUntil(lambda: bool(failed), timeout=10000)
    return failed


def test_a_speech_service_nobody_answers_is_said_and_the_screen_reader_speaks(
        app, qtbot, monkeypatch, tmp_path):
    _nobody_answers(app, qtbot, monkeypatch, tmp_path)
    assert app.voice.channel != SPEECH_SERVICE  # back to the screen reader's way
    assert any("Speech Dispatcher could not be reached" in text  # and the player is told
               for text in app.notices.shown)


def test_a_german_player_is_told_in_german_and_the_systems_reason_goes_to_the_log(
        app, qtbot, qapp, monkeypatch, tmp_path, caplog):
    from spite_gui.view.voice import SERVICE_FAILED
    from tests.language.made import MadeCatalogues

    german = ("Speech Dispatcher ist nicht erreichbar: Das Spiel spricht stattdessen über "
              "Ihren Bildschirmleser.")
    catalogues = MadeCatalogues(qapp, tmp_path)
    catalogues({("Preferences", SERVICE_FAILED): german})
    try:
        failed = _nobody_answers(app, qtbot, monkeypatch, tmp_path)
        assert failed == [german]  # no English from the system in the player's sentence
        assert any("speech-dispatcher" in record.getMessage() for record in caplog.records)
    finally:
        catalogues.remove()
