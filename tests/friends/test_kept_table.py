"""The table a host keeps for Host It Again is checked as strictly as a saved game: a damaged
one (its game, its seats against the plan, its friends against the seats, its promised
deal) is moved aside with a message at the next start and never offered, and nothing is
raised out of the window."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spite_gui.controller.server_runner import HOSTED_FORMAT, ServerPlan, read_hosted
from spite_gui.play import Seating
from spite_gui.storage import AppPaths
from spite_gui.storage.saves import read_hosted_table, write_hosted_table
from tests.controller.persist_helpers import Launcher, moved_aside, write_raw
from tests.net.helpers import Harness, RawPeer, wait_for


@pytest.fixture(scope="module")
def kept():
    """A table kept by its host: Anna hosts, Bob sat down, the game is dealt."""
    harness = Harness()
    try:
        table, port = harness.host(("person", "remote"), start_when_full=True, computers=False)
        RawPeer(harness, port).sit("Bob")
        wait_for(lambda: harness.run(lambda: table.host is not None), 10)
        snapshot = harness.run(table.snapshot)
    finally:
        harness.close()
    seating = Seating.from_dict(snapshot["seating"])
    plan = ServerPlan("Anna", table.rules, seating, port=0)
    return json.loads(json.dumps({"format": HOSTED_FORMAT, "table": snapshot, "codes": {},
                                  "plan": plan.to_json()}))


def _changed(document, path, value):
    changed = copy.deepcopy(document)
    where = changed
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = value
    return changed


DAMAGE = {
    "no game": (("table", "game"), {}),
    "junk moves": (("table", "game", "moves"), ["junk", 7]),
    "a deal number out of range": (("table", "game", "seed"), 10**15),
    "three seats for a game of two": (("table", "seating"), [
        {"kind": "person", "name": "Anna", "level": ""},
        {"kind": "remote", "name": "Friend", "level": ""},
        {"kind": "remote", "name": "Friend 2", "level": ""}]),
    "the host's seat a friend's": (("table", "seating"), [
        {"kind": "remote", "name": "Anna", "level": ""},
        {"kind": "remote", "name": "Friend", "level": ""}]),
    "the same friend's seat twice": (("table", "friends"), [
        {"seat": 1, "name": "Bob", "seat_key": None},
        {"seat": 1, "name": "Cleo", "seat_key": None}]),
    "a friend in the host's seat": (("table", "friends"), [
        {"seat": 0, "name": "Bob", "seat_key": None}]),
    "a friend kept as before seat keys": (("table", "friends"), [
        {"seat": 1, "name": "Bob", "token": None, "address": None}]),
    "a seat key that is not one": (("table", "friends"), [
        {"seat": 1, "name": "Bob", "seat_key": "ab" * 31}]),
    "a table key that is not one": (("table", "table_key"), "AB" * 32),
    "a PIN of five digits": (("table", "pin"), "12345"),
    "a removed seat key that is not one": (("table", "removed"), ["x"]),
    "no friend's seat": (("table", "friends"), []),
    "a salt that is not hex": (("table", "salt"), "é" * 64),
    "a salt of capital letters": (("table", "salt"), "AB" * 32),
    "another game's first player before": (("table", "previous_starter"), 1),
    "a game numbered 0": (("table", "game_number"), 0),
}


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_a_damaged_kept_table_is_refused_saying_what_is_wrong(kept, damage):
    path, value = DAMAGE[damage]
    read_hosted(kept)  # the table as kept is good
    with pytest.raises(ValueError):
        read_hosted(_changed(kept, path, value))


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_kept_table_with_bytes_changed_is_used_whole_or_moved_aside(kept, tmp_path_factory,
                                                                     data):
    """Any bytes changed: the file is read and hosted again as a whole, or moved aside with a
    message; nothing else escapes."""
    home = tmp_path_factory.mktemp("home")
    paths = AppPaths.under(home)
    write_hosted_table(paths, kept)
    raw = bytearray(paths.hosted_table_file.read_bytes())
    for _ in range(data.draw(st.integers(1, 4))):
        where = data.draw(st.integers(0, len(raw) - 1))
        raw[where] = data.draw(st.integers(0, 255))
    paths.hosted_table_file.write_bytes(bytes(raw))
    backup = paths.hosted_table_file.with_name(paths.hosted_table_file.name + ".bak")
    backup.unlink(missing_ok=True)
    saved, problem = read_hosted_table(paths, read_hosted)
    if saved is None:
        assert problem is None or moved_aside(paths.hosted_table_file)
    else:
        _plan, snapshot, _codes = read_hosted(saved.game)
        from spite_gui.net.server import TableServer

        harness = Harness()
        try:
            harness.run(lambda: TableServer.resume(snapshot, harness.net, harness.net).close())
        finally:
            harness.close()


@pytest.mark.parametrize("damage", ["no game", "a salt that is not hex",
                                    "a friend in the host's seat", "the host's seat a friend's"])
def test_at_the_next_start_a_damaged_kept_table_is_moved_aside_and_the_game_goes_on(
        qtbot, qapp, kept, damage):
    path, value = DAMAGE[damage]
    launch = Launcher(qtbot)
    try:
        paths = launch.paths
        write_raw(paths.hosted_table_file, {"format": "spite-and-malice/save", "version": 1,
                                            "saved_at": "2030-01-01T00:00:00+00:00",
                                            "game": _changed(kept, path, value)})
        app = launch(seed=5)
        qtbot.waitUntil(lambda: any("The table you hosted for your friends" in text
                                    for text in app.notices.open_texts()))
        assert moved_aside(paths.hosted_table_file)
        assert not paths.hosted_table_file.exists()
        assert app.friends.resume_box is None
        qtbot.waitUntil(lambda: app.table.view is not None)  # a game of one's own is dealt
    finally:
        launch.close_all()
