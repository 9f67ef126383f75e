"""A host asked to let a friend in reads the question and its buttons in their own
language (here from a catalogue made for the test with Qt's tools, under the context the
shipped catalogues keep them in); the friend reads the host's answer, and the host's
goodbye, in theirs: the network carries a code, never the host's sentence."""

from __future__ import annotations

import pytest

from spite_gui.net.protocol import CONNECTED
from tests.language.made import MadeCatalogues

from .helpers import (
    LOOPBACK,
    box_button,
    click,
    host_table,
    join_by_address,
    message_box,
    table_pin,
)

GERMAN = {
    ("Friends", "Let In?"): "Hereinlassen?",
    ("Friends", "{name} wants to sit at seat {seat}."): "{name} möchte an Platz {seat} sitzen.",
    ("Friends", "&Let In"): "&Hereinlassen",
    ("Friends", "&Turn Away"): "&Abweisen",
    ("Friends", "{host} did not let you in."): "{host} hat Sie nicht hereingelassen.",
    ("Friends", "{host} closed the table."): "{host} hat den Tisch geschlossen.",
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


def test_a_friend_turned_away_reads_why_in_german(app_with, qtbot, qapp, german):
    host, eve = app_with(), app_with()
    _dialog, port = host_table(host, qtbot, seats=("remote",), let_in=True)
    eve_dialog = join_by_address(eve, f"{LOOPBACK}:{port}", "Eve")
    qtbot.waitUntil(lambda: message_box(qapp, "Eve möchte an Platz 2 sitzen.") is not None,
                    timeout=15_000)
    click(box_button(message_box(qapp, "Eve möchte an Platz 2 sitzen."), "Abweisen"))
    qtbot.waitUntil(lambda: not eve_dialog.joining, timeout=15_000)
    assert "Anna hat Sie nicht hereingelassen." in eve_dialog.status_label.text()


def test_a_friend_reads_the_hosts_close_in_german(app_with, qtbot, german):
    host, bob = app_with(), app_with()
    _dialog, port = host_table(host, qtbot, seats=("remote",))
    join_by_address(bob, f"{LOOPBACK}:{port}", pin=table_pin(host))
    qtbot.waitUntil(lambda: bob.table.view is not None and host.table.view is not None,
                    timeout=15_000)
    host.friends.company.leave()
    qtbot.waitUntil(lambda: any("Anna hat den Tisch geschlossen" in text
                                for text in bob.notices.open_texts()), timeout=15_000)
