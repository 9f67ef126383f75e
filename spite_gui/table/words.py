"""How the wording layer makes its sentences, and the one seam where they will be translated.

The rules, the host and the network speak in codes with parameters (a
:class:`~spite_gui.engine.Refusal`, an :class:`~spite_gui.engine.Outcome`, an event,
a piece of news); the modules of this package word them. Every sentence is a whole
template with named fields, declared once at the top of its module, never glued
together from pieces of sentences:

>>> GREETING = Phrase("Demo", "Hello, {name}.")
>>> GREETING(name="Anna")
'Hello, Anna.'

A sentence that says a number of things is a :class:`Plural`: its two whole English
forms, the one for one thing and the one for any other number:

>>> CARDS_LEFT = Plural("Demo", "{count} card left", "{count} cards left")
>>> CARDS_LEFT(1), CARDS_LEFT(3)
('1 card left', '3 cards left')

Where the grammar changes with who does something ("You played", "West played"; "its
hand" for a computer, "their hand" for a person), each case is a whole template of its
own, chosen by the code that words it. Noun phrases (a card's name, a pile's name, a
list of cards) are fields: each is worded by a template of its own first.

**Translation.** Every template is written in English. The application installs a
:class:`Translator` with :func:`set_translator` (:func:`spite_gui.view.wording.qt_translate`,
built on ``QCoreApplication.translate``): a :class:`Phrase` is looked up as ``(context, its
English text)``, a :class:`Plural` as ``(context, its English "other" text)`` with the
count, so that Qt picks the translation's plural form for the count (``numerus``). The
translated template is filled with the same named fields. A translator with no entry
for a template gives back the English text (a plural then takes the English form for
the count); a translated template that names a field the sentence does not have is
not used: the English one is, so a slip in a translation never stops the game.

Every template is listed, in the order declared, by :func:`catalogue`: the source of
the translations (a ``.ts`` file for Qt Linguist, each plural marked ``numerus`` with
its English singular as the translators' comment) is made from it by
:func:`~.ts_source.ts_source`, not by scanning the code. No Qt here.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol


class Translator(Protocol):
    """Turns an English template into the player's language; None means "keep the English"."""

    def __call__(self, context: str, text: str, count: int | None) -> str | None: ...


def _english(context: str, text: str, count: int | None) -> str | None:
    return None


_translator: Translator = _english
_catalogue: list[Phrase | Plural] = []


def set_translator(translator: Translator | None) -> Translator:
    """Word every sentence from now on with ``translator`` (None: English again); returns
    the translator it replaces, for whoever puts it back."""
    global _translator
    previous, _translator = _translator, translator or _english
    return previous


def translate(context: str, text: str, count: int | None = None) -> str | None:
    """The template ``text`` of ``context`` in the player's language, or None to keep the
    English (``count``: the number a plural says)."""
    return _translator(context, text, count)


def catalogue() -> tuple[Phrase | Plural, ...]:
    """Every template declared so far, in order (import the wording modules first)."""
    return tuple(_catalogue)


def fields(text: str) -> frozenset[str]:
    """The names of the fields ``text`` fills: ``{"card", "stack"}``."""
    return frozenset(name for _, name, _, _ in string.Formatter().parse(text) if name)


def _fill(english: str, translated: str | None, values: dict[str, object]) -> str:
    if translated is not None:
        try:
            if fields(translated) <= fields(english):
                return translated.format(**values)
        except (ValueError, IndexError, KeyError):
            pass  # a broken translation: the English template below
    return english.format(**values)


@dataclass(frozen=True, slots=True)
class Phrase:
    """A sentence, or a phrase used as another template's field: ``context`` groups it
    for the translators (the module it belongs to), ``text`` is the English template."""

    context: str
    text: str

    def __post_init__(self) -> None:
        _catalogue.append(self)

    def __call__(self, **values: object) -> str:
        return _fill(self.text, translate(self.context, self.text), values)


@dataclass(frozen=True, slots=True)
class Plural:
    """A template that says a number (its field ``count``): ``one`` is the English form
    for 1, ``other`` for every other number (the key the translations are found by)."""

    context: str
    one: str
    other: str

    def __post_init__(self) -> None:
        _catalogue.append(self)

    def __call__(self, count: int, **values: object) -> str:
        english = self.one if count == 1 else self.other
        translated = translate(self.context, self.other, count)
        if translated == self.other:  # not translated: the English form for the count
            translated = None
        return _fill(english, translated, {"count": count, **values})


#: The name the player at this table goes by in a list of names: where a sentence is
#: about them, the wording layer says it in the second person ("You won", "your hand").
YOU = "You"


def capitalised(text: str) -> str:
    """``text`` with its first letter a capital (a sentence that starts with a field)."""
    return text[:1].upper() + text[1:]


#: How a list of things is said: two things, and each further thing before the last.
PAIR = Phrase("Lists", "{first} and {last}")
SERIES = Phrase("Lists", "{items}, {item}")


def commas(items: Sequence[str]) -> str:
    """ "a, b, c": things said one after another (each item already worded)."""
    if not items:
        return ""
    head = items[0]
    for item in items[1:]:
        head = SERIES(items=head, item=item)
    return head


def listed(items: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c" (each item already worded)."""
    if len(items) <= 1:
        return "".join(items)
    return PAIR(first=commas(items[:-1]), last=items[-1])


__all__ = ["YOU", "Phrase", "Plural", "Translator", "capitalised", "catalogue", "commas",
           "fields", "listed", "set_translator", "translate"]
