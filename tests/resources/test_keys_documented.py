"""The README and the help list every key: each menu command's and each key of play on the
table, in their "Playing with the keyboard and screen readers" sections."""

from __future__ import annotations

import pathlib
import re

import pytest
from PySide6.QtGui import QKeySequence

from spite_gui.view.menus import every_command, shortcuts

ROOT = pathlib.Path(__file__).resolve().parents[2]
HEADING = "Playing with the keyboard and screen readers"
TABLE_KEYS = ("Left", "Right", "Up", "Down", "Space", "Enter", "1, 2, 3, 4", "Esc", "P", "Tab")


def _section(text: str, end: str) -> str:
    found = re.search(re.escape(HEADING) + "(.*?)" + end, text, re.S)
    assert found, f"no {HEADING!r} section"
    return found[1]


def _sections() -> dict[str, str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    help_page = (ROOT / "resources" / "help" / "how_to_play.html").read_text(encoding="utf-8")
    return {"README": _section(readme, r"\n## "), "help": _section(help_page, "<h3>")}


def _listed(key: str, section: str) -> bool:
    """``key`` is named in ``section`` as a key of its own ("H", not the h of "Hint")."""
    return re.search(r"(?<![\w+])" + re.escape(key) + r"(?!\w)", section) is not None


@pytest.mark.parametrize("where", ["README", "help"])
def test_every_key_is_listed(qapp, where):
    section = _sections()[where]
    missing = [key for key in TABLE_KEYS if not _listed(key, section)]
    for command in every_command():
        keys = [key.toString(QKeySequence.SequenceFormat.PortableText)
                for key in shortcuts(command.keys)]
        if not any(_listed(key, section) for key in keys):
            missing.append(f"{keys[0]} ({command.key})")
    assert not missing, f"{where} does not list {missing}"
