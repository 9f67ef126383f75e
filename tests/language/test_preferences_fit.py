"""Preferences on a small laptop's screen (1024×600) in every language the game speaks:
each page may scroll down, none sideways (the longer Spanish, French and German words
included)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_no_page_of_preferences_scrolls_sideways_at_1024_by_600(tmp_path):
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"windowFrameMargins": True, "screens": [
        {"name": "screen", "x": 0, "y": 0, "width": 1024, "height": 600,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    run = subprocess.run([sys.executable, "-m", "tests.language.preferences_probe",
                          "en", "de", "fr", "es"],
                         env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert set(report) == {"en", "de", "fr", "es"}
    for language, shown in report.items():
        assert shown["fits"], f"Preferences leave the screen in {language}"
        assert shown["sideways"] == {}, f"pages that scroll sideways in {language}"
