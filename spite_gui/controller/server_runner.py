"""A table hosted at this computer for friends: its seats, how friends reach it, and its file.

:class:`ServerRunner` holds the :class:`~spite_gui.net.server.TableServer` on the GUI thread
and opens the ways in that the host chose: a TCP port announced on the local network
(friends see it in their Join list, or type the address and port) and an invite code
per friend's seat. None of it waits: each way opens on the network thread (or, for
the announcement, a worker thread) and says here when it is open, or why not.
"""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..dialogs.friends import TURN_LABELS
from ..engine import Rules
from ..levels import LEVELS
from ..net import news as told
from ..net import tcp
from ..net.backoff import Backoff
from ..net.client import why_not_connected
from ..net.news import News
from ..net.protocol import CONNECTED, Goodbye, SeatInfo
from ..net.server import CLOSED, TableServer
from ..net.server_terms import ASK, PIN, ServerSettings
from ..play import PERSON, REMOTE, GameHost, Seating
from ..table.company import connect_words
from .network import Network

translate = QCoreApplication.translate

#: News that changes what the seats show.
SEAT_NEWS = (told.JOINED, told.BACK, told.DROPPED, told.WAITING, told.STOOD_IN, told.LEFT,
             told.REMOVED)
HOSTED_FORMAT = "spite-and-malice/hosted"
#: the turn times a host may choose (as the dialog offers them): none, or minutes
TURN_TIMES = tuple(TURN_LABELS)


@dataclass(frozen=True, slots=True)
class ServerPlan:
    """A table to host, as chosen in Play with Friends: the host's name, the rules and
    who sits where (the host first; friends' seats are remote), the match, what happens
    when a friend drops out, and how friends come in."""

    name: str
    rules: Rules
    seating: Seating
    match_target: int = 0
    stand_in: str = "medium"  # the level of the computer that plays for a friend gone
    wait: float = 60.0  # seconds a friend's seat waits for them after a drop
    nearby: bool = True  # take friends on the local network (a TCP port, announced)
    invite: bool = True  # an invite code per friend's seat
    port: int = tcp.DEFAULT_PORT
    door: str = PIN  # how a friend on this network takes a new seat: the PIN, or asking
    turn_time: int = 0  # seconds a person's turn may take, then a computer plays it (0: any)

    @property
    def friends(self) -> tuple[int, ...]:
        return tuple(i for i, plan in enumerate(self.seating.seats) if plan.kind == REMOTE)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "match_target": self.match_target,
                "stand_in": self.stand_in, "wait": self.wait, "nearby": self.nearby,
                "invite": self.invite, "port": self.port, "door": self.door,
                "turn_time": self.turn_time}

    @classmethod
    def from_json(cls, raw: Any, rules: Rules, seating: Seating) -> ServerPlan:
        """The plan kept with a hosted table; ValueError if it is not one."""
        keys = {"name", "match_target", "stand_in", "wait", "nearby", "invite", "port", "door"}
        # a table kept before turns had a time has none
        if not isinstance(raw, dict) or set(raw) - {"turn_time"} != keys:
            raise ValueError("the table's plan is not valid")
        turn_time = raw.get("turn_time", 0)
        ok = (isinstance(raw["name"], str) and 0 < len(raw["name"]) <= 40
              and raw["match_target"] in (0, 25, 50, 100) and raw["stand_in"] in LEVELS
              and type(raw["wait"]) in (int, float) and 0 <= raw["wait"] <= 3600
              and type(raw["nearby"]) is bool and type(raw["invite"]) is bool
              and type(raw["port"]) is int and 0 <= raw["port"] < 65536
              and type(raw["match_target"]) is int and raw["door"] in (PIN, ASK)
              and type(turn_time) is int and turn_time in TURN_TIMES)
        if not ok:
            raise ValueError("the table's plan is not valid")
        return cls(raw["name"], rules, seating, raw["match_target"], raw["stand_in"],
                   float(raw["wait"]), raw["nearby"], raw["invite"], raw["port"], raw["door"],
                   turn_time)


class ServerRunner(QObject):
    """The table this window hosts. ``attach_local(host)`` seats this computer's players at
    each new game (the host's own seat and the computers): a game kept in ``snapshot``
    from the moment the table is opened (:meth:`open`), each new one as it is dealt."""

    news = Signal(object)  # News from the table
    seats_changed = Signal()  # someone sat down, dropped out, was stood in for
    codes_changed = Signal()  # a seat's invite code is known
    listening = Signal(int)  # the port friends on this network reach the table at
    trouble = Signal(str)  # a way in could not be opened (the table goes on without it)

    def __init__(self, network: Network, plan: ServerPlan,
                 attach_local: Callable[[GameHost], Any], snapshot: Any = None,
                 codes: dict[int, str] | None = None,
                 deals: Callable[[], int] | None = None,
                 interfaces: list[str] | None = None,
                 retry: Backoff | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.network, self.plan = network, plan
        self.codes: dict[int, str] = dict(codes or {})
        self.port: int | None = None
        self.closed = False
        #: why the table is not in the Join lists on this network (None: it is, or soon)
        self.not_announced: str | None = None
        self._server: tcp.TcpServer | None = None
        self._offers: list[Any] = []
        self._announcement: Any = None
        self._interfaces = interfaces  # where the table is announced (None: everywhere)
        self._retry = retry  # how an invite code is kept open when the mailbox server fails
        self.table: TableServer = self._open_table(attach_local, snapshot, deals)
        self._resumed = snapshot is not None and self.table.host is not None

    def _open_table(self, attach_local: Callable[[GameHost], Any], snapshot: Any,
                    deals: Callable[[], int] | None) -> TableServer:
        """The table, new or hosted again from ``snapshot`` (its game kept waits for
        :meth:`open`)."""
        plan = self.plan
        settings = ServerSettings(host_name=plan.name, door=plan.door, wait=plan.wait,
                                 stand_in=plan.stand_in, start_when_full=True,
                                 match_target=plan.match_target,
                                 turn_time=float(plan.turn_time))
        options: dict[str, Any] = {"settings": settings, "attach_local": attach_local,
                                   "on_news": self._heard}
        if deals is not None:
            options["deals"] = deals
        net, owner = self.network.net, self.network.owner
        if snapshot is None:
            return TableServer(plan.seating, plan.rules, net, owner, **options)
        return TableServer.resume(snapshot, net, owner, start=False, **options)

    # -- opening the ways in ------------------------------------------------------------------
    def open(self) -> None:
        """Seat this computer's players at a game resumed with the table, and open the ways
        in the plan names (each says here when it is open, or why not)."""
        resumed, self._resumed = self._resumed, False
        if resumed:
            self.table.start_kept_game()
        if self.plan.nearby:
            self.network.run(tcp.listen(self.table.link_arrived, None, self.plan.port),
                             self._listening)
        if self.plan.invite:
            for seat in self.plan.friends:
                self.network.run(self._offer(seat), self._offered)

    def _listening(self, done: concurrent.futures.Future[tcp.TcpServer]) -> None:
        try:
            server = done.result()
        except OSError as error:
            self.trouble.emit(translate("Friends", "Friends on this network can't reach the "
                                                   "table: port {port} and the next ones are "
                                                   "taken ({why}).").format(
                port=self.plan.port, why=error))
            return
        if self.closed:
            self.network.net.call(server.close)
            return
        self._server, self.port = server, server.port
        self.listening.emit(server.port)
        table, plan, interfaces = self.table, self.plan, self._interfaces
        from ..net.discovery import Announcement

        key = table.table_key.public_hex
        self.network.in_thread(lambda: Announcement(plan.name, server.port, plan.rules,
                                                    plan.seating.players, table.open_seats,
                                                    key, interfaces),
                               self._announced)

    def _announced(self, done: concurrent.futures.Future[Any]) -> None:
        try:
            announcement = done.result()
        except Exception as error:  # no multicast here (a VPN, a guest network …)
            self.not_announced = str(error)
            self.trouble.emit(translate("Friends", "The table could not be announced on this "
                                                   "network ({why}); friends there can still "
                                                   "type your address and port.").format(
                why=error))
            return
        if self.closed:
            self.network.in_thread(announcement.close, lambda _done: None)
        else:
            self._announcement = announcement
            self.listening.emit(self.port or 0)  # the lobby names the addresses announced

    @property
    def announced_on(self) -> list[str]:
        """The addresses the table is announced at (none until it is)."""
        return list(self._announcement.interfaces) if self._announcement is not None else []

    async def _offer(self, seat: int) -> Any:
        net, owner = self.network.net, self.network.owner
        await net.twisted()
        from ..net import invite

        def coded(code: str) -> None:
            owner.post(lambda: self._coded(seat, code))

        def trouble(text: str) -> None:
            owner.post(lambda: self._invite_trouble(text))

        return await invite.offer(self.network.relays(), seat, self.table.link_arrived, coded,
                                  trouble, code=self.codes.get(seat),
                                  retry=self._retry or invite.RETRY)

    def _invite_trouble(self, text: str) -> None:
        """Said once per outage, and not at all once every friend sits at the table."""
        if not self.closed and any(info.state != CONNECTED for info in self.seats()
                                   if info.kind == REMOTE):
            from ..net.invite import NOT_KEPT_OPEN

            self.trouble.emit(translate("Friends", NOT_KEPT_OPEN).format(why=text))

    def _offered(self, done: concurrent.futures.Future[Any]) -> None:
        try:
            offer = done.result()
        except Exception as error:  # magic-wormhole missing or broken: say so, go on
            self.trouble.emit(translate("Friends", "Invite codes can't be offered ({why}).").format(
                why=connect_words(why_not_connected(error))))
            return
        if self.closed:
            self.network.net.call(offer.cancel)
        else:
            self._offers.append(offer)

    def _coded(self, seat: int, code: str) -> None:
        if not self.closed and self.codes.get(seat) != code:
            self.codes[seat] = code
            self.codes_changed.emit()

    # -- the table ---------------------------------------------------------------------------------
    @property
    def own_seat(self) -> int:
        """The seat of the host, at this computer."""
        return next(i for i, plan in enumerate(self.plan.seating.seats) if plan.kind == PERSON)

    def seats(self) -> tuple[SeatInfo, ...]:
        return self.table.seats()

    def start(self) -> None:
        """Deal now: computers play the friends' seats nobody has taken yet."""
        self.table.start()

    def play_again(self, new_match: bool = False) -> None:
        self.table.play_again(new_match)

    def say(self, text: str) -> None:
        self.table.say(self.own_seat, text)

    def answer(self, request: int, let_in: bool) -> None:
        """Let in (or turn away) the friend who asked to sit down (request ``request``)."""
        self.table.answer(request, let_in)

    def remove(self, seat: int) -> None:
        """Remove the friend at ``seat``: a computer plays it, their program can't return."""
        self.table.remove(seat)

    def react(self, reaction: str) -> None:
        self.table.react(self.own_seat, reaction)

    def document(self) -> dict[str, Any]:
        """The table for the host's file: hosted again from it after a restart."""
        return {"format": HOSTED_FORMAT, "table": self.table.snapshot(),
                "codes": {str(seat): code for seat, code in self.codes.items()},
                "plan": self.plan.to_json()}

    def _heard(self, news: News) -> None:
        self.news.emit(news)
        if news.kind in SEAT_NEWS:
            self.seats_changed.emit()
            if self._announcement is not None:
                self._announcement.update(self.table.open_seats)

    def close(self, reason: str = Goodbye.HOST_CLOSED, kept: bool = False) -> None:
        """Close the table: every friend is told ``reason`` (``kept``: and that the table is
        kept, to be hosted again); the ways in are shut."""
        if self.closed:
            return
        self.closed = True
        if self.table.phase != CLOSED:
            self.table.close(reason, kept)
        net = self.network.net
        for offer in self._offers:
            net.call(offer.cancel)
        self._offers.clear()
        if self._server is not None:
            net.call(self._server.close)
            self._server = None
        if self._announcement is not None:
            self.network.in_thread(self._announcement.close, lambda _done: None)
            self._announcement = None


def read_hosted(document: Any) -> tuple[ServerPlan, dict[str, Any], dict[int, str]]:
    """A table kept by :meth:`ServerRunner.document`: its plan, the table's snapshot and the
    invite codes; ValueError saying what is wrong with a document that can't be used (it is
    checked whole: the game replayed, the host's own seat, every friend's seat and code)."""
    from ..net.invite import read_code
    from ..net.server_snapshot import read_snapshot

    if not isinstance(document, dict) or set(document) != {"format", "table", "codes", "plan"} \
            or document["format"] != HOSTED_FORMAT:
        raise ValueError("it is not a table hosted for friends")
    kept = read_snapshot(document["table"])
    if [plan.kind for plan in kept.seating.seats].count(PERSON) != 1:
        raise ValueError("the host's own seat is not in it")
    plan = ServerPlan.from_json(document["plan"], kept.rules, kept.seating)
    raw_codes = document["codes"]
    if not isinstance(raw_codes, dict) or len(raw_codes) > len(plan.friends):
        raise ValueError("its invite codes are not valid")
    codes = {}
    for seat, code in raw_codes.items():
        if not (isinstance(seat, str) and seat.isdigit() and int(seat) in plan.friends
                and isinstance(code, str)):
            raise ValueError("its invite codes are not valid")
        codes[int(seat)] = read_code(code)
    return plan, document["table"], codes
