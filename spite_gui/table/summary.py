"""Another player's whole turn in one sentence, for people who listen to the table.

A screen reader that reads every move of a computer's turn as it happens reads for
ten or twenty seconds, and a key pressed meanwhile cuts it off. :func:`turn_summary`
says the turn at once, in one sentence that needs no punctuation read aloud: the
cards played to each centre stack, the card that ended the turn, the payoff card now
showing. Cards are named in words (a screen reader reads "7♣" as "7 black club").

>>> from spite_gui.engine import Card, Move, events
>>> turn = [events.Played(1, Move("hand", 0, "centre", 1), Card(4, "H"), 4),
...         events.Played(1, Move("side", 2, "centre", 1), Card(5, "C"), 5),
...         events.Played(1, Move("payoff", 0, "centre", 1), Card(6, "S"), 6),
...         events.Revealed(1, Card(11, "H")),
...         events.Discarded(1, Move("hand", 3, "side", 2), Card(9, "C"))]
>>> print(turn_summary(turn, "Computer"))  # doctest: +NORMALIZE_WHITESPACE
Computer played 4, 5 and 6 on centre stack 2 and discarded the 9 of clubs on its side
stack 3. Its payoff card is now the Jack of hearts.
>>> print(turn_summary(turn, "Computer", full=True))  # doctest: +NORMALIZE_WHITESPACE
Computer played the 4 of hearts from its hand, the 5 of clubs from its side stack 3 and
the 6 of spades from its payoff pile on centre stack 2, then discarded the 9 of clubs on
its side stack 3. Its payoff card is now the Jack of hearts.
>>> ended = events.Discarded(0, Move("hand", 1, "side", 0), Card(13, "D"))
>>> turn_summary([ended], "Anna", person=True)
'Anna played nothing to the centre and discarded the King of diamonds on their side stack 1.'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..engine import events
from ..engine.cards import rank_name
from ..engine.moves import HAND, SIDE
from .speech import card_words

SHORT, FULL = "short", "full"  # how much a summary says (the player's choice)


def _list(items: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _source(play: events.Played, its: str) -> str:
    """Where a played card came from, said after it: " from its hand"."""
    move = play.move
    if move.source == HAND:
        return f" from {its} hand"
    if move.source == SIDE:
        return f" from {its} side stack {move.source_index + 1}"
    return f" from {its} payoff pile"


def _rank_played(play: events.Played) -> str:
    """A card on a centre stack as the stack takes it: its rank ("a wild King as 7")."""
    if play.card.rank == play.rank:
        return rank_name(play.rank)
    return f"a wild {card_words(play.card)} as {rank_name(play.rank)}"


def _full_played(play: events.Played, its: str) -> str:
    card = card_words(play.card)
    wild = "" if play.card.rank == play.rank else f" as {rank_name(play.rank)}"
    return f"the {card}{wild}{_source(play, its)}"


def _plays(plays: Sequence[events.Played], its: str, full: bool) -> str:
    """The plays of a turn grouped by centre stack, in the order the stacks were first
    played on."""
    stacks: dict[int, list[events.Played]] = {}
    for play in plays:
        stacks.setdefault(play.move.target_index, []).append(play)
    parts = []
    for stack, on_it in stacks.items():
        cards = [_full_played(p, its) if full else _rank_played(p) for p in on_it]
        parts.append(f"{_list(cards)} on centre stack {stack + 1}")
    return _list(parts)


def turn_summary(turn: Iterable[object], who: str, person: bool = False,
                 full: bool = False) -> str:
    """One player's turn (``turn``: the events of it, as this seat saw them) in one
    sentence, and the payoff card it left showing. ``who`` is the player's name,
    ``person`` whether they are a person ("their") or a computer ("its"); ``full`` names
    every card and where it came from, the short form only the ranks on each stack."""
    its = "their" if person else "its"
    happened = list(turn)
    plays = [e for e in happened if isinstance(e, events.Played)]
    ended = next((e for e in happened if isinstance(e, events.Discarded)), None)
    revealed = [e for e in happened if isinstance(e, events.Revealed)]
    completed = [e for e in happened if isinstance(e, events.Completed)]
    said = f"{who} played " + (_plays(plays, its, full) if plays else "nothing to the centre")
    if ended is not None:
        joint = ", then" if full and plays else " and"
        said += (f"{joint} discarded the {card_words(ended.card)} on {its} side stack "
                 f"{ended.move.target_index + 1}")
    said += "."
    for done in completed:
        said += f" Centre stack {done.stack + 1} is complete and cleared."
    if revealed:
        said += f" {its.capitalize()} payoff card is now the {card_words(revealed[-1].card)}."
    return said
