"""The lesson's script: every step's table is one the engine accepts, its moves play in
order, and a move the step does not ask for is explained in words about that move."""

from __future__ import annotations

import pytest

from spite_gui.engine import Move, SaveError
from spite_gui.engine.serial import check_table
from spite_gui.play.lesson_table import COMPUTER, LESSON_RULES, YOU, Layout, lesson_game
from spite_gui.table import words
from spite_gui.table.lesson import explain, lesson_steps, step_label

STEPS = lesson_steps()


@pytest.mark.parametrize("step", STEPS, ids=[step.key for step in STEPS])
def test_every_steps_table_is_one_the_engine_accepts(step):
    game = lesson_game(step.layout)
    state = game.state
    check_table(state, LESSON_RULES, 2)  # what a saved table must pass: each card once
    assert len(LESSON_RULES.deck()) == 104
    assert game.current_player == YOU and not game.is_over
    assert all(1 <= len(seat.payoff) <= LESSON_RULES.payoff_size for seat in state.seats)


@pytest.mark.parametrize("step", STEPS, ids=[step.key for step in STEPS])
def test_every_steps_moves_play_in_order_and_hand_the_turn_back(step):
    game = lesson_game(step.layout)
    for want in step.wants:
        move = want.move(game.view(YOU))
        assert move is not None and want.accepts(game.view(YOU), move)
        game.play(move)
    for want in step.reply:
        assert game.current_player == COMPUTER
        move = want.move(game.view(COMPUTER))
        assert move is not None and game.is_legal(move)
        game.play(move)
    if step is STEPS[-1]:
        assert game.outcome is not None and game.outcome.winner == YOU
    else:
        assert game.current_player == YOU and not game.is_over


def test_a_table_that_does_not_add_up_is_refused():
    with pytest.raises(ValueError, match="once too often"):
        Layout(("AH", "AH"), (20, 20), "AH 2S").state()
    state = lesson_game(STEPS[0].layout).state
    short = state._replace(stock=state.stock[1:])  # a card gone
    with pytest.raises(SaveError, match="don't add up"):
        check_table(short, LESSON_RULES, 2)


def test_the_steps_go_through_the_rules_in_order():
    assert [step.key for step in STEPS] == [
        "payoff", "build", "kings", "sides", "discard", "hand", "completed", "win"]
    hand_step = next(step for step in STEPS if step.key == "hand")
    game = lesson_game(hand_step.layout)
    for want in hand_step.wants:
        game.play(want.move(game.view(YOU)))
    assert len(game.seat(YOU).hand) == 5  # the hand emptied: five drawn at once
    completed = next(step for step in STEPS if step.key == "completed")
    game = lesson_game(completed.layout)
    game.play(completed.wants[0].move(game.view(YOU)))
    assert len(game.state.completed) == 12 and game.state.centre[0] == ()
    game.play(completed.wants[1].move(game.view(YOU)))
    assert game.state.completed == ()  # back in the stock at the end of the turn


def test_a_move_the_step_does_not_ask_for_is_explained_by_what_it_would_do():
    game = lesson_game(STEPS[0].layout)
    view, want = game.view(YOU), STEPS[0].wants[0]
    discard = Move("hand", 0, "side", 1)  # the 7♠
    assert not want.accepts(view, discard)
    assert explain(want, view, discard) == (
        "That 7♠ would go on your side stack 2 and end your turn; this step asks you to start "
        "a centre stack with the Ace from your payoff pile.")
    assert explain(want, view, Move("hand", 0, "centre", 0)) == (
        "A 7 can't start a centre stack: an empty stack takes an Ace. This step asks you to "
        "start a centre stack with the Ace from your payoff pile.")
    assert want.accepts(view, Move("payoff", 0, "centre", 3))  # any empty stack will do
    win = STEPS[-1]
    game = lesson_game(win.layout)
    view = game.view(YOU)
    two = Move("hand", 3, "centre", 1)  # the 2♥ on the Ace of centre stack 2: legal
    assert game.is_legal(two) and not win.wants[0].accepts(view, two)
    assert explain(win.wants[0], view, two) == (
        "That 2♥ would go on centre stack 2; this step asks you to play the last card of your "
        "payoff pile on centre stack 1.")


def test_every_sentence_of_the_lesson_is_a_template_to_translate():
    catalogue = {(phrase.context, phrase.text) for phrase in words.catalogue()
                 if isinstance(phrase, words.Phrase)}
    for step in STEPS:
        for phrase in (step.title, step.text, step.done, *(w.ask for w in step.wants)):
            assert phrase is not None and (phrase.context, phrase.text) in catalogue
    assert step_label(2, 8) == "Step 2 of 8"
