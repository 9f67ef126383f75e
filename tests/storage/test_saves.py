"""The autosave slot and games saved by name."""

from __future__ import annotations

import json
import os
import re
import tempfile
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import settings as run_with
from hypothesis import strategies as st

from spite_gui.engine.serial import NewerVersion
from spite_gui.storage import files
from spite_gui.storage.files import StorageProblem
from spite_gui.storage.paths import AppPaths
from spite_gui.storage.saves import (
    SAVE_EXTENSION,
    clear_autosave,
    read_autosave,
    read_save,
    write_autosave,
    write_save,
)

GAME = {"turn": 12, "players": [{"name": "You", "stock": [5, 9, 13]}], "seed": 48213}


def engine_check(game):
    """Stands in for Game.from_dict: refuses games it cannot rebuild."""
    if not isinstance(game.get("turn"), int) or game["turn"] < 0:
        raise ValueError("the turn number is impossible")


def test_no_autosave_on_first_run(paths):
    assert read_autosave(paths) == (None, None)


def test_autosave_round_trips_with_a_time(paths):
    write_autosave(paths, GAME)
    saved, problem = read_autosave(paths, engine_check)
    assert problem is None
    assert saved.game == GAME
    assert saved.saved_at.tzinfo is not None
    assert abs(datetime.now(UTC) - saved.saved_at) < timedelta(minutes=1)
    envelope = json.loads(paths.autosave_file.read_text(encoding="utf-8"))
    assert envelope["format"] == "spite-and-malice/save"
    assert envelope["version"] == 1
    assert envelope["game"] == GAME


def test_autosave_keeps_the_previous_turn_as_bak(paths):
    write_autosave(paths, {**GAME, "turn": 1})
    write_autosave(paths, {**GAME, "turn": 2})
    bak = json.loads((paths.data_dir / "autosave.json.bak").read_text(encoding="utf-8"))
    assert bak["game"]["seed"] == GAME["seed"]  # still a copy of the old game


def test_clear_autosave_removes_the_game_and_its_backup(paths):
    write_autosave(paths, GAME)
    write_autosave(paths, GAME)
    clear_autosave(paths)
    assert read_autosave(paths) == (None, None)
    assert list(paths.data_dir.iterdir()) == []
    clear_autosave(paths)  # nothing there: still fine


def test_another_game_replaces_the_autosave_and_leaves_no_backup_of_the_old_one(paths):
    write_autosave(paths, {**GAME, "seed": 1, "turn": 1})
    write_autosave(paths, {**GAME, "seed": 1, "turn": 2})
    write_autosave(paths, {**GAME, "seed": 2, "turn": 1}, another_game=True)
    assert read_autosave(paths)[0].game["seed"] == 2
    assert not (paths.data_dir / "autosave.json.bak").exists()
    paths.autosave_file.write_text("garbage", encoding="utf-8")
    assert read_autosave(paths)[0] is None  # the old game never comes back


def test_another_game_that_cannot_be_written_leaves_the_old_one_whole(paths, monkeypatch):
    write_autosave(paths, {**GAME, "turn": 1})
    write_autosave(paths, {**GAME, "turn": 2})
    monkeypatch.setattr(files.os, "replace", lambda *a: (_ for _ in ()).throw(OSError(28, "")))
    with pytest.raises(StorageProblem):
        write_autosave(paths, {**GAME, "seed": 2}, another_game=True)
    monkeypatch.undo()
    assert read_autosave(paths)[0].game["turn"] == 2
    bak = json.loads((paths.data_dir / "autosave.json.bak").read_text(encoding="utf-8"))
    assert bak["game"]["seed"] == GAME["seed"]  # still a copy of the old game


def test_damaged_autosave_is_moved_aside_and_the_game_goes_on(paths):
    write_autosave(paths, GAME)
    paths.autosave_file.write_bytes(paths.autosave_file.read_bytes()[:40])  # truncated
    saved, problem = read_autosave(paths, engine_check)
    assert saved is None
    assert problem.message.startswith("Your saved game could not be read (the file is damaged).")
    assert problem.message.endswith("and the game goes on without it.")
    assert re.fullmatch(r"autosave\.corrupt-\d{8}-\d{6}\.json", problem.moved_to.name)
    # The next autosave starts a fresh file.
    write_autosave(paths, GAME)
    assert read_autosave(paths, engine_check)[0].game == GAME


def test_damaged_autosave_falls_back_on_the_previous_turn(paths):
    write_autosave(paths, {**GAME, "turn": 11})
    write_autosave(paths, {**GAME, "turn": 12})
    paths.autosave_file.write_text("{}", encoding="utf-8")
    saved, problem = read_autosave(paths, engine_check)
    assert saved.game["turn"] == 11
    assert "previous copy was used instead" in problem.message
    assert problem.moved_to.exists()


def test_cleared_autosave_never_comes_back_from_its_backup(paths):
    write_autosave(paths, GAME)
    write_autosave(paths, GAME)
    clear_autosave(paths)
    paths.autosave_file.write_text("garbage", encoding="utf-8")
    saved, problem = read_autosave(paths)
    assert saved is None and problem is not None


def test_game_the_engine_rejects_is_moved_aside(paths):
    write_autosave(paths, {**GAME, "turn": -3})
    saved, problem = read_autosave(paths, engine_check)
    assert saved is None
    assert "the turn number is impossible" in problem.message
    assert not paths.autosave_file.exists()
    assert problem.moved_to.exists()


def test_envelope_without_a_game_is_damaged(paths):
    paths.data_dir.mkdir(parents=True)
    paths.autosave_file.write_text(
        json.dumps({"format": "spite-and-malice/save", "version": 1, "game": "nope"}), "utf-8"
    )
    saved, problem = read_autosave(paths)
    assert saved is None and "no game in it" in problem.message


def test_save_from_a_newer_game_is_reported_as_newer(paths):
    paths.data_dir.mkdir(parents=True)
    paths.autosave_file.write_text(
        json.dumps({"format": "spite-and-malice/save", "version": 7, "game": {}}), "utf-8"
    )
    saved, problem = read_autosave(paths)
    assert saved is None
    assert "made by a newer version of the game" in problem.message


def test_settings_file_is_not_a_saved_game(paths):
    paths.data_dir.mkdir(parents=True)
    paths.autosave_file.write_text(
        json.dumps({"format": "spite-and-malice/settings", "version": 1, "settings": {}}), "utf-8"
    )
    assert read_autosave(paths)[1].reason == files.WRONG_KIND


def test_a_bad_autosave_leaves_other_files_alone(paths):
    write_save(paths.saves_dir / "keeper", GAME)
    paths.autosave_file.write_bytes(b"\x00\x01garbage")
    _, problem = read_autosave(paths)
    assert problem is not None
    assert read_save(paths.saves_dir / "keeper.spite").game == GAME


def test_interrupted_autosave_keeps_the_previous_one(paths, monkeypatch):
    write_autosave(paths, {**GAME, "turn": 1})

    def crash(*args, **kwargs):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(files.os, "replace", crash)
    with pytest.raises(StorageProblem) as caught:
        write_autosave(paths, {**GAME, "turn": 2})
    monkeypatch.undo()
    assert caught.value.reason == files.WRITE_FAILED
    assert "could not be saved (Input/output error)" in caught.value.message
    assert read_autosave(paths)[0].game["turn"] == 1
    assert not [n for n in os.listdir(paths.data_dir) if n.endswith(".tmp")]


def test_named_save_gets_the_extension_and_round_trips(paths):
    written = write_save(paths.saves_dir / "Sunday game", GAME)
    assert written.name == "Sunday game" + SAVE_EXTENSION
    assert read_save(written, engine_check).game == GAME
    assert write_save(written, GAME) == written  # not ".spite.spite"


def test_missing_named_save_is_a_problem_not_a_crash(paths):
    with pytest.raises(StorageProblem) as caught:
        read_save(paths.saves_dir / "gone.spite")
    assert caught.value.reason == files.MISSING
    assert "could not be found" in caught.value.message


NOT_SAVES = {
    "a word-processor document": ("thesis.odt", b"PK\x03\x04\x14\x00 mimetypeapplication/vnd"),
    "a picture": ("card.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"),
    "our settings": ("settings.json", b'{"format": "spite-and-malice/settings", "version": 1}'),
    "an empty save": ("mine.spite", b"[]"),
}


@pytest.mark.parametrize("name, content", NOT_SAVES.values(), ids=NOT_SAVES.keys())
def test_a_picked_file_that_is_not_a_save_is_refused_and_left_as_it_is(tmp_path, name, content):
    picked = tmp_path / "Documents" / name
    picked.parent.mkdir()
    picked.write_bytes(content)
    with pytest.raises(StorageProblem) as caught:
        read_save(picked)
    assert caught.value.moved_to is None
    assert caught.value.message == (
        f"'{name}' is not a saved Spite and Malice game, or it is damaged."
        " The file was left as it is.")
    assert [p.name for p in picked.parent.iterdir()] == [name]
    assert picked.read_bytes() == content


def test_a_picked_save_whose_game_is_refused_is_left_as_it_is(paths):
    written = write_save(paths.saves_dir / "mine", {**GAME, "turn": -3})
    before = sorted(paths.saves_dir.iterdir())
    with pytest.raises(StorageProblem) as caught:
        read_save(written, engine_check)
    assert caught.value.message == ("The saved game 'mine.spite' could not be opened (the file"
                                    " is damaged: the turn number is impossible). The file was"
                                    " left as it is.")
    assert sorted(paths.saves_dir.iterdir()) == before


def newer_game(document):
    if document.get("version", 1) > 1:
        raise NewerVersion("the table was saved by a newer version")


@pytest.mark.parametrize("where", ["envelope", "game"])
def test_a_newer_save_is_called_newer_and_not_damaged(paths, where):
    target = paths.saves_dir / "later.spite"
    envelope = {"format": "spite-and-malice/save", "version": 1, "game": {"version": 1}}
    envelope["version" if where == "envelope" else "game"] = 3 if where == "envelope" else {
        "version": 2}
    target.parent.mkdir(parents=True)
    target.write_text(json.dumps(envelope), "utf-8")
    with pytest.raises(StorageProblem) as caught:
        read_save(target, newer_game)
    assert caught.value.reason == files.NEWER
    assert caught.value.message == ("'later.spite' was saved by a newer version of Spite and"
                                    " Malice; open it with that version. The file was left as"
                                    " it is.")


def test_an_autosave_from_a_newer_version_is_kept_and_never_replaced_or_cleared(paths):
    write_autosave(paths, {**GAME, "turn": 1})
    newer = json.dumps({"format": "spite-and-malice/save", "version": 2, "game": {}}).encode()
    paths.autosave_file.write_bytes(newer)
    before = sorted(os.listdir(paths.data_dir))

    saved, problem = read_autosave(paths, engine_check)

    assert saved is None and problem.reason == files.NEWER and problem.moved_to is None
    assert "damaged" not in problem.message
    assert "newer version can still resume it" in problem.message
    with pytest.raises(StorageProblem) as caught:
        write_autosave(paths, GAME)
    assert caught.value.reason == files.NEWER
    clear_autosave(paths)
    assert paths.autosave_file.read_bytes() == newer
    assert sorted(os.listdir(paths.data_dir)) == before


def test_a_game_that_cannot_be_written_is_reported_not_raised(paths):
    with pytest.raises(StorageProblem) as caught:
        write_autosave(paths, {"name": "\ud800"})
    assert caught.value.reason == files.WRITE_FAILED


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=10,
)
almost_saves = st.fixed_dictionaries(
    {"format": st.just("spite-and-malice/save"), "version": json_values | st.integers(-2, 3)},
    optional={
        "game": json_values | st.fixed_dictionaries({"turn": json_values}),
        "saved_at": json_values,
    },
).map(lambda d: json.dumps(d).encode())


@run_with(max_examples=200, deadline=None)
@given(st.binary(max_size=400) | almost_saves)
def test_random_bytes_as_a_save_never_crash(raw):
    with tempfile.TemporaryDirectory() as home:
        paths = AppPaths.under(home)
        paths.data_dir.mkdir(parents=True)
        paths.autosave_file.write_bytes(raw)
        saved, problem = read_autosave(paths, engine_check)
        assert (saved is None) != (problem is None)
        target = paths.data_dir / "named.spite"
        target.write_bytes(raw)
        try:
            read_save(target, engine_check)
        except StorageProblem as caught:
            assert caught.message
