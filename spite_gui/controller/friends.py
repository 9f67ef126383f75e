"""Game → Play with Friends…: hosting a table or joining one, and the table talk panel.

:class:`Friends` answers the menu commands (Play with Friends…, Leave the Table,
View → Table Talk), runs the dialog, and puts a table with friends on the window:
a :class:`~.friends_table.HostedTable` or a :class:`~.friends_table.GuestSeat`
(see :mod:`.friends_table`). At start-up it offers back, before any game of the
window's own, a table hosted here when the program stopped, or the seat this program
had at a friend's table (and goes back to it by itself); quitting at a table with
friends asks first.

Nothing here waits for the network: listening, dialling, finding tables and
invite codes all run on the network thread and answer here; every wait there has
a timeout, and what went wrong is said in the dialog, the panel or a message.
"""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox

from ..engine import Rules, RulesError
from ..net import invite, tcp
from ..net import news as told
from ..net.backoff import Backoff
from ..net.discovery import TableAd, TableBrowser
from ..net.guest import REDIAL, UNREACHABLE, GuestTable
from ..net.kept_seat import ADDRESS, CODE, KeptSeat
from ..net.news import News
from ..net.protocol import MAX_CHAT, REACTIONS
from ..net.relays import Relays
from ..net.secure import NEEDS_PIN, WRONG_PIN, KeyPair, fingerprint, read_pin, show_pin
from ..play import COMPUTER, PERSON, REMOTE, Seating, SeatPlan
from ..play.rules_settings import rules_from_settings
from ..play.seating import clean_name, computer_names
from ..storage import StorageProblem
from ..storage.saves import (
    clear_hosted_table,
    clear_kept_seat,
    read_hosted_table,
    read_kept_seat,
    write_kept_seat,
)
from ..table import notes
from ..table.company import (
    SOMEONE,
    goodbye_words,
    other_version_words,
    reaction_button,
    reaction_text,
    reason_words,
)
from ..table.rule_problems import cant_deal_words
from ..table.words import listed
from ..translatable import QT_TRANSLATE_NOOP
from ..view.chat_panel import ChatPanel, SeatRow
from .abandon import Abandoning
from .friends_table import Frame, GuestSeat, HostedTable, TableTalk
from .hosting import Hosting, HostPlan, read_hosted
from .network import Network
from .notices import plain_box, question
from .player_settings import PlayerSettings

translate = QCoreApplication.translate


def lobby_headline(waiting: int, how: list[str]) -> str:
    """ "Your table is open. Waiting for 2 friends: …" (``how``: the ways in, worded)."""
    ways = translate("Friends", "{first}, or {second}").format(first=how[0], second=how[1]) \
        if len(how) > 1 else "".join(how)
    if waiting == 1:
        return (translate("Friends", "Your table is open. Waiting for 1 friend: {how}.").format(
            how=ways) if ways else translate("Friends", "Your table is open. Waiting for 1 "
                                                        "friend."))
    if ways:
        return translate("Friends", "Your table is open. Waiting for {count} friends: "
                                    "{how}.").format(count=waiting, how=ways)
    return translate("Friends", "Your table is open. Waiting for {count} friends.").format(
        count=waiting)

HOST_AGAIN = QT_TRANSLATE_NOOP("Friends", "&Host It Again")
CLOSE_IT = QT_TRANSLATE_NOOP("Friends", "&Close It")
GO_BACK = QT_TRANSLATE_NOOP("Friends", "&Go Back")
LEAVE_IT = QT_TRANSLATE_NOOP("Friends", "&Leave It")
QUIT = QT_TRANSLATE_NOOP("Friends", "&Quit")
KEEP_PLAYING = QT_TRANSLATE_NOOP("Friends", "&Keep Playing")


class _Dialing(NamedTuple):
    """A table being joined: who, where (in words), how to dial it, the PIN typed (None:
    none yet) and the table's public key if known (from the list); how it is reached
    (``how``: ADDRESS, at ``address``:``port``, or CODE, by ``code``), to go back to it;
    ``back``: the seat kept there, when going back to it."""

    name: str
    where: str
    dial: Callable[[], Any]
    pin: str | None = None
    table_key: str | None = None
    how: str = ADDRESS
    address: str = ""
    port: int = 0
    code: str = ""
    back: KeptSeat | None = None


class Friends(QObject):
    """Playing with friends at this window. See the module's docstring."""

    changed = Signal()  # what :meth:`report` says may have changed
    chat_heard = Signal()  # a friend wrote in Table Talk, or sent a reaction

    def __init__(self, window: QMainWindow, frame: Frame, settings: PlayerSettings,
                 abandoning: Abandoning, commands: dict[str, Any]) -> None:
        """``commands``: the window's menu commands (their triggers are connected by the
        composition root; this enables Leave the Table and checks Table Talk)."""
        super().__init__(window)
        self.window, self.settings = window, settings
        self.frame = frame._replace(panel=self.panel_for)
        self.abandoning, self.commands = abandoning, commands
        self.network = Network(self.relays, self)
        self.dialog: Any = None  # FriendsDialog, made when first shown
        self.panel: ChatPanel | None = None
        self.company: TableTalk | None = None  # the table with friends at this window
        self.joining: GuestSeat | None = None  # a table being dialled
        self.resume_box: QMessageBox | None = None
        self.deals: Callable[[], int] | None = None  # where hosted deals come from (tests)
        self.interfaces: list[str] | None = None  # where tables are announced and looked for
        self.invite_retry: Backoff | None = None  # how invite codes are tried again (tests)
        self._browser: TableBrowser | None = None
        self._looking = False  # a browser is being opened
        #: this program's seat key at friends' tables: a seat taken with it is come back to
        #: with it (its secret half never leaves this program)
        self.seat_key = KeyPair.generate()
        self._knocks: dict[int, QMessageBox] = {}  # the host's open "let in?" boxes
        self.pin_dialog: Any = None  # PinDialog, while the table asks for its PIN
        self.redial: Backoff | None = None  # how a table gone away is dialed again (tests)
        self._after_going_back: Callable[[], None] | None = None  # if going back fails
        self.quit_box: QMessageBox | None = None  # "Leave Anna's table?" before quitting
        self.frame.session.game_started.connect(self._game_here)

    def relays(self) -> Relays:
        s = self.settings.settings
        return Relays(s.mailbox_url, s.transit_url, direct=not s.relay_only)

    # -- the dialog -----------------------------------------------------------------------------
    def show(self) -> None:
        """Game → Play with Friends…"""
        from ..dialogs.friends import FriendsDialog

        if self.dialog is None:
            rules, _message = rules_from_settings(self.settings.settings)
            dialog = self.dialog = FriendsDialog(self._name(), rules.preset_name() or "Custom",
                                                 self.window)
            dialog.host_requested.connect(self.host)
            dialog.join_requested.connect(self.join)
            dialog.deal_requested.connect(self._deal_now)
            dialog.close_requested.connect(self.ask_to_leave)
            dialog.cancel_requested.connect(self._stop_joining)
            dialog.lobby_seats.remove_requested.connect(self.ask_to_remove)
            dialog.finished.connect(self._dialog_closed)
        self._show_lobby()
        self._browse(True)  # the Join list is ready when the player looks
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        self.changed.emit()

    def _dialog_closed(self, _result: int) -> None:
        self._browse(False)

    def _name(self) -> str:
        s = self.settings.settings
        return s.friend_name or (s.names[0] if s.names and s.names[0] else "")

    def _remember_name(self, name: str) -> None:
        settings = self.settings.settings
        if name != settings.friend_name:
            import dataclasses

            self.settings.settings = dataclasses.replace(settings, friend_name=name)
            self.settings.save()

    def _say(self, text: str, problem: bool = False) -> None:
        if self.dialog is not None:
            self.dialog.set_status(text, problem)
        self.changed.emit()

    def report(self) -> dict[str, Any]:
        """Where playing with friends stands, for the end-to-end report."""
        dialog, company = self.dialog, self._current()
        return {
            "dialog": dialog is not None and dialog.isVisible(),
            "status": dialog.status_label.text() if dialog is not None else "",
            "tables_note": dialog.tables_note.text() if dialog is not None else "",
            "tables": dialog.tables_list.topLevelItemCount() if dialog is not None else 0,
            "company": ("host" if isinstance(company, HostedTable) else
                        "guest" if company is not None else None),
            "seat": company.own_seat if company is not None else None,
        }

    # -- hosting ----------------------------------------------------------------------------------
    def plan(self, choice: Any) -> HostPlan:
        """The table a :class:`~spite_gui.dialogs.friends.HostChoice` describes;
        RulesError if its rules can't deal for its players."""
        players = len(choice.seats) + 1
        if choice.rules:
            rules = Rules.preset(choice.rules, players)
        else:
            import dataclasses

            rules, _message = rules_from_settings(dataclasses.replace(self.settings.settings,
                                                                      players=players))
        rules.check_players(players)
        name = clean_name(choice.name, "Host")
        places = computer_names(players)
        plans, friends = [SeatPlan(PERSON, name)], 0
        for seat, (kind, level) in enumerate(choice.seats, start=1):
            if kind == COMPUTER:
                plans.append(SeatPlan(COMPUTER, places[seat], level))
            else:
                friends += 1
                plans.append(SeatPlan(REMOTE, f"Friend {friends}"))
        return HostPlan(name, rules, Seating(tuple(plans)), choice.match_target,
                        choice.stand_in, float(choice.wait), choice.nearby, choice.invite,
                        choice.port, choice.door, choice.turn_time)

    def host(self, choice: Any) -> None:
        """Open the table the dialog describes (once the game on the table may go)."""
        try:
            plan = self.plan(choice)
        except RulesError as error:
            self._say(cant_deal_words(len(choice.seats) + 1, error), problem=True)
            return
        self._remember_name(plan.name)
        self.abandoning.confirm("friends", lambda: self._host_instead(plan))

    def _host_instead(self, plan: HostPlan) -> None:
        """Host ``plan`` in place of the game on the table, which leaves the table at once."""
        self.frame.session.clear_table(plan.seating)
        self.open_table(plan)

    def open_table(self, plan: HostPlan, snapshot: Any = None,
                   codes: dict[int, str] | None = None) -> None:
        """Host ``plan`` (or the table of ``snapshot`` again) and show it."""
        self.leave_quietly()

        def hosting_of(attach: Callable[..., Any]) -> Hosting:
            return Hosting(self.network, plan, attach, snapshot, codes, self.deals,
                           self.interfaces, self.invite_retry)

        company = HostedTable(self.frame, hosting_of, parent=self)
        hosting = company.hosting
        hosting.setParent(company)
        for signal in (hosting.seats_changed, hosting.codes_changed, hosting.listening):
            signal.connect(self._show_lobby)
        hosting.trouble.connect(self._trouble)
        hosting.news.connect(self._host_news)
        self._set_company(company)
        self.frame.session.join_company(company)
        self.show_panel(True)
        self.panel_for().set_leave_text(translate("Friends", "Close the Table"))
        self.panel_for().offer_deal(hosting.table.host is None)
        company.open()
        self._show_lobby()
        if snapshot is not None:
            self.panel_for().add_note(translate("Friends", "Your table is open again: your "
                                                           "friends come back to their seats."))

    def _hosted(self) -> HostedTable | None:
        company = self.company
        return company if isinstance(company, HostedTable) and not company.gone else None

    def _show_lobby(self) -> None:
        """The dialog's host page: the table open, its seats and invite codes, how friends
        on this network reach it; the setup while no table is open."""
        dialog, company = self.dialog, self._hosted()
        if dialog is None:
            return
        if company is None or company.hosting.table.host is not None:
            if dialog.in_lobby:
                dialog.show_setup()
            return
        hosting = company.hosting
        rows = [SeatRow(info.name, translate("Friends", "waiting for a friend")
                        if info.state == "open" else translate("Friends", "sat down")
                        if info.state == "connected" else "",
                        hosting.codes.get(seat, "…" if hosting.plan.invite else ""),
                        seat == hosting.own_seat, seat, hosting.table.taken(seat))
                for seat, info in enumerate(hosting.seats()) if info.kind == REMOTE]
        waiting = sum(info.state == "open" for info in hosting.seats())
        how = []
        if hosting.plan.invite:
            how.append(translate("Friends", "give each one their invite code"))
        if hosting.plan.nearby:
            how.append(translate("Friends", "friends on this network type the PIN below")
                       if hosting.table.pin else
                       translate("Friends", "you let each friend on this network in"))
        headline = lobby_headline(waiting, how)
        pin = show_pin(hosting.table.pin) if hosting.table.pin and hosting.plan.nearby else ""
        key = (translate("Friends", "Your table's fingerprint is {key}: your friends see the "
                                    "same in their Join list.").format(
                                        key=hosting.table.fingerprint)
               if hosting.plan.nearby else "")
        dialog.show_lobby(headline, rows, self._address_words(), pin, key)

    def _address_words(self) -> str:
        """How friends on this network reach the table, as it is now (announced or not)."""
        company = self._hosted()
        if company is None or company.hosting.port is None:
            return ""
        from ..net.discovery import own_addresses

        hosting = company.hosting
        port = hosting.port
        addresses = hosting.announced_on or own_addresses()
        where = translate("Friends", " or ").join(f"{address}:{port}"
                                                  for address in addresses[:3])
        if hosting.not_announced is not None:
            return translate("Friends", "Your table is not in the Join lists on this network "
                                        "({why}): friends here type {where}.").format(
                why=hosting.not_announced, where=where)
        if not hosting.announced_on:
            return translate("Friends", "Friends on this network can type {where}.").format(
                where=where)
        return translate("Friends", "On this network, friends find “{name}'s table” in their "
                                    "Join list, or type {where}.").format(
            name=hosting.plan.name, where=where)

    def _trouble(self, text: str) -> None:
        self._say(text, problem=True)
        self.panel_for().add_note(text)
        self._show_lobby()  # what it says of the ways in follows

    def _host_news(self, news: News) -> None:
        if news.kind == told.KNOCKED:
            self._knocked(news)
        elif news.kind == told.KNOCK_GONE:
            box = self._knocks.pop(int(news.detail), None)
            if box is not None:
                box.done(0)
        elif news.kind == told.NEW_PIN:
            self.panel_for().add_note(translate(
                "Friends", "Someone guessed at your table's PIN: it is now {pin}.").format(
                    pin=show_pin(str(news.detail))))
        if news.kind == told.STARTED:
            if self.dialog is not None and self.dialog.in_lobby:
                self.dialog.accept()
            self.panel_for().offer_deal(False)
        self._show_lobby()

    def _knocked(self, news: News) -> None:
        """Someone asks to sit down: the host lets them in or turns them away."""
        request = int(news.detail)
        name = news.name or SOMEONE()
        box = plain_box(QMessageBox.Icon.Question, translate("Friends", "Let In?"),
                        translate("Friends", "{name} wants to sit at seat {seat}.").format(
                            name=name, seat=(news.seat or 0) + 1),
                        QMessageBox.StandardButton.NoButton, self.window,
                        details=translate(
                            "Friends", "Let them in only if you know who it is: they play "
                                       "that seat from now on. A computer keeps the seat warm "
                                       "otherwise."))
        let_in = box.addButton(translate("Friends", "&Let In"),
                               QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("Friends", "&Turn Away"), QMessageBox.ButtonRole.RejectRole)
        self._knocks[request] = box

        def answered(_result: int) -> None:
            box.deleteLater()
            if self._knocks.pop(request, None) is None:
                return  # they stopped asking
            company = self._hosted()
            if company is not None:
                company.hosting.answer(request, box.clickedButton() is let_in)

        box.finished.connect(answered)
        box.open()

    def ask_to_remove(self, seat: int) -> None:
        """The host would remove the friend at ``seat``: once they agree."""
        company = self._hosted()
        if company is None or not company.hosting.table.taken(seat):
            return
        name = company.hosting.seats()[seat].name
        box = plain_box(QMessageBox.Icon.Question, translate("Friends", "Remove Friend"),
                        translate("Friends", "Remove {name} from the table?").format(name=name),
                        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                        self.window,
                        details=translate("Friends", "A computer plays {name}'s seat from now "
                                                     "on, and {name}'s program can't sit at "
                                                     "this table again.").format(name=name))
        box.setDefaultButton(QMessageBox.StandardButton.No)

        def answered(_result: int) -> None:
            box.deleteLater()
            still = self._hosted()
            if still is company and box.clickedButton() is box.button(
                    QMessageBox.StandardButton.Yes):
                company.hosting.remove(seat)

        box.finished.connect(answered)
        box.open()

    def _deal_now(self) -> None:
        company = self._hosted()
        if company is not None:
            company.hosting.start()

    # -- joining ----------------------------------------------------------------------------------
    def join(self, choice: Any) -> None:
        """Dial the table the dialog names (once the game on the table may go)."""
        name = clean_name(choice.name, "Guest")
        try:
            if choice.how == "code":
                code = invite.read_code(choice.code)
                way = _Dialing(name, translate("Friends", "the table of invite code {code}").format(
                                   code=code),
                               self._code_dialer(code), how=CODE, code=code)
            else:
                address, port = ((choice.address, choice.port) if choice.how == "nearby"
                                 else tcp.read_address(choice.address))
                where = (choice.table and translate("Friends", "{host}'s table").format(
                    host=choice.table)) or f"{address}:{port}"
                way = _Dialing(name, where, self._tcp_dialer(address, port), address=address,
                               port=port)
            pin = read_pin(choice.pin) if choice.pin.strip() and choice.how != "code" else None
        except ValueError as error:
            self._say(reason_words(str(error)), problem=True)
            return
        self._remember_name(name)
        plan = way._replace(pin=pin, table_key=choice.table_key or None)
        self.abandoning.confirm("friends", lambda: self._join_instead(plan))

    def _join_instead(self, plan: _Dialing) -> None:
        """Dial a table in place of the game on the table, which leaves the table at once."""
        if self.frame.session.company is None:  # a table with friends stays until seated
            self.frame.session.clear_table()
        self._dial(plan)

    def join_now(self, where: str) -> None:
        """Join the table at ``where`` (an invite code, or an address and port) as the
        dialog would, showing it (the command line's ``--join``)."""
        from ..dialogs.friends import JoinChoice

        self.show()
        self.dialog.show_join()
        try:
            code = invite.read_code(where)
        except ValueError:
            self.dialog.address_edit.setText(where)
            choice = JoinChoice(self.dialog.name(), "address", where)
        else:
            self.dialog.code_edit.setText(code)
            choice = JoinChoice(self.dialog.name(), "code", code=code)
        self.join(choice)

    def _tcp_dialer(self, address: str, port: int) -> Callable[[], Any]:
        return lambda: tcp.connect(address, port)

    def _code_dialer(self, code: str) -> Callable[[], Any]:
        network = self.network

        async def dial() -> Any:
            await network.net.twisted()
            return await invite.accept(network.relays(), code)

        return dial

    def _dial(self, plan: _Dialing) -> None:
        """Dial the table of ``plan``; going back to a seat kept there (``plan.back``), with
        that seat's key, and dialing until the table is hosted again if it is not yet."""
        self._stop_joining()
        network, back = self.network, plan.back
        seat_key = KeyPair.from_hex(back.seat_key) if back is not None else self.seat_key
        redial = self.redial or REDIAL

        def guest_of(on_news: Callable[[News], Any]) -> GuestTable:
            return GuestTable(network.net, network.owner, plan.dial, plan.name,
                              seat_key=seat_key, pin=plan.pin, table_key=plan.table_key,
                              returning=back is not None, redial=redial, on_news=on_news)

        guest = GuestSeat(self.frame, guest_of, parent=self)
        self.joining = guest
        guest.seated.connect(lambda: self._seated(guest, plan))
        guest.failed.connect(lambda reason: self._not_joined(guest, reason, plan))
        guest.asking.connect(lambda: self._say(translate(
            "Friends", "Waiting for the host of {where} to let you in…").format(
                where=plan.where)))
        if self.dialog is not None:
            self.dialog.set_joining(True)
        if back is None:
            self._say(translate("Friends", "Joining {where}…").format(where=plan.where))
        guest.dial()

    def _seated(self, guest: GuestSeat, plan: _Dialing) -> None:
        if guest is not self.joining:
            return
        self.joining, self._after_going_back = None, None
        self.leave_quietly()
        self._set_company(guest)
        if self.dialog is not None:
            self.dialog.set_joining(False)
            self.dialog.accept()
        self.show_panel(True)
        panel = self.panel_for()
        panel.set_leave_text(translate("Friends", "Leave the Table"))
        panel.offer_deal(False)
        host = guest.host_name
        self._say(translate("Friends", "You sat down at {host}'s table.").format(host=host))
        recap = guest.guest.recap
        if recap is not None and recap.game == 0:  # "You sat down" is the news's own line
            panel.add_note(translate("Friends", "The game starts when {host} deals.").format(
                host=host))
        guest.show_seats()
        self._keep_seat(guest, plan)
        self.changed.emit()

    def _keep_seat(self, guest: GuestSeat, plan: _Dialing) -> None:
        """Keep the seat in the player's files: the next start offers to go back to it."""
        table, paths = guest.guest, self.frame.paths
        if paths is None or table.seat is None or table.table_key is None:
            return
        seat = KeptSeat(guest.host_name, table.name, table.seat, plan.how, plan.address,
                        plan.port, plan.code, table.seat_key.seed_hex, table.table_key)
        try:
            write_kept_seat(paths, seat.to_json())
        except StorageProblem as problem:
            self.panel_for().add_note(problem.message)

    def _not_joined(self, guest: GuestSeat, reason: str, plan: _Dialing) -> None:
        if guest is not self.joining:
            return
        self.joining = None
        if self.dialog is not None:
            self.dialog.set_joining(False)
        version, protocol = guest.guest.host_version, guest.guest.host_protocol
        offered = guest.guest.offered_key
        guest.deleteLater()
        if plan.back is not None:
            self._not_back(plan.back, reason)
            return
        if reason in (NEEDS_PIN, WRONG_PIN):
            self._say(goodbye_words(reason, guest.host_name), problem=reason == WRONG_PIN)
            self._ask_pin(plan, fingerprint(offered) if offered else "", reason == WRONG_PIN)
            return
        if version and protocol is not None:  # the host's sentence is in the host's words
            self._say(other_version_words(version, protocol), problem=True)
            return
        why = goodbye_words(reason, guest.host_name)
        self._say(translate("Friends", "Could not join: {why}.").format(why=why.rstrip(".")),
                  problem=True)

    def _not_back(self, kept: KeptSeat, reason: str) -> None:
        """Going back at start-up did not work: say why, then the game of this window's own
        (the seat stays kept only if the table may still be hosted again)."""
        paths = self.frame.paths
        gone = not reason.startswith(UNREACHABLE)
        if gone and paths is not None:  # closed, removed, or not the same table any more
            clear_kept_seat(paths)
        box = self.frame.notices.tell(
            translate("Friends", "You could not go back to {host}'s table: {why}.").format(
                host=kept.host, why=goodbye_words(reason, kept.host).rstrip(".")),
            QMessageBox.Icon.Information,
            translate("Friends", "Go Back"))
        then, self._after_going_back = self._after_going_back, None
        if then is not None:
            box.finished.connect(lambda _result: then())

    def _ask_pin(self, plan: _Dialing, key: str, wrong: bool) -> None:
        """The table asks for its PIN: ask the player, and dial again with it."""
        from ..dialogs.friends import PinDialog

        parent = self.dialog if self.dialog is not None and self.dialog.isVisible() \
            else self.window
        dialog = self.pin_dialog = PinDialog(plan.where[:1].upper() + plan.where[1:], key,
                                             wrong, parent)

        def given(pin: str) -> None:
            self._dial(plan._replace(pin=pin, table_key=plan.table_key or None))

        def closed(_result: int) -> None:
            if self.pin_dialog is dialog:
                self.pin_dialog = None
            dialog.deleteLater()

        dialog.pin_given.connect(given)
        dialog.finished.connect(closed)
        dialog.open()

    def _stop_joining(self) -> None:
        guest, self.joining = self.joining, None
        if guest is not None:
            guest.leave()
            guest.deleteLater()
            if self.dialog is not None:
                self.dialog.set_joining(False)
                self._say(translate("Friends", "Stopped joining."))

    # -- tables on this network ----------------------------------------------------------------
    def _browse(self, on: bool) -> None:
        """Keep the Join list of tables on this network while the dialog shows."""
        if on and self._browser is None and not self._looking:
            owner, interfaces = self.network.owner, self.interfaces

            def changed(tables: list[TableAd]) -> None:
                owner.post(lambda: self._listed(tables))

            self._looking = True
            self.network.in_thread(lambda: TableBrowser(changed, interfaces), self._browsing)
        elif not on and self._browser is not None:
            browser, self._browser = self._browser, None
            self.network.in_thread(browser.close, lambda _done: None)

    def _browsing(self, done: concurrent.futures.Future[TableBrowser]) -> None:
        self._looking = False
        try:
            browser = done.result()
        except Exception as error:  # no multicast (a VPN, a blocked network)
            if self.dialog is not None:
                self.dialog.show_tables([], translate(
                    "Friends", "Tables on this network can't be looked for ({why}): type an "
                               "address or an invite code.").format(why=error))
            self.changed.emit()
            return
        if self.dialog is None or not self.dialog.isVisible():
            self.network.in_thread(browser.close, lambda _done: None)
        else:
            self._browser = browser
            self._listed(browser.tables)

    def _listed(self, tables: list[TableAd]) -> None:
        from ..dialogs.friends import TableListing

        if self.dialog is not None:
            self.dialog.show_tables([TableListing(t.name, t.rules, t.players, t.free, t.address,
                                                  t.port, t.joinable, t.version,
                                                  t.fingerprint, t.table_key)
                                     for t in tables])
        self.changed.emit()

    # -- the panel and leaving --------------------------------------------------------------------
    def panel_for(self) -> ChatPanel:
        """The chat panel (made and docked the first time)."""
        if self.panel is None:
            reactions = [(key, reaction_button(key), reaction_text(key)) for key in REACTIONS]
            panel = self.panel = ChatPanel(reactions, MAX_CHAT, self.window)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
            panel.message_written.connect(self._write)
            panel.reaction_chosen.connect(self._react)
            panel.leave_requested.connect(self.ask_to_leave)
            panel.deal_requested.connect(self._deal_now)
            panel.remove_requested.connect(self.ask_to_remove)
            panel.chat_heard.connect(self.chat_heard)
            panel.closed.connect(lambda: self.commands["chat"].setChecked(False))
        return self.panel

    def show_panel(self, show: bool = True) -> None:
        """View → Table Talk: the chat panel beside the table."""
        if show or self.panel is not None:
            self.panel_for().setVisible(show)
        self.commands["chat"].setChecked(show)

    def _write(self, text: str) -> None:
        company = self._current()
        if company is None:
            self.panel_for().add_note(translate("Friends", "You are not at a table with "
                                                           "friends."))
        else:
            company.say(text)

    def _react(self, reaction: str) -> None:
        company = self._current()
        if company is not None:
            company.react(reaction)

    def _current(self) -> TableTalk | None:
        company = self.company
        return company if company is not None and not company.gone else None

    def _set_company(self, company: TableTalk) -> None:
        self.company = company
        company.left.connect(lambda: self._left(company))
        self.commands["leave_table"].setEnabled(True)

    def _left(self, company: TableTalk) -> None:
        if company is self.company:
            self.commands["leave_table"].setEnabled(False)
            if self.panel is not None:
                self.panel.offer_deal(False)
            self._show_lobby()
        paths = self.frame.paths
        if isinstance(company, GuestSeat) and not company.keeps_seat and paths is not None:
            clear_kept_seat(paths)  # left for good, or the table is gone

    def _game_here(self, _deal: int) -> None:
        """A game of this window's own is dealt (no friends'): going back to a friend's table
        stops (its seat stays kept), and Table Talk of the table left goes."""
        if self.frame.session.company is not None:
            return
        if self.joining is not None and self._after_going_back is not None:
            self._after_going_back = None
            self._stop_joining()
        if self.panel is not None and self._current() is None:
            self.panel.clear()
            self.show_panel(False)

    def ask_to_leave(self) -> None:
        """Leave the Table (or Close the Table, for the host), once the player agrees."""
        company = self._current()
        if company is None:
            return
        question, details = company.leaving_words()
        box = plain_box(QMessageBox.Icon.Question, translate("Friends", "Leave Table"), question,
                        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                        self.window, details)
        box.setDefaultButton(QMessageBox.StandardButton.No)

        def answered(_result: int) -> None:
            box.deleteLater()
            if box.clickedButton() is box.button(QMessageBox.StandardButton.Yes):
                self.leave_quietly()

        box.finished.connect(answered)
        box.open()

    def leave_quietly(self) -> None:
        """Leave the table with friends at this window, if there is one, without asking."""
        company = self._current()
        if company is not None:
            company.leave()

    def shutdown(self) -> None:
        """The window closes: the host's friends are told the table is kept (it stays in its
        file, to be hosted again), a friend's seat is kept for them (to go back to it at
        the next start); the ways in shut."""
        self._after_going_back = None
        self._stop_joining()
        company = self._current()
        if isinstance(company, HostedTable):
            company.close_for_now()
        elif isinstance(company, GuestSeat):
            company.step_away()
        self._browse(False)

    def ask_before_quitting(self, quit_now: Callable[[], None]) -> bool:
        """Before the window closes at a table with friends: ask (True), and ``quit_now()``
        once the player agrees. False if there is nothing to ask."""
        company = self._current()
        if company is None:
            return False

        def answered(agreed: bool) -> None:
            self.quit_box = None
            if agreed:
                quit_now()

        self.quit_box = question(self.window, translate("Friends", "Quit"),
                                 *company.quitting_words(), translate("Friends", QUIT),
                                 translate("Friends", KEEP_PLAYING), answered)
        return True

    # -- a seat kept at a friend's table ----------------------------------------------------------
    def offer_kept_seat(self, otherwise: Callable[[], None]) -> bool:
        """At start-up: offer to go back to the friend's table this program sat at when it
        stopped; True if offered (``otherwise`` is called if the player would rather not, or
        if the table can't be gone back to)."""
        paths = self.frame.paths
        if paths is None:
            return False
        saved, problem = read_kept_seat(paths, KeptSeat.from_json)
        if problem is not None:
            self.frame.notices.tell(problem.message)
        if saved is None:
            return False
        kept = KeptSeat.from_json(saved.game)
        self._offer_back(
            translate("Friends", "Go Back"),
            translate("Friends", "Go back to {host}'s table?").format(host=kept.host),
            translate("Friends", "You were sitting at {host}'s table ({where}) when the program "
                                 "closed, and your seat is kept for you. Go back to play on "
                                 "where the game stands, or leave the table for good.").format(
                host=kept.host, where=kept.where),
            translate("Friends", GO_BACK), translate("Friends", LEAVE_IT),
            lambda: self.go_back(kept, otherwise),
            lambda: clear_kept_seat(paths), otherwise)
        return True

    def _offer_back(self, title: str, text: str, details: str, yes: str, no: str,
                    take: Callable[[], None], forget: Callable[[], None],
                    otherwise: Callable[[], None]) -> None:
        """At start-up, a table with friends to take back (:attr:`resume_box`): ``take()``
        it, or ``forget()`` it and ``otherwise()``."""
        def answered(taken: bool) -> None:
            self.resume_box = None
            if taken:
                take()
            else:
                forget()
                otherwise()

        self.resume_box = question(self.window, title, text, details, yes, no, answered,
                                   yes_first=True)

    def go_back(self, kept: KeptSeat, otherwise: Callable[[], None]) -> None:
        """Dial the table of ``kept`` to take that seat back, for as long as its host keeps
        it (``otherwise()`` if it can't be)."""
        dial = (self._code_dialer(kept.code) if kept.how == CODE
                else self._tcp_dialer(kept.address, kept.port))
        self._after_going_back = otherwise
        self._dial(_Dialing(kept.name, translate("Friends", "{host}'s table").format(
                                host=kept.host), dial, None, kept.table_key,
                            kept.how, kept.address, kept.port, kept.code, kept))
        words = translate("Friends", "Going back to {host}'s table…").format(host=kept.host)
        self.frame.session.table.say(words)
        panel = self.panel_for()
        panel.clear()
        panel.add_note(words + " " + translate(
            "Friends", "If {host} has not hosted it again yet, your program goes back to it as "
                       "soon as they do.").format(host=kept.host))
        self.show_panel(True)

    # -- a table hosted before the program stopped ------------------------------------------------
    def offer_hosted_table(self, otherwise: Callable[[], None]) -> bool:
        """At start-up: offer to host again the table kept when the program stopped; True if
        offered (``otherwise`` is called if the player would rather not)."""
        paths = self.frame.paths
        if paths is None:
            return False
        saved, problem = read_hosted_table(paths, read_hosted)
        if problem is not None:
            self.frame.notices.tell(problem.message)
        if saved is None:
            return False
        plan, snapshot, codes = read_hosted(saved.game)
        friends = [f["name"] for f in snapshot["friends"] if f["seat_key"]]
        who = listed(friends) if friends else translate("Friends", "your friends")
        self._offer_back(
            translate("Friends", "Host Again"),
            translate("Friends", "Host your table with {who} again?").format(who=who),
            translate("Friends", "The game at your table stopped after {moves} when the "
                                 "program closed. Hosted again, it goes on where it stood, "
                                 "with the same invite codes and address; your friends' "
                                 "programs come back to their seats by themselves.").format(
                moves=notes.MOVES(_moves(snapshot))),
            translate("Friends", HOST_AGAIN), translate("Friends", CLOSE_IT),
            lambda: self.open_table(plan, snapshot, codes),
            lambda: clear_hosted_table(paths), otherwise)
        return True


def _moves(snapshot: dict[str, Any]) -> int:
    """How many moves the game kept in ``snapshot`` had."""
    game = snapshot.get("game")
    moves = game.get("moves") if isinstance(game, dict) else None
    return len(moves) if isinstance(moves, list) else 0
