"""Joining a friend's table from Play with Friends, or going back to the seat kept there.

:class:`JoiningFlow` dials the table the dialog names (an address and port, a table
in the Join list, or an invite code) in place of the game on the window, asks for the
table's PIN when it wants one, and once seated keeps the seat in the player's files;
at start-up it dials a kept seat's table again, for as long as its host keeps it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMainWindow, QMessageBox

from ..net import invite, tcp
from ..net.client import REDIAL, UNREACHABLE, TableClient
from ..net.kept_seat import ADDRESS, CODE, KeptSeat
from ..net.news import News
from ..net.secure import NEEDS_PIN, WRONG_PIN, KeyPair, fingerprint, read_pin
from ..play.seating import clean_name
from ..storage import StorageProblem
from ..storage.saves import clear_kept_seat, write_kept_seat
from ..table.company import goodbye_words, other_version_words, reason_words
from .abandon import Abandoning
from .friends_desk import FriendsDesk, NetworkOptions
from .friends_panel import TalkPanel
from .friends_table import FriendsTableServices, GuestSeat
from .network import Network

translate = QCoreApplication.translate


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


class JoiningFlow(QObject):
    """A guest's side of Play with Friends, for one window (see the module's docstring)."""

    def __init__(self, desk: FriendsDesk, window: QMainWindow, frame: FriendsTableServices,
                 network: Network, abandoning: Abandoning, talk: TalkPanel,
                 options: NetworkOptions) -> None:
        super().__init__(window)
        self.desk, self.window, self.frame = desk, window, frame
        self.network, self.abandoning = network, abandoning
        self.talk, self.options = talk, options
        self.joining: GuestSeat | None = None  # a table being dialled
        self.pin_dialog: Any = None  # PinDialog, while the table asks for its PIN
        # this program's seat key at friends' tables: a seat taken with it is come back to
        # with it (its secret half never leaves this program)
        self.seat_key = KeyPair.generate()
        self._after_going_back: Callable[[], None] | None = None  # if going back fails

    def stop_going_back(self) -> None:
        """A game of the window's own is dealt: going back to a friend's table stops (its
        seat stays kept)."""
        if self.joining is not None and self._after_going_back is not None:
            self._after_going_back = None
            self.stop_joining()

    def stop(self) -> None:
        """The window closes: no more dialing."""
        self._after_going_back = None
        self.stop_joining()

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
            self.desk.say(reason_words(str(error)), problem=True)
            return
        self.desk.remember_name(name)
        plan = way._replace(pin=pin, table_key=choice.table_key or None)
        self.abandoning.confirm("friends", lambda: self._join_instead(plan))

    def _join_instead(self, plan: _Dialing) -> None:
        """Dial a table in place of the game on the table, which leaves the table at once."""
        if self.frame.session.company is None:  # a table with friends stays until seated
            self.frame.session.clear_table()
        self.dial(plan)

    def _tcp_dialer(self, address: str, port: int) -> Callable[[], Any]:
        return lambda: tcp.connect(address, port)

    def _code_dialer(self, code: str) -> Callable[[], Any]:
        network = self.network

        async def dial() -> Any:
            await network.net.twisted()
            return await invite.accept(network.relays(), code)

        return dial

    def dial(self, plan: _Dialing) -> None:
        """Dial the table of ``plan``; going back to a seat kept there (``plan.back``), with
        that seat's key, and dialing until the table is hosted again if it is not yet."""
        self.stop_joining()
        network, back = self.network, plan.back
        seat_key = KeyPair.from_hex(back.seat_key) if back is not None else self.seat_key
        redial = self.options.redial or REDIAL

        def guest_of(on_news: Callable[[News], Any]) -> TableClient:
            return TableClient(network.net, network.owner, plan.dial, plan.name,
                              seat_key=seat_key, pin=plan.pin, table_key=plan.table_key,
                              returning=back is not None, redial=redial, on_news=on_news)

        guest = GuestSeat(self.frame, guest_of, parent=self)
        self.joining = guest
        guest.seated.connect(lambda: self._seated(guest, plan))
        guest.failed.connect(lambda reason: self._not_joined(guest, reason, plan))
        guest.asking.connect(lambda: self.desk.say(translate(
            "Friends", "Waiting for the host of {where} to let you in…").format(
                where=plan.where)))
        if self.desk.dialog is not None:
            self.desk.dialog.set_joining(True)
        if back is None:
            self.desk.say(translate("Friends", "Joining {where}…").format(where=plan.where))
        guest.dial()

    def _seated(self, guest: GuestSeat, plan: _Dialing) -> None:
        if guest is not self.joining:
            return
        self.joining, self._after_going_back = None, None
        self.desk.leave_quietly()
        self.desk.set_company(guest)
        if self.desk.dialog is not None:
            self.desk.dialog.set_joining(False)
            self.desk.dialog.accept()
        self.talk.show_panel(True)
        panel = self.talk.panel_for()
        panel.set_leave_text(translate("Friends", "Leave the Table"))
        panel.offer_deal(False)
        host = guest.host_name
        self.desk.say(translate("Friends", "You sat down at {host}'s table.").format(host=host))
        recap = guest.guest.recap
        if recap is not None and recap.game == 0:  # "You sat down" is the news's own line
            panel.add_note(translate("Friends", "The game starts when {host} deals.").format(
                host=host))
        guest.show_seats()
        self._keep_seat(guest, plan)
        self.desk.tell_changed()

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
            self.talk.panel_for().add_note(problem.message)

    def _not_joined(self, guest: GuestSeat, reason: str, plan: _Dialing) -> None:
        if guest is not self.joining:
            return
        self.joining = None
        if self.desk.dialog is not None:
            self.desk.dialog.set_joining(False)
        version, protocol = guest.guest.host_version, guest.guest.host_protocol
        offered = guest.guest.offered_key
        guest.deleteLater()
        if plan.back is not None:
            self._not_back(plan.back, reason)
            return
        if reason in (NEEDS_PIN, WRONG_PIN):
            self.desk.say(goodbye_words(reason, guest.host_name), problem=reason == WRONG_PIN)
            self._ask_pin(plan, fingerprint(offered) if offered else "", reason == WRONG_PIN)
            return
        if version and protocol is not None:  # the host's sentence is in the host's words
            self.desk.say(other_version_words(version, protocol), problem=True)
            return
        why = goodbye_words(reason, guest.host_name)
        self.desk.say(translate("Friends", "Could not join: {why}.").format(why=why.rstrip(".")),
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

        parent = self.desk.dialog if self.desk.dialog is not None and self.desk.dialog.isVisible() \
            else self.window
        dialog = self.pin_dialog = PinDialog(plan.where[:1].upper() + plan.where[1:], key,
                                             wrong, parent)

        def given(pin: str) -> None:
            self.dial(plan._replace(pin=pin, table_key=plan.table_key or None))

        def closed(_result: int) -> None:
            if self.pin_dialog is dialog:
                self.pin_dialog = None
            dialog.deleteLater()

        dialog.pin_given.connect(given)
        dialog.finished.connect(closed)
        dialog.open()

    def stop_joining(self) -> None:
        guest, self.joining = self.joining, None
        if guest is not None:
            guest.leave()
            guest.deleteLater()
            if self.desk.dialog is not None:
                self.desk.dialog.set_joining(False)
                self.desk.say(translate("Friends", "Stopped joining."))

    def go_back(self, kept: KeptSeat, otherwise: Callable[[], None]) -> None:
        """Dial the table of ``kept`` to take that seat back, for as long as its host keeps
        it (``otherwise()`` if it can't be)."""
        dial = (self._code_dialer(kept.code) if kept.how == CODE
                else self._tcp_dialer(kept.address, kept.port))
        self._after_going_back = otherwise
        self.dial(_Dialing(kept.name, translate("Friends", "{host}'s table").format(
                                host=kept.host), dial, None, kept.table_key,
                            kept.how, kept.address, kept.port, kept.code, kept))
        words = translate("Friends", "Going back to {host}'s table…").format(host=kept.host)
        self.frame.session.table.say(words)
        panel = self.talk.panel_for()
        panel.clear()
        panel.add_note(words + " " + translate(
            "Friends", "If {host} has not hosted it again yet, your program goes back to it as "
                       "soon as they do.").format(host=kept.host))
        self.talk.show_panel(True)
