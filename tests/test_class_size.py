"""No class of the game does too many jobs: a class that grows past
:data:`MOST_METHODS` methods gets its jobs split into rooms (see docs/ARCHITECTURE.md),
as the table scene, the host's, the guest's and the seat's tables were."""

from __future__ import annotations

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1]
MOST_METHODS = 40  # methods defined in the class's own body (properties count)


def _methods(cls: ast.ClassDef) -> int:
    return sum(isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) for node in cls.body)


def _classes() -> list[tuple[str, str, int]]:
    found = []
    for path in sorted((ROOT / "spite_gui").rglob("*.py")):
        name = path.relative_to(ROOT / "spite_gui").as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                found.append((name, node.name, _methods(node)))
    return found


def test_no_class_has_more_than_forty_methods():
    big = [f"{path}: {name} has {count} methods" for path, name, count in _classes()
           if count > MOST_METHODS]
    assert not big, "split these into rooms, one job each:\n" + "\n".join(big)


def test_the_count_sees_a_class_that_grew():
    grown = ast.parse("class Big:\n" + "".join(
        f"    def m{i}(self): ...\n" for i in range(MOST_METHODS + 1)))
    cls = grown.body[0]
    assert isinstance(cls, ast.ClassDef) and _methods(cls) > MOST_METHODS
