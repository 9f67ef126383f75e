"""A conversation with one peer: messages out and in, checked, compressed, kept alive.

A :class:`Channel` sits on a :class:`~.transport.Link`. Its owner (the table) calls
:meth:`Channel.send` and :meth:`Channel.close` on its own thread and hears each
message the peer sends, already checked, through the callbacks it gave to
:meth:`Channel.begin`, on that same thread. A peer that sends something that is
not a valid message is told why and cut off; the owner hears the reason.

Updates (the bulk of a game) travel compressed with one deflate stream per
connection: each is much like the one before, so most shrink to a tenth. A frame
is either plain JSON (it starts with ``{``) or ``z`` and the next piece of the
stream. Only updates are compressed, never text a person wrote (chat, names),
so no one can learn another seat's cards from the size of what they send.

The channel pings a quiet peer, and a peer not heard from for :data:`SILENCE`
seconds is taken for gone (a laptop closed, a network gone away).

Every channel begins with a handshake (:mod:`.secure`), on the network thread: the
few messages in the clear that agree the session's keys, then every frame both ways
is sealed with them (after compression), and a frame that does not open is refused
like any message that is not valid. :attr:`Channel.session` tells the owner the
keys' session (the transcript the proofs sign) once agreed.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import time
import zlib
from collections.abc import Callable, Mapping
from typing import Any

from .codec import ProtocolError
from .protocol import (
    MAX_MESSAGE,
    Bye,
    Message,
    Ping,
    Pong,
    UpdateMessage,
    decode,
    encode,
    told_peer,
)
from .runtime import NetLoop, Owner, Timer
from .secure import Handshake, Refusal, Session, Step
from .transport import TOO_LARGE, Link

PING_EVERY = 5.0
SILENCE = 20.0
TIMED_OUT = "stopped answering"
PLAIN, PACKED = b"{", b"z"

#: where key agreements are worked out (one at a time, for the whole program)
_KEY_WORK = concurrent.futures.ThreadPoolExecutor(1, "keys")

MessageHandler = Callable[["Channel", Message], Any]
ClosedHandler = Callable[["Channel", str], Any]


NOT_VALID = "sent a message that is not valid"  # then, in brackets, what was wrong


def _not_valid(what: str) -> str:
    return f"{NOT_VALID} ({what})"


class Channel:
    """One peer's messages, both ways. ``hears`` says which messages it may send once the
    ``handshake`` (which says which it may send before) gave the session's keys."""

    def __init__(self, link: Link, net: NetLoop, owner: Owner,
                 hears: Mapping[str, type[Message]], handshake: Handshake,
                 greets: Mapping[str, type[Message]], *, ping_every: float = PING_EVERY,
                 silence: float = SILENCE,
                 tap: Callable[[bytes], Any] | None = None) -> None:
        """``tap(frame)`` sees each frame the peer sent, opened (on the network thread): for
        checks of exactly what reached this side."""
        self.link = link
        self._tap = tap
        self._handshake: Handshake | None = handshake
        self._greets = greets
        #: the session's keys, once agreed (set on the network thread before any message
        #: sealed with them reaches the owner)
        self.session: Session | None = None
        self.unreadable = False  # the peer's frame did not open: it has other keys (a PIN?)
        self._agreeing = False  # a handshake message is being worked on
        self._held: list[bytes] = []  # frames that came meanwhile
        self._lost_meanwhile: str | None = None  # the link ended meanwhile (why)
        self.address = link.address
        self._net, self._owner, self._hears = net, owner, hears
        self._ping_every, self._silence = ping_every, silence
        # the owner's side
        self.is_open = False
        self._on_message: MessageHandler | None = None
        self._on_closed: ClosedHandler | None = None
        self._packer = zlib.compressobj(6, zlib.DEFLATED, -15)
        # the network thread's side
        self._unpacker = zlib.decompressobj(-15)
        self._heard = self._said = time.monotonic()
        self._ticker: Timer | None = None
        self._pings = 0
        self._why_cut: str | None = None
        #: True once this channel cut the peer off for what it sent (not a mere drop)
        self.refused_peer = False

    # -- on the owner's thread -------------------------------------------------------------------
    def begin(self, on_message: MessageHandler, on_closed: ClosedHandler) -> None:
        """Start hearing the peer: each message, then once the reason it is gone."""
        self._on_message, self._on_closed = on_message, on_closed
        self.is_open = True
        self._net.call(self._start)

    def send(self, message: Message) -> None:
        if self.is_open:
            self._net.call(self._write, self._frame(message))

    def close(self, reason: str | None = None, **bye: Any) -> None:
        """Say :class:`Bye` with ``reason`` (if any) and hang up; the owner is not told again."""
        if not self.is_open:
            return
        if reason is not None:
            self.send(Bye(reason, **bye))
        self.is_open = False
        self._net.call(self.link.close)

    def _frame(self, message: Message) -> bytes:
        data = encode(message)
        if len(data) > MAX_MESSAGE:
            raise ValueError(f"a {message.TYPE} message is too large to send")
        if isinstance(message, UpdateMessage):
            return PACKED + self._packer.compress(data) + self._packer.flush(zlib.Z_SYNC_FLUSH)
        return data

    def _deliver(self, message: Message) -> None:
        if self.is_open and self._on_message is not None:
            self._on_message(self, message)

    def _lost(self, reason: str) -> None:
        if self.is_open:
            self.is_open = False
            if self._on_closed is not None:
                self._on_closed(self, reason)

    # -- on the network thread -------------------------------------------------------------------
    def _start(self) -> None:
        self.link.start(self)
        self._ticker = self._net.call_later(self._ping_every, self._tick)
        if self._handshake is not None:
            for message in self._handshake.start():
                self._write(encode(message))

    def _write(self, frame: bytes) -> None:
        self._said = time.monotonic()
        if self.session is not None:
            frame = self.session.seal(frame)
        elif not self._greeting(frame):
            return  # no pings while the keys are agreed: a ping can't be sealed yet
        self.link.send(frame)

    @staticmethod
    def _greeting(frame: bytes) -> bool:
        return not frame.startswith((b'{"type":"ping"', b'{"type":"pong"'))

    def _tick(self) -> None:
        if self.link.closed:
            return
        now = time.monotonic()
        if now - self._heard > self._silence:
            self._cut(TIMED_OUT)
            return
        if now - self._said >= self._ping_every * 0.9:
            self._pings += 1
            self._write(encode(Ping(self._pings % 2**31)))
        self._ticker = self._net.call_later(self._ping_every, self._tick)

    def frame_received(self, frame: bytes) -> None:
        self._heard = time.monotonic()
        if self._agreeing:  # (a peer that does not wait for the keys: read in turn after)
            self._held.append(frame)
            return
        session = self.session
        try:
            if session is None:
                self._greeted(decode(frame, self._greets))
                return
            opened = self._open(session, frame)
            if self._tap is not None:
                self._tap(opened)
            message = decode(self._unpack(opened), self._hears)
        except ProtocolError as error:
            self._refuse(_not_valid(str(error)))
            return
        except Refusal as refusal:  # this side will not go on (a PIN is needed, …)
            self._cut(str(refusal))
            return
        self._heard_message(message)

    def _heard_message(self, message: Message) -> None:
        if isinstance(message, Ping):
            self._write(encode(Pong(message.number)))
        elif not isinstance(message, Pong):
            self._owner.post(lambda: self._deliver(message))

    def _open(self, session: Session, frame: bytes) -> bytes:
        try:
            return session.open(frame)
        except ProtocolError:
            self.unreadable = not session.confirmed
            raise

    def _greeted(self, message: Message) -> None:
        """A message in the clear, while the keys are agreed."""
        handshake = self._handshake
        if handshake is None or isinstance(message, Ping | Pong):
            self._heard_message(message)
            return
        if isinstance(message, Bye):
            self._heard_message(message)
            return
        # the key agreement is slow work (SPAKE2 in Python): done on a worker thread of its
        # own, one connection at a time, so that no one joining holds up the game's messages
        self._agreeing = True
        work = self._net.loop.run_in_executor(_KEY_WORK, handshake.receive, message)
        work.add_done_callback(self._agreed)

    def _agreed(self, work: asyncio.Future[Step]) -> None:
        self._agreeing = False
        try:
            step = work.result()
        except ProtocolError as error:
            self._refuse(_not_valid(str(error)))
        except Refusal as refusal:
            self._cut(str(refusal))
        else:
            for said in step.send:
                self._write(encode(said))
            if step.session is not None:
                self.session, self._handshake = step.session, None
            for told in step.deliver:
                self._heard_message(told)
        # what came meanwhile, in turn, then the end of the link if it came too
        held, self._held = self._held, []
        for frame in held:
            if not self._agreeing and self._why_cut is None:
                self.frame_received(frame)
            elif self._agreeing:
                self._held.append(frame)
        if not self._agreeing and self._lost_meanwhile is not None:
            reason, self._lost_meanwhile = self._lost_meanwhile, None
            self.link_lost(reason)

    def frame_too_large(self) -> None:
        self._refuse(TOO_LARGE)

    def _refuse(self, reason: str) -> None:
        """Tell the peer what it did wrong, and cut it off."""
        self.refused_peer = True
        self._write(encode(Bye(told_peer(reason))))
        self._cut(reason)

    def _unpack(self, frame: bytes) -> bytes:
        kind, payload = frame[:1], frame[1:]
        if kind == PLAIN:
            return frame
        if kind != PACKED:
            raise ProtocolError("the message is not JSON")
        try:
            data = self._unpacker.decompress(payload, MAX_MESSAGE + 1)
        except zlib.error:
            raise ProtocolError("the message is not valid deflate") from None
        if len(data) > MAX_MESSAGE or self._unpacker.unconsumed_tail:
            raise ProtocolError("the message is too large")
        return data

    def _cut(self, reason: str) -> None:
        self._why_cut = reason
        self.link.close()

    def link_lost(self, reason: str) -> None:
        if self._agreeing:  # told once the frames that came before it are read
            self._lost_meanwhile = reason
            return
        if self._ticker is not None:
            self._ticker.cancel()
            self._ticker = None
        why = self._why_cut or reason
        self._owner.post(lambda: self._lost(why))
