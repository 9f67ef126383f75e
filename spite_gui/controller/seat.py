"""One seat's table: shows what the host tells that seat, and turns the player's actions into moves.

The table controller never holds the game. It is the seat driver of the person
sitting at this table: the host hands it :class:`~spite_gui.play.Update` s (the
seat's :class:`PlayerView` and the events as the seat sees them), which it plays
out on the :class:`TableScene` one card at a time; a drop, a double-click, Undo
and Redo become moves and requests for the host (a :class:`SeatPort`), which
judges them with the engine and answers with more updates.

At a table where several people take turns, the table is turned to whoever is
to play (:meth:`SeatController.seat_at`); everything it shows is that seat's.

Who owns what: the table controller owns its step queue (the news being shown, one
step at a time), the event animator of the game it sits at, and four rooms, its Qt
children for its life (see :mod:`.seat_room`): :attr:`~SeatController.input` (the
player's drags, drops, double-clicks, keys and peeks, and the drop's verdict),
:attr:`~SeatController.take_back` (Undo's offer, Redo's plays),
:attr:`~SeatController.words` (the name plates and the status bar) and
:attr:`~SeatController.motion` (the speed, the card faces). The scene is the window's;
the table only draws on it. The port it sends moves to is whoever seated it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine import Card, Illegal, Move, Outcome, PlayerView, Refusal, Rules, events
from ..play import MOVE, START, UNDO, Seating, Update
from ..play.refusals import Declined
from ..table import moves as table_moves
from ..table import speech
from ..table.piles import PileKey
from ..table.refusals import refusal_words
from ..table.snapshot import table_snapshot, undealt
from ..table.words import YOU
from ..view import timing
from ..view.table_scene import TableScene
from .event_animator import EventAnimator
from .pacing import StepQueue
from .seat_input import SeatInput
from .seat_motion import SeatMotion
from .seat_words import SeatWords
from .take_back import TakeBack


class SeatPort(Protocol):
    """Where a table sends its seat's moves: the game host, here or across the network.
    Each answers None, or why not."""

    def submit(self, seat: int, move: Move) -> Refusal | None: ...

    def undo(self, seat: int) -> Refusal | None: ...


class SeatController(QObject):
    """Plays one seat's updates out on a :class:`TableScene` and sends the seat's moves."""

    table_started = Signal(object)  # the START Update: a deal, a game resumed, the table turned
    move_applied = Signal(int, object)  # the player who moved, the Move (as the news arrives)
    move_rejected = Signal(str)  # why, in the player's words
    turn_changed = Signal(int)  # the table shows the turn passing to this player
    status_changed = Signal(str)
    busy_changed = Signal(bool)  # True while the table animates or another player has the turn
    game_decided = Signal(object)  # Outcome, as soon as the news of the end arrives
    game_over = Signal(object)  # Outcome, once the table has shown the end
    settled = Signal()  # every animation of the news so far has finished
    events_happened = Signal(object)  # events as this seat sees them, once the table shows them
    move_taken_back = Signal(object, object)  # the Move undone, the events it had caused
    undo_refused = Signal(str)  # why, for the player
    undo_available = Signal(bool)  # the seat has a play of this turn to take back
    redo_available = Signal(bool)  # a taken-back play can be played again
    card_shown = Signal(object, object)  # an event, and its card where the table now shows it
    ready_to_move = Signal()  # the seat may move: its turn, every card in its place
    told = Signal(str, bool)  # words for the player (besides the news), and whether urgent

    def __init__(self, scene: TableScene, speed: str = timing.DEFAULT_SPEED,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.seat = 0
        self.view: PlayerView | None = None  # the table as it will stand when the news is shown
        self.seating: Seating | None = None
        self.deal: int | None = None  # the deal number, once this seat may know it
        self.moves: list[Move] = []  # the moves this table has seen made since it sat down
        self.highlight_targets = True  # the display option: glow where a card may go
        # A lesson's say on the seat's moves: None lets a move go to the host, else the
        # words that refuse it (the lesson waits for another move).
        self.coach: Callable[[Move], str | None] | None = None
        # Watching the computers: nobody here plays the seat shown (no input, no "you"),
        # and ``face_up`` gives the other hands shown face up with a view of the seat.
        self.spectator = False
        self.face_up: Callable[[PlayerView], Mapping[int, Sequence[Card]]] | None = None
        # Watching: True while the computers wait for the watcher (their plate says "paused").
        self.waiting: Callable[[], bool] | None = None
        self._port: SeatPort | None = None
        self._queue = StepQueue(self)
        self._queue.drained.connect(self._on_drained)
        self._animator: EventAnimator | None = None
        self._shown: PlayerView | None = None  # the view the animations have reached
        self._busy = False
        self._decided = False
        self._finished = False
        # the table's rooms, its children for its life (see seat_room.py)
        self.motion = SeatMotion(self, self._queue, speed)
        self.words = SeatWords(self, scene)
        self.take_back = TakeBack(self)
        self.input = SeatInput(self, scene)
        scene.table_clicked.connect(self.hurry)

    # -- the look --------------------------------------------------------------------------
    @property
    def speed(self) -> str:
        return self.motion.speed

    def set_speed(self, speed: str) -> None:
        """Animation speed: one of :data:`spite_gui.view.timing.SPEEDS`."""
        self.motion.set_speed(speed)

    def set_wild_kings_as_jokers(self, on: bool) -> None:
        """Display option: draw the wild Kings as jokers so they stand out (rules unchanged)."""
        self.motion.set_wild_kings_as_jokers(on)

    # -- who sits here -----------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        """The players' names as this table shows them (in seat order)."""
        if self.seating is None:
            return [YOU, speech.seat_name("Computer")]
        return speech.seat_names(self.seating)  # "West" in the player's language

    @property
    def shared(self) -> bool:
        """True when several people take turns at this table."""
        return self.seating is not None and self.seating.shared

    @property
    def log_names(self) -> tuple[list[str], int, tuple[int, ...]]:
        """The names the game log uses, the seat it calls "You" (-1: none, when several
        people share the table and the log names each of them), and the seats people play
        (here or at their own computers)."""
        people = self.seating.humans if self.seating else (self.seat,)
        return self.names, -1 if self.shared or self.spectator else self.seat, people

    def set_seating(self, seating: Seating, notes: Mapping[int, str] | None = None,
                    turn_words: Mapping[int, str] | None = None) -> None:
        """Who sits where now (a friend took a seat) and what the table says of them:
        ``notes`` beside their names ("away 0:42"), ``turn_words`` in the status bar while
        it is their turn. Shown at once."""
        self.seating = seating
        words = self.words
        words.set_notes(notes, turn_words)
        shown, turn_to = self._shown, words.turn_to
        if shown is not None and turn_to is not None:
            words.show_plates(shown._replace(current=turn_to))
            if turn_to != self.seat and shown.outcome is None:
                words.set_status(words.status_for(turn_to))

    def seat_at(self, port: SeatPort, seating: Seating, update: Update,
                animate: bool = True) -> None:
        """Sit at ``update.seat`` of a game: show the table as ``update`` tells it (a START
        update), the hands flying in from the stock when it is a fresh deal and ``animate``.
        """
        if update.kind != START:
            raise ValueError("A table sits down with the table as it stands.")
        self._port = port
        self.seating = seating
        self.seat = update.seat
        self.moves = []
        self._queue.clear()
        self.take_back.clear()
        self._decided = self._finished = False
        view = update.view
        self.view, self._shown = view, view
        self.deal = update.deal
        self.take_back.offered = update.undo_offered
        self.words.turn_to = view.current
        self._animator = EventAnimator(self.scene, view.rules, self.seat, self.motion.ms,
                                       self.card_shown.emit, self._tell_event)
        self.motion.apply_face_mapper()
        self.scene.set_table(view.players, view.rules.centre_stacks, viewer=self.seat)
        self.scene.highlights.clear_hint()
        self.table_started.emit(update)
        self.take_back.show()
        fresh = [type(e) for e in update.events] == [events.Dealt]  # a deal, nothing played
        if fresh and view.outcome is None:
            self._deal(view, animate)
        else:
            self._sync(view)
            self._set_busy(True)
            self._queue.start()  # nothing to animate: settles at once
        if view.outcome is not None:
            self._report_decided(view.outcome)

    def _deal(self, view: PlayerView, animate: bool) -> None:
        """Show the deal: the hands fly in from the stock one card at a time."""
        before = undealt(view)
        self._sync(before)
        self._set_busy(True)
        self.scene.pointer.set_input_enabled(False)
        self.words.set_status(QCoreApplication.translate("Table", "Dealing…"))
        assert self._animator is not None
        self._queue.push(*self._animator.deal_steps(before, view), lambda: self._sync(view))
        if animate:
            self._queue.start()
        else:
            self._queue.flush()

    # -- the news --------------------------------------------------------------------------
    def show(self, update: Update) -> None:
        """Play out an update for this table's seat (the seat driver's entry point)."""
        if update.seat != self.seat or self.view is None or self._animator is None:
            return
        if update.kind == START:  # the host tells the table afresh (a seat taken back)
            assert self.seating is not None and self._port is not None
            self.seat_at(self._port, self.seating, update)
            return
        if update.kind == UNDO:  # the table first shows everything before the play taken back
            self._queue.flush()
            self.scene.finish_animations()
        before, after = self.view, update.view
        self.view = after
        if update.deal is not None:
            self.deal = update.deal
        self.take_back.offered = update.undo_offered
        move = update.move
        if update.kind == UNDO and move is not None:
            self._taken_back(update, before)
        elif update.kind == MOVE and move is not None and update.mover is not None:
            self._moved(update, move, update.mover, before)
        self.take_back.show()

    def _moved(self, update: Update, move: Move, mover: int, before: PlayerView) -> None:
        self.moves.append(move)
        self.take_back.played(move, mover == self.seat and after_my_turn(update.view, self.seat))
        assert self._animator is not None
        steps = self._animator.steps(update.events, before,
                                     lambda seat: self.words.turn_passed(seat, self._shown))
        after = update.view
        self._queue.push(*steps, lambda: self._sync(after))
        self._set_busy(True)
        self.scene.highlights.clear_hint()
        self.scene.pointer.set_input_enabled(after.my_turn and not self.spectator)
        self.move_applied.emit(mover, move)
        if after.outcome is not None:
            self._report_decided(after.outcome)  # before the animations: the window may close
        self._queue.start()

    def _tell_event(self, event: object) -> None:
        """The table has shown ``event`` (its cards have arrived): the log may say it."""
        self.events_happened.emit([event])

    def _taken_back(self, update: Update, before: PlayerView) -> None:
        move = update.move
        assert move is not None and self._animator is not None
        if self.moves:
            self.moves.pop()
        if update.mover == self.seat:
            self.take_back.taken_back(move)
        self.scene.highlights.clear_hint()
        after = update.view
        self._queue.push(*self._animator.take_back_steps(update.events),
                         lambda: self._sync(after))
        self._set_busy(True)
        self.move_taken_back.emit(move, update.events)
        self._queue.start()

    def _sync(self, view: PlayerView) -> int:
        self._shown = view
        face_up = self.face_up(view) if self.face_up is not None else None
        notes = self.words.notes(view)
        self.scene.show_snapshot(table_snapshot(view, self.names, notes, face_up))
        return 0

    def redraw(self) -> None:
        """Show the table at rest again (a watcher turned a hand face up); while cards are
        moving, the table shows it when they have landed."""
        if self._shown is not None and not self._queue.busy:
            self._sync(self._shown)

    def _on_drained(self) -> None:
        self.settled.emit()
        self._advance()

    def _advance(self) -> None:
        """What the table shows once it has caught up with the news."""
        view = self.view
        if view is None or self._queue.busy:
            return
        self.words.turn_to = view.current
        if view.outcome is not None:
            self._finish(view.outcome)
            return
        self.words.show_plates(view)
        if self.my_turn:
            self.scene.pointer.set_input_enabled(True)
            self.scene.pointer.set_draggable(table_moves.sources(view))
            self._set_busy(False)
            self.words.set_status(speech.YOUR_MOVE())
            self.ready_to_move.emit()
            return
        self.scene.pointer.set_input_enabled(False)
        self.scene.pointer.set_draggable(())
        self._set_busy(True)
        self.words.set_status(self.words.status_for(view.current))

    def _finish(self, outcome: Outcome) -> None:
        self.scene.pointer.set_input_enabled(False)
        self.scene.pointer.set_draggable(())
        assert self.view is not None
        self._sync(self.view)
        self._set_busy(False)
        if self._finished:
            return
        self._report_decided(outcome)
        self._finished = True
        self.words.set_status(speech.game_over_status(outcome, self.names))
        self.game_over.emit(outcome)

    def _report_decided(self, outcome: Outcome) -> None:
        if not self._decided:
            self._decided = True
            self.game_decided.emit(outcome)

    @property
    def settling(self) -> bool:
        """True while the table is still showing news (cards on their way)."""
        return self._queue.busy

    def hurry(self) -> None:
        """Finish the running animations at once (a click on the table during them)."""
        if self._queue.busy:
            self._queue.flush()
        self.scene.finish_animations()

    # -- the seat's own moves ------------------------------------------------------------------
    @property
    def my_turn(self) -> bool:
        """True when it is this table's seat to move (whatever the cards still flying)."""
        return self.view is not None and self.view.my_turn and not self.spectator

    @property
    def busy(self) -> bool:
        """True while cards are moving or another player has the turn."""
        return self._busy

    def legal_moves(self) -> list[Move]:
        """The seat's legal moves now (none while it is not its turn or cards are moving)."""
        if self.view is None or not self.my_turn or self._queue.busy:
            return []
        return self.view.legal_moves()

    def play_move(self, move: Move) -> Refusal | None:
        """Play ``move`` for this seat; returns None, or why it can't be played."""
        return self.attempt(move)[0]

    def attempt(self, move: Move) -> tuple[Refusal | None, str]:
        """Send ``move`` to the host unless it can't be played now, or the rules or a
        lesson refuse it: the refusal (None: sent) and the words that say why (told the
        player when the move was theirs to make)."""
        view = self.view
        problem: Refusal | None
        if view is None or self._port is None:
            problem = Refusal(Declined.NO_GAME)
        elif view.outcome is not None:
            problem = Refusal(Illegal.GAME_OVER)
        elif not view.my_turn:
            problem = Refusal(Illegal.NOT_YOUR_TURN)
        else:
            if self._queue.busy:
                self._queue.flush()
            coached = self.coach(move) if self.coach is not None else None
            if coached is not None:
                self.refuse(coached)
                return Refusal(Declined.NOT_THIS_STEP), coached
            problem = view.why_illegal(move) or self._port.submit(self.seat, move)
            if problem is not None:
                self.refuse(refusal_words(problem))
        return problem, refusal_words(problem) if problem is not None else ""

    @property
    def can_undo(self) -> bool:
        return self.take_back.offered

    @property
    def can_redo(self) -> bool:
        return self.take_back.can_redo

    def undo(self) -> Refusal | None:
        """Take back this seat's last play of the turn; returns None, or why it can't be."""
        port = self._port
        problem = port.undo(self.seat) if port is not None else Refusal(Declined.NO_GAME)
        if problem is not None:
            self.take_back.refuse(problem)
        return problem

    def redo(self) -> Refusal | None:
        """Play the last play taken back again; returns None, or why it can't be."""
        return self.take_back.redo()

    def legal_targets(self, source: PileKey, index: int) -> set[PileKey]:
        """The piles card ``index`` of ``source`` may be dropped on now."""
        if self.view is None or not self.view.my_turn:
            return set()
        return table_moves.targets(self.view, source, index)

    def best_centre_move(self, source: PileKey, index: int) -> Move | None:
        """The centre play a double-click on card ``index`` of ``source`` stands for."""
        if self.view is None or not self.view.my_turn:
            return None
        return table_moves.best_centre_move(self.view, source, index)

    def refuse(self, why: str, source: PileKey | None = None, index: int = 0) -> None:
        """Tell the player why a move can't be made: in the status bar, and beside the card
        on the table when it was one they picked up (``source``, ``index``)."""
        self.words.set_status(why)
        self.move_rejected.emit(why)
        if source is not None:
            self.scene.drops.refuse(source, index, why)

    # -- status ------------------------------------------------------------------------------
    @property
    def status(self) -> str:
        return self.words.status

    def say(self, text: str, urgent: bool = False) -> None:
        """Tell the player ``text`` in the status bar (until the table has news), and by
        :attr:`told` to whoever reads the table aloud (``urgent``: at once)."""
        self.words.set_status(text)
        self.told.emit(text, urgent)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    def leave(self) -> None:
        """Stop showing the game (a new one is coming, or the window closes): what was said of
        its seats goes with it."""
        self._queue.clear()
        self._port = None
        self.words.forget_notes()

    def empty(self, players: int | None = None) -> None:
        """Take every card off the table and forget the game (the next one, for ``players``,
        comes from elsewhere, such as a table with friends): nothing of it stays in view,
        behind a dialog, nor answers a key."""
        self.leave()
        view = self.view
        players = players or (view.players if view is not None else self.scene.players)
        stacks = view.rules.centre_stacks if view is not None else Rules().centre_stacks
        self.view = self._shown = None
        self._animator = None
        self.words.turn_to = None
        self.deal = None
        self.moves = []
        self.take_back.clear()
        self.take_back.offered = False
        self.scene.set_table(players, stacks)
        self.scene.pointer.set_input_enabled(False)
        self.scene.pointer.set_draggable(())
        self._set_busy(False)
        self.words.set_status("")
        self.take_back.show()


def after_my_turn(view: PlayerView, seat: int) -> bool:
    """True if ``seat`` is still to move in ``view`` (its play did not end its turn)."""
    return view.current == seat and view.outcome is None

