"""A table with friends without a window: ``python -m spite_gui.net host|join …``.

The host deals, a computer plays every seat of this program (``--seats``: ``me``
for the host's own seat, ``computer``, ``friend`` for a seat played over the
network) and friends join by address and port, on the local network, or by
invite code. A guest joins and a computer plays its seat where a person would.
Both print what happens as JSON lines on standard output, ending with the final
table, so that scripts (and the checks of the game) can follow along.

    python -m spite_gui.net host --seats me,friend --port 47474
    python -m spite_gui.net join --address 192.168.1.20:47474 --pin 482913 --name Bob

The host prints the table's PIN and fingerprint as it opens (``opened``); a guest
keeps its seat key in ``--seat-key FILE`` to come back to its seat after a restart.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import sys
import threading
import time
from collections.abc import Callable, Coroutine, Sequence
from pathlib import Path
from typing import Any

from ..engine import PRESETS, Rules
from ..engine.rules import DEFAULT_PRESET
from ..levels import LEVELS
from ..play import COMPUTER, PERSON, REMOTE, GameHost, Seating, SeatPlan, Update
from ..play.seating import clean_name
from . import news as told
from . import tcp
from .client import TableClient
from .codec import encode_view
from .computer_seat import ComputerSeat
from .fairness import Verdict
from .news import News
from .protocol import CONNECTED
from .runtime import NetLoop
from .secure import KeyPair, read_pin
from .server import CLOSED, OVER, TableServer
from .server_terms import ServerSettings
from .transport import Link

SEAT_WORDS = {"me": PERSON, "computer": COMPUTER, "friend": REMOTE}


_printing = threading.Lock()


def _emit(event: str, **fields: Any) -> None:
    """One JSON line, whole: the main thread and the network thread both say things, and
    print() writes a line and its end apart (two lines could run together)."""
    line = json.dumps({"event": event, **fields}) + "\n"
    with _printing:
        sys.stdout.write(line)
        sys.stdout.flush()


def _news_printer(news: News) -> None:
    """The news as its kind and facts (a refusal as its code): a script reads them, and
    words them itself if it wants to."""
    detail = news.detail
    if isinstance(detail, Verdict):  # what the check found, in English, as the log says it
        detail = detail.message
    if not isinstance(detail, str | int | float | bool | type(None)):
        detail = str(detail)
    _emit("news", kind=news.kind, seat=news.seat, name=news.name, detail=detail)


def _player(level: str, seed: int) -> Any:
    from ..ai import make_player

    return make_player(level, seed)


class _TurnPrinter:
    """Prints a line as each turn begins (for scripts following a game), and calls
    ``after_move()`` once for each change the seats it watches are told of."""

    def __init__(self, after_move: Callable[[], Any] = lambda: None) -> None:
        self.turn = 0
        self.after_move = after_move
        self.watched: int | None = None

    def watch(self, host: GameHost | TableClient, seat: int, driver: ComputerSeat) -> None:
        if self.watched is None:
            self.watched = seat

        def told(update: Update) -> None:
            if seat == self.watched:
                self.after_move()
            if update.view.turn != self.turn:
                self.turn = update.view.turn
                _emit("turn", turn=update.view.turn, current=update.view.current)
            driver(update)

        if isinstance(host, GameHost):
            host.attach(seat, told)
        else:
            host.attach(told)


# -- hosting ---------------------------------------------------------------------------------
def _seating(words: Sequence[str], name: str, level: str) -> Seating:
    plans, friends = [], 0
    places = {2: ("North",), 3: ("West", "East"), 4: ("West", "North", "East")}[len(words)]
    for seat, word in enumerate(words):
        kind = SEAT_WORDS[word]
        if kind == PERSON:
            plans.append(SeatPlan(PERSON, clean_name(name, "Host")))
        elif kind == COMPUTER:
            plans.append(SeatPlan(COMPUTER, places[seat - 1] if seat else "South", level))
        else:
            friends += 1
            plans.append(SeatPlan(REMOTE, f"Friend {friends}"))
    return Seating(tuple(plans))


class HostProgram:
    """A hosted table whose own seats computers play; prints what happens."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.net = NetLoop()
        self.pool = concurrent.futures.ThreadPoolExecutor(1, "think")
        self.done = threading.Event()
        self.finished: list[dict[str, Any]] = []
        self.codes: dict[int, str] = {}
        self.announced: list[Any] = []
        self.save_to = Path(args.save) if args.save else None
        self.table: TableServer | None = None  # once made (a resumed game moves before that)
        saved = json.loads(Path(args.resume).read_text("utf-8")) if args.resume else None
        deals = iter(range(args.deal, args.deal + 10_000)) if args.deal is not None else None
        settings = ServerSettings(host_name=clean_name(args.name, "Host"), wait=args.wait,
                                 stand_in=args.stand_in, start_when_full=True,
                                 again_when_ready=args.games > 1, pace=args.pace,
                                 turn_time=args.turn_time)
        options: dict[str, Any] = {
            "settings": settings, "attach_local": self._attach_local, "on_news": self._heard,
            "players": _player, "pool": self.pool}
        if deals is not None:
            options["deals"] = lambda: next(deals)
        if args.pin:
            options["pin"] = read_pin(args.pin)

        async def open_table() -> TableServer:
            if saved is not None:
                self.codes = {int(seat): code for seat, code in saved["codes"].items()}
                self.table = TableServer.resume(saved["table"], self.net, self.net, **options)
                self._autosave()  # what was played as the table was made
                return self.table
            words = args.seats.split(",")
            seating = _seating(words, args.name, args.level)
            return TableServer(seating, Rules.preset(args.preset, seating.players), self.net,
                             self.net, **options)

        self.table = self.net.wait(open_table())

    def run(self) -> int:
        args, table = self.args, self.table
        assert table is not None
        _emit("opened", pin=table.pin, fingerprint=table.fingerprint,
              table_key=table.table_key.public_hex)
        port = None
        if not args.no_tcp:
            server = self.net.wait(tcp.listen(table.link_arrived, args.bind, args.port))
            port = server.port
            _emit("listening", address=args.bind or "*", port=port)
        if args.invite:
            self._offer_codes()
        if args.announce and port is not None:
            self._announce(port)
        ok = self.done.wait(args.timeout)
        for announcement in self.announced:
            announcement.close()
        _emit("final", games=self.finished, ok=ok and table.phase in (OVER, CLOSED))
        self.net.stop()
        self.pool.shutdown(wait=False, cancel_futures=True)
        return 0 if ok else 1

    def _announce(self, port: int) -> None:
        """Announce the table on the local network; if that can't be done here (no network
        with multicast), say so and go on: friends can still type the address."""
        from .discovery import Announcement, DiscoveryError

        table, bind = self.table, self.args.bind
        assert table is not None
        try:
            announcement = Announcement(table.settings.host_name, port, table.rules,
                                        table.seating.players, self.net.wait(_free(table)),
                                        table.table_key.public_hex,
                                        [bind] if bind and bind not in ("0.0.0.0", "::")
                                        else None)
        except DiscoveryError as error:
            _emit("not_announced", text=str(error))
            return
        self.announced.append(announcement)
        _emit("announced", name=announcement.name, interfaces=announcement.interfaces)

    def _offer_codes(self) -> None:
        from . import invite

        args = self.args
        self.net.use_twisted()
        relays = invite.Relays(args.mailbox or invite.MAILBOX, args.transit or invite.TRANSIT,
                               direct=not args.relay_only)
        table = self.table
        assert table is not None
        for seat, plan in enumerate(table.seating.seats):
            if plan.kind == REMOTE:
                def shown(code: str, seat: int = seat) -> None:
                    self.codes[seat] = code
                    _emit("invite", seat=seat, code=code)

                self.net.wait(invite.offer(relays, seat, table.link_arrived, shown,
                                           code=self.codes.get(seat)))

    def _attach_local(self, game_host: GameHost) -> None:
        turns = _TurnPrinter(self._autosave)
        for seat, plan in enumerate(game_host.seating.seats):
            if plan.kind != REMOTE:
                level = plan.level or self.args.level
                turns.watch(game_host, seat, ComputerSeat(
                    game_host.submit, seat, _player(level, self.args.seed + seat), self.net,
                    self.pool, self.args.pace))

    def _autosave(self) -> None:
        """Keep the table in the save file after every move (written whole, then renamed)."""
        if self.save_to is None or self.table is None:
            return
        document = {"table": self.table.snapshot(),
                    "codes": {str(seat): code for seat, code in self.codes.items()}}
        partial = self.save_to.with_name(self.save_to.name + ".partial")
        partial.write_text(json.dumps(document), "utf-8")
        partial.replace(self.save_to)

    def _heard(self, news: News) -> None:
        _news_printer(news)
        if news.kind == told.OVER:
            self._game_over()
        if self.announced and self.table and news.kind in (told.JOINED, told.LEFT,
                                                           told.STOOD_IN):
            self.announced[0].update(self.table.open_seats)

    def _game_over(self) -> None:
        table = self.table
        assert table is not None and table.host is not None
        game_host = table.host
        self._autosave()
        self.finished.append({
            "game": table.game_number, "document": game_host.document(),
            "views": [encode_view(game_host.view(s)) for s in range(table.seating.players)]})
        _emit("game_over", game=table.game_number, outcome=list(game_host.outcome or ()),
              totals=table.totals)
        if table.game_number >= self.args.games:
            self._close_when_friends_left(time.monotonic() + self.args.linger)

    def _close_when_friends_left(self, deadline: float) -> None:
        table = self.table
        assert table is not None
        if table.phase == CLOSED:
            return
        if all(s.state != CONNECTED for s in table.seats()) or time.monotonic() > deadline:
            table.close()
            self.done.set()
        else:
            self.net.call_later(0.05, lambda: self._close_when_friends_left(deadline))


def host(args: argparse.Namespace) -> int:
    if not args.resume:
        words = args.seats.split(",")
        if not 2 <= len(words) <= 4 or any(w not in SEAT_WORDS for w in words):
            _emit("error", text="--seats lists 2 to 4 of me, computer, friend")
            return 2
    try:
        program = HostProgram(args)
    except (OSError, ValueError, KeyError) as error:
        _emit("error", text=f"The table could not be opened: {error}")
        return 2
    return program.run()


async def _free(table: TableServer) -> int:
    return table.open_seats


# -- joining ---------------------------------------------------------------------------------
Dialer = Callable[[], Coroutine[Any, Any, Link]]


def _dialer(args: argparse.Namespace, net: NetLoop) -> tuple[Dialer, str | None]:
    """How to dial the table, and its public key if the announcement gave it."""
    if args.address:
        address, port = tcp.read_address(args.address)
        return (lambda: tcp.connect(address, port)), None
    if args.code:
        from . import invite

        net.use_twisted()
        relays = invite.Relays(args.mailbox or invite.MAILBOX, args.transit or invite.TRANSIT,
                               direct=not args.relay_only)
        return (lambda: invite.accept(relays, args.code)), None
    from .discovery import DiscoveryError, TableAd, find_tables

    def wanted(table: TableAd) -> bool:
        return (table.joinable and (args.lan_host is None or table.name == args.lan_host)
                and (args.table_key is None or table.table_key == args.table_key))

    try:
        tables = [t for t in find_tables(args.timeout_lan, args.lan_interface, wanted)
                  if wanted(t)]
    except DiscoveryError as error:
        raise _CantJoin(str(error)) from None
    if not tables:
        raise _CantJoin("No table was found on the local network.")
    found = tables[0]
    _emit("found", name=found.name, address=found.address, port=found.port,
          fingerprint=found.fingerprint)
    return (lambda: tcp.connect(found.address, found.port)), found.table_key


class _CantJoin(Exception):
    """The table can't even be dialed (said in the final line)."""


def _seat_key(path: Path | None) -> KeyPair:
    """The seat key kept in ``path`` (made and kept there the first time)."""
    if path is not None and path.exists():
        return KeyPair.from_hex(path.read_text().strip())
    key = KeyPair.generate()
    if path is not None:
        path.write_text(key.seed_hex)
    return key


def join(args: argparse.Namespace) -> int:
    try:
        seat_key = _seat_key(Path(args.seat_key) if args.seat_key else None)
        pin = read_pin(args.pin) if args.pin else None
    except (OSError, ValueError) as error:
        _emit("final", ok=False, closed=f"can't join: {error}")
        return 2
    net = NetLoop()
    try:
        dial, table_key = _dialer(args, net)
    except (_CantJoin, ValueError) as error:
        _emit("final", ok=False, closed=str(error))
        net.stop()
        return 1
    pool = concurrent.futures.ThreadPoolExecutor(1, "think")
    done = threading.Event()
    driver: list[ComputerSeat] = []

    def heard(news: News) -> None:
        _news_printer(news)
        if news.kind == told.SEATED and guest.seat is not None:
            if not driver:
                driver.append(ComputerSeat(guest.submit, guest.seat,
                                           _player(args.level, args.seed), net, pool, args.pace))
                _TurnPrinter().watch(guest, guest.seat, driver[0])
        elif news.kind in (told.VERIFIED, told.CHEATED):
            if len(guest.verdicts) < args.games:
                guest.again()
            else:
                done.set()
        elif news.kind == told.CLOSED:
            done.set()

    async def sit_down() -> TableClient:
        return TableClient(net, net, dial, clean_name(args.name, "Guest"), seat_key=seat_key,
                          pin=pin, table_key=args.table_key or table_key,
                          returning=args.returning, on_news=heard)

    guest = net.wait(sit_down())
    net.call(guest.connect)
    ok = done.wait(args.timeout)

    async def final() -> dict[str, Any]:
        if guest.connected:
            guest.leave("has played the games it came for")
        update = guest.update
        return {"seat": guest.seat, "view": encode_view(update.view) if update else None,
                "verdicts": {str(k): [v.ok, v.message] for k, v in guest.verdicts.items()},
                "latencies": guest.latencies, "totals": list(guest.totals),
                "bytes_received": guest.bytes_received, "bytes_sent": guest.bytes_sent,
                "handshake_seconds": guest.handshake_seconds,
                "sit_seconds": guest.sit_seconds, "table_key": guest.table_key,
                "closed": guest.closed}

    result = net.wait(final())
    played = ok and bool(guest.verdicts)  # at the table, to the end of a game at least
    _emit("final", ok=played, **result)
    net.stop()
    pool.shutdown(wait=False, cancel_futures=True)
    return 0 if played else 1


# -- the command line ------------------------------------------------------------------------
def _relay_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--mailbox", help="the magic-wormhole mailbox server (a ws:// URL)")
    parser.add_argument("--transit", help="the transit relay (tcp:HOST:PORT)")
    parser.add_argument("--relay-only", action="store_true",
                        help="connect through the transit relay only, never directly")


def parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m spite_gui.net",
                                     description="Spite and Malice with friends, without a "
                                                 "window: computers play this program's seats.")
    commands = parser.add_subparsers(dest="command", required=True)
    h = commands.add_parser("host", help="host a table")
    h.add_argument("--seats", default="me,friend",
                   help="the seats in turn order: me, computer or friend (default me,friend)")
    h.add_argument("--name", default="Host", help="the table's (and its host's) name")
    h.add_argument("--preset", default=DEFAULT_PRESET, choices=list(PRESETS))
    h.add_argument("--level", default="medium", choices=LEVELS,
                   help="the level of this program's computer players")
    h.add_argument("--stand-in", default="medium", choices=LEVELS,
                   help="the level of the computer that plays for a friend gone too long")
    h.add_argument("--wait", type=float, default=60.0,
                   help="seconds a dropped friend's seat waits for them (default 60)")
    h.add_argument("--turn-time", type=float, default=0.0, metavar="SECONDS",
                   help="after this long a computer plays the rest of a person's turn "
                        "(default: no limit)")
    h.add_argument("--bind", default=None, help="the address to listen on (default: all)")
    h.add_argument("--port", type=int, default=tcp.DEFAULT_PORT, help="0 for any free port")
    h.add_argument("--no-tcp", action="store_true", help="take friends by invite code only")
    h.add_argument("--invite", action="store_true", help="print an invite code per friend")
    h.add_argument("--announce", action="store_true",
                   help="announce the table on the local network")
    h.add_argument("--deal", type=int, default=None, help="the first deal number (then +1)")
    h.add_argument("--games", type=int, default=1)
    h.add_argument("--linger", type=float, default=10.0,
                   help="seconds to wait for friends to leave after the last game")
    h.add_argument("--pin", help="the table's PIN (6 digits; a new one by default)")
    h.add_argument("--save", help="keep the table in this file as it goes (it holds the "
                                  "table's secret key)")
    h.add_argument("--resume", help="host the table saved in this file again (friends come "
                                    "back with their seat keys)")
    _common(h)
    _relay_options(h)
    j = commands.add_parser("join", help="join a table")
    where = j.add_mutually_exclusive_group()
    where.add_argument("--address", help="HOST:PORT of the table")
    where.add_argument("--code", help="an invite code, like 7-guitarist-revenge")
    where.add_argument("--lan", action="store_true",
                       help="join the first table announced on the local network (default)")
    j.add_argument("--name", default="Guest")
    j.add_argument("--level", default="medium", choices=LEVELS,
                   help="the level of the computer that plays this seat")
    j.add_argument("--games", type=int, default=1)
    j.add_argument("--pin", help="the table's PIN, as the host's screen shows it")
    j.add_argument("--seat-key", help="keep this program's seat key in this file (secret): "
                   "with it, the program comes back to its seat after a restart")
    j.add_argument("--returning", action="store_true",
                   help="coming back to the seat of --seat-key (no PIN needed)")
    j.add_argument("--table-key", help="take only the table with this public key (hex)")
    j.add_argument("--timeout-lan", type=float, default=5.0,
                   help="seconds to look for tables on the local network")
    j.add_argument("--lan-host", help="with --lan: the table of the host with this name "
                   "(else the first table found)")
    j.add_argument("--lan-interface", action="append",
                   help="look for tables through this address only (repeatable)")
    _common(j)
    _relay_options(j)
    return parser


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=int, default=0, help="the computer players' seed")
    parser.add_argument("--pace", type=float, default=0.0,
                        help="seconds a computer waits before each move")
    parser.add_argument("--timeout", type=float, default=600.0,
                        help="give up after this many seconds")


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return host(args) if args.command == "host" else join(args)
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
