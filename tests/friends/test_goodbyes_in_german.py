"""A friend's program words the host's reasons for ending the conversation in its own
language: the network carries a code, never the host's sentence (here German, from a
catalogue made for the test with Qt's tools); a code it does not know is shown as it came."""

from __future__ import annotations

import pytest

from spite_gui.net.protocol import Goodbye
from spite_gui.table.company import goodbye_words
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
    ("Friends", "{host} did not let you in."): "{host} hat Sie nicht hereingelassen.",
    ("Friends", "{host} closed the table."): "{host} hat den Tisch geschlossen.",
}


@pytest.fixture
def german(qapp, tmp_path):
    catalogues = MadeCatalogues(qapp, tmp_path)
    catalogues(GERMAN)
    yield
    catalogues.remove()


def test_a_friend_turned_away_reads_why_in_german(app_with, qtbot, qapp, german):
    host, eve = app_with(), app_with()
    _dialog, port = host_table(host, qtbot, seats=("remote",), let_in=True)
    eve_dialog = join_by_address(eve, f"{LOOPBACK}:{port}", "Eve")
    qtbot.waitUntil(lambda: message_box(qapp, "Eve wants to sit at seat 2.") is not None,
                    timeout=15_000)
    click(box_button(message_box(qapp, "Eve wants to sit at seat 2."), "Turn Away"))
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


def test_a_reason_the_program_does_not_know_is_shown_as_it_came():
    assert goodbye_words("gone_fishing", "Anna") == "gone_fishing"
    assert goodbye_words("The host closed the table.", "Anna") == "The host closed the table."
    assert goodbye_words(Goodbye.TABLE_FULL, "Anna") == "The table is full."
