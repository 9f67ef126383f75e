"""Hosting with invite codes where the mailbox server can't be reached (a computer with no
internet): Table Talk says so once and the code is tried again quietly, longer apart each
time; once every friend sits at the table it says nothing at all. The "mailbox server" is a
loopback port the test holds: it hangs up on every connection."""

from __future__ import annotations

import dataclasses
import socket
import threading

import pytest

from spite_gui.net.backoff import Backoff
from spite_gui.net.protocol import CONNECTED

from .helpers import LOOPBACK, host_table, join_by_address, table_pin

TROUBLE = "The invite code could not be kept open"


class DeadMailbox:
    """A loopback port where no mailbox server answers: it counts the connections made to
    it and hangs up on each (holding them open until :meth:`hang_up`, if asked)."""

    def __init__(self, hold: bool = False) -> None:
        self.connections = 0
        self._hold, self._held = hold, []
        self._lock = threading.Lock()
        self._server = socket.create_server((LOOPBACK, 0))
        self.url = f"ws://{LOOPBACK}:{self._server.getsockname()[1]}/v1"
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                connection, _ = self._server.accept()
            except OSError:
                return
            with self._lock:
                self.connections += 1
                if self._hold:
                    self._held.append(connection)
                    continue
            connection.close()

    def hang_up(self) -> None:
        """Hang up on the connections held, and at once on every one from now on."""
        with self._lock:
            self._hold = False
            for connection in self._held:
                connection.close()
            self._held.clear()

    def close(self) -> None:
        self.hang_up()
        self._server.close()


@pytest.fixture
def dead_mailbox():
    mailbox = DeadMailbox()
    yield mailbox
    mailbox.close()


def _offline(app, mailbox: DeadMailbox) -> None:
    """The player's servers are the dead mailbox; the codes are tried again quickly."""
    settings = app.settings
    settings.change(dataclasses.replace(settings.settings, mailbox_url=mailbox.url,
                                        transit_url=f"tcp:{LOOPBACK}:9", relay_only=True))
    app.friends.options.invite_retry = Backoff(first=0.05, most=0.2)


def _troubles(app) -> list[str]:
    return [line for line in app.friends.panel.texts() if TROUBLE in line]


def test_an_invite_code_that_cant_be_kept_open_is_said_once_and_tried_again_quietly(
        app_with, qtbot, dead_mailbox):
    host = app_with()
    _offline(host, dead_mailbox)
    host_table(host, qtbot, invite=True, nearby=True)
    qtbot.waitUntil(lambda: len(_troubles(host)) == 1, timeout=30_000)
    tried = dead_mailbox.connections
    qtbot.waitUntil(lambda: dead_mailbox.connections >= tried + 4, timeout=30_000)
    assert len(_troubles(host)) == 1
    # friends on this network still sit down: the table is open by its address
    assert host.friends.company.hosting.port is not None


def test_once_every_friend_sits_at_the_table_a_lost_mailbox_server_is_not_mentioned(
        app_with, qtbot):
    mailbox = DeadMailbox(hold=True)  # as if answering slowly, then gone
    try:
        host, guest = app_with(), app_with()
        _offline(host, mailbox)
        _dialog, port = host_table(host, qtbot, invite=True, nearby=True)
        qtbot.waitUntil(lambda: mailbox.connections >= 1, timeout=30_000)
        join_by_address(guest, f"{LOOPBACK}:{port}", pin=table_pin(host))
        hosting = host.friends.company.hosting
        qtbot.waitUntil(lambda: hosting.seats()[1].state == CONNECTED, timeout=15_000)
        mailbox.hang_up()
        tried = mailbox.connections
        qtbot.waitUntil(lambda: mailbox.connections >= tried + 4, timeout=30_000)
        assert _troubles(host) == []
        assert not any(TROUBLE in line for line in guest.friends.panel.texts())
    finally:
        mailbox.close()
