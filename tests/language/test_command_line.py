"""``spite-and-malice --help`` in the player's language: the system's, or the one chosen
in Preferences. The catalogue here is made for the test with Qt's tools (and found where
the game finds its resources), under the context the shipped catalogues keep the texts in."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from spite_gui.command_line import ARGPARSE, CONTEXT, HELP, NOT_A_DEAL, OPTIONS, SEED, USAGE

from .made import LRELEASE, ts_text

ROOT = Path(__file__).resolve().parents[2]
WORDS = {
    "de": {USAGE: "Aufruf: ", OPTIONS: "Optionen", HELP: "diese Hilfe zeigen und beenden",
           SEED: "die Nummer des Spiels (0 bis {highest})",
           ARGPARSE["%(prog)s: error: %(message)s\n"]: "%(prog)s: Fehler: %(message)s\n",
           ARGPARSE["argument %(argument_name)s: %(message)s"]:
               "Option %(argument_name)s: %(message)s",
           ARGPARSE["invalid choice: %(value)r (choose from %(choices)s)"]:
               "ungültige Wahl: %(value)r (möglich sind %(choices)s)",
           ARGPARSE["unrecognized arguments: %s"]: "unbekannte Optionen: %s",
           NOT_A_DEAL: "{text} ist keine Spielnummer (eine ganze Zahl von 0 bis {highest})",
           # a slip: the placeholder lost, so the English is used
           ARGPARSE["expected one argument"]: "erwartet %s"},
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
    run = _run(tmp_path, resources, system, "--help")
    assert run.returncode == 0, run.stderr
    return run.stdout


def _run(tmp_path: Path, resources: Path, system: str,
         *options: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SPITE_GUI_RESOURCES": str(resources),
           "SPITE_GUI_HOME": str(tmp_path / "home"), "LANGUAGE": system,
           "LC_ALL": f"{system}_{system.upper()}.UTF-8", "LANG": f"{system}_{system.upper()}.UTF-8",
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    return subprocess.run([sys.executable, "-m", "spite_gui", *options], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_the_help_speaks_the_systems_language(tmp_path, resources):
    said = _help(tmp_path, resources, "de")
    assert said.startswith("Aufruf: spite-and-malice [-h]")
    assert "\nOptionen:\n" in said
    assert "diese Hilfe zeigen und beenden" in said
    assert "die Nummer des Spiels (0 bis 2.147.483.647)" in said  # as German writes it
    assert "join a friend's table" in said  # what the catalogue lacks stays English


def test_the_help_speaks_the_language_chosen_in_preferences(tmp_path, resources):
    home = tmp_path / "home"
    from spite_gui.storage import AppPaths, Settings, save_settings

    save_settings(AppPaths.under(home), Settings(language="fr"))
    said = _help(tmp_path, resources, "de")
    assert said.startswith("utilisation : spite-and-malice")
    assert "le numéro de la donne à jouer" in said


def test_the_command_lines_errors_speak_the_players_language(tmp_path, resources):
    """argparse's own words ("error:", "invalid choice", "unrecognized arguments") and the
    game's (a deal number) reach a German player in German, with the usage line."""
    run = _run(tmp_path, resources, "de", "--seed", "zwölf")
    assert run.returncode == 2
    assert run.stderr.startswith("Aufruf: spite-and-malice [-h]"), run.stderr
    assert run.stderr.endswith(
        "spite-and-malice: Fehler: Option --seed: 'zwölf' ist keine Spielnummer (eine ganze "
        "Zahl von 0 bis 2.147.483.647)\n"), run.stderr
    said = _run(tmp_path, resources, "de", "--players", "7").stderr
    assert "Fehler: Option --players: ungültige Wahl: 7 (möglich sind 2, 3, 4)" in said
    said = _run(tmp_path, resources, "de", "--wrong").stderr
    assert said.endswith("spite-and-malice: Fehler: unbekannte Optionen: --wrong\n"), said
    # a translation that lost its placeholder is not used: argparse's message still reads
    said = _run(tmp_path, resources, "de", "--join").stderr
    assert said.endswith("Fehler: Option --join: expected one argument\n"), said


def test_an_english_player_reads_the_games_words_not_argparses(tmp_path, resources):
    said = _run(tmp_path, resources, "en", "--players", "two").stderr
    assert said.endswith("error: argument --players: not a whole number: 'two'\n"), said
    said = _run(tmp_path, resources, "en", "--seed", "-1").stderr
    assert "(a whole number from 0 to 2,147,483,647)" in said
