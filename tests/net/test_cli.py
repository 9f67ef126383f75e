"""The programs without a window (``python -m spite_gui.net host|join``) say what happened:
a table kept in a file is hosted again and kept in it as the game goes on, and a friend
who never reached the table says so in its last line as well as in its exit code."""

from __future__ import annotations

import json

import pytest

from spite_gui.net.client import UNREACHABLE

from .helpers import Harness, RawPeer, wait_for
from .programs import Program
from .relays import free_port

LOOPBACK = "127.0.0.1"


@pytest.fixture
def harness():
    harness = Harness()
    yield harness
    harness.close()


def _kept_table(harness, path) -> list[str]:
    """A table with a game under way (the host's seat to play), kept in ``path`` as the
    host program keeps it; returns the moves played so far."""
    table, port = harness.host(("person", "remote"), start_when_full=True, computers=False)
    RawPeer(harness, port).sit("Bob")
    wait_for(lambda: harness.run(lambda: table.host is not None), 10)
    snapshot = harness.run(table.snapshot)
    path.write_text(json.dumps({"table": snapshot, "codes": {}}), "utf-8")
    harness.run(lambda: table.close())
    return snapshot["game"]["moves"]


def test_a_table_hosted_again_from_its_file_is_kept_in_the_same_file(harness, tmp_path):
    saved = tmp_path / "table.json"
    before = _kept_table(harness, saved)
    host = Program("host", "--resume", str(saved), "--save", str(saved), "--bind", LOOPBACK,
                   "--port", "0", "--level", "easy", "--wait", "0.1")
    try:
        host.event("listening", timeout=30)
        # the host's computer plays its seat, one stands in for Bob, the file follows the game
        host.event("turn", timeout=30)
        wait_for(lambda: len(json.loads(saved.read_text("utf-8"))["table"]["game"]["moves"])
                 > len(before), 30, "the file to keep the moves played since")
    finally:
        host.stop()


def test_a_friend_who_never_reached_the_table_says_so_in_its_last_line():
    guest = Program("join", "--address", f"{LOOPBACK}:{free_port()}", "--name", "Bob",
                    "--timeout", "30")
    try:
        final = guest.event("final", timeout=30)
        assert guest.process.wait(10) == 1
        assert final["ok"] is False
        assert final["seat"] is None
        assert final["closed"].startswith(f"{UNREACHABLE}: ")
    finally:
        guest.stop()
