"""Bring the translations up to date: the ``.ts`` sources from the code, the ``.qm`` from them.

    python packaging/translations.py [--update] [--check]

Each language has two sources in ``resources/translations``: ``spite_<lang>.ts``, the
window's words (what the code sends through ``QCoreApplication.translate`` or marks with
``QT_TRANSLATE_NOOP``, collected by ``pyside6-lupdate``), and ``spite_words_<lang>.ts``,
the table's sentences (every template of the wording layer, listed by
``spite_gui.table.words.catalogue``). Without options the script compiles the two into
``spite_<lang>.qm`` with ``pyside6-lrelease`` (the package build runs this; entries not
yet translated are left out, and the game says them in English). ``--update`` first
brings both sources up to date with the code, new entries unfinished (for a translator,
with Qt Linguist or by hand), translations kept. ``--check`` changes nothing: it fails if
a source is not up to date, a window word is not translated, or a ``.qm`` is not what its
sources compile to, and it counts the table's sentences still waiting. The tools ship with
PySide6-Essentials.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "spite_gui"
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("de", "fr", "es")
# English is the words in the code; its catalogue holds only the window's plurals ("1 card",
# "2 cards"), which Qt writes from one "%n card(s)" in each language's own way (the table's
# sentences carry their English forms for one and for more themselves).
ENGLISH = "en"
CATALOGUES = (ENGLISH, *LANGUAGES)


def tool(name: str) -> str:
    """The PySide6 tool ``name``, beside this Python if it is not on the PATH."""
    beside = Path(sys.executable).parent / name
    found = shutil.which(name) or (str(beside) if beside.exists() else None)
    if found is None:
        raise SystemExit(f"translations: {name} not found (it comes with PySide6-Essentials)")
    return found


def ts_file(language: str, folder: Path = FOLDER) -> Path:
    return folder / f"spite_{language}.ts"


def words_file(language: str, folder: Path = FOLDER) -> Path:
    return folder / f"spite_words_{language}.ts"


def sources(language: str, folder: Path = FOLDER) -> list[Path]:
    """The ``.ts`` files compiled into ``language``'s ``.qm``."""
    return [ts_file(language, folder)] + (
        [words_file(language, folder)] if language != ENGLISH else [])


def _templates():
    """Every template of the wording layer (its modules imported first)."""
    sys.path.insert(0, str(ROOT))
    import spite_gui.table as table

    for module in sorted(pkgutil.iter_modules(table.__path__), key=lambda each: each.name):
        importlib.import_module(f"spite_gui.table.{module.name}")
    from spite_gui.table.words import catalogue

    return catalogue()


def known_translations(ts: Path) -> dict[tuple[str, str], str | list[str]]:
    """The finished translations in ``ts``, by context and source text."""
    if not ts.is_file():
        return {}
    known: dict[tuple[str, str], str | list[str]] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") == "unfinished":
                continue
            forms = [form.text or "" for form in translation.iter("numerusform")]
            known[(name, message.findtext("source") or "")] = forms or (translation.text or "")
    return known


def update(folder: Path = FOLDER) -> None:
    """Every translatable string of the code into each ``.ts`` in ``folder`` (entries the
    code no longer has are dropped, translations kept)."""
    folder.mkdir(parents=True, exist_ok=True)
    files = sorted(str(path) for path in SOURCES.rglob("*.py"))
    for language in CATALOGUES:
        plurals = ["-pluralonly"] if language == ENGLISH else []
        subprocess.run([tool("pyside6-lupdate"), "-silent", "-locations", "none",
                        "-no-obsolete", *plurals, "-source-language", "en",
                        "-target-language", language, *files,
                        "-ts", str(ts_file(language, folder))], check=True)
        if language != ENGLISH:
            # in a fresh interpreter: the templates in the order their modules declare them,
            # and none but the game's (a test's or a docstring's examples declare their own)
            subprocess.run([sys.executable, __file__, "--words", language,
                            str(words_file(language, folder))], check=True)


def write_words(language: str, words: Path) -> None:
    """The table's sentences for ``language`` into ``words``, translations kept."""
    from spite_gui.table.ts_source import ts_source

    words.write_text(ts_source(language, _templates(), known_translations(words)),
                     encoding="utf-8")


def release(language: str, target: Path, folder: Path = FOLDER) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent",
                    *map(str, sources(language, folder)), "-qm", str(target)], check=True)


def unfinished(ts: Path) -> list[str]:
    """The source texts in catalogue ``ts`` still waiting for a translation."""
    root = ET.parse(ts).getroot()
    waiting = []
    for message in root.iter("message"):
        translation = message.find("translation")
        if translation is not None and translation.get("type") == "unfinished":
            waiting.append(message.findtext("source") or "")
    return waiting


def check() -> tuple[list[str], dict[str, int]]:
    """What is wrong with the shipped translations (nothing: an empty list): a source not
    up to date with the code, a window word not translated, a ``.qm`` not built from its
    sources; and how many of the table's sentences each language still waits for."""
    problems = []
    waiting = {}
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch)
        for language in CATALOGUES:
            for shipped in sources(language):
                shutil.copy(shipped, fresh / shipped.name)
        update(fresh)
        for language in CATALOGUES:
            problems += [f"{language}: not translated: {text!r}"
                         for text in unfinished(ts_file(language, fresh))]
            for shipped in sources(language):
                if (fresh / shipped.name).read_bytes() != shipped.read_bytes():
                    problems.append(f"{language}: {shipped.name} is not up to date with the "
                                    "code (run packaging/translations.py --update)")
            if language != ENGLISH:
                waiting[language] = len(unfinished(words_file(language, fresh)))
            built = fresh / f"{language}.qm"
            release(language, built)
            shipped_qm = FOLDER / f"spite_{language}.qm"
            if not shipped_qm.is_file() or shipped_qm.read_bytes() != built.read_bytes():
                problems.append(f"{language}: {shipped_qm.name} is not built from its sources")
    return problems, waiting


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--update", action="store_true",
                        help="collect the code's strings into the .ts files first")
    parser.add_argument("--check", action="store_true",
                        help="change nothing; fail if a translation is missing or stale")
    parser.add_argument("--words", nargs=2, metavar=("LANG", "FILE"), help=argparse.SUPPRESS)
    options = parser.parse_args(argv)
    if options.words:
        write_words(options.words[0], Path(options.words[1]))
        return 0
    if options.check:
        problems, waiting = check()
        print("\n".join(problems) or "translations: the window's words complete and current")
        for language, count in waiting.items():
            print(f"translations: {language}: {count} of the table's sentences not yet "
                  "translated (said in English)")
        return 1 if problems else 0
    if options.update:
        update()
    for language in CATALOGUES:
        release(language, FOLDER / f"spite_{language}.qm")
    return 0


if __name__ == "__main__":
    sys.exit(main())
