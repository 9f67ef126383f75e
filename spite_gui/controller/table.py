"""One seat's table: shows what the host tells that seat, and turns the player's actions into moves.

The table controller never holds the game. It is the seat driver of the person
sitting at this table: the host hands it :class:`~spite_gui.play.Update` s (the
seat's :class:`PlayerView` and the events as the seat sees them), which it plays
out on the :class:`TableScene` one card at a time; a drop, a double-click, Undo
and Redo become moves and requests for the host (a :class:`SeatPort`), which
judges them with the engine and answers with more updates.

At a table where several people take turns, the table is turned to whoever is
to play (:meth:`TableController.seat_at`); everything it shows is that seat's.
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
from ..table.outcomes import outcome_words
from ..table.piles import PileKey
from ..table.refusals import refusal_words
from ..table.snapshot import table_snapshot, undealt
from ..table.words import YOU
from ..view import timing
from ..view.drop import Accepted, Pending, Refused, Verdict
from ..view.table_scene import PICK, TableScene
from .event_animator import EventAnimator
from .pacing import StepQueue


class SeatPort(Protocol):
    """Where a table sends its seat's moves: the game host, here or across the network.
    Each answers None, or why not."""

    def submit(self, seat: int, move: Move) -> Refusal | None: ...

    def undo(self, seat: int) -> Refusal | None: ...


class TableController(QObject):
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
        self._speed = speed
        self._wild_as_jokers = False
        self._queue = StepQueue(self)
        self._queue.drained.connect(self._on_drained)
        self._animator: EventAnimator | None = None
        self._shown: PlayerView | None = None  # the view the animations have reached
        self._turn_to: int | None = None  # whose turn the plates show
        self._seat_notes: dict[int, str] = {}  # words beside names, from whoever seats them
        self._turn_words: dict[int, str] = {}  # the status while it is such a seat's turn
        self._can_undo = False
        self._redo: list[Move] = []  # plays taken back this turn, the latest last
        self._busy = False
        self._status = ""
        self._decided = False
        self._finished = False
        scene.drops.set_judge(self._judge_drop)
        scene.card_double_clicked.connect(self._on_double_clicked)
        scene.drag_started.connect(self._on_drag_started)
        scene.peek_requested.connect(self._on_peek)
        scene.peek_ended.connect(lambda _key: self._set_status(self._turn_status()))
        scene.key_refused.connect(self._on_key_refused)
        scene.table_clicked.connect(self.hurry)
        self._set_motion()

    # -- the look --------------------------------------------------------------------------
    @property
    def speed(self) -> str:
        return self._speed

    def set_speed(self, speed: str) -> None:
        """Animation speed: one of :data:`spite_gui.view.timing.SPEEDS`."""
        if speed not in timing.SPEEDS:
            raise ValueError(f"Unknown speed {speed!r}.")
        self._speed = speed
        self._set_motion()

    def _set_motion(self) -> None:
        scene = self.scene
        scene.drops.set_motion(self._ms(timing.SLIDE_BACK_MS), self._ms(timing.SHAKE_MS))
        scene.messages.set_fade_ms(self._ms(timing.MESSAGE_FADE_MS))

    def set_wild_kings_as_jokers(self, on: bool) -> None:
        """Display option: draw the wild Kings as jokers so they stand out (rules unchanged)."""
        self._wild_as_jokers = on
        self._apply_face_mapper()

    def _apply_face_mapper(self) -> None:
        rules = self.view.rules if self.view else Rules()
        if self._wild_as_jokers and not rules.jokers:
            wild = {c.text for c in rules.deck() if rules.is_wild(c)}
            self.scene.art.set_face_mapper(lambda text: "JK" if text in wild else text)
        else:
            self.scene.art.set_face_mapper(None)
        self.scene.look.redraw_cards()

    def _ms(self, duration: int) -> int:
        if self._queue.hurry:
            return 0
        return timing.scaled(duration, self._speed)

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
        self._seat_notes = dict(notes or {})
        self._turn_words = dict(turn_words or {})
        shown = self._shown
        if shown is not None and self._turn_to is not None:
            passed = shown._replace(current=self._turn_to)
            seats = table_snapshot(passed, self.names, self._notes(passed)).seats
            self.scene.labels.set_seats(seats)
            if self._turn_to != self.seat and shown.outcome is None:
                self._set_status(self._status_for(self._turn_to))

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
        self._redo.clear()
        self._decided = self._finished = False
        view = update.view
        self.view, self._shown = view, view
        self.deal = update.deal
        self._can_undo = update.undo_offered
        self._turn_to = view.current
        self._animator = EventAnimator(self.scene, view.rules, self.seat, self._ms,
                                       self.card_shown.emit, self._tell_event)
        self._apply_face_mapper()
        self.scene.set_table(view.players, view.rules.centre_stacks, viewer=self.seat)
        self.scene.highlights.clear_hint()
        self.table_started.emit(update)
        self._update_undo()
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
        self._set_status(QCoreApplication.translate("Table", "Dealing…"))
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
        self._can_undo = update.undo_offered
        move = update.move
        if update.kind == UNDO and move is not None:
            self._taken_back(update, before)
        elif update.kind == MOVE and move is not None and update.mover is not None:
            self._moved(update, move, update.mover, before)
        self._update_undo()

    def _moved(self, update: Update, move: Move, mover: int, before: PlayerView) -> None:
        self.moves.append(move)
        if mover == self.seat and after_my_turn(update.view, self.seat):
            if self._redo and self._redo[-1] == move:
                self._redo.pop()  # the play taken back, made again
            else:
                self._redo.clear()  # a new play: what was taken back is gone for good
        else:
            self._redo.clear()  # the turn is over: nothing of it can come back
        assert self._animator is not None
        steps = self._animator.steps(update.events, before, self._on_turn_passed)
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
            self._redo.append(move)
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
        self.scene.show_snapshot(table_snapshot(view, self.names, self._notes(view), face_up))
        return 0

    def redraw(self) -> None:
        """Show the table at rest again (a watcher turned a hand face up); while cards are
        moving, the table shows it when they have landed."""
        if self._shown is not None and not self._queue.busy:
            self._sync(self._shown)

    def _notes(self, view: PlayerView) -> dict[int, str]:
        """A word beside the name of a computer whose turn the plates show."""
        notes = dict(self._seat_notes)
        seat = self._turn_to
        if seat is None or view.outcome is not None or self.seating is None:
            return notes
        if self.seating.seats[seat].is_computer:
            waiting = self.waiting is not None and self.waiting()
            notes[seat] = speech.PAUSED() if waiting else speech.THINKING()
        return notes

    def _on_turn_passed(self, next_player: int) -> None:
        """The table shows the turn passing: the plates and the status name the next player
        at once (a computer is "thinking…" from then on), not only once it moves."""
        self._turn_to = next_player
        if self._shown is not None:
            passed = self._shown._replace(current=next_player)
            seats = table_snapshot(passed, self.names, self._notes(passed)).seats
            self.scene.labels.set_seats(seats)
        self._set_status(self._status_for(next_player))
        self.turn_changed.emit(next_player)

    def _on_drained(self) -> None:
        self.settled.emit()
        self._advance()

    def _advance(self) -> None:
        """What the table shows once it has caught up with the news."""
        view = self.view
        if view is None or self._queue.busy:
            return
        self._turn_to = view.current
        if view.outcome is not None:
            self._finish(view.outcome)
            return
        self.scene.labels.set_seats(table_snapshot(view, self.names, self._notes(view)).seats)
        if self.my_turn:
            self.scene.pointer.set_input_enabled(True)
            self.scene.pointer.set_draggable(table_moves.sources(view))
            self._set_busy(False)
            self._set_status(speech.YOUR_MOVE())
            self.ready_to_move.emit()
            return
        self.scene.pointer.set_input_enabled(False)
        self.scene.pointer.set_draggable(())
        self._set_busy(True)
        self._set_status(self._status_for(view.current))

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
        self._set_status(speech.game_over_status(outcome, self.names))
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
        return self._attempt(move)[0]

    def _attempt(self, move: Move) -> tuple[Refusal | None, str]:
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
                self._refuse(coached)
                return Refusal(Declined.NOT_THIS_STEP), coached
            problem = view.why_illegal(move) or self._port.submit(self.seat, move)
            if problem is not None:
                self._refuse(refusal_words(problem))
        return problem, refusal_words(problem) if problem is not None else ""

    @property
    def can_undo(self) -> bool:
        return self._can_undo

    @property
    def can_redo(self) -> bool:
        return bool(self._redo) and self.my_turn

    def undo(self) -> Refusal | None:
        """Take back this seat's last play of the turn; returns None, or why it can't be."""
        port = self._port
        problem = port.undo(self.seat) if port is not None else Refusal(Declined.NO_GAME)
        if problem is not None:
            self._refuse_undo(problem)
        return problem

    def redo(self) -> Refusal | None:
        """Play the last play taken back again; returns None, or why it can't be."""
        if not self._redo:
            problem = Refusal(Declined.NOTHING_TO_REDO)
        elif not self.my_turn:
            problem = Refusal(Illegal.NOT_YOUR_TURN)
        else:
            return self.play_move(self._redo[-1])
        self._refuse_undo(problem)
        return problem

    def _refuse_undo(self, problem: Refusal) -> None:
        why = refusal_words(problem)
        self._set_status(why)
        self.undo_refused.emit(why)

    def _update_undo(self) -> None:
        self.undo_available.emit(self.can_undo)
        self.redo_available.emit(self.can_redo)

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

    def _on_drag_started(self, source: PileKey, index: int) -> None:
        if self.highlight_targets:
            self.scene.highlights.light(self.legal_targets(source, index))

    def _judge_drop(self, source: PileKey, index: int, target: PileKey | None) -> Verdict:
        """The verdict on card ``index`` of ``source`` let go of over ``target``: the play
        is made (accepted), can't be (refused, and why), or went to the host of a table
        elsewhere, whose news or refusal comes later (pending)."""
        if target is None or target == source:
            return Refused()
        if table_moves.source_of(self.seat, source, index) is None:
            return Refused()
        move = table_moves.move_for(self.seat, source, index, target)
        if move is None:
            why = refusal_words(Refusal(Declined.NOT_A_PLACE))
            self._refuse(why)
            return Refused(why)
        seen = len(self.moves)
        problem, why = self._attempt(move)
        if problem is not None:
            return Refused(why if self.my_turn else None)
        return Accepted() if len(self.moves) > seen else Pending()

    def refused_by_host(self, reason: str, card: Card | None = None) -> None:
        """The host of a table elsewhere refused this seat's play of ``card`` (None: the
        refusal names no card): the card that waits for that answer goes home, and the
        player is told why (``reason``, in the table's words)."""
        self.scene.drops.answer(Refused(reason), card.text if card is not None else None)
        self.say(reason)

    def _on_double_clicked(self, source: PileKey, index: int) -> None:
        move = self.best_centre_move(source, index)
        if move is None:
            card = table_moves.card_at(self.view, source, index) if self.view else None
            if card is not None and self.my_turn:
                why = Refusal(Declined.NO_CENTRE_TAKES, card)
                self._refuse(refusal_words(why), source, index)
            return
        self.play_move(move)

    def _refuse(self, why: str, source: PileKey | None = None, index: int = 0) -> None:
        """Tell the player why a move can't be made: in the status bar, and beside the card
        on the table when it was one they picked up (``source``, ``index``)."""
        self._set_status(why)
        self.move_rejected.emit(why)
        if source is not None:
            self.scene.drops.refuse(source, index, why)

    def _on_key_refused(self, wanted: str, key: PileKey, index: int) -> None:
        """A key asked the focused place for what it can't give (a card to pick up, a
        stack to peek at): say why, as for the mouse."""
        owner = self._owner(key)
        if wanted == PICK:
            self._refuse(speech.why_not_pick(self.view, key, owner), key, index)
        else:
            self._refuse(speech.why_not_peek(key, owner), key, index)

    def _owner(self, key: PileKey) -> str:
        """Whose pile ``key`` is, as the table says it ("You", a name; "" if shared)."""
        if key.seat < 0:
            return ""
        return "You" if key.seat == self.seat else self.names[key.seat]

    def _on_peek(self, key: PileKey) -> None:
        if self.view is None:
            return
        stack = self.view.sides[key.seat][key.number]
        self.say(speech.peek_words(key, self._owner(key), stack))

    # -- status ------------------------------------------------------------------------------
    def _status_for(self, seat: int) -> str:
        if seat == self.seat and not self.spectator:
            return speech.YOUR_MOVE()
        return self._turn_words.get(seat) or speech.PLAYING(name=self.names[seat])

    def _turn_status(self) -> str:
        view = self.view
        if view is None:
            return ""
        if view.outcome is not None:
            return outcome_words(view.outcome, self.names)
        return self._status_for(view.current)

    @property
    def status(self) -> str:
        return self._status

    def say(self, text: str, urgent: bool = False) -> None:
        """Tell the player ``text`` in the status bar (until the table has news), and by
        :attr:`told` to whoever reads the table aloud (``urgent``: at once)."""
        self._set_status(text)
        self.told.emit(text, urgent)

    def _set_status(self, text: str) -> None:
        self._status = text
        self.status_changed.emit(text)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    def leave(self) -> None:
        """Stop showing the game (a new one is coming, or the window closes): what was said of
        its seats goes with it."""
        self._queue.clear()
        self._port = None
        self._seat_notes.clear()
        self._turn_words.clear()

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
        self._turn_to = self.deal = None
        self.moves = []
        self._redo.clear()
        self._can_undo = False
        self.scene.set_table(players, stacks)
        self.scene.pointer.set_input_enabled(False)
        self.scene.pointer.set_draggable(())
        self._set_busy(False)
        self._set_status("")
        self._update_undo()


def after_my_turn(view: PlayerView, seat: int) -> bool:
    """True if ``seat`` is still to move in ``view`` (its play did not end its turn)."""
    return view.current == seat and view.outcome is None

