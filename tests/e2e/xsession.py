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
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24",
         "-nolisten", "tcp"], pass_fds=(write_end,), stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL)
    os.close(write_end)
    manager = None
    try:
        with os.fdopen(read_end) as pipe:
            number = pipe.readline().strip()  # written once the server takes connections
        if not number:
            raise XSessionError("Xvfb did not start")
        env = {**os.environ, "DISPLAY": f":{number}"}
        manager = subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
        end = time.monotonic() + 15
        while "window id" not in subprocess.run(
                ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env, capture_output=True,
                text=True).stdout:
            if time.monotonic() > end or manager.poll() is not None:
                raise XSessionError("openbox did not start")
            time.sleep(0.1)
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
    read_end, write_end = os.pipe()
    bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--nopidfile",
                            f"--print-address={write_end}"], pass_fds=(write_end,), env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    launcher = None
    try:
        with os.fdopen(read_end) as pipe:
            address = pipe.readline().strip()
        if not address:
            raise XSessionError("dbus-daemon did not start")
        env = {**env, "DBUS_SESSION_BUS_ADDRESS": address,
               "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_ACCESSIBILITY": "1"}
        launcher = subprocess.Popen([launcher_path, "--launch-immediately"], env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        ask = ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
               "org.a11y.Bus.GetAddress"]
        end = time.monotonic() + 15
        while subprocess.run(ask, env=env, capture_output=True, timeout=10).returncode != 0:
            if time.monotonic() > end or launcher.poll() is not None:
                raise XSessionError("the accessibility bus did not start")
            time.sleep(0.1)
        yield env
    finally:
        if launcher is not None:
            stop(launcher)
        stop(bus)
