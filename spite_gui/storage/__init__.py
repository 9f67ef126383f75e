"""Storage: settings, saved games and statistics on disk, with no Qt.

Start with ``paths = AppPaths.default()`` and pass ``paths`` to the functions
below; nothing touches the disk at import time or when paths are computed.

Every file is JSON with a ``format`` name and a ``version``, written
atomically with the previous version kept as ``.bak``. Anything wrong is
reported as a :class:`StorageProblem` whose ``message`` can be shown to the
player as it is (as plain text). One of the game's own files that cannot be
trusted is moved aside under a timestamped name; a file the player picked is
refused and left as it is, and so is a file made by a newer version of the
game, which is never written over either. :class:`InstanceLock` keeps a second
copy of the game off the same files.

The statistics (:mod:`.stats`, with sqlite3) load when one of their names is first
asked for: a launch does not need them before its first paint.
"""

from typing import TYPE_CHECKING

from spite_gui.storage.files import (
    NEWER,
    StorageProblem,
    atomic_write_json,
    load_json_document,
    remove_leftovers,
)
from spite_gui.storage.instance import Holder, InstanceLock
from spite_gui.storage.paths import AppPaths
from spite_gui.storage.saves import (
    SAVE_EXTENSION,
    SavedGame,
    clear_autosave,
    read_autosave,
    read_save,
    remove_save_leftovers,
    write_autosave,
    write_save,
)
from spite_gui.storage.settings import Settings, load_settings, save_settings

if TYPE_CHECKING:
    from spite_gui.storage.stats import GameRecord, StatsStore, Summary

_STATS = frozenset({"GameRecord", "StatsStore", "Summary"})


def __getattr__(name: str) -> object:
    if name in _STATS:
        from spite_gui.storage import stats

        return getattr(stats, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "NEWER",
    "SAVE_EXTENSION",
    "AppPaths",
    "GameRecord",
    "Holder",
    "InstanceLock",
    "SavedGame",
    "Settings",
    "StatsStore",
    "StorageProblem",
    "Summary",
    "atomic_write_json",
    "clear_autosave",
    "load_json_document",
    "load_settings",
    "read_autosave",
    "read_save",
    "remove_leftovers",
    "remove_save_leftovers",
    "save_settings",
    "write_autosave",
    "write_save",
]
