"""Fixtures for the packaging checks: stand-in art so no real resources are needed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pkgtools import STANDIN_SVG


@pytest.fixture(scope="session")
def standin_svg(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("art") / "app.svg"
    path.write_text(STANDIN_SVG, encoding="utf-8")
    return path


@pytest.fixture(scope="session")
def standin_resources(tmp_path_factory) -> Path:
    """A ``resources/`` tree like the real one, with only the stand-in icon in it."""
    root = tmp_path_factory.mktemp("resources") / "resources"
    (root / "icons").mkdir(parents=True)
    (root / "cards").mkdir()
    (root / "icons" / "app.svg").write_text(STANDIN_SVG, encoding="utf-8")
    (root / "cards" / "README.txt").write_text("stand-in\n", encoding="utf-8")
    return root
