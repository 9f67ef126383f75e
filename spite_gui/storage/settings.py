"""The player's settings, kept in ``settings.json``.

Reading is forgiving field by field: a value of the wrong type or out of range
falls back to that field's default (with a note) and the other fields are
kept. The file itself is never overwritten unseen: one that cannot be read at
all is moved aside, and so is one with bad values, before the settings that
were kept are written back in its place. A file from a newer version of the
game is left as it is and never written over: this version then plays with its
defaults.
"""

from __future__ import annotations

import contextlib
import copy
import json
import math
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any

from spite_gui.engine.rules import DEFAULT_PRESET
from spite_gui.levels import LEVELS
from spite_gui.net.relays import MAILBOX, TRANSIT, why_not_mailbox, why_not_transit
from spite_gui.play.seating import MAX_PERSON_NAME, SeatKind
from spite_gui.storage.files import (
    WRITE_FAILED,
    StorageProblem,
    atomic_write_json,
    load_with_backup,
    move_aside,
)
from spite_gui.storage.paths import AppPaths
from spite_gui.storage.said import Said, joined, listing, quoted
from spite_gui.storage.text import from_file, os_error_said, writable
from spite_gui.translatable import QT_TRANSLATE_NOOP

SETTINGS_FORMAT = "spite-and-malice/settings"
SETTINGS_VERSION = 1

PLAYER_COUNTS = (2, 3, 4)
COMPUTER_SEATS = 3
MATCH_TARGETS = (0, 25, 50, 100)
CARD_BACKS = ("back-1", "back-2", "back-3", "back-4", "back-5", "back-6", "back-7")
ANIMATION_SPEEDS = ("instant", "fast", "normal", "slow")
ZOOM_STEPS = (100, 125, 150, 175, 200)  # the cards' size, in percent of the size that fits
CARD_FACES = ("standard", "large-print")
TABLE_THEMES = ("felt", "blue", "burgundy", "dark", "high-contrast")
#: The languages the game speaks ("" follows the system's language).
LANGUAGES = ("", "en", "de", "fr", "es")
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
#: The longest name or text value kept in the rules (preset names are a few words).
MAX_NAME = 40
PRESET_KEY = "preset"
SEAT_KINDS = (SeatKind.PERSON, SeatKind.COMPUTER)  # who may sit in a seat after the first
MAX_PATH = 4096  # the longest folder path kept (Linux's own limit)

# Words used in the note about fields that were reset.
_LABELS = {
    "rules": QT_TRANSLATE_NOOP("Storage", "rules"),
    "decks_chosen": QT_TRANSLATE_NOOP("Storage", "deck count"),
    "players": QT_TRANSLATE_NOOP("Storage", "number of players"),
    "levels": QT_TRANSLATE_NOOP("Storage", "computer levels"),
    "seat_kinds": QT_TRANSLATE_NOOP("Storage", "who sits where"),
    "names": QT_TRANSLATE_NOOP("Storage", "players' names"),
    "match_target": QT_TRANSLATE_NOOP("Storage", "match length"),
    "card_back": QT_TRANSLATE_NOOP("Storage", "card back"),
    "wild_kings_as_jokers": QT_TRANSLATE_NOOP("Storage", "kings shown as jokers"),
    "animation_speed": QT_TRANSLATE_NOOP("Storage", "animation speed"),
    "highlight_targets": QT_TRANSLATE_NOOP("Storage", "highlight targets"),
    "table_colour": QT_TRANSLATE_NOOP("Storage", "table colour"),
    "zoom": QT_TRANSLATE_NOOP("Storage", "zoom"),
    "card_faces": QT_TRANSLATE_NOOP("Storage", "card faces"),
    "four_colour_suits": QT_TRANSLATE_NOOP("Storage", "four-colour suits"),
    "table_theme": QT_TRANSLATE_NOOP("Storage", "table theme"),
    "follow_desktop_motion": QT_TRANSLATE_NOOP("Storage", "the desktop's reduce-motion setting"),
    "friend_name": QT_TRANSLATE_NOOP("Storage", "your name at tables with friends"),
    "mailbox_url": QT_TRANSLATE_NOOP("Storage", "mailbox server"),
    "transit_url": QT_TRANSLATE_NOOP("Storage", "transit relay"),
    "relay_only": QT_TRANSLATE_NOOP("Storage", "relay only"),
    "save_folder": QT_TRANSLATE_NOOP("Storage", "the folder of your saved games"),
    "sound": QT_TRANSLATE_NOOP("Storage", "sound"),
    "sound_volume": QT_TRANSLATE_NOOP("Storage", "sound volume"),
    "turn_chime": QT_TRANSLATE_NOOP("Storage", 'the "your turn" chime'),
    "language": QT_TRANSLATE_NOOP("Storage", "language"),
    "lesson_offered": QT_TRANSLATE_NOOP("Storage", "the lesson offered at the first start"),
}


def _default_rules() -> dict[str, Any]:
    return {"preset": DEFAULT_PRESET}


def _default_levels() -> list[str]:
    return ["medium"] * COMPUTER_SEATS


def _default_kinds() -> list[SeatKind]:
    return [SeatKind.COMPUTER] * COMPUTER_SEATS


def _default_names() -> list[str]:
    return [""] * (COMPUTER_SEATS + 1)


@dataclass
class Settings:
    """Everything the player can set. Every field has a sensible default.

    ``rules`` is the engine's ``Rules.to_dict()``, stored as it is.
    ``decks_chosen`` says the player set the deck count themselves; otherwise the
    game deals the engine's default for the number of players.
    ``levels`` and ``seat_kinds`` always have one entry per seat after the first
    (seats 2 to 4; only the first ``players - 1`` are in play): each seat is a
    ``"computer"`` at its level or a ``"person"`` taking turns at this computer. The
    first seat is always a person. ``names`` are the people's names, one per seat
    ("" for the usual "Player 2" …). ``match_target`` 0 means a single game.
    ``zoom`` is the cards' size in percent of the size at which the whole table fits
    (one of :data:`ZOOM_STEPS`); ``table_colour`` is the felt's, for the ``"felt"`` theme.
    ``follow_desktop_motion`` stills the cards while the desktop asks for reduced motion.
    ``friend_name`` is the name friends see at a table over the network ("" until given).
    ``mailbox_url`` and ``transit_url`` are the magic-wormhole servers invite codes go
    through (the library's public ones unless the player runs their own);
    ``relay_only`` keeps every invited connection on the relay.
    ``save_folder`` is the folder the player last saved a game in by name ("" until then):
    Save As and Open… start there.
    ``speech_channel`` is how the game's words reach a screen reader (one of
    :data:`SPEECH_CHANNELS`: automatic, the reader's announcements, the focused pile,
    or straight to speech-dispatcher); ``turn_summary`` how much the other players'
    turns say (:data:`TURN_SUMMARIES`).
    ``sound`` plays the table's sounds, at ``sound_volume`` (0 to 100); ``turn_chime``
    rings when the turn comes back from a friend or another person here, or while the
    window is in the background.
    ``language`` is the language of the game's words (one of :data:`LANGUAGES`; "" follows
    the system's); it applies from the next start.
    ``lesson_offered`` says the player has answered the offer of a lesson made at the first
    start (it is never made again).
    """

    rules: dict[str, Any] = field(default_factory=_default_rules)
    decks_chosen: bool = False
    players: int = 2
    levels: list[str] = field(default_factory=_default_levels)
    seat_kinds: list[SeatKind] = field(default_factory=_default_kinds)
    names: list[str] = field(default_factory=_default_names)
    match_target: int = 0
    card_back: str = "back-1"
    wild_kings_as_jokers: bool = False
    animation_speed: str = "normal"
    highlight_targets: bool = True
    table_colour: str = "#1f6b3a"
    zoom: int = 100
    card_faces: str = "standard"
    four_colour_suits: bool = False
    table_theme: str = "felt"
    follow_desktop_motion: bool = True
    friend_name: str = ""
    mailbox_url: str = MAILBOX
    transit_url: str = TRANSIT
    relay_only: bool = False
    save_folder: str = ""
    speech_channel: str = "automatic"
    turn_summary: str = "short"
    sound: bool = True
    sound_volume: int = 70
    turn_chime: bool = True
    language: str = ""
    lesson_offered: bool = False

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready copy of the settings (changing it leaves ``self`` alone)."""
        return {f.name: copy.deepcopy(getattr(self, f.name)) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: object) -> Settings:
        """Settings from ``data``; see :meth:`parse` (the notes are dropped)."""
        return cls.parse(data)[0]

    @classmethod
    def parse(cls, data: object) -> tuple[Settings, list[str]]:
        """Settings from ``data``, plus the names of the fields that were reset.

        Never raises. Unknown keys are ignored and missing keys take their
        default silently; a present value of the wrong type or out of range
        takes its default and its field name is returned. Anything that is not
        a dict gives the defaults.
        """
        result = cls()
        if not isinstance(data, dict):
            return result, []
        reset: list[str] = []
        for f in fields(cls):
            if f.name not in data:
                continue
            value = _CHECKS[f.name](data[f.name])
            if value is _BAD:
                reset.append(f.name)
            else:
                setattr(result, f.name, value)
        return result, reset


SPEECH_CHANNELS = ("automatic", "announce", "focus", "speech-service")
TURN_SUMMARIES = ("short", "full")
_BAD = object()


def _json_safe(value: object, depth: int = 0) -> bool:
    """Plain JSON, not too deep, with short texts only (a name is never a megabyte)."""
    if depth > 32:
        return False
    if isinstance(value, str):
        return len(value) <= MAX_NAME
    if value is None or isinstance(value, bool | int):
        return True
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, list):
        return all(_json_safe(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _json_safe(k) and _json_safe(v, depth + 1)
                   for k, v in value.items())
    return False


def _rules(value: object) -> object:
    if not isinstance(value, dict) or not _json_safe(value):
        return _BAD
    if not isinstance(value.get(PRESET_KEY, ""), str):
        return _BAD  # a preset is named, never a list or a number
    return copy.deepcopy(value)


def _one_of(choices: tuple[Any, ...]) -> Callable[[object], object]:
    def check(value: object) -> object:
        # bool is an int in Python; True must not pass for 1.
        if isinstance(value, bool) or value not in choices:
            return _BAD
        if type(value) is not type(choices[0]):
            return _BAD
        return value

    return check


def _flag(value: object) -> object:
    return value if isinstance(value, bool) else _BAD


def _levels(value: object) -> object:
    if not isinstance(value, list) or not 1 <= len(value) <= COMPUTER_SEATS:
        return _BAD
    if not all(isinstance(v, str) and v in LEVELS for v in value):
        return _BAD
    return value + ["medium"] * (COMPUTER_SEATS - len(value))


def _kinds(value: object) -> object:
    if not isinstance(value, list) or len(value) != COMPUTER_SEATS:
        return _BAD
    if not all(isinstance(v, str) and v in SEAT_KINDS for v in value):
        return _BAD
    return [SeatKind(v) for v in value]


def _names(value: object) -> object:
    if not isinstance(value, list) or len(value) != COMPUTER_SEATS + 1:
        return _BAD
    if not all(isinstance(v, str) and len(v) <= MAX_PERSON_NAME and v.isprintable()
               for v in value):
        return _BAD
    return list(value)


def _person_name(value: object) -> object:
    if isinstance(value, str) and len(value) <= MAX_PERSON_NAME and value.isprintable():
        return value
    return _BAD


def _server(why_not: Callable[[str], str | None]) -> Callable[[object], object]:
    def check(value: object) -> object:
        return value if isinstance(value, str) and why_not(value) is None else _BAD

    return check


def _folder(value: object) -> object:
    """A folder's full path ("" for none): one line of text a file system could hold."""
    if value == "":
        return value
    if (isinstance(value, str) and len(value) <= MAX_PATH and writable(value)
            and value.isprintable() and os.path.isabs(value)):
        return value
    return _BAD


def _percent(value: object) -> object:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100:
        return value
    return _BAD


def _colour(value: object) -> object:
    if isinstance(value, str) and _COLOUR.fullmatch(value):
        return value.lower()
    return _BAD


_CHECKS = {
    "rules": _rules,
    "decks_chosen": _flag,
    "players": _one_of(PLAYER_COUNTS),
    "levels": _levels,
    "seat_kinds": _kinds,
    "names": _names,
    "match_target": _one_of(MATCH_TARGETS),
    "card_back": _one_of(CARD_BACKS),
    "wild_kings_as_jokers": _flag,
    "animation_speed": _one_of(ANIMATION_SPEEDS),
    "highlight_targets": _flag,
    "table_colour": _colour,
    "zoom": _one_of(ZOOM_STEPS),
    "card_faces": _one_of(CARD_FACES),
    "four_colour_suits": _flag,
    "table_theme": _one_of(TABLE_THEMES),
    "follow_desktop_motion": _flag,
    "friend_name": _person_name,
    "mailbox_url": _server(why_not_mailbox),
    "transit_url": _server(why_not_transit),
    "relay_only": _flag,
    "save_folder": _folder,
    "speech_channel": _one_of(SPEECH_CHANNELS),
    "turn_summary": _one_of(TURN_SUMMARIES),
    "sound": _flag,
    "sound_volume": _percent,
    "turn_chime": _flag,
    "language": _one_of(LANGUAGES),
    "lesson_offered": _flag,
}


def _has_settings_object(document: dict[str, Any]) -> None:
    if not isinstance(document.get("settings"), dict):
        raise ValueError("there are no settings in it")


def load_settings(paths: AppPaths) -> tuple[Settings, Said | None]:
    """The player's settings and, if something was wrong, a message to show.

    Never raises. No file yet: the defaults and ``None``. A file that cannot
    be read at all is moved aside; the previous version (``.bak``) is used
    if it is sound, else the defaults, and the message says which. Fields
    with bad values are reset to their defaults, the rest kept, and the
    message names them; the file is then moved aside too (the message says
    where) and the settings kept are written in its place.
    """
    document, problem = load_with_backup(
        paths.settings_file,
        SETTINGS_FORMAT,
        SETTINGS_VERSION,
        _has_settings_object,
        what=QT_TRANSLATE_NOOP("Storage", "Your settings"),
        goes_on=QT_TRANSLATE_NOOP("Storage", "the game goes on with the default settings"),
        if_newer=QT_TRANSLATE_NOOP("Storage", "this version plays with its default settings "
                                              "and does not save over it; the newer version "
                                              "of the game still has them"),
    )
    if document is None:
        return Settings(), problem.message if problem else None
    settings, reset = Settings.parse(document["settings"])
    if not reset:
        return settings, problem.message if problem else None
    names = listing([_LABELS[name] for name in reset])
    told = Said(QT_TRANSLATE_NOOP("Storage", "Some of your settings could not be understood "
                                             "and are back to their defaults: {names}. {then}"),
                names=names, then=_set_aside(paths, settings))
    return settings, joined(problem.message, told) if problem else told


def read_language(paths: AppPaths) -> str:
    """The language chosen in the settings file ("" for the system's), read before the
    window is built; never raises and never writes (:func:`load_settings` reports a
    damaged file later)."""
    try:
        with open(paths.settings_file, encoding="utf-8") as file:
            document = json.load(file)
        chosen = document["settings"]["language"]
    except (OSError, ValueError, TypeError, KeyError):
        return ""
    return chosen if chosen in LANGUAGES else ""


def _set_aside(paths: AppPaths, settings: Settings) -> Said:
    """Move the settings file with bad values aside and write ``settings`` in its place;
    the sentence that tells the player where the original went."""
    try:
        moved = move_aside(paths.settings_file)
    except OSError as exc:
        return Said(QT_TRANSLATE_NOOP("Storage", "The file could not be moved aside ({why}) and "
                                                 "was left as it was."), why=os_error_said(exc))
    # if this fails the values kept still apply, and the next save tries again
    with contextlib.suppress(StorageProblem, ValueError):
        save_settings(paths, settings)
    return Said(QT_TRANSLATE_NOOP("Storage", "The original file was moved to '{path}'."),
                path=str(moved))


def save_settings(paths: AppPaths, settings: Settings) -> None:
    """Write ``settings`` atomically (the previous file is kept as ``.bak``).

    Raises :class:`StorageProblem` with a message for the player if the disk
    refuses or the settings cannot be written (reason ``write-failed``), or if
    the file there was made by a newer version of the game (reason ``newer``);
    the file is then unchanged.
    """
    document = {
        "format": SETTINGS_FORMAT,
        "version": SETTINGS_VERSION,
        "settings": settings.to_dict(),
    }
    try:
        atomic_write_json(paths.settings_file, document)
    except (OSError, ValueError) as exc:
        detail = os_error_said(exc) if isinstance(exc, OSError) else quoted(from_file(exc))
        raise StorageProblem(
            Said(QT_TRANSLATE_NOOP("Storage", "Your settings could not be saved ({why})."),
                 why=detail),
            reason=WRITE_FAILED,
            path=paths.settings_file,
        ) from exc


__all__ = ["Settings", "load_settings", "save_settings"]
