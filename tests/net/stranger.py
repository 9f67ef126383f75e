"""What a stranger on the LAN does with a table, as a program of its own (run in a test's
network namespace, see :mod:`tests.net.lan`).

``python -m tests.net.stranger replay HOST PORT HEX``: connects and sends those bytes (a
friend's, as captured on the LAN), then prints every frame the table answered in the clear
as JSON lines, and ``{"closed": true}`` when the table hung up.

``python -m tests.net.stranger hold HOST PORT ADDRESS…``: holds four connections to the
table from each address, closing the oldest and opening a new one every second, until
stopped (places taken by programs that never sit down).

``python -m tests.net.stranger list N``: the tables announced on the LAN, as JSON, once N
are seen (or after 30 s).

``echo PORT`` and ``rtt HOST PORT COUNT``: round-trip times on the LAN (benchmarks).
"""

from __future__ import annotations

import json
import socket
import sys
import time
from collections import deque


def replay(host: str, port: int, data: bytes) -> None:
    with socket.create_connection((host, port), timeout=10) as sock:
        sock.sendall(data)
        answer = b""
        try:
            while chunk := sock.recv(65536):
                answer += chunk
        except OSError:
            pass
    at = 0
    while at + 4 <= len(answer):
        size = int.from_bytes(answer[at:at + 4], "big")
        frame = answer[at + 4:at + 4 + size]
        at += 4 + size
        if frame.startswith(b"{"):
            print(frame.decode("utf-8", "replace"), flush=True)
        else:
            print(json.dumps({"sealed": len(frame)}), flush=True)
    print(json.dumps({"closed": True}), flush=True)


def hold(host: str, port: int, addresses: list[str]) -> None:
    held: deque[socket.socket] = deque()
    opened = 0
    while True:
        for address in addresses:
            for _ in range(4 if opened == 0 else 1):
                try:
                    sock = socket.create_connection((host, port), timeout=5,
                                                    source_address=(address, 0))
                except OSError:
                    continue
                held.append(sock)
        opened += 1
        while len(held) > 4 * len(addresses):
            held.popleft().close()
        print(json.dumps({"held": len(held)}), flush=True)
        time.sleep(1.0)


def list_tables(count: int) -> None:
    """The Join list once it shows ``count`` tables (or after 30 s), as JSON."""
    from spite_gui.net.discovery import TableBrowser

    browser = TableBrowser()
    deadline = time.monotonic() + 30
    while len(browser.tables) < count and time.monotonic() < deadline:
        time.sleep(0.1)
    tables = browser.tables
    browser.close()
    print(json.dumps([{"name": t.name, "address": t.address, "port": t.port,
                       "fingerprint": t.fingerprint, "table_key": t.table_key}
                      for t in tables]), flush=True)


def echo(port: int) -> None:
    """Answer every line with itself (for round-trip times), until stopped."""
    server = socket.create_server(("0.0.0.0", port))
    print(json.dumps({"listening": port}), flush=True)
    while True:
        conn, _ = server.accept()
        with conn, conn.makefile("rb") as lines:
            for line in lines:
                conn.sendall(line)


def round_trips(host: str, port: int, count: int) -> None:
    """The round-trip times to an :func:`echo` (seconds, one JSON list)."""
    times = []
    with socket.create_connection((host, port), timeout=10) as sock:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        lines = sock.makefile("rb")
        for _ in range(count):
            started = time.perf_counter()
            sock.sendall(b"x\n")
            lines.readline()
            times.append(time.perf_counter() - started)
    print(json.dumps(times), flush=True)


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "echo":
        echo(int(sys.argv[2]))
    elif command == "rtt":
        round_trips(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    elif command == "replay":
        replay(sys.argv[2], int(sys.argv[3]), bytes.fromhex(sys.argv[4]))
    elif command == "hold":
        hold(sys.argv[2], int(sys.argv[3]), sys.argv[4:])
    else:
        list_tables(int(sys.argv[2]))
