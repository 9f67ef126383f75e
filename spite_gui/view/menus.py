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


SPEEDS = Submenu("speed", "Animation &Speed", (
    Command("speed_instant", "&Instant", ("Ctrl+1",), checkable=True),
    Command("speed_fast", "&Fast", ("Ctrl+2",), checkable=True),
    Command("speed_normal", "&Normal", ("Ctrl+3",), checkable=True),
    Command("speed_slow", "&Slow", ("Ctrl+4",), checkable=True),
))

Entry = Command | Submenu | None

MENUS: tuple[tuple[str, str, tuple[Entry, ...]], ...] = (
    ("game", "&Game", (
        Command("new", "&New Game", (Standard.New,)),
        Command("new_deal", "New Game with &Deal Number…", ("Ctrl+Shift+N",)),
        Command("restart", "&Restart This Deal", ("Ctrl+R",)),
        None,
        Command("friends", "Play with &Friends…", ("Ctrl+Shift+F",)),
        Command("leave_table", "&Leave the Table", ("Ctrl+Shift+L",), enabled=False),
        None,
        Command("open", "&Open…", (Standard.Open,)),
        Command("save", "&Save", (Standard.Save, "Ctrl+S")),
        Command("save_as", "Save &As…", (Standard.SaveAs, "Ctrl+Shift+S")),
        None,
        Command("statistics", "S&tatistics…", ("Ctrl+T",)),
        None,
        Command("reveal", "Show &Hidden Cards…", ("Ctrl+Shift+H",), enabled=False),
        None,
        # the standard key is empty on Windows: Ctrl+Q works there too
        Command("quit", "&Quit", (Standard.Quit, "Ctrl+Q")),
    )),
    ("edit", "&Edit", (
        Command("undo", "&Undo", (Standard.Undo,), enabled=False),
        Command("redo", "&Redo", (Standard.Redo, "Ctrl+Shift+Z"), enabled=False),
        None,
        Command("hint", "&Hint", ("H",)),
        None,
        Command("preferences", "&Preferences…", (Standard.Preferences, "Ctrl+,")),
    )),
    ("view", "&View", (
        Command("game_log", "Game &Log", ("Ctrl+L",), checkable=True),
        Command("chat", "&Table Talk", ("Ctrl+Shift+T",), checkable=True),
        Command("full_screen", "&Full Screen", (Standard.FullScreen, "F11"), checkable=True),
        Command("sound", "So&und", ("Ctrl+Shift+M",), checkable=True),
        None,
        # Ctrl+= too: the + of most keyboards needs Shift
        Command("zoom_in", "Zoom &In", (Standard.ZoomIn, "Ctrl++", "Ctrl+=")),
        Command("zoom_out", "Zoom &Out", (Standard.ZoomOut, "Ctrl+-")),
        Command("zoom_reset", "&Normal Size", ("Ctrl+0",)),
        None,
        SPEEDS,
    )),
    # what a screen reader (and the status bar) says on request: plain letters, as Hint's H
    ("read", "&Read", (
        Command("read_table", "The Whole &Table", ("T",)),
        Command("read_hand", "Your &Cards", ("C",)),
        Command("read_next", "The &Next Player's Payoff Card", ("N",)),
        Command("read_score", "The &Score", ("S",)),
        Command("read_turns", "The Other Players' &Last Turns", ("L",)),
        None,
        Command("read_again", "&Repeat the Last Words", ("R",)),
    )),
    ("help", "&Help", (
        Command("help", "&How to Play", ("F1",)),
        None,
        Command("about", "&About Spite and Malice", ("Ctrl+F1",)),
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
