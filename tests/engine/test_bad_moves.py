"""Moves the engine must refuse however they are made: exactly the listed moves are accepted."""

import pytest

from spite_gui.engine import END_TURN, Game, Illegal, IllegalMoveError, Move, Refusal

from .helpers import position


def _table() -> Game:
    return position(hands=["9C 2H 5D 6D 7D", "5C"], payoffs=["7S AD", "KH"],
                    sides=[["AS", "", "", ""], ["", "", "", ""]])


def _refused(game: Game, move, code: Illegal) -> None:
    before = game.state, list(game.moves), list(game.events)
    assert game.why_illegal(move) == Refusal(code)
    with pytest.raises(IllegalMoveError) as caught:
        game.play(move)
    assert caught.value.refusal == Refusal(code)
    assert (game.state, game.moves, game.events) == before
    assert game.view(game.current_player).why_illegal(move) == Refusal(code)


@pytest.mark.parametrize("index", [1, 2, 3, -1])
def test_a_payoff_move_names_the_top_card_only(index):
    game = _table()
    assert Move("payoff", 0, "centre", 0) in game.legal_moves()
    _refused(game, Move("payoff", index, "centre", 0), Illegal.PAYOFF_TOP_ONLY)


PLACE, STACK = Illegal.PLACE_NOT_WHOLE, Illegal.STACK_NOT_WHOLE
SOURCE, TARGET = Illegal.NOT_A_SOURCE, Illegal.NOT_A_TARGET


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        (Move("hand", "0", "centre", 0), PLACE),
        (Move("hand", 0.0, "centre", 0), PLACE),
        (Move("hand", None, "centre", 0), PLACE),
        (Move("hand", True, "side", 0), PLACE),
        (Move("hand", False, "side", 0), PLACE),
        (Move("payoff", False, "centre", 0), PLACE),
        (Move("side", 0.0, "centre", 0), PLACE),
        (Move("hand", 0, "centre", "0"), STACK),
        (Move("hand", 0, "centre", False), STACK),
        (Move("hand", 0, "side", 1.0), STACK),
        (Move("hand", 0, "centre", None), STACK),
        (Move("end", False, "end", 0), PLACE),
        (Move("end", 0, "end", 0.0), STACK),
        (Move("HAND", 0, "centre", 0), SOURCE),
        (Move(None, 0, "centre", 0), SOURCE),
        (Move(("hand",), 0, "centre", 0), SOURCE),
        (Move("centre", 0, "centre", 1), SOURCE),
        (Move("hand", 0, "stock", 0), TARGET),
        (Move("hand", 0, None, 0), TARGET),
        (Move("hand", 0, "payoff", 0), TARGET),
    ],
)
def test_badly_typed_moves_are_refused_with_what_is_wrong(move, reason):
    _refused(_table(), move, reason)


@pytest.mark.parametrize(
    "move",
    [Move("end", 1, "end", 0), Move("end", 0, "end", 2), Move("hand", 0, "end", 0),
     Move("end", 0, "centre", 0), ("hand", 0, "centre", 1), None, 5],
)
def test_things_that_are_not_moves_are_refused(move):
    _refused(_table(), move, Illegal.NOT_A_MOVE)


@pytest.mark.parametrize(
    "text",
    ["hand:True>side:0", "hand:x>centre:0", "payoff:2>centre:0", "hand:+1>centre:0",
     "hand:01>centre:0", "hand: 1>centre:0", "hand:\u0661>centre:0", "hand:1>centre:1_0", ""],
)
def test_text_that_is_not_a_move_is_refused_by_play_with_the_move_error(text):
    game = _table()
    before = game.state
    with pytest.raises(IllegalMoveError, match="is not a move"):
        game.play(text)
    assert game.state == before and not game.moves


@pytest.mark.parametrize(
    "text",
    ["hand:True>side:0", "payoff:2>centre:0", "payoff:0>centre:0", "hand:+1>centre:0",
     "hand:01>centre:0", "hand:\u0661>centre:0", "hand:-0>centre:0", "end:0>end:0"],
)
def test_only_the_exact_text_form_parses(text):
    with pytest.raises(ValueError, match="is not a move"):
        Move.parse(text)


def test_every_move_the_engine_lists_round_trips_through_its_text():
    game = _table()
    for move in [*game.legal_moves(), END_TURN]:
        again = Move.parse(move.text)
        assert again == move and all(type(a) is type(b) for a, b in zip(again, move, strict=True))
