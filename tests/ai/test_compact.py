"""The compact table of the play-outs plays by the engine's rules, move for move.

Expert's look-ahead and the judge of chances play thousands of sampled turns on a
:class:`~spite_gui.ai.compact.Compact` (ranks in lists) instead of the engine's game.
It may be faster than the engine but must never disagree with it: over thousands of
games of every preset, with 2 to 4 players and rule options changed at random, each
game is played on both at once, and after every move the compact table must list the
engine's legal moves in the engine's order and hold the engine's table, card for card
by rank (the completed cards are shuffled back the engine's way, by the deal number).
The games are played by random legal moves (any mix of plays and discards, with a
short turn limit now and then) and by the quick turn of the play-outs, whose every
move must be one the engine allows.
"""

from __future__ import annotations

import os
import random

import pytest

from spite_gui.ai.compact import HAND_SOURCE, PAYOFF_SOURCE, Compact
from spite_gui.ai.playout import QuickTurn
from spite_gui.engine import END_TURN, Game, Move, Rules, Seat, State
from spite_gui.engine.cards import Card
from spite_gui.engine.deal import Shuffler
from spite_gui.engine.moves import DISCARDS, PLAYS_FROM_HAND, PLAYS_FROM_PAYOFF, PLAYS_FROM_SIDE
from spite_gui.engine.rules import PRESETS

from .helpers import cards

# games per preset (over 2, 3 and 4 players): a few in every run, thousands in the slow
# run (CI); SPITE_GUI_COMPACT_GAMES changes the slow run's count
GAMES = 60
MANY_GAMES = int(os.environ.get("SPITE_GUI_COMPACT_GAMES", "2000"))


def _rules(preset: str, players: int, rng: random.Random) -> Rules:
    """The preset, and one game in three with options changed at random."""
    rules = Rules.preset(preset, players)
    if rng.random() < 1 / 3:
        rules = rules.replace(
            wild_may_start=rules.wild_may_start or rng.random() < 0.5,
            deal_side_stacks=rng.random() < 0.5, centre_stacks=rng.choice((3, 4)),
            hand_size=rng.choice((5, 6)) if players < 4 or rules.decks > 2 else 5,
            aces_must_play=rng.random() < 0.3, no_ace_discard=rng.random() < 0.3,
            recycle=rng.choice(("turn_end", "stock_empty")))
    if rng.random() < 0.2:
        rules = rules.replace(turn_limit=50)
    return rules


class Mirrored(Compact):
    """A compact table that makes each of its moves in an engine game as well, checking
    that the engine allows it and that both tables agree after it."""

    __slots__ = ("discarding", "game")

    def attach(self, game: Game) -> Mirrored:
        self.game, self.discarding = game, False
        return self

    def _mirror(self, move: Move) -> None:
        assert move in self.game.legal_moves(), f"the engine does not allow {move}"
        self.game.play(move)

    def play(self, kind: int, index: int, t: int) -> None:
        rows = {PAYOFF_SOURCE: (PLAYS_FROM_PAYOFF,) * 8, HAND_SOURCE: PLAYS_FROM_HAND}
        self._mirror(rows.get(kind, PLAYS_FROM_SIDE)[index][t])
        super().play(kind, index, t)
        assert self.same_as(self.game.state)

    def discard(self, index: int, t: int) -> None:
        self._mirror(DISCARDS[index][t])
        self.discarding = True
        super().discard(index, t)  # which ends the turn
        self.discarding = False
        assert self.same_as(self.game.state)

    def end_turn(self) -> None:
        if not self.discarding:  # the turn ends without a discard
            self._mirror(END_TURN)
        super().end_turn()
        assert self.same_as(self.game.state)


def _tables(rules: Rules, players: int, seed: int) -> tuple[Game, Mirrored]:
    game = Game.new(rules, players, seed)
    return game, _mirrored(game, seed)


def _mirrored(game: Game, seed: int) -> Mirrored:
    """The compact table of ``game``, making each of its moves there too (completed cards
    shuffled back as the engine shuffles them for deal ``seed``)."""
    shuffler = Shuffler(seed)
    table = Mirrored(game.rules, lambda cards, shuffles: shuffler.recycle(cards, shuffles))  # type: ignore[arg-type]
    plain = Compact.of(game.rules, game.state)
    for name in ("players", "centre", "payoffs", "hands", "sides", "stock", "completed",
                 "current", "turn", "shuffles", "winner", "reason"):
        setattr(table, name, getattr(plain, name))
    return table.attach(game)


def _random_game(rules: Rules, players: int, seed: int) -> Game:
    game, table = _tables(rules, players, seed)
    rng = random.Random(seed)
    while not game.is_over:
        legal = game.legal_moves()
        assert table.legal_moves() == legal
        plays = [m for m in legal if m.target == "centre"]
        move = rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(legal)
        table.apply(move)  # on both tables
    assert table.over and table.same_as(game.state)
    return game


def _quick_game(rules: Rules, players: int, seed: int) -> Game:
    game, table = _tables(rules, players, seed)
    quick = QuickTurn(rules)
    while not table.over:
        assert table.legal_moves() == game.legal_moves()
        quick.turn(table)
    assert game.is_over and table.same_as(game.state)
    return game


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_compact_table_follows_the_engine_move_for_move(preset):
    _play_both(preset, range(GAMES))


@pytest.mark.slow
@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_compact_table_follows_the_engine_over_thousands_of_games(preset):
    _play_both(preset, range(GAMES, GAMES + MANY_GAMES))


def _play_both(preset: str, numbers: range) -> None:
    """Play games ``numbers`` of ``preset`` on both tables (see the module)."""
    ends = set()
    for number in numbers:
        rng = random.Random(f"{preset}/{number}")
        players = 2 + number % 3
        rules = _rules(preset, players, rng)
        play = _quick_game if number % 2 else _random_game
        game = play(rules, players, rng.randrange(1_000_000))
        assert game.outcome is not None
        ends.add(game.outcome.reason)
    assert ends >= {"payoff_emptied", "stock_exhausted"}  # the games reach both ends


def test_the_quick_turn_stops_where_the_stock_runs_out_in_the_middle_of_a_climb():
    """The payoff 5 is reached by 2 and 3 from the hand and the 4 on a side stack; the
    hand empties on the 3 and the stock has two cards left and nothing to shuffle back:
    the engine ends the game there, so the 4 and the payoff card must stay put."""
    rules = Rules.preset("Classic")
    pool = list(rules.deck())

    def take(text: str) -> tuple[Card, ...]:
        taken = cards(text)
        for card in taken:
            pool.remove(card)
        return taken

    centre = (take("AS"), (), (), ())
    mine = Seat(take("9C 8C 7C 5H"), take("2H 3H"), (take("4S"), (), (), ()))
    theirs = Seat(take("9D 8D 7D QD"), take("6C 6D 6H 6S JC"), ((), (), (), ()))
    stock = take("10C 10D")
    state = State((mine, theirs), centre, stock, (), 0, 9, 0, None)
    game = Game(rules, 2, 1, state, 0)
    table = _mirrored(game, 1)
    QuickTurn(rules).turn(table)
    assert game.outcome is not None and game.outcome.reason == "stock_exhausted"
    assert table.same_as(game.state)
    assert table.sides[0] == [[4], [], [], []] and table.payoffs[0][-1] == 5
