"""The bundle leaves out the Qt and standard modules the game never uses
(``packaging/spite-and-malice.spec``): the game must not import one of them, or the bundle
fails where it is used (a crash at start-up, or a feature dead in the bundle only)."""

from __future__ import annotations

import ast

from pkgtools import PACKAGING, ROOT

from tests.test_project import _imports

SPEC = PACKAGING / "spite-and-malice.spec"


def _left_out() -> set[str]:
    """The module names the spec's QT_UNUSED and STDLIB_UNUSED lists leave out."""
    names: set[str] = set()
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.List):
            target = node.targets[0]
            if isinstance(target, ast.Name) and target.id in ("QT_UNUSED", "STDLIB_UNUSED"):
                prefix = "PySide6." if target.id == "QT_UNUSED" else ""
                names |= {prefix + ast.literal_eval(item) for item in node.value.elts}
    return names


def test_the_spec_lists_what_it_leaves_out():
    left_out = _left_out()
    assert "PySide6.QtNetwork" in left_out and "tkinter" in left_out


def test_the_game_imports_nothing_the_bundle_leaves_out():
    left_out = _left_out()
    found = {
        f"{path.relative_to(ROOT)} imports {name}"
        for path in (ROOT / "spite_gui").rglob("*.py")
        for name in _imports(path)
        if name in left_out or name.partition(".")[0] in left_out
    }
    assert not found
