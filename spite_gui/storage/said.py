"""Words for the player kept as a template and its fields until they are shown.

Storage has no Qt, so it does not translate: what it tells the player (a damaged file
moved aside, a disk that is full) is a :class:`Said`, an English template marked for
translation (``QT_TRANSLATE_NOOP("Storage", …)``, collected into the catalogues) with
named fields. A field is another :class:`Said` (words, translated too) or plain text
(a path, a name quoted from a file: shown as it is). ``str()`` gives the English; the
window words it in the player's language with :meth:`Said.worded`
(:func:`spite_gui.view.wording.said_words`).

>>> damaged = Said("the file is damaged")
>>> problem = Said("{what} could not be read ({why}).", what=Said("Your settings"), why=damaged)
>>> str(problem)
'Your settings could not be read (the file is damaged).'
>>> german = {"{what} could not be read ({why}).": "{what} ließen sich nicht lesen ({why}).",
...           "Your settings": "Ihre Einstellungen",
...           "the file is damaged": "die Datei ist beschädigt"}
>>> problem.worded(lambda text: german.get(text, text))
'Ihre Einstellungen ließen sich nicht lesen (die Datei ist beschädigt).'
"""

from __future__ import annotations

from collections.abc import Callable

CONTEXT = "Storage"  # the catalogues' context of every template marked in this package


class Said(str):
    """An English ``template`` with its named ``fields`` (each a :class:`Said` or text); as a
    ``str`` it is the English sentence, so code that only shows or logs it needs nothing
    more."""

    template: str
    fields: dict[str, str]

    def __new__(cls, template: str, **fields: str) -> Said:
        said = super().__new__(cls, _filled([template], fields))
        said.template, said.fields = template, fields
        return said

    def worded(self, words: Callable[[str], str]) -> str:
        """The sentence with each template (this one and its fields') put through ``words``;
        a translation that does not fit its fields gives way to the English."""
        values = {name: value.worded(words) if isinstance(value, Said) else value
                  for name, value in self.fields.items()}
        return _filled([words(self.template), self.template], values)


def _filled(templates: list[str], values: dict[str, str]) -> str:
    for template in templates:
        try:
            return template.format(**values)
        except (ValueError, IndexError, KeyError):
            continue  # a translation that does not fit: the English
    return templates[-1]


def as_said(words: str) -> Said:
    """``words`` as a :class:`Said` (a phrase given as text: marked where it is written)."""
    return words if isinstance(words, Said) else Said(words)


def listing(items: list[str]) -> Said:
    """Phrases in a row, with commas: "deck count, card back" (each worded on its own)."""
    template = ", ".join(f"{{item{number}}}" for number in range(len(items)))
    return Said(template, **{f"item{number}": as_said(item) for number, item in enumerate(items)})


def joined(first: str, second: str) -> Said:
    """Two sentences one after the other, each worded on its own."""
    return Said("{first} {second}", first=as_said(first), second=as_said(second))


def quoted(text: str) -> Said:
    """Text to show as it is (a detail from a file or the system), as a field of words."""
    return Said("{text}", text=text)
