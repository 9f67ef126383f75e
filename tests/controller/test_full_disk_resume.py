"""A game in progress is never lost on a full disk: the autosave it is resumed from stays
until its replacement is safely written.

One test fills a real disk: a small memory file system the test mounts over the game's
data folder (as root; skipped where it cannot be mounted), while a backup program holds
the autosave open, so removing it would free nothing. The others refuse every write at
the seam where the game writes its files.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import subprocess
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from spite_gui.controller.saved_games import RESUME_QUESTION
from spite_gui.storage import read_autosave

from .persist_helpers import DEAL, answer_abandon, settle

DISK_FULL = "The game in progress could not be saved (the disk is full)."


def resume(qtbot, app) -> None:
    saved_games = app.saved_games
    qtbot.waitUntil(lambda: saved_games.resume_box is not None)
    box = saved_games.resume_box
    assert box.text() == RESUME_QUESTION
    box.button(QMessageBox.StandardButton.Yes).click()
    settle(qtbot, app)


def play_turns(qtbot, app, turns: int = 2) -> None:
    for _ in range(turns):
        settle(qtbot, app)
        discard = next(m for m in app.table.legal_moves() if m.target == "side")
        assert app.table.play_move(discard) is None
    settle(qtbot, app)


def a_game_in_progress(launch, qtbot) -> dict:
    """A game the player has moved in, autosaved and left by quitting; its document."""
    app = launch(seed=DEAL)
    play_turns(qtbot, app)
    game = app.session.game.to_dict()
    launch.quit(app)
    return game


@contextlib.contextmanager
def refusing_writes():
    """Every game file written meanwhile fails as on a full disk."""
    from spite_gui.storage import saves

    def full(path, document):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(saves, "atomic_write_json", full)
        yield


def test_a_game_resumed_on_a_full_disk_is_still_there_after_quitting(launch, qtbot):
    before = a_game_in_progress(launch, qtbot)
    with refusing_writes():
        app = launch()
        resume(qtbot, app)
        assert app.session.game.to_dict() == before
        qtbot.waitUntil(lambda: DISK_FULL in app.notices.shown)
        play_turns(qtbot, app, 1)  # every turn tries again: still refused, said once
        launch.quit(app)
    assert app.notices.shown.count(DISK_FULL) == 1

    again = launch()  # room again: the game is offered back where it was saved
    resume(qtbot, again)
    assert again.session.game.to_dict() == before


def test_a_new_deal_replaces_the_autosave_only_once_it_is_written(launch, qtbot):
    a_game_in_progress(launch, qtbot)
    app = launch()
    resume(qtbot, app)
    seed = app.session.game.seed
    app.window.commands["new"].trigger()
    answer_abandon(qtbot, app)
    settle(qtbot, app)
    assert app.session.game.seed != seed
    # the abandoned game is gone, backup and all: it can never come back
    qtbot.waitUntil(lambda: read_autosave(launch.paths)[0].game["game"]["seed"] != seed)
    saved, problem = read_autosave(launch.paths)
    assert problem is None and saved.game["game"]["seed"] == app.session.game.seed
    backup = launch.paths.autosave_file.with_name("autosave.json.bak")
    assert not backup.exists() or json.loads(backup.read_bytes())["game"]["game"]["seed"] != seed


def test_a_game_given_up_on_a_full_disk_does_not_come_back(launch, qtbot):
    a_game_in_progress(launch, qtbot)
    app = launch()
    resume(qtbot, app)
    with refusing_writes():
        app.window.commands["new"].trigger()
        answer_abandon(qtbot, app)
        settle(qtbot, app)
        qtbot.waitUntil(lambda: DISK_FULL in app.notices.shown)
        launch.quit(app)
    again = launch()
    settle(qtbot, again)
    assert again.saved_games.resume_box is None  # the game given up (a loss) stays given up


# -- a real full disk ---------------------------------------------------------------------------
@contextlib.contextmanager
def small_disk(folder: Path):
    """A 1 MiB memory file system mounted at ``folder`` for the test (needs root)."""
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"a small disk cannot be mounted here: {done.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def fill(folder: Path) -> None:
    """Take every free byte of the disk at ``folder``."""
    with open(folder / "filler", "ab", buffering=0) as filler:
        for size in (64 * 1024, 4096, 512, 1):
            with contextlib.suppress(OSError):
                while True:
                    filler.write(b"\0" * size)
    assert os.statvfs(folder).f_bavail == 0


@pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0, reason="mounting needs root")
def test_a_game_resumed_on_a_real_full_disk_is_kept(launch, qtbot):
    paths = launch.paths
    with small_disk(paths.data_dir):
        before = a_game_in_progress(launch, qtbot)
        kept = [open(path, "rb") for path in  # noqa: SIM115 (held open, as a backup program does)
                (paths.autosave_file, paths.autosave_file.with_name("autosave.json.bak"))]
        try:
            fill(paths.data_dir)
            app = launch()
            resume(qtbot, app)
            qtbot.waitUntil(lambda: DISK_FULL in app.notices.shown)
            launch.quit(app)
        finally:
            for handle in kept:
                handle.close()
        saved, problem = read_autosave(paths)
        assert problem is None and saved is not None, "the game in progress was lost"
        assert saved.game["game"] == before
