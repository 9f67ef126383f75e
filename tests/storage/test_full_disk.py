"""A disk that fills up: the player is told so in plain words, and nothing already kept is lost.

The full disk is real: a tiny memory file system mounted in a user namespace
of a child process (where the system allows it), or a child process whose
files may not grow past a limit (``RLIMIT_FSIZE``).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

from .other_copy import ROOT

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX resource limits and mounts")

# Records games, then autosaves, until the disk refuses; then reads back what was kept.
FILL = textwrap.dedent("""
    import json, sys
    from spite_gui.storage import AppPaths, StatsStore, StorageProblem, read_autosave
    from spite_gui.storage import write_autosave
    from tests.storage.records import game

    paths = AppPaths.under(sys.argv[1])
    store = StatsStore(paths.stats_db)
    report = {}
    for n in range(1, 5_000):
        try:
            store.record_game(game(n=n))
        except StorageProblem as problem:
            report["recorded"], report["stats"] = n - 1, problem.message
            break
    for turn in range(1, 5_000):  # a game that grows each turn
        try:
            write_autosave(paths, {"turn": turn, "pad": "x" * 1000 * turn})
        except StorageProblem as problem:
            report["saved"], report["autosave"] = turn - 1, problem.message
            break
    report["games_kept"] = store.summary().games
    saved, problem = read_autosave(paths)
    report["turn_kept"] = saved.game["turn"] if saved else None
    print(json.dumps(report))
""")

LIMIT_FILE_SIZE = textwrap.dedent("""
    import resource, runpy, signal, sys
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails instead
    resource.setrlimit(resource.RLIMIT_FSIZE, (24 * 1024, resource.RLIM_INFINITY))
    sys.argv = sys.argv[1:]
    exec(sys.argv[0])
""")


def fill(command: list[str]) -> dict:
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_full_disk_says_the_disk_is_full_and_keeps_what_was_saved(tmp_path):
    if shutil.which("unshare") is None:
        pytest.skip("no unshare here")
    disk = tmp_path / "disk"
    disk.mkdir()
    mount = 'mount -t tmpfs -o size=64k tmpfs "$0" && exec "$1" -c "$2" "$0"'
    probe = subprocess.run(["unshare", "-rm", "sh", "-c", mount, str(disk), "true", ""],
                           capture_output=True, text=True)
    if probe.returncode != 0:
        pytest.skip(f"no user namespaces here: {probe.stderr.strip()}")

    report = fill(["unshare", "-rm", "sh", "-c", mount, str(disk), sys.executable, FILL])

    assert report["recorded"] > 0 and report["saved"] > 0
    assert report["stats"] == "Your statistics could not be updated (the disk is full)."
    assert report["autosave"] == "The game in progress could not be saved (the disk is full)."
    assert report["games_kept"] == report["recorded"]
    assert report["turn_kept"] == report["saved"]


def test_a_file_size_limit_is_reported_in_plain_words_and_keeps_what_was_saved(tmp_path):
    report = fill([sys.executable, "-c", LIMIT_FILE_SIZE, FILL, str(tmp_path)])

    assert report["recorded"] > 0 and report["saved"] > 0
    assert "rollback" not in report["stats"] and "transaction" not in report["stats"]
    assert report["stats"] in (
        "Your statistics could not be updated (the disk could not be read or written).",
        "Your statistics could not be updated (the disk is full).")
    assert report["autosave"] == ("The game in progress could not be saved"
                                  " (the file is too large for the disk).")
    assert report["games_kept"] == report["recorded"]
    assert report["turn_kept"] == report["saved"]
