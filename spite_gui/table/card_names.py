"""Cards in words and in labels: "Queen of hearts", "a 7", "Q♥".

>>> from spite_gui.engine import Card
>>> card_words(Card(12, "H")), card_label(Card(10, "D")), card_label(Card(0, "J"))
('Queen of hearts', '10♦', 'Joker')
>>> a_rank(1), a_rank(8), a_rank(5), rank_name(11)
('an Ace', 'an 8', 'a 5', 'Jack')

A label is what the card's corner shows (its rank mark and suit symbol, as the card
art draws them); the log writes cards that way. Words name a card in full, for
people who listen to the table (a screen reader reads "7♣" as "7 black club suit").
Every name is a template of :mod:`.words`. No Qt.
"""

from __future__ import annotations

from ..engine import Card
from ..engine.cards import ACE, JACK, JOKER_RANK, KING, QUEEN
from .words import Phrase

CONTEXT = "Cards"
#: The marks ranks have in a card's corner, where they are not numbers (in English).
RANK_MARKS = {ACE: "A", JACK: "J", QUEEN: "Q", KING: "K"}
#: … and in the player's language: a German deck marks the Jack B (Bube) and the Queen D
#: (Dame), a French one V, D, R (Valet, Dame, Roi). The card art draws the marks it has
#: pictures for (``resources/make_card_art.py``), the log writes cards with them and the
#: badge on a wild card shows them.
CORNER_CONTEXT = "Card corners"
_CORNER_MARKS = {rank: Phrase(CORNER_CONTEXT, mark) for rank, mark in RANK_MARKS.items()}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

_RANK_NAMES = {
    JOKER_RANK: Phrase(CONTEXT, "Joker"), ACE: Phrase(CONTEXT, "Ace"),
    JACK: Phrase(CONTEXT, "Jack"), QUEEN: Phrase(CONTEXT, "Queen"), KING: Phrase(CONTEXT, "King"),
}
#: Each rank with its article, as a sentence names a card of that rank.
_A_RANK = {
    JOKER_RANK: Phrase(CONTEXT, "a Joker"), ACE: Phrase(CONTEXT, "an Ace"),
    2: Phrase(CONTEXT, "a 2"), 3: Phrase(CONTEXT, "a 3"), 4: Phrase(CONTEXT, "a 4"),
    5: Phrase(CONTEXT, "a 5"), 6: Phrase(CONTEXT, "a 6"), 7: Phrase(CONTEXT, "a 7"),
    8: Phrase(CONTEXT, "an 8"), 9: Phrase(CONTEXT, "a 9"), 10: Phrase(CONTEXT, "a 10"),
    JACK: Phrase(CONTEXT, "a Jack"), QUEEN: Phrase(CONTEXT, "a Queen"),
    KING: Phrase(CONTEXT, "a King"),
}
_SUITS = {"S": Phrase(CONTEXT, "{rank} of spades"), "H": Phrase(CONTEXT, "{rank} of hearts"),
          "D": Phrase(CONTEXT, "{rank} of diamonds"), "C": Phrase(CONTEXT, "{rank} of clubs")}
JOKER = _RANK_NAMES[JOKER_RANK]


def rank_name(rank: int) -> str:
    """ "Ace", "7", "Queen" … as a player says it."""
    name = _RANK_NAMES.get(rank)
    return name() if name is not None else str(rank)


def a_rank(rank: int) -> str:
    """The rank with its article: "an Ace", "an 8", "a 5"."""
    return _A_RANK[rank]()


def card_words(card: Card) -> str:
    """ "7 of clubs", "Queen of hearts", "Joker"."""
    if card.rank == JOKER_RANK:
        return JOKER()
    return _SUITS[card.suit](rank=rank_name(card.rank))


def rank_mark(rank: int) -> str:
    """The mark of a rank in a card's corner, and on a wild card's badge: "A", "7", "Q"
    (in German "D" for the Queen)."""
    mark = _CORNER_MARKS.get(rank)
    return mark() if mark is not None else str(rank)


def mark_ranks() -> dict[str, int]:
    """The rank each corner mark stands for, in the player's language ("D": 12 in German)."""
    return {rank_mark(rank): rank for rank in _CORNER_MARKS}


def card_label(card: Card) -> str:
    """What the card's corner shows: "Q♥", "10♦"; a joker is "Joker"."""
    if card.rank == JOKER_RANK:
        return JOKER()
    return rank_mark(card.rank) + SUIT_SYMBOLS[card.suit]
