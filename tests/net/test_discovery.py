"""Tables announce themselves on the local network (here: multicast on loopback)."""

from __future__ import annotations

import uuid

import pytest

from spite_gui.engine import Rules
from spite_gui.net import tcp
from spite_gui.net.client import NO_PROOF
from spite_gui.net.discovery import (
    Announcement,
    DiscoveryError,
    TableBrowser,
    find_tables,
    mdns_interfaces,
    read_ad,
)
from spite_gui.net.protocol import PROTOCOL, Seated
from spite_gui.net.secure import KeyPair, fingerprint

from .helpers import Harness, RawPeer, needs_multicast, wait_for

LOOPBACK = ["127.0.0.1"]
KEY = KeyPair.generate().public_hex


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
    announcement = Announcement(name, port, table.rules, 3, table.open_seats,
                                table.table_key.public_hex, LOOPBACK)
    try:
        tables = _ours(find_tables(10, LOOPBACK, lambda table: table.name == name), name)
        assert [(t.name, t.port, t.rules, t.players, t.free) for t in tables] == [
            (name, port, "Quick", 3, 2)]
        assert tables[0].joinable and tables[0].address == "127.0.0.1"
        assert tables[0].fingerprint == table.fingerprint
        peer = RawPeer(harness, tables[0].port, table_key=tables[0].table_key)
        assert isinstance(peer.sit("Bob"), Seated)
    finally:
        announcement.close()


@needs_multicast
def test_the_list_follows_tables_as_they_fill_up_and_go(harness):
    name = _unique("Anna")
    lists = []
    browser = TableBrowser(lambda found: lists.append(_ours(found, name)), LOOPBACK)
    announcement = Announcement(name, 4567, Rules(), 2, 1, KEY, LOOPBACK)
    try:
        wait_for(lambda: lists and lists[-1] and lists[-1][0].free == 1, 10, "the table")
        announcement.update(free=0)
        wait_for(lambda: lists[-1] and lists[-1][0].free == 0, 10, "the full table")
        announcement.close()
        wait_for(lambda: lists[-1] == [], 10, "the table to go")
    finally:
        browser.close()


@needs_multicast
def test_two_tables_of_the_same_name_both_show_each_with_its_fingerprint(harness):
    name = _unique("Anna")
    other = KeyPair.generate().public_hex
    first = Announcement(name, 4567, Rules(), 2, 1, KEY, LOOPBACK)
    second = Announcement(name, 4568, Rules(), 2, 1, other, LOOPBACK)
    try:
        browser = TableBrowser(interfaces=LOOPBACK)
        wait_for(lambda: len(_ours(browser.tables, name)) == 2, 10, "both tables")
        assert sorted((t.port, t.fingerprint) for t in _ours(browser.tables, name)) == [
            (4567, fingerprint(KEY)), (4568, fingerprint(other))]
        assert first.name != second.name
        browser.close()
    finally:
        first.close()
        second.close()


@needs_multicast
def test_a_fake_table_announced_with_the_hosts_name_and_key_is_told_apart(harness):
    """A stranger announces a table of their own under the host's name, copying the
    table's key too: the friend who picks it is told it is not that table, and sits
    nowhere; the real one, of the same name and fingerprint, seats them."""
    table, port = harness.host(("person", "remote"))
    fake, fake_port = harness.host(("person", "remote"))  # the stranger's own program
    name, key = _unique("Anna"), table.table_key.public_hex
    browser = TableBrowser(interfaces=LOOPBACK)
    real = Announcement(name, port, table.rules, 2, 1, key, LOOPBACK)
    copy = None
    try:
        # the stranger copies the announcement they see (two programs that claim one name
        # at the same instant may both win mDNS's probe on a busy machine)
        wait_for(lambda: len(_ours(browser.tables, name)) == 1, 10, "the real table")
        copy = Announcement(name, fake_port, fake.rules, 2, 1, key, LOOPBACK)
        wait_for(lambda: len(_ours(browser.tables, name)) == 2, 10, "both tables")
        listed = {t.port: t for t in _ours(browser.tables, name)}
        assert {t.fingerprint for t in listed.values()} == {table.fingerprint}
        bob = harness.guest(fake_port, "Bob", table_key=listed[fake_port].table_key,
                            pin=harness.pins[fake_port])
        wait_for(lambda: bob.closed is not None, 10, "the fake to be found out")
        assert "is not that table's" in bob.closed and bob.seat is None
        cleo = harness.guest(port, "Cleo", table_key=listed[port].table_key)
        wait_for(lambda: cleo.seat is not None, 10, "the real table to seat Cleo")
    finally:
        browser.close()
        real.close()
        if copy is not None:
            copy.close()


def test_a_table_that_shows_a_key_it_does_not_hold_is_refused(harness):
    """The stranger's table answers with the real table's public key (copied from the
    announcement): it can't sign this connection with it, and the friend goes no further."""
    table, _port = harness.host(("person", "remote"))

    class Shown(KeyPair):
        """Shows the real table's public key; signs with a key of its own."""

        def __init__(self) -> None:
            super().__init__(KeyPair.generate()._signing)
            self.public_hex = table.table_key.public_hex

    _fake, fake_port = harness.host(("person", "remote"), table_key=Shown())
    bob = harness.guest(fake_port, "Bob", table_key=table.table_key.public_hex)
    wait_for(lambda: bob.closed is not None, 10, "the fake to be found out")
    assert bob.closed == NO_PROOF and bob.seat is None


GOOD = {"name": "Anna", "rules": "Classic", "players": "2", "free": "1",
        "protocol": str(PROTOCOL), "version": "0.1.0", "key": KEY}


@pytest.mark.parametrize("change", [
    {"players": "5"}, {"free": "-1"}, {"free": "3"}, {"protocol": "x"}, {"name": "\x07 "},
    {"rules": ""}, {"rules": "R" * 40}, {"version": None}, {"players": None}, {"key": None},
    {"key": "AB" * 32}, {"key": KEY[:-2]},
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


def test_discovery_is_used_only_through_interfaces_that_can_join_the_group(monkeypatch):
    assert mdns_interfaces(LOOPBACK) == LOOPBACK
    monkeypatch.setenv("SPITE_GUI_LOCAL_NETWORK", "127.0.0.1")
    assert mdns_interfaces() == LOOPBACK
    # an address no interface here has (as on a LAN with no gateway, where "any interface"
    # has no route for the group): said plainly, never a traceback
    with pytest.raises(DiscoveryError, match="no network here takes multicast"):
        mdns_interfaces(["10.213.254.254"])


def test_a_test_that_would_look_for_tables_off_loopback_fails(discovery_on_loopback):
    """The tripwire every test carries (tests/conftest.py): multicast DNS on any interface
    but loopback is stopped before a socket opens, and fails the test."""
    from zeroconf import InterfaceChoice, Zeroconf

    for interfaces in (InterfaceChoice.All, InterfaceChoice.Default, ["0.0.0.0"],
                       ["127.0.0.1", "192.168.1.20"]):
        with pytest.raises(AssertionError, match="off loopback"):
            Zeroconf(interfaces=interfaces)
    assert len(discovery_on_loopback.seen) == 4
    discovery_on_loopback.seen.clear()  # this test's own trips: the tripwire works
    Zeroconf(interfaces=LOOPBACK).close()
    assert not discovery_on_loopback.seen
