"""Writers killed mid-write: nothing lost, and their temporary files cleaned up later."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from spite_gui.storage.files import atomic_write_json, load_json_document, remove_leftovers

from .other_copy import ROOT

KIND = "spite-and-malice/test"

# Writes a few megabytes again and again, so that a kill often lands mid-write.
WRITER = textwrap.dedent("""
    import sys
    from spite_gui.storage.files import atomic_write_json

    pad = "x" * 3_000_000
    n = 0
    while True:
        n += 1
        atomic_write_json(sys.argv[1], {"format": "spite-and-malice/test", "version": 1,
                                        "n": n, "pad": pad})
""")

pytestmark = pytest.mark.skipif(os.name != "posix", reason="kill -9 and SIGSTOP are POSIX")


def temps(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.endswith(".tmp"))


def start_writer(target: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", WRITER, str(target)], cwd=ROOT)


def size(path: Path) -> int:
    """The file's size, 0 when the writer has just renamed it away (it is alive)."""
    try:
        return path.stat().st_size
    except FileNotFoundError:
        return 0


def caught_writing(writer: subprocess.Popen, folder: Path, stop: signal.Signals) -> list[Path]:
    """Send ``stop`` to the writer the moment it has data in a new temporary file; the
    new temporary files with data in them once it has stopped (none: try again)."""
    earlier = set(temps(folder))
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if any(size(p) for p in set(temps(folder)) - earlier):
            writer.send_signal(stop)
            if stop == signal.SIGKILL:
                writer.wait(timeout=30)
            else:  # wait until it has really stopped
                os.waitpid(writer.pid, os.WUNTRACED)
            return [p for p in set(temps(folder)) - earlier if p.stat().st_size]
        time.sleep(0.001)
    raise AssertionError("the writer never wrote")


def the_document(target: Path) -> dict:
    document = load_json_document(target, KIND, 1)
    assert document is not None and len(document["pad"]) == 3_000_000
    return document


def test_kills_mid_write_lose_nothing_and_their_leftovers_are_cleaned(tmp_path):
    target = tmp_path / "autosave.json"
    atomic_write_json(target, {"format": KIND, "version": 1, "n": 0, "pad": "x" * 3_000_000})
    kills = 0
    while kills < 3:
        writer = start_writer(target)
        if caught_writing(writer, tmp_path, signal.SIGKILL):
            kills += 1
        the_document(target)  # whole, after every kill
    left = temps(tmp_path)
    assert len(left) >= 3

    assert sorted(remove_leftovers([tmp_path])) == left
    assert temps(tmp_path) == []
    the_document(target)
    # (a kill between dropping the old backup and linking the new one leaves no backup)
    assert {p.name for p in tmp_path.iterdir()} - {"autosave.json.bak"} == {"autosave.json"}


def test_a_file_a_live_writer_is_writing_is_never_removed(tmp_path):
    target = tmp_path / "settings.json"
    writer = start_writer(target)
    try:
        while not (writing := caught_writing(writer, tmp_path, signal.SIGSTOP)):
            writer.send_signal(signal.SIGCONT)
        assert remove_leftovers([tmp_path]) == []
        assert all(p.exists() for p in writing)
        written = finished(target)
        writer.send_signal(signal.SIGCONT)
        deadline = time.monotonic() + 60
        while finished(target) < written + 2:  # it goes on writing, unharmed
            assert time.monotonic() < deadline and writer.poll() is None
            time.sleep(0.01)
    finally:
        writer.kill()
        writer.wait(timeout=30)


def finished(target: Path) -> int:
    """How many documents the writer has finished writing."""
    return (load_json_document(target, KIND, 1) or {"n": 0})["n"]


def test_only_our_own_temporary_files_are_removed(tmp_path):
    ours = tmp_path / ".settings.json.a1b2c3d4.tmp"
    ours.write_text("half a file")
    keep = {
        "notes.tmp": "the player's",
        ".settings.json.tmp": "not a name we make",
        ".settings.json.A1B2C3D4.tmp": "not a name we make",
        "settings.json": "a document",
    }
    for name, text in keep.items():
        (tmp_path / name).write_text(text)
    (tmp_path / ".folder.abcdefgh.tmp").mkdir()
    (tmp_path / ".link.abcdefgh.tmp").symlink_to(tmp_path / "notes.tmp")

    assert remove_leftovers([tmp_path, tmp_path / "missing"]) == [ours]

    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [*keep, ".folder.abcdefgh.tmp", ".link.abcdefgh.tmp"])
