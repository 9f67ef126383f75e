"""Expert's finalists weighed by whole turns played out on sampled deals."""

from __future__ import annotations

import multiprocessing
import random

import pytest

from spite_gui.ai import make_player
from spite_gui.ai.chances import race_for
from spite_gui.ai.expert import stakes
from spite_gui.ai.lookahead import Block, Playouts, weigh_block
from spite_gui.ai.next_turns import OpponentSamples
from spite_gui.engine import Game, Move, Rules

from .helpers import table

CLASSIC = Rules.preset("Classic")
PLAY_PAYOFF = (Move.parse("hand:0>centre:0"), Move.parse("payoff>centre:0"))
HOLD_BACK = (Move.parse("hand:0>side:0"),)


def _game():
    # our last payoff card, a 5, goes on the 3 with the 4 in hand; the opponent needs a 6
    return table(CLASSIC, me="4D 9C 9H JD 2C", opp="8H 8S 10C 10D JH", centre=[3, 0, 0, 0],
                 my_payoff="5H", opp_payoff="3C 6S")


def test_playing_the_payoff_card_is_weighed_above_holding_back():
    view = _game().view(0)
    weigh = Playouts(view, None, "1")
    assert weigh.best([HOLD_BACK, PLAY_PAYOFF], first=8, total=64) == 1
    # and the first plan, the favourite, keeps its place unless beaten clearly
    assert weigh.best([PLAY_PAYOFF, HOLD_BACK], first=8, total=64, sure=2.0) == 0
    assert weigh.best([HOLD_BACK, PLAY_PAYOFF], first=8, total=200, sure=2.0) == 1
    assert weigh.best([HOLD_BACK, PLAY_PAYOFF], first=8, total=200, sure=20.0) == 0


def _feeding():
    # our payoff card, a 6, goes on the 4 with the 5 in hand; that leaves the stack at 6,
    # and the opponent shows a 7 on a side stack under its payoff card, an 8
    return table(CLASSIC, me="5S 9H JD 2C 10C", opp="3H 6C 9C 10D QH", centre=[4, 0, 0, 0],
                 opp_sides=("7H", "", "", ""), my_payoff="2D 3D 9S 10S JS QS 2H 3C 4H 6D",
                 opp_payoff="2S 3S 4S 9D 10H JH QD 4D 5D 8C")


def test_a_payoff_card_held_back_is_not_weighed_above_playing_it_now():
    # holding the 6 back only puts off the same opening for the opponent to the next
    # turn: a play-out that ends on that turn never sees the opponent's answer to it
    view = _feeding().view(0)
    play, hold = PLAY_PAYOFF, (Move.parse("hand:4>side:0"),)
    weigh = Playouts(view, None, "1", answered=True)
    values = [sum(weigh.value(plan, i) for i in range(400)) / 400 for plan in (play, hold)]
    assert values[0] > values[1]
    expert = make_player("expert", seed=3, budget=None, playouts=256)
    assert expert.choose(view) == PLAY_PAYOFF[0]


def test_every_plan_meets_the_same_deals_and_the_same_seed_weighs_the_same():
    view = _game().view(0)
    one = Playouts(view, None, "5")
    other = Playouts(view, None, "5")
    assert [one.value(PLAY_PAYOFF, i) for i in range(6)] == [
        other.value(PLAY_PAYOFF, i) for i in range(6)]
    # a deal is the same whichever deals were made before it, and in whatever order
    assert one.value(HOLD_BACK, 9) == other.value(HOLD_BACK, 9)
    assert one.deal(9)[0].stock == Playouts(view, None, "5").deal(9)[0].stock


def test_a_deadline_cuts_the_weighing_short_and_keeps_a_plan():
    view = _game().view(0)
    weigh = Playouts(view, None, "1")
    ticks = iter(range(1000))
    index = weigh.best([HOLD_BACK, PLAY_PAYOFF], first=50, total=500,
                       clock=lambda: float(next(ticks)), deadline=3.0)
    assert index in (0, 1)
    assert len(weigh.deals) <= 2  # it stopped after a few play-outs


def test_the_race_value_of_the_next_turns_falls_with_the_opponents_threat():
    # a stack at 4 hands the opponent its 5 (its last card but one)
    game = table(CLASSIC, me="3D 9C 9H JD QC", opp="8H 8S 10C 10D JH", centre=[4, 0, 0, 0],
                 my_payoff="2C 5C TH", opp_payoff="3C 5S")
    view = game.view(0)
    replies = OpponentSamples(view, random.Random(3), 40, later=0.5)
    race = race_for(2)
    args = (view.hand, view.sides[0], view.payoff_tops[0])
    threat = replies.race_value(race, view.payoff_counts, (4, 0, 0, 0), *args)
    safe = replies.race_value(race, view.payoff_counts, (5, 0, 0, 0), *args)
    assert threat < safe


def test_expert_with_play_outs_is_deterministic_for_a_seed():
    options = {"budget": None, "samples": 8, "playouts": 24, "finalists": 3}
    game = _game()
    first = make_player("expert", seed=4, **options).choose(game.view(0))
    assert make_player("expert", seed=4, **options).choose(game.view(0)) == first


def test_played_out_on_other_cores_the_weighing_chooses_the_same():
    view = _game().view(0)
    plans = [HOLD_BACK, PLAY_PAYOFF, (Move.parse("hand:1>side:1"),)]
    here = Playouts(view, None, "7")
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        there = Playouts(view, None, "7", spread=pool.imap)
        assert there.best(plans, first=5, total=90) == here.best(plans, first=5, total=90)
        # the same values, deal by deal, whichever process played them
        block = Block(view, None, "7", 2, tuple(plans), range(10, 20))
        assert next(pool.imap(weigh_block, [block])) == [
            [here.value(plan, i) for i in range(10, 20)] for plan in plans]


def test_expert_plays_the_same_game_with_its_deals_played_out_elsewhere():
    options = {"budget": None, "samples": 8, "playouts": 40, "finalists": 3, "sure": 1.0}

    def in_order(weigh, blocks):  # a spread that plays the blocks in reverse, then sorts
        done = {block.indices.start: weigh(block) for block in reversed(blocks)}
        return [done[block.indices.start] for block in blocks]

    game, other = Game.new(CLASSIC, 2, 41), Game.new(CLASSIC, 2, 41)
    here = [make_player("expert", seed=2, **options), make_player("hard", seed=3)]
    there = [make_player("expert", seed=2, spread=in_order, **options),
             make_player("hard", seed=3)]
    for _ in range(120):
        if game.is_over:
            break
        seat = game.current_player
        move = here[seat].choose(game.view(seat))
        assert there[seat].choose(other.view(seat)) == move
        game.play(move)
        other.play(move)


def test_the_stakes_follow_the_race_a_threat_counts_most_near_the_end():
    view = _game().view(0)
    early = stakes(view._replace(payoff_counts=(20, 20)), None)
    even = stakes(view._replace(payoff_counts=(10, 10)), None)
    late = stakes(view._replace(payoff_counts=(3, 1)), None)
    assert even == pytest.approx((1.0, 1.0))
    assert early[0] < 1.0 and early[1] < 1.0  # a long race: one card moves it less
    assert late[0] > 3.0  # the opponent's last card ends the game
    # the stock running out soon makes the leader's lead count, not the next card
    assert stakes(view._replace(payoff_counts=(3, 6)), 2)[0] < stakes(
        view._replace(payoff_counts=(3, 6)), None)[0]



def test_expert_told_not_to_hold_the_payoff_card_back_plays_it_whatever_the_horizon():
    # the old horizon, which favours holding it back, only picks among ways to play it
    view = _feeding().view(0)
    expert = make_player("expert", seed=3, budget=None, playouts=256, answered=False,
                         hold_back=False)
    assert expert.choose(view) == PLAY_PAYOFF[0]
    held = make_player("expert", seed=3, budget=None, playouts=256, answered=False)
    assert held.choose(view) != PLAY_PAYOFF[0]


def test_expert_told_to_weigh_only_reveals_keeps_the_look_aheads_discard():
    # nothing can go to the centre (no Ace): the turn is a discard, which the look-ahead
    # chooses (the Q♣ on an empty side stack); play-outs over the discards choose another
    game = table(CLASSIC, me="9C 9H JD QC 2C", opp="8H 8S 10C 10D JH", centre=[0, 0, 0, 0],
                 my_payoff="2D 3D 9S 5H", opp_payoff="3C 6S")
    view = game.view(0)
    look_ahead = make_player("expert", seed=3, budget=None).choose(view)
    assert look_ahead == Move.parse("hand:3>side:0")
    assert make_player("expert", seed=3, budget=None, playouts=256).choose(view) != look_ahead
    assert make_player("expert", seed=3, budget=None, playouts=256,
                       weigh_discards=False).choose(view) == look_ahead
