"""The computer levels' own ratings: measured once by playing the levels against each
other (``benchmarks/level_ratings.py``), shipped in ``resources/level_ratings.json``,
and fixed: a person's games never move them (they are the anchors of every rating).

:func:`fit_levels` turns the measured games into ratings (the model's most likely
skills, Medium held at the start's skill, with each one's standard error);
:func:`read_levels` checks the shipped file's content (parsed JSON) and refuses
anything that is not a sound table of the four levels.

>>> pairs = [PairResult("medium", "easy", 75.0, 100), PairResult("hard", "medium", 89.0, 100)]
>>> fitted = fit_levels(pairs, ("easy", "medium", "hard"), held="medium")
>>> [round(fitted[level].mu, 1) for level in ("easy", "medium", "hard")]
[21.1, 25.0, 32.1]
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from spite_gui.levels import LEVELS

from .model import BETA, START_MU, Skill, normal_cdf

#: The version of the shipped file this game reads.
FILE_FORMAT = "spite-and-malice-level-ratings"
FILE_VERSION = 1
#: Skills beyond this are no measurement (a level always winning or always losing).
MOST_MU = 200.0


class LevelsFileError(ValueError):
    """The shipped levels' ratings are not a sound table (a damaged or foreign file)."""


@dataclass(frozen=True)
class PairResult:
    """The games of two levels against each other: ``first``'s points (a win 1, a draw
    half) out of ``games``."""

    first: str
    second: str
    points: float
    games: int


def _density(z: float) -> float:
    return math.exp(-z * z / 2) / math.sqrt(2 * math.pi)


def fit_levels(pairs: Sequence[PairResult], levels: Sequence[str] = LEVELS,
               held: str = "medium", steps: int = 100) -> dict[str, Skill]:
    """The levels' skills that make the games measured most likely (the model's chance of
    a win for a difference ``d`` is Φ(d / (√2 β))), ``held`` at the start's skill; each
    skill's sigma is its standard error (from the Fisher information). Every pair counts
    half a win and half a loss more than it played, so that a level that won every game
    still gets a finite skill."""
    free = [level for level in levels if level != held]
    where = {level: i for i, level in enumerate(free)}
    mu = dict.fromkeys(levels, START_MU)
    scale = math.sqrt(2) * BETA
    information: list[list[float]] = []
    for _ in range(steps):
        gradient = [0.0] * len(free)
        information = [[0.0] * len(free) for _ in free]
        for pair in pairs:
            won, games = pair.points + 0.5, pair.games + 1
            z = (mu[pair.first] - mu[pair.second]) / scale
            p = min(max(normal_cdf(z), 1e-12), 1 - 1e-12)
            slope = _density(z) * (won / p - (games - won) / (1 - p)) / scale
            weight = games * _density(z) ** 2 / (p * (1 - p)) / scale ** 2
            for level, sign in ((pair.first, 1.0), (pair.second, -1.0)):
                if level in where:
                    gradient[where[level]] += sign * slope
            for a, sa in ((pair.first, 1.0), (pair.second, -1.0)):
                for b, sb in ((pair.first, 1.0), (pair.second, -1.0)):
                    if a in where and b in where:
                        information[where[a]][where[b]] += sa * sb * weight
        step = _solve(information, gradient)
        for level, change in zip(free, step, strict=True):
            mu[level] = min(max(mu[level] + change, -MOST_MU), MOST_MU)
        if max(map(abs, step), default=0.0) < 1e-9:
            break
    errors = _inverse_diagonal(information)
    return {level: Skill(mu[level], errors[where[level]] if level in where else 0.0)
            for level in levels}


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``x`` with ``matrix @ x == vector`` (Gaussian elimination; a small matrix)."""
    size = len(vector)
    rows = [[*row, value] for row, value in zip(matrix, vector, strict=True)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        if abs(rows[col][col]) < 1e-15:
            raise ValueError("the measured games do not link every level to the others")
        for r in range(size):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col], strict=True)]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def _inverse_diagonal(matrix: list[list[float]]) -> list[float]:
    """The square roots of the inverse's diagonal: the standard errors."""
    size = len(matrix)
    return [math.sqrt(max(_solve(matrix, [float(i == j) for j in range(size)])[i], 0.0))
            for i in range(size)]


def read_levels(document: object) -> dict[str, Skill]:
    """Every level's rating from the shipped file's parsed JSON; raises
    :class:`LevelsFileError` if it is not a sound table of all of :data:`LEVELS`."""
    if not isinstance(document, Mapping):
        raise LevelsFileError("not a table of ratings")
    if document.get("format") != FILE_FORMAT:
        raise LevelsFileError("not a file of the levels' ratings")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version != FILE_VERSION:
        raise LevelsFileError(f"version {version!r}, this game reads {FILE_VERSION}")
    table = document.get("levels")
    if not isinstance(table, Mapping) or set(table) != set(LEVELS):
        raise LevelsFileError(f"the levels must be exactly {', '.join(LEVELS)}")
    found = {}
    for level in LEVELS:
        entry = table[level]
        values = [entry.get(key) if isinstance(entry, Mapping) else None
                  for key in ("mu", "sigma")]
        if not all(isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v)
                   for v in values):
            raise LevelsFileError(f"{level}: mu and sigma must be numbers")
        mu, sigma = (float(v) for v in values)  # type: ignore[arg-type]
        if abs(mu) > MOST_MU or not 0 <= sigma <= MOST_MU:
            raise LevelsFileError(f"{level}: mu or sigma out of range")
        found[level] = Skill(mu, sigma)
    return found
