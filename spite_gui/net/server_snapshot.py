"""A hosted table kept in a file: the document :meth:`TableServer.snapshot` writes, checked.

A table saved with the host's autosave can be hosted again after the program
stopped (see :meth:`~.server.TableServer.resume`). The document is checked as
strictly as a saved game before anything is made of it: every field with its
type and range, the game dealt again from its deal number and replayed, the
game against the table's rules and seats, each friend against a friend's seat
(one each, with the public half of their seat key), the promised deal's salt, the
table's own key and PIN, the table talk. :func:`read_snapshot` gives the parts
made from it, or raises ValueError saying what is wrong: nothing else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..engine import Game, Rules, RulesError
from ..play import REMOTE, Seating
from .codec import ProtocolError, listed, need, record, whole
from .protocol import (
    MAX_GAMES,
    MAX_RECAP,
    MAX_SCORE,
    PUBLIC_KEY,
    Chat,
    React,
    optional,
    pattern,
    read_name,
    read_said,
    seat_number,
)
from .secure import PIN_DIGITS

#: version 2: seats belong to seat keys (no tokens, no addresses); the table's key and PIN;
#: version 3 keeps the table talk ("chat"): a table of version 2 is read without it
TABLE_FORMAT, TABLE_VERSION = "spite-and-malice/table", 3
KEYS = {"format", "version", "rules", "seating", "game_number", "totals", "previous_starter",
        "game", "salt", "friends", "table_key", "pin", "removed"}
CHAT_KEY = "chat"
FRIEND_KEYS = ("seat", "name", "seat_key")
SALT_FORM = re.compile(r"[0-9a-f]{64}")  # 32 bytes as hex, as fairness.new_salt makes it
SEED_FORM = re.compile(r"[0-9a-f]{64}")  # a key pair's secret seed, in hex
PIN_FORM = re.compile(f"[0-9]{{{PIN_DIGITS}}}")
MAX_REMOVED = 64


@dataclass(frozen=True)
class ServerSnapshot:
    """What a kept table is made of, checked: the game (replayed, with its story) and the
    friends' seats as they were."""

    rules: Rules
    seating: Seating
    game_number: int
    totals: tuple[int, ...]
    previous_starter: int | None
    game: Game | None  # the game dealt last, with its history; None before the first deal
    salt: str | None  # the salt of its promised deal
    friends: tuple[dict[str, Any], ...]  # by seat: name, seat key (public; None: nobody's)
    table_key: str  # the table's key pair's seed (secret)
    pin: str | None  # the PIN a new seat needs (None: the host lets newcomers in)
    removed: tuple[str, ...]  # the seat keys the host removed
    said: int = 0  # lines of table talk said at the table in all
    lines: tuple[Chat | React, ...] = ()  # the last of them


def check_snapshot(data: Any) -> dict[str, Any]:
    """A :meth:`TableServer.snapshot` document, checked (see :func:`read_snapshot`)."""
    read_snapshot(data)
    return data  # type: ignore[no-any-return]


def read_snapshot(data: Any) -> ServerSnapshot:
    """The table a :meth:`TableServer.snapshot` document keeps; ValueError saying what is wrong."""
    if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT:
        raise ValueError("This is not a saved table of Spite and Malice.")
    version = data.get("version")
    if type(version) is not int or not 2 <= version <= TABLE_VERSION:
        raise ValueError("This table was saved by another version of Spite and Malice.")
    if set(data) != KEYS | ({CHAT_KEY} if version >= 3 else set()):
        raise ValueError("This is not a whole saved table of Spite and Malice.")
    try:
        rules, seating = _rules_and_seating(data)
        players = seating.players
        need(type(data["game_number"]) is int and 0 <= data["game_number"] <= MAX_GAMES,
             "the game number")
        totals = listed(data["totals"], players, lambda x: whole(x, 0, MAX_SCORE, "a total"),
                        "the points")
        need(len(totals) == players, "the points")
        previous = data["previous_starter"]
        if previous is not None:
            whole(previous, 0, players - 1, "the previous first player")
        friends = _friends(data["friends"], seating)
        game, salt = _game(data, rules, seating)
        table_key = pattern(data["table_key"], SEED_FORM, "the table's key")
        pin = optional(data["pin"], lambda x: pattern(x, PIN_FORM, "the table's PIN"))
        removed = listed(data["removed"], MAX_REMOVED,
                         lambda x: pattern(x, PUBLIC_KEY, "a removed seat key"),
                         "the removed seat keys")
        said, lines = _chat(data.get(CHAT_KEY), players)
    except ProtocolError as error:
        raise ValueError(f"The saved table is not valid: {error}.") from None
    return ServerSnapshot(rules, seating, data["game_number"], totals, previous, game, salt,
                     friends, table_key, pin, removed, said, lines)


def _chat(raw: Any, players: int) -> tuple[int, tuple[Chat | React, ...]]:
    """The table talk kept: how many lines were said in all, and the last ones."""
    if raw is None:  # a table of version 2
        return 0, ()
    raw = record(raw, ("said", "lines"), "the table talk")
    lines = listed(raw["lines"], MAX_RECAP, read_said, "the table talk")
    said = whole(raw["said"], len(lines), 2**31, "the table talk")
    need(all(line.seat is not None and line.seat < players for line in lines),
         "the table talk")
    return said, lines


def _rules_and_seating(data: dict[str, Any]) -> tuple[Rules, Seating]:
    try:
        rules = Rules.from_dict(data["rules"])
        seating = Seating.from_dict(data["seating"])
        rules.check_players(seating.players)
    except (RulesError, ValueError, TypeError) as error:
        raise ProtocolError(f"the rules or the seats ({error})") from None
    need(REMOTE in (plan.kind for plan in seating.seats), "the seats (no friend's seat)")
    return rules, seating


def _friends(raw: Any, seating: Seating) -> tuple[dict[str, Any], ...]:
    """One friend for each friend's seat, in seat order."""
    friends = listed(raw, seating.players,
                     lambda x: record(x, FRIEND_KEYS, "a friend"), "the friends")
    for friend in friends:
        seat_number(friend["seat"], seating.players)
        need(friend["name"] == read_name(friend["name"]), "a friend's name")
        optional(friend["seat_key"], lambda x: pattern(x, PUBLIC_KEY, "a seat key"))
    seats = [friend["seat"] for friend in friends]
    remote = [i for i, plan in enumerate(seating.seats) if plan.kind == REMOTE]
    need(seats == remote, "the friends (one for each friend's seat)")
    return friends


def _game(data: dict[str, Any], rules: Rules,
          seating: Seating) -> tuple[Game | None, str | None]:
    """The game dealt last (replayed from its deal) and its salt, checked against the table."""
    raw, salt = data["game"], data["salt"]
    need((raw is None) == (salt is None), "the promised deal")
    if raw is None:
        return None, None
    pattern(salt, SALT_FORM, "the salt")
    need(data["game_number"] >= 1, "the game number")
    try:
        game = Game.from_dict(raw)
    except (ValueError, TypeError, KeyError, IndexError, RecursionError) as error:
        raise ProtocolError(f"the game ({str(error).rstrip('.')})") from None
    need(game.players == seating.players and game.rules == rules,
         "the game (not the table's rules and seats)")
    need(game.is_over or game.previous_starter == data["previous_starter"],
         "the game (not the one that followed the game before)")
    return game, salt
