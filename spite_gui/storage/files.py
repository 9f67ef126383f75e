"""Safe JSON files: atomic writes with a backup, careful reads.

Every document is a JSON object carrying ``"format"`` (what kind of document
it is) and ``"version"`` (an integer, 1 or more). Reading never trusts the
file: anything unexpected is moved aside under a timestamped name, in the same
folder, and reported as a :class:`StorageProblem` whose message can be shown to
the player as it is.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import shutil
import stat
import tempfile
from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

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

Validator = Callable[[dict[str, Any]], object]


class StorageProblem(Exception):
    """Something went wrong with a file, described for the player.

    ``message`` (also ``str(problem)``) is a complete sentence or two that the
    app can show as it is. ``reason`` is one of the constants of this module,
    ``path`` the file concerned and ``moved_to`` where it now is, if it was
    moved aside.
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
        self.message = message
        self.reason = reason
        self.path = path
        self.moved_to = moved_to


class _Rejected(Exception):
    def __init__(self, reason: str, phrase: str) -> None:
        super().__init__(phrase)
        self.reason = reason
        self.phrase = phrase


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
      would refuse to read.
    """
    path = Path(path)
    data = encode_document(document)
    if len(data) > MAX_DOCUMENT_BYTES:
        raise ValueError(f"document is {len(data)} bytes, over the {MAX_DOCUMENT_BYTES} limit")
    if _deeper_than(document, MAX_DEPTH):
        raise ValueError(f"document is nested deeper than {MAX_DEPTH} levels")
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            _keep_backup(path)
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _sync_folder(path.parent)


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
    """
    try:
        moved = move_aside(path, companions)
    except OSError as exc:
        detail = exc.strerror or str(exc)
        return StorageProblem(
            f"{what} could not be read ({phrase}). It could not be moved aside"
            f" ({detail}), so it was left at '{path}' and {goes_on}.",
            reason=reason,
            path=path,
        )
    return StorageProblem(
        f"{what} could not be read ({phrase}). It was moved to '{moved}' and {goes_on}.",
        reason=reason,
        path=path,
        moved_to=moved,
    )


# --------------------------------------------------------------------------- reading


def load_json_document(
    path: str | os.PathLike[str],
    kind: str,
    max_version: int,
    validate: Validator | None = None,
    *,
    what: str = "The file",
    goes_on: str = "the game goes on without it",
    max_bytes: int = MAX_DOCUMENT_BYTES,
) -> dict[str, Any] | None:
    """Read a document of format ``kind`` written by :func:`atomic_write_json`.

    Returns the document (a dict whose ``"format"`` is ``kind`` and whose
    ``"version"`` is an int from 1 to ``max_version``), or ``None`` if the file
    does not exist.

    Raises :class:`StorageProblem` otherwise. A bad file is moved aside (see
    :func:`move_aside`) first: one that is too large (checked before reading),
    not UTF-8, not JSON, truncated, nested deeper than :data:`MAX_DEPTH`, not an
    object, of another format, of a newer version, or rejected by ``validate``.
    ``validate`` receives the document and rejects it by raising ``ValueError``
    (``TypeError``, ``KeyError`` and ``IndexError`` count as rejections too).
    A file that exists but cannot be opened (permissions, a folder) is reported
    without being moved. ``what`` and ``goes_on`` word the message, as in
    "{what} could not be read (…). It was moved to '…' and {goes_on}."
    """
    path = Path(path)
    try:
        return _read_document(path, kind, max_version, validate, what, max_bytes)
    except _Rejected as rejected:
        raise problem_after_moving(
            path, reason=rejected.reason, phrase=rejected.phrase, what=what, goes_on=goes_on
        ) from rejected


def load_with_backup(
    path: str | os.PathLike[str],
    kind: str,
    max_version: int,
    validate: Validator | None = None,
    *,
    what: str = "The file",
    goes_on: str = "the game goes on without it",
) -> tuple[dict[str, Any] | None, StorageProblem | None]:
    """Like :func:`load_json_document`, but falls back on ``<name>.bak``.

    Never raises :class:`StorageProblem`; returns ``(document, problem)``:

    - ``(document, None)``: the file was fine;
    - ``(None, None)``: there is no file;
    - ``(None, problem)``: the file was bad (and moved aside) or unreadable,
      and there was no usable backup;
    - ``(backup, problem)``: the file was bad and moved aside, and the
      previous version kept by :func:`atomic_write_json` passed the same checks;
      it is put back in place (best effort) and the message says so.

    A bad backup is left where it is, untouched.
    """
    path = Path(path)
    try:
        return _read_document(path, kind, max_version, validate, what), None
    except StorageProblem as problem:
        return None, problem
    except _Rejected as rejected:
        bad = rejected
    try:
        previous = _read_document(backup_path(path), kind, max_version, validate, what)
    except (StorageProblem, _Rejected):
        previous = None
    problem = problem_after_moving(
        path,
        reason=bad.reason,
        phrase=bad.phrase,
        what=what,
        goes_on=goes_on if previous is None else "the previous copy was used instead",
    )
    if previous is not None and problem.moved_to is not None:
        with contextlib.suppress(OSError, ValueError):
            atomic_write_json(path, previous)
    return previous, problem


def _read_document(
    path: Path,
    kind: str,
    max_version: int,
    validate: Validator | None,
    what: str,
    max_bytes: int = MAX_DOCUMENT_BYTES,
) -> dict[str, Any] | None:
    """The checked document, ``None`` if missing; raises ``_Rejected`` for a bad
    file and ``StorageProblem`` for one that cannot be opened. Moves nothing."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise _unreadable(path, what, exc) from exc
    if not stat.S_ISREG(info.st_mode):
        raise StorageProblem(
            f"{what} could not be read ('{path}' is not a regular file).",
            reason=UNREADABLE,
            path=path,
        )
    if info.st_size > max_bytes:
        raise _Rejected(TOO_LARGE, "the file is too large")
    try:
        with open(path, "rb") as handle:
            raw = handle.read(max_bytes + 1)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise _unreadable(path, what, exc) from exc
    if len(raw) > max_bytes:
        raise _Rejected(TOO_LARGE, "the file is too large")
    document = _parse_document(raw, kind, max_version)
    if validate is not None:
        try:
            validate(document)
        except (ValueError, TypeError, KeyError, IndexError) as exc:
            detail = str(exc).strip() or type(exc).__name__
            raise _Rejected(INVALID, f"the file is damaged: {detail}") from exc
    return document


def _unreadable(path: Path, what: str, exc: OSError) -> StorageProblem:
    detail = exc.strerror or str(exc)
    return StorageProblem(f"{what} could not be read ({detail}).", reason=UNREADABLE, path=path)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError("number out of range")
    return value


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _parse_document(raw: bytes, kind: str, max_version: int) -> dict[str, Any]:
    """Decode and check ``raw``; raise ``_Rejected`` with a reason if it is bad."""
    try:
        text = raw.decode("utf-8-sig")
        document = json.loads(text, parse_float=_finite_float, parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise _Rejected(DAMAGED, "the file is damaged") from exc
    if not isinstance(document, dict):
        raise _Rejected(DAMAGED, "the file is damaged")
    if _deeper_than(document, MAX_DEPTH):
        raise _Rejected(DAMAGED, "the file is damaged")
    if document.get("format") != kind:
        raise _Rejected(WRONG_KIND, "it is not a file of the right kind")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _Rejected(DAMAGED, "the file is damaged")
    if version > max_version:
        raise _Rejected(NEWER, "it was made by a newer version of the game")
    return document


def _deeper_than(value: Any, limit: int) -> bool:
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Iterable[Any] = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False
