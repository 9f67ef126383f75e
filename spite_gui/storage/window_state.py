"""Where the window was and which panels were open, kept in ``window.json`` as plain numbers.

Only numbers, true/false and one word are kept, each checked for its type and range
when read: nothing in the file is handed to Qt to interpret. A file that is not a
regular file, is damaged, or holds a value out of range is reported (and moved aside
when it can be) and the window opens with its usual layout.

>>> state = WindowState(x=40, y=30, width=1200, height=700, game_log=True, log_width=260)
>>> WindowState.from_dict(state.to_dict()) == state
True
>>> WindowState.from_dict({**state.to_dict(), "width": 0})
Traceback (most recent call last):
...
ValueError: width must be a whole number from 1 to 32767
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from spite_gui.storage.files import StorageProblem, atomic_write_json, load_with_backup
from spite_gui.storage.paths import AppPaths
from spite_gui.translatable import QT_TRANSLATE_NOOP

WINDOW_FORMAT = "spite-and-malice/window"
WINDOW_VERSION = 1
COORDINATE = 32767  # screen coordinates and sizes are 16-bit numbers on every desktop
LOG_SIDES = ("left", "right")
_RANGES = {"x": (-COORDINATE, COORDINATE), "y": (-COORDINATE, COORDINATE),
           "width": (1, COORDINATE), "height": (1, COORDINATE), "log_width": (0, COORDINATE)}


@dataclass(frozen=True)
class WindowState:
    """The window's normal place (its inside, in screen pixels, as when not maximized),
    whether it was maximized, and the game log panel: open or not, its width (0: its own)
    and its side of the table."""

    x: int
    y: int
    width: int
    height: int
    maximized: bool = False
    game_log: bool = False
    log_width: int = 0
    log_side: str = "right"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> WindowState:
        """The state ``data`` describes; ``ValueError`` naming the first field that is missing,
        of the wrong type or out of range."""
        if not isinstance(data, dict):
            raise ValueError("the window's entry must be a JSON object")
        values: dict[str, Any] = {}
        for field in fields(cls):
            value = data.get(field.name)
            if field.name in _RANGES:
                low, high = _RANGES[field.name]
                if type(value) is not int or not low <= value <= high:
                    raise ValueError(f"{field.name} must be a whole number from {low} to {high}")
            elif field.name == "log_side":
                if value not in LOG_SIDES:
                    raise ValueError(f"log_side must be one of {', '.join(LOG_SIDES)}")
            elif type(value) is not bool:
                raise ValueError(f"{field.name} must be true or false")
            values[field.name] = value
        return cls(**values)


_USUAL_LAYOUT = QT_TRANSLATE_NOOP("Storage", "the window opens with its usual layout")


def load_window_state(paths: AppPaths) -> tuple[WindowState | None, StorageProblem | None]:
    """The saved window state, or None (no file, or a bad one: then also the problem, to be
    told to the player; a bad file has been moved aside if it could be)."""
    document, problem = load_with_backup(
        paths.window_file, WINDOW_FORMAT, WINDOW_VERSION,
        lambda doc: WindowState.from_dict(doc["window"]),
        what=QT_TRANSLATE_NOOP("Storage", "The saved window layout"),
        goes_on=_USUAL_LAYOUT, if_newer=_USUAL_LAYOUT)
    if document is None:
        return None, problem
    return WindowState.from_dict(document["window"]), problem


def save_window_state(paths: AppPaths, state: WindowState) -> None:
    """Write ``state`` atomically; ``OSError`` if the folder can't be written."""
    atomic_write_json(paths.window_file, {"format": WINDOW_FORMAT, "version": WINDOW_VERSION,
                                          "window": state.to_dict()})
