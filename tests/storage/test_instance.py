"""One copy of the game on one home folder: the lock, tried by real processes."""

from __future__ import annotations

import json
import os
import socket
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from spite_gui.storage.instance import Holder, InstanceLock

from .other_copy import Copy


@pytest.fixture
def lock_file(paths):
    return paths.lock_file


@pytest.fixture
def copies():
    started: list[Copy] = []
    yield started
    for copy in started:
        if copy.process.poll() is None:
            copy.kill()


def start(copies, lock_file) -> Copy:
    copy = Copy(lock_file)
    copies.append(copy)
    return copy


def test_a_second_copy_finds_the_lock_taken_and_who_holds_it(lock_file, copies):
    first = start(copies, lock_file)
    assert first.answer == "mine"
    second = start(copies, lock_file)
    assert second.answer == f"taken by {first.pid}"

    with InstanceLock(lock_file) as here:
        holder = here.acquire()
        assert not here.held
    assert holder.pid == first.pid and holder.host == socket.gethostname()
    assert abs(datetime.now(UTC) - holder.started) < timedelta(minutes=5)
    assert holder.describe().startswith(f"process {first.pid}, started at ")


def test_the_lock_is_free_the_moment_its_holder_is_killed(lock_file, copies):
    first = start(copies, lock_file)
    assert first.answer == "mine"
    first.kill()  # no chance to clean up: the file and its note stay behind
    assert json.loads(lock_file.read_text())["pid"] == first.pid

    here = InstanceLock(lock_file)
    assert here.acquire() is None and here.held
    assert json.loads(lock_file.read_text())["pid"] == os.getpid()
    assert start(copies, lock_file).answer == f"taken by {os.getpid()}"
    here.release()
    assert start(copies, lock_file).answer == "mine"


def test_a_note_naming_a_live_process_is_no_lock(lock_file, copies):
    # After a reboot the id in the note may belong to some other running program.
    lock_file.parent.mkdir(parents=True)
    lock_file.write_text(json.dumps({"pid": os.getppid(), "host": socket.gethostname(),
                                     "started": "2020-01-01T00:00:00+00:00"}))
    copy = start(copies, lock_file)
    assert copy.answer == "mine"


def test_a_copy_that_quits_lets_the_next_one_in(lock_file, copies):
    first = start(copies, lock_file)
    first.quit()
    assert start(copies, lock_file).answer == "mine"


def test_two_locks_in_one_process_exclude_each_other_too(lock_file):
    with InstanceLock(lock_file) as first, InstanceLock(lock_file) as second:
        assert first.acquire() is None
        assert first.acquire() is None  # already ours
        assert second.acquire() == Holder(os.getpid(), socket.gethostname(),
                                          _started(lock_file))
    with InstanceLock(lock_file) as third:
        assert third.acquire() is None


def _started(lock_file: Path) -> datetime:
    return datetime.fromisoformat(json.loads(lock_file.read_text())["started"])


NOTES = {
    "empty": b"",
    "not json": b"\x00\xffgarbage",
    "a list": b"[1, 2]",
    "wrong types": b'{"pid": "12", "host": 5, "started": 7}',
    "a boolean pid": b'{"pid": true}',
    "a naive time": b'{"pid": 12, "started": "2026-01-01T10:00:00"}',
    "deep": b'{"pid": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
}


@pytest.mark.parametrize("note", NOTES.values(), ids=NOTES.keys())
def test_a_strange_note_still_says_the_game_is_open(lock_file, copies, note):
    first = start(copies, lock_file)
    with open(lock_file, "r+b") as handle:  # someone scribbles over the holder's note
        handle.truncate(0)
        handle.write(note)
    holder = InstanceLock(lock_file).acquire()
    assert isinstance(holder, Holder)
    assert holder.describe() == "" or holder.describe().startswith("process 12")
    first.quit()


def test_a_long_or_hostile_host_name_is_quoted_short_and_plain():
    holder = Holder(7, "<b>big</b>\u202e" + "x" * 5000, None)
    described = holder.describe()
    assert len(described) < 80 and "\u202e" not in described


def test_where_no_lock_can_be_made_says_so(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    with pytest.raises(OSError):
        InstanceLock(blocker / "instance.lock").acquire()
