"""Test-wide setup: headless Qt, private home folders, and the slow tests left out in
development."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tables are announced and looked for on loopback only, in this process and in every program
# a test starts (a test that makes namespaces gives its programs their own addresses).
os.environ["SPITE_GUI_LOCAL_NETWORK"] = "127.0.0.1"

import pytest
from hypothesis import settings

# Speed is measured by the benchmarks, not by the tests: hypothesis's per-example time limit
# would fail a property on a busy machine for no fault of the game.
settings.register_profile("game", deadline=None)
settings.load_profile("game")

SLOW_TESTS_VARIABLE = "SPITE_GUI_SLOW_TESTS"


def _run_slow_tests() -> bool:
    return os.environ.get(SLOW_TESTS_VARIABLE, "") not in ("", "0")


def pytest_configure(config):
    """Leave the slow tests out unless the run asks for them (CI sets the variable) or
    chooses by marker itself (``-m slow``)."""
    if not config.option.markexpr and not _run_slow_tests():
        config.option.markexpr = "not slow"


def pytest_report_header(config):
    if config.option.markexpr == "not slow" and not _run_slow_tests():
        return f"slow tests left out: {SLOW_TESTS_VARIABLE}=1 (or -m slow) runs them"
    return None


@pytest.fixture(scope="session")
def qapp(qapp):
    """pytest-qt's application, collecting garbage as the game's does: on the GUI thread only."""
    from spite_gui.controller.gui_thread import confine_collector
    from spite_gui.language import TRANSLATORS

    confine_collector(qapp)
    from spite_gui.table.words import set_translator
    from spite_gui.view.wording import qt_translate

    TRANSLATORS.install(qapp, "en")  # as the game starts in English: "1 card", "2 cards"
    set_translator(qt_translate)  # the table's sentences through the same translators
    return qapp


@pytest.fixture(autouse=True)
def _private_paths(tmp_path, monkeypatch):
    """Every test gets its own home and config folders, so nothing touches the real ones."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("SPITE_GUI_HOME", str(tmp_path / "game"))
    monkeypatch.delenv("SPITE_GUI_E2E_REPORT", raising=False)
    # a fresh home is a first start: no test but the lesson's own is offered the lesson
    monkeypatch.setenv("SPITE_GUI_NO_LESSON_OFFER", "1")


class OffLoopback:
    """A tripwire on multicast DNS: every Zeroconf made in a test must use loopback only
    (the game's discovery goes through python-zeroconf). One that would use any other
    interface is stopped before it opens a socket, and the test fails."""

    def __init__(self) -> None:
        self.seen: list[object] = []

    @staticmethod
    def allowed(interfaces: object) -> bool:
        return isinstance(interfaces, list) and bool(interfaces) and all(
            isinstance(i, str) and i.startswith("127.") for i in interfaces)

    def install(self, monkeypatch) -> None:
        from zeroconf import InterfaceChoice, Zeroconf

        real = Zeroconf.__init__
        tripwire = self

        def guarded(zc, interfaces=InterfaceChoice.All, *args, **kwargs):
            if not tripwire.allowed(interfaces):
                tripwire.seen.append(interfaces)
                raise AssertionError(f"multicast DNS off loopback: {interfaces!r}")
            real(zc, interfaces, *args, **kwargs)

        monkeypatch.setattr(Zeroconf, "__init__", guarded)


@pytest.fixture(autouse=True)
def discovery_on_loopback(monkeypatch):
    """Fails the test if anything in it would announce or look for tables off loopback."""
    tripwire = OffLoopback()
    tripwire.install(monkeypatch)
    yield tripwire
    assert not tripwire.seen, f"multicast DNS would have left loopback: {tripwire.seen}"


@pytest.fixture
def no_message_boxes(monkeypatch):
    """Message boxes answer at once instead of waiting for a click."""
    from PySide6.QtWidgets import QMessageBox

    shown = []

    def record(*args, **kwargs):
        shown.append(args)
        return QMessageBox.StandardButton.Ok

    for name in ("about", "information", "warning", "critical", "question"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(record))
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Ok)
    return shown


@pytest.fixture
def app_with(qtbot, qapp, no_message_boxes):
    """Opens the real main window at 1280×800: ``app_with(player_factory, speed)`` gives the
    app's composition root (:class:`spite_gui.root.AppRoot`: ``.window``, ``.table``,
    ``.session`` …) with no player's files; the computer players come from
    ``player_factory(level, seed)`` (simple ones by default), the animations run at
    ``speed`` ("instant" by default)."""
    from spite_gui.ai.simple import simple_factory
    from spite_gui.root import build_app

    roots = []

    def open_app(player_factory=simple_factory, speed="instant"):
        root = build_app(player_factory, speed=speed)
        roots.append(root)
        window = root.window
        qtbot.addWidget(window)
        window.setWindowState(window.windowState() & ~window.windowState().WindowMaximized)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        return root

    yield open_app
    for root in roots:
        root.shutdown()


@pytest.fixture
def app(app_with):
    """The real main window at 1280×800 with instant animations and simple computer players."""
    return app_with()


@pytest.fixture(scope="session")
def local_relays(tmp_path_factory):
    """A magic-wormhole mailbox server and transit relay on loopback, for the whole session."""
    from tests.net.relays import LocalRelays

    relays = LocalRelays(tmp_path_factory.mktemp("relays"))
    yield relays.relays
    relays.stop()


@pytest.fixture(scope="session")
def twisted_net():
    """The one network thread of this process that runs Twisted (a process has one reactor):
    the network tests' and the window's."""
    from spite_gui.net.runtime import NetLoop

    net = NetLoop("network (Twisted)")
    net.use_twisted()
    yield net
    net.stop()


@pytest.fixture
def programs():
    """``programs(*args)`` starts ``python -m spite_gui.net *args`` (a
    :class:`tests.net.programs.Program`); every one started is ended after the test."""
    from tests.net.programs import Program

    started: list[Program] = []

    def start(*args: str, env: dict[str, str] | None = None) -> Program:
        program = Program(*args, env=env)
        started.append(program)
        return program

    yield start
    for program in started:
        program.stop()
