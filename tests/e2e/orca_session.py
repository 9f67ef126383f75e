"""A real screen reader whose speech is written down: Orca, talking to speech-dispatcher,
whose only voice writes each utterance to a file (:mod:`.speech_capture`).

:func:`captured_speech` starts a private speech-dispatcher (its own configuration
folder and socket, the generic output module running ``speech_capture.py``);
:func:`orca` starts Orca on an X screen with the accessibility bus
(:func:`.xsession.accessibility_bus`), with preferences of its own and that
speech-dispatcher as its voice. Orca is Debian's (``/usr/bin/orca``), or the one in a
Debian root made by ``.ci/run`` (:data:`CURRENT_ORCA_ROOT`, a newer release), run
there with this machine's /tmp, /dev and /run; either runs in a process namespace of
its own (no other Orca on the machine can stop it). :class:`Spoken` reads the file and
waits on it, never on the clock.
"""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import shutil
import signal
import subprocess
import time
from collections.abc import Callable, Iterator

from .xsession import XSessionError, stop

CAPTURE = pathlib.Path(__file__).with_name("speech_capture.py")
# where .ci/run keeps a Debian root with a current Orca (46 or later), when it could make one
CURRENT_ORCA_ROOT = pathlib.Path(os.environ.get(
    "SPITE_GUI_CURRENT_ORCA_ROOT", "/var/cache/spite-and-malice-ci/trixie-orca"))
RATE = 60.0  # characters a second: a brisk screen-reader voice
SYMBOL_FILES = ("gender-neutral.dic", "font-variants.dic", "symbols.dic", "emojis.dic",
                "orca.dic", "orca-chars.dic")


def orca_version(root: pathlib.Path | None = None) -> str | None:
    """The version of Orca installed (in ``root``, a Debian root), or None if there is none."""
    command = ["orca", "--version"]
    if root is not None:
        if not (root / "usr/bin/orca").exists():
            return None
        command = ["chroot", str(root), *command]
    elif shutil.which("orca") is None:
        return None
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout.strip() or None if done.returncode == 0 else None


def needs_speech() -> str | None:
    """Why Orca with captured speech can't run here (None: it can)."""
    if shutil.which("speech-dispatcher") is None:
        return "speech-dispatcher is not installed (the CI script installs it with apt-get)"
    if not os.path.exists("/usr/lib/speech-dispatcher-modules/sd_generic"):
        return "speech-dispatcher's generic output module is missing"
    return None


class Spoken:
    """What the voice said, read from the capture file."""

    def __init__(self, path: pathlib.Path) -> None:
        self.path = path
        # why the screen reader can say nothing more (None while it runs): set by orca()
        self.reader_gone: Callable[[], str | None] = lambda: None
        # stops the screen reader (True) or lets it go on (False): set by orca()
        self.hold_reader: Callable[[bool], None] = lambda _held: None

    def records(self) -> list[dict]:
        try:
            text = self.path.read_text(encoding="utf-8")
        except OSError:
            return []
        return [json.loads(line) for line in text.splitlines() if line.strip()]

    def said(self) -> list[str]:
        """Every utterance begun, in order (its spaces as one)."""
        return [" ".join(r["said"].split()) for r in self.records() if "said" in r]

    def finished(self) -> list[str]:
        """Every utterance spoken to its end."""
        return [" ".join(r["done"].split()) for r in self.records() if "done" in r]

    def text(self, start: int = 0) -> str:
        """All that was begun from utterance ``start`` on, as one text."""
        return " ".join(self.said()[start:])

    def mark(self) -> int:
        """Where the speech stands now (for :meth:`text` and :meth:`wait_for`)."""
        return len(self.said())

    def wait_for(self, check: Callable[[str], bool], timeout: float, what: str,
                 start: int = 0) -> str:
        """The speech from ``start`` once ``check`` holds for it; AssertionError naming
        ``what`` and what was said, after ``timeout`` seconds."""
        end = time.monotonic() + timeout
        while True:
            heard = self.text(start)
            if check(heard):
                return heard
            gone = self.reader_gone()
            if gone is not None:
                raise AssertionError(f"never heard {what}: {gone}; heard: {heard!r}")
            if time.monotonic() > end:
                raise AssertionError(f"never heard {what}; heard: {heard!r}")
            time.sleep(0.05)

    @contextlib.contextmanager
    def reader_held_up(self) -> Iterator[None]:
        """The screen reader stopped within the block, as a busy desktop holds it up: what
        the program tells it meanwhile waits on the bus and reaches it all at once."""
        self.hold_reader(True)
        try:
            yield
        finally:
            self.hold_reader(False)

    def wait_quiet(self, quiet: float = 1.5, timeout: float = 60) -> None:
        """Until nothing new has been said or finished for ``quiet`` seconds."""
        end = time.monotonic() + timeout
        count, since = -1, time.monotonic()
        while time.monotonic() < end:
            now = len(self.records())
            if now != count:
                count, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return
            time.sleep(0.05)


def _config(folder: pathlib.Path, spoken: pathlib.Path, rate: float) -> None:
    """speech-dispatcher's configuration: one output module, the capture."""
    (folder / "modules").mkdir(parents=True, exist_ok=True)
    symbols = "\n".join(f'SymbolsPreprocFile "{name}"' for name in SYMBOL_FILES)
    (folder / "speechd.conf").write_text(
        'AddModule "capture" "sd_generic" "capture.conf"\n'
        'DefaultModule capture\n'
        'LanguageDefaultModule "en" "capture"\n'
        'SymbolsPreproc "char"\n'
        f'{symbols}\n'
        'AudioOutputMethod "alsa"\n'  # no sound here: the capture module needs none
        'AudioALSADevice "null"\n'
        'LogLevel 2\n', encoding="utf-8")
    (folder / "modules" / "capture.conf").write_text(
        f'GenericExecuteSynth "exec python3 {CAPTURE} {spoken} {rate} \\\'$DATA\\\'"\n'
        'GenericMaxChunkLength 100000\n'
        'GenericDelimiters "\x1f"\n'  # a character no speech holds: one piece each
        'GenericDefaultCharset "utf-8"\n'
        'AddVoice "en" "MALE1" "capture"\n'
        + "".join(f'GenericLanguage "{code}" "{code}" "utf-8"\n'
                  for code in ("en", "en-US", "en-GB", "en_US", "C"))
        , encoding="utf-8")


@contextlib.contextmanager
def captured_speech(folder: pathlib.Path, env: dict[str, str], rate: float = RATE
                    ) -> Iterator[tuple[dict[str, str], Spoken]]:
    """A private speech-dispatcher whose voice writes to ``folder/spoken.jsonl``: the
    environment for its clients (``SPEECHD_ADDRESS``) and the :class:`Spoken` file."""
    folder.mkdir(parents=True, exist_ok=True)
    spoken = folder / "spoken.jsonl"
    config = folder / "speechd"
    _config(config, spoken, rate)
    socket = folder / "speechd.sock"
    logs = folder / "speechd-logs"
    logs.mkdir(exist_ok=True)
    process = subprocess.Popen(
        ["speech-dispatcher", "--run-single", "--config-dir", str(config), "--socket-path",
         str(socket), "--communication-method", "unix_socket", "--timeout", "0",
         "--log-dir", str(logs), "--pid-file", str(folder / "speechd.pid")],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        end = time.monotonic() + 20
        while not socket.exists():
            if process.poll() is not None or time.monotonic() > end:
                raise XSessionError("speech-dispatcher did not start")
            time.sleep(0.05)
        yield {**env, "SPEECHD_ADDRESS": f"unix_socket:{socket}"}, Spoken(spoken)
    finally:
        stop(process)


def _orca_prefs(folder: pathlib.Path) -> pathlib.Path:
    """Orca's preferences as a new user has them, but for the key echo (which would
    speak every key the test presses)."""
    prefs = folder / "orca-prefs"
    prefs.mkdir(parents=True, exist_ok=True)
    (prefs / "user-settings.conf").write_text(json.dumps({
        "general": {"enableKeyEcho": False, "enableSpeech": True,
                    "speechServerFactory": "speechdispatcherfactory",
                    "firstStart": False},
        "keybindings": {}, "pronunciations": {}, "profiles": {"default": {
            "profile": ["Default", "default"], "enableKeyEcho": False,
            "firstStart": False}},
    }), encoding="utf-8")
    return prefs


PROCESS_NAME = "orca-under-test"  # not "orca": no other Orca finds it (15 letters at most)
# Orca names its process with setproctitle() when it can import it: this one, made ready
# at the start of its Python (its own script puts the system's packages first)
_SITECUSTOMIZE = f'''"""The process name of an Orca under test."""
import ctypes
import sys
import types


def setproctitle(_name):
    ctypes.CDLL("libc.so.6").prctl(15, ctypes.create_string_buffer(b"{PROCESS_NAME}"), 0, 0, 0)


sys.modules["setproctitle"] = types.ModuleType("setproctitle")
sys.modules["setproctitle"].setproctitle = setproctitle
'''


@contextlib.contextmanager
def orca(env: dict[str, str], folder: pathlib.Path, spoken: Spoken,
         root: pathlib.Path | None = None) -> Iterator[subprocess.Popen]:
    """Orca running on the X screen and accessibility bus of ``env`` (this machine's, or
    the one installed in the Debian ``root``), speaking to the speech-dispatcher of
    ``env``; ready once it has said it is on.

    An Orca started with ``--replace`` kills every other process of its user named
    ``orca``, and one that finds another running refuses to start: two test runs on one
    machine took each other's reader away, and the game went unheard mid-game. So this
    Orca runs in a process namespace of its own (it sees no other) under a process name
    no other looks for (:data:`PROCESS_NAME`); :meth:`Spoken.wait_for` says so at once
    if it stops anyway."""
    prefs = _orca_prefs(folder)
    names = folder / "process-name"
    names.mkdir(exist_ok=True)
    (names / "sitecustomize.py").write_text(_SITECUSTOMIZE, encoding="utf-8")
    start = spoken.mark()
    command = ["orca", "--user-prefs", str(prefs)]
    if os.environ.get("SPITE_ORCA_DEBUG"):  # Orca's own account of each event, to read
        command += ["--debug", "--debug-file", str(folder / "orca-debug.txt")]
    if root is not None:
        shared = ["/tmp", "/proc", "/dev", "/run", "/sys"]
        # the accessibility bus's socket, where its launcher put it (outside /tmp for root)
        shared += [str(p) for p in (pathlib.Path.home() / ".cache" / "at-spi",) if p.is_dir()]
        mounts = " && ".join(f"mkdir -p {root}{d} && mount --rbind {d} {root}{d}"
                             for d in shared)
        inner = " ".join(f"'{part}'" for part in command)
        command = ["sh", "-c", f"{mounts} && exec chroot {root} {inner}"]
    # its own processes and /proc (so it sees no other Orca), its own mounts; killed when
    # the namespace's first process (unshare) goes
    isolate = ["unshare", "--pid", "--mount-proc", "--kill-child", "--propagation", "private"]
    if os.geteuid() != 0:
        isolate.append("--map-root-user")
    env = {**env, "HOME": str(folder), "XDG_CONFIG_HOME": str(folder / "config"),
           "XDG_DATA_HOME": str(folder / "data"), "GTK_A11Y": "none",
           "PYTHONPATH": str(names)}
    env.pop("QT_LINUX_ACCESSIBILITY_ALWAYS_ON", None)
    with open(folder / "orca-output.txt", "wb") as output:
        process = subprocess.Popen([*isolate, "--", *command], env=env, stdout=output,
                                   stderr=output)
    spoken.reader_gone = lambda: (None if process.poll() is None
                                  else f"Orca ended with exit status {process.returncode}")
    spoken.hold_reader = lambda held: _signal_isolated(
        process, signal.SIGSTOP if held else signal.SIGCONT)
    try:
        spoken.wait_for(lambda text: "Screen reader on" in text, 60, "Orca starting",
                        start)
        yield process
    finally:
        spoken.reader_gone = lambda: None
        spoken.hold_reader = lambda _held: None
        _signal_isolated(process, signal.SIGCONT)  # (a test that stopped before letting it go)
        _stop_isolated(process)


def _signal_isolated(process: subprocess.Popen, number: int) -> None:
    """Send signal ``number`` to the program ``unshare`` runs."""
    children = pathlib.Path(f"/proc/{process.pid}/task/{process.pid}/children")
    with contextlib.suppress(OSError, ValueError):
        for pid in children.read_text().split():
            os.kill(int(pid), number)


def _stop_isolated(process: subprocess.Popen) -> None:
    """End the program ``unshare`` runs (it passes no signal on), then ``unshare``."""
    _signal_isolated(process, signal.SIGTERM)  # Orca ends tidily (its debug file written)
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(10)
    if process.poll() is None:
        process.kill()  # and with it, whatever still runs in its namespace
        process.wait(10)
