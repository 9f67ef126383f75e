"""Game → Play with Friends…: the menu commands, the dialog and the table with friends.

:class:`Friends` answers the menu commands (Play with Friends…, Leave the Table,
View → Table Talk), runs the dialog and its Join list, and holds the table with
friends the window is at: a :class:`~.friends_table.ServedTable` or a
:class:`~.friends_table.GuestSeat` (see :mod:`.friends_table`), opened by the host's
flow (:mod:`.friends_hosting`) or the guest's (:mod:`.friends_joining`); the chat
panel is :mod:`.friends_panel`'s. At start-up it offers back, before any game of the
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
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox

from ..engine.rules import CUSTOM
from ..net import invite
from ..net.discovery import TableAd, TableBrowser
from ..net.kept_seat import KeptSeat
from ..net.relays import Relays
from ..play.rules_settings import rules_from_settings
from ..storage.saves import (
    clear_hosted_table,
    clear_kept_seat,
    read_hosted_table,
    read_kept_seat,
)
from ..table import notes
from ..table.words import listed
from ..translatable import QT_TRANSLATE_NOOP
from ..view.chat_panel import ChatPanel
from .abandon import Abandoning
from .friends_desk import NetworkOptions
from .friends_hosting import HostingFlow
from .friends_joining import JoiningFlow
from .friends_panel import TalkPanel
from .friends_table import FriendsTableServices, GuestSeat, ServedTable, TableTalk
from .network import Network
from .notices import plain_box, question
from .player_settings import PlayerSettings
from .server_runner import read_hosted

translate = QCoreApplication.translate


HOST_AGAIN = QT_TRANSLATE_NOOP("Friends", "&Host It Again")
CLOSE_IT = QT_TRANSLATE_NOOP("Friends", "&Close It")
GO_BACK = QT_TRANSLATE_NOOP("Friends", "&Go Back")
LEAVE_IT = QT_TRANSLATE_NOOP("Friends", "&Leave It")
QUIT = QT_TRANSLATE_NOOP("Friends", "&Quit")
KEEP_PLAYING = QT_TRANSLATE_NOOP("Friends", "&Keep Playing")


class Friends(QObject):
    """Playing with friends at this window. See the module's docstring."""

    changed = Signal()  # what :meth:`report` says may have changed
    chat_heard = Signal()  # a friend wrote in Table Talk, or sent a reaction

    def __init__(self, window: QMainWindow, frame: FriendsTableServices,
                 settings: PlayerSettings,
                 abandoning: Abandoning, commands: dict[str, Any]) -> None:
        """``commands``: the window's menu commands (their triggers are connected by the
        composition root; this enables Leave the Table and checks Table Talk)."""
        super().__init__(window)
        self.window, self.settings = window, settings
        self.abandoning, self.commands = abandoning, commands
        self.options = NetworkOptions()  # how the network is used here (tests narrow it)
        self.network = Network(self.relays, self)
        self.dialog: Any = None  # FriendsDialog, made when first shown
        self.company: TableTalk | None = None  # the table with friends at this window
        self.resume_box: QMessageBox | None = None
        self._browser: TableBrowser | None = None
        self._looking = False  # a browser is being opened
        self.quit_box: QMessageBox | None = None  # "Leave Anna's table?" before quitting
        self.talk = TalkPanel(window, commands["chat"], self.current)
        self.talk.leave_requested.connect(self.ask_to_leave)
        self.talk.chat_heard.connect(self.chat_heard)
        self.frame = frame = frame._replace(panel=self.talk.panel_for)
        self.host_flow = HostingFlow(self, window, frame, self.network, settings, abandoning,
                                     self.talk, self.options)
        self.join_flow = JoiningFlow(self, window, frame, self.network, abandoning, self.talk,
                                     self.options)
        self.talk.deal_requested.connect(self.host_flow.deal_now)
        self.talk.remove_requested.connect(self.host_flow.ask_to_remove)
        frame.session.game_started.connect(self._game_here)

    @property
    def panel(self) -> ChatPanel | None:
        """The chat panel, once it is made."""
        return self.talk.panel

    def tell_changed(self) -> None:
        self.changed.emit()

    def relays(self) -> Relays:
        s = self.settings.settings
        return Relays(s.mailbox_url, s.transit_url, direct=not s.relay_only)

    def show(self) -> None:
        """Game → Play with Friends…"""
        from ..dialogs.friends import FriendsDialog

        if self.dialog is None:
            rules, _message = rules_from_settings(self.settings.settings)
            dialog = self.dialog = FriendsDialog(self._name(), rules.preset_name() or CUSTOM,
                                                 self.window)
            dialog.host_requested.connect(self.host_flow.host)
            dialog.join_requested.connect(self.join_flow.join)
            dialog.deal_requested.connect(self.host_flow.deal_now)
            dialog.close_requested.connect(self.ask_to_leave)
            dialog.cancel_requested.connect(self.join_flow.stop_joining)
            dialog.lobby_seats.remove_requested.connect(self.host_flow.ask_to_remove)
            dialog.finished.connect(self._dialog_closed)
        self.host_flow.show_lobby()
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

    def remember_name(self, name: str) -> None:
        settings = self.settings.settings
        if name != settings.friend_name:
            import dataclasses

            self.settings.settings = dataclasses.replace(settings, friend_name=name)
            self.settings.save()

    def say(self, text: str, problem: bool = False) -> None:
        if self.dialog is not None:
            self.dialog.set_status(text, problem)
        self.changed.emit()

    def report(self) -> dict[str, Any]:
        """Where playing with friends stands, for the end-to-end report."""
        dialog, company = self.dialog, self.current()
        return {
            "dialog": dialog is not None and dialog.isVisible(),
            "status": dialog.status_label.text() if dialog is not None else "",
            "tables_note": dialog.tables_note.text() if dialog is not None else "",
            "tables": dialog.tables_list.topLevelItemCount() if dialog is not None else 0,
            "company": ("host" if isinstance(company, ServedTable) else
                        "guest" if company is not None else None),
            "seat": company.own_seat if company is not None else None,
        }

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
        self.join_flow.join(choice)

    def _browse(self, on: bool) -> None:
        """Keep the Join list of tables on this network while the dialog shows."""
        if on and self._browser is None and not self._looking:
            owner, interfaces = self.network.owner, self.options.interfaces

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

    def current(self) -> TableTalk | None:
        company = self.company
        return company if company is not None and not company.gone else None

    def set_company(self, company: TableTalk) -> None:
        self.company = company
        company.left.connect(lambda: self._left(company))
        self.commands["leave_table"].setEnabled(True)

    def _left(self, company: TableTalk) -> None:
        if company is self.company:
            self.commands["leave_table"].setEnabled(False)
            if self.panel is not None:
                self.panel.offer_deal(False)
            self.host_flow.show_lobby()
        paths = self.frame.paths
        if isinstance(company, GuestSeat) and not company.keeps_seat and paths is not None:
            clear_kept_seat(paths)  # left for good, or the table is gone

    def _game_here(self, _deal: int) -> None:
        """A game of this window's own is dealt (no friends'): going back to a friend's table
        stops (its seat stays kept), and Table Talk of the table left goes."""
        if self.frame.session.company is not None:
            return
        self.join_flow.stop_going_back()
        if self.panel is not None and self.current() is None:
            self.panel.clear()
            self.talk.show_panel(False)

    def ask_to_leave(self) -> None:
        """Leave the Table (or Close the Table, for the host), once the player agrees."""
        company = self.current()
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
        company = self.current()
        if company is not None:
            company.leave()

    def shutdown(self) -> None:
        """The window closes: the host's friends are told the table is kept (it stays in its
        file, to be hosted again), a friend's seat is kept for them (to go back to it at
        the next start); the ways in shut."""
        self.join_flow.stop()
        company = self.current()
        if isinstance(company, ServedTable):
            company.close_for_now()
        elif isinstance(company, GuestSeat):
            company.step_away()
        self._browse(False)

    def ask_before_quitting(self, quit_now: Callable[[], None]) -> bool:
        """Before the window closes at a table with friends: ask (True), and ``quit_now()``
        once the player agrees. False if there is nothing to ask."""
        company = self.current()
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
            lambda: self.join_flow.go_back(kept, otherwise),
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
            lambda: self.host_flow.open_table(plan, snapshot, codes),
            lambda: clear_hosted_table(paths), otherwise)
        return True


def _moves(snapshot: dict[str, Any]) -> int:
    """How many moves the game kept in ``snapshot`` had."""
    game = snapshot.get("game")
    moves = game.get("moves") if isinstance(game, dict) else None
    return len(moves) if isinstance(moves, list) else 0
