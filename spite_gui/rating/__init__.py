"""Ratings: each person's against the computer levels, and their friends', from the
statistics' record of games (no Qt, no files: the caller hands in the records and the
shipped levels' ratings).

The model is openskill's (Weng-Lin, Thurstone-Mosteller): it rates games of two to four
players from their finishing order, is typed and kept up to date. The computer levels
are fixed anchors, measured by the tournament runner (``benchmarks/level_ratings.py``).
"""

from .anchors import LevelsFileError, PairResult, fit_levels, read_levels
from .history import (
    FriendRating,
    RatedGame,
    Rater,
    Ratings,
    played_games,
    rate_history,
)
from .model import START, Skill, points, win_chance
from .suggest import chances, even_level

__all__ = ["START", "FriendRating", "LevelsFileError", "PairResult", "RatedGame", "Rater",
           "Ratings", "Skill", "chances", "even_level", "fit_levels", "played_games", "points",
           "rate_history", "read_levels", "win_chance"]
