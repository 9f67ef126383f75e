"""Fixtures for playing with friends through the real window."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _one_network_thread(twisted_net):
    """Every window of the test process uses the test session's network thread (which runs
    Twisted: a process has one reactor)."""
    from spite_gui.controller import network

    network.use_loop(twisted_net)
