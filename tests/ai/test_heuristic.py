"""The heuristic's chances of building a centre stack up to a payoff card."""

from __future__ import annotations

from dataclasses import replace

from spite_gui.ai.heuristic import Evaluator
from spite_gui.engine import Rules

from .helpers import table

CLASSIC = Rules.preset("Classic")


def _evaluator(rules):
    game = table(rules, me="KH 2C 3C 9D QD", opp="8H 8S 10C 10D JH", centre=[0, 0, 0, 0],
                 my_payoff="9H 4S", opp_payoff="3C JS")
    return Evaluator(game.view(0))


def test_a_king_is_no_ace_in_classic_but_is_where_wild_cards_may_start_a_stack():
    classic, loose = _evaluator(CLASSIC), _evaluator(replace(CLASSIC, wild_may_start=True))
    held = [13, 2, 3]  # a king, a two and a three: the payoff 4 on an empty stack
    assert classic.chain_chance(0, 4, held, (), unknown=0) == 0.0
    assert loose.chain_chance(0, 4, held, (), unknown=0) == 1.0
    # with a card to draw, only a real Ace helps in Classic: less likely than ace-or-king
    drawn = classic.chain_chance(0, 4, held, (), unknown=1)
    assert 0.0 < drawn < loose.chain_chance(0, 4, [2, 3], (), unknown=1)
    # a king on a side stack cannot start the stack either
    assert classic.chain_chance(0, 4, [2, 3], ((13,),), unknown=0) == 0.0
    assert loose.chain_chance(0, 4, [2, 3], ((13,),), unknown=0) == 1.0
    # once a stack is started the king is wild in both
    assert classic.chain_chance(1, 4, [13, 3], (), unknown=0) == 1.0
