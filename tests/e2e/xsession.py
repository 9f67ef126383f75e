"""What the end-to-end tests share: a virtual X screen with a window manager, the
game's command line as a player starts it, and the report the game writes."""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import subprocess
import sys
import time
from collections.abc import Iterator

ROOT = pathlib.Path(__file__).resolve().parents[2]
TOOLS = ("Xvfb", "openbox", "xdotool", "xprop")


class XSessionError(RuntimeError):
    """The X server or the window manager would not start."""


def game_command() -> tuple[list[str], dict[str, str]]:
    """The launcher pip installed next to this Python, as a player starts it (else the
    checkout's package), and what its environment needs for that."""
    folder = pathlib.Path(sys.executable).parent
    for name in ("spite-and-malice", "spite-and-malice.exe"):
        if (folder / name).is_file():
            return [str(folder / name)], {}
    return [sys.executable, "-m", "spite_gui"], {"PYTHONPATH": str(ROOT)}


def read_report(path: pathlib.Path) -> dict | None:
    """The game's latest ``SPITE_GUI_E2E_REPORT``, or None while there is none."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def wait_for(check, timeout: float, what: str):
    """``check()``'s first true answer, asked every 50 ms; AssertionError after ``timeout``
    seconds, naming ``what`` was awaited."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        result = check()
        if result:
            return result
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def report_when(path: pathlib.Path, check, timeout: float, what: str) -> dict:
    """The game's report once ``check(report)`` holds (see :func:`wait_for`)."""
    def ready():
        data = read_report(path)
        return data if data is not None and check(data) else None

    return wait_for(ready, timeout, what)


def _first_line(command: list[str], env: dict[str, str] | None, what: str
                ) -> tuple[subprocess.Popen, str]:
    """Start ``command`` (``{fd}`` in it names a pipe it writes a line to once it is ready)
    and read that line: the process and the line. XSessionError if it writes none."""
    read_end, write_end = os.pipe()
    process = subprocess.Popen([part.format(fd=write_end) for part in command],
                               pass_fds=(write_end,), env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        line = pipe.readline().strip()
    if not line:
        stop(process)
        raise XSessionError(f"{what} did not start")
    return process, line


def _started_when(command: list[str], env: dict[str, str], ready, what: str,
                  timeout: float = 15) -> subprocess.Popen:
    """Start ``command`` and wait until ``ready()``; XSessionError if it dies or is not
    ready within ``timeout`` seconds."""
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    end = time.monotonic() + timeout
    while not ready():
        if time.monotonic() > end or process.poll() is not None:
            stop(process)
            raise XSessionError(f"{what} did not start")
        time.sleep(0.1)
    return process


def stop(process: subprocess.Popen) -> None:
    """End a process we started: politely, then for sure."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)


@contextlib.contextmanager
def x_session(width: int, height: int) -> Iterator[dict[str, str]]:
    """A virtual X screen on a free display, with openbox managing its windows: the
    environment to run programs on it."""
    # the display's number is written once the server takes connections
    server, number = _first_line(["Xvfb", "-displayfd", "{fd}", "-screen", "0",
                                  f"{width}x{height}x24", "-nolisten", "tcp"], None, "Xvfb")
    manager = None
    try:
        env = {**os.environ, "DISPLAY": f":{number}"}
        manager = _started_when(["openbox"], env, lambda: "window id" in subprocess.run(
            ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env, capture_output=True,
            text=True).stdout, "openbox")
        yield env
    finally:
        if manager is not None:
            stop(manager)
        stop(server)


# Where at-spi2-core keeps the accessibility bus launcher on the systems we know.
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher",
                 "/usr/lib/at-spi-bus-launcher")
SYSTEM_PYTHON = "/usr/bin/python3"  # where Debian's python3-pyatspi is importable


def bus_launcher() -> str | None:
    """at-spi2-core's accessibility bus launcher, if it is installed."""
    return next((path for path in BUS_LAUNCHERS if os.access(path, os.X_OK)), None)


def has_pyatspi() -> bool:
    """True if the system Python can import pyatspi (the AT-SPI client library)."""
    if not os.access(SYSTEM_PYTHON, os.X_OK):
        return False
    return subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True,
                          timeout=30).returncode == 0


@contextlib.contextmanager
def accessibility_bus(env: dict[str, str]) -> Iterator[dict[str, str]]:
    """A private D-Bus session with the accessibility bus on it, for the X screen of
    ``env``: the environment in which a Qt program shows its accessibility tree and an
    AT-SPI client (a screen reader, pyatspi) reads it.

    The session bus is our own ``dbus-daemon``; at-spi2-core's launcher starts the
    accessibility bus beside it (and the registry on that, when first asked).
    ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON`` has Qt join it without a screen reader
    running. Everything started here stops when the block ends.
    """
    launcher_path = bus_launcher()
    if launcher_path is None:
        raise XSessionError("at-spi2-core's bus launcher is not installed")
    bus, address = _first_line(["dbus-daemon", "--session", "--nofork", "--nopidfile",
                                "--print-address={fd}"], env, "dbus-daemon")
    launcher = None
    try:
        env = {**env, "DBUS_SESSION_BUS_ADDRESS": address,
               "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_ACCESSIBILITY": "1"}
        ask = ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
               "org.a11y.Bus.GetAddress"]
        launcher = _started_when([launcher_path, "--launch-immediately"], env, lambda: (
            subprocess.run(ask, env=env, capture_output=True, timeout=10).returncode == 0),
            "the accessibility bus")
        yield env
    finally:
        if launcher is not None:
            stop(launcher)
        stop(bus)
