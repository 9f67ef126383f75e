"""A catalogue made for a test with Qt's own tools: a few entries written to a ``.ts``,
compiled with ``pyside6-lrelease`` and installed as the application's translator, so a
test sees words go through Qt's translation under their context (before the shipped
catalogues have them)."""

from __future__ import annotations

import pathlib
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from xml.etree import ElementTree

from PySide6.QtCore import QCoreApplication, QTranslator

#: Qt's lrelease, which PySide6 brings beside the Python it is installed for.
LRELEASE = shutil.which("pyside6-lrelease", path=str(pathlib.Path(sys.executable).parent)) \
    or "pyside6-lrelease"

Entries = Mapping[tuple[str, str], str | Sequence[str]]


def ts_text(language: str, entries: Entries) -> str:
    """A ``.ts`` holding ``entries`` (by context and English source; a list: plural forms)."""
    root = ElementTree.Element("TS", version="2.1", language=language)
    contexts: dict[str, ElementTree.Element] = {}
    for (name, source), said in entries.items():
        context = contexts.get(name)
        if context is None:
            context = contexts[name] = ElementTree.SubElement(root, "context")
            ElementTree.SubElement(context, "name").text = name
        plural = not isinstance(said, str)
        message = ElementTree.SubElement(context, "message", numerus="yes") if plural else \
            ElementTree.SubElement(context, "message")
        ElementTree.SubElement(message, "source").text = source
        translation = ElementTree.SubElement(message, "translation")
        if isinstance(said, str):
            translation.text = said
        else:
            for form in said:
                ElementTree.SubElement(translation, "numerusform").text = form
    return ElementTree.tostring(root, encoding="unicode")


def made_translator(folder: pathlib.Path, entries: Entries, language: str = "de") -> QTranslator:
    """A translator loaded from ``entries`` compiled into ``folder``."""
    source = folder / f"made_{language}.ts"
    source.write_text(ts_text(language, entries), "utf-8")
    target = folder / f"made_{language}.qm"
    subprocess.run([LRELEASE, str(source), "-qm", str(target)], check=True,
                   capture_output=True)
    translator = QTranslator()
    assert translator.load(str(target))
    return translator


class MadeCatalogues:
    """Installs made catalogues on the application and removes them again; it owns each
    translator while it is installed (Qt keeps only a pointer)."""

    def __init__(self, app: QCoreApplication, folder: pathlib.Path) -> None:
        self.app, self.folder = app, folder
        self.installed: list[QTranslator] = []

    def __call__(self, entries: Entries, language: str = "de") -> QTranslator:
        translator = made_translator(self.folder, entries, language)
        self.app.installTranslator(translator)
        self.installed.append(translator)
        return translator

    def remove(self) -> None:
        for translator in self.installed:
            self.app.removeTranslator(translator)
        self.installed.clear()
