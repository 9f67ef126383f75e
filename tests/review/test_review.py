"""The review judges turns as a player who wants to get better expects, on built positions."""

from __future__ import annotations

import pytest

from spite_gui.engine import Move
from spite_gui.review import Cancelled, Grade, review_game
from spite_gui.review.analysis import expert_plan

from .helpers import built, missed_payoff_game

SAMPLES = 24  # enough to tell a lost game from a won one, quick enough for every run


def test_a_turn_that_missed_the_payoff_card_is_a_blunder_and_the_costliest():
    review = review_game(missed_payoff_game(), 0, samples=SAMPLES)
    assert [t.turn for t in review.turns] == [1, 3]
    missed = review.turns[1]
    assert missed.grade is Grade.BLUNDER
    assert missed.after < 0.05 and missed.after_best == 1.0  # the opponent's 6♦ goes next
    assert missed.best == (Move.parse(f"{missed.played[0]}"), Move.parse("payoff>centre:0"))
    assert review.costliest[0] is missed
    assert review.summary.splitlines()[0].startswith("Turn 3: You played the 5♥ from your "
                                                     "hand to centre stack 1 and placed")
    assert "your payoff card 6♠ to centre stack 1" in review.summary.splitlines()[0]
    assert review.accuracy < 60  # one turn of two lost the game


def test_a_turn_played_as_expert_plays_it_costs_nothing_and_is_best():
    game = missed_payoff_game(follow_expert=True)
    review = review_game(game, 0, samples=SAMPLES)
    won = review.turns[-1]
    assert won.played == won.best
    assert (won.loss, won.grade, won.after) == (0.0, Grade.BEST, 1.0)
    assert "Expert would have done the same." in won.words
    assert won not in review.costliest


def test_expert_s_own_discard_is_best_and_another_costs_what_the_judge_says():
    """The first turn of the built game has no play to the centre: only a discard."""
    game = built(payoffs=["6S", "6D"], hands=["9C 9D TC TD JC", "2C 3C 7C 8C 9H"],
                 centre=["AS 2S 3S 4S", "", "", ""], stock_top="5H")
    best = expert_plan(game.view(0))
    assert len(best) == 1 and best[0].is_discard
    game.play(best[0])
    turn = review_game(game, 0, samples=SAMPLES).turns[0]
    assert (turn.played, turn.loss, turn.grade) == (best, 0.0, Grade.BEST)
    assert turn.after == turn.after_best


def test_the_chart_has_every_turn_start_of_both_seats_from_the_reviewed_seat():
    review = review_game(missed_payoff_game(), 0, samples=SAMPLES)
    assert [turn for turn, _ in review.chances] == [1, 2, 3, 4]
    assert all(0.0 <= chance <= 1.0 for _, chance in review.chances)
    assert review.chances[2][1] == review.turns[1].before
    assert review.chances[3][1] < 0.05  # the opponent is to play its last payoff card


def test_progress_counts_up_to_the_whole_and_cancelling_stops_the_review():
    seen: list[tuple[int, int]] = []
    review_game(missed_payoff_game(), 0, samples=4, progress=lambda d, t: seen.append((d, t)))
    total = seen[-1][1]
    assert seen == [(done, total) for done in range(total + 1)]

    asked: list[int] = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 2  # called off at the third step

    steps: list[int] = []
    with pytest.raises(Cancelled):
        review_game(missed_payoff_game(), 0, samples=4, progress=lambda d, t: steps.append(d),
                    cancelled=cancelled)
    assert steps == [0, 1]


def test_there_is_no_seat_to_review_beyond_the_players():
    with pytest.raises(ValueError):
        review_game(missed_payoff_game(), 2, samples=4)


def test_a_turn_that_shows_a_new_payoff_card_is_judged_in_two_decisions():
    """The 5♠ goes out and the 9♠ turns up: what follows is judged from the view with the
    9♠, and the turn's numbers add up."""
    game = built(payoffs=["9S 5S", "QD QH"], hands=["9C 9D TC TD JC", "2C 3C 7C 8C 9H"],
                 centre=["AS 2S 3S 4S", "", "", ""])
    game.play("payoff>centre:0")
    game.play("hand:4>side:0")  # the J♣ goes down
    turn = review_game(game, 0, samples=SAMPLES).turns[0]
    first, then = turn.decisions
    assert (first.shown, then.shown) == ("start", "payoff")
    assert then.view.payoff_top is not None and then.view.payoff_top.rank == 9
    assert first.view.payoff_top is not None and first.view.payoff_top.rank == 5
    assert turn.played == first.played + then.played
    assert turn.loss == first.loss + then.loss
    assert turn.after == then.after
    assert turn.after_best == min(1.0, turn.after + turn.loss)
    assert "Then your next payoff card turned up. You placed the J♣ on side stack 1." \
        in turn.words
