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

MAX_VOICES = 8  # sounds playing at once; a ninth cuts the oldest short
LOUDEST, QUIETEST = 32767, -32768


class Mixer:
    """Adds up the voices playing now; see the module's docstring."""

    def __init__(self, sounds: Mapping[str, array[int]], rate: int) -> None:
        self.sounds = dict(sounds)
        self.rate = rate  # samples a second, of every sound
        self.volume = 1.0  # a gain from 0 to 1, read once per block
        self._requests: deque[str] = deque()
        self._voices: list[tuple[array[int], int]] = []  # a sound and how far it has played

    def request(self, name: str) -> None:
        """Start sound ``name`` at the next block (any thread; never waits). An unknown
        name plays nothing."""
        self._requests.append(name)

    @property
    def playing(self) -> int:
        """How many sounds are playing (as of the last block mixed)."""
        return len(self._voices)

    def mix(self, frames: int) -> array[int]:
        """The next ``frames`` samples or fewer (none once everything has played)."""
        voices = self._voices
        while self._requests:
            sound = self.sounds.get(self._requests.popleft())
            if sound is not None:
                voices.append((sound, 0))
        del voices[:-MAX_VOICES]
        if not voices:
            return array("h")
        gain = min(max(self.volume, 0.0), 1.0)
        total: list[int] = []
        still: list[tuple[array[int], int]] = []
        for sound, at in voices:
            chunk = sound[at:at + frames]
            if len(total) < len(chunk):
                total.extend([0] * (len(chunk) - len(total)))
            total[:len(chunk)] = map(operator.add, total[:len(chunk)], chunk)
            if at + frames < len(sound):
                still.append((sound, at + frames))
        self._voices = still
        if len(voices) == 1:  # one sound never clips
            return array("h", [int(s * gain) for s in total])
        return array("h", [min(LOUDEST, max(QUIETEST, int(s * gain))) for s in total])

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
