"""Synthesise the game's sounds as WAV files.

Every sound is made here from sine waves and filtered noise: there are no
recordings, and the output is deterministic (fixed seeds, the standard library
only). Regenerate the committed sounds from the repository root with::

    python resources/make_sounds.py

which rewrites ``resources/sounds/*.wav``. Pass a folder to write them somewhere
else (the tests do this to check that the committed files match the script byte
for byte)::

    python resources/make_sounds.py /some/other/folder

A card game is played for hours, so every sound is short, soft and round: the card
sounds are brief taps and rustles of low-passed noise, the chimes are music-box
notes (a sine and a few soft harmonics that die away), nothing is louder than
-12 dBFS, and everything above about 7 kHz is filtered away. Each file is mono,
16-bit, 44.1 kHz PCM; the game mixes and scales them (:mod:`spite_gui.sound`).
"""

from __future__ import annotations

import math
import pathlib
import random
import struct
import sys
import wave
from collections.abc import Callable, Iterable

RATE = 44100
FADE_S = 0.025  # every sound ends in a fade (its last tenth, if shorter): no click at its end
TOP_HZ = 7000  # the softening low-pass over every sound

Samples = list[float]


# ---------------------------------------------------------------------------
# Building blocks
# ---------------------------------------------------------------------------


def silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def noise(seconds: float, seed: int) -> Samples:
    """White noise in -1..1 (the same every run: its own seed)."""
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def biquad(samples: Samples, kind: str, hz: float, q: float = 0.707) -> Samples:
    """A second-order filter of the Audio EQ Cookbook: "low", "high" or "band" pass."""
    w = 2 * math.pi * hz / RATE
    alpha = math.sin(w) / (2 * q)
    cos_w = math.cos(w)
    if kind == "low":
        b = ((1 - cos_w) / 2, 1 - cos_w, (1 - cos_w) / 2)
    elif kind == "high":
        b = ((1 + cos_w) / 2, -(1 + cos_w), (1 + cos_w) / 2)
    elif kind == "band":
        b = (alpha, 0.0, -alpha)
    else:
        raise ValueError(kind)
    a0, a1, a2 = 1 + alpha, -2 * cos_w, 1 - alpha
    b0, b1, b2 = (x / a0 for x in b)
    a1, a2 = a1 / a0, a2 / a0
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for x in samples:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def envelope(count: int, attack: float, decay: float) -> Samples:
    """A soft start over ``attack`` seconds (a half cosine), then an exponential fall with
    the time constant ``decay`` seconds."""
    rise = max(1, round(attack * RATE))
    out = []
    for i in range(count):
        t = i / RATE
        level = math.exp(-max(0.0, t - attack) / decay)
        if i < rise:
            level *= 0.5 - 0.5 * math.cos(math.pi * i / rise)
        out.append(level)
    return out


def shaped(samples: Samples, attack: float, decay: float) -> Samples:
    return [s * e for s, e in zip(samples, envelope(len(samples), attack, decay), strict=True)]


def mix(into: Samples, sound: Samples, at: float = 0.0, gain: float = 1.0) -> Samples:
    """Add ``sound`` into ``into`` from ``at`` seconds (growing it as needed)."""
    start = round(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, s in enumerate(sound):
        into[start + i] += s * gain
    return into


def note(hz: float, seconds: float, partials: Iterable[tuple[float, float, float]],
         attack: float = 0.004, glide: float = 0.0) -> Samples:
    """A pitched note: each partial (frequency ratio, level, decay in seconds) is a sine
    that dies away on its own; ``glide`` bends the pitch by that many octaves over the
    first tenth of a second (a soft "bloop" instead of a beep)."""
    count = round(seconds * RATE)
    out = [0.0] * count
    rise = max(1, round(attack * RATE))
    for ratio, level, decay in partials:
        phase = 0.0
        for i in range(count):
            t = i / RATE
            bend = 2 ** (glide * min(t / 0.1, 1.0)) if glide else 1.0
            phase += 2 * math.pi * hz * ratio * bend / RATE
            out[i] += level * math.sin(phase) * math.exp(-t / decay)
    for i in range(rise):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / rise)
    return out


# The timbres: (frequency ratio, level, decay seconds) of each partial.
def music_box(decay: float) -> list[tuple[float, float, float]]:
    """A small bell: the fundamental rings on, the upper partials fade quickly."""
    return [(1.0, 1.0, decay), (2.0, 0.22, decay * 0.45), (3.0, 0.06, decay * 0.25),
            (4.16, 0.035, decay * 0.12)]


def mellow(decay: float) -> list[tuple[float, float, float]]:
    """A soft, round tone (a felt-hammer piano rather than a bell)."""
    return [(1.0, 1.0, decay), (2.0, 0.18, decay * 0.5), (3.0, 0.05, decay * 0.3)]


def wood(decay: float) -> list[tuple[float, float, float]]:
    """A muted wooden knock: short, with a hollow upper partial."""
    return [(1.0, 1.0, decay), (3.93, 0.12, decay * 0.3)]


def hz_of(name: str) -> float:
    """The frequency of a note name such as "C5" or "Eb4" (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    letter, rest = name[0], name[1:]
    shift = 0
    while rest and rest[0] in "b#":
        shift += -1 if rest[0] == "b" else 1
        rest = rest[1:]
    semitones = steps[letter] + shift + 12 * (int(rest) - 4)
    return 440.0 * 2 ** (semitones / 12)


def rustle(seconds: float, seed: int, centre: float, q: float, attack: float,
           decay: float) -> Samples:
    """A burst of band-passed noise (its top rolled off): the brush of a card on cloth or
    on another card."""
    band = biquad(biquad(noise(seconds, seed), "band", centre, q), "low", centre * 1.5, 0.7)
    return shaped(band, attack, decay)


def tap(seconds: float, seed: int, bright: float, attack: float, decay: float) -> Samples:
    """A card laid down: low-passed noise with a soft thump under it."""
    body = shaped(biquad(noise(seconds, seed), "low", bright, 0.8), attack, decay)
    thump = note(150, seconds, [(1.0, 0.35, decay * 1.4)], attack=attack)
    return [a + b for a, b in zip(body, thump, strict=True)]


def finished(samples: Samples, peak_db: float) -> Samples:
    """Soften (low-pass, no rumble), bring the loudest sample to ``peak_db`` dBFS and fade
    the last few milliseconds out."""
    soft = biquad(biquad(samples, "low", TOP_HZ, 0.6), "high", 40, 0.7)
    fade = min(round(FADE_S * RATE), len(soft) // 10)
    for i in range(fade):
        soft[len(soft) - fade + i] *= 0.5 + 0.5 * math.cos(math.pi * (i + 1) / fade)
    peak = max(abs(s) for s in soft) or 1.0
    target = 10 ** (peak_db / 20)
    return [s * target / peak for s in soft]


# ---------------------------------------------------------------------------
# The sounds
# ---------------------------------------------------------------------------


def pick_up() -> Samples:
    """A card slides up off its pile: a short, light rustle rising in brightness."""
    low = rustle(0.11, 11, 1700, 0.9, 0.006, 0.015)
    high = rustle(0.11, 12, 2900, 1.2, 0.012, 0.012)
    return finished(mix(low, high, 0.004, 0.6), -18)


def put_down() -> Samples:
    """A card laid on the cloth: a soft tap."""
    return finished(tap(0.14, 21, 1700, 0.0015, 0.014), -16)


def flip() -> Samples:
    """A card turned over: two quick flicks, the second a little lower."""
    first = rustle(0.06, 31, 2200, 1.1, 0.002, 0.009)
    second = tap(0.12, 32, 1500, 0.002, 0.013)
    return finished(mix(first, second, 0.045), -18)


def deal() -> Samples:
    """Cards dealt round the table: six light flicks, evenly paced."""
    out = silence(0.1)
    for n in range(6):
        flick = tap(0.09, 40 + n, 2000 - 60 * n, 0.0015, 0.010)
        mix(out, flick, 0.072 * n, 1.0 - 0.07 * n)
    return finished(out, -18)


def shuffle() -> Samples:
    """The completed stacks shuffled back into the stock: a riffle, then the deck squared."""
    out = shaped(biquad(noise(0.62, 50), "band", 2200, 0.7), 0.18, 0.5)
    out = [s * 0.25 for s in out]
    rng = random.Random(51)
    at = 0.0
    gap = 0.028
    while at < 0.56:
        click = rustle(0.014, rng.randrange(10**6), 2600 + rng.uniform(-300, 300), 1.5,
                       0.0005, 0.0025)
        mix(out, click, at, rng.uniform(0.5, 0.8))
        at += gap
        gap = max(0.009, gap * 0.93)
    mix(out, tap(0.2, 52, 1200, 0.002, 0.02), 0.64, 1.4)
    return finished(out, -18)


def refused() -> Samples:
    """A card that can't go there: two soft wooden knocks, falling (never a buzzer)."""
    out = note(hz_of("G4"), 0.25, wood(0.045))
    mix(out, note(hz_of("Eb4"), 0.3, wood(0.055)), 0.095)
    return finished(out, -18)


def your_turn() -> Samples:
    """Your turn: two music-box notes, rising a fourth."""
    out = note(hz_of("G5"), 0.9, music_box(0.18))
    mix(out, note(hz_of("C6"), 1.05, music_box(0.22)), 0.14, 0.9)
    return finished(out, -14)


def stack_completed() -> Samples:
    """A centre stack completed: a quick rising arpeggio."""
    out: Samples = []
    for n, name in enumerate(("C5", "E5", "G5", "C6")):
        mix(out, note(hz_of(name), 0.55 + 0.15 * n, music_box(0.1 + 0.03 * n)), 0.065 * n,
            1.0 - 0.1 * n)
    return finished(out, -15)


def chat() -> Samples:
    """A line in Table Talk: a soft rising "bloop"."""
    return finished(note(hz_of("A5"), 0.3, mellow(0.05), attack=0.006, glide=0.5), -18)


def win() -> Samples:
    """A win: a bright major arpeggio that opens into its chord."""
    out: Samples = []
    for n, name in enumerate(("C5", "E5", "G5", "C6")):
        mix(out, note(hz_of(name), 0.5, music_box(0.1)), 0.11 * n, 0.8)
    for name, level in (("C5", 0.7), ("E5", 0.6), ("G5", 0.6), ("C6", 0.8)):
        mix(out, note(hz_of(name), 1.6, music_box(0.34), attack=0.01), 0.46, level)
    return finished(out, -12)


def lose() -> Samples:
    """A game lost: three mellow notes falling gently, no lament."""
    out: Samples = []
    for n, name in enumerate(("G4", "Eb4", "C4")):
        mix(out, note(hz_of(name), 1.2 if n == 2 else 0.8, mellow(0.17 + 0.05 * n),
                      attack=0.01), 0.2 * n, 1.0 - 0.1 * n)
    return finished(out, -15)


def lifted() -> Samples:
    """For players who can't see the table: a card is held (a quick rising pair of ticks)."""
    out = note(hz_of("E6"), 0.07, mellow(0.012))
    mix(out, note(hz_of("A6"), 0.09, mellow(0.014)), 0.032, 0.9)
    return finished(out, -20)


def edge() -> Samples:
    """For players who can't see the table: the end of a row (a low, soft bump)."""
    body = note(hz_of("G3"), 0.2, [(1.0, 1.0, 0.035), (2.0, 0.2, 0.015)], attack=0.003,
                glide=-0.35)
    return finished(mix(body, tap(0.06, 60, 900, 0.001, 0.008), 0.0, 0.5), -16)


#: file name (without .wav) -> how it is made; the names are the game's cue names.
SOUNDS: dict[str, Callable[[], Samples]] = {
    "pick-up": pick_up,
    "put-down": put_down,
    "flip": flip,
    "deal": deal,
    "shuffle": shuffle,
    "refused": refused,
    "your-turn": your_turn,
    "stack-completed": stack_completed,
    "chat": chat,
    "win": win,
    "lose": lose,
    "lifted": lifted,
    "edge": edge,
}


# ---------------------------------------------------------------------------
# Writing everything
# ---------------------------------------------------------------------------


def pcm(samples: Samples) -> bytes:
    """Little-endian signed 16-bit samples (rounded, clipped)."""
    return b"".join(struct.pack("<h", max(-32768, min(32767, round(s * 32767))))
                    for s in samples)


def write_wav(path: pathlib.Path, samples: Samples) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm(samples))


def write_all(out_dir: pathlib.Path) -> list[pathlib.Path]:
    folder = out_dir / "sounds"
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        target = folder / f"{name}.wav"
        write_wav(target, make())
        written.append(target)
    return written


def main(argv: list[str]) -> int:
    out_dir = pathlib.Path(argv[1]) if len(argv) > 1 else pathlib.Path(__file__).parent
    written = write_all(out_dir)
    print(f"wrote {len(written)} sounds under {out_dir / 'sounds'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
