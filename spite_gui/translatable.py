"""Marking words for translation where they are written down, not where they are shown.

``pyside6-lupdate`` collects every ``QT_TRANSLATE_NOOP("Context", "words")`` into the
``.ts`` catalogues; the words stay as they are until shown, then go through
``QCoreApplication.translate("Context", words)``. This one is typed (Qt's returns an
``object``) and needs no Qt, so a plain-Python module can mark its words too.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, words: str) -> str:  # the name lupdate looks for
    """``words``, unchanged: marked for translation in ``context``.

    >>> QT_TRANSLATE_NOOP("Preferences", "Single game")
    'Single game'
    """
    return words
