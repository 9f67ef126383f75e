"""An AT-SPI client for the screen-reader test: it reads the running game as a screen reader
does, presses keys, and reports what it found and heard as JSON on its output.

Run it with the system Python, where Debian's python3-pyatspi is (not the game's own
environment, which has no pyatspi)::

    python3 atspi_client.py "Spite and Malice" Right Left Return

It waits for the game's table ("Card table") to appear with its piles, reads every
pile and the cards each holds, listens for the focus moving and for announcements,
then presses each key (xdotool, on the window that has the keyboard) and records what
it heard after it and which object the tree then shows focused. The report:
``{"table": {"name", "role", "piles": [{"name", "role", "cards": [names]}]},
"steps": [{"key", "heard": [{"type", "name", "role", "detail1", "data"}], "focused"}]}``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

TABLE = "Card table"
FIND_TIMEOUT = 30.0  # seconds for the game's table to appear on the bus
HEAR_TIMEOUT = 10.0  # seconds for something to be said after a key
QUIET = 0.6  # seconds without news that end a key's step


def _pump(seconds: float, until=lambda: False) -> None:
    """Run the event loop (which delivers AT-SPI events) for ``seconds`` or until ``until``."""
    from gi.repository import GLib

    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end and not until():
        if not context.iteration(False):
            time.sleep(0.01)


def _children(accessible) -> list:
    try:
        return [child for child in accessible if child is not None]
    except Exception:  # an object that went away while being read
        return []


def _find(root, name: str, depth: int = 8):
    if root is None or depth < 0:
        return None
    try:
        if root.name == name:
            return root
    except Exception:
        return None
    for child in _children(root):
        found = _find(child, name, depth - 1)
        if found is not None:
            return found
    return None


def find_table(pyatspi, app_name: str):
    """The game's table on the accessibility bus, once it holds its piles and a full hand."""
    desktop = pyatspi.Registry.getDesktop(0)
    for app in _children(desktop):
        if app.name != app_name:
            continue
        table = _find(app, TABLE)
        piles = _children(table) if table is not None else []
        if piles and piles[0].childCount >= 5:
            return table
    return None


def read_table(table) -> dict:
    return {"name": table.name, "role": table.getRoleName(),
            "piles": [{"name": pile.name, "role": pile.getRoleName(),
                       "cards": [card.name for card in _children(pile)]}
                      for pile in _children(table)]}


def focused_in(pyatspi, table) -> str | None:
    """The name of the pile or card the tree shows focused, if any."""
    for pile in _children(table):
        for item in [pile, *_children(pile)]:
            if item.getState().contains(pyatspi.STATE_FOCUSED):
                return item.name
    return None


def _heard(event) -> dict:
    source = event.source
    data = event.any_data if isinstance(event.any_data, str) else None
    return {"type": event.type, "name": source.name if source else None,
            "role": source.getRoleName() if source else None, "detail1": event.detail1,
            "data": data}


def main(argv: list[str]) -> int:
    import pyatspi

    app_name, keys = argv[1], argv[2:]
    heard: list[dict] = []
    pyatspi.Registry.registerEventListener(
        lambda event: heard.append(_heard(event)),
        "object:state-changed:focused", "object:announcement",
        "object:property-change:accessible-description")
    table = None
    end = time.monotonic() + FIND_TIMEOUT
    while table is None and time.monotonic() < end:
        table = find_table(pyatspi, app_name)
        _pump(0.2)
    if table is None:
        print(json.dumps({"error": f"no {TABLE!r} in {app_name!r}"}))
        return 1
    report = {"table": read_table(table), "steps": []}
    _pump(1.0)  # the game learns that a client listens before the first key
    for key in keys:
        heard.clear()
        subprocess.run(["xdotool", "key", key], check=True, timeout=10)
        _pump(HEAR_TIMEOUT, until=lambda: bool(heard))
        count = -1
        while count != len(heard):  # until the news stops coming
            count = len(heard)
            _pump(QUIET)
        report["steps"].append({"key": key, "heard": list(heard),
                                "focused": focused_in(pyatspi, table)})
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
