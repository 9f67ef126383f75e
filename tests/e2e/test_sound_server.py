"""The sound reaches a real sound server: PulseAudio (Debian's package) runs with a null
sink, `parec` records what reaches it, and the game plays through miniaudio's PulseAudio
backend as it would on a desktop. What is recorded is the sound itself, at the volume set:
nothing lost, nothing added, the table never waiting for it."""

from __future__ import annotations

import os
import shutil
import subprocess
import wave
from array import array
from pathlib import Path

import pytest

from spite_gui.ai.simple import simple_factory
from spite_gui.root import build_app
from spite_gui.sound import DeviceSpeaker
from spite_gui.sound.speakers import PLAYING, RATE
from spite_gui.storage import Settings
from spite_gui.table.piles import PileKey
from tests.controller.helpers import ACE, card_grip, drag, opening, put
from tests.e2e.xsession import wait_for

SOUNDS = Path(__file__).resolve().parents[2] / "resources" / "sounds"
HAND, CENTRE = PileKey("hand", 0), PileKey("centre", -1, 0)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not (shutil.which("pulseaudio") and shutil.which("parec")),
                       reason="PulseAudio is not installed (apt-get install pulseaudio "
                              "pulseaudio-utils; .ci/run does)"),
]


def _samples(path: Path) -> array:
    with wave.open(str(path), "rb") as wav:
        samples = array("h")
        samples.frombytes(wav.readframes(wav.getnframes()))
    return samples


def _energy(samples) -> int:
    return sum(s * s for s in samples)


class Recording:
    """What reaches the sound server's null sink, recorded from its monitor."""

    def __init__(self, server: str, path: Path) -> None:
        self.path = path
        self.process = subprocess.Popen(
            ["parec", f"--server={server}", "--device=table.monitor", f"--rate={RATE}",
             "--channels=1", "--format=s16le", "--raw", str(path)],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        wait_for(lambda: path.exists(), 10, "the recording to start")

    def seconds(self) -> float:
        return self.path.stat().st_size / 2 / RATE

    def stop(self) -> array:
        self.process.terminate()
        self.process.wait(10)
        samples = array("h")
        samples.frombytes(self.path.read_bytes()[:self.path.stat().st_size // 2 * 2])
        return samples


@pytest.fixture
def sound_server(tmp_path, monkeypatch):
    """A PulseAudio of the test's own (its socket in the test's folder, no cookie, no
    D-Bus) with one null sink; the game's miniaudio finds it by ``PULSE_SERVER``."""
    runtime = tmp_path / "pulse"
    runtime.mkdir()
    socket = runtime / "native"
    env = {**os.environ, "XDG_RUNTIME_DIR": str(runtime), "HOME": str(tmp_path)}
    server = subprocess.Popen(
        ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
         f"--load=module-null-sink sink_name=table rate={RATE} channels=1",
         f"--load=module-native-protocol-unix socket={socket} auth-anonymous=1",
         "--log-target=stderr"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        wait_for(socket.exists, 20, "PulseAudio to start")
        address = f"unix:{socket}"
        monkeypatch.setenv("PULSE_SERVER", address)
        yield address
    finally:
        server.terminate()
        server.wait(10)


def test_the_chime_reaches_the_sound_server_whole_at_the_volume_set(sound_server, tmp_path):
    recording = Recording(sound_server, tmp_path / "heard.raw")
    speaker = DeviceSpeaker(SOUNDS, backends=["pulseaudio"])
    try:
        speaker.start()
        assert speaker.ready.wait(20) and speaker.state == PLAYING, speaker.problem
        speaker.set_volume(0.25)  # a volume of 50, as the slider's square makes it
        start = recording.seconds()
        speaker.play("your-turn")
        chime = _samples(SOUNDS / "your-turn.wav")
        wait_for(lambda: recording.seconds() > start + len(chime) / RATE + 0.5, 20,
                 "the chime to be played out")
    finally:
        speaker.close()
    heard = recording.stop()
    assert max(abs(s) for s in heard) == pytest.approx(max(abs(s) for s in chime) * 0.25,
                                                       abs=2)
    assert _energy(heard) == pytest.approx(_energy(chime) * 0.25 ** 2, rel=0.02)


def test_a_card_put_down_on_the_table_is_heard(sound_server, tmp_path, qtbot, qapp,
                                               no_message_boxes):
    """The whole game, its sound through the sound server: the player drags an Ace to the
    centre, and the pick-up and the put-down come out of the speakers, nothing more."""
    recording = Recording(sound_server, tmp_path / "heard.raw")
    speaker = DeviceSpeaker(SOUNDS, backends=["pulseaudio"])
    app = build_app(simple_factory, speed="fast", speaker=speaker)
    try:
        qtbot.addWidget(app.window)
        app.window.resize(1280, 800)
        app.window.show()
        qtbot.waitExposed(app.window)
        qtbot.waitUntil(speaker.ready.is_set, timeout=20_000)  # after the first paint
        assert speaker.state == PLAYING, speaker.problem
        app.settings.change(Settings(sound_volume=100))
        put(app, opening(), think=False)
        qtbot.waitUntil(lambda: app.table.my_turn and not app.table.busy)
        quiet = recording.seconds()
        ace = app.window.scene.pile(HAND).cards[ACE]
        drag(app.window.view, card_grip(ace),
             app.window.scene.pile(CENTRE).base_rect().center())
        qtbot.waitUntil(lambda: not app.table.settling)
        qtbot.waitUntil(lambda: recording.seconds() > quiet + 1.0, timeout=20_000)
    finally:
        app.shutdown()
    heard = recording.stop()
    expected = _energy(_samples(SOUNDS / "pick-up.wav")) + _energy(
        _samples(SOUNDS / "put-down.wav"))
    before = heard[:round(quiet * RATE)]
    assert _energy(before) == 0, "a sound before the player did anything"
    # the two sounds may overlap a little, so their energies add up only roughly
    assert _energy(heard) == pytest.approx(expected, rel=0.25)
