"""The synthesised sounds: one for each name the game plays, short, soft, without clicks,
and in sync with their script."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import pytest

from spite_gui.sound.cues import CUES
from spite_gui.sound.speakers import RATE, read_sound

ROOT = pathlib.Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "resources" / "sounds"
SCRIPT = ROOT / "resources" / "make_sounds.py"
LOUDEST_DBFS = -12  # nothing in a game played for hours is louder than this
LONGEST_S = {"win": 2.5, "lose": 2.0, "your-turn": 1.5, "stack-completed": 1.5, "shuffle": 1.0}
SHORT_S = 0.5  # every card sound and cue is over in half a second


def _peak_dbfs(samples) -> float:
    import math

    return 20 * math.log10(max(abs(s) for s in samples) / 32768)


def test_every_sound_the_game_plays_is_there_and_nothing_else():
    assert sorted(p.stem for p in SOUNDS.glob("*")) == sorted(CUES)


@pytest.mark.parametrize("name", CUES)
def test_each_sound_is_short_and_soft_and_starts_and_ends_in_silence(name):
    samples = read_sound(SOUNDS / f"{name}.wav")
    seconds = len(samples) / RATE
    assert 0.05 < seconds <= LONGEST_S.get(name, SHORT_S)
    assert _peak_dbfs(samples) <= LOUDEST_DBFS + 0.1
    assert _peak_dbfs(samples) > -30, "a sound soft enough to be missed"
    assert abs(samples[0]) < 64 and abs(samples[-1]) < 64, "a click at its start or end"


def test_the_script_makes_exactly_the_committed_sounds(tmp_path):
    result = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path)], capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stderr
    made = sorted(str(p.relative_to(tmp_path)).replace(os.sep, "/")
                  for p in tmp_path.rglob("*") if p.is_file())
    assert made == sorted(f"sounds/{name}.wav" for name in CUES)
    for name in CUES:
        assert (tmp_path / "sounds" / f"{name}.wav").read_bytes() == (
            SOUNDS / f"{name}.wav").read_bytes(), (
            f"{name}.wav differs from the script's output: run python resources/make_sounds.py")
