"""How a game ends and what it scores, and matches played to a target score."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from .game import Game
    from .rules import Rules

PAYOFF_EMPTIED = "payoff_emptied"
STOCK_EXHAUSTED = "stock_exhausted"
TURN_LIMIT = "turn_limit"
REASONS = (PAYOFF_EMPTIED, STOCK_EXHAUSTED, TURN_LIMIT)
WIN_BONUS = 5
MATCH_TARGETS = (0, 25, 50, 100)


class Outcome(NamedTuple):
    """The end of a game: ``winner`` (a seat, or None for a draw), why, and each seat's score."""

    winner: int | None
    reason: str
    scores: tuple[int, ...]

    @property
    def is_draw(self) -> bool:
        return self.winner is None

    def describe(self, names: Sequence[str]) -> str:
        """One sentence for people, e.g. "You won: your payoff pile is empty (+17)."."""
        if self.reason == TURN_LIMIT:
            return "The game is a draw: the turn limit was reached."
        if self.winner is None:
            return "The game is a draw: the stock ran out with the payoff piles level."
        who = names[self.winner]
        points = self.scores[self.winner]
        why = ("emptied the payoff pile" if self.reason == PAYOFF_EMPTIED
               else "had the fewest payoff cards when the stock ran out")
        return f"{who} won: {why} (+{points})."


def payoff_win(winner: int, payoff_counts: Sequence[int]) -> Outcome:
    """Someone emptied their payoff pile: 5 points plus every card left in the others' piles."""
    scores = [0] * len(payoff_counts)
    scores[winner] = WIN_BONUS + sum(payoff_counts)
    return Outcome(winner, PAYOFF_EMPTIED, tuple(scores))


def stock_out(payoff_counts: Sequence[int]) -> Outcome:
    """The stock ran out: the fewest payoff cards wins the difference to each other player."""
    fewest = min(payoff_counts)
    leaders = [i for i, n in enumerate(payoff_counts) if n == fewest]
    scores = [0] * len(payoff_counts)
    if len(leaders) > 1:
        return Outcome(None, STOCK_EXHAUSTED, tuple(scores))
    winner = leaders[0]
    scores[winner] = sum(n - fewest for n in payoff_counts)
    return Outcome(winner, STOCK_EXHAUSTED, tuple(scores))


def turn_limit(players: int) -> Outcome:
    """The turn limit ended the game: a draw with no score."""
    return Outcome(None, TURN_LIMIT, (0,) * players)


class Match:
    """Games played to a target score; ``target`` 0 means a single game.

    >>> from spite_gui.engine import Rules
    >>> match = Match(Rules(), players=2, target=25, seed=7)
    >>> game = match.next_game()
    >>> game.seed == 7
    True

    The first game's seed is ``seed``; each next game uses the next deal number.
    Who starts each game follows the rules (the higher payoff top card, ties
    broken clockwise from the seat after the previous game's first player).
    """

    def __init__(self, rules: Rules, players: int, target: int = 0, seed: int | None = None,
                 totals: Sequence[int] | None = None, games_played: int = 0,
                 last_starter: int | None = None, last_winner: int | None = None) -> None:
        from .game import Game, new_deal_number

        if target not in MATCH_TARGETS:
            raise ValueError("A match is a single game or played to 25, 50 or 100 points.")
        rules.check_players(players)
        self.rules = rules
        self.players = players
        self.target = target
        self.first_seed = new_deal_number() if seed is None else seed
        self.totals = list(totals) if totals is not None else [0] * players
        self.games_played = games_played
        self.last_starter = last_starter
        self.last_winner = last_winner
        self._game_type = Game

    def next_game(self) -> Game:
        """Deal the next game of the match (it is not recorded until :meth:`record`)."""
        if self.is_over:
            raise ValueError("The match is over.")
        return self._game_type.new(
            self.rules, self.players, self.first_seed + self.games_played,
            previous_starter=self.last_starter,
        )

    def record(self, game: Game) -> None:
        """Add a finished game's scores to the match."""
        if game.outcome is None:
            raise ValueError("Only a finished game can be added to the match.")
        for seat, points in enumerate(game.outcome.scores):
            self.totals[seat] += points
        self.games_played += 1
        self.last_starter = game.first_player
        self.last_winner = game.outcome.winner

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

    def to_dict(self) -> dict:
        return {
            "rules": self.rules.to_dict(), "players": self.players, "target": self.target,
            "seed": self.first_seed, "totals": list(self.totals),
            "games_played": self.games_played, "last_starter": self.last_starter,
            "last_winner": self.last_winner,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Match:
        """A match from :meth:`to_dict` output; ValueError (with the reason) if it is bad."""
        from .rules import Rules

        try:
            rules = Rules.from_dict(data["rules"])
            players = data["players"]
            totals = data["totals"]
            if not (isinstance(totals, list) and len(totals) == players
                    and all(type(t) is int and t >= 0 for t in totals)):
                raise ValueError("The saved match scores are not valid.")
            for key in ("seed", "games_played"):
                if type(data[key]) is not int or data[key] < 0:
                    raise ValueError("The saved match is not valid.")
            for key in ("last_starter", "last_winner"):
                value = data.get(key)
                if value is not None and (type(value) is not int or not 0 <= value < players):
                    raise ValueError("The saved match is not valid.")
            return cls(rules, players, data["target"], data["seed"], totals,
                       data["games_played"], data["last_starter"], data.get("last_winner"))
        except (KeyError, TypeError):
            raise ValueError("The saved match is not valid.") from None
