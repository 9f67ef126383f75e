"""Finding English on a German screen: every text a widget shows, and the English words in
it (words German does not share with English; proper names set aside)."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabWidget,
    QTreeWidget,
    QWidget,
)

#: Names that stay as they are in every language: the game's, programs', servers'.
PROPER_NAMES = ("Spite and Malice", "Speech Dispatcher", "VoiceOver", "NVDA", "Orca",
                "README", "Misery", "Qt", "Python", "PySide")

#: Common English words (of the game's) that are not German words too.
ENGLISH = frozenset(re.findall(r"\S+", """
    the and of to your you with game games card cards new open save quit player players
    table tables deal rules hands stock pile piles stack stacks turn turns score scores
    help about play show hidden settings preferences friends friend level levels won lost
    draw sound sounds volume choose language speed slow fast instant edit view read undo redo
    hint zoom full screen log talk last words next whole how centre payoff wild kings aces
    decks match seat seats who no not this that is are for from when until it its as by or
    all any each every one two three four first after before again only yet already may must
    can cannot could would should here there now then what which where while join host
    address code invite waiting looking found none check back front colour color table's
    dark blue red green light large print four-colour highlight still reduce reduced motion
    automatic short off peek drop drag left right up down empty starts ends end
    computer's player's friend's host's other others people single minutes
    seconds turn's close closing copied paste message reset forget afresh undone recorded
    statistics average best current streak rate result rounds date totals everyone mixed
"""))

_TAG = re.compile(r"<[^>]+>")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")  # whole words: "nächsthöhere" holds no "here"


def english_words(text: str) -> set[str]:
    """The English words in ``text`` (markup and proper names left out)."""
    plain = _TAG.sub(" ", text).replace("&", "")
    for name in PROPER_NAMES:
        plain = plain.replace(name, " ")
    return {word for word in _WORD.findall(plain) if word.lower().strip("'’") in ENGLISH}


def texts_of(widget: QWidget) -> list[str]:
    """Every text ``widget`` and its children show or say: labels, buttons, titles, tabs,
    list entries and headers, placeholders, tooltips and accessible names."""
    found: list[str] = []
    for each in [widget, *widget.findChildren(QWidget)]:
        found += [each.toolTip(), each.accessibleName(), each.windowTitle()]
        if isinstance(each, (QLabel, QAbstractButton)):
            found.append(each.text())
        elif isinstance(each, QGroupBox):
            found.append(each.title())
        elif isinstance(each, QComboBox):
            found += [each.itemText(i) for i in range(each.count())]
        elif isinstance(each, QLineEdit):
            found.append(each.placeholderText())
        elif isinstance(each, QTabWidget):
            found += [each.tabText(i) for i in range(each.count())]
        elif isinstance(each, QMenu):
            found += [action.text() for action in each.actions()]
            found += [action.toolTip() for action in each.actions() if action.toolTip()
                      != action.text().replace("&", "")]
        if isinstance(each, QTreeWidget):
            header = each.headerItem()
            found += [header.text(i) for i in range(header.columnCount())]
        elif isinstance(each, QAbstractItemView) and each.model() is not None:
            model = each.model()
            found += [str(model.headerData(i, Qt.Orientation.Horizontal) or "")
                      for i in range(model.columnCount())]
            found += [str(model.index(r, c).data() or "") for r in range(model.rowCount())
                      for c in range(model.columnCount())]
    return [text for text in found if text]


def english_in(widget: QWidget) -> dict[str, set[str]]:
    """Each text of ``widget`` with English in it, and the English words."""
    return {text: words for text in texts_of(widget) if (words := english_words(text))}
