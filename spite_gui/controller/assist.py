"""Help at the table: Undo, Redo and Hint in the Edit menu.

Undo and Redo go to the table, which asks the host: only plays of the turn in
progress that showed no new card may be taken back. A hint is the move the
strongest computer player (Expert) would make in the seat, worked out on a worker
thread from that seat's own view of the table, so it knows no more than the
player does, with the reasons for it (:mod:`spite_gui.ai.advice`). The table then
points at the card and where it should go, and the status bar says the move and
why in words (and so does a screen reader).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ..engine import PlayerView
from ..table import notes
from ..table.hint_words import reason_words
from ..table.moves import pointer
from ..table.narration import describe_hint
from .seat import SeatController
from .thinking import ComputerRunner, PlayerFactory

if TYPE_CHECKING:
    from ..ai.advice import Advice

HINT_LEVEL = "expert"


class Assist(QObject):
    """The Edit menu's Undo, Redo and Hint, and the hint's thinking off the GUI thread."""

    hint_shown = Signal(object)  # the Move suggested

    def __init__(self, table: SeatController, factory: PlayerFactory) -> None:
        super().__init__(table)
        self.table = table
        self.factory = factory
        self._runner = ComputerRunner(self)
        self._runner.move_chosen.connect(self._on_answer)
        self._ticket = 0
        self._asked: PlayerView | None = None  # the view being thought about
        self._shown: tuple[PlayerView, Advice] | None = None
        self._due: Advice | None = None  # a hint waiting for the table to catch up
        self._why = ""  # the reasons shown beside the hinted card
        for signal in (table.move_applied, table.table_started, table.move_taken_back):
            signal.connect(self._forget)
        table.busy_changed.connect(self._on_busy_changed)

    # -- hints -----------------------------------------------------------------------------
    def request_hint(self) -> None:
        """Work out a hint for the seat (shown when ready), or say why there is none now."""
        table, view = self.table, self.table.view
        if view is None or not view.my_turn:
            table.say(notes.HINTS_ON_YOUR_TURN())
            return
        if self._shown is not None and self._shown[0] == view:
            self._show(self._shown[1])  # the same position: the same hint, at once
            return
        if self._asked == view:
            return  # still thinking about it
        self._ticket += 1
        self._asked = view
        table.say(notes.LOOKING_FOR_A_MOVE())
        seed = (table.deal or 0) * 10 + view.turn
        self._runner.request(self._ticket, _adviser(self.factory(HINT_LEVEL, seed), seed), view)

    @property
    def thinking(self) -> bool:
        return self._asked is not None

    def _on_answer(self, ticket: int, answer: object) -> None:
        view = self.table.view
        if ticket != self._ticket or view is None or self._asked != view:
            return  # the table has moved on since the question
        self._asked = None
        advice = _advice(answer)
        if advice is None or view.why_illegal(advice.move) is not None:
            self.table.say(notes.NO_HINT())
            return
        self._shown = (view, advice)
        self._show(advice)

    def _show(self, advice: Advice) -> None:
        if self.table.busy:  # the cards just drawn or dealt are still on their way
            self._due = advice
            return
        view = self.table.view
        assert view is not None
        move = advice.move
        scene = self.table.scene
        source, index, target = pointer(view.seat, move)
        why = reason_words(view, advice, self.table.names)
        if target is not None:
            scene.highlights.show_hint(target, source, index)
            place = scene.pile(target).base_rect()
            if why:  # beside the card's pile, where the player looks (the status bar may
                # cut it short), leaving the cards it names seen
                self._why = " ".join(why)
                near = scene.pile(source).drop_rect() if source is not None else place
                scene.overlays.explain(self._why, near, place)
        # the move and why, said once: in the status bar and to a screen reader
        self.table.say(" ".join([describe_hint(view, move), *why]))
        self.hint_shown.emit(move)

    def _on_busy_changed(self, busy: bool) -> None:
        if not busy and self._due is not None:
            advice, self._due = self._due, None
            self._show(advice)

    def _forget(self, *_args: object) -> None:
        """The position changed: a hint being worked out or on show no longer applies."""
        self._ticket += 1
        self._asked = None
        self._shown = None
        self._due = None
        scene = self.table.scene
        if self._why and scene.messages.text == self._why:
            scene.messages.hide()  # why the hint, gone with it
        self._why = ""
        scene.highlights.clear_hint()

    def shutdown(self) -> None:
        self._ticket += 1
        self._runner.wait(3000)


def _adviser(player: Any, seed: int) -> Any:
    """``player``'s move with its reasons (:class:`spite_gui.ai.advice.Adviser`; the players'
    code loads with the first hint, as with the first computer player)."""
    from ..ai.advice import Adviser

    return Adviser(player, seed=seed)


def _advice(answer: object) -> Advice | None:
    """The advice a hint's thinking brought back, or None (it failed)."""
    from ..ai.advice import Advice

    return answer if isinstance(answer, Advice) else None
