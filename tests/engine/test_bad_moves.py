"""Moves the engine must refuse however they are made: exactly the listed moves are accepted."""

import pytest

from spite_gui.engine import Game, IllegalMoveError, Move

from .helpers import position


def _table() -> Game:
    return position(hands=["9C 2H 5D 6D 7D", "5C"], payoffs=["7S AD", "KH"],
                    sides=[["AS", "", "", ""], ["", "", "", ""]])


def _refused(game: Game, move, reason: str) -> None:
    before = game.state, list(game.moves), list(game.events)
    assert game.why_illegal(move) == reason
    with pytest.raises(IllegalMoveError) as caught:
        game.play(move)
    assert str(caught.value) == reason
    assert (game.state, game.moves, game.events) == before
    assert game.view(game.current_player).why_illegal(move) == reason


@pytest.mark.parametrize("index", [1, 2, 3, -1])
def test_a_payoff_move_names_the_top_card_only(index):
    game = _table()
    assert Move("payoff", 0, "centre", 0) in game.legal_moves()
    _refused(game, Move("payoff", index, "centre", 0),
             "Only the top card of your payoff pile can be played.")
