"""Finished games kept for review: written whole, read back, and a bad file reported and
left as it is."""

from __future__ import annotations

import json

import pytest

from spite_gui.engine import Game, Rules
from spite_gui.engine.serial import NewerVersion
from spite_gui.play import Seating
from spite_gui.play.finished_table import finished_document, read_finished
from spite_gui.storage import AppPaths, StorageProblem
from spite_gui.storage.files import DAMAGED, INVALID, MISSING, NEWER
from spite_gui.storage.kept_games import (
    KEPT_FORMAT,
    keep_game,
    kept_game_file,
    kept_games_dir,
    read_kept_game,
)

MOMENT = "2026-11-21T23:59:59+00:00"


def _finished() -> tuple[Game, Seating]:
    game = Game.new(Rules.preset("Classic"), 2, 48213)
    for _ in range(6):  # three turns each: discards
        game.play(next(m for m in game.legal_moves() if m.target == "side"))
    return game, Seating.of(people=2, players=2, names=["Ann", "Bob"])


def test_a_kept_game_comes_back_whole_with_its_seats(paths):
    game, seating = _finished()
    written = keep_game(paths, MOMENT, game.seed, finished_document(game, seating))
    assert written == kept_game_file(paths, MOMENT, game.seed)
    assert written.parent == kept_games_dir(paths)
    assert ":" not in written.name  # a name Windows takes
    assert [p.name for p in written.parent.iterdir()] == [written.name]  # no temporary left
    table = read_finished(read_kept_game(paths, MOMENT, game.seed, read_finished))
    assert table.game == game
    assert table.game.events  # its history, played again: the log and the steps need it
    assert table.seating == seating
    assert table.seat_of("Bob") == 1 and table.seat_of("Carol") is None


def test_a_game_never_kept_is_reported_as_not_kept(paths):
    with pytest.raises(StorageProblem) as caught:
        read_kept_game(paths, MOMENT, 7, read_finished)
    assert caught.value.reason == MISSING
    assert "were not kept" in caught.value.message


@pytest.mark.parametrize("content, reason", [
    (b"{\"format\": \"spite-and-mal", DAMAGED),
    (json.dumps({"format": KEPT_FORMAT, "version": 1, "game": {"format": "x"}}).encode(),
     INVALID),
    (json.dumps({"format": KEPT_FORMAT, "version": 99, "game": {}}).encode(), NEWER),
])
def test_a_bad_kept_game_is_reported_and_left_as_it_is(paths, content, reason):
    path = kept_game_file(paths, MOMENT, 7)
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    with pytest.raises(StorageProblem) as caught:
        read_kept_game(paths, MOMENT, 7, read_finished)
    assert caught.value.reason == reason
    assert "left as it is" in caught.value.message
    assert path.read_bytes() == content


def test_a_table_from_a_newer_version_is_refused_as_newer():
    game, seating = _finished()
    document = finished_document(game, seating)
    document["version"] = 99
    with pytest.raises(NewerVersion):
        read_finished(document)


def test_keeping_replaces_the_file_atomically_and_refuses_a_bad_name(paths):
    game, seating = _finished()
    keep_game(paths, MOMENT, game.seed, finished_document(game, seating))
    game.play(game.legal_moves()[-1])
    keep_game(paths, MOMENT, game.seed, finished_document(game, seating))
    assert read_finished(read_kept_game(paths, MOMENT, game.seed)).game == game
    with pytest.raises(ValueError):
        kept_game_file(paths, "../../etc/passwd", 1)


def test_a_folder_that_cannot_be_made_is_reported_and_nothing_is_kept(paths):
    game, seating = _finished()
    kept_games_dir(paths).parent.mkdir(parents=True)
    kept_games_dir(paths).write_text("in the way")  # a file where the folder would go
    with pytest.raises(StorageProblem) as caught:
        keep_game(paths, MOMENT, game.seed, finished_document(game, seating))
    assert "could not be kept" in caught.value.message
    assert kept_games_dir(paths).read_text() == "in the way"


def test_a_game_with_a_friend_and_a_table_saved_before_the_seats_were_kept_are_read():
    game, _seating = _finished()
    with_friend = Seating.build(["person", "remote"], ["Ann", "Bob"])
    assert read_finished(finished_document(game, with_friend)).seating == with_friend
    old = finished_document(game, Seating.against_computers(2, "hard"))
    del old["seats"], old["scores"]
    old.update(version=1, levels=["hard"])
    table = read_finished(old)
    assert table.game == game and table.seating.levels == ("hard",) and table.seat == 0


def test_forgetting_the_kept_games_removes_them_and_nothing_else(paths):
    from spite_gui.storage.kept_games import forget_kept_games

    game, seating = _finished()
    for moment in (MOMENT, "2026-11-22T10:00:00+00:00"):
        keep_game(paths, moment, game.seed, finished_document(game, seating))
    keep_game(paths, MOMENT, game.seed, finished_document(game, seating))  # a .bak too
    mine = kept_games_dir(paths) / "notes.txt"
    mine.write_text("the player's own")
    assert forget_kept_games(paths) == 3
    assert list(kept_games_dir(paths).iterdir()) == [mine]
    assert forget_kept_games(AppPaths.under(paths.data_dir / "nowhere")) == 0


def test_the_oldest_kept_games_make_room_for_new_ones(paths):
    """Years of play don't fill the disk: beyond the newest ``most``, the oldest go."""
    game, seating = _finished()
    table = finished_document(game, seating)
    moments = [f"2026-11-2{day}T20:00:00+00:00" for day in (4, 1, 3, 2)]  # kept out of order
    for moment in moments:
        keep_game(paths, moment, game.seed, table, most=3)
    kept = sorted(path.name for path in kept_games_dir(paths).iterdir())
    assert kept == [kept_game_file(paths, moment, game.seed).name for moment in sorted(moments)[1:]]
    with pytest.raises(StorageProblem) as gone:
        read_kept_game(paths, "2026-11-21T20:00:00+00:00", game.seed)
    assert gone.value.reason == MISSING
    assert read_finished(read_kept_game(paths, moments[0], game.seed)).game == game
