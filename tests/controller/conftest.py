"""Fixtures for the table tests."""

import pytest

from .persist_helpers import Launcher


@pytest.fixture
def launch(qtbot, qapp):
    """Starts the app against the test's private home, as often as the test likes."""
    launcher = Launcher(qtbot)
    yield launcher
    launcher.close_all()
