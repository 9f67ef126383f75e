"""Where the game keeps its files."""

from __future__ import annotations

from pathlib import Path

from spite_gui.storage.paths import AppPaths


def test_home_variable_puts_everything_under_one_folder(private_home):
    paths = AppPaths.default()
    assert paths.config_dir == private_home / "config"
    assert paths.data_dir == private_home / "data"
    assert paths.log_dir == private_home / "logs"
    assert paths.settings_file.parent == paths.config_dir
    assert paths.autosave_file.parent == paths.data_dir
    assert paths.saves_dir.parent == paths.data_dir
    assert paths.stats_db.parent == paths.data_dir
    assert paths.log_file.parent == paths.log_dir


def test_nothing_is_created_when_paths_are_computed(private_home):
    AppPaths.default()
    assert list(private_home.iterdir()) == []


def test_without_the_variable_the_platform_folders_are_used():
    paths = AppPaths.default(environ={})
    for folder in (paths.config_dir, paths.data_dir, paths.log_dir):
        assert folder.is_absolute()
        assert "Spite and Malice" in str(folder)


def test_an_empty_variable_is_ignored():
    assert AppPaths.default(environ={"SPITE_GUI_HOME": ""}) == AppPaths.default(environ={})


def test_a_relative_home_is_made_absolute(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    paths = AppPaths.default(environ={"SPITE_GUI_HOME": "portable"})
    assert paths.config_dir == Path(tmp_path, "portable", "config")
