"""The lesson's tables (Help → Learn to Play), set up card by card, and the games on them.

A :class:`Layout` names the cards a lesson step shows; the cards it does not name fill
what nobody sees (under the payoff tops, the computer's hand, the stock), so that every
one of the decks' cards is on the table once, as in a dealt game: the table passes the
checks a saved table passes (:func:`~spite_gui.engine.serial.check_table`). The lesson's
words and the moves it asks for are the wording layer's (:mod:`spite_gui.table.lesson`).
No Qt, no I/O.

>>> game = lesson_game(Layout(("AH", "9C"), (20, 20), "7S 4D QC 9H 6D"))
>>> game.current_player, len(game.rules.deck()), str(game.seat(YOU).payoff[-1])
(0, 104, 'AH')
>>> len(game.seat(YOU).payoff), game.seat(YOU).hand[0], game.start_state is game.state
(20, Card(rank=7, suit='S'), True)
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ..engine import Card, Game, Rules, Seat, State
from ..engine.rules import CLASSIC
from ..engine.serial import check_table

#: The lesson is played under the Classic rules: two decks, Kings wild, stacks recycled
#: at the end of the turn.
LESSON_RULES = Rules.preset(CLASSIC, 2)
YOU, COMPUTER = 0, 1
_HIDDEN_ORDER = 36  # orders the cards nobody sees, the same in every lesson
LESSON_DEAL = 1  # the deal number the lesson's games carry (it orders their shuffles)


@dataclass(frozen=True)
class Layout:
    """A lesson's table, card by card (text forms, bottom first). The cards it does not
    name fill the parts nobody sees: each payoff pile under its top card (``payoffs``
    cards in all), the computer's hand, and the stock, whose next cards are ``draws``
    (the first drawn first)."""

    payoff_tops: tuple[str, str]
    payoffs: tuple[int, int]
    hand: str
    centre: tuple[str, str, str, str] = ("", "", "", "")
    sides: tuple[tuple[str, str, str, str], tuple[str, str, str, str]] = (
        ("", "", "", ""), ("", "", "", ""))
    their_hand: str = ""
    draws: str = ""
    turn: int = 9

    def state(self, rules: Rules = LESSON_RULES) -> State:
        """The table, every card of the decks in it once (ValueError if it can't be)."""
        left = Counter(rules.deck())

        def take(text: str) -> tuple[Card, ...]:
            cards = tuple(Card.parse(t) for t in text.split())
            for card in cards:
                if left[card] <= 0:
                    raise ValueError(f"The lesson's table names {card} once too often.")
                left[card] -= 1
            return cards

        tops = [take(t) for t in self.payoff_tops]
        hand, their_hand = take(self.hand), take(self.their_hand)
        centre = tuple(take(stack) for stack in self.centre)
        sides = [tuple(take(stack) for stack in seat) for seat in self.sides]
        draws = take(self.draws)
        hidden = sorted(left.elements())
        random.Random(_HIDDEN_ORDER).shuffle(hidden)
        their_hand += tuple(hidden.pop() for _ in range(rules.hand_size - len(their_hand)))
        payoffs = [tuple(hidden.pop() for _ in range(count - 1)) + top
                   for count, top in zip(self.payoffs, tops, strict=True)]
        stock = tuple(hidden) + draws[::-1]
        seats = (Seat(payoffs[YOU], hand, sides[YOU]),
                 Seat(payoffs[COMPUTER], their_hand, sides[COMPUTER]))
        state = State(seats, centre, stock, (), YOU, self.turn, 0, None)
        check_table(state, rules, 2)
        return state


def lesson_game(layout: Layout) -> Game:
    """A fresh game on ``layout``'s table, the player to move."""
    return Game(LESSON_RULES, 2, LESSON_DEAL, layout.state(), first_player=YOU)
