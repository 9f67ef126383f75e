"""Playing with the keyboard, on a :class:`~.table_scene.TableScene` (which calls
:func:`play_key` with each key it gets).

Like KPatience's keyboard play, the keys move a focus over the table and pick cards
up and put them down by the very path the mouse takes, so the table's controller
decides every move and tells every refusal in the same words:

- the arrow keys move the focus (:mod:`.key_focus`): over every pile and every card of
  the hand, or, while a card is lifted, over the places it may be put down on;
- Space lifts the focused card (the places it may go light up, as when dragging, and
  the focus goes to the first of them, or to where a hint said) and puts it down;
- Enter plays the focused card to the centre as a double-click does (or puts a lifted
  card down, as Space does);
- 1–4 put the lifted card, or the focused one, on the player's side stack 1–4;
- Esc puts a lifted card back;
- P spreads out the focused side stack, anyone's, and P again closes it;
- Y, M, D and O jump to your hand, the middle (the centre stacks), your side stacks
  and the next opponent; Page Down and Page Up to the next and the last group.

The first arrow key shows the ring where the focus is; the next ones move it, and
the opposite arrow comes back where the last one came from.

A key the focused place can't answer (Space on the stock, P on a centre stack) is
reported by :attr:`~.table_scene.TableScene.key_refused`, to be told why.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from ..table.piles import CENTRE, SIDE, PileKey
from . import key_groups
from .key_focus import DOWN, LEFT, RIGHT, UP, Stop, step

if TYPE_CHECKING:
    from .card_item import CardItem
    from .table_scene import TableScene

ARROWS = {Qt.Key.Key_Left: LEFT, Qt.Key.Key_Right: RIGHT, Qt.Key.Key_Up: UP,
          Qt.Key.Key_Down: DOWN}
SIDE_KEYS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2, Qt.Key.Key_4: 3}
SELECT_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
PICK, PEEK = "pick", "peek"  # what a key asked for that the focused place can't give
GROUP_KEYS = {Qt.Key.Key_Y: key_groups.YOUR_HAND, Qt.Key.Key_M: key_groups.MIDDLE,
              Qt.Key.Key_D: key_groups.YOUR_SIDES, Qt.Key.Key_O: key_groups.OPPONENT,
              Qt.Key.Key_PageDown: key_groups.NEXT, Qt.Key.Key_PageUp: key_groups.BACK}
# Where the last arrow came from, by table: the opposite arrow goes back there (Up then
# Down comes back to the same place, as the eye expects), while nothing else moved.
_CAME: weakref.WeakKeyDictionary[TableScene, tuple[Stop, Stop, str]] = (
    weakref.WeakKeyDictionary())
OPPOSITE = {LEFT: RIGHT, RIGHT: LEFT, UP: DOWN, DOWN: UP}


def play_key(scene: TableScene, event: QKeyEvent) -> bool:
    """Answer ``event`` if it is a key of play (see the module's notes); True if it was."""
    modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    key = Qt.Key(event.key())
    if modifiers != Qt.KeyboardModifier.NoModifier or not scene.piles():
        return False
    if key == Qt.Key.Key_Escape:
        lifted = scene.lifted
        if lifted is None:
            return False  # Esc closes a peek, or leaves full screen
        home = scene.focus.stop_of(lifted)
        scene.pointer.put_back()
        scene.focus.move_to(home)
    elif key in ARROWS:
        _arrow(scene, ARROWS[key])
    elif key in GROUP_KEYS:
        scene.focus.show_ring()
        _to_group(scene, GROUP_KEYS[key])
    elif key in SELECT_KEYS:
        scene.focus.show_ring()
        _select(scene, lift=key == Qt.Key.Key_Space)
    elif key in SIDE_KEYS:
        _to_side_stack(scene, SIDE_KEYS[key])
    elif key == Qt.Key.Key_P:
        _peek_at_focus(scene)
    else:
        return False
    return True


def _arrow(scene: TableScene, direction: str) -> None:
    """An arrow key: the first one shows the ring where the focus is (and says so); the
    next ones move it. At the edge of the table the focus stays, and that is said."""
    if not scene.focus.ring_wanted:
        scene.focus.show_ring()
        scene.focus.move_to(_arrow_stop(scene))
        scene.key_focus_shown.emit(scene.focus.stop)
        return
    here = _arrow_stop(scene)
    stops = scene.focus.stops()
    came = _CAME.get(scene)
    if came is not None and came[1] == here and came[2] == OPPOSITE[direction] \
            and came[0] in stops:
        found: Stop | None = came[0]
    else:
        found = step(stops, here, direction)
    if found is None:
        scene.key_edge.emit(direction)
        return
    _CAME[scene] = (here, found, direction)
    scene.focus.move_to(found)


def _to_group(scene: TableScene, group: str) -> None:
    """Y, M, D, O, Page Up and Page Down: the focus jumps to a group of the table."""
    found = key_groups.jump(scene, group)
    if found is None:
        scene.key_edge.emit(group)
        return
    _CAME.pop(scene, None)
    scene.focus.move_to(found)


def _arrow_stop(scene: TableScene) -> Stop:
    """The focus as the arrow keys see it: while a card is lifted, on a place it may go
    (or its own)."""
    focus = scene.focus.stop
    if focus in scene.focus.stops():
        return focus
    lifted = scene.lifted
    return scene.focus.stop_of(lifted) if lifted is not None else scene.focus.home()


def _select(scene: TableScene, lift: bool) -> None:
    """Space (``lift``) or Enter on the focus: put the lifted card down there (back, on
    its own place); else lift the focused card, or play it as a double-click does."""
    lifted = scene.lifted
    focus = scene.focus.stop
    if lifted is not None:
        home = scene.focus.stop_of(lifted)
        if focus.key == home.key:
            scene.pointer.put_back()
        else:
            scene.pointer.put_down(focus.key)
        scene.focus.move_to(home)
        return
    card = scene.focus.card(focus)
    pile = card.pile if card is not None else None
    if card is None or pile is None or not scene.pointer.can_pick_up(card):
        scene.focus.refuse(PICK)
        return
    if not lift:
        scene.card_double_clicked.emit(pile.key, pile.cards.index(card))
        return
    hint = scene.highlights.hint()
    hinted = hint[1] if hint is not None and hint[0] is card else None
    scene.pointer.lift(card)
    scene.focus.move_to(_first_target(scene, card, hinted))


def _first_target(scene: TableScene, card: CardItem, hinted: PileKey | None) -> Stop:
    """Where the focus goes when a card is lifted: where a hint said it should go, else
    the first lit centre stack, else the place above the card."""
    if hinted is not None:
        return Stop(hinted)
    lit = sorted((key.number, key) for key in scene.highlights.lit() if key.kind == CENTRE)
    if lit:
        return Stop(lit[0][1])
    home = scene.focus.stop_of(card)
    return step(scene.focus.stops(), home, UP) or home


def _to_side_stack(scene: TableScene, number: int) -> None:
    """1–4: the lifted card, or the focused one, onto the player's side stack."""
    target = PileKey(SIDE, scene.viewer, number)
    lifted = scene.lifted
    if lifted is not None:
        home = scene.focus.stop_of(lifted)
        scene.pointer.put_down(target)
        scene.focus.move_to(home)
        return
    card = scene.focus.card()
    pile = card.pile if card is not None else None
    if card is None or pile is None or not scene.pointer.can_pick_up(card):
        scene.focus.refuse(PICK)
        return
    scene.drops.let_go(card, pile, pile.cards.index(card), scene.pile(target))


def _peek_at_focus(scene: TableScene) -> None:
    """P: spread the focused side stack out (any player's); P again puts it back."""
    key = scene.focus.stop.key
    if scene.peek.key == key:
        scene.peek.end()
    elif key.kind != SIDE or not scene.pile(key).cards:
        scene.focus.refuse(PEEK)
    else:
        scene.peek.show(key)
