"""Bring the translations up to date: the ``.ts`` sources from the code, the ``.qm`` from them.

    python packaging/translations.py [--update] [--check]

Without options it compiles each ``resources/translations/spite_<lang>.ts`` into its
``.qm`` with ``pyside6-lrelease`` (the package build runs this). ``--update`` first runs
``pyside6-lupdate`` over ``spite_gui/`` so that every string the code sends through Qt's
translation has an entry in each ``.ts`` (new ones unfinished, for a translator to fill
in, with Qt Linguist or by hand). ``--check`` changes nothing: it fails if an entry is
unfinished or a ``.qm`` is not what its ``.ts`` compiles to. Both tools ship with
PySide6-Essentials.
"""

from __future__ import annotations

import argparse
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
# English is the words in the code; its catalogue holds only the plurals ("1 card", "2 cards"),
# which Qt writes from one "%n card(s)" in each language's own way.
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


def update(folder: Path = FOLDER) -> None:
    """Every translatable string of the code into each ``.ts`` in ``folder`` (entries the
    code no longer has are dropped)."""
    folder.mkdir(parents=True, exist_ok=True)
    files = sorted(str(path) for path in SOURCES.rglob("*.py"))
    for language in CATALOGUES:
        plurals = ["-pluralonly"] if language == ENGLISH else []
        subprocess.run([tool("pyside6-lupdate"), "-silent", "-locations", "none",
                        "-no-obsolete", *plurals, "-source-language", "en",
                        "-target-language", language, *files,
                        "-ts", str(ts_file(language, folder))], check=True)


def release(language: str, target: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts_file(language)), "-qm",
                    str(target)], check=True)


def unfinished(ts: Path) -> list[str]:
    """The source texts in catalogue ``ts`` still waiting for a translation."""
    root = ET.parse(ts).getroot()
    waiting = []
    for message in root.iter("message"):
        translation = message.find("translation")
        if translation is not None and translation.get("type") == "unfinished":
            waiting.append(message.findtext("source") or "")
    return waiting


def check() -> list[str]:
    """What is wrong with the shipped translations (nothing: an empty list): a string of
    the code missing from a ``.ts`` or not translated there, or a ``.qm`` not built from
    its ``.ts``."""
    problems = []
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch)
        for language in CATALOGUES:
            shutil.copy(ts_file(language), ts_file(language, fresh))
        update(fresh)
        for language in CATALOGUES:
            problems += [f"{language}: not translated: {text!r}"
                         for text in unfinished(ts_file(language, fresh))]
            if ts_file(language, fresh).read_bytes() != ts_file(language).read_bytes():
                problems.append(f"{language}: {ts_file(language).name} is not up to date "
                                "with the code (run packaging/translations.py --update)")
            built = fresh / f"{language}.qm"
            release(language, built)
            shipped = FOLDER / f"spite_{language}.qm"
            if not shipped.is_file() or shipped.read_bytes() != built.read_bytes():
                problems.append(f"{language}: {shipped.name} is not built from its .ts")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--update", action="store_true",
                        help="collect the code's strings into the .ts files first")
    parser.add_argument("--check", action="store_true",
                        help="change nothing; fail if a translation is missing or stale")
    options = parser.parse_args(argv)
    if options.check:
        problems = check()
        print("\n".join(problems) or "translations: complete and current")
        return 1 if problems else 0
    if options.update:
        update()
    for language in CATALOGUES:
        release(language, FOLDER / f"spite_{language}.qm")
        waiting = unfinished(ts_file(language))
        if waiting:
            print(f"translations: {language} has {len(waiting)} unfinished", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
