"""Invariants over random legal play, for every preset and 2-4 players (hypothesis)."""

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spite_gui.engine import (
    END_TURN,
    Game,
    Illegal,
    IllegalMoveError,
    Move,
    PlayerView,
    Refusal,
    Rules,
)
from spite_gui.engine.moves import DISCARDS, PLAYS_FROM_HAND, PLAYS_FROM_PAYOFF, PLAYS_FROM_SIDE
from spite_gui.engine.rules import PRESETS

from .helpers import visible_to

EVERY_MOVE = [END_TURN, *PLAYS_FROM_PAYOFF]
for row in (*PLAYS_FROM_HAND, *PLAYS_FROM_SIDE, *DISCARDS):
    EVERY_MOVE.extend(row)

# Moves no list holds: unknown names, and fields of the wrong type (a bool or a float is
# equal to an int in Python, so only exact types may pass).
_NAMES = st.sampled_from(["payoff", "hand", "side", "centre", "end", "Hand", "stock", ""])
_FIELDS = st.one_of(st.integers(-2, 8), st.booleans(), st.floats(), st.text(max_size=2),
                    st.none())
ODD_MOVES = st.lists(st.builds(Move, st.one_of(_NAMES, st.none()), _FIELDS,
                               st.one_of(_NAMES, st.none()), _FIELDS), max_size=12)

SETUPS = [(name, players) for name in PRESETS for players in (2, 3, 4)]
PROPERTY = settings(max_examples=4, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def _all_cards(game: Game) -> Counter:
    s = game.state
    found = Counter(s.stock + s.completed)
    for seat in s.seats:
        found.update(seat.payoff + seat.hand)
        for stack in seat.sides:
            found.update(stack)
    for stack in s.centre:
        found.update(stack)
    return found



def _choose(game: Game, rng: random.Random) -> Move:
    legal = game.legal_moves()
    plays = [m for m in legal if m.target == "centre"]
    if plays and rng.random() < 0.8:
        return rng.choice(plays)
    return rng.choice(legal)


def _random_game(name: str, players: int, seed: int, chooser_seed: int, turn_limit: int):
    rules = Rules.preset(name, players).replace(turn_limit=turn_limit)
    return Game.new(rules, players, seed), random.Random(chooser_seed)


@pytest.mark.parametrize(("name", "players"), SETUPS)
@PROPERTY
@given(seed=st.integers(0, 10**6), chooser=st.integers(0, 10**6),
       turn_limit=st.sampled_from([50, 250]), odd=ODD_MOVES)
def test_random_play_keeps_every_invariant(name, players, seed, chooser, turn_limit, odd):
    game, rng = _random_game(name, players, seed, chooser, turn_limit)
    deck = Counter(game.rules.deck())
    steps = 0
    while not game.is_over:
        steps += 1
        assert steps < 50_000, "a game must end"
        legal = game.legal_moves()
        assert legal, "the player to move always has a legal move"
        if steps % 7 == 0:
            _check_judgement(game, legal, rng, odd)
        if steps % 23 == 0:
            _check_save_and_undo(game, rng)
        if steps % 11 == 0:
            _check_views(game)
        game.play(_choose(game, rng))
        assert _all_cards(game) == deck, "cards are never created or lost"
    _check_save_and_undo(game, rng)
    assert game.outcome.reason in {"payoff_emptied", "stock_exhausted", "turn_limit"}


def _check_judgement(game: Game, legal: list[Move], rng: random.Random, odd: list) -> None:
    legal_set = set(legal)
    for move in EVERY_MOVE:
        reason = game.why_illegal(move)
        assert (reason is None) == (move in legal_set), move
        if reason is not None:
            assert isinstance(reason, Refusal) and isinstance(reason.code, Illegal)
    bad = rng.choice(EVERY_MOVE)
    if bad not in legal_set:
        before = game.state
        with pytest.raises(IllegalMoveError):
            game.play(bad)
        assert game.state == before
    for move in [*odd, *_look_alikes(legal)]:
        listed = type(move) is Move and tuple(map(type, move)) == (str, int, str, int) \
            and move in legal_set
        reason = game.why_illegal(move)
        assert (reason is None) == listed, move
        if not listed:
            assert isinstance(reason, Refusal) and isinstance(reason.code, Illegal), reason
            before = game.state, len(game.moves), len(game.events)
            with pytest.raises(IllegalMoveError):
                game.play(move)
            assert (game.state, len(game.moves), len(game.events)) == before


def _look_alikes(legal: list[Move]) -> list:
    """Things equal or close to the listed moves that are not moves the engine lists."""
    found: list = []
    for move in legal:
        source, index, target, t = move
        found += [tuple(move), Move(source, float(index), target, t),
                  Move(source, str(index), target, t), Move(source, index, target, float(t)),
                  Move(source, index, target, None), Move(source.upper(), index, target, t)]
        if index in (0, 1):
            found.append(Move(source, bool(index), target, t))
        if t in (0, 1):
            found.append(Move(source, index, target, bool(t)))
        if source == "payoff":
            found += [Move(source, i, target, t) for i in (1, 2, -1)]
    return found


def _check_save_and_undo(game: Game, rng: random.Random) -> None:
    doc = json.loads(json.dumps(game.to_dict()))
    assert Game.from_dict(doc) == game
    if not game.is_over:
        before = game.state, list(game.events), list(game.moves)
        game.play(rng.choice(game.legal_moves()))
        game.undo()
        assert (game.state, game.events, game.moves) == before


def _check_views(game: Game) -> None:
    for seat in range(game.players):
        view: PlayerView = game.view(seat)
        assert Counter(view.visible_cards()) == visible_to(game, seat)
        hidden = Counter(view.unseen_cards())
        assert hidden + Counter(view.visible_cards()) == Counter(game.rules.deck())
        assert view.hand == game.state.seats[seat].hand
        if seat == game.current_player:
            assert view.legal_moves() == game.legal_moves()
        else:
            assert view.legal_moves() == []
