"""Opens Preferences in each language named on the command line, on the screen Qt was
started with, and prints (as JSON) which of its pages would have to scroll sideways.

Run by ``test_preferences_fit.py`` in a fresh interpreter: the screen's size is set
through ``QT_QPA_PLATFORM`` before Qt starts.
"""

from __future__ import annotations

import json
import sys

from PySide6.QtWidgets import QApplication, QScrollArea

from spite_gui.dialogs.preferences import PreferencesDialog
from spite_gui.language import TRANSLATORS
from spite_gui.storage import Settings


def sideways(dialog: PreferencesDialog, app: QApplication) -> dict[str, int]:
    """Each page that scrolls sideways, and by how many pixels."""
    found = {}
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        app.processEvents()
        scroller = dialog.tabs.widget(index)
        assert isinstance(scroller, QScrollArea)
        bar = scroller.horizontalScrollBar()
        if bar.isVisible() and bar.maximum() > 0:
            found[dialog.tabs.tabText(index)] = bar.maximum()
    return found


def main(languages: list[str]) -> None:
    app = QApplication([])
    report = {}
    for language in languages:
        TRANSLATORS.install(app, language)
        # every seat shown (a person's name in each): the widest Players page
        dialog = PreferencesDialog(Settings(players=4, seat_kinds=["person"] * 3))
        dialog.show()
        app.processEvents()
        screen = dialog.screen().availableGeometry()
        report[language] = {"sideways": sideways(dialog, app),
                            "fits": screen.contains(dialog.frameGeometry())}
        dialog.close()
    print(json.dumps(report))


if __name__ == "__main__":
    main(sys.argv[1:])
