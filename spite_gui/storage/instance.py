"""One copy of the game at a time on the same files.

Two copies on one home folder would write the same autosave in turn (the last
one wins and the other's game is gone), and could both resume it and both
record its result. So the copy that starts first takes a lock,
``instance.lock`` in the data folder (:attr:`AppPaths.lock_file`), and holds it
until it ends; a copy that finds it taken learns who holds it and can tell the
player.

The lock is the operating system's (see :mod:`spite_gui.storage.oslock`), not
a file whose mere presence means "taken". The system drops it the moment its
holder ends, however it ends: a crash, ``kill -9``, a power cut. So there is
never a stale lock to judge, no guessing whether the process id in a file is
still the same process (ids are reused, at once after a reboot), and no race
between two copies that look and then create. The holder writes its process
id, computer name and start time into the file only so that the other copy
can say who it is.

>>> InstanceLock("instance.lock").held
False
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from spite_gui.storage.oslock import try_lock
from spite_gui.storage.said import Said, listing
from spite_gui.storage.text import from_file, writable
from spite_gui.translatable import QT_TRANSLATE_NOOP

#: how the other copy is named, part by part ("process 4242, started at 21:05")
PROCESS = QT_TRANSLATE_NOOP("Storage", "process {pid}")
ON_COMPUTER = QT_TRANSLATE_NOOP("Storage", "on the computer {host}")
STARTED_AT = QT_TRANSLATE_NOOP("Storage", "started at {time}")
STARTED_ON = QT_TRANSLATE_NOOP("Storage", "started on {date} at {time}")

#: The most of the holder's note that is read.
_NOTE_BYTES = 4096


@dataclass(frozen=True)
class Holder:
    """The copy of the game that holds the lock, as far as its note says.

    Every field is ``None`` when the note could not be read (the holder may be
    writing it at this very moment).
    """

    pid: int | None = None
    host: str | None = None
    started: datetime | None = None

    def describe(self) -> Said:
        """ "process 4242, started at 21:05" (words for the player, worded in their language
        when shown), or "" when nothing is known.

        >>> str(Holder(4242).describe()), str(Holder().describe())
        ('process 4242', '')
        """
        parts: list[str] = []
        if self.pid is not None:
            parts.append(Said(PROCESS, pid=str(self.pid)))
        if self.host is not None and self.host != socket.gethostname():
            parts.append(Said(ON_COMPUTER, host=from_file(self.host, 40)))
        if self.started is not None:
            local = self.started.astimezone()
            today = local.date() == datetime.now().astimezone().date()
            parts.append(Said(STARTED_AT, time=f"{local:%H:%M}") if today
                         else Said(STARTED_ON, date=f"{local:%Y-%m-%d}", time=f"{local:%H:%M}"))
        return listing(parts)


class InstanceLock:
    """The lock on ``path``, held by this process from :meth:`acquire` to :meth:`release`."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        """Whether this process holds the lock."""
        return self._fd is not None

    def acquire(self) -> Holder | None:
        """Take the lock: ``None`` once it is ours, else the :class:`Holder` of it.

        Raises ``OSError`` when the lock cannot be taken or looked at here at
        all (a read-only folder, a file system without locks): nobody can tell
        then whether another copy is running.
        """
        if self._fd is not None:
            return None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(self.path, flags, 0o644)
        try:
            if not try_lock(fd):
                holder = _read_note(fd)
                os.close(fd)
                return holder
            _write_note(fd)
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd
        return None

    def release(self) -> None:
        """Let the lock go (it goes anyway when the process ends). The file stays."""
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None

    def __enter__(self) -> InstanceLock:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.release()


def _write_note(fd: int) -> None:
    note = {
        "pid": os.getpid(),
        "host": socket.gethostname(),
        "started": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    data = json.dumps(note).encode("utf-8")
    os.ftruncate(fd, 0)
    os.lseek(fd, 0, os.SEEK_SET)
    os.write(fd, data)  # a few dozen bytes: one write


def _read_note(fd: int) -> Holder:
    """Who holds the lock, from the note in the file; every field checked."""
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        note = json.loads(os.read(fd, _NOTE_BYTES).decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return Holder()
    if not isinstance(note, dict):
        return Holder()
    pid, host, started = note.get("pid"), note.get("host"), note.get("started")
    return Holder(
        pid=pid if type(pid) is int and 0 < pid < 2**32 else None,
        host=host if isinstance(host, str) and host and writable(host) else None,
        started=_moment(started),
    )


def _moment(value: object) -> datetime | None:
    if not isinstance(value, str) or len(value) > 40:
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    if moment.tzinfo is None:
        return None
    try:
        moment.astimezone()
    except (OverflowError, OSError, ValueError):
        return None
    return moment
