"""Shared helpers for the computer-player tests."""

from __future__ import annotations

import random

from spite_gui.ai import make_player
from spite_gui.engine import Game, Rules, Seat, State
from spite_gui.engine.cards import Card


def play_out(levels, preset="Classic", players=2, seed=0, max_turns=None, options=None,
             rules=None):
    """Play one game between ``levels`` (cycled over the seats); return (game, illegal moves).

    The game is dealt under ``rules``, or the ``preset`` if None.
    """
    options = options or {}
    rules = rules or Rules.preset(preset, players)
    game = Game.new(rules, players, seed)
    seats = [make_player(levels[i % len(levels)], seed=seed * 7 + i,
                         **options.get(levels[i % len(levels)], {})) for i in range(players)]
    illegal = []
    while not game.is_over and (max_turns is None or game.turn <= max_turns):
        seat = game.current_player
        move = seats[seat].choose(game.view(seat))
        if not game.is_legal(move):
            illegal.append((game.state, move))
            move = game.legal_moves()[0]
        game.play(move)
    return game, illegal


def cards(text: str) -> tuple[Card, ...]:
    """``"5H KD 7C"`` → the cards (the last one is the top of a pile)."""
    return tuple(Card.parse(t) for t in text.split())


def table(rules: Rules, me: str, opp: str, centre: list[int], my_sides=("", "", "", ""),
          opp_sides=("", "", "", ""), my_payoff="", opp_payoff="", stock_seed=0) -> Game:
    """A two-player game built directly as a State, seat 0 to move.

    ``my_payoff``/``opp_payoff`` list the payoff piles bottom first (the last
    card shows); centre stacks are given by height and filled with plain ranks.
    The cards not placed go, shuffled, to the stock.
    """
    pool = list(rules.deck())

    def take(cs):
        for c in cs:
            pool.remove(c)
        return cs

    centre_stacks = []
    for h in centre:
        stack = []
        for rank in range(1, h + 1):
            card = next(c for c in pool if c.rank == rank)
            pool.remove(card)
            stack.append(card)
        centre_stacks.append(tuple(stack))
    mine = Seat(take(cards(my_payoff)), take(cards(me)),
                tuple(take(cards(s)) if s else () for s in my_sides))
    theirs = Seat(take(cards(opp_payoff)), take(cards(opp)),
                  tuple(take(cards(s)) if s else () for s in opp_sides))
    random.Random(stock_seed).shuffle(pool)
    state = State((mine, theirs), tuple(centre_stacks), tuple(pool), (), 0, 5, 0, None)
    return Game(rules, 2, 1, state, 0)


def reshuffle_hidden(game: Game, seed: int) -> Game:
    """The same game with every card the current seat can't see dealt differently."""
    s = game.state
    me = s.current
    hidden = list(s.stock) + list(s.completed)
    for p, seat in enumerate(s.seats):
        hidden.extend(seat.payoff[:-1])
        if p != me:
            hidden.extend(seat.hand)
    random.Random(seed).shuffle(hidden)
    seats = []
    for p, seat in enumerate(s.seats):
        n = len(seat.payoff) - 1
        payoff = tuple(hidden[:n]) + seat.payoff[-1:]
        del hidden[:n]
        hand = seat.hand
        if p != me:
            hand = tuple(hidden[:len(seat.hand)])
            del hidden[:len(seat.hand)]
        seats.append(seat._replace(payoff=payoff, hand=hand))
    completed = tuple(hidden[:len(s.completed)])
    del hidden[:len(s.completed)]
    state = s._replace(seats=tuple(seats), stock=tuple(hidden), completed=completed)
    return Game(game.rules, game.players, game.seed + 1, state, game.first_player)
