"""Finished games kept for review, one file each, named by their statistics record.

The statistics keep a line per game (its deal, its result), not its moves. So that
a game in the history can be reviewed later, the table of each finished game (the
game with every move, and who sat where) is kept in a folder of its own under the
data directory, in a file named by the moment the game ended and its deal, as the
statistics record them::

    <data>/games/2026-11-21T235959+0000-deal-48213.json

    {"format": "spite-and-malice/kept-game", "version": 1,
     "saved_at": "2026-11-21T23:59:59+00:00", "game": {...the table...}}

Written atomically, as every file of the game is. Storage does not look inside
``game``: the caller's ``validate`` does (see :func:`read_kept_game`). Several people
at this computer share one file: each record names the same game, seen from another
seat. A file that is missing, damaged or from a newer version is reported, never used,
and left as it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from spite_gui.storage.files import (
    DAMAGED,
    MISSING,
    NEWER,
    TOO_LARGE,
    WRITE_FAILED,
    WRONG_KIND,
    Refused,
    StorageProblem,
    atomic_write_json,
    read_document,
)
from spite_gui.storage.paths import AppPaths
from spite_gui.storage.said import Said
from spite_gui.storage.text import os_error_said
from spite_gui.translatable import QT_TRANSLATE_NOOP

KEPT_FORMAT = "spite-and-malice/kept-game"
KEPT_VERSION = 1
KEPT_FOLDER = "games"
# The newest games kept (about 12 kB each, so some 24 MB): keeping another removes the
# oldest beyond it, so that years of play don't fill the disk.
MAX_KEPT = 2000
_STAMP_DROPS = re.compile(r"[:]")  # Windows allows no colon in a file's name

TableValidator = Callable[[dict[str, Any]], object]


def kept_games_dir(paths: AppPaths) -> Path:
    """The folder of the finished games kept for review."""
    return paths.data_dir / KEPT_FOLDER


def kept_game_file(paths: AppPaths, finished_at: str, deal: int) -> Path:
    """Where the game recorded as finished at ``finished_at`` (the statistics' moment,
    ``2026-11-21T23:59:59+00:00``) with ``deal`` is kept.

    >>> kept_game_file(AppPaths.under("/p"), "2026-11-21T23:59:59+00:00", 48213).name
    '2026-11-21T235959+0000-deal-48213.json'
    """
    if not isinstance(deal, int) or deal < 0:
        raise ValueError("a deal number is a whole number from 0")
    stamp = _STAMP_DROPS.sub("", finished_at)
    if not re.fullmatch(r"[0-9T+\-Z]{1,40}", stamp):
        raise ValueError("a game's moment is a date and time")
    return kept_games_dir(paths) / f"{stamp}-deal-{deal}.json"


def keep_game(paths: AppPaths, finished_at: str, deal: int,
              table: dict[str, Any], now: datetime | None = None, most: int = MAX_KEPT) -> Path:
    """Keep the table document of a finished game under its record's name, atomically,
    and let the oldest go beyond the newest ``most``; return the file. Raises
    :class:`StorageProblem` (``write-failed``) if the disk refuses."""
    if not isinstance(table, dict):
        raise TypeError("a table document must be a dict")
    path = kept_game_file(paths, finished_at, deal)
    moment = (now or datetime.now(UTC)).astimezone(UTC)
    document = {"format": KEPT_FORMAT, "version": KEPT_VERSION,
                "saved_at": moment.isoformat(timespec="seconds"), "game": table}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_json(path, document)
    except OSError as exc:
        raise StorageProblem(
            Said(QT_TRANSLATE_NOOP("Storage", "The finished game could not be kept for review "
                                                "({why})."), why=os_error_said(exc)),
            reason=WRITE_FAILED, path=path) from exc
    _let_oldest_go(path.parent, most)
    return path


def _let_oldest_go(folder: Path, most: int) -> None:
    """Remove the oldest kept games beyond the newest ``most`` (their names begin with the
    moment the game ended, in UTC, so they sort by it). Never raises: a file that can't go
    now goes another time."""
    try:
        kept = sorted(path for path in folder.iterdir()
                      if path.name.endswith(".json") and path.is_file())
    except OSError:
        return
    for path in kept[:max(0, len(kept) - most)]:
        for old in (path, path.with_name(path.name + ".bak")):
            try:
                old.unlink(missing_ok=True)
            except OSError:
                continue


def read_kept_game(paths: AppPaths, finished_at: str, deal: int,
                   validate: TableValidator | None = None) -> dict[str, Any]:
    """The table document of the game recorded at ``finished_at`` with ``deal``.

    Only read: whatever the file holds, it is left as it is. Raises
    :class:`StorageProblem` with a message for the player: reason ``missing`` when the
    game was not kept (played before games were kept, or removed), ``newer`` for a file
    of a newer version, otherwise why it can't be reviewed (damaged, or a table
    ``validate`` rejects by raising ``ValueError``).
    """
    path = kept_game_file(paths, finished_at, deal)

    def check(document: dict[str, Any]) -> None:
        table = document.get("game")
        if not isinstance(table, dict):
            raise ValueError("there is no game in it")
        if validate is not None:
            validate(table)

    try:
        document = read_document(path, KEPT_FORMAT, KEPT_VERSION, check,
                                 what="The kept game")
    except Refused as refused:
        raise StorageProblem(_refusal(refused), reason=refused.reason, path=path) from refused
    if document is None:
        raise StorageProblem(
            Said(QT_TRANSLATE_NOOP("Storage", "This game's moves were not kept, so it can't be "
                                              "reviewed (the moves of your most recent games "
                                              "are kept, from this version of Spite and "
                                              "Malice on).")),
            reason=MISSING, path=path)
    table: dict[str, Any] = document["game"]
    return table


def forget_kept_games(paths: AppPaths) -> int:
    """Remove every game kept for review (the statistics were reset: their games are
    forgotten, moves and all). Never raises; returns how many files went."""
    folder = kept_games_dir(paths)
    gone = 0
    try:
        names = list(folder.iterdir())
    except OSError:
        return 0
    for path in names:
        if path.name.endswith((".json", ".json.bak")) and path.is_file():
            try:
                path.unlink()
                gone += 1
            except OSError:
                continue  # a file that can't go now stays (a review still finds it)
    return gone


def _refusal(refused: Refused) -> Said:
    if refused.reason == NEWER:
        why = Said(QT_TRANSLATE_NOOP("Storage", "This game was kept by a newer version of "
                                                "Spite and Malice; review it with that version."))
    elif refused.reason in (DAMAGED, WRONG_KIND, TOO_LARGE):
        why = Said(QT_TRANSLATE_NOOP("Storage", "The kept moves of this game are damaged, so "
                                                "it can't be reviewed."))
    else:
        why = Said(QT_TRANSLATE_NOOP("Storage", "This game can't be reviewed ({why})."),
                   why=refused.phrase)
    return Said(QT_TRANSLATE_NOOP("Storage", "{why} The file was left as it is."), why=why)
