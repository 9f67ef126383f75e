"""A game to review: a finished (or saved) game with its whole history, and who sat where.

A finished game is kept as the table document a save holds (see :mod:`.save_format`),
without its match: a review is of one game. Read back (a kept game, or a saved game to
review), it is checked as a saved table is — every field with its type, a game dealt
from its deal number and played move by move from there — but may be over, may be part
of a match and may have had friends at the table (a saved table to play on may not):

>>> from spite_gui.engine import Game, Rules
>>> game = Game.replay(Rules.preset("Classic"), 2, 7, [])
>>> kept = read_finished(finished_document(game, Seating.against_computers(2, "hard")))
>>> kept.game == game, kept.seating.levels
(True, ('hard',))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import Game
from .save_format import SEATS_KEY, table_document, table_version
from .save_format import _seating as saved_seating
from .seating import Seating


@dataclass(frozen=True)
class ReviewedTable:
    """A game to review and its seats; ``seat`` is whose review it is by default (the
    first person at this computer)."""

    game: Game
    seating: Seating

    @property
    def seat(self) -> int:
        return self.seating.people[0] if self.seating.people else 0

    def seat_of(self, name: str) -> int | None:
        """The seat of the person called ``name`` here (a statistics record's player)."""
        for seat in self.seating.people:
            if self.seating.names[seat] == name:
                return seat
        return None


def finished_document(game: Game, seating: Seating) -> dict[str, Any]:
    """The document that keeps ``game`` (finished) with its seats, for a review later."""
    return table_document(game, None, seating)


def read_finished(document: Any) -> ReviewedTable:
    """The game kept in ``document``; ``ValueError`` saying what is wrong if it can't be
    reviewed (:class:`~spite_gui.engine.serial.NewerVersion` for one from a newer version)."""
    table_version(document)  # a table, and not a newer one: as every saved table is checked
    raw_game = document.get("game")
    if raw_game is None:
        raise ValueError("there is no game in it")
    game = Game.from_dict(raw_game)
    if SEATS_KEY not in document:  # a table saved before the seats were kept
        return ReviewedTable(game, saved_seating(document, game.players))
    try:  # any seats: a game with friends is kept too, from whichever seat was here
        seating = Seating.from_dict(document[SEATS_KEY])
    except ValueError as exc:
        raise ValueError(f"the seats are not valid ({exc})") from None
    if seating.players != game.players:
        raise ValueError("the seats are not the game's")
    return ReviewedTable(game, seating)
