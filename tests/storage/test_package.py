"""The storage package as the rest of the game sees it."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from hypothesis import given
from hypothesis import settings as run_with
from hypothesis import strategies as st

import spite_gui.storage as storage
from spite_gui.storage import StatsStore, StorageProblem

from .records import game


def test_public_names_are_exported():
    for name in storage.__all__:
        assert hasattr(storage, name), name


def test_importing_storage_touches_no_disk_and_no_qt(tmp_path):
    home = tmp_path / "home"
    code = (
        "import sys, spite_gui.storage as s; "
        "p = s.AppPaths.default(); "
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt imported'"
    )
    env = {"SPITE_GUI_HOME": str(home), "PATH": ""}
    root = Path(storage.__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-c", code], check=True, env=env, cwd=root)
    assert not home.exists()


def test_the_whole_flow_from_a_fresh_home(paths):
    settings, message = storage.load_settings(paths)
    assert message is None
    settings.players = 3
    storage.save_settings(paths, settings)
    storage.write_autosave(paths, {"turn": 1})
    saved, problem = storage.read_autosave(paths)
    assert problem is None and saved.game == {"turn": 1}
    storage.clear_autosave(paths)
    assert storage.load_settings(paths)[0].players == 3


@run_with(max_examples=60, deadline=None)
@given(st.binary(max_size=2048))
def test_random_bytes_as_a_stats_database_never_crash(raw):
    with tempfile.TemporaryDirectory() as home:
        path = Path(home, "stats.sqlite3")
        path.write_bytes(raw)
        store = StatsStore(path)
        problem = store.prepare()
        assert problem is None or isinstance(problem, StorageProblem)
        assert store.summary().games == 0


def _real_database() -> bytes:
    with tempfile.TemporaryDirectory() as home:
        path = Path(home, "stats.sqlite3")
        store = StatsStore(path)
        for n in range(1, 40):
            store.record_game(game("won" if n % 3 else "lost", n=n, score=n))
        return path.read_bytes()


REAL_DATABASE = _real_database()


@run_with(max_examples=80, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(0, len(REAL_DATABASE) - 1), st.integers(0, 255)),
        min_size=1,
        max_size=20,
    )
)
def test_scribbled_stats_database_never_crashes(scribbles):
    data = bytearray(REAL_DATABASE)
    for offset, value in scribbles:
        data[offset] = value
    with tempfile.TemporaryDirectory() as home:
        path = Path(home, "stats.sqlite3")
        path.write_bytes(bytes(data))
        store = StatsStore(path)
        try:
            store.prepare()
            store.summary()
            store.history()
        except StorageProblem as problem:
            assert problem.message
