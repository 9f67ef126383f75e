"""Saving and loading a game as a JSON-safe dict, checked field by field and card by card.

>>> from spite_gui.engine import Game
>>> game = Game.new(seed=48213)
>>> doc = game.to_dict()
>>> doc["seed"], doc["deal_algorithm"], doc["moves"]
(48213, 1, [])
>>> Game.from_dict(doc) == game
True

A saved game is its rules, its deal number (and the algorithm that dealt it),
who started the game before it, and its moves; the table they lead to is saved
too. Loading deals the deal number again, replays the moves and refuses the
document unless they lead to exactly the saved table and result, so a document
loads to exactly the game its deal, rules and moves make, or not at all.

Every field is checked for its type and range (a bool is not a whole number,
nor is ``25.0``); a document that is malformed, truncated, hostile, of an
unknown version or simply impossible is refused with :class:`SaveError`, whose
message says what is wrong. Nothing here uses pickle or eval.

A position set up card by card (``Game(...)``, for tests) is written with the
table it started from as ``start``, so that the document says what it is; such
a document is refused on loading, as a game that was not dealt.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Sequence
from typing import Any, NamedTuple, TypeGuard

from .cards import Card
from .deal import DEAL_NUMBER_RANGE, Shuffler, check_algorithm, deal, is_deal_number
from .events import Event
from .moves import IllegalMoveError, Move
from .rules import SIDE_STACKS, Rules, RulesError
from .scoring import Outcome, Reason
from .state import Seat, State
from .turns import replay_state

FORMAT = "spite-and-malice/game"
VERSION = 1
GAME_KEYS = ("format", "version", "rules", "players", "seed", "first_player",
             "previous_starter", "state", "moves")
ALGORITHM_KEY = "deal_algorithm"  # left out by the first version 1 files: algorithm 1
START_KEY = "start"
STATE_KEYS = ("seats", "centre", "stock", "completed", "current", "turn", "shuffles", "outcome")
MAX_MOVES = 100_000
_REASON_TEXTS = {reason.value: reason for reason in Reason}


class SaveError(ValueError):
    """A saved game that can't be loaded; the message says what is wrong."""


class NewerVersion(ValueError):
    """Raised by a validator for a document (or a part of one) from a newer version of the
    game; the file is then refused as newer, not as damaged, and left in place."""


class GameParts(NamedTuple):
    """What a saved game is made of: its deal, rules and moves, and the table they lead to."""

    rules: Rules
    players: int
    seed: int
    algorithm: int
    first_player: int
    previous_starter: int | None
    moves: tuple[Move, ...]
    state: State


# -- writing ----------------------------------------------------------------------------------
def game_to_dict(parts: GameParts, start: State | None = None) -> dict[str, Any]:
    """The document for a game; ``start`` is the table a position set up by hand began from."""
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": parts.rules.to_dict(),
        "players": parts.players,
        "seed": parts.seed,
        ALGORITHM_KEY: parts.algorithm,
        "first_player": parts.first_player,
        "previous_starter": parts.previous_starter,
        "state": _state_to_dict(parts.state),
        "moves": [m.text for m in parts.moves],
    }
    if start is not None:
        doc[START_KEY] = _state_to_dict(start)
    return doc


def _texts(cards: Sequence[Card]) -> list[str]:
    return [c.text for c in cards]


def _state_to_dict(s: State) -> dict[str, Any]:
    outcome = None
    if s.outcome is not None:
        outcome = {"winner": s.outcome.winner, "reason": s.outcome.reason.value,
                   "scores": list(s.outcome.scores)}
    return {
        "seats": [
            {"payoff": _texts(x.payoff), "hand": _texts(x.hand),
             "sides": [_texts(st) for st in x.sides]}
            for x in s.seats
        ],
        "centre": [_texts(st) for st in s.centre],
        "stock": _texts(s.stock),
        "completed": _texts(s.completed),
        "current": s.current,
        "turn": s.turn,
        "shuffles": s.shuffles,
        "outcome": outcome,
    }


# -- checks shared by everything a save holds ----------------------------------------------
def need(ok: bool, message: str) -> None:
    """Refuse the document with ``message`` unless ``ok``."""
    if not ok:
        raise SaveError(message)


def is_whole(value: object, lo: int, hi: int) -> TypeGuard[int]:
    """Whether ``value`` is an int (not a bool, not a float) from ``lo`` to ``hi``."""
    return type(value) is int and lo <= value <= hi


def whole(value: object, what: str, lo: int, hi: int) -> int:
    """``value`` if it is a whole number from ``lo`` to ``hi``; else refuse the document."""
    if not is_whole(value, lo, hi):
        raise SaveError(f"The saved {what} is not valid.")
    return value


def seat_or_none(value: object, what: str, players: int) -> int | None:
    """None, or a seat number: anything else refuses the document."""
    return None if value is None else whole(value, what, 0, players - 1)


def record(value: object, what: str, keys: Collection[str],
           optional: Collection[str] = ()) -> dict[str, Any]:
    """``value`` if it is a dict with exactly ``keys`` (and perhaps ``optional`` ones)."""
    if not isinstance(value, dict):
        raise SaveError(f"The saved {what} is missing or not a record.")
    missing = [key for key in keys if key not in value]
    need(not missing, f"The saved {what} lacks {', '.join(missing)}.")
    unknown = sorted(str(key)[:40] for key in value if key not in keys and key not in optional)
    need(not unknown, f"The saved {what} holds what this version doesn't know: "
                      f"{', '.join(unknown[:5])}.")
    return value


def rules_and_players(doc: dict[str, Any], whose: str) -> tuple[Rules, int]:
    """The ``rules`` and ``players`` of a saved game or match (``whose``), checked together."""
    try:
        rules = Rules.from_dict(doc["rules"])
        players = doc["players"]
        rules.check_players(players)
    except RulesError as exc:
        raise SaveError(f"The saved {whose}rules are not valid: {exc}") from None
    return rules, players


def deal_number(value: object, what: str) -> int:
    """``value`` if it is a deal number; else refuse the document saying what one is."""
    if not is_deal_number(value):
        raise SaveError(f"The saved {what} is not {DEAL_NUMBER_RANGE}.")
    return value


# -- reading ----------------------------------------------------------------------------------
def game_from_dict(data: object,
                   played: Callable[[State, list[Event]], None] | None = None) -> GameParts:
    """The parts of the game in ``data``; :class:`SaveError` unless it is exactly that game.

    Its moves are played again from the deal to check them: ``played`` is told, for
    each, the state it was played from and the events it caused (the game's history)."""
    if not isinstance(data, dict):
        raise SaveError("The saved game is missing or not a record.")
    need(data.get("format") == FORMAT, "This is not a saved Spite and Malice game.")
    version = data.get("version")
    if type(version) is not int:
        raise SaveError("The saved game has no version number.")
    need(version <= VERSION, "This game was saved by a newer version of Spite and Malice.")
    need(version == VERSION, "This game was saved in a format this version can't read.")
    need(START_KEY not in data, "The saved game starts from a table set up by hand, not from "
                                "its deal (the file was changed).")
    doc = record(data, "game", GAME_KEYS, optional=(ALGORITHM_KEY,))
    rules, players = rules_and_players(doc, "")
    seed = deal_number(doc["seed"], "deal number")
    try:
        algorithm = check_algorithm(doc.get(ALGORITHM_KEY, 1))
    except ValueError as exc:
        raise SaveError(f"{exc} It may come from a newer version.") from None
    first = whole(doc["first_player"], "first player", 0, players - 1)
    prev = seat_or_none(doc["previous_starter"], "previous first player", players)
    state = _state(doc["state"], rules, players)
    raw_moves = doc["moves"]
    need(isinstance(raw_moves, list) and len(raw_moves) <= MAX_MOVES,
         "The saved list of moves is not valid.")
    try:
        moves = tuple(Move.parse(m) if isinstance(m, str) else Move.parse("?") for m in raw_moves)
    except ValueError:
        raise SaveError("The saved list of moves holds something that is not a move.") from None
    parts = GameParts(rules, players, seed, algorithm, first, prev, moves, state)
    _check_history(parts, played)
    return parts


def _check_history(parts: GameParts,
                   played: Callable[[State, list[Event]], None] | None) -> None:
    """Refuse the document unless its moves, from its deal, lead to its table."""
    rules, players, seed, algorithm, first, prev, moves, state = parts
    opening = deal(rules, players, seed, prev, algorithm)
    need(first == opening.current,
         "The saved first player is not the one the deal gives (the file was changed).")
    try:
        end = replay_state(rules, Shuffler(seed, algorithm), opening, moves, played)
    except IllegalMoveError as exc:
        raise SaveError(f"The saved moves don't make a game: {exc}") from None
    need(end.outcome == state.outcome,
         "The saved result is not how the saved moves end the game (the file was changed).")
    need(end == state,
         "The saved moves don't lead to the saved table (the file was changed or damaged).")


def check_table(state: State, rules: Rules, players: int) -> None:
    """Raise :class:`SaveError` unless ``state`` is a table ``rules`` could hold for
    ``players``: the checks a saved table passes (every card of the decks exactly once,
    each pile within its size, the centre stacks in order, a player to move with cards),
    for a position set up card by card."""
    _state(_state_to_dict(state), rules, players)


def _cards(value: object, what: str, limit: int = 1000) -> tuple[Card, ...]:
    if not (isinstance(value, list) and len(value) <= limit):
        raise SaveError(f"The saved {what} is not a list of cards.")
    try:
        return tuple(Card.parse(v) if isinstance(v, str) else Card.parse("?") for v in value)
    except ValueError:
        raise SaveError(f"The saved {what} holds something that is not a card.") from None


def _state(raw: object, rules: Rules, players: int) -> State:
    """The saved table, checked card by card."""
    st = record(raw, "table", STATE_KEYS)
    raw_seats = st["seats"]
    need(isinstance(raw_seats, list) and len(raw_seats) == players,
         "The saved table doesn't have a place for every player.")
    seats = []
    for i, seat_raw in enumerate(raw_seats):
        seat_doc = record(seat_raw, f"player {i + 1}", ("payoff", "hand", "sides"))
        payoff = _cards(seat_doc["payoff"], "payoff pile", rules.payoff_size)
        hand = _cards(seat_doc["hand"], "hand", rules.hand_size)
        sides_raw = seat_doc["sides"]
        need(isinstance(sides_raw, list) and len(sides_raw) == SIDE_STACKS,
             "The saved game must have four side stacks for each player.")
        sides = tuple(_cards(x, "side stack") for x in sides_raw)
        seats.append(Seat(payoff, hand, sides))
    raw_centre = st["centre"]
    need(isinstance(raw_centre, list) and len(raw_centre) == rules.centre_stacks,
         "The saved game has the wrong number of centre stacks.")
    centre = tuple(_cards(x, "centre stack", rules.top_rank - 1) for x in raw_centre)
    for stack in centre:
        for pos, card in enumerate(stack):
            ok = card.rank == pos + 1 or (rules.is_wild(card) and (pos > 0 or rules.wild_starts))
            need(ok, "A saved centre stack is out of order.")
    stock = _cards(st["stock"], "stock")
    completed = _cards(st["completed"], "completed pile")
    need(len(completed) % rules.top_rank == 0, "The saved completed pile is not whole stacks.")
    current = whole(st["current"], "player to move", 0, players - 1)
    last_turn = rules.turn_limit * players
    turn = whole(st["turn"], "turn number", 1, last_turn + 1)
    shuffles = whole(st["shuffles"], "shuffle count", 0, 10**6)
    outcome = _outcome(st["outcome"], players)
    if outcome is None:
        need(bool(seats[current].hand), "The player to move has no cards in hand.")
        need(all(seat.payoff for seat in seats), "A player has won but the game isn't over.")
        need(turn <= last_turn, "The saved turn number is past the turn limit.")

    everything = Counter(stock + completed)
    for seat in seats:
        everything.update(seat.payoff + seat.hand)
        for stack in seat.sides:
            everything.update(stack)
    for stack in centre:
        everything.update(stack)
    need(everything == Counter(rules.deck()),
         "The saved cards don't add up to the decks in play (a card is missing or doubled).")
    # a finished table's result is proved by replaying the moves that led to it
    return State(tuple(seats), centre, stock, completed, current, turn, shuffles, outcome)


def _outcome(raw: object, players: int) -> Outcome | None:
    if raw is None:
        return None
    doc = record(raw, "result", ("winner", "reason", "scores"))
    winner = seat_or_none(doc["winner"], "winner", players)
    reason = doc["reason"]
    need(type(reason) is str and reason in _REASON_TEXTS, "The saved result is not valid.")
    scores = doc["scores"]
    need(isinstance(scores, list) and len(scores) == players
         and all(is_whole(x, 0, 10_000) for x in scores),
         "The saved scores are not valid.")
    return Outcome(winner, _REASON_TEXTS[reason], tuple(scores))
