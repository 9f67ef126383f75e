"""Fixtures shared by the network tests."""

from __future__ import annotations

import pytest

from spite_gui.net.runtime import NetLoop

from .relays import LocalRelays


@pytest.fixture(scope="session")
def local_relays(tmp_path_factory):
    """A mailbox server and a transit relay on loopback, for the whole session."""
    relays = LocalRelays(tmp_path_factory.mktemp("relays"))
    yield relays.relays
    relays.stop()


@pytest.fixture(scope="session")
def twisted_net():
    """The one network thread of this process that runs Twisted (a process has one reactor)."""
    net = NetLoop("network (Twisted)")
    net.use_twisted()
    yield net
    net.stop()
