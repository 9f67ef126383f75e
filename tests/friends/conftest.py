"""Fixtures for playing with friends through the real window."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _one_network_thread(twisted_net):
    """Every window of the test process uses the test session's network thread (which runs
    Twisted: a process has one reactor)."""
    from spite_gui.controller import network

    network.use_loop(twisted_net)


@pytest.fixture
def launch(qtbot, qapp):
    """Starts the app against the test's private home, as often as the test likes (the
    host's computer, restarted)."""
    from tests.controller.persist_helpers import Launcher

    launcher = Launcher(qtbot)
    yield launcher
    launcher.close_all()


@pytest.fixture
def made(qapp, tmp_path):
    """``made({(context, source): translation})`` installs a catalogue of those entries,
    compiled for this test with Qt's lrelease (removed after the test)."""
    from tests.language.made import MadeCatalogues

    catalogues = MadeCatalogues(qapp, tmp_path)
    yield catalogues
    catalogues.remove()
