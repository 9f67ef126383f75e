"""Mixing the sounds that play at once into one stream, for the audio device's own thread.

The :class:`Mixer` holds every sound decoded (16-bit mono samples) and the voices
playing now. The GUI thread only asks for a sound (:meth:`Mixer.request`: an append
to a queue, which never waits); the device's thread calls :meth:`Mixer.mix` for each
block of samples it needs and gets the voices added up, scaled by the volume and
clipped. While nothing plays it gets nothing back, which the device plays as silence.

>>> from array import array
>>> mixer = Mixer({"tick": array("h", [1000, -1000, 500])}, rate=44100)
>>> mixer.volume = 1.0
>>> mixer.request("tick")
>>> list(mixer.mix(2)), list(mixer.mix(2)), list(mixer.mix(2))
([1000, -1000], [500], [])
"""

from __future__ import annotations

import operator
from array import array
from collections import deque
from collections.abc import Generator, Mapping
from typing import NamedTuple

MAX_VOICES = 8  # sounds playing at once; a ninth cuts the oldest short
LOUDEST, QUIETEST = 32767, -32768


class Voice(NamedTuple):
    """A sound playing: its samples, how far it has played, and its gain."""

    sound: array[int]
    at: int
    gain: float


class Mixer:
    """Adds up the voices playing now; see the module's docstring."""

    def __init__(self, sounds: Mapping[str, array[int]], rate: int) -> None:
        self.sounds = dict(sounds)
        self.rate = rate  # samples a second, of every sound
        self.volume = 1.0  # the gain (0 to 1) of a sound asked for without one of its own
        self._requests: deque[tuple[str, float | None]] = deque()
        self._voices: list[Voice] = []

    def request(self, name: str, gain: float | None = None) -> None:
        """Start sound ``name`` at the next block, at ``gain`` (0 to 1; None: at the
        volume then), from any thread, never waiting. An unknown name plays nothing."""
        self._requests.append((name, gain))

    @property
    def playing(self) -> int:
        """How many sounds are playing (as of the last block mixed)."""
        return len(self._voices)

    def mix(self, frames: int) -> array[int]:
        """The next ``frames`` samples or fewer (none once everything has played)."""
        voices = self._voices
        while self._requests:
            name, gain = self._requests.popleft()
            sound = self.sounds.get(name)
            if sound is not None:
                level = self.volume if gain is None else gain
                voices.append(Voice(sound, 0, min(max(level, 0.0), 1.0)))
        del voices[:-MAX_VOICES]
        if not voices:
            return array("h")
        total: list[float] = []
        for voice in voices:
            chunk = voice.sound[voice.at:voice.at + frames]
            if len(total) < len(chunk):
                total.extend([0.0] * (len(chunk) - len(total)))
            gain = voice.gain
            total[:len(chunk)] = map(operator.add, total[:len(chunk)],
                                     (s * gain for s in chunk))
        self._voices = [Voice(v.sound, v.at + frames, v.gain) for v in voices
                        if v.at + frames < len(v.sound)]
        if len(voices) == 1:  # one sound never clips
            return array("h", [int(s) for s in total])
        return array("h", [min(LOUDEST, max(QUIETEST, int(s))) for s in total])

    def stream(self) -> Generator[array[int] | bytes, int, None]:
        """The generator the audio device pulls its blocks from (started already): it is
        sent how many frames the device wants and yields them. It never raises: the
        device would stop for good."""
        frames = yield b""
        while True:
            try:
                block: array[int] | bytes = self.mix(frames)
            except Exception:  # the device's thread must go on
                self._voices = []  # what was playing or asked for is dropped, not stuck
                self._requests.clear()
                block = b""
            frames = yield block
