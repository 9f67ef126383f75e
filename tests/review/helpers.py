"""Positions built card by card for the review's tests, with the rest of the decks in the
stock in a known order."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from spite_gui.engine import Card, Game, Rules, Seat, State


def cards(text: str) -> tuple[Card, ...]:
    """``cards("AS 2H KD")``: cards from their text forms, bottom first."""
    return tuple(Card.parse(t) for t in text.split())


def built(*, payoffs: Sequence[str], hands: Sequence[str], centre: Sequence[str],
          stock_top: str = "", sides: Sequence[Sequence[str]] | None = None,
          rules: Rules | None = None, shuffle: int = 0) -> Game:
    """A two-player game of whole decks in the given position, seat 0 to move at turn 1:
    the cards not placed go to the stock, shuffled by ``shuffle``, under ``stock_top``
    (its last card drawn first)."""
    rules = rules or Rules.preset("Classic")
    sides = sides or [("", "", "", ""), ("", "", "", "")]
    placed = Counter[Card]()
    for text in [*payoffs, *hands, *centre, stock_top, *(s for seat in sides for s in seat)]:
        placed.update(cards(text))
    rest = list((Counter(rules.deck()) - placed).elements())
    assert sum(placed.values()) + len(rest) == len(rules.deck()), "more cards than the decks"
    random.Random(shuffle).shuffle(rest)
    seats = tuple(Seat(cards(payoffs[p]), cards(hands[p]), tuple(cards(s) for s in sides[p]))
                  for p in range(2))
    state = State(seats, tuple(cards(c) for c in centre), (*rest, *cards(stock_top)), (), 0,
                  1, 0, None)
    return Game(rules, 2, 1, state, first_player=0)


def missed_payoff_game(follow_expert: bool = False) -> Game:
    """Seat 0's payoff card (its last) could go out in its second turn, after the 5♥ it
    drew, and then nothing the opponent holds could stop the game: it plays the 5♥ and
    discards instead, and the opponent's payoff 6♦ (its last too) goes on the 5♥ and
    wins. ``follow_expert``: seat 0 plays the winning line instead."""
    game = built(payoffs=["6S", "6D"],
                 hands=["9C 9D TC TD JC", "2C 3C 7C 8C 9H"],
                 centre=["AS 2S 3S 4S", "", "", ""],
                 stock_top="5H")
    game.play("hand:0>side:0")  # turn 1, seat 0: no play to the centre; the 9♣ goes down
    game.play("hand:0>side:0")  # turn 2, seat 1: the 2♣
    hand = game.state.seats[0].hand
    five = hand.index(Card.parse("5H"))
    game.play(f"hand:{five}>centre:0")  # turn 3: the 5♥ to the stack of the payoff card
    if follow_expert:
        game.play("payoff>centre:0")  # the 6♠: the last payoff card, the game is won
    else:
        game.play("hand:0>side:1")  # ... but a discard instead of the payoff card
    return game
