"""A hosted table and its guests over loopback TCP, in one process."""

from __future__ import annotations

import pytest

from spite_gui.engine import PlayerView
from spite_gui.net.table import OVER

from .helpers import Harness, wait_for


@pytest.fixture
def harness():
    harness = Harness()
    yield harness
    harness.close()


def test_two_friends_and_the_host_play_a_whole_game(harness):
    table, port = harness.host(("computer", "remote", "remote"), start_when_full=True)
    guests = [harness.guest(port, name, seed=seat) for seat, name in ((1, "Bob"), (2, "Cleo"))]
    wait_for(lambda: all(g.verdicts for g in guests), 60, "the game and the deal check")
    assert table.phase == OVER
    for guest in guests:
        assert guest.verdicts[1].ok, guest.verdicts[1].message
        final = harness.run(lambda guest=guest: table.host.view(guest.seat))
        assert guest.update.view == final
        assert isinstance(final, PlayerView) and final.outcome is not None
    assert {g.seat for g in guests} == {1, 2}
    assert not harness.net.errors
