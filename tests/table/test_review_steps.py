"""A game turn by turn as one seat saw it: the right table at each turn, nothing hidden
from the seat in its view, every hand only when asked."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from spite_gui.engine import Game, Rules
from spite_gui.play.review_steps import game_steps
from spite_gui.table.piles import HAND, PileKey
from spite_gui.table.review_steps import step_sentences, step_snapshot
from tests.review_window.standin import played_game

NAMES = ["You", "Computer"]


def table_at(game: Game, turn: int) -> Game:
    """``game`` played again from its deal up to the start of ``turn``."""
    again = Game.new(game.rules, game.players, game.seed)
    for move in game.moves:
        if again.turn >= turn:
            break
        again.play(move)
    return again


def test_each_step_is_the_table_at_the_start_of_its_turn_from_the_seat():
    game = played_game(8)
    steps = game_steps(game, seat=0)
    assert [s.turn for s in steps] == list(range(1, game.turn + 1)) + [game.turn]
    assert sum(len(s.moves) for s in steps) == len(game.moves)
    for step in steps[:-1]:
        then = table_at(game, step.turn)
        assert step.view == then.view(0)
        assert step.player == then.current_player
    assert steps[-1].view == game.view(0) and steps[-1].is_end


def _check_faces(game: Game, seat: int, names: list[str]) -> None:
    for step in game_steps(game, seat):
        then = game if step.is_end else table_at(game, step.turn)
        for show_all in (False, True):
            snapshot = step_snapshot(step, names, show_all=show_all)
            for player in range(game.players):
                hand = [card.text for card in then.seat(player).hand]
                faces = [face.face for face in snapshot.piles[PileKey(HAND, player)]]
                if player == seat or (show_all and game.is_over):
                    assert faces == hand
                else:
                    assert faces == [None] * len(hand)
        # the words of a step never name a card drawn by another seat
        for sentence in step_sentences(step, names, seat):
            assert "drew" not in sentence.lower()


@settings(max_examples=10, deadline=None)
@given(deal=st.integers(0, 10**6), seat=st.integers(0, 2), upto=st.integers(0, 60))
def test_a_game_under_way_never_shows_a_hidden_card_even_when_asked(deal, seat, upto):
    game = Game.new(Rules.preset("Classic"), 3, deal)
    for _ in range(upto):
        if game.is_over:
            break
        moves = game.legal_moves()
        game.play(moves[(deal + len(game.moves)) % len(moves)])
    _check_faces(game, seat, ["You", "West", "North"])


def test_a_finished_game_shows_every_hand_only_when_asked():
    game = played_game(8)
    assert game.is_over
    _check_faces(game, 1, NAMES)


def test_a_game_left_mid_turn_ends_on_the_table_as_it_was_left():
    game = Game.new(Rules.preset("Classic"), 2, 8)
    game.play(next(m for m in game.legal_moves() if m.target == "side"))
    steps = game_steps(game, 0)
    assert steps[-1].view == game.view(0) and not steps[-1].moves
    assert step_sentences(steps[0], NAMES, 0)[0].startswith("You placed")
