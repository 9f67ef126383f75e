"""Engine events as sentences for the game log.

>>> from spite_gui.engine import Card, Move, events
>>> e = events.Played(1, Move("hand", 0, "centre", 1), Card(7, "H"), 7)
>>> describe(e, ["You", "West"])
'West played 7♥ from its hand to centre stack 2'

``names`` is indexed by seat; the human seat is always called "You" whatever
``names`` holds there. Stack numbers count from 1, as people count. No Qt here.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from spite_gui.engine import END_TURN, Card, Move, PlayerView, events
from spite_gui.engine.cards import a_or_an
from spite_gui.engine.moves import CENTRE, HAND, PAYOFF, SIDE
from spite_gui.play.visibility import DrewUnseen

YOU = "You"


def _name(seat: int, names: Sequence[str], human_seat: int) -> str:
    if seat == human_seat:
        return YOU
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return f"Player {seat + 1}"


def _possessive(who: str) -> str:
    """ "Your", "West's"."""
    return "Your" if who == YOU else f"{who}'s"


def _whose(who: str, person: bool = False) -> str:
    """The pronoun for a player's own piles: "your", "their" (a person), "its" (a computer)."""
    return "your" if who == YOU else "their" if person else "its"


def _card_list(cards: Sequence[Card]) -> str:
    """ "7♥", "7♥ and 2♣", "7♥, 2♣ and Q♦"."""
    labels = [c.label for c in cards]
    if len(labels) <= 1:
        return "".join(labels)
    return ", ".join(labels[:-1]) + " and " + labels[-1]


def _as_wild(card: Card, rank: int) -> str:
    """ " as a 7" when ``card`` is a wild card standing for ``rank``, else ""."""
    return "" if card.rank == rank else f" as {a_or_an(rank)}"


def _played(e: events.Played, who: str, person: bool) -> str:
    move = e.move
    target = f"centre stack {move.target_index + 1}{_as_wild(e.card, e.rank)}"
    if move.source == PAYOFF:
        return f"{who} played {_whose(who, person)} payoff card {e.card.label} to {target}"
    if move.source == SIDE:
        return f"{who} played {e.card.label} from side stack {move.source_index + 1} to {target}"
    return f"{who} played {e.card.label} from {_whose(who, person)} hand to {target}"


def _game_over(e: events.GameOver, names: Sequence[str], human_seat: int) -> str:
    outcome = e.outcome
    seats = max(len(outcome.scores), len(names))
    return outcome.describe([_name(seat, names, human_seat) for seat in range(seats)])


def describe(event: object, names: Sequence[str], human_seat: int = 0,
             people: Collection[int] = ()) -> str | None:
    """One sentence about ``event`` for the game log, or None if there is nothing to say.

    The draws of ``human_seat`` ("You") name the cards; other players' draws give
    only how many, as the table shows them. With ``human_seat`` -1 (a table several
    people share) everyone is named, and no draw names its cards. The seats in
    ``people`` are people: "their hand", not "its hand".
    """
    if isinstance(event, events.Played):
        return _played(event, _name(event.player, names, human_seat), event.player in people)
    if isinstance(event, events.Discarded):
        who = _name(event.player, names, human_seat)
        stack = event.move.target_index + 1
        return f"{who} placed {event.card.label} on side stack {stack} and ended the turn"
    if isinstance(event, events.Drew | DrewUnseen):
        count = len(event.cards) if isinstance(event, events.Drew) else event.number
        if not count:
            return None
        who = _name(event.player, names, human_seat)
        if isinstance(event, events.Drew) and event.player == human_seat:
            return f"{who} drew {_card_list(event.cards)}"
        return f"{who} drew {count} card{'' if count == 1 else 's'}"
    if isinstance(event, events.Revealed):
        who = _name(event.player, names, human_seat)
        person = event.player in people
        return f"{who} revealed {event.card.label} on {_whose(who, person)} payoff pile"
    if isinstance(event, events.Completed):
        count = len(event.cards)
        return (f"Centre stack {event.stack + 1} is complete: "
                f"{count} cards go to the completed pile")
    if isinstance(event, events.Recycled):
        return (f"The completed cards were shuffled into the stock "
                f"(now {event.stock} card{'' if event.stock == 1 else 's'})")
    if isinstance(event, events.TurnPassed):
        who = _name(event.next_player, names, human_seat)
        return f"{_possessive(who)} turn"
    if isinstance(event, events.Dealt):
        who = _name(event.first_player, names, human_seat)
        return "New game: you play first" if who == YOU else f"New game: {who} plays first"
    if isinstance(event, events.GameOver):
        return _game_over(event, names, human_seat)
    return None


def describe_hint(view: PlayerView, move: Move) -> str:
    """The hint ``move`` in words for the seat of ``view``, whose turn it is."""
    if move == END_TURN:
        return "Hint: there is nothing more to do; your turn ends."
    card = view.card_for(move)
    label = card.label if card is not None else "card"
    where = {HAND: " from your hand", SIDE: f" from side stack {move.source_index + 1}"}.get(
        move.source, "")
    if move.target == CENTRE:
        if move.source == PAYOFF:
            return f"Hint: play your payoff card {label} to centre stack {move.target_index + 1}."
        return f"Hint: play the {label}{where} to centre stack {move.target_index + 1}."
    stack = move.target_index + 1
    if any(m.target == CENTRE for m in view.legal_moves()):
        return f"Hint: end your turn now by placing the {label} on side stack {stack}."
    return (f"Hint: nothing more goes to the centre; end your turn by placing the "
            f"{label} on side stack {stack}.")
