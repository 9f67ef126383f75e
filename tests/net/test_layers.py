"""The network code's own promise: Qt in one module only (the GUI thread as owner)."""

from __future__ import annotations

import ast
import pathlib
import pkgutil

import pytest

import spite_gui.net

NET = pathlib.Path(spite_gui.net.__file__).parent
QT_FREE = [m.name for m in pkgutil.iter_modules([str(NET)]) if m.name not in ("qt", "__main__")]


@pytest.mark.parametrize("name", QT_FREE)
def test_only_the_gui_threads_owner_imports_qt(name):
    tree = ast.parse((NET / f"{name}.py").read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {node.module or "" for node in ast.walk(tree)
                 if isinstance(node, ast.ImportFrom)}
    assert not {m for m in imported if m.startswith("PySide6") or m.endswith((".qt", "view"))}
