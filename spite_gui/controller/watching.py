"""Game → Watch the Computers: computer players play one another on the table.

The table is lent to the watched game (:meth:`Session.lend_table`): the game in
play waits as it was saved, and nothing of the watched game reaches the score,
the statistics, the match or the autosave. Stop Watching puts the waiting game
back (a new deal if there was none); a game put on the table any other way (New
Game, Open…) ends the watching too.

The watched game is an ordinary game at a :class:`~spite_gui.play.GameHost`. Each
computer player is told only its own seat's view, exactly as at a game with a
person. The table is the watcher's: it shows the view of one seat (South, at the
bottom, unless the watcher chooses another) with that seat's hand face up, and any
other hand the watcher turns face up; the game log and the card counter speak from
that seat. The moves reach the host through a :class:`~spite_gui.play.watching.MoveGate`,
at the table's pace, held while paused, one move or one turn at a time when stepping.

Ownership: :class:`Watching` is a child of the session and owns, while a game is
watched, its host (plain Python), the gate, the computers' :class:`ComputerPlayers`
and the :class:`Pace` that times them (children it deletes when the game ends); the
table and the window are only borrowed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from ..engine import Card, Game, Illegal, Move, Outcome, PlayerView, Refusal, Rules
from ..language import level_name, preset_name
from ..play import START, GameHost, Seating, Update
from ..play.watching import MoveGate, WatchPlan, shown_events, watch_seating
from ..table.outcomes import outcome_words
from ..view.watch_bar import DEAL_AGAIN_KEY, PAUSE_KEY, STEP_MOVE_KEY, STEP_TURN_KEY, STOP_KEY
from .computers import ComputerPlayers, Pace
from .seat import SeatController
from .session import Session
from .thinking import PlayerFactory

if TYPE_CHECKING:  # the dialog and the bar load when first wanted
    from ..dialogs.watch import WatchDialog
    from ..view.main_window import MainWindow
    from ..view.watch_bar import WatchBar

translate = QCoreApplication.translate
REMEMBERED_VIEWS = 32  # the table never lags further behind the host than a few updates


class _Spectator:
    """The watcher's port at the table: nobody here moves for a computer."""

    def submit(self, seat: int, move: Move) -> Refusal | None:
        return Refusal(Illegal.NOT_YOUR_TURN)

    def undo(self, seat: int) -> Refusal | None:
        return Refusal(Illegal.NOT_YOUR_TURN)


class WatchedGame(QObject):
    """One watched game: its host, the computers in every seat, and what the table shows."""

    moved = Signal()  # a move reached the host
    holding = Signal()  # paused: a computer's move waits for a step or for Resume

    def __init__(self, plan: WatchPlan, table: SeatController, factory: PlayerFactory,
                 after_first_paint: Callable[[Callable[[], None]], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.plan = plan
        self.table = table
        self.seating: Seating = watch_seating(plan.levels)
        rules = Rules.preset(plan.preset, plan.players)
        self.host = GameHost(Game.new(rules, plan.players, plan.deal), self.seating)
        self.gate = MoveGate(self.host, moved=self.moved.emit, held=self.holding.emit)
        self._pace = Pace(table)  # a child of the table: deleted with this game (see end)
        self._computers = ComputerPlayers(self.gate, self.seating, self.host.deal, factory,
                                          self._pace, after_first_paint, parent=self)
        self._drivers = {seat: self._computers.driver(seat) for seat in range(plan.players)}
        self.viewpoint = 0  # the seat the table shows (its hand face up)
        self.face_up: set[int] = set()  # the other seats whose hands the table shows
        self._told: dict[int, Update] = {}  # every seat's update of the change in progress
        self._seen: list[tuple[PlayerView, dict[int, tuple[Card, ...]]]] = []
        self._port = _Spectator()
        self._ended = False
        for seat in range(plan.players):
            self.host.attach(seat, self._on_update)

    def start(self) -> None:
        """Deal: the hands fly in, and the first computer thinks."""
        self.host.start()

    # -- what the table shows ----------------------------------------------------------------
    def _on_update(self, update: Update) -> None:
        """Every seat's driver: its computer hears its own update; the table, once every
        seat has been told of a change, the viewpoint's (with the face-up hands' draws)."""
        if self._ended:
            return
        self._drivers[update.seat](update)
        self._told[update.seat] = update
        if update.seat == self.plan.players - 1:  # the host tells the seats in order
            told, self._told = self._told, {}
            self._show(told)

    def _show(self, told: Mapping[int, Update]) -> None:
        seen = told[self.viewpoint]
        hands = {seat: each.view.hand for seat, each in told.items()}
        update = replace(seen, events=shown_events(told, self.viewpoint, self.face_up),
                         undo_offered=False)
        self._remember(update.view, hands)
        if update.kind == START:
            self.table.seat_at(self._port, self.seating, update)
        else:
            self.table.show(update)

    def _remember(self, view: PlayerView, hands: dict[int, tuple[Card, ...]]) -> None:
        self._seen.append((view, hands))
        del self._seen[:-REMEMBERED_VIEWS]

    def hands_with(self, view: PlayerView) -> Mapping[int, Sequence[Card]]:
        """The hands turned face up, as they were when the viewpoint saw ``view`` (the table
        shows each view once its cards have landed, while the host may be further on)."""
        hands = next((held for seen, held in reversed(self._seen) if seen is view), None)
        if hands is None:
            hands = {seat: self.host.view(seat).hand for seat in range(self.plan.players)}
        return {seat: hands[seat] for seat in self.face_up if seat != self.viewpoint}

    def show_face_up(self, seat: int, shown: bool) -> None:
        """Turn ``seat``'s hand face up (or down again) on the table."""
        if shown:
            self.face_up.add(seat)
        else:
            self.face_up.discard(seat)
        self.table.redraw()

    def watch_from(self, seat: int) -> None:
        """Turn the table to ``seat``: its view, its hand face up at the bottom."""
        if seat == self.viewpoint or not 0 <= seat < self.plan.players:
            return
        self.viewpoint = seat
        host = self.host
        update = Update(seat, START, host.view(seat), host.history(seat), deal=host.deal)
        self._remember(update.view, {s: host.view(s).hand for s in range(self.plan.players)})
        self.table.seat_at(self._port, self.seating, update)

    def end(self) -> None:
        """Stop the computers and let go of the table (the watching ends, or a new deal)."""
        if self._ended:
            return
        self._ended = True
        for seat in range(self.plan.players):
            self.host.detach(seat)
        self._computers.stop(wait_ms=0)
        self._pace.cancel()
        self._pace.deleteLater()
        self.deleteLater()


class Watching(QObject):
    """Watch mode at this window: starts a watched game on a lent table, pauses, steps and
    ends it; the window's bar (see :mod:`spite_gui.view.watch_bar`) drives it."""

    started = Signal(object)  # the WatchedGame put on the table
    stopped = Signal()  # the table is back to normal play
    paused_changed = Signal(bool)
    finished = Signal(object)  # the watched game's Outcome, once the table has shown it

    def __init__(self, session: Session, factory: PlayerFactory,
                 after_first_paint: Callable[[Callable[[], None]], None],
                 before_lending: Callable[[], None] = lambda: None) -> None:
        super().__init__(session)
        self.session = session
        self.table = session.table
        self.factory = factory
        self._after_first_paint = after_first_paint
        self.game: WatchedGame | None = None
        self.last_plan: WatchPlan | None = None
        self._player_speed = self.table.speed  # the player's own, back when watching ends
        # Called before the table is lent: the game in play is saved as it stands (its turn
        # half played, too), and the autosave is then left alone until watching ends.
        self.before_lending = before_lending
        self.table.game_over.connect(self._on_game_over)

    @property
    def active(self) -> bool:
        return self.game is not None

    @property
    def paused(self) -> bool:
        return self.game is not None and self.game.gate.paused

    # -- starting and stopping -----------------------------------------------------------------
    def watch(self, plan: WatchPlan) -> bool:
        """Put a watched game on the table (in place of any other being watched); False if
        the table can't be lent now (a table with friends shows)."""
        if self.session.company is not None:
            self.table.say(translate(
                "Watching", "Leave the table with your friends first to watch the computers."))
            return False
        if self.game is not None:
            self._end_game()
        else:
            self._player_speed = self.table.speed
            self.before_lending()
            self.session.lend_table(self._given_back)
        self.last_plan = plan
        game = WatchedGame(plan, self.table, self.factory, self._after_first_paint, self)
        self.game = game
        table = self.table
        table.spectator = True
        table.face_up = game.hands_with
        table.waiting = lambda: game.gate.waiting
        table.set_speed(plan.speed)
        self.started.emit(game)
        game.start()
        self.paused_changed.emit(False)
        return True

    def deal_again(self) -> None:
        """A new watched deal with the same players and rules (a new deal number)."""
        plan = self.game.plan if self.game is not None else self.last_plan
        if plan is not None:
            self.watch(replace(plan, deal=None, speed=self.table.speed))

    def stop(self) -> None:
        """Stop watching: the game that waited comes back to the table."""
        if self.game is None:
            return
        self.session.take_back_table()  # calls _given_back first, then deals or resumes

    def _given_back(self) -> None:
        """The session takes the table back (Stop Watching, or a game put on the table)."""
        self._end_game()
        table = self.table
        table.spectator = False
        table.face_up = None
        table.waiting = None
        table.set_speed(self._player_speed)
        self.stopped.emit()

    def _end_game(self) -> None:
        game, self.game = self.game, None
        if game is not None:
            game.end()

    def set_speed(self, speed: str) -> None:
        """The watched game's speed (the player's own comes back when watching ends)."""
        self.table.set_speed(speed)

    def player_chose_speed(self, speed: str) -> None:
        """The player chose a speed in the View menu: it stays theirs after watching."""
        self._player_speed = speed

    # -- pause and step ------------------------------------------------------------------------
    def pause(self) -> None:
        if self.game is not None and not self.game.gate.paused:
            self.game.gate.pause()
            self.table.say(translate("Watching", "Paused: {step_move} plays one move, "
                                     "{step_turn} one turn, {resume} goes on.").format(
                                         step_move=STEP_MOVE_KEY, step_turn=STEP_TURN_KEY,
                                         resume=PAUSE_KEY))
            self.table.redraw()  # the plate to move says "paused", not "thinking…"
            self.paused_changed.emit(True)

    def resume(self) -> None:
        if self.game is not None and self.game.gate.paused:
            self.game.gate.resume()
            self.table.redraw()
            self.paused_changed.emit(False)

    def step_move(self) -> None:
        """Paused (or pausing now): let exactly one more move be played."""
        self._pause_quietly()
        if self.game is not None:
            self.game.gate.step_move()
            self.table.redraw()  # the computer thinks for the step

    def step_turn(self) -> None:
        """Paused (or pausing now): let the player to move finish its turn."""
        self._pause_quietly()
        if self.game is not None:
            self.game.gate.step_turn()
            self.table.redraw()

    def _pause_quietly(self) -> None:
        if self.game is not None and not self.game.gate.paused:
            self.game.gate.pause()
            self.table.redraw()
            self.paused_changed.emit(True)

    def _on_game_over(self, outcome: Outcome) -> None:
        if self.game is not None:
            self.finished.emit(outcome)


#: The commands of one's own game that mean nothing while the computers are watched.
OWN_GAME_COMMANDS = ("restart", "hint", "undo", "redo", "save", "save_as", "reveal")


class WatchControls(QObject):
    """Game → Watch the Computers… at the window: the dialog, the bar above the table, and
    the commands of one's own game set aside while watching. Made by the composition
    root; a child of the window (the dialog and the bar are the window's too, made when
    first wanted)."""

    def __init__(self, window: MainWindow, watching: Watching) -> None:
        super().__init__(window)
        self.window = window
        self.watching = watching
        self.dialog: WatchDialog | None = None
        self.bar: WatchBar | None = None
        self._enabled: dict[str, bool] = {}  # the set-aside commands, as they were
        self._opened_log = False
        window.commands["watch"].triggered.connect(lambda _checked=False: self.ask())
        window.speed_chosen.connect(self._on_menu_speed)
        watching.started.connect(self._on_started)
        watching.stopped.connect(self._on_stopped)
        watching.paused_changed.connect(self._on_paused)
        watching.finished.connect(self._on_finished)

    def ask(self) -> None:
        """Open the dialog that chooses the players (the last choice shown again)."""
        from ..dialogs.watch import WatchDialog

        if self.dialog is None:
            self.dialog = WatchDialog(self.window, self.watching.last_plan)
            self.dialog.chosen.connect(self.watching.watch)
        self.dialog.open()

    def _make_bar(self) -> WatchBar:
        from ..dialogs.watch import speed_combo
        from ..view.watch_bar import WatchBar

        bar = WatchBar(speed_combo(), self.window.commands["game_log"], self.window)
        self.window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.window.look.dress(bar)
        watching = self.watching
        bar.pause_pressed.connect(lambda pause: watching.pause() if pause else watching.resume())
        bar.step_move_pressed.connect(watching.step_move)
        bar.step_turn_pressed.connect(watching.step_turn)
        bar.speed_chosen.connect(watching.set_speed)
        bar.viewpoint_chosen.connect(self._watch_from)
        bar.face_up_toggled.connect(self._face_up)
        bar.deal_again_pressed.connect(watching.deal_again)
        bar.stop_pressed.connect(watching.stop)
        return bar

    def _on_started(self, game: WatchedGame) -> None:
        bar = self.bar = self.bar or self._make_bar()
        seating = game.seating
        players = [translate("Watching", "{name} ({level})").format(name=name,
                                                                    level=level_name(level))
                   for name, level in zip(seating.names, game.plan.levels, strict=True)]
        title = translate("Watching", "Watching · {rules}").format(
            rules=preset_name(game.plan.preset))
        bar.show_game(title, players, game.plan.speed)
        bar.show()
        commands = self.window.commands
        if not self._enabled:  # not a second deal: the first one set them aside
            self._enabled = {key: commands[key].isEnabled() for key in OWN_GAME_COMMANDS}
            log = commands["game_log"]
            self._opened_log = not log.isChecked()
            if self._opened_log:
                log.trigger()
        for key in OWN_GAME_COMMANDS:
            commands[key].setEnabled(False)

    def _on_stopped(self) -> None:
        if self.bar is not None:
            self.bar.hide()
        commands = self.window.commands
        for key, enabled in self._enabled.items():
            commands[key].setEnabled(enabled)
        self._enabled = {}
        if self._opened_log and commands["game_log"].isChecked():
            commands["game_log"].trigger()
        self._opened_log = False

    def _on_paused(self, paused: bool) -> None:
        if self.bar is not None:
            self.bar.show_paused(paused)

    def _on_finished(self, outcome: Outcome) -> None:
        self.window.commands["reveal"].setEnabled(False)  # one's own game's command
        if self.bar is not None:
            self.bar.show_over(True)
        next_steps = translate("Watching", "{deal_again} deals again, {stop} stops watching.")
        table = self.watching.table
        table.say(" ".join([outcome_words(outcome, table.names),
                            next_steps.format(deal_again=DEAL_AGAIN_KEY, stop=STOP_KEY)]))

    def _on_menu_speed(self, speed: str) -> None:
        """View → Animation Speed while watching: the watched game goes at it, and it stays
        the player's own afterwards."""
        if self.watching.active:
            self.watching.player_chose_speed(speed)
            if self.bar is not None:
                self.bar.speeds.setCurrentIndex(max(0, self.bar.speeds.findData(speed)))

    def _watch_from(self, seat: int) -> None:
        game = self.watching.game
        if game is not None:
            game.watch_from(seat)
            if self.bar is not None:
                self.bar.show_viewpoint(seat)

    def _face_up(self, seat: int, shown: bool) -> None:
        game = self.watching.game
        if game is not None:
            game.show_face_up(seat, shown)
