"""Which magic-wormhole servers invite codes go through: the public ones, or the player's own.

A leaf module (it imports nothing of the game), so that the settings can check and
default these addresses without loading the network code.

>>> why_not_mailbox("ws://relay.example.org:4000/v1") is None
True
>>> why_not_transit("transit.example.org:4001")
'a transit relay looks like tcp:HOST:PORT, e.g. tcp:transit.magic-wormhole.io:4001'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..translatable import QT_TRANSLATE_NOOP

MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"  # the library's public mailbox server
TRANSIT = "tcp:transit.magic-wormhole.io:4001"  # and its public transit relay
MAX_URL = 200  # characters of a server's address

_HOST = r"(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9]([A-Za-z0-9.\-]{0,251}[A-Za-z0-9])?)"
_PORT = r"([1-9][0-9]{0,4})"
_MAILBOX_FORM = re.compile(rf"wss?://{_HOST}(:{_PORT})?(/[A-Za-z0-9._~\-/]*)?")
_TRANSIT_FORM = re.compile(rf"tcp:{_HOST}:{_PORT}")


@dataclass(frozen=True, slots=True)
class Relays:
    """The mailbox server (a ``ws://`` URL) and transit relay (``tcp:HOST:PORT``) to use;
    ``direct`` False keeps every connection on the relay (never a direct one)."""

    mailbox: str = MAILBOX
    transit: str = TRANSIT
    direct: bool = True


def _port_ok(text: str) -> bool:
    match = re.search(rf":{_PORT}(/|$)", text.split("//", 1)[-1])
    return match is None or int(match.group(1)) < 65536


#: what a server looks like, told when one typed is not (worded in the player's language
#: where it is shown)
MAILBOX_LOOKS = QT_TRANSLATE_NOOP("Friends", "a mailbox server looks like ws://HOST:PORT/v1, "
                                             "e.g. {example}")
TRANSIT_LOOKS = QT_TRANSLATE_NOOP("Friends", "a transit relay looks like tcp:HOST:PORT, e.g. "
                                             "{example}")


def why_not_mailbox(url: str) -> str | None:
    """None if ``url`` can name a mailbox server, else what one looks like."""
    if len(url) <= MAX_URL and _MAILBOX_FORM.fullmatch(url) and _port_ok(url):
        return None
    return MAILBOX_LOOKS.format(example=MAILBOX)


def why_not_transit(address: str) -> str | None:
    """None if ``address`` can name a transit relay, else what one looks like."""
    if (len(address) <= MAX_URL and _TRANSIT_FORM.fullmatch(address)
            and int(address.rsplit(":", 1)[1]) < 65536):
        return None
    return TRANSIT_LOOKS.format(example=TRANSIT)
