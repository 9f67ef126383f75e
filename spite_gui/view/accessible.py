"""The table for screen readers: Qt accessibility interfaces for the table, its piles and
its cards, the keyboard focus as it moves, and announcements.

Qt sees the table as one widget; :func:`install` gives it an accessibility tree
(through ``QAccessible.installFactory``): the table (a pane) holds every pile (a
list), and a pile holds the cards it shows face up (list items) — every card of
the player's hand, every card of a side stack (which anyone may look through),
the top card of the others. Names say what a sighted player sees: "Your payoff
pile: 7 of clubs, 14 cards", "Centre stack 2: 6, needs a 7". They are made from
what the table shows (:mod:`spite_gui.table.speech`), so they never name a card
the seat may not see; under the cover between two people's turns the table holds
nothing at all.

The keyboard focus is reported as it moves (a Focus event for the pile or card),
and piles whose words change are reported too, so a screen reader's copy of the
tree stays true; a pile that changes under the focus says its new words
(:attr:`TableNews.focused_pile_changed`). Piles and cards are list items: a screen
reader says their names without "list with 1 item" after each, and the hand's cards
say where they are in it ("7 of clubs, 3 of 5").

Words reach the player two ways (see :mod:`.voice`): :func:`announce` (Qt's
announcement event), and :func:`tell_at_focus`, which gives the focused pile or card
the words as its new description: the one thing every Orca speaks at once.

The interfaces hold no reference to their items (Qt keeps an interface for as
long as its item lives, and frees it with the item): they find the item, its
scene and its view each time they are asked.
"""

from __future__ import annotations

import sys
import weakref
from collections.abc import Callable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QElapsedTimer, QObject, QPoint, QRect, QRectF, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
)
from PySide6.QtWidgets import QAccessibleWidget, QApplication, QGraphicsView, QWidget

from ..table.piles import CENTRE, COMPLETED, HAND, PAYOFF, SIDE, STOCK, CardFace, PileKey
from ..table.speech import TABLE_NAME, face_words, pile_words, put_here
from .card_item import CardItem
from .key_focus import Stop
from .pile_item import NO_HIGHLIGHT, STACK, PileItem
from .table_scene import TableScene
from .table_view import TableView

Role = QAccessible.Role
Text = QAccessible.Text
# An interface, or none (Qt's nullptr: no such child, no parent). PySide's stubs leave the
# None out, hence the "ignore[override]" on the methods that return one.
Found = QAccessibleInterface | None
_installed = False
FOCUS_FIRST_MS = 120  # words told at the focus wait this long after a focus event


def install(view: TableView) -> TableNews:
    """Give the table of ``view`` its accessibility tree, and report to screen readers
    where the keyboard focus goes and which piles change (the news: owned by ``view``)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_interface_for)
        _installed = True
    return TableNews(view)


def announce(target: QObject, text: str, urgent: bool = False) -> None:
    """Have a screen reader say ``text`` (``urgent``: at once, cutting in)."""
    if not text or not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(target, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if urgent
                        else QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)


def announce_at_table(view: TableView, text: str, urgent: bool = False,
                      platform: str = sys.platform) -> None:
    """:func:`announce` ``text`` from the pile or card the keyboard focus is on when the
    table holds it (on Linux), else from the table. Orca (46 and later) never drops news
    from the object it holds as focused, but drops news from elsewhere that reaches it
    within a tenth of a second of the last from the same program: as the computer's turn
    and "Your turn" did, held up together on the way on a busy desktop."""
    scene = view.table_scene()
    at_focus = (platform.startswith("linux") and view.hasFocus() and not scene.cover.up
                and bool(scene.piles()))
    announce(focus_item(scene) if at_focus else view, text, urgent)


def tell_at_focus(view: TableView, text: str, lasts_ms: int = 0) -> bool:
    """Have a screen reader say ``text`` as the new description of the pile or card the
    keyboard focus is on; False if the table does not hold the focus (nothing said).
    ``lasts_ms``: about how long the reader takes to say it; if what is at the focus
    changes by itself meanwhile, the words go with the focus (:meth:`TableNews.follow_focus`)."""
    scene = view.table_scene()
    if not view.hasFocus() or scene.cover.up or not scene.piles():
        return False
    if not QAccessible.isActive():
        return True
    news = view.findChild(TableNews)
    if news is None:
        return False
    news.follow_focus()  # the reader's focus first: the words go to where it is
    item = focus_item(scene)
    # A reader takes in a new focus (and what it says of it) before a change of its
    # description is news to it: words right after a focus event wait a moment.
    wait = FOCUS_FIRST_MS - news.since_focus_ms()
    if wait > 0:
        held = weakref.ref(item)
        QTimer.singleShot(wait, view, lambda: _describe(view, held(), text, lasts_ms))
    else:
        _describe(view, item, text, lasts_ms)
    return True


def tell_at_focused_control(window: QWidget, text: str) -> bool:
    """Have a screen reader say ``text`` as the new description of the control that has
    the keyboard focus in ``window`` (the table does not: a button of the review's panel,
    the lesson's Next); False if the focus is not in ``window`` (nothing said). The
    control's own description comes back when the focus leaves it."""
    widget = QApplication.focusWidget()
    if widget is None or widget.window() is not window or not window.isActiveWindow():
        return False
    if QAccessible.isActive():
        _watch_focus_leaving()
        own = _lent.get(widget, (widget.accessibleDescription(), ""))[0]
        if widget.accessibleDescription() == text:  # the same words again: news again
            text = text[:-1] if text.endswith(".") else text + "."
        _lent[widget] = (own, text)
        widget.setAccessibleDescription(text)  # (Qt tells the reader of the change)
    return True


# The controls whose description carries words told at them: their own description, and
# the words (given back when the focus leaves, unless the control changed it since).
_lent: weakref.WeakKeyDictionary[QWidget, tuple[str, str]] = weakref.WeakKeyDictionary()


def _watch_focus_leaving() -> None:
    app = QApplication.instance()
    if isinstance(app, QApplication) and not app.property("tells_at_controls"):
        app.setProperty("tells_at_controls", True)
        app.focusChanged.connect(_give_back_description)  # the application's, for good


def _give_back_description(old: QWidget | None, _new: QWidget | None) -> None:
    lent = _lent.pop(old, None) if old is not None else None
    if lent is not None and old is not None and old.accessibleDescription() == lent[1]:
        old.setAccessibleDescription(lent[0])


def _describe(view: TableView, item: QObject | None, text: str, lasts_ms: int = 0) -> None:
    """Give ``item`` the description ``text``, so a screen reader says it."""
    if item is None or not QAccessible.isActive():
        return
    # A reader keeps the last description it heard of each object and does not say the
    # same words twice in a row: they are cleared first (Orca 43), and told again with
    # their last stop left off or put back (Orca 46 and later drop the clearing as
    # outdated by the next change): the same words to the ear.
    told = _told.get(item)
    if told == text:
        text = text[:-1] if text.endswith(".") else text + "."
    _told[item] = text
    _NEWS[view] = _News("", item, QElapsedTimer(), 0)
    QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.DescriptionChanged))
    clock = QElapsedTimer()
    clock.start()
    _NEWS[view] = _News(text, item, clock, lasts_ms)
    QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.DescriptionChanged))


class _News(NamedTuple):
    """Words told at the focus: the item they were told at, since when, for how long."""

    text: str
    item: QObject
    clock: QElapsedTimer
    lasts_ms: int

    def being_said(self) -> bool:
        """True while a reader may still be saying them (or not have come to them yet)."""
        return bool(self.text) and self.clock.isValid() and self.clock.elapsed() < self.lasts_ms


# The words last told at the focus, by table: they are the description of the item told
# at until the focus moves on (a reader that asks again hears them again).
_NEWS: weakref.WeakKeyDictionary[TableView, _News] = weakref.WeakKeyDictionary()


# The words each pile or card was last given as its description (Orca's memory of them).
_told: weakref.WeakKeyDictionary[QObject, str] = weakref.WeakKeyDictionary()


def _news_of(item: QObject | None) -> str:
    scene = item.scene() if isinstance(item, PileItem | CardItem) else None
    view = _view_of(scene)
    told = _NEWS.get(view) if isinstance(view, TableView) else None
    return told.text if told is not None and told.item is item else ""


def _forget_news(view: TableView) -> _News | None:
    return _NEWS.pop(view, None)


def _carry_news(view: TableView, news: _News | None, item: QObject) -> None:
    """Words still being said at the item the focus was on become the description of
    the item that took its place (a reader reads them with the new focus)."""
    if news is not None and news.item is not item and news.being_said():
        _NEWS[view] = news._replace(item=item)
        _told[item] = news.text


def _interface_for(_class_name: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, TableView):
        return TableInterface(obj)
    if isinstance(obj, PileItem):
        return PileInterface(obj)
    if isinstance(obj, CardItem):
        return CardInterface(obj)
    return None


def _interface(obj: QObject | None) -> QAccessibleInterface | None:
    return QAccessible.queryAccessibleInterface(obj) if obj is not None else None


def _nth(items: Sequence[QObject], index: int) -> Found:
    """The interface of ``items[index]`` (a pile's cards, the table's piles), if there."""
    return _interface(items[index]) if 0 <= index < len(items) else None


def _place_of(items: Sequence[QObject], child: QAccessibleInterface | None) -> int:
    """Where ``child``'s item is among ``items`` (-1: not there)."""
    item = child.object() if child is not None else None
    return next((i for i, other in enumerate(items) if other is item), -1)


def _view_of(scene: QObject | None) -> QGraphicsView | None:
    views = scene.views() if isinstance(scene, TableScene) else []
    return views[0] if views else None


def _on_screen(scene: QObject | None, rect: QRectF) -> QRect:
    """A rectangle of the table in screen pixels (what a screen reader's magnifier needs)."""
    view = _view_of(scene)
    if view is None:
        return QRect()
    box = view.mapFromScene(rect).boundingRect()
    return QRect(view.viewport().mapToGlobal(box.topLeft()), box.size())


def reading_order(scene: TableScene) -> list[PileItem]:
    """The piles as a screen reader goes through them: the player's hand, payoff pile and
    side stacks, the centre, the stock and the completed pile, then each other player in
    turn (payoff pile, side stacks, hand). None under the cover."""
    if scene.cover.up:
        return []
    piles = scene.piles()
    viewer = scene.viewer
    order = [PileKey(HAND, viewer), PileKey(PAYOFF, viewer)]
    order += [PileKey(SIDE, viewer, i) for i in range(4)]
    order += sorted((k for k in piles if k.kind == CENTRE), key=lambda k: k.number)
    order += [PileKey(STOCK), PileKey(COMPLETED)]
    for step in range(1, scene.players):
        seat = (viewer + step) % scene.players
        order += [PileKey(PAYOFF, seat), *(PileKey(SIDE, seat, i) for i in range(4)),
                  PileKey(HAND, seat)]
    return [piles[key] for key in order if key in piles]


def shown_cards(pile: PileItem, viewer: int) -> list[CardItem]:
    """The cards of a pile a screen reader lists: every card of the player's hand and of
    a side stack, the top card of the other piles; never a card lying face down."""
    cards = pile.cards
    if pile.key == PileKey(HAND, viewer) or pile.key.kind == SIDE:
        return [card for card in cards if card.face_up]
    return [cards[-1]] if cards and cards[-1].face_up else []


def focus_item(scene: TableScene) -> PileItem | CardItem:
    """The item the keyboard focus is on: a card of the hand, or a pile."""
    stop = scene.focus.stop
    pile = scene.pile(stop.key)
    if stop.card >= 0 and stop.card < len(pile.cards):
        return pile.cards[stop.card]
    return pile


class TableInterface(QAccessibleWidget):
    """The table: a pane holding the piles."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, Role.Pane, TABLE_NAME())

    def _scene(self) -> TableScene | None:
        view = self.widget()
        return view.table_scene() if isinstance(view, TableView) else None

    def _piles(self) -> list[PileItem]:
        scene = self._scene()
        return reading_order(scene) if scene is not None else []

    def text(self, kind: QAccessible.Text) -> str:
        scene = self._scene()
        if kind == Text.Name:
            return scene.cover.text if scene is not None and scene.cover.up else TABLE_NAME()
        if kind == Text.Description:
            return ""  # the keys are told once, and in Help (F1): not at every new deal
        return super().text(kind)

    def childCount(self) -> int:
        return len(self._piles())

    def child(self, index: int) -> Found:  # type: ignore[override]
        return _nth(self._piles(), index)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return _place_of(self._piles(), child)

    def focusChild(self) -> Found:  # type: ignore[override]
        scene = self._scene()
        view = self.widget()
        if scene is None or view is None or not view.hasFocus() or scene.cover.up:
            return None
        return _interface(focus_item(scene))

    def childAt(self, x: int, y: int) -> Found:  # type: ignore[override]
        for pile in self._piles():
            if _on_screen(pile.scene(), pile.area_rect()).contains(QPoint(x, y)):
                return _interface(pile)
        return None


class _ItemInterface(QAccessibleObject):
    """What a pile's and a card's interfaces share: the focus, the place on the screen."""

    def _scene(self) -> TableScene | None:
        item = self.object()
        scene = item.scene() if isinstance(item, PileItem | CardItem) else None
        return scene if isinstance(scene, TableScene) else None

    def _focused(self) -> bool:
        scene = self._scene()
        return (scene is not None and scene.hasFocus() and not scene.cover.up
                and focus_item(scene) is self.object())

    def _state(self, focusable: bool) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = focusable
        state.focused = self._focused()
        item = self.object()
        state.invisible = not (isinstance(item, PileItem | CardItem) and item.isVisible())
        return state

    def isValid(self) -> bool:
        return super().isValid() and self._scene() is not None

    def childAt(self, x: int, y: int) -> Found:  # type: ignore[override]
        return None


class PileInterface(_ItemInterface):
    """A pile: a list of the cards it shows, named as a sighted player sees it."""

    def _pile(self) -> PileItem | None:
        item = self.object()
        return item if isinstance(item, PileItem) else None

    def _cards(self) -> list[CardItem]:
        pile, scene = self._pile(), self._scene()
        return shown_cards(pile, scene.viewer) if pile is not None and scene is not None else []

    def text(self, kind: QAccessible.Text) -> str:
        pile, scene = self._pile(), self._scene()
        if kind == Text.Description:
            return _news_of(pile)
        if kind != Text.Name or pile is None or scene is None:
            return ""
        faces = [CardFace(card.face, card.badge) for card in pile.cards]
        words = pile_words(pile.key, pile.owner, faces, pile.count)
        lifted = scene.lifted
        if lifted is not None and lifted.face and pile.highlight != NO_HIGHLIGHT:
            words += ". " + put_here(face_words(lifted.face))
        return words

    def role(self) -> QAccessible.Role:
        return Role.ListItem  # its name says what it holds: no "list with 1 item" after it

    def state(self) -> QAccessible.State:
        return self._state(focusable=True)

    def parent(self) -> Found:  # type: ignore[override]
        return _interface(_view_of(self._scene()))

    def childCount(self) -> int:
        return len(self._cards())

    def child(self, index: int) -> Found:  # type: ignore[override]
        return _nth(self._cards(), index)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return _place_of(self._cards(), child)

    def rect(self) -> QRect:
        pile = self._pile()
        if pile is None:
            return QRect()
        area = pile.base_rect() if pile.kind == STACK else pile.drop_rect()
        return _on_screen(self._scene(), area)


class CardInterface(_ItemInterface):
    """A card the table shows face up: a list item named by its face."""

    def _card(self) -> CardItem | None:
        item = self.object()
        return item if isinstance(item, CardItem) else None

    def text(self, kind: QAccessible.Text) -> str:
        card, scene = self._card(), self._scene()
        if kind == Text.Description:
            return _news_of(card)
        if kind != Text.Name or card is None:
            return ""
        words = face_words(card.face, card.badge)
        pile = card.pile
        if pile is not None and scene is not None and pile.key == PileKey(HAND, scene.viewer):
            words += f", {pile.cards.index(card) + 1} of {len(pile.cards)}"
        return words

    def role(self) -> QAccessible.Role:
        return Role.ListItem

    def state(self) -> QAccessible.State:
        card, scene = self._card(), self._scene()
        pile = card.pile if card is not None else None
        in_hand = pile is not None and scene is not None and pile.key == PileKey(
            HAND, scene.viewer)
        state = self._state(focusable=in_hand)
        # only the card picked up is "selected": a reader said "not selected" after
        # every other card of the hand
        state.selected = state.selectable = scene is not None and scene.lifted is card
        return state

    def parent(self) -> Found:  # type: ignore[override]
        card = self._card()
        return _interface(card.pile if card is not None else None)

    def childCount(self) -> int:
        return 0

    def child(self, _index: int) -> Found:  # type: ignore[override]
        return None

    def indexOfChild(self, _child: QAccessibleInterface) -> int:
        return -1

    def rect(self) -> QRect:
        card = self._card()
        return _on_screen(self._scene(), card.scene_card_rect()) if card is not None else QRect()


class TableNews(QObject):
    """Tells screen readers what changes on a table: the keyboard focus as it moves, and
    the piles whose words change (their name, their cards)."""

    focused_pile_changed = Signal(str)  # words to say of the pile that changed under the focus
    focus_reported = Signal(object)  # the pile or card a screen reader was told has the focus
    focus_shown_words = Signal(str)  # the first arrow showed this place: its words, at once

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self._view = view
        self._words: dict[PileKey, tuple[str, int]] = {}
        self._piles: list[int] = []  # the table's piles as last reported (their ids)
        self._focused: PileKey | None = None  # the pile the focus was last reported on
        self._focus_clock = QElapsedTimer()  # since the last focus event
        self._last_item: weakref.ref[QObject] | Callable[[], None] = lambda: None
        scene = view.table_scene()
        scene.key_focus_moved.connect(self._on_focus_moved)
        scene.key_focus_shown.connect(self._on_focus_shown)
        scene.changed.connect(self._on_changed)

    def _on_focus_moved(self, _stop: Stop, carry: bool = False) -> None:
        """Report the focus where it now is. The words told at the last place stay there
        when a key moved it; with ``carry`` (the place stayed and what is there changed)
        words a reader may still be saying go with it: a reader that takes in the new
        focus late drops the news of the one it skipped, or cuts it off."""
        news = _forget_news(self._view)
        scene = self._view.table_scene()
        self._focused = scene.focus.stop.key if scene.piles() else None
        if self._view.hasFocus() and not scene.cover.up and scene.piles():
            item = focus_item(scene)
            if carry:
                _carry_news(self._view, news, item)
            self._last_item = weakref.ref(item)
            self._focus_clock.start()
            if QAccessible.isActive():
                QAccessible.updateAccessibility(
                    QAccessibleEvent(item, QAccessible.Event.Focus))
            self.focus_reported.emit(item)

    def _on_focus_shown(self, _stop: Stop) -> None:
        """The first arrow key showed where the focus is: a reader that already holds that
        place says nothing of it, so its words are said."""
        scene = self._view.table_scene()
        interface = _interface(focus_item(scene)) if scene.piles() else None
        if interface is not None and self._view.hasFocus() and not scene.cover.up:
            self.focus_shown_words.emit(interface.text(Text.Name))

    def since_focus_ms(self) -> int:
        """Milliseconds since the last focus event went out (a long time: none yet)."""
        return self._focus_clock.elapsed() if self._focus_clock.isValid() else 1 << 30

    def follow_focus(self) -> None:
        """The focus stayed where it was but what is there changed (a card played from the
        hand, the next one in its place; a new deal): report the new item."""
        scene = self._view.table_scene()
        if (scene.piles() and not scene.cover.up and self._view.hasFocus()
                and focus_item(scene) is not self._last_item()):
            self._on_focus_moved(scene.focus.stop, carry=True)

    def _on_changed(self, *_regions: object) -> None:
        """Report the piles that now read differently (checked once per change of the
        picture, and only while a screen reader listens)."""
        if not QAccessible.isActive():
            return
        scene = self._view.table_scene()
        self.follow_focus()
        piles = [id(pile) for pile in reading_order(scene)]
        if piles != self._piles:  # a new table, or the cover went up or came off
            self._piles = piles
            QAccessible.updateAccessibility(
                QAccessibleEvent(self._view, QAccessible.Event.ObjectReorder))
            QAccessible.updateAccessibility(
                QAccessibleEvent(self._view, QAccessible.Event.NameChanged))

        seen: dict[PileKey, tuple[str, int]] = {}
        for pile in scene.piles().values():
            interface = _interface(pile)
            if interface is None:
                continue
            now = (interface.text(Text.Name), interface.childCount())
            seen[pile.key] = now
            before = self._words.get(pile.key)
            if before is None or before == now:
                continue
            if before[0] != now[0]:
                QAccessible.updateAccessibility(
                    QAccessibleEvent(pile, QAccessible.Event.NameChanged))
                if (pile.key == self._focused and focus_item(scene) is pile
                        and scene.lifted is None and self._view.hasFocus()):
                    self.focused_pile_changed.emit(now[0])
            if before[1] != now[1]:
                QAccessible.updateAccessibility(
                    QAccessibleEvent(pile, QAccessible.Event.ObjectReorder))
        self._words = seen
