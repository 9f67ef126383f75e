"""The players' own simulation of a turn's plays to the centre is the engine's.

Hard and Expert plan a turn with :mod:`spite_gui.ai.turn`, which copies the centre
play without the engine's history and events, for speed. These properties tie it to
the engine: on positions built card by card, every play to the centre the engine
allows leaves the table the simulation says it leaves, and the plays the planner
tries are legal and reach every outcome the legal plays reach.
"""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from spite_gui.ai.turn import Line, centre_plays, play
from spite_gui.engine import Card, Game, Rules
from spite_gui.engine.events import Completed
from spite_gui.engine.moves import CENTRE, PAYOFF

from ..engine.helpers import position

CLASSIC = Rules.preset("Classic")
RULES = [CLASSIC, replace(CLASSIC, wild_may_start=True), replace(CLASSIC, centre_stacks=3),
         replace(CLASSIC, hand_size=6), Rules.preset("Jokers to King")]


def text(cards: list[Card]) -> str:
    return " ".join(card.text for card in cards)


@st.composite
def positions(draw: st.DrawFn) -> Game:
    """Seat 0 to move, part way through a turn, with any cards anywhere."""
    rules = draw(st.sampled_from(RULES), label="rules")
    ranks = range(rules.top_rank + 1) if rules.jokers else range(1, 14)

    def card() -> Card:
        rank = draw(st.sampled_from(ranks))
        return Card(rank, "J" if rank == 0 else draw(st.sampled_from("SHDC")))

    def pile(low: int, high: int) -> list[Card]:
        return [card() for _ in range(draw(st.integers(low, high)))]

    centre = []
    for _ in range(rules.centre_stacks):
        stack = []
        for place in range(draw(st.integers(0, rules.top_rank - 1))):
            wild = (place or rules.wild_starts) and draw(st.booleans())
            rank = rules.wild_rank if wild else place + 1
            stack.append(Card(rank, "J" if rank == 0 else "S"))
        centre.append(text(stack))
    return position(rules, hands=[text(pile(1, rules.hand_size)), text(pile(5, 5))],
                    payoffs=[text(pile(1, 3)), text(pile(1, 1))],
                    sides=[[text(pile(0, 3)) for _ in range(4)], ["", "", "", ""]],
                    centre=centre, stock=text(pile(0, 12)), turn=3)


@given(positions())
def test_every_play_to_the_centre_leaves_the_table_the_simulation_says(game):
    view = game.view(0)
    line = Line.of(view)
    for move in (m for m in view.legal_moves() if m.target == CENTRE):
        after = game.copy()
        events = after.play(move)
        seen = after.view(0)
        simulated = play(game.rules, line, move)
        assert simulated.centre == seen.centre
        assert simulated.sides == seen.my_sides
        assert simulated.completed == sum(isinstance(e, Completed) for e in events)
        assert simulated.payoff_played == (move.source == PAYOFF)
        if simulated.payoff_played:  # the next payoff card is hidden: the plan stops here
            assert seen.payoff_counts[0] == view.payoff_counts[0] - 1
        else:
            assert simulated.payoff_top == seen.payoff_top
        if simulated.hand:
            assert simulated.hand == seen.hand
        else:  # the hand emptied: the engine draws cards the plan can't know
            assert simulated.ends_line


def outcome(line: Line) -> tuple[object, ...]:
    """What a play leads to, the order of equal centre stacks and hand cards aside."""
    return (tuple(sorted(map(len, line.centre))), tuple(sorted(c.rank for c in line.hand)),
            tuple(map(len, line.sides)), line.payoff_played, line.completed)


@given(positions())
def test_the_plays_the_planner_tries_are_legal_and_reach_every_outcome(game):
    view = game.view(0)
    line = Line.of(view)
    legal = [m for m in view.legal_moves() if m.target == CENTRE]
    tried = centre_plays(game.rules, line)
    assert set(tried) <= set(legal)
    assert ({outcome(play(game.rules, line, m)) for m in tried}
            == {outcome(play(game.rules, line, m)) for m in legal})
    payoff_first = [m.source == PAYOFF for m in tried]
    assert payoff_first == sorted(payoff_first, reverse=True)
