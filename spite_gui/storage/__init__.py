"""Storage: settings, saved games and statistics on disk, with no Qt.

Start with ``paths = AppPaths.default()`` and pass ``paths`` to the functions
below; nothing touches the disk at import time or when paths are computed.

Every file is JSON with a ``format`` name and a ``version``, written
atomically with the previous version kept as ``.bak``. A file that cannot be
trusted is moved aside under a timestamped name and reported as a
:class:`StorageProblem` whose ``message`` can be shown to the player as it is.
"""

from spite_gui.storage.files import StorageProblem, atomic_write_json, load_json_document
from spite_gui.storage.paths import AppPaths
from spite_gui.storage.saves import (
    SAVE_EXTENSION,
    SavedGame,
    clear_autosave,
    read_autosave,
    read_save,
    write_autosave,
    write_save,
)
from spite_gui.storage.settings import Settings, load_settings, save_settings
from spite_gui.storage.stats import GameRecord, StatsStore, Summary

__all__ = [
    "SAVE_EXTENSION",
    "AppPaths",
    "GameRecord",
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
    "save_settings",
    "write_autosave",
    "write_save",
]
