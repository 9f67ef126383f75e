"""Every menu command of the window, in one table: where it sits, its words, its keys.

The window builds its menu bar from :data:`MENUS` alone; whoever builds the window
connects each command (``window.commands[key].triggered``) to what it does. A
``None`` entry is a separator. Every command has a key, so that the whole game can
be played without a mouse; the keys of play on the table itself (the arrows, Space,
Enter, 1–4, P) are the table's own (see :mod:`.table_scene`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from PySide6.QtGui import QKeySequence

from ..translatable import QT_TRANSLATE_NOOP

Standard = QKeySequence.StandardKey


class Command(NamedTuple):
    """One menu command: ``key`` names it in ``window.commands``; ``keys`` are its shortcuts,
    the platform's standard ones first; ``checkable`` ones are on or off; commands that
    start ``enabled=False`` wait for the table to allow them."""

    key: str
    text: str
    keys: tuple[str | QKeySequence.StandardKey, ...] = ()
    checkable: bool = False
    enabled: bool = True


class Submenu(NamedTuple):
    """A menu inside a menu; ``choices`` are checkable commands of which one is on."""

    key: str
    text: str
    choices: tuple[Command, ...]


SPEEDS = Submenu("speed", QT_TRANSLATE_NOOP("Menus", "Animation &Speed"), (
    Command("speed_instant", QT_TRANSLATE_NOOP("Menus", "&Instant"), ("Ctrl+1",), checkable=True),
    Command("speed_fast", QT_TRANSLATE_NOOP("Menus", "&Fast"), ("Ctrl+2",), checkable=True),
    Command("speed_normal", QT_TRANSLATE_NOOP("Menus", "&Normal"), ("Ctrl+3",), checkable=True),
    Command("speed_slow", QT_TRANSLATE_NOOP("Menus", "&Slow"), ("Ctrl+4",), checkable=True),
))

Entry = Command | Submenu | None

MENUS: tuple[tuple[str, str, tuple[Entry, ...]], ...] = (
    ("game", QT_TRANSLATE_NOOP("Menus", "&Game"), (
        Command("new", QT_TRANSLATE_NOOP("Menus", "&New Game"), (Standard.New,)),
        Command("new_deal", QT_TRANSLATE_NOOP("Menus", "New Game with &Deal Number…"),
                ("Ctrl+Shift+N",)),
        Command("restart", QT_TRANSLATE_NOOP("Menus", "&Restart This Deal"), ("Ctrl+R",)),
        Command("daily", QT_TRANSLATE_NOOP("Menus", "Toda&y's Deal…"), ("Ctrl+D",)),
        None,
        Command("friends", QT_TRANSLATE_NOOP("Menus", "Play with &Friends…"), ("Ctrl+Shift+F",)),
        Command("leave_table", QT_TRANSLATE_NOOP("Menus", "&Leave the Table"),
                ("Ctrl+Shift+L",), enabled=False),
        None,
        Command("watch", QT_TRANSLATE_NOOP("Menus", "&Watch the Computers…"), ("Ctrl+Shift+W",)),
        None,
        Command("open", QT_TRANSLATE_NOOP("Menus", "&Open…"), (Standard.Open,)),
        Command("save", QT_TRANSLATE_NOOP("Menus", "&Save"), (Standard.Save, "Ctrl+S")),
        Command("save_as", QT_TRANSLATE_NOOP("Menus", "Save &As…"),
                (Standard.SaveAs, "Ctrl+Shift+S")),
        Command("review_saved", QT_TRANSLATE_NOOP("Menus", "Re&view a Saved Game…"),
                ("Ctrl+Shift+V",)),
        None,
        Command("statistics", QT_TRANSLATE_NOOP("Menus", "S&tatistics…"), ("Ctrl+T",)),
        None,
        Command("reveal", QT_TRANSLATE_NOOP("Menus", "Show &Hidden Cards…"),
                ("Ctrl+Shift+H",), enabled=False),
        None,
        # the standard key is empty on Windows: Ctrl+Q works there too
        Command("quit", QT_TRANSLATE_NOOP("Menus", "&Quit"), (Standard.Quit, "Ctrl+Q")),
    )),
    ("edit", QT_TRANSLATE_NOOP("Menus", "&Edit"), (
        Command("undo", QT_TRANSLATE_NOOP("Menus", "&Undo"), (Standard.Undo,), enabled=False),
        Command("redo", QT_TRANSLATE_NOOP("Menus", "&Redo"),
                (Standard.Redo, "Ctrl+Shift+Z"), enabled=False),
        None,
        Command("hint", QT_TRANSLATE_NOOP("Menus", "&Hint"), ("H",)),
        None,
        Command("preferences", QT_TRANSLATE_NOOP("Menus", "&Preferences…"),
                (Standard.Preferences, "Ctrl+,")),
    )),
    ("view", QT_TRANSLATE_NOOP("Menus", "&View"), (
        Command("game_log", QT_TRANSLATE_NOOP("Menus", "Game &Log"), ("Ctrl+L",), checkable=True),
        Command("chat", QT_TRANSLATE_NOOP("Menus", "&Table Talk"),
                ("Ctrl+Shift+T",), checkable=True),
        Command("card_counter", QT_TRANSLATE_NOOP("Menus", "&Card Counter"),
                ("Ctrl+Shift+C",), checkable=True),
        Command("full_screen", QT_TRANSLATE_NOOP("Menus", "&Full Screen"),
                (Standard.FullScreen, "F11"), checkable=True),
        Command("sound", QT_TRANSLATE_NOOP("Menus", "So&und"), ("Ctrl+Shift+M",), checkable=True),
        None,
        # Ctrl+= too: the + of most keyboards needs Shift
        Command("zoom_in", QT_TRANSLATE_NOOP("Menus", "Zoom &In"),
                (Standard.ZoomIn, "Ctrl++", "Ctrl+=")),
        Command("zoom_out", QT_TRANSLATE_NOOP("Menus", "Zoom &Out"), (Standard.ZoomOut, "Ctrl+-")),
        Command("zoom_reset", QT_TRANSLATE_NOOP("Menus", "&Normal Size"), ("Ctrl+0",)),
        None,
        SPEEDS,
    )),
    # what a screen reader (and the status bar) says on request: plain letters, as Hint's H
    ("read", QT_TRANSLATE_NOOP("Menus", "&Read"), (
        Command("read_table", QT_TRANSLATE_NOOP("Menus", "The Whole &Table"), ("T",)),
        Command("read_hand", QT_TRANSLATE_NOOP("Menus", "Your &Cards"), ("C",)),
        Command("read_next", QT_TRANSLATE_NOOP("Menus", "The &Next Player's Payoff Card"), ("N",)),
        Command("read_score", QT_TRANSLATE_NOOP("Menus", "The &Score"), ("S",)),
        Command("read_turns", QT_TRANSLATE_NOOP("Menus", "The Other Players' &Last Turns"), ("L",)),
        None,
        Command("read_again", QT_TRANSLATE_NOOP("Menus", "&Repeat the Last Words"), ("R",)),
    )),
    ("help", QT_TRANSLATE_NOOP("Menus", "&Help"), (
        Command("help", QT_TRANSLATE_NOOP("Menus", "&How to Play"), ("F1",)),
        Command("lesson", QT_TRANSLATE_NOOP("Menus", "&Learn to Play"), ("Shift+F1",)),
        None,
        Command("about", QT_TRANSLATE_NOOP("Menus", "&About Spite and Malice"), ("Ctrl+F1",)),
    )),
)


def every_command() -> Iterator[Command]:
    """Every command of :data:`MENUS`, the choices of submenus too, in menu order."""
    for _key, _title, entries in MENUS:
        for entry in entries:
            if isinstance(entry, Submenu):
                yield from entry.choices
            elif entry is not None:
                yield entry


def shortcuts(keys: tuple[str | QKeySequence.StandardKey, ...]) -> list[QKeySequence]:
    """The key sequences of ``keys``: a standard key's bindings on this platform, our own
    keys as written; each once, empty ones left out."""
    found: list[QKeySequence] = []
    for key in keys:
        candidates = (QKeySequence.keyBindings(key) if isinstance(key, Standard)
                      else [QKeySequence(key)])
        found += [k for k in candidates if not k.isEmpty() and k not in found]
    return found
