"""Engine events as sentences for the game log.

>>> from spite_gui.engine import Card, Move, events
>>> e = events.Played(1, Move("hand", 0, "centre", 1), Card(7, "H"), 7)
>>> describe(e, ["You", "West"])
'West played 7♥ from its hand to centre stack 2'

``names`` is indexed by seat; the human seat is always called "You" whatever
``names`` holds there, and what it does is said to it ("You played … from your
hand"). A computer's piles are "its", a person's "their": each case is a whole
template of its own (see :mod:`.words`). Stack numbers count from 1, as people
count. No Qt here.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from spite_gui.engine import END_TURN, Card, Move, PlayerView, events
from spite_gui.engine.moves import CENTRE, HAND, PAYOFF, SIDE
from spite_gui.play.visibility import DrewUnseen

from .card_names import a_rank, card_label
from .outcomes import outcome_words
from .words import YOU, Phrase, Plural, listed

CONTEXT = "Log"
#: Whose a player's piles are: the player at this table's, a computer's, a person's.
_YOURS, _ITS, _THEIR = "yours", "its", "their"

#: A card played to a centre stack, by where it came from and whose piles those are;
#: the second template of each pair is for a wild card standing for another rank.
_PLAYED = {
    (PAYOFF, _YOURS): (
        Phrase(CONTEXT, "You played your payoff card {card} to centre stack {stack}"),
        Phrase(CONTEXT, "You played your payoff card {card} to centre stack {stack} as {rank}")),
    (PAYOFF, _ITS): (
        Phrase(CONTEXT, "{who} played its payoff card {card} to centre stack {stack}"),
        Phrase(CONTEXT, "{who} played its payoff card {card} to centre stack {stack} as {rank}")),
    (PAYOFF, _THEIR): (
        Phrase(CONTEXT, "{who} played their payoff card {card} to centre stack {stack}"),
        Phrase(CONTEXT,
               "{who} played their payoff card {card} to centre stack {stack} as {rank}")),
    (HAND, _YOURS): (
        Phrase(CONTEXT, "You played {card} from your hand to centre stack {stack}"),
        Phrase(CONTEXT, "You played {card} from your hand to centre stack {stack} as {rank}")),
    (HAND, _ITS): (
        Phrase(CONTEXT, "{who} played {card} from its hand to centre stack {stack}"),
        Phrase(CONTEXT, "{who} played {card} from its hand to centre stack {stack} as {rank}")),
    (HAND, _THEIR): (
        Phrase(CONTEXT, "{who} played {card} from their hand to centre stack {stack}"),
        Phrase(CONTEXT, "{who} played {card} from their hand to centre stack {stack} as {rank}")),
    (SIDE, _YOURS): (
        Phrase(CONTEXT, "You played {card} from side stack {side} to centre stack {stack}"),
        Phrase(CONTEXT,
               "You played {card} from side stack {side} to centre stack {stack} as {rank}")),
    (SIDE, _ITS): (
        Phrase(CONTEXT, "{who} played {card} from side stack {side} to centre stack {stack}"),
        Phrase(CONTEXT,
               "{who} played {card} from side stack {side} to centre stack {stack} as {rank}")),
}
_PLAYED[SIDE, _THEIR] = _PLAYED[SIDE, _ITS]
DISCARDED = Phrase(CONTEXT, "{who} placed {card} on side stack {stack} and ended the turn")
YOU_DISCARDED = Phrase(CONTEXT, "You placed {card} on side stack {stack} and ended the turn")
YOU_DREW_CARDS = Phrase(CONTEXT, "You drew {cards}")
DREW = Plural(CONTEXT, "{who} drew {count} card", "{who} drew {count} cards")
YOU_DREW = Plural(CONTEXT, "You drew {count} card", "You drew {count} cards")
_REVEALED = {
    _YOURS: Phrase(CONTEXT, "You revealed {card} on your payoff pile"),
    _ITS: Phrase(CONTEXT, "{who} revealed {card} on its payoff pile"),
    _THEIR: Phrase(CONTEXT, "{who} revealed {card} on their payoff pile"),
}
COMPLETED = Plural(CONTEXT, "Centre stack {stack} is complete: {count} card goes to the "
                            "completed pile",
                   "Centre stack {stack} is complete: {count} cards go to the completed pile")
RECYCLED = Plural(CONTEXT, "The completed cards were shuffled into the stock (now {count} card)",
                  "The completed cards were shuffled into the stock (now {count} cards)")
TURN = Phrase(CONTEXT, "{who}'s turn")
YOUR_TURN = Phrase(CONTEXT, "Your turn")
DEALT = Phrase(CONTEXT, "New game: {who} plays first")
YOU_FIRST = Phrase(CONTEXT, "New game: you play first")
PLAYER = Phrase(CONTEXT, "Player {number}")
TOOK_BACK = Phrase(CONTEXT, "{who} took back {card}")
YOU_TOOK_BACK = Phrase(CONTEXT, "You took back {card}")

HINT_CONTEXT = "Hints"
HINT_END = Phrase(HINT_CONTEXT, "Hint: there is nothing more to do; your turn ends.")
_HINT_CENTRE = {
    PAYOFF: Phrase(HINT_CONTEXT, "Hint: play your payoff card {card} to centre stack {stack}."),
    HAND: Phrase(HINT_CONTEXT, "Hint: play the {card} from your hand to centre stack {stack}."),
    SIDE: Phrase(HINT_CONTEXT,
                 "Hint: play the {card} from side stack {side} to centre stack {stack}."),
}
HINT_END_NOW = Phrase(
    HINT_CONTEXT, "Hint: end your turn now by placing the {card} on side stack {stack}.")
HINT_END_NOTHING_MORE = Phrase(
    HINT_CONTEXT, "Hint: nothing more goes to the centre; end your turn by placing the {card} "
                  "on side stack {stack}.")
A_CARD = Phrase(HINT_CONTEXT, "card")  # a hint's card when the seat can't see it


def _name(seat: int, names: Sequence[str], human_seat: int) -> str:
    if seat == human_seat:
        return YOU
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return PLAYER(number=seat + 1)


def _whose(who: str, person: bool) -> str:
    return _YOURS if who == YOU else _THEIR if person else _ITS


def _played(e: events.Played, who: str, person: bool) -> str:
    move = e.move
    plain, wild = _PLAYED[move.source, _whose(who, person)]
    values = {"who": who, "card": card_label(e.card), "stack": move.target_index + 1,
              "side": move.source_index + 1}
    if e.card.rank == e.rank:
        return plain(**values)
    return wild(rank=a_rank(e.rank), **values)


def _drew(event: events.Drew | DrewUnseen, who: str, human_seat: int) -> str | None:
    count = len(event.cards) if isinstance(event, events.Drew) else event.number
    if not count:
        return None
    if isinstance(event, events.Drew) and event.player == human_seat:
        return YOU_DREW_CARDS(cards=listed([card_label(c) for c in event.cards]))
    return YOU_DREW(count) if who == YOU else DREW(count, who=who)


def describe(event: object, names: Sequence[str], human_seat: int = 0,
             people: Collection[int] = ()) -> str | None:
    """One sentence about ``event`` for the game log, or None if there is nothing to say.

    The draws of ``human_seat`` ("You") name the cards; other players' draws give
    only how many, as the table shows them. With ``human_seat`` -1 (a table several
    people share) everyone is named, and no draw names its cards. The seats in
    ``people`` are people: "their hand", not "its hand".
    """
    if isinstance(event, events.GameOver):
        outcome = event.outcome
        seats = max(len(outcome.scores), len(names))
        return outcome_words(outcome, [_name(seat, names, human_seat) for seat in range(seats)])
    if isinstance(event, events.Completed):
        return COMPLETED(len(event.cards), stack=event.stack + 1)
    if isinstance(event, events.Recycled):
        return RECYCLED(event.stock)
    if isinstance(event, events.TurnPassed):
        who = _name(event.next_player, names, human_seat)
        return YOUR_TURN() if who == YOU else TURN(who=who)
    if isinstance(event, events.Dealt):
        who = _name(event.first_player, names, human_seat)
        return YOU_FIRST() if who == YOU else DEALT(who=who)
    if not isinstance(event, events.Played | events.Discarded | events.Drew | DrewUnseen
                      | events.Revealed):
        return None
    who = _name(event.player, names, human_seat)
    if isinstance(event, events.Played):
        return _played(event, who, event.player in people)
    if isinstance(event, events.Discarded):
        said = YOU_DISCARDED if who == YOU else DISCARDED
        return said(who=who, card=card_label(event.card), stack=event.move.target_index + 1)
    if isinstance(event, events.Revealed):
        said = _REVEALED[_whose(who, event.player in people)]
        return said(who=who, card=card_label(event.card))
    return _drew(event, who, human_seat)


def took_back(played: events.Played, names: Sequence[str], human_seat: int = 0) -> str:
    """The log's line for a play taken back: "You took back 7♥"."""
    who = YOU if played.player == human_seat else names[played.player]
    return (YOU_TOOK_BACK if who == YOU else TOOK_BACK)(who=who, card=card_label(played.card))


PAYOFF_NOTE = {
    _ITS: (Plural(CONTEXT, "{who} played its payoff card {card} ({count} left)",
                  "{who} played its payoff card {card} ({count} left)"),
           Phrase(CONTEXT, "{who} played its last payoff card, {card}")),
    _THEIR: (Plural(CONTEXT, "{who} played their payoff card {card} ({count} left)",
                    "{who} played their payoff card {card} ({count} left)"),
             Phrase(CONTEXT, "{who} played their last payoff card, {card}")),
}


def payoff_note(name: str, card: Card, left: int, person: bool = False) -> str:
    """What the table says beside a centre stack when another player plays a payoff card:
    "West played its payoff card 7♥ (12 left)"; a ``person``'s is "their" card.

    >>> payoff_note("Anna", Card(7, "H"), 0, person=True)
    'Anna played their last payoff card, 7♥'
    """
    some_left, last = PAYOFF_NOTE[_THEIR if person else _ITS]
    label = card_label(card)
    return some_left(left, who=name, card=label) if left else last(who=name, card=label)


def describe_hint(view: PlayerView, move: Move) -> str:
    """The hint ``move`` in words for the seat of ``view``, whose turn it is."""
    if move == END_TURN:
        return HINT_END()
    card = view.card_for(move)
    label = card_label(card) if card is not None else A_CARD()
    stack = move.target_index + 1
    if move.target == CENTRE:
        return _HINT_CENTRE[move.source](card=label, stack=stack, side=move.source_index + 1)
    if any(m.target == CENTRE for m in view.legal_moves()):
        return HINT_END_NOW(card=label, stack=stack)
    return HINT_END_NOTHING_MORE(card=label, stack=stack)
