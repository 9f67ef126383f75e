"""Turn order, wild cards from every source, recycling at the edges and the turn limit.

Each test starts from a position built card by card.
"""

import pytest

from spite_gui.engine import Card, Illegal, Move, Refusal, Rules, events
from spite_gui.engine.scoring import TURN_LIMIT

from .helpers import cards, ladder, position

M = Move.parse
FULL = "9C 8C 7C 6C 5C"


def _turn_passes(played):
    return [e for e in played if isinstance(e, events.TurnPassed)]


@pytest.mark.parametrize("players", [3, 4])
def test_play_passes_to_the_left_and_wraps_from_the_last_seat_to_seat_0(players):
    game = position(hands=[FULL] * players, payoffs=["7D"] * players,
                    stock="2S 3S 4S 5S 6S 7S", current=1, turn=4)
    seen = []
    for _ in range(players + 1):
        player = game.current_player
        played = game.play("hand:0>side:0")
        assert isinstance(played[0], events.Discarded) and played[0].player == player
        seen += _turn_passes(played)
    order = [1 + k for k in range(players + 2)]
    assert seen == [
        events.TurnPassed(order[k] % players, order[k + 1] % players, 5 + k)
        for k in range(players + 1)
    ]
    assert events.TurnPassed(players - 1, 0, 4 + players - 1) in seen, "the last seat passes to 0"
    assert game.current_player == 2 % players and game.turn == 5 + players


def test_a_wild_payoff_top_stands_for_the_rank_the_stack_needs_and_reveals_the_next_card():
    game = position(hands=[FULL, "5D"], payoffs=["3H KH", "QD"], centre=[ladder(4), "", "", ""])
    played = game.play("payoff>centre:0")
    assert played == [events.Played(0, M("payoff>centre:0"), Card.parse("KH"), 5),
                      events.Revealed(0, Card.parse("3H"))]
    assert game.centre_stack(0)[-1] == (Card.parse("KH"), 5)
    assert game.seat(0).payoff == cards("3H")


def test_a_wild_side_top_stands_for_the_rank_the_stack_needs_and_uncovers_the_card_below():
    game = position(hands=[FULL, "5D"], payoffs=["3H", "QD"], centre=["", ladder(2), "", ""],
                    sides=[["", "", "4S KD", ""], ["", "", "", ""]])
    played = game.play("side:2>centre:1")
    assert played == [events.Played(0, M("side:2>centre:1"), Card.parse("KD"), 3)]
    assert game.centre_stack(1)[-1] == (Card.parse("KD"), 3)
    assert game.seat(0).sides[2] == cards("4S")
    assert game.is_legal(M("side:2>centre:1")), "the 4 below now plays on the wild 3"


REFUSED_AS_ACE = Refusal(Illegal.WILD_CANT_START, Card.parse("KH"))


@pytest.mark.parametrize(
    ("source", "payoff", "side"), [("payoff", "3H KH", ""), ("side:1", "3H", "KH")]
)
def test_a_wild_top_may_stand_for_an_ace_only_with_the_option(source, payoff, side):
    def table(rules):
        return position(rules, hands=["2C 9C 8C 7C 6C", "5D"], payoffs=[payoff, "QD"],
                        centre=[ladder(3), "", "", ""],
                        sides=[["", side, "", ""], ["", "", "", ""]])

    without = table(Rules())
    assert without.why_illegal(M(f"{source}>centre:2")) == REFUSED_AS_ACE
    wild_plays = [m for m in without.legal_moves() if m.target == "centre"]
    assert wild_plays == [M(f"{source}>centre:0")], "only the started stack takes it"

    game = table(Rules(wild_may_start=True))
    assert {M(f"{source}>centre:{t}") for t in range(4)} <= set(game.legal_moves())
    played = game.play(f"{source}>centre:2")
    assert played[0] == events.Played(0, M(f"{source}>centre:2"), Card.parse("KH"), 1)
    assert game.centre_stack(2) == ((Card.parse("KH"), 1),)
    assert game.play("hand:0>centre:2")[0].rank == 2, "a 2 follows the wild Ace"


def test_turn_end_recycling_still_refills_a_stock_that_runs_out_mid_turn():
    game = position(Rules(recycle="turn_end"), hands=["QS", "5C 6C 7C 8C 9D"],
                    payoffs=["7D", "KH"], centre=[ladder(11, "H"), "", "", ""], stock="2C 3C")
    played = game.play("hand:0>centre:0")
    kinds = [type(e).__name__ for e in played]
    assert kinds == ["Played", "Completed", "Drew", "Recycled", "Drew"]
    assert played[2] == events.Drew(0, cards("3C 2C"))
    assert played[3] == events.Recycled(12, 12), "the stack just completed refills the stock"
    assert len(played[4].cards) == 3 and len(game.seat(0).hand) == 5
    assert len(game.state.stock) == 9 and game.state.completed == () and not game.is_over
    ended = game.play("hand:0>side:0")
    assert not any(isinstance(e, events.Recycled) for e in ended), "nothing is left to recycle"


def test_stock_empty_recycling_happens_at_the_draw_at_the_start_of_a_turn():
    game = position(Rules(recycle="stock_empty"), hands=[FULL, "5D 6D"], payoffs=["7D", "KH"],
                    stock="AH", completed=ladder(12, "D"))
    played = game.play("hand:0>side:0")
    kinds = [type(e).__name__ for e in played]
    assert kinds == ["Discarded", "TurnPassed", "Drew", "Recycled", "Drew"]
    assert played[2] == events.Drew(1, cards("AH"))
    assert played[3] == events.Recycled(12, 12)
    assert len(played[4].cards) == 2 and len(game.seat(1).hand) == 5
    assert len(game.state.stock) == 10 and game.state.completed == () and not game.is_over


def test_stock_empty_recycling_with_an_empty_stock_shuffles_before_the_first_card():
    game = position(Rules(recycle="stock_empty"), hands=[FULL, "5D 6D"], payoffs=["7D", "KH"],
                    completed=ladder(12, "D"))
    played = game.play("hand:0>side:0")
    assert [type(e).__name__ for e in played] == ["Discarded", "TurnPassed", "Recycled", "Drew"]
    assert played[2] == events.Recycled(12, 12) and len(played[3].cards) == 3


@pytest.mark.parametrize("players", [2, 3])
def test_the_turn_before_the_limit_goes_on_and_the_limit_turn_ends_in_a_draw(players):
    rules = Rules(turn_limit=50)
    last = 50 * players
    game = position(rules, hands=[FULL] * players, payoffs=["7D"] * players,
                    stock="2S 3S 4S", current=players - 2, turn=last - 1)
    played = game.play("hand:0>side:0")
    assert _turn_passes(played) == [events.TurnPassed(players - 2, players - 1, last)]
    assert not game.is_over and game.turn == last and game.legal_moves()
    played = game.play("hand:0>side:0")
    assert played[-2:] == [events.TurnPassed(players - 1, 0, last + 1),
                           events.GameOver(game.outcome)]
    assert game.outcome.reason == TURN_LIMIT and game.outcome.winner is None
    assert game.outcome.scores == (0,) * players
    assert game.legal_moves() == []
