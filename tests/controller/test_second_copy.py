"""A second copy of the game on the same files: it says so and never touches the first's game."""

from __future__ import annotations

import pytest

from spite_gui.app import claim_instance
from spite_gui.controller.saved_games import PLAY_WITHOUT_AUTOSAVE, QUIT
from spite_gui.engine import Game, Rules
from spite_gui.storage import read_autosave
from tests.storage.other_copy import Copy

from .persist_helpers import DEAL, Launcher, moved_in, put_autosave, settle


@pytest.fixture
def launch(qtbot, qapp):
    launcher = Launcher(qtbot)
    yield launcher
    launcher.close_all()


@pytest.fixture
def first_copy(launch):
    """The first copy, in its own process, playing deal 31 (its autosave is on disk)."""
    put_autosave(launch.paths, moved_in(Game.new(Rules.preset("Classic"), 2, 31)))
    copy = Copy(launch.paths.lock_file)
    assert copy.answer == "mine"
    yield copy
    copy.quit()


def _second_copy(launch, seed=None):
    lock, holder = claim_instance(launch.paths)
    assert not lock.held
    app = launch(start=False)
    app.start(seed, other_copy=holder)
    box = app.saved_games.other_copy_box
    assert box is not None and box.isVisible()
    return app, box


def test_the_second_copy_names_the_first_and_does_not_offer_its_game(launch, first_copy):
    writing = launch.paths.data_dir / ".autosave.json.k2j4h5g6.tmp"  # the first copy's, say
    writing.write_bytes(b"{")
    app, box = _second_copy(launch)
    assert writing.exists()
    assert box.text().startswith(f"Spite and Malice is already open (process {first_copy.pid},")
    assert "without autosave" in box.informativeText()
    assert app.saved_games.resume_box is None
    assert app.session.game is None  # nothing dealt before the player answers


def test_playing_without_autosave_leaves_the_first_copys_game_alone(launch, qtbot, first_copy):
    before = launch.paths.autosave_file.read_bytes()
    app, box = _second_copy(launch, seed=DEAL)
    next(b for b in box.buttons() if b.text() == PLAY_WITHOUT_AUTOSAVE).click()
    settle(qtbot, app)
    controller = app.table
    assert app.session.game.seed == DEAL
    for _ in range(2):
        settle(qtbot, app)
        controller.play_move(next(m for m in controller.legal_moves()
                                  if m.target == "side"))
    settle(qtbot, app)
    launch.quit(app)
    assert launch.paths.autosave_file.read_bytes() == before
    saved, problem = read_autosave(launch.paths)
    assert problem is None and saved.game["game"]["seed"] == 31


def test_closing_the_second_copy_quits_it(launch, qtbot, first_copy):
    app, box = _second_copy(launch)
    next(b for b in box.buttons() if b.text() == QUIT).click()
    qtbot.waitUntil(lambda: not app.window.isVisible())
    assert app.session.game is None


def test_once_the_first_copy_is_gone_the_next_one_resumes_its_game(launch, qtbot, first_copy):
    first_copy.kill()
    lock, holder = claim_instance(launch.paths)
    try:
        assert holder is None and lock.held
        app = launch()
        qtbot.waitUntil(lambda: app.saved_games.resume_box is not None)
    finally:
        lock.release()
