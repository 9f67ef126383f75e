"""Expert's settings: one value, the keywords the tournament's options give, and their limits."""

from __future__ import annotations

from dataclasses import replace

import pytest

from spite_gui.ai import make_player
from spite_gui.ai.expert import EXPERT_WEIGHTS, ExpertOptions, ExpertPlayer


def test_keywords_change_the_fields_they_name_and_keep_the_rest():
    player = make_player("expert", seed=3, budget=None, samples=50, weights={"block": 90.0})
    assert player.options == replace(ExpertOptions(), budget=None, samples=50,
                                     weights=replace(EXPERT_WEIGHTS, block=90.0))
    assert ExpertPlayer(3, options=ExpertOptions(samples=50), follow=False).options == (
        ExpertOptions(samples=50, follow=False))
    assert make_player("expert", seed=3, weights=None).options == ExpertOptions()


def test_an_unknown_setting_is_refused():
    with pytest.raises(TypeError):
        make_player("expert", seed=3, sampels=50)


def test_the_budget_stays_within_a_second_and_counts_stay_positive():
    assert ExpertOptions(budget=5).budget == 1.0
    assert ExpertOptions(budget=-1).budget == 0.0
    assert ExpertOptions(samples=0, candidates=-2) == ExpertOptions(samples=1, candidates=1)


def test_a_smaller_budget_deals_proportionally_fewer_samples_never_fewer_than_eight():
    assert ExpertOptions().sample_count == 200
    assert ExpertOptions(budget=0.1).sample_count == 40
    assert ExpertOptions(budget=0.01).sample_count == 8
    assert ExpertOptions(budget=1.0).sample_count == 200  # more time, no more samples
    assert ExpertOptions(budget=None, samples=30).sample_count == 30
