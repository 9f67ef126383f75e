"""What a saved table holds: the game in play, the match around it and the computers' levels.

This is the ``game`` part of a save or autosave envelope (see
:mod:`spite_gui.storage.saves`), kept apart from Qt so that it can be read and
checked without a window:

>>> from spite_gui.engine import Game, Rules
>>> game = Game.new(Rules.preset("Classic"), 2, seed=7)
>>> saved = read_table(table_document(game, None, ["hard"]))
>>> saved.game == game, saved.levels
(True, ['hard'])

:func:`read_table` checks everything and raises ``ValueError`` with a reason
a player can read, so a file is either loaded whole or not at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import Game, Match
from ..engine.serial import VERSION as GAME_VERSION
from ..levels import LEVELS  # not ..ai: the computer players load later
from ..storage.files import NewerVersion
from .rules_settings import why_not_offered

TABLE_FORMAT = "spite-and-malice/table"
TABLE_VERSION = 1
TABLE_KEYS = {"format", "version", "game", "match", "levels"}


@dataclass
class SavedTable:
    """A table read back: ``game`` is None between two games of a match."""

    game: Game | None
    match: Match | None
    levels: list[str]


def table_document(game: Game | None, match: Match | None, levels: list[str]) -> dict[str, Any]:
    """The JSON-ready document for a table (``game`` None: the match waits for its next deal)."""
    return {
        "format": TABLE_FORMAT,
        "version": TABLE_VERSION,
        "game": game.to_dict() if game is not None else None,
        "match": match.to_dict() if match is not None else None,
        "levels": list(levels),
    }


def read_table(document: Any) -> SavedTable:
    """The table in ``document``; ``ValueError`` saying what is wrong if it can't be played on.

    Only a table this game could have saved is taken: every field there with its
    type, a game dealt from its deal number (never one set up by hand) with rules
    the game deals, and a match that the game belongs to.
    """
    if not isinstance(document, dict):
        raise ValueError("there is no table in it")
    if document.get("format") != TABLE_FORMAT:
        raise ValueError("it is not a Spite and Malice table")
    version = document.get("version")
    if type(version) is not int or version < 1:
        raise ValueError("it has no version number")
    raw_game = document.get("game")
    game_version = raw_game.get("version") if isinstance(raw_game, dict) else None
    if version > TABLE_VERSION or (type(game_version) is int and game_version > GAME_VERSION):
        raise NewerVersion("it was saved by a newer version of Spite and Malice")
    if set(document) != TABLE_KEYS:
        raise ValueError("it is not a whole table (a part is missing or unknown)")
    raw_game, raw_match = document["game"], document["match"]
    game = Game.from_dict(raw_game) if raw_game is not None else None
    match = Match.from_dict(raw_match) if raw_match is not None else None
    if game is not None:
        rules, players = game.rules, game.players
    elif match is not None:
        rules, players = match.rules, match.players
    else:
        raise ValueError("there is no game in it")
    if game is not None and game.is_over:
        raise ValueError("that game is already over")
    if match is not None:
        _check_match(match, game)
    elif game is not None and game.previous_starter is not None:
        raise ValueError("a single game can't follow an earlier one")
    problem = why_not_offered(rules)
    if problem is not None:
        raise ValueError(f"its rules are not ones this game deals ({problem})")
    levels = document["levels"]
    if (not isinstance(levels, list) or len(levels) != players - 1
            or not all(isinstance(level, str) and level in LEVELS for level in levels)):
        raise ValueError("the computer players' levels are not valid")
    return SavedTable(game, match, list(levels))


def _check_match(match: Match, game: Game | None) -> None:
    """Refuse a match the game never plays, or a ``game`` that is not its next one."""
    if match.target == 0:
        raise ValueError("a match has a target of 25, 50 or 100 points")
    if match.is_over:
        raise ValueError("that match is already over")
    if game is not None and (game.players, game.rules, game.previous_starter) != (
            match.players, match.rules, match.last_starter):
        raise ValueError("the game does not belong to its match")
