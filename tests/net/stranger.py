"""What a stranger on the LAN does with a table, as a program of its own (run in a test's
network namespace, see :mod:`tests.net.lan`).

``python -m tests.net.stranger replay HOST PORT HEX``: connects and sends those bytes (a
friend's, as captured on the LAN), then prints every frame the table answered in the clear
as JSON lines, and ``{"closed": true}`` when the table hung up.

``python -m tests.net.stranger hold HOST PORT ADDRESS…``: holds four connections to the
table from each address, closing the oldest and opening a new one every second, until
stopped (places taken by programs that never sit down).

``python -m tests.net.stranger list``: the tables announced on the LAN, as JSON, once.
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


def list_tables() -> None:
    from spite_gui.net.discovery import find_tables

    tables = find_tables(6.0)
    time.sleep(1.0)
    print(json.dumps([{"name": t.name, "address": t.address, "port": t.port,
                       "fingerprint": t.fingerprint, "table_key": t.table_key}
                      for t in tables]), flush=True)


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "replay":
        replay(sys.argv[2], int(sys.argv[3]), bytes.fromhex(sys.argv[4]))
    elif command == "hold":
        hold(sys.argv[2], int(sys.argv[3]), sys.argv[4:])
    else:
        list_tables()
