"""Joining by invite code through a mailbox server and a transit relay started on loopback by
the test: the host's dialog shows the code to read out or copy, the friend types it."""

from __future__ import annotations

import dataclasses

from spite_gui.net.invite import read_code

from .helpers import game_over, host_table, join_by_code, play_until


def _use(app, relays) -> None:
    """The servers in the player's settings (as typed in Preferences → Friends)."""
    settings = app.settings
    settings.change(dataclasses.replace(settings.settings, mailbox_url=relays.mailbox,
                                        transit_url=relays.transit, relay_only=True))


def test_a_friend_joins_with_the_invite_code_the_host_copied(app_with, qtbot, local_relays):
    host, guest = app_with(), app_with()
    _use(host, local_relays)
    _use(guest, local_relays)
    dialog, _port = host_table(host, qtbot, invite=True, nearby=False)
    # the lobby shows the seat's code as soon as the mailbox server gave it
    qtbot.waitUntil(lambda: dialog.lobby_seats.code_fields
                    and dialog.lobby_seats.code_fields[0].text() != "…", timeout=30_000)
    code = dialog.lobby_seats.code_fields[0].text()
    assert read_code(code) == code
    dialog.lobby_seats.copy(code)
    from PySide6.QtGui import QGuiApplication

    assert QGuiApplication.clipboard().text() == code
    # the friend types it (as it was read out: spaces and capitals are fine)
    join_by_code(guest, code.replace("-", " ").upper(), name="Cleo")
    qtbot.waitUntil(lambda: guest.table.view is not None and host.table.view is not None,
                    timeout=60_000)
    assert host.table.names == ["Anna", "Cleo"]
    play_until(qtbot, [host, guest], game_over(host, guest), timeout=120_000)
    assert guest.table.view == host.friends.company.hosting.table.host.view(1)
    qtbot.waitUntil(lambda: guest.friends.company.verdict.startswith("Deal verified"))


def test_a_code_that_is_not_one_is_refused_before_anything_is_sent(app_with, qtbot):
    guest = app_with()
    dialog = join_by_code(guest, "guitarist revenge")
    assert "looks like 7-guitarist-revenge" in dialog.status_label.text()
    assert guest.friends.join_flow.joining is None and not dialog.joining
