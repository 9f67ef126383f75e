"""Tables on the local network: announced and found with DNS-SD over multicast DNS.

A hosted table announces itself (:class:`Announcement`) as a ``_spite-malice._tcp``
service named after its host, with its rules, free seats and the table's public key
in the TXT record; the Join list (:class:`TableBrowser`) shows every table announced,
as they come and go, with its address and its key's fingerprint. Anyone on the
network can announce anything, so every announcement is checked, and one that is not
valid is left out; a table announced under another's name shows another fingerprint
and address, and one that copies the key too can't prove it holds it when a friend
joins (see :mod:`.secure`). The host's name on the network (the SRV target) is made
from the table's key, so two computers of the same name never cross.

Multicast DNS is used on the interfaces that can join its group (a network with no
gateway has no default route, so "any interface" fails there): :func:`mdns_interfaces`
chooses them, and ``SPITE_GUI_LOCAL_NETWORK`` (addresses, comma-separated) names them
instead, to keep the game on one network of several (and the tests on loopback).
When none can, :class:`DiscoveryError` says so and the table goes on without being
announced: typing the address and port works as well.

python-zeroconf runs its own thread; the callbacks here are called on it, so a
table or a window posts what it hears to its owner's thread.
"""

from __future__ import annotations

import asyncio
import os
import re
import socket
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .. import __version__
from ..engine import Rules
from ..engine.rules import CUSTOM
from ..play.seating import clean_name
from .protocol import PROTOCOL
from .secure import fingerprint

SERVICE = "_spite-malice._tcp.local."
LOOKUP_TIMEOUT_MS = 3000
MDNS_GROUP = "224.0.0.251"
#: Addresses (comma-separated) to announce and look for tables through, instead of every
#: interface that can.
ONLY_THROUGH = "SPITE_GUI_LOCAL_NETWORK"
_KEY = re.compile(r"[0-9a-f]{64}")


class DiscoveryError(Exception):
    """Tables can't be announced or looked for on this computer's networks (and why)."""


@dataclass(frozen=True, slots=True)
class TableAd:
    """A table announced on the local network."""

    name: str  # the host's name for the table
    address: str
    port: int
    rules: str  # the preset's name, or CUSTOM
    players: int
    free: int  # seats still open to friends
    protocol: int
    version: str
    table_key: str = ""  # the table's public key (hex): the table proves it holds it
    service: str = ""  # the service's own name (unique on the network)

    @property
    def joinable(self) -> bool:
        """True if this program speaks the table's protocol."""
        return self.protocol == PROTOCOL

    @property
    def fingerprint(self) -> str:
        """The table's key as the host's screen shows it."""
        return fingerprint(self.table_key)


def _properties(name: str, rules: Rules, players: int, free: int,
                table_key: str) -> dict[str, str]:
    return {"name": name, "rules": rules.preset_name() or CUSTOM, "players": str(players),
            "free": str(free), "protocol": str(PROTOCOL), "version": __version__,
            "key": table_key}


def read_ad(service: str, addresses: Sequence[str], port: int | None,
            properties: dict[str, str | None]) -> TableAd | None:
    """The table an announcement describes, or None if anything in it is not valid."""
    try:
        name = clean_name(str(properties.get("name") or ""), "")
        rules = str(properties.get("rules") or "")
        players, free, protocol = (int(str(properties.get(k))) for k in (
            "players", "free", "protocol"))
        version = str(properties.get("version") or "")
        key = str(properties.get("key") or "")
    except ValueError:
        return None
    if not (name and 0 < len(rules) <= 24 and 2 <= players <= 4 and 0 <= free <= players
            and 0 < protocol < 1_000_000 and 0 < len(version) <= 32 and addresses
            and port is not None and 0 < port < 65536 and _KEY.fullmatch(key)):
        return None
    return TableAd(name, addresses[0], port, rules, players, free, protocol, version, key,
                   service)


def mdns_interfaces(chosen: Sequence[str] | None = None) -> list[str]:
    """The addresses multicast DNS is used through: ``chosen``, else those
    :data:`ONLY_THROUGH` names, else this computer's own (:func:`own_addresses`); only
    those whose interface can join the group. DiscoveryError if none can."""
    named = list(chosen or ()) or [a.strip() for a in os.environ.get(ONLY_THROUGH, "").split(",")
                                   if a.strip()]
    wanted = named or own_addresses()
    usable = [address for address in wanted if _joins_group(address)]
    if not usable:
        where = ", ".join(wanted)
        raise DiscoveryError(f"no network here takes multicast (tried {where}), so tables "
                             "can't be announced or looked for")
    return usable


def _joins_group(address: str) -> bool:
    """True if the interface of ``address`` can join the multicast DNS group."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                         socket.inet_aton(MDNS_GROUP) + socket.inet_aton(address))
        return True
    except OSError:
        return False
    finally:
        probe.close()


def _zeroconf(through: list[str]) -> Any:
    from zeroconf import IPVersion, Zeroconf

    try:
        return Zeroconf(interfaces=through, ip_version=IPVersion.V4Only)
    except OSError as error:
        raise DiscoveryError(f"multicast DNS could not start ({error})") from None


class Announcement:
    """Announces a table on the local network until :meth:`close`. ``interfaces``: the
    addresses to announce on (see :func:`mdns_interfaces`); DiscoveryError if it can't be."""

    def __init__(self, table_name: str, port: int, rules: Rules, players: int, free: int,
                 table_key: str, interfaces: Sequence[str] | None = None) -> None:
        self.interfaces = mdns_interfaces(interfaces)
        self._zeroconf = _zeroconf(self.interfaces)
        self._details = (clean_name(table_name, "Host"), rules, players, table_key)
        self._port = port
        # unique on the network without waiting for others to object: the host's name for
        # the table and its key's fingerprint (the list shows the TXT's name)
        short = fingerprint(table_key).replace("-", "").lower()
        label = f"{self._details[0]}'s table ({short})".replace(".", " ")[:63]
        self._server = f"spite-{short}-{port}.local."
        self._info = self._describe(f"{label}.{SERVICE}", free)
        self._soon(self._zeroconf.async_register_service(self._info, allow_name_change=True))

    def _soon(self, work: Any) -> None:
        """Do ``work`` on zeroconf's thread without waiting (announcing takes a second or two,
        and neither the window nor the network thread should wait for it)."""
        asyncio.run_coroutine_threadsafe(work, self._zeroconf.loop)

    def _describe(self, name: str, free: int) -> Any:
        from zeroconf import ServiceInfo

        name_, rules, players, table_key = self._details
        return ServiceInfo(SERVICE, name, port=self._port,
                           addresses=[socket.inet_aton(a) for a in self.interfaces],
                           properties=_properties(name_, rules, players, free, table_key),
                           server=self._server)

    @property
    def name(self) -> str:
        """The service name the network knows the table by."""
        return str(self._info.name)

    def update(self, free: int) -> None:
        """Tell the network how many seats are free now."""
        self._info = self._describe(self._info.name, free)
        self._soon(self._zeroconf.async_update_service(self._info))

    def close(self) -> None:
        """Tell the network the table is gone (waits a moment for that to be sent)."""
        self._zeroconf.close()


def own_addresses() -> list[str]:
    """This computer's IPv4 addresses other than loopback (loopback if there is no other)."""
    import ifaddr  # comes with zeroconf

    found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
             if isinstance(ip.ip, str) and not ip.ip.startswith("127.")]
    return found or ["127.0.0.1"]


class TableBrowser:
    """Keeps the list of tables announced on the local network; ``on_change(tables)`` is
    called (on zeroconf's thread) with the whole list whenever it changes."""

    def __init__(self, on_change: Callable[[list[TableAd]], Any] = lambda tables: None,
                 interfaces: Sequence[str] | None = None) -> None:
        from zeroconf import ServiceBrowser

        self._on_change = on_change
        self.interfaces = mdns_interfaces(interfaces)  # addresses reached through these first
        self._tables: dict[str, TableAd] = {}
        self._lock = threading.Lock()
        self._zeroconf = _zeroconf(self.interfaces)
        listener: Any = self  # add_service, update_service, remove_service
        self._browser = ServiceBrowser(self._zeroconf, SERVICE, listener)

    @property
    def tables(self) -> list[TableAd]:
        with self._lock:
            return sorted(self._tables.values(), key=lambda t: (t.name.casefold(), t.service))

    # called by zeroconf on its thread
    def add_service(self, zc: Any, kind: str, name: str) -> None:
        info = zc.get_service_info(kind, name, LOOKUP_TIMEOUT_MS)
        ad = None
        if info is not None:
            # a computer announces every address it has (Wi-Fi, cable, a VPN …); one on the
            # network we look on comes first
            addresses = sorted(info.parsed_addresses(), key=lambda a: not self._near(a))
            ad = read_ad(name, addresses, info.port, info.decoded_properties)
        with self._lock:
            if ad is None:
                self._tables.pop(name, None)
            else:
                self._tables[name] = ad
        self._on_change(self.tables)

    update_service = add_service

    def _near(self, address: str) -> bool:
        """True if ``address`` is on a network this computer looks on (same /24)."""
        return any(address.rsplit(".", 1)[0] == own.rsplit(".", 1)[0]
                   for own in self.interfaces)

    def remove_service(self, zc: Any, kind: str, name: str) -> None:
        with self._lock:
            self._tables.pop(name, None)
        self._on_change(self.tables)

    def close(self) -> None:
        self._browser.cancel()
        self._zeroconf.close()


def find_tables(timeout: float = 3.0, interfaces: Sequence[str] | None = None,
                wanted: Callable[[TableAd], bool] = lambda table: True) -> list[TableAd]:
    """The tables announced within ``timeout`` seconds (waiting less once one that is
    ``wanted`` is found: other tables on the network may answer first)."""
    found = threading.Event()

    def listed(tables: list[TableAd]) -> None:
        if any(wanted(table) for table in tables):
            found.set()

    browser = TableBrowser(listed, interfaces)
    try:
        if found.wait(timeout):
            time.sleep(0.2)  # others answering at the same moment
        return browser.tables
    finally:
        browser.close()
