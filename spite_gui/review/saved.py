"""A game to review, read from a saved game's file: the one module of the review that
reads files (through :mod:`spite_gui.storage.saves`).

A saved table's game is taken whether it goes on or is over (a game saved at its end is
the one most worth a review); the file is only read, and a file that is not a saved
game, is damaged or was saved by a newer version is refused with
:class:`~spite_gui.storage.files.StorageProblem`, its message ready for the player.
"""

from __future__ import annotations

import os
from typing import Any

from ..engine import Game
from ..play.save_format import table_version
from ..storage.saves import read_save


def table_game(document: Any) -> Game:
    """The game of a saved table's document, with its history; ``ValueError`` saying what is
    wrong (:class:`~spite_gui.engine.serial.NewerVersion` for a newer one)."""
    table_version(document)
    raw_game = document.get("game")
    if raw_game is None:
        raise ValueError("there is no game in it (a match waits for its next deal)")
    return Game.from_dict(raw_game)


def read_game(path: str | os.PathLike[str]) -> Game:
    """The game saved in the file at ``path``; ``StorageProblem`` (with a message for the
    player) if it can't be read as one."""
    saved = read_save(path, table_game)
    return table_game(saved.game)
