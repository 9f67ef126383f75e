"""A game with friends on this window's table: the host's side and a guest's.

Both are the session's *company* (see :class:`~.session.Company`) while the table
shows their game. :class:`TableTalk` is what the two share: the seats beside the
names ("online", "away 0:42", "computer playing") and in the status bar when it is a
friend's turn, the news in the game log and the chat panel, quick reactions on the
table. :class:`ServedTable` is the host's: its own seat and computers play through
the session as in a game here, its friends' seats over the network
(:class:`~.server_runner.ServerRunner`), and the table is kept in the host's file after every
turn. :class:`GuestSeat` is a friend's: the table is told its seat's game by a
:class:`~spite_gui.net.client.TableClient`, checks the deal when the game is over, and
keeps trying when the connection drops.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QMessageBox

from ..engine import Game, Match, Refusal, Rules
from ..net import news as told
from ..net.client import UNREACHABLE, TableClient
from ..net.news import News
from ..net.protocol import (
    CONNECTED,
    MAX_CHAT,
    PRESENT,
    WAITING,
    Chat,
    Clock,
    Goodbye,
    SeatInfo,
)
from ..play import COMPUTER, PERSON, REMOTE, START, GameHost, Seating, SeatPlan, Update
from ..storage import AppPaths, StorageProblem
from ..storage.saves import clear_hosted_table, write_hosted_table
from ..table.company import (
    SOMEONE,
    clock_note,
    goodbye_words,
    news_line,
    news_words,
    reaction_text,
    seat_note,
    time_warning,
    turn_words,
    wait_words,
)
from ..table.refusals import refusal_words
from ..table.speech import YOU_NAME
from ..view.chat_panel import ChatPanel, SeatRow
from .game_log import GameLog
from .matchplay import MatchPlay
from .notices import Notices
from .records import GameRecords
from .server_runner import ServerRunner
from .session import Session

translate = QCoreApplication.translate

COUNTDOWN_MS = 1000
WARN_AT = 10  # seconds left in the player's own turn when they are told it is nearly up


class FriendsTableServices(NamedTuple):
    """What a table with friends uses of the window and its services."""

    session: Session
    game_log: GameLog
    notices: Notices
    matchplay: MatchPlay
    records: GameRecords | None = None
    paths: AppPaths | None = None  # where the host keeps its table
    panel: Callable[[], ChatPanel] = lambda: ChatPanel((), MAX_CHAT)  # the chat panel


class TableTalk(QObject):
    """What the host's table and a guest's share; see the module's docstring."""

    left = Signal()  # the table with friends is gone from this window

    def __init__(self, frame: FriendsTableServices, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.frame = frame
        self.session, self.table = frame.session, frame.session.table
        self.verdict = ""  # what the check of the last deal found (a guest's)
        self.gone = False
        self._countdown = QTimer(self)
        self._countdown.setInterval(COUNTDOWN_MS)
        self._countdown.timeout.connect(self.show_seats)
        self._warned: tuple[int, int] | None = None  # the turn the player was warned in
        self.table.turn_changed.connect(self._turn_changed)
        self.session.game_over_shown.connect(self._note_game_over)

    # -- what each side answers ----------------------------------------------------------------
    def seats(self) -> tuple[SeatInfo, ...]:
        raise NotImplementedError

    @property
    def own_seat(self) -> int | None:
        raise NotImplementedError

    def codes(self) -> dict[int, str]:
        return {}

    def wait_left(self, seat: int, info: SeatInfo) -> int | None:
        return info.wait

    def clock_now(self) -> Clock | None:
        """The turn clock as it runs now, at a table with a turn time."""
        return None

    def removable(self, seat: int) -> bool:
        """True if the player here may remove the friend at ``seat`` (the host may)."""
        return False

    def say(self, text: str) -> None:
        raise NotImplementedError

    def react(self, reaction: str) -> None:
        raise NotImplementedError

    def seating(self) -> Seating:
        raise NotImplementedError

    def finished_game(self) -> Game | None:
        return None

    def play_again(self) -> None:
        raise NotImplementedError

    def leaving_words(self) -> tuple[str, str]:
        raise NotImplementedError

    def quitting_words(self) -> tuple[str, str]:
        """The question before the program closes at this table, and what closing does."""
        raise NotImplementedError

    def leave(self) -> None:
        raise NotImplementedError

    @property
    def on_table(self) -> bool:
        """True while the window's table shows this table's game."""
        raise NotImplementedError

    # -- the seats -----------------------------------------------------------------------------
    def show_seats(self) -> None:
        """Show every seat as it is held now: beside the names, in the status bar while it
        is a friend's turn, in the chat panel's list (with the invite codes to give)."""
        if self.gone:
            return
        seats, own, codes = self.seats(), self.own_seat, self.codes()
        notes: dict[int, str] = {}
        words: dict[int, str] = {}
        rows = []
        timed, tick = self._turn_clock()
        for seat, info in enumerate(seats):
            left = self.wait_left(seat, info)
            note = seat_note(info, left, host=info.state == PRESENT and info.kind == PERSON
                             and seat != own)
            said = turn_words(info, left)
            if seat == timed:  # the turn clock, on the plate of the seat to play
                note = f"{note} · {tick}" if note and seat != own else tick
                said = said and f"{said} ({tick})"
            if seat != own or seat == timed:
                if note:
                    notes[seat] = note
                if said:
                    words[seat] = said
            shown = note or (f"computer ({info.level.capitalize()})" if info.kind == COMPUTER
                             else "")
            code = codes.get(seat, "") if info.state != CONNECTED else ""
            rows.append(SeatRow(info.name, shown, code, seat == own, seat, self.removable(seat)))
        if self.on_table:
            seating = self.seating()
            self.session.seating = seating
            self.table.set_seating(seating, notes, words)
        self.frame.panel().show_seats(rows)
        waiting = any(info.state == WAITING for info in seats) or timed is not None
        if waiting and not self._countdown.isActive():
            self._countdown.start()
        elif not waiting:
            self._countdown.stop()

    def _turn_changed(self, _seat: int) -> None:
        if self.clock_now() is not None:
            self.show_seats()

    def _turn_clock(self) -> tuple[int | None, str]:
        """The seat whose turn the clock times on the table now, and what it shows ("0:42",
        "time's up"); a warning to the player when their own time is nearly up."""
        clock, view = self.clock_now(), self.table.view
        if clock is None or view is None or view.outcome is not None or (
                view.turn, view.current) != (clock.turn, clock.seat):
            return None, ""
        if clock.ran_out:
            return clock.seat, clock_note(clock.left, ran_out=True)
        if clock.seat == self.own_seat and clock.left <= WARN_AT and \
                self._warned != (clock.turn, clock.seat):
            self._warned = (clock.turn, clock.seat)
            self.table.say(time_warning(clock.left), urgent=True)
        return clock.seat, clock_note(clock.left, ran_out=False)

    # -- what happens at the table -------------------------------------------------------------
    def heard(self, news: News) -> None:
        """Tell the player ``news``: in the chat panel, the game log, the status bar."""
        panel = self.frame.panel()
        own = news.seat is not None and news.seat == self.own_seat
        if news.kind == told.CHAT:
            panel.add_chat(self._who(news), str(news.detail), quiet=own)
            return
        if news.kind == told.REACTION:
            words = reaction_text(str(news.detail))
            panel.add_chat(self._who(news), words, quiet=own)
            self.table.scene.messages.say(f"{self._who(news)}: {words}")
            return
        if news.kind == told.REFUSED:
            refusal = news.detail
            if isinstance(refusal, Refusal):
                self.table.input.refused_by_host(refusal_words(refusal), refusal.card)
            else:
                self.table.input.refused_by_host(str(refusal))
            return
        if news.kind in (told.CLOCK, told.TIME_UP):
            self.show_seats()
        if news.kind == told.RECAP:  # the table talk before we sat down: no bubbles
            for line in news.detail:
                who = YOU_NAME() if line.seat == self.own_seat else self._seat_name(line.seat)
                words = (line.text if isinstance(line, Chat) else reaction_text(line.reaction))
                panel.add_chat(who, words, quiet=True)
            return
        line = news_line(news, self.own_seat)
        if line:
            panel.add_note(line)
            if self.on_table:
                self.frame.game_log.tell(line)
            if news.kind == told.TIME_UP and news.seat == self.own_seat:
                self.table.say(line, urgent=True)

    def _seat_name(self, seat: int) -> str:
        seats = self.seats()
        return seats[seat].name if 0 <= seat < len(seats) else SOMEONE()

    def _who(self, news: News) -> str:
        return YOU_NAME() if news.seat is not None and news.seat == self.own_seat else (
            news.name or SOMEONE())

    def _note_game_over(self, _outcome: object) -> None:
        dialog = self.session.game_over_dialog
        if self.session.company is self and dialog is not None and self.verdict:
            dialog.set_note(self.verdict)

    def stop(self) -> None:
        """The table with friends is gone (its game stays in view): stop counting down, let
        the session go on without it, say so once."""
        if not self.gone:
            self.gone = True
            self._countdown.stop()
            if self.session.company is self:
                self.session.company = None
            self.left.emit()


class ServedTable(TableTalk):
    """The table this window hosts, as the session's company."""

    def __init__(self, frame: FriendsTableServices,
                 hosting_of: Callable[[Callable[[GameHost], Any]], ServerRunner],
                 parent: QObject | None = None) -> None:
        super().__init__(frame, parent)
        self.hosting = hosting_of(self._attach_local)
        hosting = self.hosting
        hosting.news.connect(self._heard)
        hosting.seats_changed.connect(self.show_seats)
        hosting.codes_changed.connect(self.show_seats)
        self.table.turn_changed.connect(lambda _seat: self.keep())
        self.session.game_decided.connect(lambda _outcome: self.keep())
        table = hosting.table
        in_play = table.host is not None and not table.host.is_over
        self._adopt_match(table.totals, table.game_number - in_play)

    def open(self) -> None:
        """Open the table to friends (and seat this computer at a game resumed with it)."""
        self.hosting.open()
        self.show_seats()

    # -- its game, through the session -------------------------------------------------------
    def _attach_local(self, host: GameHost) -> None:
        """Each new game: the host's own seat and computers play through the window."""
        session = self.session
        session.join_company(self)
        people = session.sit_down(host, host.seating)
        session.totals = list(self.hosting.table.totals)
        session.scores_changed.emit(list(session.totals))
        # after the host has told every seat the table
        self.hosting.network.owner.post(people.begin)
        self.hosting.network.owner.post(self.show_seats)

    def _adopt_match(self, totals: list[int], played: int) -> None:
        plan = self.hosting.plan
        players = plan.seating.players
        match = None
        if plan.match_target:
            match = Match(self.hosting.table.rules, players, plan.match_target,
                          totals=list(totals), games_played=max(0, played))
        self.frame.matchplay.adopt(match, self.hosting.table.current_seating(), list(totals))

    def seats(self) -> tuple[SeatInfo, ...]:
        return self.hosting.seats()

    def clock_now(self) -> Clock | None:
        return self.hosting.table.clock()

    def removable(self, seat: int) -> bool:
        return self.hosting.table.taken(seat)

    @property
    def on_table(self) -> bool:
        host = self.hosting.table.host
        return host is not None and self.session.host is host

    @property
    def own_seat(self) -> int:
        return self.hosting.own_seat

    def codes(self) -> dict[int, str]:
        return dict(self.hosting.codes)

    def seating(self) -> Seating:
        return self.hosting.table.current_seating()

    def say(self, text: str) -> None:
        self.hosting.say(text)

    def react(self, reaction: str) -> None:
        self.hosting.react(reaction)

    def _heard(self, news: News) -> None:
        self.heard(news)
        if news.kind in (told.JOINED, told.BACK, told.STOOD_IN, told.LEFT, told.REMOVED):
            self.keep()
        dialog = self.session.game_over_dialog
        if news.kind == told.AGAIN and dialog is not None and self.on_table:
            dialog.set_note(news_words(news))

    # -- the session's company -----------------------------------------------------------------
    def play_again(self) -> None:
        match = self.frame.matchplay.match
        new_match = match is not None and match.is_over
        if new_match:
            self._adopt_match([0] * self.hosting.plan.seating.players, 0)
        self.hosting.play_again(new_match)

    def finished_game(self) -> Game | None:
        host = self.hosting.table.host
        return host.finished_game() if host is not None and host.is_over else None

    def leaving_words(self) -> tuple[str, str]:
        return (translate("Friends", "Close the table with your friends?"),
                translate("Friends", "Your friends are told the table is closed, and the game "
                                     "in progress ends here. It is not kept for later."))

    @property
    def kept_for_later(self) -> bool:
        """True while closing the program keeps the table to host it again (a game is in
        play and the host has files to keep it in)."""
        host = self.hosting.table.host
        return self.frame.paths is not None and host is not None and not host.is_over

    def quitting_words(self) -> tuple[str, str]:
        if self.kept_for_later:
            return (translate("Friends", "Close your table for everyone?"),
                    translate("Friends", "Your friends are told that the table is kept. At "
                                         "your next start you can host it again where the "
                                         "game stands, and your friends' programs come back "
                                         "to their seats by themselves."))
        return (translate("Friends", "Close your table for everyone?"),
                translate("Friends", "Your friends are told the table is closed."))

    def close_for_now(self) -> None:
        """The program closes: the friends are told the table is kept (when it is), and the
        host's file keeps it for Host It Again."""
        if self.gone:
            return
        self.keep()
        kept = self.kept_for_later
        self.hosting.close(Goodbye.HOST_AWAY, kept=kept)
        self.stop()

    def leave(self) -> None:
        """Close the table: the friends are told; the host's file of it goes."""
        if self.gone:
            return
        if self.on_table:
            self.table.set_seating(self.seating())  # no notes: nobody is connected any more
        self.hosting.close()
        self.forget()
        self.frame.panel().add_note(translate("Friends", "You closed the table."))
        self.stop()

    # -- the host's file -----------------------------------------------------------------------
    def keep(self) -> None:
        """Write the table to the host's file (every turn): after a crash or quitting, the
        program offers to host it again, and the friends come back to their seats."""
        paths = self.frame.paths
        table = self.hosting.table
        if paths is None or self.gone or table.host is None:
            return
        if table.host.is_over:
            clear_hosted_table(paths)  # a finished game is not offered back
            return
        try:
            write_hosted_table(paths, self.hosting.document())
        except StorageProblem as problem:
            self.frame.panel().add_note(problem.message)

    def forget(self) -> None:
        if self.frame.paths is not None:
            clear_hosted_table(self.frame.paths)


class GuestSeat(TableTalk):
    """A seat at a friend's table, as the session's company once seated."""

    seated = Signal()  # the table took us in (its game is on the table from now on)
    failed = Signal(str)  # before sitting down: why the table could not be joined
    asking = Signal()  # the host is asked to let us in

    def __init__(self, frame: FriendsTableServices,
                 guest_of: Callable[[Callable[[News], Any]], TableClient],
                 parent: QObject | None = None) -> None:
        super().__init__(frame, parent)
        self.guest = guest_of(self._heard)
        self.guest.attach(self._told)
        self._sat = False  # the table shows this seat's game
        self.keeps_seat = False  # gone for now, the seat kept (the program closed)
        self._seats_seen: tuple[SeatInfo, ...] = ()
        self._seats_at = time.monotonic()
        self._game_shown = 0  # the number of the game on the table

    def dial(self) -> None:
        """Dial the table (what comes of it is told as news)."""
        self.guest.connect()

    # -- the seat's updates ----------------------------------------------------------------------
    def _told(self, update: Update) -> None:
        """The seat driver: a START puts the table's game on this window's table."""
        if self.gone:
            return
        session = self.session
        if update.kind == START and self.guest.game_number != self._game_shown:
            self._game_shown = self.guest.game_number
            self._sat = True
            self.verdict = ""  # a new game: its deal is checked when it is over
            session.join_company(self)
            seating = self.seating()
            session.clear_table(seating)
            self._adopt_match(update.view.rules, seating)
            self.table.seat_at(self.guest, seating, update)
            self.show_seats()
        elif self._sat:
            self.table.show(update)

    def _adopt_match(self, rules: Rules, seating: Seating) -> None:
        matchplay, target = self.frame.matchplay, self.guest.match_target
        match = matchplay.match
        totals = list(self.guest.totals) or [0] * seating.players
        if target and (match is None or match.is_over or match.target != target):
            played = 0 if match is not None and match.is_over else self.guest.game_number - 1
            totals = totals if played else [0] * seating.players
            matchplay.adopt(Match(rules, seating.players, target, totals=totals,
                                  games_played=max(0, played)), seating)
        elif not target:
            matchplay.adopt(None, seating, totals)
        else:
            matchplay.seating = seating

    def seats(self) -> tuple[SeatInfo, ...]:
        seats = self.guest.seats
        if seats is not self._seats_seen:  # told anew: the countdowns start from now
            self._seats_seen, self._seats_at = seats, time.monotonic()
        return seats

    @property
    def on_table(self) -> bool:
        return self._sat and self.session.company is self

    def clock_now(self) -> Clock | None:
        return self.guest.clock_now()

    def wait_left(self, seat: int, info: SeatInfo) -> int | None:
        if info.wait is None:
            return None
        return max(0, info.wait - int(time.monotonic() - self._seats_at))

    @property
    def own_seat(self) -> int | None:
        return self.guest.seat

    def seating(self) -> Seating:
        """Who sits where as this seat sees it: itself a person here, the computers, and
        everyone else a person elsewhere."""
        own = self.guest.seat
        plans = []
        for seat, info in enumerate(self.guest.seats):
            if seat == own:
                plans.append(SeatPlan(PERSON, info.name))
            elif info.kind == COMPUTER:
                plans.append(SeatPlan(COMPUTER, info.name, info.level or "medium"))
            else:
                plans.append(SeatPlan(REMOTE, info.name))
        return Seating(tuple(plans))

    def say(self, text: str) -> None:
        self.guest.chat(text[:MAX_CHAT])

    def react(self, reaction: str) -> None:
        self.guest.react(reaction)

    @property
    def host_name(self) -> str:
        welcome = self.guest.welcome
        return welcome.host if welcome is not None else translate("Friends", "the host")

    def _heard(self, news: News) -> None:
        if self.gone:
            return
        if self.guest.seat is not None or news.kind not in (told.CLOSED, told.ASKING):
            self.heard(news)  # before sitting down, the dialog says why not (or what waits)
        if news.kind == told.SEATED:
            self.seated.emit()
        elif news.kind == told.PAUSED:
            self.table.say(translate("Friends", "{host}'s program was closed; the table is "
                                                "kept. You go back to it when {host} hosts it "
                                                "again…").format(host=self.host_name))
        elif news.kind in (told.JOINED, told.BACK, told.WAITING, told.STOOD_IN, told.LEFT):
            self.show_seats()
        elif news.kind == told.RECONNECTING:
            self.table.say(news_words(news))
        elif news.kind == told.ASKING:
            self.asking.emit()
        elif news.kind in (told.VERIFIED, told.CHEATED):
            self._checked(news)
        elif news.kind == told.CLOSED:
            self._closed(str(news.detail))

    def _checked(self, news: News) -> None:
        """The deal was checked (the game is over): tell the player, count the game."""
        self.verdict = news_words(news)
        ok = news.kind == told.VERIFIED
        self.table.say(self.verdict)
        dialog = self.session.game_over_dialog
        if dialog is not None:
            dialog.set_note(self.verdict)
        if not ok:
            self.frame.notices.tell(self.verdict, QMessageBox.Icon.Warning,
                                    translate("Friends", "Deal Check"))
        game = self.guest.finished_game(self.guest.game_number)
        seating = self.seating()
        if game is not None:
            if self.frame.records is not None:
                self.frame.records.record(game, seating)
            self.frame.matchplay.count(game)
            self.frame.matchplay.announce()
        elif self.frame.matchplay.match is None:
            self.session.totals = list(self.guest.totals)
            self.session.scores_changed.emit(list(self.session.totals))

    def _closed(self, reason: str) -> None:
        """The table is gone (or could not be reached): say why; the table stays in view."""
        if not self._sat:
            self.failed.emit(reason)
            self.stop()
            return
        if reason.startswith(UNREACHABLE):  # gone quiet, not closed: the seat stays ours
            self.keeps_seat = True
            text = translate("Friends", "{host}'s table could not be reached for a long while. "
                                        "Your seat is kept: start Spite and Malice again later "
                                        "to go back to it.").format(host=self.host_name)
        else:
            text = translate("Friends", "The table is closed: {why}.").format(
                why=goodbye_words(reason, self.host_name).rstrip("."))
        self.table.say(text)
        self.frame.notices.tell(text, QMessageBox.Icon.Information,
                                translate("Friends", "Table Closed"))
        self.stop()

    # -- the session's company -----------------------------------------------------------------
    def play_again(self) -> None:
        self.guest.again()
        self.table.say(translate("Friends", "You asked for another game: the host deals it."))

    def finished_game(self) -> Game | None:
        return self.guest.finished_game(self.guest.game_number)

    def leaving_words(self) -> tuple[str, str]:
        return (translate("Friends", "Leave the table?"),
                translate("Friends", "A computer plays your seat from now on; your friends' "
                                     "game goes on."))

    def quitting_words(self) -> tuple[str, str]:
        recap = self.guest.recap
        kept = wait_words(recap.wait) if recap is not None else translate("Friends", "a while")
        return (translate("Friends", "Leave {host}'s table?").format(host=self.host_name),
                translate("Friends", "Your seat is kept for {time}: start Spite and Malice "
                                     "again to go back to it. After that a computer plays for "
                                     "you until you come back.").format(time=kept))

    def leave(self) -> None:
        if self.gone:
            return
        self.guest.leave("left the table")
        self.stop()

    def step_away(self) -> None:
        """The program closes: the seat waits for us at the table, and the next start
        offers to go back to it."""
        if self.gone:
            return
        self.keeps_seat = True
        self.guest.step_away("closed their game")
        self.stop()
