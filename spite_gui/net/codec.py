"""Seat updates as plain JSON values, and back again, checked field by field.

What crosses the network is exactly what a seat may see: a :class:`~spite_gui.play.Update`
(the seat's :class:`PlayerView` and the events as it sees them). Decoding trusts
nothing: every field must have its exact type (a bool is not a number, a float is
not a whole number), every number its range, every card and move its exact text
form. Anything else raises :class:`ProtocolError`, and only that.

>>> from spite_gui.engine import Game, Rules
>>> from spite_gui.play import GameHost, Seating
>>> host = GameHost(Game.new(Rules(), 2, seed=7), Seating.against_computers(2, "easy"))
>>> told = []
>>> host.attach(1, told.append)
>>> host.start()
>>> decode_update(encode_update(told[0])) == told[0]
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from ..engine import Card, Move, Outcome, PlayerView, Refusal, Rules, RulesError, events
from ..engine.moves import CENTRE, HAND, PAYOFF, SIDE, Place
from ..engine.rules import MAX_PLAYERS, SIDE_STACKS
from ..engine.scoring import REASONS
from ..play import START, DrewUnseen, SeenEvent, Update, UpdateKind
from ..play.refusals import REFUSAL_CODES, Declined

KINDS = tuple(UpdateKind)
MAX_CARDS = 4 * 54  # the most cards any pile can hold: every card of four decks
MAX_EVENTS = 400  # one move causes a few dozen events at the most
#: the story of the game so far a seat is told with the table as it stands (a game log
#: keeps no more lines than this)
MAX_STORY = 2000
MAX_TURN = 10_000 * MAX_PLAYERS + 1
MAX_DEAL = 2**53  # any deal number a JSON number carries exactly

T = TypeVar("T")


class ProtocolError(ValueError):
    """A message that is not what the protocol allows; the text says what is wrong."""


def need(ok: bool, what: str) -> None:
    if not ok:
        raise ProtocolError(what)


def whole(value: Any, lo: int, hi: int, what: str) -> int:
    """``value`` if it is a whole number (not a bool) from ``lo`` to ``hi``."""
    need(type(value) is int and lo <= value <= hi, f"{what} is not valid")
    return int(value)


def record(value: Any, keys: tuple[str, ...], what: str) -> dict[str, Any]:
    """``value`` if it is an object with exactly ``keys``."""
    need(isinstance(value, dict) and set(value) == set(keys), f"{what} is not valid")
    return dict(value)


def listed(value: Any, limit: int, item: Callable[[Any], T], what: str) -> tuple[T, ...]:
    need(isinstance(value, list) and len(value) <= limit, f"{what} is not valid")
    return tuple(item(x) for x in value)


# -- cards, moves, outcomes -------------------------------------------------------------------
def card_text(card: Card) -> str:
    return card.text


def read_card(value: Any) -> Card:
    need(isinstance(value, str) and len(value) == 2, "a card is not valid")
    try:
        card = Card.parse(value)
    except ValueError:
        raise ProtocolError("a card is not valid") from None
    need(card.text == value, "a card is not valid")
    return card


def read_cards(value: Any, limit: int = MAX_CARDS) -> tuple[Card, ...]:
    return listed(value, limit, read_card, "a pile")


def read_move(value: Any) -> Move:
    need(isinstance(value, str) and len(value) <= 20, "a move is not valid")
    try:
        return Move.parse(value)
    except ValueError:
        raise ProtocolError("a move is not valid") from None


def encode_outcome(outcome: Outcome | None) -> dict[str, Any] | None:
    if outcome is None:
        return None
    return {"winner": outcome.winner, "reason": str(outcome.reason),
            "scores": list(outcome.scores)}


def read_outcome(value: Any, players: int) -> Outcome | None:
    if value is None:
        return None
    raw = record(value, ("winner", "reason", "scores"), "the result")
    winner = raw["winner"]
    if winner is not None:
        whole(winner, 0, players - 1, "the winner")
    need(raw["reason"] in REASONS, "the result is not valid")
    scores = listed(raw["scores"], players, lambda x: whole(x, 0, 100_000, "a score"),
                    "the scores")
    need(len(scores) == players, "the scores are not valid")
    return Outcome(winner, raw["reason"], scores)


def encode_refusal(refusal: Refusal) -> dict[str, Any]:
    """A refusal as its code and parameters (the guest words it in its own language)."""
    card = refusal.card
    return {"code": refusal.code.value, "card": card.text if card is not None else None,
            "rank": refusal.rank, "source": refusal.source or None}


def read_refusal(raw: dict[str, Any]) -> Refusal:
    """The refusal of ``raw`` (with the keys :func:`encode_refusal` gives), each field
    checked; a code this version does not know (a newer table's) is read as
    :attr:`Declined.OTHER`, which the table words as a refusal without its reason."""
    code = raw["code"]
    need(isinstance(code, str) and 0 < len(code) <= 40 and code.isascii()
         and code.replace("_", "").isalnum(), "the refusal is not valid")
    card = None if raw["card"] is None else read_card(raw["card"])
    rank = whole(raw["rank"], 0, 13, "the refusal's rank")
    source = raw["source"]
    need(source is None or source in (PAYOFF, HAND, SIDE), "the refusal's pile is not valid")
    return Refusal(REFUSAL_CODES.get(code, Declined.OTHER), card, rank,
                   None if source is None else Place(source))


# -- the view ---------------------------------------------------------------------------------
VIEW_KEYS = ("seat", "rules", "players", "current", "turn", "hand", "payoff_tops",
             "payoff_counts", "sides", "centre", "stock_count", "completed_count",
             "hand_counts", "outcome")


def encode_view(view: PlayerView) -> dict[str, Any]:
    return {
        "seat": view.seat, "rules": view.rules.to_dict(), "players": view.players,
        "current": view.current, "turn": view.turn,
        "hand": [c.text for c in view.hand],
        "payoff_tops": [c.text if c is not None else None for c in view.payoff_tops],
        "payoff_counts": list(view.payoff_counts),
        "sides": [[[c.text for c in stack] for stack in seat] for seat in view.sides],
        "centre": [[c.text for c in stack] for stack in view.centre],
        "stock_count": view.stock_count, "completed_count": view.completed_count,
        "hand_counts": list(view.hand_counts), "outcome": encode_outcome(view.outcome),
    }


def read_rules(value: Any) -> Rules:
    need(isinstance(value, dict), "the rules are not valid")
    try:
        rules = Rules.from_dict(value)
    except (RulesError, TypeError):
        raise ProtocolError("the rules are not valid") from None
    need(rules.to_dict() == value, "the rules are not valid")
    return rules


def decode_view(value: Any) -> PlayerView:
    raw = record(value, VIEW_KEYS, "the table")
    rules = read_rules(raw["rules"])
    players = whole(raw["players"], 2, MAX_PLAYERS, "the number of players")
    seat = whole(raw["seat"], 0, players - 1, "the seat")

    def per_seat(key: str, item: Callable[[Any], T]) -> tuple[T, ...]:
        items = listed(raw[key], players, item, f"the table's {key}")
        need(len(items) == players, f"the table's {key} is not valid")
        return items

    def top(x: Any) -> Card | None:
        return None if x is None else read_card(x)

    def stacks(x: Any) -> tuple[tuple[Card, ...], ...]:
        found = listed(x, SIDE_STACKS, read_cards, "a side stack")
        need(len(found) == SIDE_STACKS, "the side stacks are not valid")
        return found

    centre = listed(raw["centre"], rules.centre_stacks,
                    lambda x: read_cards(x, rules.top_rank - 1), "the centre")
    need(len(centre) == rules.centre_stacks, "the centre is not valid")
    hand_counts = per_seat("hand_counts", lambda x: whole(x, 0, rules.hand_size, "a hand"))
    hand = read_cards(raw["hand"], rules.hand_size)
    need(len(hand) == hand_counts[seat], "the hand is not valid")
    return PlayerView(
        seat=seat, rules=rules, players=players,
        current=whole(raw["current"], 0, players - 1, "the player to move"),
        turn=whole(raw["turn"], 1, MAX_TURN, "the turn"),
        hand=hand,
        payoff_tops=per_seat("payoff_tops", top),
        payoff_counts=per_seat("payoff_counts",
                               lambda x: whole(x, 0, rules.payoff_size, "a payoff pile")),
        sides=per_seat("sides", stacks),
        centre=centre,
        stock_count=whole(raw["stock_count"], 0, MAX_CARDS, "the stock"),
        completed_count=whole(raw["completed_count"], 0, MAX_CARDS, "the completed pile"),
        hand_counts=hand_counts,
        outcome=read_outcome(raw["outcome"], players),
    )


# -- events -----------------------------------------------------------------------------------
def encode_event(event: SeenEvent) -> dict[str, Any]:
    kind = type(event).__name__
    if isinstance(event, events.Dealt):
        return {"event": kind, "first_player": event.first_player}
    if isinstance(event, events.Played):
        return {"event": kind, "player": event.player, "move": event.move.text,
                "card": event.card.text, "rank": event.rank}
    if isinstance(event, events.Discarded):
        return {"event": kind, "player": event.player, "move": event.move.text,
                "card": event.card.text}
    if isinstance(event, events.Drew):
        return {"event": kind, "player": event.player, "cards": [c.text for c in event.cards]}
    if isinstance(event, DrewUnseen):
        return {"event": kind, "player": event.player, "number": event.number}
    if isinstance(event, events.Revealed):
        return {"event": kind, "player": event.player, "card": event.card.text}
    if isinstance(event, events.Completed):
        return {"event": kind, "stack": event.stack, "cards": [c.text for c in event.cards]}
    if isinstance(event, events.Recycled):
        return {"event": kind, "shuffled": event.shuffled, "stock": event.stock}
    if isinstance(event, events.TurnPassed):
        return {"event": kind, "player": event.player, "next_player": event.next_player,
                "turn": event.turn}
    if isinstance(event, events.GameOver):
        return {"event": kind, "outcome": encode_outcome(event.outcome)}
    raise TypeError(f"not an event: {event!r}")


def decode_event(value: Any, players: int) -> SeenEvent:
    need(isinstance(value, dict), "an event is not valid")
    kind = value.get("event")

    def seat(x: Any) -> int:
        return whole(x, 0, players - 1, "a seat")

    def fields(*keys: str) -> dict[str, Any]:
        return record(value, ("event", *keys), f"a {kind} event")

    if kind == "Dealt":
        raw = fields("first_player")
        return events.Dealt(seat(raw["first_player"]))
    if kind == "Played":
        raw = fields("player", "move", "card", "rank")
        move = read_move(raw["move"])
        need(move.target == CENTRE, "a Played event is not valid")
        return events.Played(seat(raw["player"]), move, read_card(raw["card"]),
                             whole(raw["rank"], 1, 13, "a rank"))
    if kind == "Discarded":
        raw = fields("player", "move", "card")
        move = read_move(raw["move"])
        need(move.is_discard, "a Discarded event is not valid")
        return events.Discarded(seat(raw["player"]), move, read_card(raw["card"]))
    if kind == "Drew":
        raw = fields("player", "cards")
        return events.Drew(seat(raw["player"]), read_cards(raw["cards"], 6))
    if kind == "DrewUnseen":
        raw = fields("player", "number")
        return DrewUnseen(seat(raw["player"]), whole(raw["number"], 0, 6, "a draw"))
    if kind == "Revealed":
        raw = fields("player", "card")
        return events.Revealed(seat(raw["player"]), read_card(raw["card"]))
    if kind == "Completed":
        raw = fields("stack", "cards")
        return events.Completed(whole(raw["stack"], 0, 3, "a centre stack"),
                                read_cards(raw["cards"], 13))
    if kind == "Recycled":
        raw = fields("shuffled", "stock")
        return events.Recycled(whole(raw["shuffled"], 0, MAX_CARDS, "a count"),
                               whole(raw["stock"], 0, MAX_CARDS, "the stock"))
    if kind == "TurnPassed":
        raw = fields("player", "next_player", "turn")
        return events.TurnPassed(seat(raw["player"]), seat(raw["next_player"]),
                                 whole(raw["turn"], 1, MAX_TURN, "a turn"))
    if kind == "GameOver":
        raw = fields("outcome")
        outcome = read_outcome(raw["outcome"], players)
        if outcome is None:
            raise ProtocolError("a GameOver event is not valid")
        return events.GameOver(outcome)
    raise ProtocolError("an event is not valid")


# -- updates ----------------------------------------------------------------------------------
UPDATE_KEYS = ("seat", "kind", "view", "events", "mover", "move", "undo_offered", "deal")


def encode_update(update: Update) -> dict[str, Any]:
    return {
        "seat": update.seat, "kind": update.kind, "view": encode_view(update.view),
        "events": [encode_event(e) for e in update.events],
        "mover": update.mover, "move": update.move.text if update.move else None,
        "undo_offered": update.undo_offered, "deal": update.deal,
    }


def decode_update(value: Any) -> Update:
    raw = record(value, UPDATE_KEYS, "an update")
    view = decode_view(raw["view"])
    need(raw["seat"] == view.seat and type(raw["seat"]) is int, "an update is not valid")
    need(raw["kind"] in KINDS, "an update is not valid")
    need(type(raw["undo_offered"]) is bool, "an update is not valid")
    mover = raw["mover"]
    if mover is not None:
        mover = whole(mover, 0, view.players - 1, "the player who moved")
    move = None if raw["move"] is None else read_move(raw["move"])
    deal = raw["deal"]
    if deal is not None:
        deal = whole(deal, 0, MAX_DEAL, "the deal number")
    limit = MAX_STORY if raw["kind"] == START else MAX_EVENTS
    happened = listed(raw["events"], limit, lambda x: decode_event(x, view.players),
                      "the events")
    return Update(view.seat, UpdateKind(raw["kind"]), view, happened, mover, move,
                  raw["undo_offered"], deal)
