"""The words a statistics record is made of (results, whom a game was played with) and the
totals over a set of games: shared by the store and its index of games in memory."""

from __future__ import annotations

from dataclasses import dataclass

WON, LOST, DRAW = "won", "lost", "draw"
#: A game the player gave up before its end: it counts as a loss.
ABANDONED = "abandoned"
RESULTS = (WON, LOST, DRAW, ABANDONED)
MIXED = "mixed"
#: How a record names a person opponent among the computers' levels.
PERSON = "person"
#: The name of the one person playing against the computers.
YOU = "You"
#: How a record names a friend who played over the network: this, then their name.
FRIEND_MARK = "friend:"
#: Whom the games were played with: the computers only, other people at this computer
#: too, or friends over the network.
COMPUTERS_ONLY, WITH_PEOPLE, WITH_FRIENDS = "computers", "people", "friends"


@dataclass(frozen=True)
class Summary:
    """Totals over a set of finished games (all zero/None when there are none).

    ``lost`` counts the abandoned games too, and ``abandoned`` says how many
    of them there were. Streaks count consecutive wins; any other result ends
    one. ``current_streak`` is the run of wins ending with the latest game.
    ``unreadable`` is how many recorded games were left out because what the
    file holds for them is not a sound game.
    """

    games: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    abandoned: int = 0
    unreadable: int = 0
    win_rate: float = 0.0
    current_streak: int = 0
    best_streak: int = 0
    best_score: int | None = None
    average_payoff_left: float | None = None
