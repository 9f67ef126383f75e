"""The source of a translation, for Qt Linguist: every template of the wording layer.

>>> from spite_gui.table.words import Phrase
>>> hello = Phrase("Demo", "Good day, {name}.")
>>> print(ts_source("de", [hello], {("Demo", hello.text): "Guten Tag, {name}."}), end="")
<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
  <context>
    <name>Demo</name>
    <message>
      <source>Good day, {name}.</source>
      <translation>Guten Tag, {name}.</translation>
    </message>
  </context>
</TS>

A template is found by its context and its English text; a plural
(:class:`~.words.Plural`) by its English "other" form, marked ``numerus`` with its
English form for one as the translators' comment, and translated with one form for
each plural form of the language. ``lrelease`` makes the ``.qm`` file the game's
``QTranslator`` loads. The list is :func:`~.words.catalogue`, not a scan of the code.
No Qt.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from xml.etree import ElementTree

from .words import Phrase, Plural

#: A translation: one text, or for a plural one text per plural form of the language.
Translated = str | Sequence[str]


def ts_source(language: str, templates: Iterable[Phrase | Plural],
              known: Mapping[tuple[str, str], Translated] | None = None) -> str:
    """A ``.ts`` file for ``language`` holding every one of ``templates``, with the
    translations ``known`` (by context and English text); the others are unfinished."""
    known = known or {}
    root = ElementTree.Element("TS", version="2.1", language=language)
    contexts: dict[str, ElementTree.Element] = {}
    for template in templates:
        context = contexts.get(template.context)
        if context is None:
            context = contexts[template.context] = ElementTree.SubElement(root, "context")
            ElementTree.SubElement(context, "name").text = template.context
        _message(context, template, known)
    ElementTree.indent(root)
    body = ElementTree.tostring(root, encoding="unicode")
    return f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n'


def _message(context: ElementTree.Element, template: Phrase | Plural,
             known: Mapping[tuple[str, str], Translated]) -> None:
    plural = isinstance(template, Plural)
    text = template.other if isinstance(template, Plural) else template.text
    message = ElementTree.SubElement(context, "message", numerus="yes") if plural else \
        ElementTree.SubElement(context, "message")
    ElementTree.SubElement(message, "source").text = text
    if isinstance(template, Plural):
        ElementTree.SubElement(message, "comment").text = f"one: {template.one}"
    said = known.get((template.context, text))
    translation = ElementTree.SubElement(message, "translation")
    if said is None:
        translation.set("type", "unfinished")
    elif isinstance(said, str):
        translation.text = said
    else:
        for form in said:
            ElementTree.SubElement(translation, "numerusform").text = form
