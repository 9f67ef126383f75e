"""The player's hands on a seat's table: drags, drops, double-clicks, keys and peeks.

:class:`SeatInput` hears what the player does on the scene and answers as the seat's
table: the piles a picked-up card may go to light up, a drop gets its verdict (the play
is made, refused and why, or sent to a host elsewhere and pending), a double-click plays
the best centre play, a key that asks for what a place can't give and a peek at a side
stack are said in words. A drop sent to a host elsewhere waits on its target until the
host's news moves it, or its refusal (:meth:`SeatInput.refused_by_host`) sends it home.

Owns: its connections to the scene's input signals and the scene's judge of drops (both
for the table's life; the connections go with the room). It holds no state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import Card, Refusal
from ..play.refusals import Declined
from ..table import moves as table_moves
from ..table import speech
from ..table.piles import PileKey
from ..table.refusals import refusal_words
from ..view.drop import Accepted, Pending, Refused, Verdict
from ..view.table_scene import PICK
from .seat_room import SeatRoom

if TYPE_CHECKING:
    from ..view.table_scene import TableScene
    from .seat import SeatController


class SeatInput(SeatRoom):
    """What the player does with the cards, turned into plays and words."""

    def __init__(self, table: SeatController, scene: TableScene) -> None:
        super().__init__(table)
        scene.drops.set_judge(self._judge_drop)
        scene.card_double_clicked.connect(self._on_double_clicked)
        scene.drag_started.connect(self._on_drag_started)
        scene.peek_requested.connect(self._on_peek)
        scene.key_refused.connect(self._on_key_refused)

    def _on_drag_started(self, source: PileKey, index: int) -> None:
        table = self.table
        if table.highlight_targets:
            table.scene.highlights.light(table.legal_targets(source, index))

    def _judge_drop(self, source: PileKey, index: int, target: PileKey | None) -> Verdict:
        """The verdict on card ``index`` of ``source`` let go of over ``target``: the play
        is made (accepted), can't be (refused, and why), or went to the host of a table
        elsewhere, whose news or refusal comes later (pending)."""
        table = self.table
        if target is None or target == source:
            return Refused()
        if table_moves.source_of(table.seat, source, index) is None:
            return Refused()
        move = table_moves.move_for(table.seat, source, index, target)
        if move is None:
            why = refusal_words(Refusal(Declined.NOT_A_PLACE))
            table.refuse(why)
            return Refused(why)
        seen = len(table.moves)
        problem, why = table.attempt(move)
        if problem is not None:
            return Refused(why if table.my_turn else None)
        return Accepted() if len(table.moves) > seen else Pending()

    def refused_by_host(self, reason: str, card: Card | None = None) -> None:
        """The host of a table elsewhere refused this seat's play of ``card`` (None: the
        refusal names no card): the card that waits for that answer goes home, and the
        player is told why (``reason``, in the table's words)."""
        self.table.scene.drops.answer(Refused(reason), card.text if card is not None else None)
        self.table.say(reason)

    def _on_double_clicked(self, source: PileKey, index: int) -> None:
        table = self.table
        move = table.best_centre_move(source, index)
        if move is None:
            card = table_moves.card_at(table.view, source, index) if table.view else None
            if card is not None and table.my_turn:
                why = Refusal(Declined.NO_CENTRE_TAKES, card)
                table.refuse(refusal_words(why), source, index)
            return
        table.play_move(move)

    def _on_key_refused(self, wanted: str, key: PileKey, index: int) -> None:
        """A key asked the focused place for what it can't give (a card to pick up, a
        stack to peek at): say why, as for the mouse."""
        owner = self._owner(key)
        if wanted == PICK:
            self.table.refuse(speech.why_not_pick(self.table.view, key, owner), key, index)
        else:
            self.table.refuse(speech.why_not_peek(key, owner), key, index)

    def _owner(self, key: PileKey) -> str:
        """Whose pile ``key`` is, as the table says it ("You", a name; "" if shared)."""
        if key.seat < 0:
            return ""
        return "You" if key.seat == self.table.seat else self.table.names[key.seat]

    def _on_peek(self, key: PileKey) -> None:
        view = self.table.view
        if view is None:
            return
        stack = view.sides[key.seat][key.number]
        self.table.say(speech.peek_words(key, self._owner(key), stack))
