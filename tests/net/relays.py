"""A magic-wormhole mailbox server and transit relay on loopback, from their own packages."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path

from spite_gui.net.invite import Relays


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_listening(port: int, process: subprocess.Popen, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server stopped: {process.args}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"the server did not start: {process.args}")


class LocalRelays:
    """Both servers, started now on free loopback ports; :meth:`stop` ends them."""

    def __init__(self, folder: Path) -> None:
        mailbox_port, transit_port = free_port(), free_port()
        folder.mkdir(parents=True, exist_ok=True)
        twist = [sys.executable, "-m", "twisted"]
        quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL, "cwd": folder}
        self.processes = [
            subprocess.Popen([*twist, "wormhole-mailbox",
                              f"--port=tcp:{mailbox_port}:interface=127.0.0.1",
                              f"--channel-db={folder / 'mailbox.sqlite'}"], **quiet),
            subprocess.Popen([*twist, "transitrelay",
                              f"--port=tcp:{transit_port}:interface=127.0.0.1"], **quiet),
        ]
        try:
            for port, process in zip((mailbox_port, transit_port), self.processes, strict=True):
                _wait_listening(port, process)
        except RuntimeError:
            self.stop()
            raise
        #: through the relay only: nothing but loopback addresses is ever dialed
        self.relays = Relays(f"ws://127.0.0.1:{mailbox_port}/v1",
                             f"tcp:127.0.0.1:{transit_port}", direct=False)

    def stop(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                process.terminate()
        for process in self.processes:
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
