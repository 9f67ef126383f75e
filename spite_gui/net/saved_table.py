"""A hosted table kept in a file: the document :meth:`HostTable.snapshot` writes, checked.

A table saved with the host's autosave can be hosted again after the program
stopped (see :meth:`~.table.HostTable.resume`). The document is checked field by
field before anything is made of it; the game inside is checked by the engine
when it is loaded (dealt again and replayed).
"""

from __future__ import annotations

from typing import Any

from .codec import ProtocolError, listed, need, record, whole
from .protocol import (
    MAX_GAMES,
    MAX_SCORE,
    TOKEN_FORM,
    optional,
    pattern,
    read_name,
    seat_number,
    text_field,
)

TABLE_FORMAT, TABLE_VERSION = "spite-and-malice/table", 1


def check_snapshot(data: Any) -> dict[str, Any]:
    """A :meth:`HostTable.snapshot` document, checked; ValueError saying what is wrong."""
    keys = {"format", "version", "rules", "seating", "game_number", "totals",
            "previous_starter", "game", "salt", "friends"}
    if not isinstance(data, dict) or set(data) != keys or data["format"] != TABLE_FORMAT:
        raise ValueError("This is not a saved table of Spite and Malice.")
    if data["version"] != TABLE_VERSION:
        raise ValueError("This table was saved by another version of Spite and Malice.")
    try:
        players = len(data["seating"])
        need(type(data["game_number"]) is int and 0 <= data["game_number"] <= MAX_GAMES,
             "the game number")
        totals = listed(data["totals"], players, lambda x: whole(x, 0, MAX_SCORE, "a total"),
                        "the points")
        need(len(totals) == players, "the points")
        if data["previous_starter"] is not None:
            whole(data["previous_starter"], 0, players - 1, "the previous first player")
        need((data["game"] is None) == (data["salt"] is None), "the promised deal")
        if data["salt"] is not None:
            need(isinstance(data["salt"], str) and len(data["salt"]) == 64, "the salt")
        for friend in listed(data["friends"], players, lambda x: record(
                x, ("seat", "name", "token", "address"), "a friend"), "the friends"):
            seat_number(friend["seat"], players)
            need(friend["name"] == read_name(friend["name"]), "a friend's name")
            optional(friend["token"], lambda x: pattern(x, TOKEN_FORM, "a token"))
            optional(friend["address"], lambda x: text_field(x, 300, "an address"))
    except ProtocolError as error:
        raise ValueError(f"The saved table is not valid: {error}.") from None
    return data
