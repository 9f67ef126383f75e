"""How should Twisted (which magic-wormhole needs) meet Qt's event loop? Printed as JSON.

Two ways are measured, each in a fresh process whose main thread runs a Qt event
loop, as the game does, with a friend's program in another process echoing every
frame back through a local magic-wormhole transit relay:

- ``network_thread``: Twisted's asyncio reactor on the game's network thread
  (:class:`spite_gui.net.runtime.NetLoop`); frames reach the GUI thread through
  :class:`spite_gui.net.qt.QtOwner`. (What the game does.)
- ``qt_reactor``: Twisted driven by Qt's own loop on the GUI thread (the qt-reactor
  package, installed separately for this measurement: ``pip install qt-reactor``).

For each: the round trip from the GUI thread sending a frame to the echo being
handled on the GUI thread (median, 99th percentile, ms), with the GUI idle and
with the GUI busy 40 ms out of every 100 (painting, animating), the GUI thread's
own CPU time per round trip (µs), and how long the peer waited for a ping answer
while the GUI thread was blocked for 2 s (a long layout, a native dialog).

Usage: ``python benchmarks/reactor_choice.py [--trips N]``
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PAYLOAD = b"{" + b"x" * 700  # about the size of a compressed update … and more
STALL_EVERY, STALL_FOR, BLOCK_FOR = 0.100, 0.040, 2.0
BLOCK_FOR_MS = round(BLOCK_FOR * 1000)


def _busy(seconds: float) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        pass


# -- the friend's program: joins by code and echoes each frame ---------------------------------
def echo(code: str, mailbox: str, transit: str) -> None:
    from spite_gui.net import invite
    from spite_gui.net.runtime import NetLoop

    net = NetLoop()
    net.use_twisted()
    relays = invite.Relays(mailbox, transit, direct=False)
    link = net.wait(invite.accept(relays, code), 60)

    class Echo:
        asked = 0.0

        def frame_received(self, frame: bytes) -> None:
            if frame == b"block":  # the other side's GUI will be stuck: is it still there?
                net.loop.call_later(BLOCK_FOR / 10, self.ping)
            elif frame == b"pong":
                link.send(b"waited %.3f" % ((time.perf_counter() - self.asked) * 1000))
            else:
                link.send(frame)

        def ping(self) -> None:
            self.asked = time.perf_counter()
            link.send(b"ping")

        def link_lost(self, reason: str) -> None:
            os._exit(0)

    net.call(link.start, Echo())
    time.sleep(600)


# -- the measuring program ----------------------------------------------------------------------
def measure(mode: str, trips: int, mailbox: str, transit: str) -> dict[str, float]:
    from PySide6.QtCore import QCoreApplication, QTimer

    app = QCoreApplication([])
    result: dict[str, float] = {}
    state: dict[str, Any] = {}
    if mode == "network_thread":
        send, start_code = _network_thread_side(mailbox, transit, state)
    else:
        send, start_code = _qt_reactor_side(mailbox, transit, state)

    rtts: dict[str, list[float]] = {"idle": [], "busy": []}
    phase = ["idle"]
    sent = [0.0]
    cpu = [0.0, 0]

    def on_frame(frame: bytes) -> None:
        if frame.startswith(b"waited "):
            result["answer_while_blocked_ms"] = float(frame.split()[1])
            app.quit()
            return
        rtts[phase[0]].append((time.perf_counter() - sent[0]) * 1000)
        if len(rtts[phase[0]]) >= trips:
            if phase[0] == "idle":
                result["cpu_us_per_trip"] = (time.thread_time() - cpu[0]) / trips * 1e6
                phase[0] = "busy"
                stall.start(int(STALL_EVERY * 1000))
            else:
                stall.stop()
                QTimer.singleShot(10, block)
                return
        QTimer.singleShot(0, ping)

    def ping() -> None:
        sent[0] = time.perf_counter()
        send(PAYLOAD)

    def block() -> None:
        # the peer pings while the GUI thread is stuck: when does the answer reach it?
        send(b"block")
        QTimer.singleShot(BLOCK_FOR_MS // 40, lambda: _busy(BLOCK_FOR))

    stall = QTimer()
    stall.timeout.connect(lambda: _busy(STALL_FOR))
    state["on_frame"] = on_frame

    def begin() -> None:
        cpu[0] = time.thread_time()
        ping()

    state["begin"] = begin
    start_code()
    app.exec()
    for name, values in rtts.items():
        values.sort()
        result[f"{name}_median_ms"] = statistics.median(values)
        result[f"{name}_p99_ms"] = values[min(len(values) - 1, int(len(values) * 0.99))]
    return result


def _spawn_echo(code: str, mailbox: str, transit: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, __file__, "--echo", code, "--mailbox", mailbox,
                             "--transit", transit], cwd=ROOT)


def _network_thread_side(mailbox: str, transit: str, state: dict):
    from spite_gui.net import invite
    from spite_gui.net.qt import QtOwner
    from spite_gui.net.runtime import NetLoop

    net = NetLoop()
    net.use_twisted()
    owner = QtOwner()
    relays = invite.Relays(mailbox, transit, direct=False)
    links = []

    class ToGui:  # as a Channel does: pings answered here, the rest posted to the GUI
        def frame_received(self, frame: bytes) -> None:
            if frame == b"ping":
                links[0].send(b"pong")
            else:
                owner.post(lambda: state["on_frame"](frame))

        def link_lost(self, reason: str) -> None:
            pass

    def arrived(link, seat) -> None:
        links.append(link)
        link.start(ToGui())
        owner.post(state["begin"])

    def got_code(code: str) -> None:
        state["echo"] = _spawn_echo(code, mailbox, transit)

    def start() -> None:
        net.wait(invite.offer(relays, 1, arrived, got_code))

    return (lambda frame: net.call(links[0].send, frame)), start


def _qt_reactor_side(mailbox: str, transit: str, state: dict):
    import qreactor

    qreactor.install()
    import wormhole
    from twisted.internet import defer, reactor
    from wormhole.transit import TransitSender

    from spite_gui.net.invite import APPID

    conn = []

    @defer.inlineCallbacks
    def host() -> object:
        hole = wormhole.create(APPID, mailbox, reactor)
        hole.allocate_code()
        code = yield hole.get_code()
        state["echo"] = _spawn_echo(code, mailbox, transit)
        yield hole.get_verifier()
        sender = TransitSender(transit, no_listen=True, reactor=reactor)
        sender.set_transit_key(hole.derive_key(f"{APPID}/transit-key",
                                               sender.TRANSIT_KEY_LENGTH))
        hints = yield sender.get_connection_hints()
        hole.send_message(json.dumps({"hints": hints}).encode())
        theirs = json.loads((yield hole.get_message()))
        sender.add_connection_hints(theirs["hints"])
        connection = yield sender.connect()
        yield hole.close()
        conn.append(connection)

        def read(record: bytes) -> None:
            if record == b"ping":
                connection.send_record(b"pong")
            else:
                state["on_frame"](record)
            connection.receive_record().addCallback(read)

        connection.receive_record().addCallback(read)
        state["begin"]()

    def start() -> None:
        reactor.callWhenRunning(host)
        reactor.runReturn()

    return (lambda frame: conn[0].send_record(frame)), start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trips", type=int, default=400)
    parser.add_argument("--echo")
    parser.add_argument("--measure")
    parser.add_argument("--mailbox")
    parser.add_argument("--transit")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_API", "pyside6")
    if args.echo:
        echo(args.echo, args.mailbox, args.transit)
        return
    if args.measure:
        print(json.dumps(measure(args.measure, args.trips, args.mailbox, args.transit)))
        os._exit(0)
    from tests.net.relays import LocalRelays

    relays = LocalRelays(Path(tempfile.mkdtemp()))
    report: dict[str, object] = {"trips": args.trips}
    try:
        for mode in ("network_thread", "qt_reactor"):
            run = subprocess.run(
                [sys.executable, __file__, "--measure", mode, "--trips", str(args.trips),
                 "--mailbox", relays.relays.mailbox, "--transit", relays.relays.transit],
                capture_output=True, text=True, timeout=300, cwd=ROOT)
            lines = [ln for ln in run.stdout.splitlines() if ln.startswith("{")]
            report[mode] = json.loads(lines[-1]) if lines else {"error": run.stderr[-500:]}
    finally:
        relays.stop()
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
