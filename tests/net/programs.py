"""Separate programs (``python -m spite_gui.net …``) for the multi-process checks."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from spite_gui.engine import PlayerView
from spite_gui.net.codec import decode_view

Event = dict[str, Any]


class Program:
    """One program, its JSON lines read as they come."""

    def __init__(self, *args: str, env: dict[str, str] | None = None,
                 prefix: tuple[str, ...] = ()) -> None:
        """``prefix``: what runs the program (``ip netns exec NAME`` on another computer)."""
        self.args = args
        self.events: list[Event] = []
        self._lines: queue.Queue[Event | None] = queue.Queue()
        self.process = subprocess.Popen(
            [*prefix, sys.executable, "-m", "spite_gui.net", *args], stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True, env={**os.environ, **(env or {})})
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if line.startswith("{"):
                self._lines.put(json.loads(line))
        self._lines.put(None)

    def until(self, wanted: Callable[[Event], bool], timeout: float = 60.0) -> Event:
        """The first event (from now on, or already seen) that is ``wanted``."""
        for event in self.events:
            if wanted(event):
                return event
        deadline = time.monotonic() + timeout
        while True:
            try:
                event = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"{self.args}: nothing {wanted} within {timeout} s;"
                                     f" last events: {self.events[-6:]};"
                                     f" stderr: {self.stderr()}") from None
            if event is None:
                raise AssertionError(f"{self.args} ended: {self.stderr()}")
            self.events.append(event)
            if wanted(event):
                return event

    def event(self, name: str, timeout: float = 60.0, **fields: Any) -> Event:
        return self.until(lambda e: e["event"] == name and all(
            e.get(k) == v for k, v in fields.items()), timeout)

    def final(self, timeout: float = 120.0) -> Event:
        final = self.event("final", timeout)
        assert self.process.wait(10) in (0, 1)
        return final

    def stderr(self) -> str:
        if self.process.poll() is None:
            return "(still running)"
        assert self.process.stderr is not None
        return self.process.stderr.read()[-3000:]

    def kill(self) -> None:
        self.process.kill()
        self.process.wait(10)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.kill()


def host_views(final: Event) -> list[PlayerView]:
    """Every seat's view of the host's last game."""
    return [decode_view(v) for v in final["games"][-1]["views"]]


def guest_view(final: Event) -> PlayerView:
    return decode_view(final["view"])
