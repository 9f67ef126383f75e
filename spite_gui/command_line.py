"""The command line's options, and its help in the player's language.

The help (``spite-and-malice --help``) speaks the language the game would: the one
chosen in Preferences, else the system's. Its texts are marked for translation here
(context "Command line") and looked up only when the help or a usage line is printed:
a start with options loads no catalogue before the window's. argparse's own headings
("usage:", "options:"), the help option's text and the errors it reports ("error:",
"invalid choice", "unrecognized arguments", …) are among them: while the parser reads
the command line or reports an error, argparse's gettext hook asks this module's
words (:data:`ARGPARSE`). The deal numbers are written as the language writes numbers.

>>> german = {"usage: ": "Aufruf: ", "options": "Optionen"}
>>> print(parser(words=lambda text: german.get(text, text), number=str).format_help()[:56])
Aufruf: spite-and-malice [-h] [--seed N] [--preset NAME]
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
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
NOT_A_DEAL = QT_TRANSLATE_NOOP("Command line", "{text} is not a deal number (a whole number "
                                               "from 0 to {highest})")
NO_LEVEL = QT_TRANSLATE_NOOP("Command line", "there is no level {level}; choose one of "
                                             "{levels}")

#: argparse's own texts a player can meet (its gettext message ids), each with ours: the
#: same placeholders, marked for translation. What argparse says only to a programmer
#: (a parser built wrongly) is not among them.
ARGPARSE = {
    "usage: ": USAGE,
    "options": OPTIONS,
    "show this help message and exit": HELP,
    "%(prog)s: error: %(message)s\n": QT_TRANSLATE_NOOP("Command line",
                                                        "%(prog)s: error: %(message)s\n"),
    "argument %(argument_name)s: %(message)s": QT_TRANSLATE_NOOP(
        "Command line", "argument %(argument_name)s: %(message)s"),
    "invalid %(type)s value: %(value)r": QT_TRANSLATE_NOOP(
        "Command line", "not a whole number: %(value)r"),
    "invalid choice: %(value)r (choose from %(choices)s)": QT_TRANSLATE_NOOP(
        "Command line", "invalid choice: %(value)r (choose from %(choices)s)"),
    "unrecognized arguments: %s": QT_TRANSLATE_NOOP("Command line",
                                                    "unrecognized arguments: %s"),
    "expected one argument": QT_TRANSLATE_NOOP("Command line", "expected one argument"),
    "ignored explicit argument %r": QT_TRANSLATE_NOOP("Command line",
                                                      "ignored explicit argument %r"),
    "ambiguous option: %(option)s could match %(matches)s": QT_TRANSLATE_NOOP(
        "Command line", "ambiguous option: %(option)s could match %(matches)s"),
    "the following arguments are required: %s": QT_TRANSLATE_NOOP(
        "Command line", "the following arguments are required: %s"),
}
_PLACEHOLDER = re.compile(r"%(?:\(\w+\))?[rsd]")


def players_language() -> str:
    """The language chosen in the settings, else the system's."""
    from .language import LANGUAGE_NAMES, system_language
    from .storage import AppPaths
    from .storage.settings import read_language

    try:
        chosen = read_language(AppPaths.default())
    except OSError:
        chosen = ""
    return chosen if chosen in LANGUAGE_NAMES else system_language()


def players_words(language: str) -> Words:
    """The command line's texts in ``language`` (English where the catalogue has no
    entry)."""
    from PySide6.QtCore import QTranslator

    from .language import catalogue

    translator = QTranslator()
    if not translator.load(catalogue(language)):
        return lambda text: text
    return lambda text: translator.translate(CONTEXT, text) or text


def players_number(language: str) -> Callable[[int], str]:
    """A whole number as ``language`` writes it: 2,147,483,647, 2.147.483.647, …"""
    from PySide6.QtCore import QLocale

    locale = QLocale(language)
    return lambda number: locale.toString(number)


def _argparse_words(words: Words) -> Words:
    """argparse's gettext: its texts a player meets in ``words``, a translation that lost or
    changed a placeholder (which would break argparse's filling in) in English."""
    def said(text: str) -> str:
        ours = ARGPARSE.get(text)
        if ours is None:
            return text
        worded = words(ours)
        same = sorted(_PLACEHOLDER.findall(worded)) == sorted(_PLACEHOLDER.findall(ours))
        return worded if same else ours
    return said


@contextmanager
def _argparse_speaks(words: Words) -> Iterator[None]:
    """argparse's texts in ``words`` while the parser reads or reports (argparse looks its
    gettext up as it speaks); as they were afterwards."""
    before = argparse._  # type: ignore[attr-defined]
    argparse._ = _argparse_words(words)  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = before  # type: ignore[attr-defined]


class CommandLine(argparse.ArgumentParser):
    """The game's parser: reads and reports in the player's words (``words``)."""

    def __init__(self, words: Words, **options: Any) -> None:
        super().__init__(**options)
        self.words = words

    def parse_args(self, args: Any = None, namespace: Any = None) -> Any:
        with _argparse_speaks(self.words):
            return super().parse_args(args, namespace)

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        with _argparse_speaks(self.words):
            return super().parse_known_args(args, namespace)

    def error(self, message: str) -> Any:  # exits
        with _argparse_speaks(self.words):
            super().error(message)

    def no_level(self, level: str, levels: Sequence[str]) -> None:
        """Report a ``--level`` that names no level (exits)."""
        self.error(self.words(NO_LEVEL).format(level=repr(level), levels=", ".join(levels)))


class _Worded(argparse.HelpFormatter):
    """Help worded as it is printed: each text of this module translated, then filled in."""

    def __init__(self, prog: str, words: Words, fields: Callable[[], dict[str, str]],
                 **options: Any) -> None:
        super().__init__(prog, **options)
        self._words, self._fields = words, fields

    def _expand_help(self, action: argparse.Action) -> str:
        if not action.help:
            return super()._expand_help(action)
        fields = self._fields()
        try:
            said = self._words(action.help).format(**fields)
        except (ValueError, IndexError, KeyError):  # a slip in a translation: the English
            said = action.help.format(**fields)
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
           words: Words | None = None,
           number: Callable[[int], str] | None = None) -> CommandLine:
    """The game's command line (``deal_number`` reads ``--seed``, a ValueError if the text
    is not one); ``words`` translates its texts and ``number`` writes a number (default:
    as the player's language does, looked up when they are printed)."""
    found: dict[str, Any] = {}

    def language() -> str:
        if "language" not in found:
            found["language"] = players_language()
        return str(found["language"])

    def said(text: str) -> str:
        if "words" not in found:
            found["words"] = words or players_words(language())
        return str(found["words"](text))

    def written(value: int) -> str:
        if "number" not in found:
            found["number"] = number or players_number(language())
        return str(found["number"](value))

    def fields() -> dict[str, str]:
        return {"presets": ", ".join(presets), "levels": ", ".join(levels),
                "highest": written(highest)}

    def seed(text: str) -> int:
        try:
            return deal_number(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                said(NOT_A_DEAL).format(text=repr(text[:20]), highest=written(highest))
            ) from None

    class Formatter(_Worded):
        def __init__(self, prog: str, **options: Any) -> None:
            super().__init__(prog, said, fields, **options)

    made = CommandLine(said, prog="spite-and-malice", description=DESCRIPTION,
                       formatter_class=Formatter, add_help=False)
    # every option under a heading of ours (argparse's own, left empty, is not shown)
    options = made.add_argument_group(OPTIONS)
    options.add_argument("-h", "--help", action="help", help=HELP)
    options.add_argument("--seed", type=seed, metavar="N", help=SEED)
    options.add_argument("--preset", metavar="NAME", help=PRESET)
    options.add_argument("--players", type=int, choices=(2, 3, 4), help=PLAYERS)
    options.add_argument("--people", type=int, choices=(1, 2, 3, 4), metavar="N", help=PEOPLE)
    options.add_argument("--level", metavar="LEVEL", help=LEVEL)
    options.add_argument("--speed", choices=speeds or None, help=SPEED)
    options.add_argument("--friends", action="store_true", help=FRIENDS)
    options.add_argument("--join", metavar="WHERE", help=JOIN)
    options.add_argument("--screenshot", metavar="FILE.png", help=SCREENSHOT)
    return made
