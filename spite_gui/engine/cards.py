"""Cards and their two-character text form.

>>> Card.parse("QH")
Card(rank=12, suit='H')
>>> str(Card(10, "D")), Card.parse("10D").text
('TD', 'TD')

Suits never matter in Spite and Malice; they are kept so the table can draw
real cards. A joker has rank 0 and suit ``"J"`` and is written ``"JK"``. The text
form is for files and the network; people read cards in the wording layer's words
(:mod:`spite_gui.table.card_names`).
"""

from __future__ import annotations

from typing import NamedTuple

ACE, JACK, QUEEN, KING = 1, 11, 12, 13
JOKER_RANK = 0
SUITS = "SHDC"
RANK_TEXT = {0: "J", 1: "A", 10: "T", 11: "J", 12: "Q", 13: "K"}


class Card(NamedTuple):
    """One playing card: ``rank`` 1 (Ace) … 13 (King), 0 for a joker; ``suit`` one of SHDC or J."""

    rank: int
    suit: str

    @property
    def text(self) -> str:
        """The short text form: "QH", "TD", "AS", "JK"."""
        if self.rank == JOKER_RANK:
            return "JK"
        return RANK_TEXT.get(self.rank, str(self.rank)) + self.suit

    def __str__(self) -> str:
        return self.text

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card for a text form; raises ValueError for anything else."""
        try:
            return _BY_TEXT[text.strip().upper().replace("10", "T")]
        except (KeyError, AttributeError):
            raise ValueError(f"{text!r} is not a card") from None


JOKER = Card(JOKER_RANK, "J")
STANDARD_DECK: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in range(1, 14))
_BY_TEXT: dict[str, Card] = {c.text: c for c in STANDARD_DECK}
_BY_TEXT["JK"] = JOKER


def full_deck(decks: int, jokers: bool) -> tuple[Card, ...]:
    """Every card of ``decks`` standard decks, with two jokers per deck if ``jokers``."""
    one = STANDARD_DECK + ((JOKER, JOKER) if jokers else ())
    return one * decks
