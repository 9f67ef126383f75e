"""The seat a friend's program keeps at a table hosted elsewhere, to come back to it.

While a friend sits at a table their program keeps where the table is (its address
and port, or its invite code), whose it is (the table's public key: no other table is
taken for it), the seat, and the seat key that takes the seat back. When the program
closes (asked, or crashed) the seat waits at the host's; at the next start the program
offers to go back to it and dials it by itself. The document is checked field by
field; anything else is refused with ValueError, so a damaged file is moved aside and
never used half-way.

The seat key's secret half is what proves the seat is ours, so the file is a secret
to keep (as the host's file of its table is): it never leaves this computer.

>>> seat = KeptSeat("Hanna", "Bob", 1, "address", "192.168.1.20", 47474, "", "1" * 64, "2" * 64)
>>> KeptSeat.from_json(seat.to_json()) == seat
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .codec import ProtocolError, need, record, whole
from .protocol import PUBLIC_KEY, pattern, read_name, seat_number, text_field

SEAT_FORMAT, SEAT_VERSION = "spite-and-malice/seat", 1
KEYS = ("format", "version", "host", "name", "seat", "how", "address", "port", "code",
        "seat_key", "table_key")
SEED = re.compile(r"[0-9a-f]{64}")  # a key pair's secret seed, in hex
ADDRESS, CODE = "address", "code"


@dataclass(frozen=True, slots=True)
class KeptSeat:
    """Our seat at ``host``'s table (whose public key is ``table_key``): reached by ``how``
    (:data:`ADDRESS`: ``address`` and ``port``; :data:`CODE`: the invite ``code``), sat at as
    ``name`` in ``seat``, taken back with the seat key of secret seed ``seat_key``."""

    host: str
    name: str
    seat: int
    how: str
    address: str
    port: int
    code: str
    seat_key: str
    table_key: str

    def to_json(self) -> dict[str, Any]:
        return {"format": SEAT_FORMAT, "version": SEAT_VERSION, "host": self.host,
                "name": self.name, "seat": self.seat, "how": self.how,
                "address": self.address, "port": self.port, "code": self.code,
                "seat_key": self.seat_key, "table_key": self.table_key}

    @property
    def where(self) -> str:
        """How the table is reached, in words: "192.168.1.20:47474", "invite code 7-…"."""
        if self.how == CODE:
            return f"invite code {self.code}"
        return f"[{self.address}]:{self.port}" if ":" in self.address else (
            f"{self.address}:{self.port}")

    @classmethod
    def from_json(cls, raw: Any) -> KeptSeat:
        """The seat a document keeps; ValueError saying what is wrong with it."""
        from .invite import read_code

        if not isinstance(raw, dict) or raw.get("format") != SEAT_FORMAT:
            raise ValueError("it is not a seat kept at a table with friends")
        if raw.get("version") != SEAT_VERSION:
            raise ValueError("it was kept by another version of Spite and Malice")
        try:
            raw = record(raw, KEYS, "the seat")
            need(raw["how"] in (ADDRESS, CODE), "the way to the table is not valid")
            if raw["how"] == ADDRESS:
                need(bool(text_field(raw["address"], 255, "the address").strip()),
                     "the address is not valid")
                whole(raw["port"], 1, 65535, "the port")
                need(raw["code"] == "", "the invite code is not valid")
            else:
                need(raw["address"] == "" and raw["port"] == 0, "the address is not valid")
                try:
                    need(read_code(text_field(raw["code"], 100, "the code")) == raw["code"],
                         "the invite code is not valid")
                except ValueError:
                    raise ProtocolError("the invite code is not valid") from None
            seat = cls(read_name(raw["host"]), read_name(raw["name"]), seat_number(raw["seat"]),
                       raw["how"], raw["address"], raw["port"], raw["code"],
                       pattern(raw["seat_key"], SEED, "the seat key"),
                       pattern(raw["table_key"], PUBLIC_KEY, "the table's key"))
        except ProtocolError as error:
            raise ValueError(f"the seat kept is not valid: {error}") from None
        need_names = seat.host == raw["host"] and seat.name == raw["name"]
        if not need_names:
            raise ValueError("the seat kept is not valid: a name is not valid")
        return seat
