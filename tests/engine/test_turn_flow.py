"""Every rule of a turn, each from a position built card by card."""

import pytest

from spite_gui.engine import (
    END_TURN,
    Card,
    Game,
    Illegal,
    IllegalMoveError,
    Move,
    Place,
    Refusal,
    Rules,
    events,
)
from spite_gui.engine.scoring import PAYOFF_EMPTIED, STOCK_EXHAUSTED, TURN_LIMIT

from .helpers import cards, ladder, position

M = Move.parse


def test_an_ace_starts_an_empty_centre_stack_and_builds_up():
    game = position(hands=["AS 2H 9C 9D 9S", "5C 5C 5C 5C 5C"], payoffs=["3D", "KH"])
    game.play("hand:0>centre:2")
    game.play("hand:0>centre:2")  # the 2H moved to place 0
    assert [c.text for c, _ in game.centre_stack(2)] == ["AS", "2H"]
    assert game.seat(0).payoff[-1] == Card.parse("3D")
    game.play("payoff>centre:2")
    assert [rank for _, rank in game.centre_stack(2)] == [1, 2, 3]


def test_wrong_rank_is_refused_with_the_reason_and_changes_nothing():
    game = position(hands=["5H 9C 9D 9S 9H", "5C"], payoffs=["7D", "KH"],
                    centre=[ladder(3), "", "", ""])
    before = game.state
    with pytest.raises(IllegalMoveError) as caught:
        game.play("hand:0>centre:0")
    assert caught.value.refusal == Refusal(Illegal.WRONG_RANK, Card.parse("5H"), rank=3)
    with pytest.raises(IllegalMoveError) as caught:
        game.play("hand:0>centre:1")
    assert caught.value.refusal == Refusal(Illegal.NEEDS_ACE, Card.parse("5H"))
    assert game.state == before and not game.moves


def test_a_card_refused_on_a_stack_names_itself_and_the_stack_it_met():
    game = position(hands=["8H AC", "5C"], payoffs=["7D", "KH"], centre=[ladder(2), "", "", ""])
    assert game.why_illegal(M("hand:0>centre:0")) == Refusal(
        Illegal.WRONG_RANK, Card.parse("8H"), rank=2)
    assert game.why_illegal(M("hand:1>centre:0")) == Refusal(
        Illegal.WRONG_RANK, Card.parse("AC"), rank=2)


def test_wild_king_stands_for_the_rank_the_stack_needs():
    game = position(hands=["KH 9C", "5C"], payoffs=["7D", "KH"], centre=[ladder(6), "", "", ""])
    played = game.play("hand:0>centre:0")
    assert played == [events.Played(0, M("hand:0>centre:0"), Card.parse("KH"), 7)]
    assert game.centre_stack(0)[-1] == (Card.parse("KH"), 7)


def test_wild_king_may_not_start_a_stack_by_default():
    game = position(hands=["KH 9C", "5C"], payoffs=["7D", "KH"])
    assert game.why_illegal(M("hand:0>centre:0")) == Refusal(
        Illegal.WILD_CANT_START, Card.parse("KH"))
    assert not any(m.source == "hand" and m.source_index == 0 and m.target == "centre"
                   for m in game.legal_moves())


def test_wild_king_may_start_a_stack_with_the_option_and_stands_for_an_ace():
    game = position(Rules(wild_may_start=True), hands=["KH 2C", "5C"], payoffs=["7D", "KH"])
    game.play("hand:0>centre:1")
    assert game.centre_stack(1) == ((Card.parse("KH"), 1),)
    game.play("hand:0>centre:1")
    assert game.centre_stack(1)[-1] == (Card.parse("2C"), 2)


def test_a_wild_card_completing_a_stack_sends_it_to_the_completed_pile():
    game = position(Rules(recycle="stock_empty"), hands=["KH 9C", "5C"], payoffs=["7D", "KH"],
                    centre=[ladder(11), "", "", ""])
    played = game.play("hand:0>centre:0")
    assert isinstance(played[1], events.Completed) and played[1].stack == 0
    assert len(played[1].cards) == 12 and played[0].rank == 12
    assert game.state.centre[0] == () and len(game.state.completed) == 12


def test_a_queen_completes_a_stack_and_a_king_is_a_plain_card_with_jokers_wild():
    rules = Rules.preset("Jokers to King")
    game = position(rules, hands=["QH KD JK 9C", "5C"], payoffs=["7D", "KH"],
                    centre=[ladder(11), "", "", ""])
    game.play("hand:0>centre:0")
    assert len(game.state.centre[0]) == 12, "Queen does not complete when stacks go to King"
    assert game.why_illegal(M("hand:0>centre:1")) == Refusal(
        Illegal.NEEDS_ACE_OR_WILD, Card.parse("KD"))
    game.play("hand:0>centre:0")  # the King is the 13th card
    assert game.state.centre[0] == () and len(game.state.completed) == 13
    game.play("hand:0>centre:3")  # a joker may start a stack
    assert game.centre_stack(3) == ((Card.parse("JK"), 1),)


def test_kings_are_not_wild_with_jokers_and_jokers_are():
    rules = Rules.preset("Jokers to King")
    game = position(rules, hands=["KD JK", "5C"], payoffs=["7D", "KH"],
                    centre=[ladder(4), "", "", ""])
    assert game.why_illegal(M("hand:0>centre:0")) == Refusal(
        Illegal.WRONG_RANK, Card.parse("KD"), rank=4)
    game.play("hand:1>centre:0")
    assert game.centre_stack(0)[-1] == (Card.parse("JK"), 5)


def test_playing_the_payoff_top_reveals_the_next_card():
    game = position(hands=["9C 9D", "5C"], payoffs=["4S 7H AD", "KH"])
    played = game.play("payoff>centre:0")
    assert played[-1] == events.Revealed(0, Card.parse("7H"))
    assert game.view(1).payoff_tops[0] == Card.parse("7H")


def test_the_last_payoff_card_wins_at_once_without_a_discard():
    game = position(hands=["9C 9D", "5C", "5D"], payoffs=["AD", "KH 2S 3S", "QC 4H"],
                    stock="2C 3C 4C")
    played = game.play("payoff>centre:0")
    assert isinstance(played[-1], events.GameOver)
    assert game.is_over and game.outcome.winner == 0
    assert game.outcome.reason == PAYOFF_EMPTIED
    assert game.outcome.scores == (5 + 3 + 2, 0, 0)
    assert game.legal_moves() == []
    with pytest.raises(IllegalMoveError) as caught:
        game.play("hand:0>side:0")
    assert caught.value.refusal == Refusal(Illegal.GAME_OVER)


def test_emptying_the_hand_mid_turn_draws_a_new_hand():
    game = position(hands=["AS", "5C"], payoffs=["7D", "KH"], stock="2C 3C 4C 5D 6D 8D 9D")
    played = game.play("hand:0>centre:0")
    assert played[-1] == events.Drew(0, cards("9D 8D 6D 5D 4C"))
    assert game.seat(0).hand == cards("9D 8D 6D 5D 4C") and game.current_player == 0


def test_emptying_the_hand_with_a_nearly_empty_stock_recycles_completed_cards():
    rules = Rules(recycle="stock_empty")
    game = position(rules, hands=["QS", "5C"], payoffs=["7D", "KH"],
                    centre=[ladder(11, "H"), "", "", ""], stock="2C 3C",
                    completed=ladder(12, "D"))
    played = game.play("hand:0>centre:0")
    kinds = [type(e).__name__ for e in played]
    assert kinds == ["Played", "Completed", "Drew", "Recycled", "Drew"]
    assert played[2].cards == cards("3C 2C") and len(played[4].cards) == 3
    assert len(game.seat(0).hand) == 5 and not game.is_over
    assert len(game.state.stock) == 24 - 3 and game.state.completed == ()


def test_emptying_the_hand_with_a_nearly_empty_stock_and_nothing_to_recycle_ends_the_game():
    game = position(hands=["AS", "5C"], payoffs=["7D 8D", "KH 2S 3S"], stock="2C 3C")
    played = game.play("hand:0>centre:0")
    assert played[-1] == events.GameOver(game.outcome)
    assert game.seat(0).hand == cards("3C 2C"), "the cards there were are drawn first"
    assert game.outcome.reason == STOCK_EXHAUSTED and game.outcome.winner == 0
    assert game.outcome.scores == (1, 0)


def test_a_discard_ends_the_turn_and_the_next_player_draws_up_to_five():
    game = position(hands=["9C 8C", "5C 6C"], payoffs=["7D", "KH"], stock="AS 2S 3S 4S 5S")
    played = game.play("hand:1>side:2")
    assert played[0] == events.Discarded(0, M("hand:1>side:2"), Card.parse("8C"))
    assert played[1] == events.TurnPassed(0, 1, 2)
    assert played[2] == events.Drew(1, cards("5S 4S 3S"))
    assert game.seat(0).sides[2] == cards("8C") and game.current_player == 1
    assert game.turn == 2


def test_any_hand_card_may_go_on_any_side_stack_but_only_the_top_plays():
    game = position(hands=["9C 2H 5C 5C 5C", "5C"], payoffs=["7D", "KH"],
                    sides=[["AS 3D", "", "", ""], ["", "", "", ""]])
    legal = game.legal_moves()
    assert all(M(f"hand:{i}>side:{t}") in legal for i in range(5) for t in range(4))
    assert M("side:0>centre:0") not in legal, "the Ace is buried under the 3"


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        ("payoff>side:0", Refusal(Illegal.PAYOFF_TO_CENTRE_ONLY, Card.parse("AD"))),
        ("side:0>side:1", Refusal(Illegal.SIDE_TO_CENTRE_ONLY, Card.parse("AS"))),
        ("side:1>centre:0", Refusal(Illegal.SIDE_STACK_EMPTY)),
        ("hand:4>centre:0", Refusal(Illegal.NO_SUCH_HAND_CARD)),
        ("end", Refusal(Illegal.END_BY_DISCARD)),
    ],
)
def test_moves_the_rules_never_allow(move, reason):
    game = position(hands=["9C 2H", "5C"], payoffs=["AD", "KH"],
                    sides=[["AS", "", "", ""], ["", "", "", ""]])
    assert game.why_illegal(Move(*_parts(move))) == reason
    with pytest.raises(IllegalMoveError) as caught:
        game.play(Move(*_parts(move)))
    assert caught.value.refusal == reason


def _parts(text):
    if text == "end":
        return END_TURN
    src, dst = text.split(">")
    source, _, index = src.partition(":")
    target, _, t = dst.partition(":")
    return source, int(index or 0), target, int(t)


def test_recycle_at_turn_end_shuffles_completed_cards_into_the_stock():
    game = position(hands=["QS 9C", "5C 6C 7C 8C 9D"], payoffs=["7D", "KH"],
                    centre=[ladder(11), "", "", ""], stock="AH 2H 3H")
    game.play("hand:0>centre:0")
    assert len(game.state.completed) == 12 and len(game.state.stock) == 3
    played = game.play("hand:0>side:0")
    assert events.Recycled(12, 15) in played
    assert game.state.completed == () and len(game.state.stock) == 15
    assert sorted(game.state.stock) == sorted(cards("AH 2H 3H") + cards(ladder(11)) + cards("QS"))


def test_recycle_when_the_stock_runs_out_keeps_completed_cards_aside():
    rules = Rules(recycle="stock_empty")
    game = position(rules, hands=["QS 9C", "5C 6C 7C 8C"], payoffs=["7D", "KH"],
                    centre=[ladder(11), "", "", ""], stock="AH 2H 3H")
    game.play("hand:0>centre:0")
    played = game.play("hand:0>side:0")
    assert not any(isinstance(e, events.Recycled) for e in played)
    assert len(game.state.completed) == 12 and len(game.state.stock) == 2


def test_stock_exhaustion_at_turn_start_ends_the_game_fewest_payoff_cards_win():
    game = position(hands=["9C 8C", "5C 6C", "7C"], payoffs=["7D 7D", "KH 2H 3H 4H", "AS 2C 3C"],
                    stock="")
    played = game.play("hand:0>side:0")
    assert isinstance(played[-1], events.GameOver)
    outcome = game.outcome
    assert outcome.reason == STOCK_EXHAUSTED and outcome.winner == 0
    assert outcome.scores == ((4 - 2) + (3 - 2), 0, 0)


def test_stock_exhaustion_with_level_payoff_piles_is_a_draw():
    game = position(hands=["9C 8C", "5C 6C"], payoffs=["7D 7D", "KH 2H"], stock="")
    game.play("hand:0>side:0")
    assert game.outcome.winner is None and game.outcome.scores == (0, 0)


def test_a_full_hand_needs_no_draw_even_from_an_empty_stock():
    game = position(hands=["9C 8C", "5C 6C 7C 8C 9C"], payoffs=["7D", "KH"], stock="")
    game.play("hand:0>side:0")
    assert not game.is_over and game.current_player == 1


def test_the_turn_limit_makes_a_draw():
    rules = Rules(turn_limit=50)
    game = position(rules, hands=["9C 8C", "5C 6C 7C 8C 9C"], payoffs=["7D", "KH"],
                    stock="2C", turn=100)
    game.play("hand:0>side:0")
    assert game.outcome.reason == TURN_LIMIT and game.outcome.winner is None
    assert game.outcome.scores == (0, 0)


def test_aces_must_be_played_before_the_turn_ends():
    rules = Rules(aces_must_play=True)
    game = position(rules, hands=["AC 9C", "5C"], payoffs=["7D", "KH"])
    assert game.why_illegal(M("hand:1>side:0")) == Refusal(Illegal.ACE_FIRST, source=Place.HAND)
    assert all(m.target == "centre" for m in game.legal_moves())
    game.play("hand:0>centre:0")
    assert game.is_legal(M("hand:0>side:0"))


@pytest.mark.parametrize(
    ("payoff", "side", "where"), [("AD", "", "payoff"), ("7D", "AS", "side")]
)
def test_aces_must_be_played_from_the_payoff_pile_and_side_stacks_too(payoff, side, where):
    game = position(Rules(aces_must_play=True), hands=["9C", "5C"], payoffs=[payoff, "KH"],
                    sides=[[side, "", "", ""], ["", "", "", ""]])
    assert game.why_illegal(M("hand:0>side:1")) == Refusal(Illegal.ACE_FIRST, source=where)


def test_aces_need_not_be_played_when_no_centre_stack_is_empty():
    full = [ladder(2), ladder(3), ladder(4)]
    game = position(Rules(aces_must_play=True, centre_stacks=3), hands=["AC 9C", "5C"],
                    payoffs=["7D", "KH"], centre=full)
    assert game.is_legal(M("hand:0>side:0"))


def test_aces_may_not_be_discarded_with_the_option():
    game = position(Rules(no_ace_discard=True), hands=["AC 9C", "5C"], payoffs=["7D", "KH"])
    assert game.why_illegal(M("hand:0>side:0")) == Refusal(
        Illegal.NO_ACE_DISCARD, Card.parse("AC"))
    assert game.is_legal(M("hand:1>side:0"))
    assert END_TURN not in game.legal_moves()


def test_a_hand_of_only_aces_that_cant_be_played_ends_the_turn_without_a_discard():
    full = [ladder(2), ladder(3), ladder(4), ladder(5)]
    game = position(Rules(no_ace_discard=True, aces_must_play=True), hands=["AC AD", "5C 6C"],
                    payoffs=["7D", "KH"], centre=full, stock="2S 3S 4S")
    assert game.legal_moves() == [END_TURN]
    played = game.play(END_TURN)
    assert played[0] == events.TurnPassed(0, 1, 2)
    assert game.seat(0).hand == cards("AC AD") and game.current_player == 1


def test_a_hand_of_only_aces_with_an_empty_centre_stack_must_play_them():
    game = position(Rules(no_ace_discard=True, aces_must_play=True), hands=["AC AD", "5C"],
                    payoffs=["7D", "KH"], centre=[ladder(2), "", ladder(3), ladder(4)])
    legal = game.legal_moves()
    assert legal == [M("hand:0>centre:1"), M("hand:1>centre:1")]


def test_three_centre_stacks_hand_of_six_and_side_stacks_dealt():
    rules = Rules(decks=3, centre_stacks=3, hand_size=6, deal_side_stacks=True)
    game = Game.new(rules, players=3, seed=5)
    assert len(game.state.centre) == 3
    assert all(len(seat.hand) == 6 for seat in game.state.seats)
    assert all(len(stack) == 1 for seat in game.state.seats for stack in seat.sides)
    assert len(game.state.stock) == 156 - 3 * (20 + 6 + 4)
    assert game.why_illegal(M("hand:0>centre:3")) == Refusal(Illegal.NO_SUCH_CENTRE_STACK)


def test_a_hand_of_six_is_refilled_to_six():
    game = position(Rules(hand_size=6), hands=["9C", "5C"], payoffs=["7D", "KH"],
                    stock="AS 2S 3S 4S 5S 6S 7S")
    game.play("hand:0>side:0")
    assert len(game.seat(1).hand) == 6
