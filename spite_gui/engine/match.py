"""Matches: games played to a target score.

>>> from spite_gui.engine import Rules
>>> match = Match(Rules(), players=2, target=25, seed=7)
>>> game = match.next_game()
>>> game.seed == 7
True

The first game's seed is ``seed``; each next game uses the next deal number.
Who starts each game follows the rules (the higher payoff top card, ties
broken clockwise from the seat after the previous game's first player).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .deal import check_deal_number, new_deal_number, next_deal_number
from .game import Game
from .rules import Rules
from .scoring import WIN_BONUS, Outcome
from .serial import deal_number, is_whole, need, record, rules_and_players, seat_or_none

MATCH_TARGETS = (0, 25, 50, 100)
MATCH_KEYS = ("rules", "players", "target", "seed", "totals", "games_played", "last_starter",
              "last_winner")
MAX_GAMES = 100_000


class Match:
    """Games played to a target score; ``target`` 0 means a single game."""

    def __init__(self, rules: Rules, players: int, target: int = 0, seed: int | None = None,
                 totals: Sequence[int] | None = None, games_played: int = 0,
                 last_starter: int | None = None, last_winner: int | None = None) -> None:
        if type(target) is not int or target not in MATCH_TARGETS:
            raise ValueError("A match is a single game or played to 25, 50 or 100 points.")
        rules.check_players(players)
        self.rules = rules
        self.players = players
        self.target = target
        self.first_seed = new_deal_number() if seed is None else check_deal_number(seed)
        self.totals = list(totals) if totals is not None else [0] * players
        self.games_played = games_played
        self.last_starter = last_starter
        self.last_winner = last_winner

    def next_game(self) -> Game:
        """Deal the next game of the match (it is not recorded until :meth:`record`)."""
        if self.is_over:
            raise ValueError("The match is over.")
        return Game.new(self.rules, self.players,
                        next_deal_number(self.first_seed, self.games_played),
                        previous_starter=self.last_starter)

    def record(self, game: Game, outcome: Outcome | None = None) -> None:
        """Add a finished game's scores to the match (``outcome``: how a game given up
        before its end counts, see :func:`.scoring.forfeit`)."""
        outcome = outcome or game.outcome
        if outcome is None:
            raise ValueError("Only a finished game can be added to the match.")
        for seat, points in enumerate(outcome.scores):
            self.totals[seat] += points
        self.games_played += 1
        self.last_starter = game.first_player
        self.last_winner = outcome.winner

    @property
    def winner(self) -> int | None:
        """The seat that won the match, or None while it goes on."""
        if self.target == 0:
            return self.last_winner
        best = max(self.totals)
        if best < self.target:
            return None
        leaders = [i for i, t in enumerate(self.totals) if t == best]
        return leaders[0] if len(leaders) == 1 else None

    @property
    def is_over(self) -> bool:
        if self.target == 0:
            return self.games_played > 0
        return self.winner is not None

    def to_dict(self) -> dict[str, Any]:
        return {
            "rules": self.rules.to_dict(), "players": self.players, "target": self.target,
            "seed": self.first_seed, "totals": list(self.totals),
            "games_played": self.games_played, "last_starter": self.last_starter,
            "last_winner": self.last_winner,
        }

    @classmethod
    def from_dict(cls, data: object) -> Match:
        """A match from :meth:`to_dict` output; ``SaveError`` (a ValueError) saying what is wrong.

        Every field must be there with its type and range, and the fields must
        agree: no game played means no score and no previous first player, and
        the points can't be more than the games played could score.
        """
        doc = record(data, "match", MATCH_KEYS)
        rules, players = rules_and_players(doc, "match's ")
        target = doc["target"]
        need(type(target) is int and target in MATCH_TARGETS,
             "The saved match's target is not a single game, 25, 50 or 100 points.")
        seed = deal_number(doc["seed"], "match's deal number")
        games = doc["games_played"]
        need(is_whole(games, 0, MAX_GAMES), "The saved number of games played is not valid.")
        best_game = WIN_BONUS + (players - 1) * rules.payoff_size
        totals = doc["totals"]
        need(isinstance(totals, list) and len(totals) == players
             and all(is_whole(t, 0, best_game * games) for t in totals)
             and sum(totals) <= best_game * games,
             "The saved match scores are not valid.")
        starter = seat_or_none(doc["last_starter"], "previous first player", players)
        winner = seat_or_none(doc["last_winner"], "previous winner", players)
        need((starter is None) == (games == 0),
             "The saved match's previous first player doesn't fit the games played.")
        need(winner is None or totals[winner] > 0,
             "The saved match's previous winner has no points.")
        return cls(rules, players, target, seed, totals, games, starter, winner)
