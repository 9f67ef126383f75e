"""What the table says and shows about the game as it goes, besides the status bar.

- "Your turn" in the middle of the table when the player's turn begins;
- another player's payoff card played, beside the centre stack it went to;
- the cards the other players moved since the player last acted stay marked
  (numbered in order) until the player's first action: a drag, a play, a
  double-click. Only cards everyone may see are marked: cards played to the
  centre, cards placed on side stacks, payoff cards turned up; never a card
  drawn into a hand.

Refusals are told beside the card by the game controller itself, which knows
which card the player picked up.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ..engine import Move, Place, events
from ..table.narration import payoff_note
from ..table.piles import CENTRE, PileKey
from ..translatable import QT_TRANSLATE_NOOP
from ..view.card_item import CardItem
from .event_animator import ShownEvent
from .seat import SeatController

YOUR_TURN_SHORT = QT_TRANSLATE_NOOP("Commentary", "Your turn")  # in the middle of the table
PUBLIC_MOVES = (events.Played, events.Discarded, events.Revealed)


class Commentary(QObject):
    """Tells the table what to say and mark for the seat it shows."""

    def __init__(self, table: SeatController) -> None:
        super().__init__(table)
        self.table = table
        self.scene = table.scene
        self._said_turn: int | None = None  # the turn "Your turn" was said for
        table.card_shown.connect(self._on_card_shown)
        table.ready_to_move.connect(self._on_ready)
        table.move_applied.connect(self._on_move_applied)
        table.table_started.connect(lambda _update: self._forget())
        self.scene.drag_started.connect(lambda _pile, _index: self.scene.marks.clear())
        self.scene.card_double_clicked.connect(lambda _pile, _index: self.scene.marks.clear())

    def _forget(self) -> None:
        self._said_turn = None
        self.scene.marks.clear()

    def _on_card_shown(self, event: ShownEvent, card: CardItem) -> None:
        if event.player == self.table.seat or not isinstance(event, PUBLIC_MOVES):
            return
        self.scene.marks.mark(card)
        view = self.table.view
        if isinstance(event, events.Played) and event.move.source == Place.PAYOFF and view:
            left = view.payoff_counts[event.player]
            name = self.table.names[event.player]
            person = event.player in self.table.log_names[2]
            self.scene.announce(payoff_note(name, event.card, left, person),
                                PileKey(CENTRE, number=event.move.target_index))

    def _on_ready(self) -> None:
        view = self.table.view
        if view is not None and self._said_turn != view.turn:  # once a turn, not each play
            self._said_turn = view.turn
            self.scene.announce(QCoreApplication.translate("Commentary", YOUR_TURN_SHORT))

    def _on_move_applied(self, player: int, _move: Move) -> None:
        if player == self.table.seat:
            self.scene.marks.clear()
