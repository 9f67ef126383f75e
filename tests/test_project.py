"""The project's promises about its own layout."""

import ast
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[1]
QT_FREE = ["engine", "ai", "storage", "play", "table", "sound"]


def test_ci_runs_the_readme_test_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"<!-- quickstart -->(.*?)<!-- /quickstart -->", readme, re.S)
    assert block, "README lost its quick start block"
    lines = [ln for ln in block.group(1).splitlines() if ln.strip() and not ln.startswith("```")]
    assert len(lines) == 2, "the quick start is two commands"
    assert "spite-and-malice" in lines[0]
    assert "pytest" in lines[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "quickstart" in ci and "pytest" in ci


def test_ci_runs_the_gates_and_the_slow_tests():
    from tests.conftest import SLOW_TESTS_VARIABLE

    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    commands = {ln.strip() for ln in ci.splitlines()}
    assert {"ruff check .", "mypy"} <= commands
    assert f"export {SLOW_TESTS_VARIABLE}=1" in commands


def test_the_docstring_examples_are_tests():
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    pytest_config = config["tool"]["pytest"]["ini_options"]
    assert "--doctest-modules" in pytest_config["addopts"].split()
    assert "spite_gui" in pytest_config["testpaths"]


def test_ci_runs_the_gui_tests_headless_on_every_system():
    """The tests only default QT_QPA_PLATFORM to offscreen: a workflow that sets it to
    anything else (even an empty value) would have them open real windows, or fail."""
    for workflow in (ROOT / ".github" / "workflows").glob("*.yml"):
        text = workflow.read_text(encoding="utf-8")
        for value in re.findall(r"^\s*QT_QPA_PLATFORM:(.*)$", text, re.M):
            value = value.split("#", 1)[0].strip().strip("'\"")
            assert value == "offscreen", f"{workflow.name} sets QT_QPA_PLATFORM to {value!r}"


def test_readme_tells_how_to_install_on_each_system():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    headings = re.findall(r"^#{2,3} (.+)$", readme, re.M)
    for system in ("Windows", "macOS", "Linux"):
        assert system in headings, f"README has no install section for {system}"
    assert "libxcb-cursor0" in readme, "the Linux section names the xcb libraries"
    assert "glibc 2.35" in readme, "the Linux section says which releases the bundle runs on"
    assert "python -m spite_gui.tournament" in readme


def _imports(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def _imported_names(path: pathlib.Path) -> set[str]:
    """Every name a module imports, as ``module.name`` ("spite_gui.engine.Game") and the
    modules themselves, relative imports resolved against the package."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            module = ".".join(base[:len(base) - node.level + 1] + [node.module or ""]).strip(".")
            module = module if node.level else node.module or ""
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def test_engine_ai_storage_and_the_game_host_never_import_qt():
    for layer in QT_FREE:
        for path in (ROOT / "spite_gui" / layer).rglob("*.py"):
            bad = {n for n in _imports(path) if n.split(".")[0] in {"PySide6", "PyQt5", "PyQt6"}}
            assert not bad, f"{path.relative_to(ROOT)} imports {bad}"


def test_the_network_layer_leaves_qt_to_one_module():
    for path in (ROOT / "spite_gui" / "net").rglob("*.py"):
        if path.name != "qt.py":
            assert not {n for n in _imports(path) if n.startswith("PySide6")}, path.name


# What gives a whole game, hidden cards and all: the engine's Game and its state, and the
# game host that owns one.
GAME_HOLDERS = {"spite_gui.engine.Game", "spite_gui.engine.State", "spite_gui.engine.Seat",
                "spite_gui.engine.game", "spite_gui.engine.state", "spite_gui.engine.turns",
                "spite_gui.engine.deal", "spite_gui.play.GameHost", "spite_gui.play.host"}
ONE_SEAT = ["controller/seat.py", "controller/event_animator.py", "controller/people.py",
            "controller/commentary.py", "controller/game_log.py", "controller/assist.py",
            "controller/computers.py", "controller/e2e_report.py", "controller/seat_input.py",
            "controller/take_back.py", "controller/seat_words.py",
            "controller/seat_motion.py", "controller/seat_room.py"]


def test_the_table_and_the_view_import_nothing_that_holds_the_game():
    """A table shows one seat's view: nothing it imports can hand it the whole game."""
    paths = [ROOT / "spite_gui" / name for name in ONE_SEAT]
    paths += sorted((ROOT / "spite_gui" / "view").rglob("*.py"))
    paths += sorted((ROOT / "spite_gui" / "table").rglob("*.py"))
    for path in paths:
        held = _imported_names(path) & GAME_HOLDERS
        assert not held, f"{path.relative_to(ROOT)} imports {held}"


def test_package_root_does_not_import_qt():
    assert not {n for n in _imports(ROOT / "spite_gui" / "__init__.py") if "PySide6" in n}


def test_every_package_is_installed():
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "spite_gui").rglob("__init__.py")
    }
    assert found <= listed, f"add {sorted(found - listed)} to [tool.setuptools] packages"
