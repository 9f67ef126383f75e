"""Where the game's sounds go: the computer's audio device, or nowhere but a list.

A speaker is asked to :meth:`~Speaker.play` a sound by name and never makes its
caller wait:

- :class:`DeviceSpeaker` plays through the default audio device with miniaudio. Its
  own thread reads the sounds and opens the device (:meth:`~DeviceSpeaker.start`,
  after the table's first paint); miniaudio's thread then pulls the mixed sound
  (:class:`~.mixer.Mixer`). With no device (none there, no sound server, a broken
  driver) the game goes silent, and says why once in the log.
- :class:`RecordingSpeaker`, the null backend: it plays nothing and remembers what it
  was asked to play. The tests and every window made without a device use it.
"""

from __future__ import annotations

import logging
import queue
import sys
import threading
import time
import wave
from array import array
from collections import deque
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

from ..translatable import QT_TRANSLATE_NOOP
from .cues import CUES
from .mixer import Mixer

RATE = 44100  # samples a second, of every sound file and of the stream to the device
BLOCK_MS = 20  # the device asks for this much at a time (three blocks are buffered)
APP_NAME = "Spite and Malice"  # the name the desktop's sound settings show
WAITING_S = 0.5  # a sound asked for while the device opens plays if it opens this soon
MAX_WAITING = 4
OPEN, PAUSE, RESUME, CLOSE = "open", "pause", "resume", "close"
IDLE, OPENING, PLAYING, PAUSED, SILENT, CLOSED = (
    "idle", "opening", "playing", "paused", "silent", "closed")

log = logging.getLogger("spite_gui.sound")

# Why the game is silent, for the player (the log adds the sound system's own words);
# worded in the player's language where it is shown.
NO_DEVICE = QT_TRANSLATE_NOOP("Sound", "The game is silent: no audio device could be opened.")
NO_PLAYER = QT_TRANSLATE_NOOP("Sound", "The game is silent: its sound player (miniaudio) can't "
                                       "be loaded.")
DEVICE_FAILED = QT_TRANSLATE_NOOP("Sound", "The game is silent: the audio device stopped "
                                           "working.")


class Speaker(Protocol):
    """Plays the game's sounds (see the module's docstring)."""

    def start(self) -> None:
        """Get ready to play (at once; the work, if any, is done elsewhere)."""

    def play(self, name: str, gain: float | None = None) -> None:
        """Play sound ``name`` (one of :data:`~.cues.CUES`) now, over whatever plays, at
        ``gain`` (0 to 1; None: at the volume set)."""

    def set_volume(self, gain: float) -> None:
        """Play at ``gain`` (0 to 1) from now on."""

    def pause(self) -> None:
        """Stop playing (the sound is off): the device is let go of until :meth:`start`."""

    def close(self) -> None:
        """Stop for good (the window has closed)."""

    @property
    def problem(self) -> str | None:
        """Why nothing can be heard (no audio device …), or None."""


class SoundFileProblem(ValueError):
    """A sound file the game can't play: missing, damaged, or not mono 16-bit 44.1 kHz."""


def read_sound(path: Path) -> array[int]:
    """The samples of the WAV file at ``path`` (mono, 16-bit, :data:`RATE`)."""
    try:
        with wave.open(str(path), "rb") as wav:
            shape = (wav.getnchannels(), wav.getsampwidth(), wav.getframerate())
            if shape != (1, 2, RATE):
                raise SoundFileProblem(f"{path.name} is not mono 16-bit {RATE} Hz")
            data = wav.readframes(wav.getnframes())
    except (OSError, EOFError, wave.Error) as error:
        raise SoundFileProblem(f"{path.name} can't be read ({error})") from error
    samples = array("h")
    samples.frombytes(data[:len(data) // 2 * 2])
    if sys.byteorder == "big":  # WAV samples are little-endian
        samples.byteswap()
    return samples


def read_sounds(folder: Path) -> tuple[dict[str, array[int]], list[str]]:
    """Every sound of :data:`CUES` in ``folder``, and what was wrong with those left out."""
    sounds: dict[str, array[int]] = {}
    problems: list[str] = []
    for name in CUES:
        try:
            sounds[name] = read_sound(folder / f"{name}.wav")
        except SoundFileProblem as problem:
            problems.append(str(problem))
    return sounds, problems


class RecordingSpeaker:
    """The null backend: plays nothing, and keeps the names it was asked to play in
    :attr:`played` (in order) with the gain of each in :attr:`gains`."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self.gains: list[float] = []
        self.gain = 1.0
        self.started = False

    def start(self) -> None:
        self.started = True

    def play(self, name: str, gain: float | None = None) -> None:
        if name not in CUES:
            raise ValueError(f"There is no sound {name!r}.")
        self.played.append(name)
        self.gains.append(self.gain if gain is None else gain)

    def set_volume(self, gain: float) -> None:
        self.gain = gain

    def pause(self) -> None:
        self.started = False

    def close(self) -> None:
        self.started = False

    @property
    def problem(self) -> str | None:
        return None


class DeviceSpeaker:
    """Plays through the computer's default audio device (see the module's docstring).

    ``backends`` are miniaudio's names of the sound systems to try, in order ("wasapi",
    "pulseaudio", "alsa", "null" …); None tries the platform's usual ones.
    """

    def __init__(self, folder: Path, backends: Sequence[str] | None = None) -> None:
        self.folder = folder
        self.backends = list(backends) if backends else None
        self.state = IDLE
        self.ready = threading.Event()  # set once the device plays, or the game is silent
        self._problem: str | None = None
        self._gain = 1.0
        self._mixer: Mixer | None = None
        self._device: Any = None
        self._commands: queue.SimpleQueue[str] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        # asked for while the device opens: (when, name, gain)
        self._waiting: deque[tuple[float, str, float | None]] = deque(maxlen=MAX_WAITING)

    @property
    def problem(self) -> str | None:
        return self._problem

    def start(self) -> None:
        """Open the device on the speaker's thread (the first time), or play again after
        :meth:`pause`."""
        if self.state in (CLOSED, SILENT):
            return
        if self._thread is None:
            self.state = OPENING
            self._thread = threading.Thread(target=self._serve, name="sound", daemon=True)
            self._thread.start()
            self._commands.put(OPEN)
        else:
            self._commands.put(RESUME)

    def play(self, name: str, gain: float | None = None) -> None:
        mixer = self._mixer
        if mixer is not None and self.state == PLAYING:
            mixer.request(name, gain)
        elif self.state == OPENING:  # played as soon as the device is open, if still fresh
            self._waiting.append((time.monotonic(), name, gain))

    def set_volume(self, gain: float) -> None:
        self._gain = gain
        if self._mixer is not None:
            self._mixer.volume = gain

    def pause(self) -> None:
        if self._thread is not None and self.state not in (CLOSED, SILENT):
            self._commands.put(PAUSE)

    def close(self, wait_s: float = 2.0) -> None:
        """Let go of the device (waiting at most ``wait_s`` for the speaker's thread)."""
        thread = self._thread
        self.state = CLOSED
        if thread is not None:
            self._commands.put(CLOSE)
            thread.join(wait_s)

    # -- the speaker's thread ------------------------------------------------------------------
    def _serve(self) -> None:
        while True:
            command = self._commands.get()
            try:
                if command == CLOSE:
                    self._let_go()
                    return
                if command == OPEN:
                    self._open()
                elif command == PAUSE and self.state == PLAYING:
                    self._device.stop()
                    self.state = PAUSED
                elif command == RESUME and self.state == PAUSED:
                    self._device.start(self._stream())
                    self.state = PLAYING
            except Exception as error:  # whatever the driver says: silence
                self._go_silent(DEVICE_FAILED, f"{type(error).__name__}: {error}")
                return

    def _open(self) -> None:
        sounds, problems = read_sounds(self.folder)
        for problem in problems:
            log.warning("A sound is left out: %s.", problem)
        mixer = Mixer(sounds, RATE)
        mixer.volume = self._gain
        try:
            import miniaudio

            backends = [miniaudio.Backend[name.upper()] for name in self.backends or ()]
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
                buffersize_msec=BLOCK_MS, backends=backends or None, app_name=APP_NAME)
        except ImportError as error:
            self._go_silent(NO_PLAYER, f"miniaudio can't be loaded: {error}")
            return
        except KeyError as error:
            self._go_silent(NO_DEVICE, f"miniaudio has no sound system called {error}")
            return
        except miniaudio.MiniaudioError as error:
            self._go_silent(NO_DEVICE, "miniaudio: " + ", error ".join(map(str, error.args)))
            return
        self._mixer, self._device = mixer, device
        if self.state == CLOSED:  # closed while it opened
            self._let_go()
            return
        device.start(self._stream())
        self.state = PLAYING
        log.info("Sound plays through %s.", device.backend)
        self.ready.set()
        fresh = time.monotonic() - WAITING_S
        while self._waiting:
            asked, name, gain = self._waiting.popleft()
            if asked >= fresh:
                mixer.request(name, gain)

    def _stream(self) -> Any:
        assert self._mixer is not None
        stream = self._mixer.stream()
        next(stream)
        return stream

    def _go_silent(self, problem: str, detail: str) -> None:
        """No sound this time: say so once in the log (with the system's own words), and
        play nothing."""
        self._problem = problem
        log.warning("%s (%s)", problem, detail)
        self._let_go()
        if self.state != CLOSED:
            self.state = SILENT
        self.ready.set()

    def _let_go(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            device.close()
        self.ready.set()
