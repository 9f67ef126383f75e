"""The application log, in the platform's log folder (``AppPaths.log_file``).

>>> import logging
>>> logging.getLogger(LOGGER).name
'spite_gui'

:func:`start_log` is called once by ``main()``; until then (and in tests) log
records go nowhere. A log that can't be opened never stops the game, and one that
is not a regular file (a pipe, a device) is never opened.
"""

from __future__ import annotations

import logging
import os
import stat
from logging.handlers import RotatingFileHandler
from pathlib import Path

from spite_gui.storage.paths import AppPaths

LOGGER = "spite_gui"
MAX_BYTES = 256 * 1024
BACKUPS = 2


def start_log(paths: AppPaths, level: int = logging.INFO) -> Path | None:
    """Send the game's log records to ``paths.log_file`` (rotated); the file, or None if it
    could not be opened."""
    logger = logging.getLogger(LOGGER)
    for handler in logger.handlers:
        if isinstance(handler, RotatingFileHandler):
            return Path(handler.baseFilename)
    try:
        paths.log_dir.mkdir(parents=True, exist_ok=True)
        if not _regular_or_absent(paths.log_file):
            return None  # opening a pipe or a device could wait for ever
        handler = RotatingFileHandler(paths.log_file, maxBytes=MAX_BYTES,
                                      backupCount=BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    logger.setLevel(level)
    return paths.log_file


def _regular_or_absent(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return True


def stop_log() -> None:
    """Close the log file (at exit, or after a test)."""
    logger = logging.getLogger(LOGGER)
    for handler in list(logger.handlers):
        if isinstance(handler, RotatingFileHandler):
            logger.removeHandler(handler)
            handler.close()
