"""How a seat's table moves and draws its cards: the animation speed, wild Kings as jokers.

:class:`SeatMotion` keeps the speed the player chose (scaling every animation of the
table, none at all while the table hurries through its news) and whether the wild
Kings are drawn as jokers, and sets the scene's slides, shakes, fades and card faces by
them.

Owns: nothing but those two settings; the step queue it reads is the table's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import Rules
from ..view import timing
from .pacing import StepQueue
from .seat_room import SeatRoom

if TYPE_CHECKING:
    from .seat import SeatController


class SeatMotion(SeatRoom):
    """The table's speed and card faces."""

    def __init__(self, table: SeatController, queue: StepQueue, speed: str) -> None:
        super().__init__(table)
        self._queue = queue  # the table's (a sibling: both the table's children)
        self.speed = speed
        self._wild_as_jokers = False
        self._set_motion()

    def set_speed(self, speed: str) -> None:
        """Animation speed: one of :data:`spite_gui.view.timing.SPEEDS`."""
        if speed not in timing.SPEEDS:
            raise ValueError(f"Unknown speed {speed!r}.")
        self.speed = speed
        self._set_motion()

    def _set_motion(self) -> None:
        scene = self.table.scene
        scene.drops.set_motion(self.ms(timing.SLIDE_BACK_MS), self.ms(timing.SHAKE_MS))
        scene.messages.set_fade_ms(self.ms(timing.MESSAGE_FADE_MS))

    def ms(self, duration: int) -> int:
        """``duration`` at the table's speed (none while it hurries)."""
        if self._queue.hurry:
            return 0
        return timing.scaled(duration, self.speed)

    def set_wild_kings_as_jokers(self, on: bool) -> None:
        """Display option: draw the wild Kings as jokers so they stand out (rules unchanged)."""
        self._wild_as_jokers = on
        self.apply_face_mapper()

    def apply_face_mapper(self) -> None:
        """Draw the cards' faces for the rules of the game shown (and the option above)."""
        scene, view = self.table.scene, self.table.view
        rules = view.rules if view else Rules()
        if self._wild_as_jokers and not rules.jokers:
            wild = {c.text for c in rules.deck() if rules.is_wild(c)}
            scene.art.set_face_mapper(lambda text: "JK" if text in wild else text)
        else:
            scene.art.set_face_mapper(None)
        scene.look.redraw_cards()
