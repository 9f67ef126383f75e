"""The game controller: owns the engine's game and plays it out on the table.

It turns what the player does on the table (drops, double-clicks) into engine
moves, asks the engine whether they are legal, applies them and animates the
events. Computer players think on a worker thread and their moves are played
one card at a time with a short pause, so a person can follow them. The human
may take back plays of the turn in progress (:meth:`GameController.undo`, within
the limits of :mod:`spite_gui.play.undo_policy`) and play them again (:meth:`GameController.redo`).
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import END_TURN, Game, Move, Outcome, Rules
from ..play.undo_policy import own_move_this_turn, undo_refusal
from ..seats import seat_names
from ..table.piles import PileKey
from ..view import timing
from ..view.table_scene import TableScene
from .computer import ComputerRunner, PlayerFactory, default_player_factory
from .pacing import StepQueue
from .presenter import EventAnimator, rank_mark, table_snapshot

HUMAN = 0
DEFAULT_PRESET = "Classic"
DEFAULT_LEVEL = "medium"
YOUR_TURN = ("Your turn: play to the centre, or end your turn by placing a hand card "
             "on a side stack.")
NOT_A_TARGET = ("Cards go to a centre stack, or from your hand to one of your side stacks "
                "to end your turn.")


class GameController(QObject):
    """Plays games of Spite and Malice on a :class:`TableScene`, seat 0 being the human."""

    game_started = Signal(int)  # the deal number
    move_applied = Signal(int, object)  # player, Move
    move_rejected = Signal(str)  # why, in the engine's words
    turn_changed = Signal(int)  # the player to move
    status_changed = Signal(str)
    scores_changed = Signal(object)  # session totals per seat
    busy_changed = Signal(bool)  # True while the table animates or a computer plays
    game_decided = Signal(object)  # Outcome, as soon as the engine ends the game
    game_over = Signal(object)  # Outcome, once the table has shown the end
    settled = Signal()  # every animation of the last move has finished
    events_happened = Signal(object)  # the engine events of the move just applied
    move_taken_back = Signal(object, object)  # the Move undone, the events it had caused
    undo_refused = Signal(str)  # why, for the player
    undo_available = Signal(bool)  # the human has a play of this turn to take back
    redo_available = Signal(bool)  # a taken-back play can be played again
    card_shown = Signal(object, object)  # an event, and its card where the table now shows it
    human_ready = Signal()  # the human may move: their turn, every card in its place

    def __init__(self, scene: TableScene, player_factory: PlayerFactory | None = None,
                 speed: str = timing.DEFAULT_SPEED, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.game: Game | None = None
        self.names: list[str] = seat_names(2)
        self.level = DEFAULT_LEVEL
        self.levels: list[str] = [DEFAULT_LEVEL]
        self.highlight_targets = True  # the display option: glow on the piles a card may go to
        self._factory = player_factory or default_player_factory
        self._players: dict[int, object] = {}
        self._speed = speed
        self._queue = StepQueue(self)
        self._queue.drained.connect(self._on_drained)
        self._runner = ComputerRunner(self)
        self._runner.move_chosen.connect(self._on_computer_move)
        self._ticket = 0
        self._thinking: int | None = None
        self._ready_at = 0.0
        self._reported_over = False
        self._reported_decided = False
        self._busy = False
        self._autoplay = True
        self._status = ""
        self.totals: list[int] = [0, 0]
        self._animator: EventAnimator | None = None
        self._pending_computer_move: tuple[int, Move] | None = None
        self._redo: list[Move] = []  # plays taken back this turn, the latest last
        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.timeout.connect(self._play_pending_computer_move)
        scene.card_dropped.connect(self._on_card_dropped)
        scene.card_double_clicked.connect(self._on_double_clicked)
        scene.drag_started.connect(self._on_drag_started)
        scene.peek_requested.connect(self._on_peek)
        scene.peek_ended.connect(lambda _key: self._set_status(self._turn_status()))
        scene.table_clicked.connect(self.hurry)
        self._set_motion()

    # -- settings ------------------------------------------------------------------------------
    @property
    def player_factory(self) -> PlayerFactory:
        """Makes the computer players (``factory(level, seed)``); hints use it too."""
        return self._factory

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
        scene.set_slide_back_ms(self._ms(timing.SLIDE_BACK_MS), self._ms(timing.SHAKE_MS))
        scene.messages.set_fade_ms(self._ms(timing.MESSAGE_FADE_MS))

    def set_wild_kings_as_jokers(self, on: bool) -> None:
        """Display option: draw the wild Kings as jokers so they stand out (rules unchanged)."""
        self._wild_as_jokers = on
        self._apply_face_mapper()

    def _apply_face_mapper(self) -> None:
        rules = self.game.rules if self.game else Rules()
        if getattr(self, "_wild_as_jokers", False) and not rules.jokers:
            wild = {c.text for c in rules.deck() if rules.is_wild(c)}
            self.scene.art.set_face_mapper(lambda text: "JK" if text in wild else text)
        else:
            self.scene.art.set_face_mapper(None)
        self.scene.redraw_cards()

    def _ms(self, duration: int) -> int:
        if self._queue.hurry:
            return 0
        return timing.scaled(duration, self._speed)

    # -- games ---------------------------------------------------------------------------------
    def new_game(self, preset: str = DEFAULT_PRESET, players: int = 2, seed: int | None = None,
                 level: str = DEFAULT_LEVEL, rules: Rules | None = None,
                 autoplay: bool = True, levels: Sequence[str] | None = None) -> Game:
        """Deal a new game: the human in seat 0 against ``players - 1`` computer players.

        ``levels`` gives each computer seat its own level (else all play at ``level``).
        With ``autoplay`` False the table only shows the deal (a computer to move waits).
        """
        rules = rules or Rules.preset(preset, players)
        game = Game.new(rules, players, seed)
        return self.start_game(game, levels or [level] * (players - 1), autoplay)

    def start_game(self, game: Game, levels: Sequence[str], autoplay: bool = True,
                   deal: bool = True) -> Game:
        """Play ``game`` on the table, computer seat ``s`` at ``levels[s - 1]``.

        With ``deal`` the hands fly in from the stock (a fresh deal); without it the
        table shows ``game`` as it stands (a resumed game) and whoever is to move
        carries on, the computer included.
        """
        players, rules = game.players, game.rules
        self._ticket += 1
        self._queue.clear()
        self._computer_timer.stop()
        self._pending_computer_move = None
        self._thinking = None
        self._reported_over = False
        self._reported_decided = False
        self._redo.clear()
        if len(self.totals) != players:
            self.totals = [0] * players
        self.game = game
        self.levels = list(levels)
        self.level = self.levels[0]
        self.names = seat_names(players)
        self._players = {}  # each made on its first move (see _player): a faster first paint
        self._animator = EventAnimator(self.scene, rules, HUMAN, self._ms, self.card_shown.emit)
        self._autoplay = autoplay
        self._apply_face_mapper()
        self.scene.set_table(players, rules.centre_stacks)
        self.game_started.emit(game.seed)
        self._update_undo()
        self.scores_changed.emit(list(self.totals))
        if deal:
            self._deal()
        else:
            self._sync(game.state)
            if autoplay:
                self._advance()
        if not autoplay:
            self._set_status(self._turn_status())
        return game

    def _deal(self) -> None:
        """Show the deal: the hands fly in from the stock one card at a time."""
        state = self.game.state
        undealt = state._replace(
            seats=tuple(seat._replace(hand=()) for seat in state.seats),
            stock=state.stock + tuple(c for seat in state.seats for c in seat.hand))
        self.scene.show_snapshot(self._snapshot(undealt))
        self._set_busy(True)
        self.scene.set_input_enabled(False)
        self._set_status("Dealing…")
        self._queue.push(*self._animator.deal_steps(undealt, state),
                         lambda: self._sync(state))
        if self._autoplay:
            self._queue.start()
        else:
            self._queue.flush()

    def _snapshot(self, state=None):
        game = self.game
        return table_snapshot(state or game.state, game.rules, HUMAN, self.names, self._thinking)

    @property
    def human_to_move(self) -> bool:
        game = self.game
        return game is not None and not game.is_over and game.current_player == HUMAN

    @property
    def busy(self) -> bool:
        """True while cards are moving or a computer player has the turn."""
        return self._busy

    def human_legal_moves(self) -> list[Move]:
        """The human's legal moves now (empty when it is not their turn or cards are moving)."""
        if not self.human_to_move or self._queue.busy:
            return []
        return self.game.legal_moves()

    # -- the human's moves -------------------------------------------------------------------
    def play_move(self, move: Move) -> str | None:
        """Play ``move`` for the human; returns None, or why it can't be played."""
        game = self.game
        if game is None:
            return "There is no game."
        if game.is_over:
            return "The game is over."
        if game.current_player != HUMAN:
            return "Wait for your turn."
        self._queue.flush()
        problem = game.why_illegal(move)
        if problem is not None:
            self._refuse(problem)
            return problem
        if self._redo and self._redo[-1] == move:
            self._redo.pop()  # the play taken back, made again
        else:
            self._redo.clear()  # a new play: what was taken back is gone for good
        self._apply(move)
        return None

    # -- taking back ---------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        """The human has made a play this turn (it may still be one that can't be undone)."""
        return own_move_this_turn(self.game, HUMAN)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo) and self.human_to_move

    def undo(self) -> str | None:
        """Take back the human's last play of this turn; returns None, or why it can't be."""
        game = self.game
        problem = undo_refusal(game, HUMAN)
        if problem is not None:
            self._set_status(problem)
            self.undo_refused.emit(problem)
            return problem
        self._queue.flush()
        self.scene.finish_animations()
        self.scene.clear_hint()
        events = game.last_move_events()
        move = game.undo()
        self._redo.append(move)
        state = game.state
        self._queue.push(*self._animator.take_back_steps(events), lambda: self._sync(state))
        self._set_busy(True)
        self.move_taken_back.emit(move, events)
        self._update_undo()
        self._queue.start()
        return None

    def redo(self) -> str | None:
        """Play the last play taken back again; returns None, or why it can't be."""
        if not self._redo:
            problem = "There is nothing to play again."
        elif not self.human_to_move:
            problem = "Wait for your turn."
        else:
            return self.play_move(self._redo[-1])
        self._set_status(problem)
        self.undo_refused.emit(problem)
        return problem

    def _update_undo(self) -> None:
        self.undo_available.emit(self.can_undo)
        self.redo_available.emit(self.can_redo)

    def legal_targets(self, source: PileKey, index: int) -> set[PileKey]:
        """The piles the card ``index`` of the human's pile ``source`` may be dropped on."""
        found = set()
        wanted = _engine_source(source, index)
        if wanted is None or not self.human_to_move:
            return found
        for move in self.game.legal_moves():
            if (move.source, move.source_index) == wanted:
                found.add(_target_pile(move))
        return found

    def best_centre_move(self, source: PileKey, index: int) -> Move | None:
        """The centre play for a double-clicked card: a stack where a wild card isn't wasted
        (one whose next rank the player doesn't hold naturally), else the lowest stack."""
        wanted = _engine_source(source, index)
        if wanted is None or not self.human_to_move:
            return None
        moves = [m for m in self.game.legal_moves()
                 if (m.source, m.source_index) == wanted and m.target == "centre"]
        if not moves:
            return None
        game = self.game
        card = _card_at(game, wanted)
        if card is None or not game.rules.is_wild(card):
            return min(moves, key=lambda m: m.target_index)
        natural = _natural_ranks(game)

        def cost(move: Move) -> tuple[int, int]:
            needed = len(game.state.centre[move.target_index]) + 1
            return (1 if needed in natural else 0, move.target_index)

        return min(moves, key=cost)

    def _on_drag_started(self, source: PileKey, index: int) -> None:
        if self.highlight_targets:
            self.scene.set_highlights(self.legal_targets(source, index))

    def _on_card_dropped(self, source: PileKey, index: int, target: PileKey | None) -> None:
        if target is None or target == source:
            return
        wanted = _engine_source(source, index)
        if wanted is None:
            return
        if target.kind == "centre":
            move = Move(wanted[0], wanted[1], "centre", target.number)
        elif target.kind == "side" and target.seat == HUMAN:
            move = Move(wanted[0], wanted[1], "side", target.number)
        else:
            self._refuse(NOT_A_TARGET, source, index)
            return
        problem = self.play_move(move)
        if problem is not None and self.human_to_move:
            self.scene.refuse(source, index, problem)

    def _on_double_clicked(self, source: PileKey, index: int) -> None:
        move = self.best_centre_move(source, index)
        if move is None:
            card = _card_at(self.game, _engine_source(source, index)) if self.game else None
            if card is not None and self.human_to_move:
                self._refuse(f"No centre stack takes the {card.label} now.", source, index)
            return
        self.play_move(move)

    def _refuse(self, why: str, source: PileKey | None = None, index: int = 0) -> None:
        """Tell the player why a move can't be made: in the status bar, and beside the card
        on the table when it was one they picked up (``source``, ``index``)."""
        self._set_status(why)
        self.move_rejected.emit(why)
        if source is not None:
            self.scene.refuse(source, index, why)

    def _on_peek(self, key: PileKey) -> None:
        if self.game is None:
            return
        stack = self.game.state.seats[key.seat].sides[key.number]
        whose = "Your" if key.seat == HUMAN else f"{self.names[key.seat]}'s"
        cards = ", ".join(c.label for c in stack) or "nothing"
        self._set_status(f"{whose} side stack {key.number + 1}, bottom to top: {cards}.")

    # -- applying moves ------------------------------------------------------------------------
    def _apply(self, move: Move) -> None:
        game = self.game
        player = game.current_player
        before = game.state
        events = game.play(move)
        after = game.state
        if player != HUMAN or game.current_player != HUMAN:
            self._redo.clear()  # the turn is over: nothing of it can come back
        steps = self._animator.steps(events, before, self._on_turn_passed)
        self._queue.push(*steps, lambda: self._sync(after))
        self._set_busy(True)
        self.scene.clear_hint()
        self.scene.set_input_enabled(game.current_player == HUMAN and not game.is_over)
        self.move_applied.emit(player, move)
        self.events_happened.emit(events)
        self._update_undo()
        if game.is_over:
            self._report_decided()  # before the animations: the window may close during them
        self._queue.start()

    def _sync(self, state) -> int:
        self.scene.show_snapshot(self._snapshot(state))
        return 0

    def _on_turn_passed(self, next_player: int) -> None:
        """The table shows the turn passing: the plates and the status name the next player
        at once (a computer is "thinking…" from then on), not only once it moves."""
        self._thinking = None if next_player == HUMAN else next_player
        self.scene.set_seats(self._snapshot().seats)
        self._set_status(self._turn_status())
        self.turn_changed.emit(next_player)

    def _on_drained(self) -> None:
        self.settled.emit()
        if self._autoplay:
            self._advance()

    def _advance(self) -> None:
        """Decide what happens next, once the table has caught up with the game."""
        game = self.game
        if game is None or self._queue.busy:
            return
        if game.is_over:
            self._finish()
            return
        if game.current_player == HUMAN:
            self._thinking = None
            self.scene.set_seats(self._snapshot().seats)
            self.scene.set_input_enabled(True)
            self.scene.set_draggable(_human_sources(game))
            self._set_busy(False)
            self._set_status(self._turn_status())
            if game.legal_moves() == [END_TURN]:
                self._apply(END_TURN)  # only unplayable Aces: the turn passes by itself
                return
            self.human_ready.emit()
            return
        self._start_computer()

    def _start_computer(self) -> None:
        game = self.game
        seat = game.current_player
        self._set_busy(True)
        self.scene.set_input_enabled(False)
        self.scene.set_draggable(())
        if self._thinking != seat:
            self._thinking = seat
            self.scene.set_seats(self._snapshot().seats)
        self._set_status(f"{self.names[seat]} is playing…")
        self._ticket += 1
        self._ready_at = time.monotonic() + self._ms(timing.COMPUTER_PAUSE_MS) / 1000
        self._runner.request(self._ticket, self._player(seat), game.view(seat))

    def _player(self, seat: int):
        """The computer player in ``seat``, made when it first plays (the AI is loaded then)."""
        if seat not in self._players:
            self._players[seat] = self._factory(self.levels[seat - 1], self.game.seed * 10 + seat)
        return self._players[seat]

    def _on_computer_move(self, ticket: int, move) -> None:
        if ticket != self._ticket or self.game is None or self.game.is_over:
            return  # an answer for a game or position that is gone
        game = self.game
        if not isinstance(move, Move) or game.why_illegal(move) is not None:
            move = game.legal_moves()[0]  # a confused player: keep the game going
        self._pending_computer_move = (ticket, move)
        wait = max(0, round((self._ready_at - time.monotonic()) * 1000))
        if wait and not self._queue.hurry:
            self._computer_timer.start(wait)
        else:
            self._play_pending_computer_move()

    def _play_pending_computer_move(self) -> None:
        pending, self._pending_computer_move = self._pending_computer_move, None
        if pending is None or pending[0] != self._ticket:
            return
        self._apply(pending[1])

    def hurry(self) -> None:
        """Finish the running animations at once (a click on the table during them)."""
        if self._queue.busy:
            self._queue.flush()
        self.scene.finish_animations()

    def _finish(self) -> None:
        self._thinking = None
        self.scene.set_input_enabled(False)
        self.scene.set_draggable(())
        self.scene.show_snapshot(self._snapshot())
        self._set_busy(False)
        if self._reported_over:
            return
        self._report_decided()
        self._reported_over = True
        outcome = self.game.outcome
        for seat, points in enumerate(outcome.scores):
            self.totals[seat] += points
        self._set_status(outcome.describe(self.names) + " Press Ctrl+N for a new game.")
        self.scores_changed.emit(list(self.totals))
        self.game_over.emit(outcome)

    def count_forfeit(self, outcome: Outcome) -> None:
        """The game on the table was given up (see :mod:`.abandon`): its forfeit goes into
        the session score."""
        for seat, points in enumerate(outcome.scores):
            self.totals[seat] += points
        self.scores_changed.emit(list(self.totals))

    def _report_decided(self) -> None:
        if not self._reported_decided:
            self._reported_decided = True
            self.game_decided.emit(self.game.outcome)

    # -- status ---------------------------------------------------------------------------------
    def _turn_status(self) -> str:
        game = self.game
        if game is None:
            return ""
        if game.is_over:
            return game.outcome.describe(self.names)
        if game.current_player == HUMAN:
            return YOUR_TURN
        return f"{self.names[game.current_player]} is playing…"

    @property
    def status(self) -> str:
        return self._status

    def say(self, text: str) -> None:
        """Tell the player ``text`` in the status bar (until the table has news)."""
        self._set_status(text)

    def _set_status(self, text: str) -> None:
        self._status = text
        self.status_changed.emit(text)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    def shutdown(self) -> None:
        """Stop the computer players (when the window closes)."""
        self._ticket += 1
        self._queue.clear()
        self._runner.wait(3000)


# -- translating between table piles and engine moves ----------------------------------------
def _engine_source(pile: PileKey, index: int) -> tuple[str, int] | None:
    """The engine's (source, index) for the human's card ``index`` of ``pile``."""
    if pile.seat != HUMAN:
        return None
    if pile.kind == "payoff":
        return ("payoff", 0)
    if pile.kind == "hand":
        return ("hand", index)
    if pile.kind == "side":
        return ("side", pile.number)
    return None


def _target_pile(move: Move) -> PileKey:
    if move.target == "centre":
        return PileKey("centre", -1, move.target_index)
    return PileKey("side", HUMAN, move.target_index)


def _human_sources(game: Game) -> list[PileKey]:
    return [PileKey("payoff", HUMAN), PileKey("hand", HUMAN),
            *(PileKey("side", HUMAN, i) for i in range(len(game.state.seats[HUMAN].sides)))]


def _card_at(game: Game, source: tuple[str, int] | None):
    if source is None:
        return None
    seat = game.state.seats[HUMAN]
    kind, index = source
    if kind == "payoff":
        return seat.payoff[-1] if seat.payoff else None
    if kind == "hand":
        return seat.hand[index] if index < len(seat.hand) else None
    stack = seat.sides[index]
    return stack[-1] if stack else None


def _natural_ranks(game: Game) -> set[int]:
    """Ranks the human could play without a wild card: hand, payoff top and side tops."""
    seat = game.state.seats[HUMAN]
    cards: Sequence = list(seat.hand)
    if seat.payoff:
        cards.append(seat.payoff[-1])
    cards.extend(s[-1] for s in seat.sides if s)
    return {c.rank for c in cards if not game.rules.is_wild(c)}


__all__ = ["HUMAN", "GameController", "rank_mark"]
