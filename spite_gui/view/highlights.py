"""What glows on the table: where a card picked up may go, the place under it, and a hint.

While the player holds a card, the places it may go are lit (:meth:`Highlights.light`,
told by the player's controller, which knows the rules) and the one under the card
glows brighter (:meth:`Highlights.hover`). A hint (:meth:`Highlights.show_hint`)
puts a star on a card, raises the card above its neighbours in a fan so that the
card and its star are seen whole, and puts the same glow on the place it should go.

Owns nothing but its choice of piles and card: the glow is drawn by the piles and
the star by the card. It holds the hovered pile and the hinted card and pile until
they go out; the scene tells it when a card leaves the table (:meth:`forget`) and
when the piles are made again (:meth:`reset`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..table.piles import PileKey
from .pile_item import HOVER, LEGAL, NO_HIGHLIGHT
from .room import Room

if TYPE_CHECKING:
    from .card_item import CardItem
    from .pile_item import PileItem
    from .table_scene import TableScene


class Highlights(Room):
    """The lit piles of a table, the one under the held card, and the hint on show."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self._hover: PileItem | None = None
        self._hint: tuple[CardItem | None, PileItem] | None = None

    def light(self, keys: Iterable[PileKey]) -> None:
        """Light up the piles ``keys`` (the places a card picked up may go), and only them."""
        keys = set(keys)
        for key, pile in self.scene.piles().items():
            pile.set_highlight(LEGAL if key in keys else NO_HIGHLIGHT)

    def clear(self) -> None:
        """Nothing lit any more."""
        self.light(())

    def lit(self) -> set[PileKey]:
        """The piles lit now (a hint's place too)."""
        return {k for k, p in self.scene.piles().items() if p.highlight != NO_HIGHLIGHT}

    def hover(self, pile: PileItem | None) -> None:
        """The held card is over ``pile`` (None: over no pile): it glows brighter if lit."""
        if pile is self._hover:
            return
        if self._hover is not None and self._hover.highlight == HOVER:
            self._hover.set_highlight(LEGAL)
        self._hover = pile
        if pile is not None and pile.highlight == LEGAL:
            pile.set_highlight(HOVER)

    def show_hint(self, target: PileKey, source: PileKey | None = None,
                  index: int = -1) -> None:
        """Point out a move: card ``index`` of ``source`` (-1: the top card) glows, and so
        does the pile ``target`` it should go to. It lasts until :meth:`clear_hint`.

        The keyboard focus goes to the card, and Space lifting it goes on to the target."""
        self.clear_hint()
        scene = self.scene
        card = None
        if source is not None and scene.pile(source).cards:
            card = scene.pile(source).cards[index]
            card.set_hinted(True)
            scene.pile(source).restack()  # seen whole, its star too, above a fan's next card
            scene.focus.move_to(scene.focus.stop_of(card))
        pile = scene.pile(target)
        pile.set_highlight(HOVER)
        self._hint = (card, pile)

    def clear_hint(self) -> None:
        """The hint on show, if any, goes out."""
        if self._hint is None:
            return
        card, pile = self._hint
        self._hint = None
        if card is not None:
            card.set_hinted(False)
            if card.pile is not None:
                card.pile.restack()  # back in its place in the fan
        if pile.highlight == HOVER and pile is not self._hover:
            pile.set_highlight(NO_HIGHLIGHT)

    def hint(self) -> tuple[CardItem | None, PileKey] | None:
        """The card and the pile the hint on show points at, if any."""
        return None if self._hint is None else (self._hint[0], self._hint[1].key)

    def forget(self, card: CardItem) -> None:
        """``card`` leaves the table: a hint pointing at it goes out."""
        if self._hint is not None and self._hint[0] is card:
            self.clear_hint()

    def reset(self) -> None:
        """The piles are made again: the old ones are forgotten, nothing put out."""
        self._hover = None
        self._hint = None
