"""The house of the game's packages: each floor imports only from the floors below it.

The floors, bottom up, as docs/ARCHITECTURE.md draws them. A package may import from
its own floor's other packages only where the order inside the floor says so (the
network's wire below the table and the settings that read its words), so no two
packages import each other, and no import runs up the house. A module that imports
upward (even inside a function, where it is easiest to hide) fails this test.
"""

from __future__ import annotations

import ast
import functools
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "spite_gui"

#: Bottom up. Each entry is a floor: its packages (or top-level modules), listed in the
#: order they may import each other (a later one may import an earlier one).
FLOORS: tuple[tuple[str, ...], ...] = (
    ("__init__", "levels", "resources", "refcount_guard", "translatable"),  # leaves
    ("engine",),  # the rules
    ("ai", "play"),  # the computer players; the game host, saves' format, seating
    ("net",),  # the wire: the protocol, the host's and a guest's tables, the relays
    ("table", "storage", "sound", "rating"),  # one seat's table; files; sounds; ratings
    # (no Qt in any)
    ("review",),  # the game review: each turn against Expert's (no Qt)
    ("language", "view"),  # the translators; the table drawn, and the window's parts
    ("dialogs",),
    ("controller",),
    ("root",),  # the composition root: builds the window and its parts
    ("command_line", "app", "tournament", "__main__"),  # the programs (and their options)
)


def _place(name: str) -> tuple[int, int] | None:
    """(floor, place in the floor) of the package or module ``spite_gui.<name>…``."""
    for floor, members in enumerate(FLOORS):
        if name in members:
            return floor, members.index(name)
    return None


def _module(path: pathlib.Path) -> list[str]:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return parts[:-1] if parts[-1] == "__init__" else parts


def _imports(source: str, package: list[str], types: bool = True) -> set[str]:
    """The game's own modules ``source`` (a module of ``package``) imports, anywhere in
    it, relative imports resolved; "from spite_gui.x import y" counts y as a module.
    ``types``: with the imports only type checkers make (under ``TYPE_CHECKING``)."""
    tree = ast.parse(source)
    if not types:
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and ast.unparse(node.test).endswith("TYPE_CHECKING"):
                node.body = []
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return {name for name in found if name.startswith("spite_gui.")}


@functools.cache
def _graph(types: bool = True) -> dict[str, set[str]]:
    """Each of the game's modules and the game's modules it imports (``types``: those
    only type checkers import too)."""
    sources = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = _module(path)
        package = parts if path.name == "__init__.py" else parts[:-1]
        sources[".".join(parts)] = _imports(path.read_text(encoding="utf-8"), package, types)
    return {me: {name if name in sources else name.rsplit(".", 1)[0] for name in names} - {me}
            for me, names in sources.items()}


def _top(module: str) -> str:
    return module.split(".")[1] if "." in module else "__init__"


def _upward(graph: dict[str, set[str]]) -> list[str]:
    """The imports that run to a higher floor, or to a later place on the same floor."""
    found = []
    for me, names in graph.items():
        low = _place(_top(me))
        for name in names:
            high = _place(_top(name))
            if _top(name) != _top(me) and (low is None or high is None or high >= low):
                found.append(f"{me} imports {name}")
    return sorted(found)


def _loops(graph: dict[str, set[str]]) -> list[list[str]]:
    """Loops of imports between modules (a package's __init__, which gathers its
    modules, is left out: importing a package is importing what it gathers)."""
    modules = {name for name in graph
               if not (ROOT / name.replace(".", "/")).is_dir()}  # not a package's __init__
    loops = []
    for start in sorted(modules):
        path, stack = [start], [iter(sorted(graph[start] & modules))]
        while stack:
            nxt = next(stack[-1], None)
            if nxt is None:
                stack.pop()
                path.pop()
            elif nxt == start:
                loops.append([*path, start])
                break
            elif nxt not in path and nxt > start:  # each loop once, from its first module
                path.append(nxt)
                stack.append(iter(sorted(graph[nxt] & modules)))
    return loops


def test_every_package_has_its_floor():
    tops = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists()}
    tops |= {p.stem for p in PACKAGE.glob("*.py")}
    assert {top for top in tops if _place(top) is None} == set()


def test_no_import_runs_up_the_house():
    assert _upward(_graph()) == []


def test_no_two_modules_import_each_other_however_far_round():
    """The loop the table's close-up and its layout made was hidden in a function. (A
    module may name another's class for the type checker alone: that runs nothing.)"""
    assert _loops(_graph(types=False)) == []


def test_an_import_up_the_house_or_round_a_loop_is_caught():
    """The two tests above can fail: the engine importing the view, inside a function,
    is an arrow up; two modules importing each other make a loop."""
    graph = _graph(types=False)
    rules = _imports("def f():\n    from ..view import theme\n", ["spite_gui", "engine"])
    assert rules == {"spite_gui.view", "spite_gui.view.theme"}
    assert _upward({**graph, "spite_gui.engine.rules": rules}) == [
        "spite_gui.engine.rules imports spite_gui.view",
        "spite_gui.engine.rules imports spite_gui.view.theme"]
    looped = {**graph, "spite_gui.view.theme": graph["spite_gui.view.theme"] | {
        "spite_gui.view.layout"}}
    assert any("spite_gui.view.theme" in loop for loop in _loops(looped))
