"""Hosting a table for friends from Play with Friends: the table opened, its lobby, who
may come in.

:class:`HostingFlow` opens the table the dialog describes (or the one kept from before)
in place of the game on the window, shows the dialog's lobby (the seats, the invite
codes, how friends on this network reach the table), asks the host before letting in a
stranger who knocks or removing a friend, and deals when the host says so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMainWindow, QMessageBox

from ..engine import Rules, RulesError
from ..net import news as told
from ..net.news import News
from ..net.protocol import SeatState
from ..net.secure import show_pin
from ..play import COMPUTER, PERSON, REMOTE, Seating, SeatPlan
from ..play.rules_settings import rules_from_settings
from ..play.seating import clean_name, computer_names
from ..table.company import SOMEONE
from ..table.rule_problems import cant_deal_words
from ..view.chat_panel import SeatRow
from .abandon import Abandoning
from .friends_desk import FriendsDesk, NetworkOptions
from .friends_panel import TalkPanel
from .friends_table import FriendsTableServices, ServedTable
from .network import Network
from .notices import plain_box
from .player_settings import PlayerSettings
from .server_runner import ServerPlan, ServerRunner

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


class HostingFlow(QObject):
    """The host's side of Play with Friends, for one window (see the module's docstring)."""

    def __init__(self, desk: FriendsDesk, window: QMainWindow, frame: FriendsTableServices,
                 network: Network, settings: PlayerSettings, abandoning: Abandoning,
                 talk: TalkPanel, options: NetworkOptions) -> None:
        super().__init__(window)
        self.desk, self.window, self.frame = desk, window, frame
        self.network, self.settings, self.abandoning = network, settings, abandoning
        self.talk, self.options = talk, options
        self._knocks: dict[int, QMessageBox] = {}  # the host's open "let in?" boxes

    def plan(self, choice: Any) -> ServerPlan:
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
        return ServerPlan(name, rules, Seating(tuple(plans)), choice.match_target,
                        choice.stand_in, float(choice.wait), choice.nearby, choice.invite,
                        choice.port, choice.door, choice.turn_time)

    def host(self, choice: Any) -> None:
        """Open the table the dialog describes (once the game on the table may go)."""
        try:
            plan = self.plan(choice)
        except RulesError as error:
            self.desk.say(cant_deal_words(len(choice.seats) + 1, error), problem=True)
            return
        self.desk.remember_name(plan.name)
        self.abandoning.confirm("friends", lambda: self._host_instead(plan))

    def _host_instead(self, plan: ServerPlan) -> None:
        """Host ``plan`` in place of the game on the table, which leaves the table at once."""
        self.frame.session.clear_table(plan.seating)
        self.open_table(plan)

    def open_table(self, plan: ServerPlan, snapshot: Any = None,
                   codes: dict[int, str] | None = None) -> None:
        """Host ``plan`` (or the table of ``snapshot`` again) and show it."""
        self.desk.leave_quietly()

        def hosting_of(attach: Callable[..., Any]) -> ServerRunner:
            return ServerRunner(self.network, plan, attach, snapshot, codes, self.options.deals,
                           self.options.interfaces, self.options.invite_retry)

        company = ServedTable(self.frame, hosting_of, parent=self)
        hosting = company.hosting
        hosting.setParent(company)
        for signal in (hosting.seats_changed, hosting.codes_changed, hosting.listening):
            signal.connect(self.show_lobby)
        hosting.trouble.connect(self._trouble)
        hosting.news.connect(self._host_news)
        self.desk.set_company(company)
        self.frame.session.join_company(company)
        self.talk.show_panel(True)
        self.talk.panel_for().set_leave_text(translate("Friends", "Close the Table"))
        self.talk.panel_for().offer_deal(hosting.table.host is None)
        company.open()
        self.show_lobby()
        if snapshot is not None:
            self.talk.panel_for().add_note(translate("Friends", "Your table is open again: your "
                                                           "friends come back to their seats."))

    def hosted(self) -> ServedTable | None:
        company = self.desk.current()
        return company if isinstance(company, ServedTable) else None

    def show_lobby(self) -> None:
        """The dialog's host page: the table open, its seats and invite codes, how friends
        on this network reach it; the setup while no table is open."""
        dialog, company = self.desk.dialog, self.hosted()
        if dialog is None:
            return
        if company is None or company.hosting.table.host is not None:
            if dialog.in_lobby:
                dialog.show_setup()
            return
        hosting = company.hosting
        rows = [SeatRow(info.name, translate("Friends", "waiting for a friend")
                        if info.state == SeatState.OPEN else translate("Friends", "sat down")
                        if info.state == SeatState.CONNECTED else "",
                        hosting.codes.get(seat, "…" if hosting.plan.invite else ""),
                        seat == hosting.own_seat, seat, hosting.table.taken(seat))
                for seat, info in enumerate(hosting.seats()) if info.kind == REMOTE]
        waiting = sum(info.state == SeatState.OPEN for info in hosting.seats())
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
        company = self.hosted()
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
        self.desk.say(text, problem=True)
        self.talk.panel_for().add_note(text)
        self.show_lobby()  # what it says of the ways in follows

    def _host_news(self, news: News) -> None:
        if news.kind == told.KNOCKED:
            self._knocked(news)
        elif news.kind == told.KNOCK_GONE:
            box = self._knocks.pop(int(news.detail), None)
            if box is not None:
                box.done(0)
        elif news.kind == told.NEW_PIN:
            self.talk.panel_for().add_note(translate(
                "Friends", "Someone guessed at your table's PIN: it is now {pin}.").format(
                    pin=show_pin(str(news.detail))))
        if news.kind == told.STARTED:
            if self.desk.dialog is not None and self.desk.dialog.in_lobby:
                self.desk.dialog.accept()
            self.talk.panel_for().offer_deal(False)
        self.show_lobby()

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
            company = self.hosted()
            if company is not None:
                company.hosting.answer(request, box.clickedButton() is let_in)

        box.finished.connect(answered)
        box.open()

    def ask_to_remove(self, seat: int) -> None:
        """The host would remove the friend at ``seat``: once they agree."""
        company = self.hosted()
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
            still = self.hosted()
            if still is company and box.clickedButton() is box.button(
                    QMessageBox.StandardButton.Yes):
                company.hosting.remove(seat)

        box.finished.connect(answered)
        box.open()

    def deal_now(self) -> None:
        company = self.hosted()
        if company is not None:
            company.hosting.start()
