"""Invite codes over the internet, with magic-wormhole: no accounts, no server of ours.

The host gets a short code per free seat (like ``7-guitarist-revenge``) from a
magic-wormhole *mailbox server*; a friend types it in. The two programs agree on a
key from the code (a guess at the code gets one try), then connect either directly
or through a *transit relay* when neither can reach the other, and everything
between them is encrypted with that key. The public mailbox server and relay of
the magic-wormhole project are the defaults; any self-hosted ones can be given.

A seat's code stays good while the table is open: a friend who drops out dials the
same code again to come back. Twisted (which magic-wormhole is built on) runs on the
network thread's event loop (:meth:`~.runtime.NetLoop.use_twisted`); everything here
runs on that thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
from collections.abc import Callable
from typing import Any

from .. import APP_ID
from ..translatable import QT_TRANSLATE_NOOP
from .backoff import Backoff
from .relays import MAILBOX, TRANSIT, Relays
from .transport import CLOSED, MAX_FRAME, Link

__all__ = ["MAILBOX", "TRANSIT", "Offer", "Relays", "WormholeLink", "accept", "offer",
           "read_code"]

APPID = f"{APP_ID}/play-with-friends/v1"
KEY_TIMEOUT = 30.0  # seconds for a friend's program to find the host's behind a code
CONNECT_TIMEOUT = 30.0  # seconds to connect, directly or through the relay, once it has
#: How long a host waits to try again after the mailbox server failed (it says so once)
RETRY = Backoff(first=5.0, most=300.0)
MAX_WRONG = 10  # wrong guesses at a code before the seat gets a new one
RECORD_OVERHEAD = 4 + 24 + 16  # length, nonce and authenticator around each frame
MAX_HINTS = 16

CODE_FORM = re.compile(r"[0-9]{1,6}(-[a-z]{2,16}){2,4}")
NOT_A_CODE = "That is not an invite code; one looks like 7-guitarist-revenge."
WRONG_CODE = "That invite code is not right: check the number and the words."
NOBODY = "Nobody offers a seat with that invite code right now."
NOT_USED = "The invite could not be used"  # then, in brackets, what the relay said
#: The other program's connection hints could not be read (then, in brackets, why).
BAD_HINTS = "the other program sent bad connection hints"
#: told the host once per outage (``why``: what the relay said), in the host's language
NOT_KEPT_OPEN = QT_TRANSLATE_NOOP("Friends", "The invite code could not be kept open ({why}); "
                                             "trying again now and then.")


def read_code(text: str) -> str:
    """An invite code as typed ("7 guitarist revenge", " 7-Guitarist-Revenge "), in the form
    magic-wormhole takes; ValueError with :data:`NOT_A_CODE` otherwise."""
    code = "-".join(text.strip().lower().replace("-", " ").split())
    if not CODE_FORM.fullmatch(code):
        raise ValueError(NOT_A_CODE)
    return code


class WormholeLink(Link):
    """A link over a magic-wormhole transit connection: encrypted records, one per frame."""

    def __init__(self, connection: Any, code: str) -> None:
        super().__init__()
        self.address = f"invite {code}"
        self._connection = connection
        # the library buffers a record of whatever length its sender declares: refuse a
        # declared length over the limit as soon as it is seen
        read = connection.dataReceived

        def guarded(data: bytes) -> None:
            if self.closed:
                return
            read(data)
            pending = connection.buf
            if len(pending) >= 4 and int.from_bytes(pending[:4], "big") > (
                    MAX_FRAME + RECORD_OVERHEAD):
                connection.buf = b""  # not a byte more of it
                self._too_large()

        connection.dataReceived = guarded

    def _begin(self) -> None:
        self._next()

    def _next(self) -> None:
        if not self.closed:
            self._connection.receive_record().addCallbacks(self._record, self._ended)

    def _record(self, record: bytes) -> None:
        self.bytes_received += len(record) + RECORD_OVERHEAD
        self._received(record)
        self._next()

    def _ended(self, failure: Any) -> None:
        self._lose(CLOSED)

    def _write(self, frame: bytes) -> int:
        self._connection.send_record(frame)
        return len(frame) + RECORD_OVERHEAD

    def _shut(self) -> None:
        self._connection.close()


def _clean_hints(raw: Any) -> list[dict[str, Any]]:
    """The connection hints a peer sent, checked and rebuilt (ValueError if malformed)."""
    def tcp(hint: Any) -> dict[str, Any]:
        if not (isinstance(hint, dict) and hint.get("type") == "direct-tcp-v1"
                and isinstance(hint.get("hostname"), str) and len(hint["hostname"]) < 256
                and type(hint.get("port")) is int and 0 < hint["port"] < 65536
                and type(hint.get("priority", 0.0)) in (int, float)):
            raise ValueError("a connection hint is not valid")
        return {"type": "direct-tcp-v1", "hostname": hint["hostname"], "port": hint["port"],
                "priority": float(hint.get("priority", 0.0))}

    if not isinstance(raw, list) or len(raw) > MAX_HINTS:
        raise ValueError("the connection hints are not valid")
    hints = []
    for hint in raw:
        if isinstance(hint, dict) and hint.get("type") == "relay-v1":
            inner = hint.get("hints")
            if not isinstance(inner, list) or len(inner) > MAX_HINTS:
                raise ValueError("a relay hint is not valid")
            hints.append({"type": "relay-v1", "hints": [tcp(h) for h in inner]})
        else:
            hints.append(tcp(hint))
    return hints


def _library() -> Any:
    """magic-wormhole, imported when an invite is first used (it brings Twisted with it)."""
    import wormhole  # type: ignore[import-untyped]
    import wormhole.errors  # type: ignore[import-untyped]
    import wormhole.transit  # type: ignore[import-untyped]

    return wormhole


async def _wait(deferred: Any, timeout: float | None = None) -> Any:
    from twisted.internet.defer import Deferred

    future = Deferred.asFuture(deferred, asyncio.get_running_loop())
    return await (asyncio.wait_for(future, timeout) if timeout else future)


async def _connect(wormhole: Any, code: str, relays: Relays, host: bool) -> WormholeLink:
    """Once both programs are on the code: agree on the key, swap connection hints through
    the mailbox, and connect (directly, or through the relay)."""
    from twisted.internet import reactor

    transits = _library().transit
    await _wait(wormhole.get_verifier(), KEY_TIMEOUT)
    kind = transits.TransitSender if host else transits.TransitReceiver
    transit = kind(relays.transit, no_listen=not relays.direct, reactor=reactor)
    transit.set_transit_key(wormhole.derive_key(f"{APPID}/transit-key",
                                                transit.TRANSIT_KEY_LENGTH))
    hints = await _wait(transit.get_connection_hints())
    wormhole.send_message(json.dumps({"hints": hints}).encode("utf-8"))
    answer = await _wait(wormhole.get_message(), KEY_TIMEOUT)
    try:
        theirs = json.loads(answer.decode("utf-8"))
        transit.add_connection_hints(_clean_hints(theirs.get("hints")))
    except (ValueError, AttributeError) as error:
        raise ConnectionError(f"{BAD_HINTS} ({error})") from None
    connection = await _wait(transit.connect(), CONNECT_TIMEOUT)
    await _wait(wormhole.close())
    return WormholeLink(connection, code)


async def accept(relays: Relays, code: str) -> WormholeLink:
    """Join by invite ``code``: a link to the table that offers it. ConnectionError (or
    TimeoutError) saying what went wrong."""
    from twisted.internet import reactor

    magic = _library()
    wrong_password, failed = magic.errors.WrongPasswordError, magic.errors.WormholeError
    code = read_code(code)
    hole = magic.create(APPID, relays.mailbox, reactor)
    hole.set_code(code)
    try:
        await _wait(hole.get_unverified_key(), KEY_TIMEOUT)
        return await _connect(hole, code, relays, host=False)
    except wrong_password:
        raise ConnectionError(WRONG_CODE) from None
    except TimeoutError:
        await _close_quietly(hole)
        raise TimeoutError(NOBODY) from None
    except failed as error:
        await _close_quietly(hole)
        raise ConnectionError(f"{NOT_USED} ({error}).") from None


async def _close_quietly(hole: Any) -> None:
    # closing a wormhole that failed: nothing more to learn from it
    with contextlib.suppress(Exception):
        await _wait(hole.close(), 5.0)


async def offer(relays: Relays, seat: int, on_link: Callable[[Link, int], Any],
                on_code: Callable[[str], Any],
                on_trouble: Callable[[str], Any] = lambda text: None,
                code: str | None = None, retry: Backoff = RETRY) -> Offer:
    """Offer ``seat`` by invite code from now on: ``on_code(code)`` once the mailbox server
    gave one, ``on_link(link, seat)`` for each friend who comes with it, ``on_trouble(why)``
    (what the relay said; worded with :data:`NOT_KEPT_OPEN`) when the mailbox server can't
    be reached (once until it can again: it is tried again
    quietly, waiting longer each time as ``retry`` says). ``code``: the seat's code of
    before (a table hosted again), else a new one. All on the network thread."""
    return Offer(relays, seat, on_link, on_code, on_trouble, code, retry)


class Offer:
    """A seat's invite code, kept open while the table is: :attr:`code` once the mailbox
    server gave one. :meth:`cancel` withdraws it. :attr:`failures`: the times in a row the
    mailbox server could not be reached."""

    def __init__(self, relays: Relays, seat: int, on_link: Callable[[Link, int], Any],
                 on_code: Callable[[str], Any],
                 on_trouble: Callable[[str], Any] = lambda text: None,
                 code: str | None = None, retry: Backoff = RETRY) -> None:
        self.relays, self.seat, self.retry = relays, seat, retry
        self.code: str | None = read_code(code) if code is not None else None
        self.failures = 0
        self._on_link, self._on_code, self._on_trouble = on_link, on_code, on_trouble
        self._task = asyncio.get_running_loop().create_task(self._run())

    def cancel(self) -> None:
        self._task.cancel()

    async def _run(self) -> None:
        from twisted.internet import reactor

        magic = _library()
        wrong_password, failed = magic.errors.WrongPasswordError, magic.errors.WormholeError

        wrong, announced = 0, False
        while True:
            hole = magic.create(APPID, self.relays.mailbox, reactor)
            try:
                await _wait(hole.get_welcome(), KEY_TIMEOUT)
                self.failures = 0  # the mailbox server answers (again)
                if self.code is None:
                    hole.allocate_code()
                    self.code = await _wait(hole.get_code(), KEY_TIMEOUT)
                    self._on_code(self.code)
                else:
                    hole.set_code(self.code)
                    if not announced:
                        self._on_code(self.code)
                announced = True
                await _wait(hole.get_unverified_key())  # a friend came (no timeout: a seat waits)
                link = await _connect(hole, self.code, self.relays, host=True)
            except asyncio.CancelledError:
                await _close_quietly(hole)
                raise
            except wrong_password:
                wrong += 1
                if wrong >= MAX_WRONG:  # someone is guessing: a new code for this seat
                    self.code, wrong = None, 0
                continue
            except (failed, ConnectionError, TimeoutError) as error:
                await _close_quietly(hole)
                if not self.failures:  # once: a notice each try would bury the chat
                    self._on_trouble(str(error))  # the host words it
                self.failures += 1
                await asyncio.sleep(self.retry.delay(self.failures - 1))
                continue
            closed = asyncio.Event()
            link.watch_close(closed.set)
            self._on_link(link, self.seat)
            await closed.wait()  # offer the same code again once this friend's link is gone

