"""Tables announce themselves on the local network (here: multicast on loopback)."""

from __future__ import annotations

import uuid

import pytest

from spite_gui.engine import Rules
from spite_gui.net import tcp
from spite_gui.net.discovery import Announcement, TableBrowser, find_tables, read_ad
from spite_gui.net.protocol import PROTOCOL, Seated

from .helpers import Harness, RawPeer, needs_multicast, wait_for

LOOPBACK = ["127.0.0.1"]


def _unique(name: str) -> str:
    """A host name no other table on the network has: other programs may be announcing
    tables at the same time (as on any real network), and only ours are looked at."""
    return f"{name} {uuid.uuid4().hex[:8]}"


def _ours(tables, name):
    return [t for t in tables if t.name.startswith(name)]


@pytest.fixture
def harness():
    harness = Harness()
    yield harness
    harness.close()


@needs_multicast
def test_a_hosted_table_shows_up_in_the_join_list_and_is_joined_with_one_click(harness):
    table, port = harness.host(("person", "remote", "remote"), rules=Rules.preset("Quick", 3))
    name = _unique("Anna")
    announcement = Announcement(name, port, table.rules, 3, table.open_seats, LOOPBACK)
    try:
        tables = _ours(find_tables(10, LOOPBACK), name)
        assert [(t.name, t.port, t.rules, t.players, t.free) for t in tables] == [
            (name, port, "Quick", 3, 2)]
        assert tables[0].joinable and tables[0].address == "127.0.0.1"
        peer = RawPeer(harness, tables[0].port)
        assert isinstance(peer.sit("Bob"), Seated)
    finally:
        announcement.close()


@needs_multicast
def test_the_list_follows_tables_as_they_fill_up_and_go(harness):
    name = _unique("Anna")
    lists = []
    browser = TableBrowser(lambda found: lists.append(_ours(found, name)), LOOPBACK)
    announcement = Announcement(name, 4567, Rules(), 2, 1, LOOPBACK)
    try:
        wait_for(lambda: lists and lists[-1] and lists[-1][0].free == 1, 10, "the table")
        announcement.update(free=0)
        wait_for(lambda: lists[-1] and lists[-1][0].free == 0, 10, "the full table")
        announcement.close()
        wait_for(lambda: lists[-1] == [], 10, "the table to go")
    finally:
        browser.close()


@needs_multicast
def test_two_tables_of_the_same_name_both_show(harness):
    name = _unique("Anna")
    first = Announcement(name, 4567, Rules(), 2, 1, LOOPBACK)
    second = Announcement(name, 4568, Rules(), 2, 1, LOOPBACK)
    try:
        browser = TableBrowser(interfaces=LOOPBACK)
        wait_for(lambda: len(_ours(browser.tables, name)) == 2, 10, "both tables")
        assert sorted(t.port for t in _ours(browser.tables, name)) == [4567, 4568]
        assert first.name != second.name
        browser.close()
    finally:
        first.close()
        second.close()


GOOD = {"name": "Anna", "rules": "Classic", "players": "2", "free": "1",
        "protocol": str(PROTOCOL), "version": "0.1.0"}


@pytest.mark.parametrize("change", [
    {"players": "5"}, {"free": "-1"}, {"free": "3"}, {"protocol": "x"}, {"name": "\x07 "},
    {"rules": ""}, {"rules": "R" * 40}, {"version": None}, {"players": None},
])
def test_an_announcement_that_is_not_valid_is_left_out(change):
    assert read_ad("s", ["10.0.0.2"], 47474, GOOD) is not None
    assert read_ad("s", ["10.0.0.2"], 47474, {**GOOD, **change}) is None
    assert read_ad("s", [], 47474, GOOD) is None
    assert read_ad("s", ["10.0.0.2"], 0, GOOD) is None


def test_typing_the_address_and_port_works_without_discovery(harness):
    _table, port = harness.host(("person", "remote"))
    link = harness.net.wait(tcp.connect("127.0.0.1", port))
    assert link.address == "127.0.0.1"
    harness.net.call(link.close)
