"""What a saved table holds: the game in play, the match around it, who sits where (people
here and computers at their levels) and the session score.

This is the ``game`` part of a save or autosave envelope (see
:mod:`spite_gui.storage.saves`), kept apart from Qt so that it can be read and
checked without a window:

>>> from spite_gui.engine import Game, Rules
>>> game = Game.new(Rules.preset("Classic"), 2, seed=7)
>>> saved = read_table(table_document(game, None, Seating.against_computers(2, "hard")))
>>> saved.game == game, saved.seating.levels
(True, ('hard',))

A game read back is replayed from its deal, so it has its whole history as if it
had been played here: the events (the game log tells them again) and the
engine's undo stack (the plays of the turn in progress can still be taken back).

:func:`read_table` checks everything and raises ``ValueError`` with a reason
a player can read, so a file is either loaded whole or not at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import Game, Match
from ..engine.serial import VERSION as GAME_VERSION
from ..engine.serial import NewerVersion
from ..levels import LEVELS  # not ..ai: the computer players load later
from .rules_settings import why_not_offered
from .seating import REMOTE, Seating

TABLE_FORMAT = "spite-and-malice/table"
# 3 keeps who sits where ("seats"), 2 the session score ("scores"); 1 and 2 are read as well
# (their "levels" are the computers' levels, the person in the first seat)
TABLE_VERSION = 3
TABLE_KEYS = {"format", "version", "game", "match"}
SCORES_KEY = "scores"  # from version 2: the session score of single games, or null
SEATS_KEY, LEVELS_KEY = "seats", "levels"  # from version 3, and before it


@dataclass
class SavedTable:
    """A table read back: ``game`` is None between two games of a match.

    ``scores`` is the session score of single games (None in a match, whose score is
    the match's, and in tables saved before it was kept).
    """

    game: Game | None
    match: Match | None
    seating: Seating
    scores: list[int] | None = None


def table_document(game: Game | None, match: Match | None, seating: Seating,
                   scores: list[int] | None = None) -> dict[str, Any]:
    """The JSON-ready document for a table (``game`` None: the match waits for its next deal);
    ``scores``: the session score of single games."""
    return {
        "format": TABLE_FORMAT,
        "version": TABLE_VERSION,
        "game": game.to_dict() if game is not None else None,
        "match": match.to_dict() if match is not None else None,
        SEATS_KEY: seating.to_dict(),
        SCORES_KEY: list(scores) if scores is not None and match is None else None,
    }


def table_version(document: Any) -> int:
    """The version of the table ``document`` if this game reads it: ``ValueError`` if it is
    not a table, :class:`~spite_gui.engine.serial.NewerVersion` if a newer game saved it."""
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
    return version


def read_table(document: Any) -> SavedTable:
    """The table in ``document``; ``ValueError`` saying what is wrong if it can't be played on.

    Only a table this game could have saved is taken: every field there with its
    type, a game dealt from its deal number (never one set up by hand) with rules
    the game deals, a match that the game belongs to, and seats for the people here
    and computers at their levels (a friend over the network plays at the host's
    table, which keeps its own file).
    """
    version = table_version(document)
    keys = TABLE_KEYS | {SEATS_KEY if version >= 3 else LEVELS_KEY}
    if set(document) != keys | ({SCORES_KEY} if version >= 2 else set()):
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
        raise ValueError("its rules are not ones this game deals (the turn limit is always "
                         f"{problem.values['turns']} turns each)")
    seating = _seating(document, players)
    scores = document.get(SCORES_KEY)
    if scores is not None and (
            match is not None or not isinstance(scores, list) or len(scores) != players
            or not all(type(points) is int and 0 <= points <= 10**6 for points in scores)):
        raise ValueError("the session score is not valid")
    return SavedTable(game, match, seating, scores)


def _seating(document: dict[str, Any], players: int) -> Seating:
    """Who sits where: the saved seats, or (before version 3) the person in the first seat
    and computers at the saved levels."""
    if SEATS_KEY in document:
        try:
            seating = Seating.from_dict(document[SEATS_KEY])
        except ValueError as exc:
            raise ValueError(f"the seats are not valid ({exc})") from None
        if seating.players != players or not seating.seats[0].is_person:
            raise ValueError("the seats are not the game's")
        if any(seat.kind == REMOTE for seat in seating.seats):
            raise ValueError("it gives a seat to a friend over the network, and a saved game"
                             " is played at this computer only")
        return seating
    levels = document[LEVELS_KEY]
    if (not isinstance(levels, list) or len(levels) != players - 1
            or not all(isinstance(level, str) and level in LEVELS for level in levels)):
        raise ValueError("the computer players' levels are not valid")
    return Seating.against_computers(players, levels)


def _check_match(match: Match, game: Game | None) -> None:
    """Refuse a match the game never plays, or a ``game`` that is not its next one."""
    if match.target == 0:
        raise ValueError("a match has a target of 25, 50 or 100 points")
    if match.is_over:
        raise ValueError("that match is already over")
    if game is not None and (game.players, game.rules, game.previous_starter) != (
            match.players, match.rules, match.last_starter):
        raise ValueError("the game does not belong to its match")
