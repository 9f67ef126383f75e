"""Saved games: the autosave slot and games saved by name.

A saved game is the engine's ``Game.to_dict()`` inside an envelope::

    {"format": "spite-and-malice/save", "version": 1,
     "saved_at": "2026-11-21T23:59:59+00:00", "game": {...}}

The storage layer does not look inside ``game``; the caller passes a
``validate`` callback (typically one that calls ``Game.from_dict``) and a
game it rejects counts as a damaged file (raising
:class:`~spite_gui.engine.serial.NewerVersion` makes it a newer one). A bad
autosave is moved aside; a game the player picked to open is refused and left
as it is. An autosave from a newer version of the game is neither moved,
replaced nor removed.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from dataclasses import dataclass
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
    backup_path,
    load_with_backup,
    read_document,
    remove_leftovers,
)
from spite_gui.storage.paths import AppPaths
from spite_gui.storage.said import Said, quoted
from spite_gui.storage.text import from_file, os_error_said
from spite_gui.translatable import QT_TRANSLATE_NOOP

SAVE_FORMAT = "spite-and-malice/save"
SAVE_VERSION = 1
SAVE_EXTENSION = ".spite"

GameValidator = Callable[[dict[str, Any]], object]


@dataclass(frozen=True)
class SavedGame:
    """A game read back from disk: the engine's document and when it was saved.

    ``saved_at`` is timezone-aware (UTC), or ``None`` if the file did not say.
    """

    game: dict[str, Any]
    saved_at: datetime | None


def make_envelope(game_document: dict[str, Any], now: datetime | None = None) -> dict[str, Any]:
    """The document written to disk for ``game_document``."""
    if not isinstance(game_document, dict):
        raise TypeError("a game document must be a dict")
    moment = (now or datetime.now(UTC)).astimezone(UTC)
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "saved_at": moment.isoformat(timespec="seconds"),
        "game": game_document,
    }


def _write(path: Path, game_document: dict[str, Any], what: str) -> None:
    document = make_envelope(game_document)
    try:
        atomic_write_json(path, document)
    except OSError as exc:
        raise StorageProblem(
            Said(_NOT_SAVED, what=Said(what), why=os_error_said(exc)), reason=WRITE_FAILED,
            path=path) from exc
    except ValueError as exc:  # text that cannot be written, say: nothing was changed
        raise StorageProblem(
            Said(_NOT_SAVED, what=Said(what), why=quoted(from_file(exc))), reason=WRITE_FAILED,
            path=path) from exc


_NOT_SAVED = QT_TRANSLATE_NOOP("Storage", "{what} could not be saved ({why}).")


def _checker(validate: GameValidator | None) -> Callable[[dict[str, Any]], None]:
    def check(document: dict[str, Any]) -> None:
        game = document.get("game")
        if not isinstance(game, dict):
            raise ValueError("there is no game in it")
        if validate is not None:
            validate(game)

    return check


def _saved_game(document: dict[str, Any] | None) -> SavedGame | None:
    if document is None:
        return None
    return SavedGame(game=document["game"], saved_at=_parse_time(document.get("saved_at")))


def _parse_time(value: object) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


# --------------------------------------------------------------------------- autosave


def write_autosave(paths: AppPaths, game_document: dict[str, Any], *,
                   another_game: bool = False) -> None:
    """Save the game in progress to the autosave slot, atomically.

    The previous autosave is kept as ``autosave.json.bak``; with ``another_game``
    (it held a game that is no longer on the table) it is not kept, but only once the
    new autosave is written, so that it cannot come back. Raises
    :class:`StorageProblem` (reason ``write-failed``) if the disk refuses; the
    previous autosave and its backup are then unchanged.
    """
    _write(paths.autosave_file, game_document, QT_TRANSLATE_NOOP("Storage", "The game in progress"))
    if another_game:
        with contextlib.suppress(OSError):
            os.unlink(backup_path(paths.autosave_file))


def read_autosave(
    paths: AppPaths, validate: GameValidator | None = None
) -> tuple[SavedGame | None, StorageProblem | None]:
    """The autosaved game, if there is one, and a problem to show, if any.

    Never raises :class:`StorageProblem`. ``(None, None)``: no autosave.
    A damaged autosave, or one whose game ``validate`` rejects, is moved aside
    and reported; if the previous autosave (``.bak``, one save earlier) passes
    the same checks it is restored and returned along with the problem,
    otherwise ``(None, problem)``. An autosave from a newer version of the game
    gives ``(None, problem)`` with reason ``newer`` and is left as it is: the
    caller must then not autosave (:func:`write_autosave` refuses anyway).
    """
    document, problem = load_with_backup(
        paths.autosave_file,
        SAVE_FORMAT,
        SAVE_VERSION,
        _checker(validate),
        what=QT_TRANSLATE_NOOP("Storage", "Your saved game"),
        if_newer=QT_TRANSLATE_NOOP("Storage", "this version will not save over it, so the "
                                              "newer version can still resume it. This "
                                              "version deals a new game, which is not "
                                              "autosaved"),
    )
    return _saved_game(document), problem


def clear_autosave(paths: AppPaths) -> None:
    """Forget the game in progress (it finished, or the player abandoned it).

    Removes the autosave and its backup, so a finished game cannot come back.
    Missing files are fine; other errors are ignored (the next autosave
    replaces the file anyway). An autosave from a newer version of the game
    is not ours to forget and stays, with its backup.
    """
    _clear(paths.autosave_file)


def _clear(path: Path) -> None:
    try:
        read_document(path, SAVE_FORMAT, SAVE_VERSION)
    except Refused as refused:
        if refused.reason == NEWER:
            return
    except StorageProblem:
        pass
    for each in (path, backup_path(path)):
        with contextlib.suppress(OSError):
            os.unlink(each)


# --------------------------------------------------------------------------- a hosted table


def write_hosted_table(paths: AppPaths, table_document: dict[str, Any]) -> None:
    """Keep the table this program hosts for friends (its game, its seats and invite codes),
    as :func:`write_autosave` keeps a game: so that it can be hosted again after a restart."""
    _write(paths.hosted_table_file, table_document, QT_TRANSLATE_NOOP("Storage",
                                                                 "The table with your friends"))


def read_hosted_table(
    paths: AppPaths, validate: GameValidator | None = None
) -> tuple[SavedGame | None, StorageProblem | None]:
    """The hosted table kept, as :func:`read_autosave` reads the autosave."""
    document, problem = load_with_backup(
        paths.hosted_table_file,
        SAVE_FORMAT,
        SAVE_VERSION,
        _checker(validate),
        what=QT_TRANSLATE_NOOP("Storage", "The table you hosted for your friends"),
        if_newer=QT_TRANSLATE_NOOP("Storage", "this version leaves it for the newer one"),
    )
    return _saved_game(document), problem


def clear_hosted_table(paths: AppPaths) -> None:
    """Forget the hosted table (closed, or its game is over), as :func:`clear_autosave`."""
    _clear(paths.hosted_table_file)


# --------------------------------------------------------------------------- a seat at a friend's


def write_kept_seat(paths: AppPaths, seat_document: dict[str, Any]) -> None:
    """Keep the seat taken at a friend's table (where the table is, the seat and what takes it
    back), as :func:`write_autosave` keeps a game: so that the program can go back to it."""
    _write(paths.kept_seat_file, seat_document, QT_TRANSLATE_NOOP(
        "Storage", "Your seat at your friend's table"))


def read_kept_seat(
    paths: AppPaths, validate: GameValidator | None = None
) -> tuple[SavedGame | None, StorageProblem | None]:
    """The seat kept at a friend's table, as :func:`read_autosave` reads the autosave."""
    document, problem = load_with_backup(
        paths.kept_seat_file,
        SAVE_FORMAT,
        SAVE_VERSION,
        _checker(validate),
        what=QT_TRANSLATE_NOOP("Storage", "Your seat at a friend's table"),
        if_newer=QT_TRANSLATE_NOOP("Storage", "this version leaves it for the newer one"),
    )
    return _saved_game(document), problem


def clear_kept_seat(paths: AppPaths) -> None:
    """Forget the seat at a friend's table (left, or the table is gone)."""
    _clear(paths.kept_seat_file)


# --------------------------------------------------------------------------- named saves


def with_save_extension(path: str | os.PathLike[str]) -> Path:
    """``path`` ending in :data:`SAVE_EXTENSION` (added if it is not there)."""
    path = Path(path)
    if path.suffix.lower() == SAVE_EXTENSION:
        return path
    return path.with_name(path.name + SAVE_EXTENSION)


def remove_save_leftovers(folder: str | os.PathLike[str]) -> list[Path]:
    """Remove what saves by name killed mid-write left in ``folder`` (a folder of the
    player's): only the temporary files of ``.spite`` files, never one still being written.
    Never raises; returns the files removed."""
    return remove_leftovers([Path(folder)], names_ending=SAVE_EXTENSION)


def write_save(path: str | os.PathLike[str], game_document: dict[str, Any]) -> Path:
    """Save a game under a name the player chose, atomically; return the file written.

    :data:`SAVE_EXTENSION` is added if missing. A file already there is
    replaced (its previous content kept as ``<name>.bak``). Raises
    :class:`StorageProblem` (reason ``write-failed``) if the disk refuses.
    """
    target = with_save_extension(path)
    _write(target, game_document, QT_TRANSLATE_NOOP("Storage", "The game"))
    return target


def read_save(path: str | os.PathLike[str], validate: GameValidator | None = None) -> SavedGame:
    """Open a game the player picked (usually one saved by name).

    The file is only read: whatever it holds, it is left as it is. Raises
    :class:`StorageProblem` with a message for the player: reason ``missing``
    if the file is not there, ``newer`` if a newer version of the game made
    it, otherwise the reason it cannot be a game to play on (not a saved game
    at all, damaged, or a game ``validate`` rejects).
    """
    path = Path(path)
    try:
        document = read_document(path, SAVE_FORMAT, SAVE_VERSION, _checker(validate),
                                 what=QT_TRANSLATE_NOOP("Storage", "The saved game"))
    except Refused as refused:
        raise StorageProblem(_refusal(path, refused), reason=refused.reason,
                             path=path) from refused
    saved = _saved_game(document)
    if saved is None:
        raise StorageProblem(
            Said(QT_TRANSLATE_NOOP("Storage", "The saved game could not be found at '{path}'."),
                 path=str(path)), reason=MISSING, path=path)
    return saved


def _refusal(path: Path, refused: Refused) -> Said:
    """Why a file the player picked cannot be opened, and that it was left alone."""
    name = from_file(path.name)
    if refused.reason == NEWER:
        why = Said(QT_TRANSLATE_NOOP("Storage", "'{name}' was saved by a newer version of Spite "
                                                "and Malice; open it with that version."),
                   name=name)
    elif refused.reason in (DAMAGED, WRONG_KIND, TOO_LARGE):
        why = Said(QT_TRANSLATE_NOOP("Storage", "'{name}' is not a saved Spite and Malice game, "
                                                "or it is damaged."), name=name)
    else:  # INVALID: a save whose game cannot be played on
        why = Said(QT_TRANSLATE_NOOP("Storage", "The saved game '{name}' could not be opened "
                                                "({why})."), name=name, why=refused.phrase)
    return Said(QT_TRANSLATE_NOOP("Storage", "{why} The file was left as it is."), why=why)
