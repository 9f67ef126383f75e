"""The command line's options, and its help in the player's language.

The help (``spite-and-malice --help``) speaks the language the game would: the one
chosen in Preferences, else the system's. Its texts are marked for translation here
(context "Command line") and looked up only when the help or a usage line is printed:
a start with options loads no catalogue before the window's. argparse's own headings
("usage:", "options:") and the help option's text are among them.

>>> german = {"usage: ": "Aufruf: ", "options": "Optionen"}
>>> print(parser(words=lambda text: german.get(text, text)).format_help()[:56])
Aufruf: spite-and-malice [-h] [--seed N] [--preset NAME]
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import Any

from .translatable import QT_TRANSLATE_NOOP

CONTEXT = "Command line"  # as each mark below names it (lupdate reads it there)
Words = Callable[[str], str]

DESCRIPTION = QT_TRANSLATE_NOOP("Command line", "Spite and Malice, the card game")
USAGE = QT_TRANSLATE_NOOP("Command line", "usage: ")
OPTIONS = QT_TRANSLATE_NOOP("Command line", "options")
HELP = QT_TRANSLATE_NOOP("Command line", "show this help and exit")
SEED = QT_TRANSLATE_NOOP("Command line", "the deal number to play (0 to {highest})")
PRESET = QT_TRANSLATE_NOOP("Command line", "the rules: {presets} (default: your preferences)")
PLAYERS = QT_TRANSLATE_NOOP("Command line", "players at the table, you included (default: "
                                            "your preferences)")
PEOPLE = QT_TRANSLATE_NOOP("Command line", "people taking turns at this computer, in the "
                                           "first seats (named in your preferences, else "
                                           "Player 1, Player 2 …); the other seats are "
                                           "computers")
LEVEL = QT_TRANSLATE_NOOP("Command line", "how well the computers play: {levels} (default: "
                                          "your preferences)")
SPEED = QT_TRANSLATE_NOOP("Command line", "animation speed (default: your preferences)")
FRIENDS = QT_TRANSLATE_NOOP("Command line", "open Play with Friends at start")
JOIN = QT_TRANSLATE_NOOP("Command line", "join a friend's table at start: an invite code "
                                         "(like 7-guitarist-revenge) or the host's address "
                                         "and port")
SCREENSHOT = QT_TRANSLATE_NOOP("Command line", "render the table for the deal to a PNG file "
                                               "and exit")


def players_words() -> Words:
    """The command line's texts in the player's language: the language chosen in the
    settings, else the system's (English where the catalogue has no entry)."""
    from PySide6.QtCore import QTranslator

    from .language import LANGUAGE_NAMES, catalogue, system_language
    from .storage import AppPaths
    from .storage.settings import read_language

    try:
        chosen = read_language(AppPaths.default())
    except OSError:
        chosen = ""
    language = chosen if chosen in LANGUAGE_NAMES else system_language()
    translator = QTranslator()
    if not translator.load(catalogue(language)):
        return lambda text: text
    return lambda text: translator.translate(CONTEXT, text) or text


class _Worded(argparse.HelpFormatter):
    """Help worded as it is printed: each text of this module translated, then filled in."""

    def __init__(self, prog: str, words: Words, fields: dict[str, str], **options: Any) -> None:
        super().__init__(prog, **options)
        self._words, self._fields = words, fields

    def _expand_help(self, action: argparse.Action) -> str:
        if not action.help:
            return super()._expand_help(action)
        try:
            said = self._words(action.help).format(**self._fields)
        except (ValueError, IndexError, KeyError):  # a slip in a translation: the English
            said = action.help.format(**self._fields)
        return said

    def add_usage(self, usage: str | None, actions: Any, groups: Any,
                  prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, prefix or self._words(USAGE))

    def start_section(self, heading: str | None) -> None:
        super().start_section(self._words(heading) if heading else heading)

    def add_text(self, text: str | None) -> None:  # the description
        super().add_text(self._words(text) if text else text)


def parser(presets: Sequence[str] = (), levels: Sequence[str] = (),
           speeds: Sequence[str] = (), highest: int = 0,
           deal_number: Callable[[str], int] = int,
           words: Words | None = None) -> argparse.ArgumentParser:
    """The game's command line (``deal_number`` reads ``--seed``); ``words`` translates its
    texts (default: into the player's language, looked up when they are printed)."""
    fields = {"presets": ", ".join(presets), "levels": ", ".join(levels),
              "highest": f"{highest:,}"}
    found: list[Words] = []

    def said(text: str) -> str:
        if not found:
            found.append(words or players_words())
        return found[0](text)

    class Formatter(_Worded):
        def __init__(self, prog: str, **options: Any) -> None:
            super().__init__(prog, said, fields, **options)

    made = argparse.ArgumentParser(prog="spite-and-malice", description=DESCRIPTION,
                                   formatter_class=Formatter, add_help=False)
    # every option under a heading of ours (argparse's own, left empty, is not shown)
    options = made.add_argument_group(OPTIONS)
    options.add_argument("-h", "--help", action="help", help=HELP)
    options.add_argument("--seed", type=deal_number, metavar="N", help=SEED)
    options.add_argument("--preset", metavar="NAME", help=PRESET)
    options.add_argument("--players", type=int, choices=(2, 3, 4), help=PLAYERS)
    options.add_argument("--people", type=int, choices=(1, 2, 3, 4), metavar="N", help=PEOPLE)
    options.add_argument("--level", metavar="LEVEL", help=LEVEL)
    options.add_argument("--speed", choices=speeds or None, help=SPEED)
    options.add_argument("--friends", action="store_true", help=FRIENDS)
    options.add_argument("--join", metavar="WHERE", help=JOIN)
    options.add_argument("--screenshot", metavar="FILE.png", help=SCREENSHOT)
    return made
