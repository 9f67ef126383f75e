"""The game's sentences through Qt's translator.

The wording layer (:mod:`spite_gui.table.words`) makes every sentence from an English
template. :func:`qt_translate` is the translator the application gives it: each
template is looked up with ``QCoreApplication.translate`` under its context, a plural
with its count (so the translation's plural forms follow the language's rules). A
``QTranslator`` installed on the application then words the game in its language;
with none installed, or none that knows a template, the English stays.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..storage.said import CONTEXT as STORAGE
from ..storage.said import Said


def qt_translate(context: str, text: str, count: int | None) -> str | None:
    """``text`` of ``context`` in the language of the translators installed (None: none
    knows it, the English stays)."""
    said = QCoreApplication.translate(context, text, None, -1 if count is None else count)
    return None if said == text else said


def said_words(text: str) -> str:
    """What storage tells the player (a :class:`~spite_gui.storage.said.Said`) in the
    language of the translators installed; any other text as it is."""
    if not isinstance(text, Said):
        return text
    return text.worded(lambda template: QCoreApplication.translate(STORAGE, template))
