"""What the desktop asks of the game's looks: for now, whether it wants motion reduced.

Qt 6.12 reads the desktop's reduce-motion setting into
``QStyleHints.accessibility().motionPreference()`` where its platform support knows
one (on Linux, the GNOME and XDG desktop portal themes: the portal's "reduced-motion"
appearance setting); elsewhere it says "no preference", and the game plays as the
player chose.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication


class DesktopMotion(QObject):
    """The desktop's wish for reduced motion (:attr:`reduced`), and its changes."""

    changed = Signal(bool)  # True: the desktop now asks for reduced motion

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._hints = QGuiApplication.styleHints()  # kept: the accessibility hints are its child
        self._accessibility = self._hints.accessibility()
        self._accessibility.motionPreferenceChanged.connect(
            lambda preference: self.changed.emit(_reduced(preference)))

    @property
    def reduced(self) -> bool:
        return _reduced(self._accessibility.motionPreference())


def _reduced(preference: Qt.MotionPreference) -> bool:
    return preference == Qt.MotionPreference.ReducedMotion
