"""Find the ``resources/`` folder (card art, icons, help) wherever the game runs from.

Three places are tried in order: a PyInstaller bundle (``sys._MEIPASS``), an
installed package (pip installs ``resources/`` as ``spite_gui/_resources``), and
a source checkout (the folder beside the package). ``SPITE_GUI_RESOURCES`` overrides all
three, which tests use to point at stand-in art.
"""

from __future__ import annotations

import os
import pathlib
import sys

PACKAGE_DIR = pathlib.Path(__file__).resolve().parent


def _candidates(package_dir: pathlib.Path) -> list[pathlib.Path]:
    found = []
    override = os.environ.get("SPITE_GUI_RESOURCES")
    if override:
        found.append(pathlib.Path(override))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(pathlib.Path(bundle) / "resources")
    found.append(package_dir / "_resources")
    found.append(package_dir.parent / "resources")
    return found


def resource_dir(package_dir: pathlib.Path = PACKAGE_DIR) -> pathlib.Path:
    """The first ``resources`` folder that holds card art (or the checkout's, if none does).

    ``package_dir`` is where the ``spite_gui`` package lies: this one, unless a test asks
    where a game installed elsewhere would look.
    """
    for folder in _candidates(package_dir):
        if (folder / "cards").is_dir():
            return folder
    return package_dir.parent / "resources"


def resource_path(*parts: str) -> pathlib.Path:
    """A file inside the resources folder, e.g. ``resource_path("cards", "QH.svg")``."""
    return resource_dir().joinpath(*parts)
