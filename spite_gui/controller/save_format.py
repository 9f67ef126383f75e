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
from ..levels import LEVELS  # not ..ai: the computer players load later

TABLE_FORMAT = "spite-and-malice/table"
TABLE_VERSION = 1


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
    """The table in ``document``; ``ValueError`` saying what is wrong if it can't be played on."""
    if not isinstance(document, dict):
        raise ValueError("there is no table in it")
    if document.get("format") != TABLE_FORMAT:
        raise ValueError("it is not a Spite and Malice table")
    version = document.get("version")
    if type(version) is not int or version < 1:
        raise ValueError("it has no version number")
    if version > TABLE_VERSION:
        raise ValueError("it was saved by a newer version of Spite and Malice")
    raw_game, raw_match = document.get("game"), document.get("match")
    game = Game.from_dict(raw_game) if raw_game is not None else None
    match = Match.from_dict(raw_match) if raw_match is not None else None
    if game is None and match is None:
        raise ValueError("there is no game in it")
    if game is not None and game.is_over:
        raise ValueError("that game is already over")
    if match is not None:
        if match.is_over:
            raise ValueError("that match is already over")
        if game is not None and (game.players != match.players or game.rules != match.rules):
            raise ValueError("the game does not belong to its match")
    players = game.players if game is not None else match.players
    levels = document.get("levels")
    if (not isinstance(levels, list) or len(levels) != players - 1
            or not all(isinstance(level, str) and level in LEVELS for level in levels)):
        raise ValueError("the computer players' levels are not valid")
    return SavedTable(game, match, list(levels))
