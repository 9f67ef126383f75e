"""A host asked to let a friend in reads the question and its buttons in their own
language (here from a catalogue made for the test with Qt's tools, under the context the
shipped catalogues keep them in)."""

from __future__ import annotations

import pytest

from spite_gui.net.protocol import CONNECTED
from tests.language.made import MadeCatalogues

from .helpers import LOOPBACK, box_button, click, host_table, join_by_address, message_box

GERMAN = {
    ("Friends", "Let In?"): "Hereinlassen?",
    ("Friends", "{name} wants to sit at seat {seat}."): "{name} möchte an Platz {seat} sitzen.",
    ("Friends", "&Let In"): "&Hereinlassen",
    ("Friends", "&Turn Away"): "&Abweisen",
}


@pytest.fixture
def german(qapp, tmp_path):
    catalogues = MadeCatalogues(qapp, tmp_path)
    catalogues(GERMAN)
    yield
    catalogues.remove()


def test_the_host_lets_a_friend_in_with_german_buttons(app_with, qtbot, qapp, german):
    host, bob = app_with(), app_with()
    _dialog, port = host_table(host, qtbot, seats=("remote",), let_in=True)
    join_by_address(bob, f"{LOOPBACK}:{port}", "Bob")
    qtbot.waitUntil(lambda: message_box(qapp, "Bob möchte an Platz 2 sitzen.") is not None,
                    timeout=15_000)
    box = message_box(qapp, "Bob möchte an Platz 2 sitzen.")
    assert box.windowTitle() == "Hereinlassen?"
    assert sorted(b.text() for b in box.buttons()) == ["&Abweisen", "&Hereinlassen"]
    click(box_button(box, "Hereinlassen"))
    hosting = host.friends.company.hosting
    qtbot.waitUntil(lambda: hosting.seats()[1].state == CONNECTED, timeout=15_000)
