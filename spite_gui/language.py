"""The language of the game's words: Qt's translators, installed before the window is built.

The game's own catalogues are ``resources/translations/spite_<lang>.qm`` (compiled from
the ``.ts`` sources beside them by ``packaging/translations.py``); Qt's own catalogue
(``qtbase_<lang>.qm``: the standard buttons, the colour and file dialogs) comes with Qt.
The language follows the system's unless the player chose one in Preferences; a change
applies from the next start (every window is built in one language).

Nothing touches Qt at import time.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .engine.rules import CLASSIC, CUSTOM
from .resources import resource_path
from .translatable import QT_TRANSLATE_NOOP

#: The languages the game speaks, each named in its own words (as a chooser shows them).
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español"}
SOURCE_LANGUAGE = "en"  # the words in the code


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's preferred languages the game speaks (English if none)."""
    for tag in (locale or QLocale.system()).uiLanguages():
        code = tag.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGE_NAMES:
            return code
    return SOURCE_LANGUAGE


def catalogue(language: str) -> str:
    """The path of the game's compiled catalogue for ``language``."""
    return str(resource_path("translations", f"spite_{language}.qm"))


def qt_translations() -> list[str]:
    """Where Qt's own catalogues may be: where Qt says, then beside the PySide6 package (a
    bundle carries them there)."""
    import PySide6

    return [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
            str(Path(PySide6.__file__).parent / "Qt" / "translations")]


class Translators:
    """The translators installed on the application, owned here: Qt keeps only a pointer,
    so this list keeps each one alive while it is installed and lets it go once it is
    removed. Qt reads a catalogue from its file as it translates (the file is mapped into
    memory): a ``.qm`` must not be rewritten under a running game."""

    def __init__(self) -> None:
        self.language = SOURCE_LANGUAGE
        self._installed: list[QTranslator] = []

    def install(self, app: QCoreApplication, chosen: str = "") -> str:
        """Speak ``chosen`` ("" for the system's language); the language now spoken.

        A catalogue that cannot be loaded leaves those words in English: the game still runs.
        """
        self.remove(app)
        language = chosen if chosen in LANGUAGE_NAMES else system_language()
        self.language = language
        QLocale.setDefault(QLocale(language))  # numbers and dates in the same language
        catalogues = [(f"spite_{language}", [str(resource_path("translations"))])]
        if language != SOURCE_LANGUAGE:  # English: the plurals only, Qt's own are in Qt
            catalogues.insert(0, (f"qtbase_{language}", qt_translations()))
        for name, folders in catalogues:
            # owned here, not by the application: kept while installed, let go once removed
            translator = QTranslator()
            if any(translator.load(name, folder) for folder in folders):
                app.installTranslator(translator)
                self._installed.append(translator)
        return language

    def remove(self, app: QCoreApplication) -> None:
        """Back to the words in the code."""
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed.clear()


TRANSLATORS = Translators()  # the application's one set of translators


# Names the code keeps in English (in settings, files and on the network) shown in the
# player's language.
LEVEL_NAMES = {
    "easy": QT_TRANSLATE_NOOP("Names", "Easy"),
    "medium": QT_TRANSLATE_NOOP("Names", "Medium"),
    "hard": QT_TRANSLATE_NOOP("Names", "Hard"),
    "expert": QT_TRANSLATE_NOOP("Names", "Expert"),
}
PRESET_NAMES = {
    CLASSIC: QT_TRANSLATE_NOOP("Names", "Classic"),
    "Traditional": QT_TRANSLATE_NOOP("Names", "Traditional"),
    "Quick": QT_TRANSLATE_NOOP("Names", "Quick"),
    "Family": QT_TRANSLATE_NOOP("Names", "Family"),
    "Jokers to King": QT_TRANSLATE_NOOP("Names", "Jokers to King"),
    CUSTOM: QT_TRANSLATE_NOOP("Names", "Custom"),  # rules of no preset
}


def level_name(level: str) -> str:
    """A computer level ("medium") as the player reads it ("Medium", "Mittel" …)."""
    return QCoreApplication.translate("Names", LEVEL_NAMES.get(level, level.capitalize()))


def preset_name(name: str) -> str:
    """A preset of the rules ("Classic") as the player reads it."""
    return QCoreApplication.translate("Names", PRESET_NAMES.get(name, name))
