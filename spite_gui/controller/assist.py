"""Help at the table: Undo, Redo and Hint in the Edit menu.

Undo and Redo ask the :class:`~.game_controller.GameController`, which knows
which plays may be taken back. A hint is the move the strongest computer player
(Expert) would make in the human's seat, worked out on a worker thread from the
human's own view of the table, so it knows no more than the player does. The
table then points at the card and where it should go, and the status bar says it
in words.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QKeySequence

from ..engine import END_TURN, Game, Move
from ..view.pile_item import PileKey
from .computer import ComputerRunner
from .game_controller import HUMAN, GameController

HINT_LEVEL = "expert"
THINKING = "Looking for a good move…"
NO_HINT = "No hint this time: play as you see fit."
HINTS_ON_YOUR_TURN = "Hints are given on your turn."


def describe_hint(game: Game, move: Move) -> str:
    """The hint ``move`` in words for the player to move."""
    if move == END_TURN:
        return "Hint: there is nothing more to do; your turn ends."
    seat = game.seat(game.current_player)
    if move.source == "payoff":
        card, where = seat.payoff[-1], ""
    elif move.source == "hand":
        card, where = seat.hand[move.source_index], " from your hand"
    else:
        card, where = seat.sides[move.source_index][-1], f" from side stack {move.source_index + 1}"
    if move.target == "centre":
        if move.source == "payoff":
            return (f"Hint: play your payoff card {card.label} to centre stack "
                    f"{move.target_index + 1}.")
        return f"Hint: play the {card.label}{where} to centre stack {move.target_index + 1}."
    stack = move.target_index + 1
    if any(m.target == "centre" for m in game.legal_moves()):
        return f"Hint: end your turn now by placing the {card.label} on side stack {stack}."
    return (f"Hint: nothing more goes to the centre; end your turn by placing the "
            f"{card.label} on side stack {stack}.")


def hint_piles(move: Move) -> tuple[PileKey | None, int, PileKey | None]:
    """Where a hint points on the table: (source pile, card index or -1 for the top, target)."""
    if move == END_TURN:
        return None, -1, None
    if move.source == "payoff":
        source, index = PileKey("payoff", HUMAN), -1
    elif move.source == "hand":
        source, index = PileKey("hand", HUMAN), move.source_index
    else:
        source, index = PileKey("side", HUMAN, move.source_index), -1
    if move.target == "centre":
        return source, index, PileKey("centre", -1, move.target_index)
    return source, index, PileKey("side", HUMAN, move.target_index)


class Assist(QObject):
    """The Edit menu's Undo, Redo and Hint, and the hint's thinking off the GUI thread."""

    hint_shown = Signal(object)  # the Move suggested

    def __init__(self, window, controller: GameController) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self._runner = ComputerRunner(self)
        self._runner.move_chosen.connect(self._on_answer)
        self._ticket = 0
        self._asked: tuple[Game, object] | None = None  # the game and state being thought about
        self._shown: tuple[Game, object, Move] | None = None
        self._due: Move | None = None  # a hint waiting for the table to catch up
        make = window.make_action
        undo = make("undo", "&Undo", [QKeySequence.StandardKey.Undo], controller.undo)
        redo = make("redo", "&Redo", [QKeySequence.StandardKey.Redo, "Ctrl+Shift+Z"],
                    controller.redo)
        hint = make("hint", "&Hint", ["H"], self.request_hint)
        undo.setEnabled(False)
        redo.setEnabled(False)
        controller.undo_available.connect(undo.setEnabled)
        controller.redo_available.connect(redo.setEnabled)
        for action in (undo, redo):
            window.add_menu_action("edit", action)
        window.menus["edit"].addSeparator()
        window.add_menu_action("edit", hint)
        for signal in (controller.move_applied, controller.game_started,
                       controller.move_taken_back):
            signal.connect(self._forget)
        controller.busy_changed.connect(self._on_busy_changed)

    # -- hints -----------------------------------------------------------------------------
    def request_hint(self) -> None:
        """Work out a hint for the human (shown when ready), or say why there is none now."""
        controller = self.controller
        game = controller.game
        if not controller.human_to_move:
            controller.say(HINTS_ON_YOUR_TURN)
            return
        if self._shown is not None and self._shown[:2] == (game, game.state):
            self._show(self._shown[2])  # the same position: the same hint, at once
            return
        if self._asked == (game, game.state):
            return  # still thinking about it
        self._ticket += 1
        self._asked = (game, game.state)
        controller.say(THINKING)
        player = controller.player_factory(HINT_LEVEL, game.seed * 10 + len(game.moves))
        self._runner.request(self._ticket, player, game.view(HUMAN))

    @property
    def thinking(self) -> bool:
        return self._asked is not None

    def _on_answer(self, ticket: int, move) -> None:
        game = self.controller.game
        if ticket != self._ticket or self._asked != (game, game.state if game else None):
            return  # the table has moved on since the question
        self._asked = None
        if not isinstance(move, Move) or game.why_illegal(move) is not None:
            self.controller.say(NO_HINT)
            return
        self._shown = (game, game.state, move)
        self._show(move)

    def _show(self, move: Move) -> None:
        if self.controller.busy:  # the cards just drawn or dealt are still on their way
            self._due = move
            return
        source, index, target = hint_piles(move)
        if target is not None:
            self.controller.scene.show_hint(target, source, index)
        self.controller.say(describe_hint(self.controller.game, move))
        self.hint_shown.emit(move)

    def _on_busy_changed(self, busy: bool) -> None:
        if not busy and self._due is not None:
            move, self._due = self._due, None
            self._show(move)

    def _forget(self, *_args) -> None:
        """The position changed: a hint being worked out or on show no longer applies."""
        self._ticket += 1
        self._asked = None
        self._shown = None
        self._due = None
        self.controller.scene.clear_hint()

    def shutdown(self) -> None:
        self._ticket += 1
        self._runner.wait(3000)
