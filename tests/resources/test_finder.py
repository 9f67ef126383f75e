"""The card art is found wherever the game runs from: checkout, pip install or bundle."""

from __future__ import annotations

import pathlib
import sys
import tomllib

from spite_gui import resources

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _art_folder(base: pathlib.Path) -> pathlib.Path:
    (base / "cards").mkdir(parents=True)
    return base


def test_an_installed_game_finds_the_art_where_pip_puts_it(tmp_path, monkeypatch):
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    mapping = config["tool"]["setuptools"]["package-dir"]
    installed_name = next(name for name, src in mapping.items() if src == "resources")
    package = tmp_path / "site-packages" / "spite_gui"
    art = _art_folder(package.parent / installed_name.replace(".", "/"))
    monkeypatch.delenv("SPITE_GUI_RESOURCES", raising=False)
    assert resources.resource_dir(package) == art


def test_a_bundle_finds_the_art_inside_itself(tmp_path, monkeypatch):
    art = _art_folder(tmp_path / "bundle" / "resources")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "bundle"), raising=False)  # PyInstaller's
    monkeypatch.delenv("SPITE_GUI_RESOURCES", raising=False)
    assert resources.resource_dir(tmp_path / "elsewhere" / "spite_gui") == art


def test_a_checkout_uses_its_own_resources(monkeypatch):
    monkeypatch.delenv("SPITE_GUI_RESOURCES", raising=False)
    assert resources.resource_dir() == ROOT / "resources"
    assert resources.resource_path("cards", "QH.svg").is_file()
