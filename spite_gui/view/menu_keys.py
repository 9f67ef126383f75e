"""Menu items that tell a Linux screen reader their keys: "New Game, Ctrl+N".

A screen reader on Linux learns an item's keys from its action's key binding, a string
in three parts, ``<mnemonic>;<path of mnemonics>;<shortcut>`` in GTK's notation
(``n;<Alt>g:n;<Control>n``), and says the shortcut after the name. Qt's own menu
items give only the shortcut, in Qt's notation (``Ctrl+N``): Orca 42 to 45 takes a
lone part for the path and says no key at all, and later Orcas say it only when it
has Ctrl in it (never F1, F11, H or the Read menu's letters).

:func:`install` gives every item of the window's menus and menu bar an accessibility
interface of ours (through ``QAccessible.installFactory``) that reads like Qt's —
its name, role, states, place and actions — and gives the key binding in full.
Only on Linux: Windows (UI Automation) and macOS read the shortcut from the item's
accelerator text, which Qt gives them already. Like the table's interfaces
(:mod:`.accessible`), these hold no reference to their item, its menu or its window:
Qt keeps an interface as long as its action lives and frees it with the action.
"""

from __future__ import annotations

import sys
import weakref

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRect, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleInterface,
    QAccessibleObject,
    QAction,
    QKeySequence,
    QWindow,
)
from PySide6.QtWidgets import QMenu, QMenuBar, QStyle, QWidget

Found = QAccessibleInterface | None
_installed = False

# GTK's names for the keys Qt writes as a sign (the rest: a letter in lower case, or
# Qt's name, as F1 or Home)
_KEY_NAMES = {"+": "plus", "-": "minus", ",": "comma", ".": "period", "=": "equal",
              "/": "slash", "\\": "backslash", ";": "semicolon", "'": "apostrophe",
              "[": "bracketleft", "]": "bracketright", "`": "grave", "Space": "space",
              "Del": "Delete", "Ins": "Insert", "Esc": "Escape", "PgUp": "Page_Up",
              "PgDown": "Page_Down", "Backspace": "BackSpace"}
_MODIFIERS = ((Qt.KeyboardModifier.ControlModifier, "<Control>"),
              (Qt.KeyboardModifier.ShiftModifier, "<Shift>"),
              (Qt.KeyboardModifier.AltModifier, "<Alt>"),
              (Qt.KeyboardModifier.MetaModifier, "<Super>"))


def install(platform: str = sys.platform) -> None:
    """Have the menus' items give screen readers their keys in full (Linux only)."""
    global _installed
    if platform.startswith("linux") and not _installed:
        QAccessible.installFactory(_interface_for)
        _installed = True


def gtk_accelerator(keys: QKeySequence) -> str:
    """The first key combination of ``keys`` in GTK's notation ("" if none).

    >>> gtk_accelerator(QKeySequence("Ctrl+Shift+N")), gtk_accelerator(QKeySequence("F1"))
    ('<Control><Shift>n', 'F1')
    >>> gtk_accelerator(QKeySequence("Ctrl++")), gtk_accelerator(QKeySequence("Ctrl+,"))
    ('<Control>plus', '<Control>comma')
    """
    if keys.isEmpty():
        return ""
    combination = keys[0]  # type: ignore[index]  # (the stubs leave out the index)
    modifiers = combination.keyboardModifiers()
    key = QKeySequence(combination.key()).toString(QKeySequence.SequenceFormat.PortableText)
    name = _KEY_NAMES.get(key, key.lower() if len(key) == 1 else key)
    return "".join(mark for flag, mark in _MODIFIERS if modifiers & flag) + name


def mnemonic(text: str) -> str:
    """The letter marked with "&" in a menu text, in lower case ("" if none).

    >>> mnemonic("S&tatistics…"), mnemonic("Fish && &Chips"), mnemonic("Plain")
    ('t', 'c', '')
    """
    at = 0
    while (at := text.find("&", at)) != -1 and at + 1 < len(text):
        if text[at + 1] != "&":
            return text[at + 1].lower()
        at += 2
    return ""


def shown_text(text: str) -> str:
    """A menu text as it shows: without its "&" marks.

    >>> shown_text("Fish && &Chips")
    'Fish & Chips'
    """
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _owner(action: QAction) -> QMenu | QMenuBar | None:
    """The menu or menu bar that shows ``action`` (a menu's own action: the one it opens
    from)."""
    for holder in action.associatedObjects():
        if isinstance(holder, QMenu | QMenuBar) and action in holder.actions():
            return holder
    return None


def _interface_for(_class_name: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, QAction) and _owner(obj) is not None:
        return MenuItemInterface(obj)
    return None


class MenuItemInterface(QAccessibleObject):
    """One item of a menu or of the menu bar, with its keys in full."""

    def __init__(self, action: QAction) -> None:
        super().__init__(action)
        self._actions = _MenuItemActions(self)  # owned here: Qt asks for it by pointer

    def action(self) -> QAction | None:
        action = self.object()
        return action if isinstance(action, QAction) else None

    def owner(self) -> QMenu | QMenuBar | None:
        action = self.action()
        return _owner(action) if action is not None else None

    def isValid(self) -> bool:
        return super().isValid() and self.owner() is not None

    # Qt's interface_cast returns a void *, which PySide's stubs call an int; the pointer
    # reaches Qt as a VoidPtr (see the null below).
    def interface_cast(  # type: ignore[override]
            self, kind: QAccessible.InterfaceType) -> shiboken6.VoidPtr:
        if kind == QAccessible.InterfaceType.ActionInterface:
            return shiboken6.VoidPtr(shiboken6.getCppPointer(self._actions)[0])
        return shiboken6.VoidPtr(0)  # no other kind (None would not reach Qt as a null)

    def window(self) -> QWindow | None:  # type: ignore[override]
        owner = self.owner()
        if owner is None:
            return None
        native = owner if owner.windowHandle() is not None else owner.nativeParentWidget()
        return native.windowHandle() if isinstance(native, QWidget) else None

    def role(self) -> QAccessible.Role:
        action = self.action()
        separator = action is not None and action.isSeparator()
        return QAccessible.Role.Separator if separator else QAccessible.Role.MenuItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        action, owner = self.action(), self.owner()
        if action is None or owner is None:
            state.invisible = True
            return state
        state.invisible = not (owner.isVisible() and action.isVisible())
        state.focused = owner.activeAction() is action
        state.hotTracked = bool(owner.style().styleHint(QStyle.StyleHint.SH_Menu_MouseTracking))
        state.disabled = action.isSeparator() or not action.isEnabled()
        state.checkable = action.isCheckable()
        state.checked = action.isChecked()
        return state

    def text(self, kind: QAccessible.Text) -> str:
        action = self.action()
        if action is None:
            return ""
        if kind == QAccessible.Text.Name:
            return shown_text(action.text())
        if kind == QAccessible.Text.Accelerator:
            if not action.shortcut().isEmpty():
                return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            letter = mnemonic(action.text())
            return f"Alt+{letter.upper()}" if letter else ""
        return ""

    def rect(self) -> QRect:
        action, owner = self.action(), self.owner()
        if action is None or owner is None:
            return QRect()
        return owner.actionGeometry(action).translated(owner.mapToGlobal(QPoint(0, 0)))

    def parent(self) -> Found:  # type: ignore[override]
        owner = self.owner()
        return QAccessible.queryAccessibleInterface(owner) if owner is not None else None

    def childCount(self) -> int:
        action = self.action()
        return 1 if action is not None and action.menu() is not None else 0

    def child(self, index: int) -> Found:  # type: ignore[override]
        action = self.action()
        menu = action.menu() if action is not None else None
        return QAccessible.queryAccessibleInterface(menu) if index == 0 and menu else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        action = self.action()
        menu = action.menu() if action is not None else None
        return 0 if menu is not None and child is not None and child.object() is menu else -1

    def childAt(self, x: int, y: int) -> Found:  # type: ignore[override]
        child = self.child(0)
        return child if child is not None and child.rect().contains(x, y) else None

    def key_binding(self) -> str:
        """``<mnemonic>;<path of mnemonics>;<shortcut>``, as GTK's menu items give it:
        ``n;<Alt>g:n;<Control>n`` for Game → New Game (Ctrl+N)."""
        action = self.action()
        if action is None:
            return ""
        letters = []
        item: QAction | None = action
        while item is not None:  # up through the menus to the menu bar
            letters.append(mnemonic(item.text()))
            owner = _owner(item)
            item = owner.menuAction() if isinstance(owner, QMenu) else None
        path = ":".join(reversed(letters)) if all(letters) else ""
        return f"{letters[0]};{'<Alt>' + path if path else ''};" + gtk_accelerator(
            action.shortcut())


class _MenuItemActions(QAccessibleActionInterface):
    """What a menu item does (Press; Show Menu for one that opens a menu) and its keys."""

    def __init__(self, item: MenuItemInterface) -> None:
        super().__init__()
        # The interface that owns this, which lives as long; held weakly: a cycle of the
        # two would leave them, the menu item and the window behind it to Python's
        # collector, which would then free Qt objects at a moment of its own
        self._item = weakref.ref(item)

    def _action(self) -> QAction | None:
        item = self._item()
        return item.action() if item is not None else None

    def actionNames(self) -> list[str]:
        action = self._action()
        if action is None or action.isSeparator():
            return []
        return [self.showMenuAction() if action.menu() is not None else self.pressAction()]

    def doAction(self, name: str) -> None:
        item = self._item()
        action, owner = (item.action(), item.owner()) if item is not None else (None, None)
        if action is None or owner is None or not action.isEnabled():
            return
        if name == self.pressAction():
            action.trigger()
        elif name == self.showMenuAction():
            menu = action.menu()
            if isinstance(menu, QMenu) and menu.isVisible():
                menu.hide()
            else:
                owner.setActiveAction(action)

    def keyBindingsForAction(self, name: str) -> list[str]:
        item = self._item()
        return [item.key_binding()] if item is not None and name in self.actionNames() else []
