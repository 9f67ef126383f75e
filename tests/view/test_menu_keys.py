"""The menus' items as a screen reader on Linux finds them: named as shown, with their
keys in full (the letter, the path of letters from the menu bar, the shortcut)."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtGui import QAccessible

from spite_gui.view import menu_keys

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="the key binding in GTK's notation is for Linux")


def _item(app, menu_title: str, text: str):
    bar = app.window.menuBar()
    menu = next(a.menu() for a in bar.actions() if menu_keys.shown_text(a.text()) == menu_title)
    action = next(a for a in menu.actions() if menu_keys.shown_text(a.text()) == text)
    return QAccessible.queryAccessibleInterface(action)


def _keys(item) -> list[str]:
    actions = item.actionInterface()
    return [binding for name in actions.actionNames()
            for binding in actions.keyBindingsForAction(name)]


def test_a_menu_item_gives_its_letter_its_path_and_its_shortcut(app):
    item = _item(app, "Game", "New Game")
    assert item.text(QAccessible.Text.Name) == "New Game"
    assert item.role() == QAccessible.Role.MenuItem
    assert _keys(item) == ["n;<Alt>g:n;<Control>n"]
    assert item.parent().role() == QAccessible.Role.PopupMenu  # in the Game menu


def test_a_menu_of_the_menu_bar_opens_with_alt_and_its_letter(app):
    bar = QAccessible.queryAccessibleInterface(app.window.menuBar())
    game = next(bar.child(i) for i in range(bar.childCount())
                if bar.child(i).text(QAccessible.Text.Name) == "Game")
    assert _keys(game) == ["g;<Alt>g;"]
    assert game.child(0).role() == QAccessible.Role.PopupMenu
