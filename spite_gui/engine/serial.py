"""Saving and loading a game as a JSON-safe dict, checked card by card.

A document that is malformed, truncated, hostile, of an unknown version or
simply impossible (a card too many, a centre stack out of order, a seat that
doesn't exist) is refused with :class:`SaveError`; a game is never half-loaded.
Nothing here uses pickle or eval.

The history is checked too: loading deals the saved deal number again (or, for a
position set up card by card, takes the saved ``start``), replays the saved moves
and refuses the document unless they lead to exactly the saved table and result.
A game that did not start from its deal carries that position as ``start``; a
dealt game's document has no ``start``.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .cards import Card
from .moves import IllegalMoveError, Move
from .rules import SIDE_STACKS, Rules, RulesError
from .scoring import REASONS, Outcome

if TYPE_CHECKING:
    from .game import Game, State

FORMAT = "spite-and-malice/game"
VERSION = 1


class SaveError(ValueError):
    """A saved game that can't be loaded; the message says what is wrong."""


def game_to_dict(game: Game) -> dict[str, Any]:
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "rules": game.rules.to_dict(),
        "players": game.players,
        "seed": game.seed,
        "first_player": game.first_player,
        "previous_starter": game.previous_starter,
        "state": _state_to_dict(game.state),
        "moves": [m.text for m in game.moves],
    }
    if game.start_state is not None:
        doc["start"] = _state_to_dict(game.start_state)
    return doc


def _state_to_dict(s: State) -> dict[str, Any]:
    def cards(seq) -> list[str]:
        return [c.text for c in seq]

    outcome = None
    if s.outcome is not None:
        outcome = {"winner": s.outcome.winner, "reason": s.outcome.reason,
                   "scores": list(s.outcome.scores)}
    return {
        "seats": [
            {"payoff": cards(x.payoff), "hand": cards(x.hand),
             "sides": [cards(st) for st in x.sides]}
            for x in s.seats
        ],
        "centre": [cards(st) for st in s.centre],
        "stock": cards(s.stock),
        "completed": cards(s.completed),
        "current": s.current,
        "turn": s.turn,
        "shuffles": s.shuffles,
        "outcome": outcome,
    }


def _need(ok: bool, message: str) -> None:
    if not ok:
        raise SaveError(message)


def _int(value: Any, what: str, lo: int, hi: int) -> int:
    _need(type(value) is int and lo <= value <= hi, f"The saved {what} is not valid.")
    return value


def _cards(value: Any, what: str, limit: int = 1000) -> tuple[Card, ...]:
    _need(isinstance(value, list) and len(value) <= limit,
          f"The saved {what} is not a list of cards.")
    try:
        return tuple(Card.parse(v) if isinstance(v, str) else _bad() for v in value)
    except ValueError:
        raise SaveError(f"The saved {what} holds something that is not a card.") from None


def _bad() -> Card:
    raise ValueError


def _dict(value: Any, what: str, keys: set[str]) -> dict[str, Any]:
    _need(isinstance(value, dict), f"The saved {what} is missing or not a record.")
    missing = keys - set(value)
    _need(not missing, f"The saved {what} lacks {', '.join(sorted(missing))}.")
    return value


def game_from_dict(cls: type[Game], data: Any) -> Game:
    doc = _dict(data, "game", {"format", "version", "rules", "players", "seed", "state",
                                "first_player", "previous_starter", "moves"})
    _need(doc["format"] == FORMAT, "This is not a saved Spite and Malice game.")
    version = doc["version"]
    _need(type(version) is int, "The saved game has no version number.")
    _need(version <= VERSION, "This game was saved by a newer version of Spite and Malice.")
    _need(version == VERSION, "This game was saved in a format this version can't read.")
    try:
        rules = Rules.from_dict(doc["rules"])
        players = doc["players"]
        rules.check_players(players)
    except (RulesError, TypeError) as exc:
        raise SaveError(f"The saved rules are not valid: {exc}") from None
    seed = _int(doc["seed"], "deal number", 0, 2**63)
    first = _int(doc["first_player"], "first player", 0, players - 1)
    prev = doc["previous_starter"]
    if prev is not None:
        _int(prev, "previous first player", 0, players - 1)

    state = _state(doc["state"], rules, players, "")
    start = doc.get("start")
    if start is not None:
        start = _state(start, rules, players, "starting ")
        _need(start.outcome is None, "A saved game can't start finished.")

    raw_moves = doc["moves"]
    _need(isinstance(raw_moves, list) and len(raw_moves) <= 100_000,
          "The saved list of moves is not valid.")
    try:
        moves = [Move.parse(m) if isinstance(m, str) else Move.parse("?") for m in raw_moves]
    except ValueError:
        raise SaveError("The saved list of moves holds something that is not a move.") from None

    _check_history(rules, players, seed, first, prev, start, moves, state)
    return cls(rules, players, seed, state, first, prev, moves, start=start)


def _check_history(rules: Rules, players: int, seed: int, first: int, prev: int | None,
                   start: State | None, moves: list[Move], state: State) -> None:
    """Refuse the document unless its moves, from its deal or start, lead to its table."""
    from .game import deal, replay_state

    if start is None:
        start = deal(rules, players, seed, prev)
        _need(first == start.current,
              "The saved first player is not the one the deal gives (the file was changed).")
    try:
        end = replay_state(rules, seed, start, moves)
    except IllegalMoveError as exc:
        raise SaveError(f"The saved moves don't make a game: {exc}") from None
    _need(end.outcome == state.outcome,
          "The saved result is not how the saved moves end the game (the file was changed).")
    _need(end == state,
          "The saved moves don't lead to the saved table (the file was changed or damaged).")


def _state(raw: Any, rules: Rules, players: int, which: str) -> State:
    """One table (the saved one, or the ``which`` = "starting " one), checked card by card."""
    from .game import Seat, State

    st = _dict(raw, f"{which}table", {"seats", "centre", "stock", "completed", "current",
                                       "turn", "shuffles", "outcome"})
    raw_seats = st["seats"]
    _need(isinstance(raw_seats, list) and len(raw_seats) == players,
          f"The saved {which}table doesn't have a place for every player.")
    seats = []
    for i, seat_raw in enumerate(raw_seats):
        seat_raw = _dict(seat_raw, f"player {i + 1}", {"payoff", "hand", "sides"})
        payoff = _cards(seat_raw["payoff"], "payoff pile", rules.payoff_size)
        hand = _cards(seat_raw["hand"], "hand", rules.hand_size)
        sides_raw = seat_raw["sides"]
        _need(isinstance(sides_raw, list) and len(sides_raw) == SIDE_STACKS,
              "The saved game must have four side stacks for each player.")
        sides = tuple(_cards(x, "side stack") for x in sides_raw)
        seats.append(Seat(payoff, hand, sides))
    raw_centre = st["centre"]
    _need(isinstance(raw_centre, list) and len(raw_centre) == rules.centre_stacks,
          "The saved game has the wrong number of centre stacks.")
    centre = tuple(_cards(x, "centre stack", rules.top_rank - 1) for x in raw_centre)
    for stack in centre:
        for pos, card in enumerate(stack):
            ok = card.rank == pos + 1 or (rules.is_wild(card) and (pos > 0 or rules.wild_starts))
            _need(ok, "A saved centre stack is out of order.")
    stock = _cards(st["stock"], "stock")
    completed = _cards(st["completed"], "completed pile")
    _need(len(completed) % rules.top_rank == 0, "The saved completed pile is not whole stacks.")
    current = _int(st["current"], "player to move", 0, players - 1)
    last_turn = rules.turn_limit * players
    turn = _int(st["turn"], "turn number", 1, last_turn + 1)
    shuffles = _int(st["shuffles"], "shuffle count", 0, 10**6)
    outcome = _outcome(st["outcome"], players)
    if outcome is None:
        _need(bool(seats[current].hand), "The player to move has no cards in hand.")
        _need(all(seat.payoff for seat in seats), "A player has won but the game isn't over.")
        _need(turn <= last_turn, "The saved turn number is past the turn limit.")

    everything = Counter(stock + completed)
    for seat in seats:
        everything.update(seat.payoff + seat.hand)
        for stack in seat.sides:
            everything.update(stack)
    for stack in centre:
        everything.update(stack)
    _need(everything == Counter(rules.deck()),
          "The saved cards don't add up to the decks in play (a card is missing or doubled).")
    # a finished table's result is proved by replaying the moves that led to it
    return State(tuple(seats), centre, stock, completed, current, turn, shuffles, outcome)


def _outcome(raw: Any, players: int) -> Outcome | None:
    if raw is None:
        return None
    raw = _dict(raw, "result", {"winner", "reason", "scores"})
    winner = raw["winner"]
    if winner is not None:
        _int(winner, "winner", 0, players - 1)
    _need(raw["reason"] in REASONS, "The saved result is not valid.")
    scores = raw["scores"]
    _need(isinstance(scores, list) and len(scores) == players
          and all(type(x) is int and 0 <= x <= 10_000 for x in scores),
          "The saved scores are not valid.")
    return Outcome(winner, raw["reason"], tuple(scores))
