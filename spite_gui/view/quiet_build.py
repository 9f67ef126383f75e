"""Building a window without telling screen readers of each widget as it is made.

Qt tells a listening screen reader of every widget made and every value set in it,
shown or not: building Preferences sent Orca well over a hundred events before its
window came up. Orca 43, working through them, answered no key for many seconds, and
took the page tab selected while the dialog was being built for the place the focus
went, so it never said the dialog's title when it opened. Built inside
:func:`quietly`, a window is told to the reader once, whole, when it opens: its title,
then the control that has the focus. :func:`answer_readers` lets it have its answers
about the window it is on before the new one shows.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtGui import QAccessible


@contextlib.contextmanager
def quietly() -> Iterator[None]:
    """Within the block, no news goes to a screen reader (what is built in it is read
    when a reader asks, as any window is)."""
    listening = QAccessible.isActive()
    if listening:
        QAccessible.setActive(False)
    try:
        yield
    finally:
        if listening:
            QAccessible.setActive(True)


def answer_readers() -> None:
    """Answer what a screen reader asked while a window was being built, before it shows.

    A current Orca (48) asks which window is active as it takes in each key. Asked as the
    key that opens a window came, and answered only once that window was up, it took the
    new window in as part of the key, said its title, and stopped that at once as it
    stops all speech at a key press: the title was never heard. (The player's own keys
    wait: they are not taken in here.)"""
    if QAccessible.isActive():
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
