"""Safe JSON files: atomic writes with a backup, careful reads.

Every document is a JSON object carrying ``"format"`` (what kind of document
it is) and ``"version"`` (an integer, 1 or more). Reading never trusts the
file, and anything unexpected is reported as a :class:`StorageProblem` whose
message can be shown to the player as it is. Only the game's own files
(:func:`load_with_backup`) are ever moved aside, under a timestamped name in
the same folder; a file the player picked (:func:`load_json_document`) is
refused and left as it is, and so is a file from a newer version of the game,
which is never written over either.

A write goes through a temporary file next to its target, named
``.<name>.<random>.tmp``; one left behind by a process that was killed while
writing is removed by :func:`remove_leftovers`, never one that a live process
is still writing.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import shutil
import stat
import tempfile
from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path
from typing import Any, TypeGuard

from spite_gui.engine.serial import NewerVersion
from spite_gui.storage.oslock import try_lock
from spite_gui.storage.said import Said, as_said
from spite_gui.storage.text import from_file, os_error_said, writable
from spite_gui.translatable import QT_TRANSLATE_NOOP

#: Files larger than this are refused before they are parsed.
MAX_DOCUMENT_BYTES = 5 * 1024 * 1024
#: Documents nested deeper than this are refused (ours are a handful deep).
MAX_DEPTH = 64

# Reasons carried by StorageProblem.reason.
DAMAGED = "damaged"
TOO_LARGE = "too-large"
WRONG_KIND = "wrong-kind"
NEWER = "newer"
INVALID = "invalid"
UNREADABLE = "unreadable"
MISSING = "missing"
WRITE_FAILED = "write-failed"

NEWER_PHRASE = QT_TRANSLATE_NOOP("Storage", "it was made by a newer version of the game")
#: What a file is called where nothing better is known, and what the game does without it.
THE_FILE = QT_TRANSLATE_NOOP("Storage", "The file")
GOES_ON = QT_TRANSLATE_NOOP("Storage", "the game goes on without it")
DAMAGED_PHRASE = QT_TRANSLATE_NOOP("Storage", "the file is damaged")
TOO_LARGE_PHRASE = QT_TRANSLATE_NOOP("Storage", "the file is too large")
TEMP_SUFFIX = ".tmp"
# mkstemp's names: ".<target>." + 8 random characters + ".tmp"
_TEMP_NAME = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")

Validator = Callable[[dict[str, Any]], object]


class StorageProblem(Exception):
    """Something went wrong with a file, described for the player.

    ``message`` (also ``str(problem)``) is a complete sentence or two in English that
    the window words again in the player's language (a :class:`~.said.Said`).
    ``reason`` is one of the constants of this module, ``path`` the file concerned and
    ``moved_to`` where it now is, if it was moved aside.
    """

    def __init__(
        self,
        message: str,
        *,
        reason: str = DAMAGED,
        path: Path | None = None,
        moved_to: Path | None = None,
    ) -> None:
        super().__init__(message)
        self.message: Said = as_said(message)  # the English, worded again where it is shown
        self.reason = reason
        self.path = path
        self.moved_to = moved_to


class Refused(Exception):
    """A document that was read but cannot be used: ``reason`` is one of the constants
    of this module and ``phrase`` says why, as in "the file is damaged"."""

    def __init__(self, reason: str, phrase: str) -> None:
        super().__init__(phrase)
        self.reason = reason
        self.phrase = as_said(phrase)


# --------------------------------------------------------------------------- writing


def encode_document(document: dict[str, Any]) -> bytes:
    """The bytes we write for ``document``: UTF-8, indented, keys sorted.

    Sorted, indented output keeps the files readable and makes two saves of the
    same thing byte-identical. NaN and infinities are refused (not JSON).
    """
    if not isinstance(document, dict):
        raise TypeError("a document must be a dict")
    text = json.dumps(document, ensure_ascii=False, indent=2, sort_keys=True, allow_nan=False)
    return (text + "\n").encode("utf-8")


def backup_path(path: Path) -> Path:
    """Where :func:`atomic_write_json` keeps the previous version of ``path``."""
    return path.with_name(path.name + ".bak")


def atomic_write_json(path: str | os.PathLike[str], document: dict[str, Any]) -> None:
    """Write ``document`` to ``path`` so that a crash can never leave half a file.

    Guarantees:

    - the document is encoded first, so a document that is not JSON changes
      nothing on disk (``TypeError``/``ValueError``);
    - the new content goes to a temporary file in the same folder, is flushed
      and ``fsync``-ed, and only then renamed over ``path`` (``os.replace``);
    - the previous file, if any, is kept as ``<name>.bak``;
    - on any failure the temporary file is removed, ``path`` is untouched and
      the exception (usually ``OSError``) is raised again;
    - the parent folder is created if needed;
    - a document larger than :data:`MAX_DOCUMENT_BYTES` or deeper than
      :data:`MAX_DEPTH` is refused with ``ValueError``: we never write what we
      would refuse to read;
    - a file at ``path`` holding the same ``format`` with a higher ``version``
      (written by a newer version of the game) is never replaced:
      :class:`StorageProblem` with reason ``newer``.
    """
    path = Path(path)
    data = encode_document(document)
    if len(data) > MAX_DOCUMENT_BYTES:
        raise ValueError(f"document is {len(data)} bytes, over the {MAX_DOCUMENT_BYTES} limit")
    if _deeper_than(document, MAX_DEPTH):
        raise ValueError(f"document is nested deeper than {MAX_DEPTH} levels")
    if _holds_newer(path, document):
        raise StorageProblem(
            Said(QT_TRANSLATE_NOOP("Storage", "Nothing was saved over '{path}': it was made by "
                                              "a newer version of the game and is left as it "
                                              "is."), path=str(path)),
            reason=NEWER,
            path=path,
        )
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = _temp_file(path)
    try:
        _write_and_rename(fd, Path(temp_name), path, data)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _sync_folder(path.parent)


def _write_and_rename(fd: int, temp: Path, path: Path, data: bytes) -> None:
    """Write ``data`` to the open temporary file ``fd`` and rename it to ``path``; closes ``fd``.

    On POSIX systems the file stays open, and so locked, until it has its final
    name; Windows cannot rename an open file, so there it is closed first.
    """
    open_until_renamed = os.name == "posix"
    try:
        with os.fdopen(fd, "wb", closefd=False) as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if not open_until_renamed:
            os.close(fd)
        if path.exists():
            _keep_backup(path)
        os.replace(temp, path)
    finally:
        if open_until_renamed:
            os.close(fd)


def _temp_file(path: Path) -> tuple[int, str]:
    """A new temporary file next to ``path``, open, and marked as being written.

    On POSIX systems the file is locked (``flock``) while it is written, so that
    :func:`remove_leftovers` in another process can tell it from one left by a
    writer that was killed. On Windows an open file cannot be deleted at all.
    """
    while True:
        fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
        if os.name != "posix" or _still_ours(fd, name):
            return fd, name
        os.close(fd)  # a clean-up took it between its creation and the lock: take another


def _still_ours(fd: int, name: str) -> bool:
    try:
        if not try_lock(fd):
            return False  # a clean-up is about to remove it
    except OSError:
        return True  # a file system without locks: the clean-up leaves its files alone too
    try:
        return os.path.samestat(os.fstat(fd), os.stat(name, follow_symlinks=False))
    except FileNotFoundError:
        return False


def _holds_newer(path: Path, document: dict[str, Any]) -> bool:
    """Whether ``path`` holds ``document``'s format from a newer version; False if it
    cannot be read or understood (then it is not a newer document that we know of)."""
    kind, version = document.get("format"), document.get("version")
    if not isinstance(kind, str) or not _is_count(version):
        return False
    try:
        read_document(path, kind, max_version=version)
    except Refused as refused:
        return refused.reason == NEWER
    except StorageProblem:
        return False
    return False


def _keep_backup(path: Path) -> None:
    # A hard link keeps the previous file's content at no cost; once the new
    # file is renamed over ``path`` the link is the only name left for it.
    # Where links are not supported we copy instead.
    bak = backup_path(path)
    with contextlib.suppress(FileNotFoundError):
        os.unlink(bak)
    try:
        os.link(path, bak)
    except OSError:
        shutil.copy2(path, bak)


def _sync_folder(folder: Path) -> None:
    # Make the rename itself durable where the platform allows it (POSIX).
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


# --------------------------------------------------------------------------- moving aside


def aside_path(path: Path, when: datetime | None = None) -> Path:
    """A name for ``path`` once moved aside, e.g. ``autosave.corrupt-20261121-235959.json``.

    The name is in the same folder and is not taken yet (a counter is added if
    needed); nothing is created.
    """
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    for counter in range(1, 10_000):
        tag = f"corrupt-{stamp}" if counter == 1 else f"corrupt-{stamp}-{counter}"
        candidate = path.with_name(f"{path.stem}.{tag}{path.suffix}")
        if not os.path.lexists(candidate):
            return candidate
    raise FileExistsError(f"no free name to move {path.name} aside")


def move_aside(path: Path, companions: Iterable[str] = ()) -> Path:
    """Rename ``path`` to a fresh timestamped name in the same folder and return it.

    Never overwrites an existing file. ``companions`` are suffixes of files that
    belong with ``path`` (such as ``"-journal"`` for SQLite); those that exist
    are renamed alongside it. Raises ``OSError`` if ``path`` cannot be moved.
    """
    while True:
        target = aside_path(path)
        try:
            # link() refuses to replace an existing name, so a file that
            # appears meanwhile cannot be overwritten.
            os.link(path, target)
        except FileExistsError:
            continue
        except OSError:
            if os.path.lexists(target):
                continue
            os.rename(path, target)  # links unsupported here
        else:
            try:
                os.unlink(path)
            except OSError:
                os.unlink(target)  # keep one name only, then report the failure
                raise
        break
    for suffix in companions:
        extra = Path(str(path) + suffix)
        if os.path.lexists(extra):
            with contextlib.suppress(OSError):
                os.replace(extra, Path(str(target) + suffix))
    return target


def problem_after_moving(
    path: Path,
    *,
    reason: str,
    phrase: str,
    what: str,
    goes_on: str,
    companions: Iterable[str] = (),
) -> StorageProblem:
    """Move ``path`` aside and describe what happened to the player.

    The returned (not raised) problem reads like: "Your saved game could not be
    read (the file is damaged). It was moved to '…' and the game goes on
    without it." If the file cannot be moved, the message says so instead.
    Only for the game's own files, in its own folders.
    """
    try:
        moved = move_aside(path, companions)
    except OSError as exc:
        return StorageProblem(
            Said(QT_TRANSLATE_NOOP("Storage", "{what} could not be read ({why}). It could not "
                                              "be moved aside ({error}), so it was left at "
                                              "'{path}' and {goes_on}."),
                 what=as_said(what), why=as_said(phrase), error=os_error_said(exc),
                 path=str(path), goes_on=as_said(goes_on)),
            reason=reason,
            path=path,
        )
    return StorageProblem(
        Said(QT_TRANSLATE_NOOP("Storage", "{what} could not be read ({why}). It was moved to "
                                          "'{moved}' and {goes_on}."),
             what=as_said(what), why=as_said(phrase), moved=str(moved),
             goes_on=as_said(goes_on)),
        reason=reason,
        path=path,
        moved_to=moved,
    )


def newer_problem(path: Path, what: str, goes_on: str) -> StorageProblem:
    """The problem for one of the game's own files made by a newer version: it is left as
    it is, and ``goes_on`` tells the player what this version does meanwhile."""
    return StorageProblem(
        Said(QT_TRANSLATE_NOOP("Storage", "{what} could not be read ({why}). The file was left "
                                          "as it is at '{path}' and {goes_on}."),
             what=as_said(what), why=Said(NEWER_PHRASE), path=str(path),
             goes_on=as_said(goes_on)),
        reason=NEWER,
        path=path,
    )


# --------------------------------------------------------------------------- reading


def load_json_document(
    path: str | os.PathLike[str],
    kind: str,
    max_version: int,
    validate: Validator | None = None,
    *,
    what: str = THE_FILE,
    max_bytes: int = MAX_DOCUMENT_BYTES,
) -> dict[str, Any] | None:
    """Read a document of format ``kind`` that the player picked; never move or change it.

    Returns the document (a dict whose ``"format"`` is ``kind`` and whose
    ``"version"`` is an int from 1 to ``max_version``), or ``None`` if the file
    does not exist. Raises :class:`StorageProblem` otherwise, with the reason
    :func:`read_document` gives, and the file left where it is.
    """
    path = Path(path)
    try:
        return read_document(path, kind, max_version, validate, what=what, max_bytes=max_bytes)
    except Refused as refused:
        raise StorageProblem(
            Said(QT_TRANSLATE_NOOP("Storage", "{what} could not be read ({why}). The file was "
                                              "left as it is."),
                 what=as_said(what), why=refused.phrase),
            reason=refused.reason,
            path=path,
        ) from refused


def load_with_backup(
    path: str | os.PathLike[str],
    kind: str,
    max_version: int,
    validate: Validator | None = None,
    *,
    what: str = THE_FILE,
    goes_on: str = GOES_ON,
    if_newer: str = GOES_ON,
) -> tuple[dict[str, Any] | None, StorageProblem | None]:
    """Read one of the game's own documents, falling back on ``<name>.bak``.

    Never raises :class:`StorageProblem`; returns ``(document, problem)``:

    - ``(document, None)``: the file was fine;
    - ``(None, None)``: there is no file;
    - ``(None, problem)``: the file was bad (and moved aside), unreadable, or
      made by a newer version of the game (then left as it is, and the
      message ends with ``if_newer``), and there was no usable backup;
    - ``(backup, problem)``: the file was bad and moved aside, and the
      previous version kept by :func:`atomic_write_json` passed the same checks;
      it is put back in place (best effort) and the message says so.

    A bad backup is left where it is, untouched. ``what`` and ``goes_on`` word
    the message, as in "{what} could not be read (…). It was moved to '…' and
    {goes_on}."
    """
    path = Path(path)
    try:
        return read_document(path, kind, max_version, validate, what=what), None
    except StorageProblem as problem:
        return None, problem
    except Refused as refused:
        bad = refused
    if bad.reason == NEWER:
        return None, newer_problem(path, what, if_newer)
    try:
        previous = read_document(backup_path(path), kind, max_version, validate, what=what)
    except (StorageProblem, Refused):
        previous = None
    moved = problem_after_moving(
        path,
        reason=bad.reason,
        phrase=bad.phrase,
        what=what,
        goes_on=goes_on if previous is None else QT_TRANSLATE_NOOP(
            "Storage", "the previous copy was used instead"),
    )
    if previous is not None and moved.moved_to is not None:
        with contextlib.suppress(OSError, ValueError, StorageProblem):
            atomic_write_json(path, previous)
    return previous, moved


def read_document(
    path: Path,
    kind: str,
    max_version: int,
    validate: Validator | None = None,
    *,
    what: str = THE_FILE,
    max_bytes: int = MAX_DOCUMENT_BYTES,
) -> dict[str, Any] | None:
    """The checked document at ``path``, ``None`` if there is none. Moves nothing.

    Raises :class:`Refused` for a file that is too large (checked before
    reading), not UTF-8, not JSON, truncated, nested deeper than
    :data:`MAX_DEPTH`, holding text that could not be written back (an unpaired
    surrogate such as ``"\\ud800"``), not an object, of another format, of a
    newer version, or rejected by ``validate``. ``validate`` receives the
    document and rejects it by raising ``ValueError`` (``TypeError``,
    ``KeyError`` and ``IndexError`` count as rejections too; :class:`NewerVersion`
    makes the file newer rather than damaged). Raises :class:`StorageProblem`
    (reason ``unreadable``) for a file that exists but cannot be opened
    (permissions, a folder); ``what`` words that message.
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise _unreadable(path, what, exc) from exc
    if not stat.S_ISREG(info.st_mode):
        raise StorageProblem(
            Said(QT_TRANSLATE_NOOP("Storage", "{what} could not be read ('{path}' is not a "
                                              "regular file)."),
                 what=as_said(what), path=str(path)),
            reason=UNREADABLE,
            path=path,
        )
    if info.st_size > max_bytes:
        raise Refused(TOO_LARGE, TOO_LARGE_PHRASE)
    try:
        with open(path, "rb") as handle:
            raw = handle.read(max_bytes + 1)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise _unreadable(path, what, exc) from exc
    if len(raw) > max_bytes:
        raise Refused(TOO_LARGE, TOO_LARGE_PHRASE)
    document = _parse_document(raw, kind, max_version)
    if validate is not None:
        try:
            validate(document)
        except NewerVersion as exc:
            raise Refused(NEWER, NEWER_PHRASE) from exc
        except (ValueError, TypeError, KeyError, IndexError, RecursionError) as exc:
            detail = from_file(str(exc).strip() or type(exc).__name__)
            raise Refused(INVALID, Said(QT_TRANSLATE_NOOP("Storage", "the file is damaged: "
                                                                     "{detail}"),
                                        detail=detail)) from exc
    return document


def _unreadable(path: Path, what: str, exc: OSError) -> StorageProblem:
    return StorageProblem(
        Said(QT_TRANSLATE_NOOP("Storage", "{what} could not be read ({why})."),
             what=as_said(what), why=os_error_said(exc)), reason=UNREADABLE, path=path
    )


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError("number out of range")
    return value


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _parse_document(raw: bytes, kind: str, max_version: int) -> dict[str, Any]:
    """Decode and check ``raw``; raise :class:`Refused` with a reason if it is bad."""
    try:
        text = raw.decode("utf-8-sig")
        document = json.loads(text, parse_float=_finite_float, parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise Refused(DAMAGED, DAMAGED_PHRASE) from exc
    if not isinstance(document, dict):
        raise Refused(DAMAGED, DAMAGED_PHRASE)
    if _deeper_than(document, MAX_DEPTH):
        raise Refused(DAMAGED, DAMAGED_PHRASE)
    if not _all_text_writable(document):
        raise Refused(DAMAGED, QT_TRANSLATE_NOOP(
            "Storage", "the file is damaged: it holds text that is not valid"))
    if document.get("format") != kind:
        raise Refused(WRONG_KIND, QT_TRANSLATE_NOOP("Storage",
                                                    "it is not a file of the right kind"))
    version = document.get("version")
    if not _is_count(version):
        raise Refused(DAMAGED, DAMAGED_PHRASE)
    if version > max_version:
        raise Refused(NEWER, NEWER_PHRASE)
    return document


def _is_count(value: object) -> TypeGuard[int]:
    """Whether ``value`` is a version number: an int (not a bool) of 1 or more."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def _children(value: Any) -> Iterable[Any]:
    if isinstance(value, dict):
        return [*value.keys(), *value.values()]
    if isinstance(value, list):
        return value
    return ()


def _deeper_than(value: Any, limit: int) -> bool:
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if not isinstance(item, dict | list):
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in _children(item))
    return False


def _all_text_writable(value: Any) -> bool:
    """Whether every string in ``value`` (keys included) can be written back as UTF-8.

    JSON's ``\\ud800`` escapes read as unpaired surrogates that no file can hold:
    a document carrying one would read fine and then fail every save."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if not writable(item):
                return False
        else:
            stack.extend(_children(item))
    return True


# --------------------------------------------------------------------------- leftovers


def remove_leftovers(folders: Iterable[Path], names_ending: str = "") -> list[Path]:
    """Remove the temporary files that writers killed mid-write left in ``folders``.

    Only names :func:`atomic_write_json` makes (``.<name>.<random>.tmp``), only
    regular files, never a file that a live process is still writing (it holds
    a lock on it; on Windows an open file cannot be removed). With ``names_ending``
    (for a folder of the player's, where other programs may name their files alike)
    only those of a ``<name>`` that ends so, in any case. Never raises; returns the
    files removed.
    """
    temp_name = _TEMP_NAME if not names_ending else re.compile(
        rf"\..+(?i:{re.escape(names_ending)})\.[a-z0-9_]{{8}}\.tmp")
    removed = []
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            with contextlib.suppress(OSError):
                if (temp_name.fullmatch(entry.name) and entry.is_file(follow_symlinks=False)
                        and _remove_abandoned(Path(entry.path))):
                    removed.append(Path(entry.path))
    return removed


def _remove_abandoned(path: Path) -> bool:
    if os.name != "posix":
        os.unlink(path)  # refused while a writer still has the file open
        return True
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    try:
        if not try_lock(fd):
            return False  # being written right now
        if not os.path.samestat(os.fstat(fd), os.stat(path, follow_symlinks=False)):
            return False
        os.unlink(path)
        return True
    finally:
        os.close(fd)
