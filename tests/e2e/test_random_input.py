"""Thousands of random mouse and key events on the real window, over several games.

The computer players think on a worker thread while the table animates and the
player clicks, drags and presses keys at random: the program must not crash,
hang or raise (see :mod:`tests.e2e.soak`, which also runs longer soaks).
"""

from __future__ import annotations

import json
import shutil

import pytest

from .soak import soak
from .xsession import TOOLS

pytestmark = pytest.mark.slow

EVENTS = 4000
GAMES = 2  # played to the end, besides the deals the random keys start
MOST_SECONDS = 150  # typically 40-80 s; a bound, not a budget


def test_random_input_over_several_games_never_crashes_hangs_or_raises(tmp_path):
    for tool in TOOLS:
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (the CI script installs it)")
    # against one Expert (and Expert hints on the H key), so that games end in time
    figures = soak(MOST_SECONDS, seed=2718, workdir=tmp_path, players=2, events=EVENTS,
                   games=GAMES)
    print(json.dumps(figures.__dict__))
    assert figures.problems == []
    assert figures.exit_code == 0
    assert figures.events >= EVENTS and figures.games_finished >= GAMES
    assert figures.probes > 5  # the window answered a resize every few seconds
