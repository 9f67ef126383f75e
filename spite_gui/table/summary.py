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
from ..engine.moves import HAND, PAYOFF, SIDE
from .card_names import card_words, rank_name
from .words import Phrase, listed

SHORT, FULL = "short", "full"  # how much a summary says (the player's choice)
CONTEXT = "Turn summaries"
_ITS, _THEIR = "its", "their"  # a computer's piles, a person's

#: The whole turn: what was played, and the card that ended it (the first template is
#: the short form's, the second the full form's).
_PLAYED_AND_DISCARDED = {
    _ITS: (Phrase(CONTEXT, "{who} played {plays} and discarded the {card} on its side stack "
                           "{stack}."),
           Phrase(CONTEXT, "{who} played {plays}, then discarded the {card} on its side stack "
                           "{stack}.")),
    _THEIR: (Phrase(CONTEXT, "{who} played {plays} and discarded the {card} on their side "
                             "stack {stack}."),
             Phrase(CONTEXT, "{who} played {plays}, then discarded the {card} on their side "
                             "stack {stack}.")),
}
_NOTHING_AND_DISCARDED = {
    _ITS: Phrase(CONTEXT, "{who} played nothing to the centre and discarded the {card} on its "
                          "side stack {stack}."),
    _THEIR: Phrase(CONTEXT, "{who} played nothing to the centre and discarded the {card} on "
                            "their side stack {stack}."),
}
PLAYED = Phrase(CONTEXT, "{who} played {plays}.")  # the turn won the game
PLAYED_NOTHING = Phrase(CONTEXT, "{who} played nothing to the centre.")
COMPLETED = Phrase(CONTEXT, "Centre stack {stack} is complete and cleared.")
_REVEALED = {_ITS: Phrase(CONTEXT, "Its payoff card is now the {card}."),
             _THEIR: Phrase(CONTEXT, "Their payoff card is now the {card}.")}
ON_STACK = Phrase(CONTEXT, "{cards} on centre stack {stack}")
WILD = Phrase(CONTEXT, "a wild {card} as {rank}")
#: A card in the full form: where it came from, whose that pile is, and (the second of
#: each pair) a wild card with the rank it stood for.
_FROM = {
    (HAND, _ITS): (Phrase(CONTEXT, "the {card} from its hand"),
                   Phrase(CONTEXT, "the {card} as {rank} from its hand")),
    (HAND, _THEIR): (Phrase(CONTEXT, "the {card} from their hand"),
                     Phrase(CONTEXT, "the {card} as {rank} from their hand")),
    (SIDE, _ITS): (Phrase(CONTEXT, "the {card} from its side stack {side}"),
                   Phrase(CONTEXT, "the {card} as {rank} from its side stack {side}")),
    (SIDE, _THEIR): (Phrase(CONTEXT, "the {card} from their side stack {side}"),
                     Phrase(CONTEXT, "the {card} as {rank} from their side stack {side}")),
    (PAYOFF, _ITS): (Phrase(CONTEXT, "the {card} from its payoff pile"),
                     Phrase(CONTEXT, "the {card} as {rank} from its payoff pile")),
    (PAYOFF, _THEIR): (Phrase(CONTEXT, "the {card} from their payoff pile"),
                       Phrase(CONTEXT, "the {card} as {rank} from their payoff pile")),
}


def _rank_played(play: events.Played) -> str:
    """A card on a centre stack as the stack takes it: its rank ("a wild King as 7")."""
    if play.card.rank == play.rank:
        return rank_name(play.rank)
    return WILD(card=card_words(play.card), rank=rank_name(play.rank))


def _full_played(play: events.Played, its: str) -> str:
    plain, wild = _FROM[play.move.source, its]
    values = {"card": card_words(play.card), "side": play.move.source_index + 1}
    if play.card.rank == play.rank:
        return plain(**values)
    return wild(rank=rank_name(play.rank), **values)


def _plays(plays: Sequence[events.Played], its: str, full: bool) -> str:
    """The plays of a turn grouped by centre stack, in the order the stacks were first
    played on."""
    stacks: dict[int, list[events.Played]] = {}
    for play in plays:
        stacks.setdefault(play.move.target_index, []).append(play)
    parts = []
    for stack, on_it in stacks.items():
        cards = [_full_played(p, its) if full else _rank_played(p) for p in on_it]
        parts.append(ON_STACK(cards=listed(cards), stack=stack + 1))
    return listed(parts)


def turn_summary(turn: Iterable[object], who: str, person: bool = False,
                 full: bool = False) -> str:
    """One player's turn (``turn``: the events of it, as this seat saw them) in one
    sentence, and the payoff card it left showing. ``who`` is the player's name,
    ``person`` whether they are a person ("their") or a computer ("its"); ``full`` names
    every card and where it came from, the short form only the ranks on each stack."""
    its = _THEIR if person else _ITS
    happened = list(turn)
    plays = [e for e in happened if isinstance(e, events.Played)]
    ended = next((e for e in happened if isinstance(e, events.Discarded)), None)
    revealed = [e for e in happened if isinstance(e, events.Revealed)]
    completed = [e for e in happened if isinstance(e, events.Completed)]
    played = _plays(plays, its, full)
    if ended is None:
        said = [PLAYED(who=who, plays=played) if plays else PLAYED_NOTHING(who=who)]
    else:
        card, stack = card_words(ended.card), ended.move.target_index + 1
        if plays:
            short, whole = _PLAYED_AND_DISCARDED[its]
            said = [(whole if full else short)(who=who, plays=played, card=card, stack=stack)]
        else:
            said = [_NOTHING_AND_DISCARDED[its](who=who, card=card, stack=stack)]
    said += [COMPLETED(stack=done.stack + 1) for done in completed]
    if revealed:
        said.append(_REVEALED[its](card=card_words(revealed[-1].card)))
    return " ".join(said)
