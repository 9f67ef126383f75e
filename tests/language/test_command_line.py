"""``spite-and-malice --help`` in the player's language: the system's, or the one chosen
in Preferences. The catalogue here is made for the test with Qt's tools (and found where
the game finds its resources), under the context the shipped catalogues keep the texts in."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from spite_gui.command_line import CONTEXT, HELP, OPTIONS, SEED, USAGE

from .made import LRELEASE, ts_text

ROOT = Path(__file__).resolve().parents[2]
WORDS = {
    "de": {USAGE: "Aufruf: ", OPTIONS: "Optionen", HELP: "diese Hilfe zeigen und beenden",
           SEED: "die Nummer des Spiels (0 bis {highest})"},
    "fr": {USAGE: "utilisation : ", OPTIONS: "options",
           SEED: "le numéro de la donne à jouer (0 à {highest})"},
}


@pytest.fixture
def resources(tmp_path):
    """A resources folder holding the made catalogues (and an empty card folder, which is
    how the game tells a resources folder)."""
    folder = tmp_path / "resources"
    (folder / "cards").mkdir(parents=True)
    (folder / "translations").mkdir()
    for language, words in WORDS.items():
        source = tmp_path / f"{language}.ts"
        source.write_text(ts_text(language, {(CONTEXT, k): v for k, v in words.items()}),
                          "utf-8")
        subprocess.run([LRELEASE, str(source), "-qm",
                        str(folder / "translations" / f"spite_{language}.qm")],
                       check=True, capture_output=True)
    return folder


def _help(tmp_path: Path, resources: Path, system: str) -> str:
    env = {**os.environ, "SPITE_GUI_RESOURCES": str(resources),
           "SPITE_GUI_HOME": str(tmp_path / "home"), "LANGUAGE": system,
           "LC_ALL": f"{system}_{system.upper()}.UTF-8", "LANG": f"{system}_{system.upper()}.UTF-8",
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    run = subprocess.run([sys.executable, "-m", "spite_gui", "--help"], env=env, cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    return run.stdout


def test_the_help_speaks_the_systems_language(tmp_path, resources):
    said = _help(tmp_path, resources, "de")
    assert said.startswith("Aufruf: spite-and-malice [-h]")
    assert "\nOptionen:\n" in said
    assert "diese Hilfe zeigen und beenden" in said
    assert "die Nummer des Spiels (0 bis 2,147,483,647)" in said
    assert "join a friend's table" in said  # what the catalogue lacks stays English


def test_the_help_speaks_the_language_chosen_in_preferences(tmp_path, resources):
    home = tmp_path / "home"
    from spite_gui.storage import AppPaths, Settings, save_settings

    save_settings(AppPaths.under(home), Settings(language="fr"))
    said = _help(tmp_path, resources, "de")
    assert said.startswith("utilisation : spite-and-malice")
    assert "le numéro de la donne à jouer" in said
