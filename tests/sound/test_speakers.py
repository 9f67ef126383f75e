"""The speakers: the device's own thread plays what it is asked without making the table
wait, and no device makes a silent game that says why once."""

from __future__ import annotations

import logging
import pathlib
import sys
import threading
import wave

import pytest

from spite_gui.sound import CUES, DeviceSpeaker, RecordingSpeaker
from spite_gui.sound.speakers import PLAYING, SILENT, read_sounds

SOUNDS = pathlib.Path(__file__).resolve().parents[2] / "resources" / "sounds"
# A sound system this platform does not have: miniaudio finds no device through it.
MISSING = "pulseaudio" if sys.platform == "win32" else "wasapi"


def test_the_null_backend_records_what_it_was_asked_to_play():
    speaker = RecordingSpeaker()
    speaker.set_volume(0.25)
    speaker.play("put-down")
    speaker.play("your-turn")
    assert speaker.played == ["put-down", "your-turn"] and speaker.gains == [0.25, 0.25]
    with pytest.raises(ValueError, match="no sound 'boing'"):
        speaker.play("boing")


def test_every_sound_is_read_and_a_damaged_one_is_left_out_with_a_reason(tmp_path):
    sounds, problems = read_sounds(SOUNDS)
    assert set(sounds) == set(CUES) and problems == []
    for name in CUES:
        (tmp_path / f"{name}.wav").write_bytes((SOUNDS / f"{name}.wav").read_bytes())
    (tmp_path / "chat.wav").write_bytes(b"RIFF not really")
    with wave.open(str(tmp_path / "win.wav"), "wb") as stereo:
        stereo.setnchannels(2)
        stereo.setsampwidth(2)
        stereo.setframerate(44100)
        stereo.writeframes(b"\0" * 400)
    (tmp_path / "lose.wav").unlink()
    sounds, problems = read_sounds(tmp_path)
    assert set(CUES) - set(sounds) == {"chat", "win", "lose"}
    assert len(problems) == 3 and any("win.wav is not mono" in p for p in problems)


def test_the_device_plays_on_miniaudios_own_thread_and_the_caller_never_waits():
    """miniaudio's null device (a real device stream without a sound card) pulls the mix on
    its own thread; play() only queues."""
    speaker = DeviceSpeaker(SOUNDS, backends=["null"])
    try:
        speaker.start()
        assert speaker.ready.wait(10) and speaker.state == PLAYING
        mixer = speaker._mixer
        pulled: list[str] = []
        mix = mixer.mix

        def watched(frames):
            pulled.append(threading.current_thread().name)
            return mix(frames)

        mixer.mix = watched
        speaker.play("win")
        assert mixer._requests  # queued: nothing was mixed on the caller's thread
        deadline = threading.Event()
        for _ in range(200):
            if mixer.playing or (pulled and not mixer._requests):
                break
            deadline.wait(0.01)
        assert pulled and threading.main_thread().name not in pulled
        assert not mixer._requests, "the device's thread took the sound"
    finally:
        speaker.close()


def test_a_sound_asked_for_while_the_device_opens_plays_once_it_is_open():
    """Preferences' Try with the sound off until then: the device opens at the click, and
    the sample is heard, not lost."""
    speaker = DeviceSpeaker(SOUNDS, backends=["null"])
    try:
        speaker.start()
        speaker.play("your-turn", 0.5)  # before the device is open
        assert speaker.ready.wait(10) and speaker.state == PLAYING
        mixer = speaker._mixer
        assert mixer._requests or mixer.playing, "the sample was dropped"
    finally:
        speaker.close()


def test_without_an_audio_device_the_game_goes_silent_and_says_so_once(caplog):
    caplog.set_level(logging.INFO, logger="spite_gui")
    speaker = DeviceSpeaker(SOUNDS, backends=[MISSING])
    speaker.start()
    assert speaker.ready.wait(10)
    assert speaker.state == SILENT
    assert speaker.problem is not None and "no audio device" in speaker.problem
    for name in CUES:
        speaker.play(name)  # nothing happens, nothing raises
    speaker.set_volume(0.5)
    speaker.pause()
    speaker.start()  # tried once: no second attempt, no second line in the log
    speaker.close()
    said = [r.getMessage() for r in caplog.records if "silent" in r.getMessage()]
    assert len(said) == 1 and said[0].startswith(speaker.problem)
