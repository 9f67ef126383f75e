"""Every connection to a table, sealed end to end: the table's PIN, its key, the seat keys.

Who could do harm, and what stops them:

- **someone who watches** the network (an open Wi-Fi, a shared flat): every message
  after the first two is sealed (NaCl's SecretBox, XSalsa20-Poly1305) with keys only
  the two programs have, agreed afresh for each connection with SPAKE2. What they see
  is the game's name and version, the table's public key, and how much is sent.
- **someone who joins**: a new seat needs the table's PIN (shown on the host's
  screen), fed into SPAKE2 on both sides; a wrong PIN gets a connection that can't
  read or write a word, and each try is one guess (after :data:`MAX_WRONG_PINS`
  the table takes a new PIN). A host may instead let each newcomer in by hand.
  A seat once taken belongs to its *seat key*, a key pair made by the friend's
  program whose secret half never leaves it: coming back means signing this
  connection's transcript with it. A copied message, a borrowed address or an
  invite code typed again gives nobody else that seat.
- **someone who answers in the host's place** (a fake table under the host's name):
  the table has a key pair of its own; its public key's :func:`fingerprint` is shown
  on the host's screen and in every friend's Join list, and the host signs each
  connection's transcript with it (:class:`~.protocol.Welcome`'s proof). A friend's
  program that knows the table (from the list, or from having sat there) takes no
  other key; with the PIN, an impostor can't even agree a key.

Invite codes go through the same handshake inside magic-wormhole's own encryption
(without the PIN: the code already let the friend in), so seat keys work the same.

The pieces, all pure (no I/O, no threads), used by :class:`~.channel.Channel`:

- :class:`KeyPair`: a table key or a seat key (Ed25519), kept as the hex of its seed.
- :class:`HostHandshake` and :class:`GuestHandshake`: the messages in the clear
  (:class:`~.protocol.Hello` →, ← :class:`~.protocol.KeyOffer`,
  :class:`~.protocol.KeyAnswer` →, ← :class:`~.protocol.KeyFinish`), giving a
  :class:`Session`; the host's sealed :class:`~.protocol.Welcome` rides with its
  KeyFinish, so sitting down takes three round trips, as before it took two.
- :class:`Session`: seals and opens each frame with a counter as its nonce, so a frame
  dropped, repeated or reordered by anyone in between is refused; signs and checks the
  proofs bound to this connection (:meth:`Session.proof_of`, :meth:`Session.proves`).

For the code that comes back to a seat (a friend's program after a drop or a
restart): keep the :class:`KeyPair` of the seat (``KeyPair.from_hex(saved)``; save
``key.seed_hex``) and the table's public key (``TableClient.table_key``), and dial
with ``TableClient(..., seat_key=key, table_key=table_key, returning=True)``: no PIN
is asked, the host knows the seat by the key, and any other table is refused.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import nacl.encoding
import nacl.exceptions
import nacl.hash
import nacl.secret
import nacl.signing
from spake2 import SPAKE2_A, SPAKE2_B  # type: ignore[import-untyped]
from spake2.ed25519_basic import NotOnCurve  # type: ignore[import-untyped]
from spake2.spake2 import SPAKEError  # type: ignore[import-untyped]

from .. import __version__
from .codec import ProtocolError
from .protocol import (
    APP,
    PROTOCOL,
    Bye,
    Hello,
    KeyAnswer,
    KeyFinish,
    KeyOffer,
    Message,
)

PIN_DIGITS = 6
MAX_WRONG_PINS = 10  # wrong guesses at a PIN before the table takes a new one
NO_PIN = b""
NEEDS_PIN = "This table asks for its PIN: type the PIN shown on the host's screen."
WRONG_PIN = "That PIN is not the table's: check the PIN on the host's screen."
NOT_A_PIN = f"A table PIN is {PIN_DIGITS} digits, like 482 913."  # what a typed one is not
NOT_THE_TABLE = ("This is not the table you chose: its key (fingerprint {found}) is not that "
                 "table's ({expected}). Someone else may be answering in its place.")
UNREADABLE = "sent a message that could not be opened (not sealed with this session's key)"
_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, no 1/I: read aloud without doubt


def new_pin() -> str:
    """A fresh table PIN, :data:`PIN_DIGITS` digits."""
    return f"{secrets.randbelow(10 ** PIN_DIGITS):0{PIN_DIGITS}d}"


def read_pin(text: str) -> str:
    """The PIN a player typed ("482 913", "482-913"); ValueError if it is not one.

    >>> read_pin(" 482 913 ")
    '482913'
    """
    pin = "".join(ch for ch in text if ch not in " -")
    if len(pin) != PIN_DIGITS or not pin.isascii() or not pin.isdigit():
        raise ValueError(NOT_A_PIN)
    return pin


def show_pin(pin: str) -> str:
    """A PIN as the host's screen shows it, in two groups.

    >>> show_pin("482913")
    '482 913'
    """
    return f"{pin[:3]} {pin[3:]}"


def fingerprint(public_hex: str) -> str:
    """What a table's (or a seat's) public key is shown as: 40 bits of its hash, in eight
    letters and digits a person can read out and compare ("K7QM-2XPA")."""
    digest = nacl.hash.blake2b(bytes.fromhex(public_hex), digest_size=5,
                               person=b"spite-fingerprnt", encoder=nacl.encoding.RawEncoder)
    number = int.from_bytes(digest, "big")
    letters = "".join(_ALPHABET[(number >> (5 * i)) & 31] for i in reversed(range(8)))
    return f"{letters[:4]}-{letters[4:]}"


class KeyPair:
    """An Ed25519 key pair: a table's key or a seat key. Keep :attr:`seed_hex` secret."""

    def __init__(self, signing: nacl.signing.SigningKey) -> None:
        self._signing = signing
        self.public_hex = signing.verify_key.encode(nacl.encoding.HexEncoder).decode("ascii")

    @classmethod
    def generate(cls) -> KeyPair:
        return cls(nacl.signing.SigningKey.generate())

    @classmethod
    def from_hex(cls, seed_hex: str) -> KeyPair:
        """The key pair kept as ``seed_hex``; ValueError if that is not one."""
        try:
            seed = bytes.fromhex(seed_hex)
        except (ValueError, TypeError):
            raise ValueError("a kept key is not valid") from None
        if len(seed) != 32:
            raise ValueError("a kept key is not valid")
        return cls(nacl.signing.SigningKey(seed))

    @property
    def seed_hex(self) -> str:
        return bytes(self._signing).hex()

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.public_hex)

    def sign(self, data: bytes) -> str:
        return self._signing.sign(data).signature.hex()


def signed_by(public_hex: str, data: bytes, signature_hex: str) -> bool:
    """True if ``signature_hex`` is the key ``public_hex``'s signature of ``data``."""
    try:
        nacl.signing.VerifyKey(bytes.fromhex(public_hex)).verify(data,
                                                                 bytes.fromhex(signature_hex))
    except (nacl.exceptions.BadSignatureError, ValueError, TypeError):
        return False
    return True


def _password(pin: str | None) -> bytes:
    return NO_PIN if pin is None else f"{APP} table PIN {pin}".encode("ascii")


def _hash(*parts: bytes, person: bytes, key: bytes = b"") -> bytes:
    data = b"".join(len(p).to_bytes(4, "big") + p for p in parts)
    return nacl.hash.blake2b(data, digest_size=32, key=key, person=person,
                             encoder=nacl.encoding.RawEncoder)


class Session:
    """One connection's keys, after the handshake: :meth:`seal` what goes out and
    :meth:`open` what comes in, in order (the n-th frame each way has nonce n)."""

    def __init__(self, key: bytes, transcript: bytes, host: bool, table_key: str,
                 with_pin: bool) -> None:
        to_guest = nacl.secret.SecretBox(_hash(person=b"spite-to-guest", key=key))
        to_host = nacl.secret.SecretBox(_hash(person=b"spite-to-host", key=key))
        self._out, self._in = (to_guest, to_host) if host else (to_host, to_guest)
        self._sent = self._received = 0
        self.transcript = transcript
        self.table_key = table_key  # the table's public key, as it offered it
        self.with_pin = with_pin  # the key was agreed with the table's PIN
        self.confirmed = False  # a frame from the peer was opened: it has the same key

    @staticmethod
    def _nonce(number: int) -> bytes:
        return number.to_bytes(nacl.secret.SecretBox.NONCE_SIZE, "big")

    def seal(self, plain: bytes) -> bytes:
        sealed = self._out.encrypt(plain, self._nonce(self._sent)).ciphertext
        self._sent += 1
        return bytes(sealed)

    def open(self, sealed: bytes) -> bytes:
        """The frame ``sealed`` holds; ProtocolError if it was not sealed by the peer as
        the next frame of this connection."""
        try:
            plain = self._in.decrypt(sealed, self._nonce(self._received))
        except (nacl.exceptions.CryptoError, ValueError):
            raise ProtocolError(UNREADABLE) from None
        self._received += 1
        self.confirmed = True
        return bytes(plain)

    def proof_of(self, key: KeyPair, role: str) -> str:
        """``key``'s signature of this connection, as ``role`` ("table" or "seat")."""
        return key.sign(self._proved(role))

    def proves(self, public_hex: str, role: str, proof: str) -> bool:
        """True if ``proof`` is ``public_hex``'s signature of this connection as ``role``."""
        return signed_by(public_hex, self._proved(role), proof)

    def _proved(self, role: str) -> bytes:
        return f"{APP} {role} proof\n".encode("ascii") + self.transcript


def _transcript(offer: KeyOffer, answer: KeyAnswer, finish: KeyFinish) -> bytes:
    return _hash(APP.encode(), str(PROTOCOL).encode(), offer.table_key.encode(),
                 b"pin" if offer.pin else b"-", b"pin" if answer.pin else b"-",
                 bytes.fromhex(answer.spake), bytes.fromhex(finish.spake),
                 person=b"spite-transcript")


def _agree(spake: Any, theirs: str) -> bytes:
    try:
        return bytes(spake.finish(bytes.fromhex(theirs)))
    except (SPAKEError, NotOnCurve, ValueError, TypeError) as error:
        raise ProtocolError(f"the key exchange is not valid ({error})") from None


@dataclass
class Step:
    """What a handshake does with one message: messages to send in the clear (before the
    session's keys take over, if it gives a session), messages to hand to the owner."""

    send: list[Message] = field(default_factory=list)
    deliver: list[Message] = field(default_factory=list)
    session: Session | None = None


class Handshake:
    """One side of the handshake (see :class:`HostHandshake`, :class:`GuestHandshake`):
    Hello →, ← KeyOffer, KeyAnswer →, ← KeyFinish, and every message after that sealed."""

    def start(self) -> list[Message]:
        """What this side says first."""
        return []

    def receive(self, message: Message) -> Step:  # pragma: no cover - each side has its own
        raise NotImplementedError


class HostHandshake(Handshake):
    """The host's side: ``table_key`` signs, ``pin()`` is the PIN a new seat needs now
    (None: no PIN, the host lets each newcomer in by hand). ``by_code``: the link came with
    an invite code, which let the friend in already."""

    def __init__(self, table_key: KeyPair, pin: Callable[[], str | None],
                 by_code: bool = False) -> None:
        self._key, self._pin, self._by_code = table_key, pin, by_code
        self._hello = False
        self._offer: KeyOffer | None = None

    def receive(self, message: Message) -> Step:
        if isinstance(message, Hello) and not self._hello:
            self._hello = True
            if message.protocol != PROTOCOL:  # the table tells it which version to get
                return Step(deliver=[message])
            pin = None if self._by_code else self._pin()
            self._offer = KeyOffer(self._key.public_hex, pin is not None)
            return Step(send=[self._offer], deliver=[message])
        if isinstance(message, KeyAnswer) and self._offer is not None:
            offer, self._offer = self._offer, None
            pin = self._pin() if message.pin else None
            if message.pin and (not offer.pin or pin is None):
                raise ProtocolError("the key answer is not valid")
            spake = SPAKE2_B(_password(pin), idA=b"guest", idB=b"table")
            finish = KeyFinish(spake.start().hex())
            key = _agree(spake, message.spake)
            session = Session(key, _transcript(offer, message, finish), True, offer.table_key,
                              message.pin)
            return Step(send=[finish], deliver=[message], session=session)
        raise ProtocolError("the message came out of turn")


class GuestHandshake(Handshake):
    """The guest's side: ``pin`` the player typed (None if none), ``table_key`` the table's
    public key if this program knows it (from the list, or from having sat there: any
    other key is refused), ``returning``: coming back to a seat (no PIN is used)."""

    def __init__(self, pin: str | None = None, table_key: str | None = None,
                 returning: bool = False) -> None:
        self._pin, self._table_key, self._returning = pin, table_key, returning
        self.offered_key: str | None = None  # the table's key, as it offered it
        self._spake: Any = None
        self._offer: KeyOffer | None = None
        self._answer: KeyAnswer | None = None

    def start(self) -> list[Message]:
        return [Hello(PROTOCOL, __version__)]

    def receive(self, message: Message) -> Step:
        if isinstance(message, Bye):  # another version, or turned away
            return Step(deliver=[message])
        if isinstance(message, KeyOffer) and self._offer is None:
            self.offered_key = message.table_key
            if self._table_key is not None and message.table_key != self._table_key:
                raise Refusal(NOT_THE_TABLE.format(found=fingerprint(message.table_key),
                                                   expected=fingerprint(self._table_key)))
            with_pin = message.pin and not self._returning
            if with_pin and self._pin is None:
                raise Refusal(NEEDS_PIN)
            self._offer = message
            self._spake = SPAKE2_A(_password(self._pin if with_pin else None), idA=b"guest",
                                   idB=b"table")
            self._answer = KeyAnswer(self._spake.start().hex(), with_pin)
            return Step(send=[self._answer])
        if isinstance(message, KeyFinish) and self._answer is not None:
            offer, answer = self._offer, self._answer
            assert offer is not None
            self._answer = None
            key = _agree(self._spake, message.spake)
            return Step(session=Session(key, _transcript(offer, answer, message), False,
                                        offer.table_key, answer.pin))
        raise ProtocolError("the message came out of turn")


class Refusal(Exception):
    """This side will not go on, for a reason the player reads (not the peer's fault)."""
