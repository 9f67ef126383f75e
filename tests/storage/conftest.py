"""Every storage test runs against a private, empty home folder."""

from __future__ import annotations

import pytest

from spite_gui.storage.paths import AppPaths


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Point SPITE_GUI_HOME at this test's own folder."""
    monkeypatch.setenv("SPITE_GUI_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def paths() -> AppPaths:
    """The game's folders, inside the private home."""
    return AppPaths.default()
