"""Deal numbers, the shuffles they make, and the deal.

>>> from spite_gui.engine import Rules
>>> state = deal(Rules.preset("Classic"), players=2, seed=48213)
>>> " ".join(card.text for card in state.seats[0].hand)
'7D 9S 9C 7D 6S'
>>> is_deal_number(MAX_DEAL_NUMBER), is_deal_number(MAX_DEAL_NUMBER + 1), is_deal_number(True)
(True, False, False)

A deal number names a deal: the same number, rules and players always deal the
same cards, on every computer and in every later version. Every shuffle of a
game (the deal, and completed cards going back into the stock) is made from the
deal number by a numbered *deal algorithm*; a saved game names the algorithm
that dealt it, so that if a later version deals differently, old saves are
still replayed with the cards they were dealt.

Deal numbers run from 0 to :data:`MAX_DEAL_NUMBER` (2³¹ − 1): every number a
player could ever play is in that range (larger ones never got past the
table), numbers a match counts up to stay in it, and it fits the 32-bit
integers a toolkit may carry it in. New random deals are shorter, 1 to
999,999, to be easy to read out and share.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import NamedTuple, TypeGuard

from .cards import KING, Card
from .rules import SIDE_STACKS, Rules
from .state import Seat, State

MAX_DEAL_NUMBER = 2**31 - 1
DEAL_NUMBER_RANGE = f"a whole number from 0 to {MAX_DEAL_NUMBER:,}"
RANDOM_DEALS = range(1, 1_000_000)
DEAL_ALGORITHM = 1  # the algorithm that deals new games


def is_deal_number(value: object) -> TypeGuard[int]:
    """Whether ``value`` is a deal number (an int, not a bool, in range)."""
    return type(value) is int and 0 <= value <= MAX_DEAL_NUMBER


def check_deal_number(value: object) -> int:
    """``value`` if it is a deal number; ValueError saying what a deal number is otherwise."""
    if not is_deal_number(value):
        raise ValueError(f"A deal number is {DEAL_NUMBER_RANGE}.")
    return value


def new_deal_number() -> int:
    """A fresh random deal number a player can share ("Deal #48213")."""
    # the system's entropy, not the global generator (``secrets`` would cost a start-up
    # import of OpenSSL's hashing for nothing)
    return random.SystemRandom().choice(RANDOM_DEALS)


def next_deal_number(number: int, steps: int = 1) -> int:
    """The deal number ``steps`` after ``number``, going round to 0 after the largest."""
    return (number + steps) % (MAX_DEAL_NUMBER + 1)


# -- the shuffles ---------------------------------------------------------------------------
def _shuffle_v1(cards: list[Card], key: str) -> None:
    """Algorithm 1: Fisher-Yates over a Mersenne Twister seeded with the text ``key``.

    Written out rather than left to ``random.shuffle``, whose method may change
    between Python versions: only the generator's bits are relied on.
    """
    rng = random.Random(key)
    for top in range(len(cards) - 1, 0, -1):
        pick = _below(rng, top + 1)
        cards[top], cards[pick] = cards[pick], cards[top]


def _below(rng: random.Random, n: int) -> int:
    """A uniform whole number from 0 to ``n - 1``, drawn from just enough of ``rng``'s bits."""
    bits = n.bit_length()
    value = rng.getrandbits(bits)
    while value >= n:
        value = rng.getrandbits(bits)
    return value


_ALGORITHMS: dict[int, Callable[[list[Card], str], None]] = {1: _shuffle_v1}
DEAL_ALGORITHMS = tuple(_ALGORITHMS)


class Shuffler(NamedTuple):
    """Every shuffle of one game: its deal number and the algorithm that shuffles for it."""

    seed: int
    algorithm: int = DEAL_ALGORITHM

    def deal(self, cards: list[Card]) -> None:
        """Shuffle the decks for the deal, in place."""
        _ALGORITHMS[self.algorithm](cards, f"deal/{self.seed}")

    def recycle(self, cards: list[Card], shuffles: int) -> None:
        """Shuffle completed cards into the stock (``shuffles`` times done before), in place."""
        _ALGORITHMS[self.algorithm](cards, f"recycle/{self.seed}/{shuffles}")


def check_algorithm(value: object) -> int:
    """``value`` if it names a deal algorithm; ValueError otherwise."""
    if type(value) is not int or value not in _ALGORITHMS:
        raise ValueError("The cards were dealt by a method this version doesn't know.")
    return value


# -- the deal ---------------------------------------------------------------------------------
def deal(rules: Rules, players: int, seed: int, previous_starter: int | None = None,
         algorithm: int = DEAL_ALGORITHM) -> State:
    """The opening state for a deal number: the same arguments always deal the same cards."""
    rules.check_players(players)
    check_deal_number(seed)
    cards = list(rules.deck())
    Shuffler(seed, check_algorithm(algorithm)).deal(cards)
    payoffs: list[list[Card]] = [[] for _ in range(players)]
    for _ in range(rules.payoff_size):
        for pile in payoffs:
            pile.append(cards.pop())
    hands: list[list[Card]] = [[] for _ in range(players)]
    for _ in range(rules.hand_size):
        for hand in hands:
            hand.append(cards.pop())
    sides: list[list[tuple[Card, ...]]] = [[() for _ in range(SIDE_STACKS)] for _ in range(players)]
    if rules.deal_side_stacks:
        for stack in range(SIDE_STACKS):
            for seat_sides in sides:
                seat_sides[stack] = (cards.pop(),)
    seats = tuple(
        Seat(tuple(payoffs[p]), tuple(hands[p]), tuple(sides[p])) for p in range(players)
    )
    first = first_player(rules, seats, previous_starter)
    centre: tuple[tuple[Card, ...], ...] = ((),) * rules.centre_stacks
    return State(seats, centre, tuple(cards), (), first, 1, 0, None)


def first_player(rules: Rules, seats: Sequence[Seat], previous_starter: int | None) -> int:
    """The higher payoff top card starts (a wild card ranks above a King).

    Ties go to the first tied player clockwise from the seat after the previous
    game's first player (from seat 0 in a first game).
    """
    n = len(seats)

    def value(seat: Seat) -> int:
        card = seat.payoff[-1]
        return KING + 1 if rules.is_wild(card) else card.rank

    start = 0 if previous_starter is None else (previous_starter + 1) % n
    order = [(start + k) % n for k in range(n)]
    best = max(value(seats[p]) for p in order)
    return next(p for p in order if value(seats[p]) == best)
