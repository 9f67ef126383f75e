"""A table and its guests in one process, over real loopback TCP, for the network tests."""

from __future__ import annotations

import concurrent.futures
import threading
import time
from collections.abc import Callable
from typing import Any

from spite_gui.ai import make_player
from spite_gui.engine import Rules
from spite_gui.net import tcp
from spite_gui.net.computer_seat import ComputerSeat
from spite_gui.net.guest import GuestTable
from spite_gui.net.news import SEATED, News
from spite_gui.net.runtime import NetLoop
from spite_gui.net.table import HostTable, TableSettings
from spite_gui.play import COMPUTER, PERSON, REMOTE, GameHost, Seating, SeatPlan

LOOPBACK = "127.0.0.1"


def seating(*kinds: str, level: str = "easy") -> Seating:
    """Seats of the given kinds ("person", "computer", "remote"), in order."""
    names = {PERSON: "Anna", COMPUTER: "West", REMOTE: "Friend"}
    return Seating(tuple(SeatPlan(k, names[k], level if k == COMPUTER else "")
                         for k in kinds))


def wait_for(condition: Callable[[], Any], timeout: float = 30.0, what: str = "") -> None:
    """Wait (on the test's thread) until ``condition()`` holds, or fail."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what or condition}")
        time.sleep(0.01)


class Harness:
    """One network thread that is also the owner of every table in the test."""

    def __init__(self) -> None:
        self.net = NetLoop()
        self.pool = concurrent.futures.ThreadPoolExecutor(2, "think")
        self.news: list[News] = []
        self._lock = threading.Lock()

    def run(self, fn: Callable[[], Any]) -> Any:
        """Call ``fn`` on the owner's thread and return what it returns."""
        async def call() -> Any:
            return fn()

        return self.net.wait(call())

    def heard(self, news: News) -> None:
        with self._lock:
            self.news.append(news)

    def host(self, kinds: tuple[str, ...], rules: Rules | None = None, *, deals=None,
             port: int = 0, **settings: Any) -> tuple[HostTable, int]:
        """A table with computers at the local seats, listening on a loopback port."""
        plan = seating(*kinds)
        rules = rules or Rules.preset("Quick", plan.players)

        def computers(host: GameHost) -> None:
            for seat, seat_plan in enumerate(plan.seats):
                if seat_plan.kind != REMOTE:
                    host.attach(seat, ComputerSeat(host.submit, seat,
                                                   make_player("easy", 100 + seat),
                                                   self.net, self.pool))

        extra = {"deals": deals} if deals else {}
        table = self.run(lambda: HostTable(
            plan, rules, self.net, self.net, settings=TableSettings(**settings),
            attach_local=computers, on_news=self.heard, pool=self.pool, **extra))
        server = self.net.wait(tcp.listen(table.link_arrived, LOOPBACK, port))
        return table, server.port

    def guest(self, port: int, name: str, *, level: str = "easy", seed: int = 0,
              **options: Any) -> GuestTable:
        """A guest whose seat a computer plays, connecting now."""
        def seated(news: News) -> None:
            self.heard(news)
            if news.kind == SEATED and guest.seat is not None and driver[0] is None:
                driver[0] = ComputerSeat(guest.submit, guest.seat,
                                         make_player(level, seed), self.net, self.pool)
                guest.attach(driver[0])

        driver: list[ComputerSeat | None] = [None]
        guest = self.run(lambda: GuestTable(
            self.net, self.net, lambda: tcp.connect(LOOPBACK, port), name,
            on_news=seated, **options))
        self.run(guest.connect)
        return guest

    def close(self) -> None:
        self.net.stop()
        self.pool.shutdown(wait=False, cancel_futures=True)
