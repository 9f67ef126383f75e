"""A card let go of, and the verdict on it: accepted, refused (and why), or pending.

The table decides no rule: it asks its judge (:meth:`Drops.set_judge`, the
player's controller) what becomes of a card let go of over a pile, and shows the
answer, a :data:`Verdict` value:

- :class:`Accepted`: the play is made. The news of it moves the card (often before
  the judge returns); until then the card waits over its target.
- :class:`Refused`: the card can't go there. It shakes (at any speed but instant),
  framed in red with the reason beside it, and slides home. A card let go of over
  nothing is refused with no reason: it only slides home.
- :class:`Pending`: the play went to someone else to decide (the host of a table
  with friends). The card waits over its target for the answer: the news of the play
  moves it the last few pixels, or :meth:`Drops.answer` refuses it and it goes home.

The reason is opaque here: whatever the judge gives, shown as it is.

Owns: no items and no timers. It holds its judge as a signal holds a slot: a bound
method weakly (the controller holds the scene; the scene must not hold the controller).
It holds the cards waiting for an answer until the
news moves them, an answer sends them home, or they leave the table
(:meth:`Drops.forget`); the shake is the card's (see :func:`.table_messages.shake`).
"""

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import shiboken6

from ..table.piles import PileKey
from . import timing
from .lifetimes import weak_call
from .room import Room
from .table_messages import REFUSAL, shake

if TYPE_CHECKING:
    from .card_item import CardItem
    from .pile_item import PileItem
    from .table_scene import TableScene

WAIT_Z = 700  # a card waiting over its target: above the piles, as a card in flight


@dataclass(frozen=True)
class Accepted:
    """The play is made: the news of it takes the card to its target."""


@dataclass(frozen=True)
class Refused:
    """The card can't go there: ``reason`` (None: nothing to say) is shown beside it."""

    reason: str | None = None


@dataclass(frozen=True)
class Pending:
    """Someone else decides (the host): the card waits over its target for the answer."""


Verdict = Accepted | Refused | Pending
Judge = Callable[[PileKey, int, PileKey | None], Verdict]  # source, card index, target


def refuse_all(_source: PileKey, _index: int, _target: PileKey | None) -> Verdict:
    """The judge of a table nobody plays at: every card goes home."""
    return Refused()


class Drops(Room):
    """Lets go of cards, asks the judge, and shows its verdict."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self._judge: Callable[[], Judge | None] = lambda: refuse_all
        self._slide_back_ms = timing.SLIDE_BACK_MS
        self._shake_ms = timing.SHAKE_MS
        self._waiting: list[tuple[CardItem, PileItem, PileItem]] = []  # card, pile, target

    def set_judge(self, judge: Judge) -> None:
        """Who decides what becomes of a card let go of (the player's controller); once
        a bound method's object is gone, every card goes home."""
        if inspect.ismethod(judge):
            self._judge = weakref.WeakMethod(judge)
        else:
            self._judge = lambda: judge

    def set_motion(self, slide_back_ms: int, shake_ms: int) -> None:
        """How long a refused card takes to slide home, and to shake before it (0 at
        instant speed)."""
        self._slide_back_ms = slide_back_ms
        self._shake_ms = shake_ms

    def let_go(self, card: CardItem, source: PileItem, index: int,
               target: PileItem | None) -> Verdict:
        """The card picked up (dragged, lifted, or named by a key) is let go of over
        ``target``: the judge decides, and the table shows its verdict."""
        judge = self._judge() or refuse_all
        verdict = judge(source.key, index, target.key if target is not None else None)
        if isinstance(verdict, Refused) or target is None:
            self._refuse(card, source, verdict.reason if isinstance(verdict, Refused) else None)
        elif card.pile is source:  # accepted but not moved yet, or pending: it waits there
            self._wait_over(card, source, target)
        return verdict

    def answer(self, verdict: Verdict, face: str | None = None) -> None:
        """The answer to a card waiting: refused, it goes home; accepted, the news of the
        play will move it (nothing to do here). The answer is for the oldest card waiting
        that shows ``face`` (the card the refused play moved, "QH"), or for the oldest card
        waiting when no card waiting shows it (or the answer names no card)."""
        if not isinstance(verdict, Refused) or not self._waiting:
            return
        answered = next((waiting for waiting in self._waiting
                         if face is not None and waiting[0].face == face), self._waiting[0])
        self._waiting.remove(answered)
        card, source, _target = answered
        if card.pile is source:
            self._refuse(card, source, verdict.reason)

    @property
    def waiting(self) -> list[CardItem]:
        """The cards waiting over their targets for an answer, oldest first."""
        return [card for card, _source, _target in self._waiting]

    def forget(self, card: CardItem) -> None:
        """``card`` moved on (the news of its play came) or leaves the table."""
        self._waiting = [waiting for waiting in self._waiting if waiting[0] is not card]

    def place_waiting(self) -> None:
        """The table was laid out again: the waiting cards go back over their targets."""
        for card, _source, target in self._waiting:
            card.setPos(target.card_positions(len(target.cards) + 1)[-1])

    def reset(self) -> None:
        """The piles are about to leave the table: no card waits any more."""
        self._waiting.clear()

    def refuse(self, key: PileKey, index: int, reason: str) -> None:
        """Card ``index`` of pile ``key`` can't do what the player asked of it (a key
        asked to pick it up, say): it wiggles framed in red, ``reason`` beside it."""
        pile = self.scene.piles().get(key)
        card = pile.cards[index] if pile is not None and 0 <= index < len(pile.cards) else None
        if card is None:
            self.scene.messages.say(reason, None, REFUSAL, timing.REFUSAL_MESSAGE_MS)
            return
        self._say_no(card, reason)
        shake(card, self._shake_ms, lambda: None)

    def _refuse(self, card: CardItem, source: PileItem, reason: str | None) -> None:
        """The card goes home: shaking first with ``reason`` beside it, if there is one."""
        self.forget(card)
        if reason is not None:
            self._say_no(card, reason)
        # held weakly: the shake is the card's, and may end after a new deal took the
        # pile and the card off the table (see .lifetimes, rule 3)
        go_home = weak_call(self._lay_out_home, weakref.ref(source))
        shake(card, self._shake_ms if reason is not None else 0, go_home)

    def _lay_out_home(self, home: weakref.ref[PileItem]) -> None:
        """The home pile's cards slide to their places, but those of them still waiting
        for an answer stay over their targets."""
        source = home()
        if source is None or not shiboken6.isValid(source):
            return
        source.lay_out(self._slide_back_ms)
        for card, pile, target in self._waiting:
            if pile is source:
                card.setZValue(WAIT_Z)
                card.animate_to(target.card_positions(len(target.cards) + 1)[-1])

    def _say_no(self, card: CardItem, reason: str) -> None:
        messages = self.scene.messages
        messages.flash(card)
        messages.say(reason, card.scene_card_rect(), REFUSAL, timing.REFUSAL_MESSAGE_MS,
                     avoid=self.scene.overlays.places_to_leave_seen())

    def _wait_over(self, card: CardItem, source: PileItem, target: PileItem) -> None:
        """The card settles where it would lie on ``target`` and waits there."""
        self._waiting.append((card, source, target))
        card.setZValue(WAIT_Z)
        place = target.card_positions(len(target.cards) + 1)[-1]
        card.animate_to(place, min(self._slide_back_ms, timing.RELAYOUT_MS))
