"""The rating model: openskill's Thurstone-Mosteller model, and the points a player reads.

A rating is a belief about a player's skill: ``mu``, the most likely skill, and
``sigma``, how unsure it is. The chance that one player beats another in a game of two
is the normal curve's at ``(mu_a - mu_b) / c``, ``c`` = √(2β² + σa² + σb²): the model
the ratings are updated with (openskill's ``ThurstoneMostellerFull``), so a player who
wins 50% against a level ends up rated level with it and the chance the page gives is
the model's own.

The player reads points, as chess players do: 1500 at the model's starting skill, 50
points to a unit of ``mu``; 200 points more wins about three games in four.

>>> points(25.0)
1500
>>> round(100 * win_chance(Skill(30.0, 1.0), Skill(25.0, 1.0)))
80
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from openskill.models import ThurstoneMostellerFull, ThurstoneMostellerFullRating

#: The model's starting belief: skill 25, unsure by 25/3 (openskill's defaults).
START_MU = 25.0
START_SIGMA = 25.0 / 3.0
#: The spread of one game's performance around a player's skill.
BETA = 25.0 / 6.0
#: How much a rating may drift between two games (openskill's default, 25/300).
TAU = 25.0 / 300.0
#: The points a player reads: ``POINTS_AT_START + POINTS_PER_MU * (mu - START_MU)``.
POINTS_AT_START = 1500
POINTS_PER_MU = 50.0


@dataclass(frozen=True)
class Skill:
    """One player's rating: the likely skill ``mu`` and the doubt ``sigma``."""

    mu: float
    sigma: float

    @property
    def points(self) -> int:
        """The rating as the player reads it."""
        return points(self.mu)

    @property
    def doubt_points(self) -> int:
        """How far the true rating may lie from :attr:`points`: two sigmas, in points."""
        return round(2 * self.sigma * POINTS_PER_MU)


START = Skill(START_MU, START_SIGMA)


def points(mu: float) -> int:
    """The points a skill of ``mu`` reads as."""
    return round(POINTS_AT_START + POINTS_PER_MU * (mu - START_MU))


def make_model() -> ThurstoneMostellerFull:
    """The model every rating is updated with."""
    return ThurstoneMostellerFull(mu=START_MU, sigma=START_SIGMA, beta=BETA, tau=TAU)


def spread(a: Skill, b: Skill) -> float:
    """``c``: the spread of the difference of two players' performances in one game."""
    return math.sqrt(2 * BETA * BETA + a.sigma * a.sigma + b.sigma * b.sigma)


def win_chance(a: Skill, b: Skill) -> float:
    """The chance that ``a`` beats ``b`` in a game of two, as the model sees it (the same
    as openskill's ``predict_win`` for two players)."""
    return normal_cdf((a.mu - b.mu) / spread(a, b))


def normal_cdf(z: float) -> float:
    """The standard normal distribution's share below ``z``."""
    return 0.5 * math.erfc(-z / math.sqrt(2))


def to_openskill(skill: Skill, model: ThurstoneMostellerFull) -> ThurstoneMostellerFullRating:
    return model.rating(mu=skill.mu, sigma=skill.sigma)


def from_openskill(rating: ThurstoneMostellerFullRating) -> Skill:
    return Skill(float(rating.mu), float(rating.sigma))
