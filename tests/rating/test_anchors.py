"""The levels' ratings: fitted from measured games, and read from the shipped file only
when it is a sound table."""

from __future__ import annotations

import json
import math

import pytest

from spite_gui.levels import LEVELS
from spite_gui.rating import LevelsFileError, PairResult, Skill, fit_levels, read_levels
from spite_gui.rating.anchors import FILE_FORMAT, FILE_VERSION
from spite_gui.rating.model import BETA, normal_cdf
from spite_gui.resources import resource_path


def test_the_fit_finds_the_skills_the_games_were_played_at():
    truth = {"easy": 15.0, "medium": 25.0, "hard": 31.0, "expert": 32.5}
    pairs = [PairResult(a, b, 10_000 * normal_cdf((truth[a] - truth[b]) / (math.sqrt(2) * BETA)),
                        10_000)
             for a, b in (("medium", "easy"), ("hard", "medium"), ("expert", "hard"),
                          ("hard", "easy"))]
    fitted = fit_levels(pairs)
    for level, mu in truth.items():
        assert fitted[level].mu == pytest.approx(mu, abs=0.05)
    assert fitted["medium"].sigma == 0 and 0 < fitted["hard"].sigma < fitted["expert"].sigma


def test_a_level_that_won_every_game_still_gets_a_finite_rating():
    fitted = fit_levels([PairResult("medium", "easy", 50, 50)], ("easy", "medium"))
    assert math.isfinite(fitted["easy"].mu) and fitted["easy"].mu < 25


def table(**changes):
    document = {"format": FILE_FORMAT, "version": FILE_VERSION,
                "levels": {level: {"mu": 20.0 + i, "sigma": 0.5}
                           for i, level in enumerate(LEVELS)}}
    document.update(changes)
    return document


def test_the_shipped_file_is_a_sound_table_of_every_level_in_order_of_strength():
    levels = read_levels(json.loads(resource_path("level_ratings.json").read_text("utf-8")))
    assert list(levels) == list(LEVELS)
    assert [levels[level].mu for level in LEVELS] == sorted(levels[level].mu for level in LEVELS)


@pytest.mark.parametrize("document", [
    [], {}, table(format="something else"), table(version=2), table(version=True),
    table(levels={"easy": {"mu": 1, "sigma": 1}}),
    table(levels={level: {"mu": float("nan"), "sigma": 1} for level in LEVELS}),
    table(levels={level: {"mu": "25", "sigma": 1} for level in LEVELS}),
    table(levels={level: {"mu": 25, "sigma": -1} for level in LEVELS}),
    table(levels={level: {"mu": 1e9, "sigma": 1} for level in LEVELS}),
])
def test_a_damaged_or_foreign_table_is_refused(document):
    with pytest.raises(LevelsFileError):
        read_levels(document)


def test_a_sound_table_is_read():
    assert read_levels(table())["medium"] == Skill(21.0, 0.5)
