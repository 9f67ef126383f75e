"""What the screen reader on a Linux desktop listens to: whether it hears announcements.

Orca from version 46 speaks the announcements programs make (and handles them best:
it never drops one as outdated); Orca 42 to 45 does not listen for them at all. A
screen reader tells the accessibility registry which events it wants, so the
registry's list (``GetRegisteredEvents`` on the accessibility bus) says which kind
is running. :class:`ReaderEars` asks it with ``dbus-send`` (D-Bus's own client, on
every desktop with a screen reader), in the background, at start and again now and
then (a screen reader may start after the game); :attr:`ReaderEars.hears_announcements`
is the latest answer (None: not known).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QProcess, Signal

ASK_AGAIN_MS = 20_000  # a screen reader started or stopped since is noticed this soon
ANNOUNCEMENT_EVENT = "object:announcement"
_ADDRESS = re.compile(r'string "([^"]+)"')


def hears_announcements(registered: str) -> bool:
    """True if the registry's answer (``dbus-send --print-reply`` text) lists a listener
    for announcements.

    >>> hears_announcements('array [ struct { string ":1.5" string "object:announcement" } ]')
    True
    >>> hears_announcements('string "Object:StateChanged:Focused"')
    False
    """
    return ANNOUNCEMENT_EVENT in registered.lower()


class ReaderEars(QObject):
    """Finds out, in the background, whether the screen reader hears announcements."""

    changed = Signal(object)  # the new answer: True, False or None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.hears_announcements: bool | None = None
        self._process: QProcess | None = None  # the dbus-send under way; owned here
        # … and its reader: a function of this class, not a bound method (which, kept here,
        # would hold this object in a cycle for the collector to free, not Qt)
        self._then: Callable[[ReaderEars, str | None], None] = ReaderEars._answer_nothing
        self._asked = QElapsedTimer()

    def ask_if_due(self) -> None:
        """Ask the registry again if the last answer is old (and nothing is under way)."""
        if self._process is not None:
            return
        if self._asked.isValid() and self._asked.elapsed() < ASK_AGAIN_MS:
            return
        self._asked.start()
        self._run(["--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                   "org.a11y.Bus.GetAddress"], ReaderEars._got_address)

    def _run(self, arguments: list[str], then: Callable[[ReaderEars, str | None], None]) -> None:
        process = QProcess(self)
        self._process, self._then = process, then
        # slots of this object: a window closing with a dbus-send still running deletes
        # the process after this object's connections are gone, so its last word (the
        # process killed) reaches no one; a lambda would be called on a half-deleted object
        process.finished.connect(self._finished)
        process.errorOccurred.connect(self._failed)
        process.start("dbus-send", arguments)

    def _finished(self, code: int, _status: QProcess.ExitStatus) -> None:
        self._done(code)

    def _failed(self, _error: QProcess.ProcessError) -> None:
        self._done(-1)

    def _done(self, code: int) -> None:
        process, then = self._process, self._then
        if process is None:
            return  # told twice (an error, then finished)
        self._process = None
        output = bytes(process.readAllStandardOutput().data()).decode("utf-8", "replace")
        process.deleteLater()
        then(self, output if code == 0 else None)

    def _got_address(self, output: str | None) -> None:
        found = _ADDRESS.search(output or "")
        if found is None:
            self._answer(None)
            return
        self._run([f"--bus={found[1]}", "--print-reply", "--dest=org.a11y.atspi.Registry",
                   "/org/a11y/atspi/registry", "org.a11y.atspi.Registry.GetRegisteredEvents"],
                  ReaderEars._got_events)

    def _got_events(self, output: str | None) -> None:
        self._answer(None if output is None else hears_announcements(output))

    def _answer_nothing(self, _output: str | None) -> None:
        pass

    def _answer(self, hears: bool | None) -> None:
        if hears != self.hears_announcements:
            self.hears_announcements = hears
            self.changed.emit(hears)
