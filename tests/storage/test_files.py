"""Atomic writes, backups, and files that are moved aside when they are bad."""

from __future__ import annotations

import json
import os
import re

import pytest

from spite_gui.engine.serial import NewerVersion
from spite_gui.storage import files
from spite_gui.storage.files import (
    StorageProblem,
    atomic_write_json,
    backup_path,
    load_json_document,
)

KIND = "spite-and-malice/test"
ASIDE = re.compile(r"^doc\.corrupt-\d{8}-\d{6}(-\d+)?\.json$")


def doc(**extra):
    return {"format": KIND, "version": 1, **extra}


def names(folder):
    return sorted(p.name for p in folder.iterdir())


def load(path, **kwargs):
    """Read a file the player picked: it is never moved."""
    return load_json_document(path, KIND, 1, what="The test file", **kwargs)


def load_own(path, validate=None):
    """Read one of the game's own files (moved aside when bad); raise its problem."""
    document, problem = files.load_with_backup(path, KIND, 1, validate, what="The test file")
    if problem is not None:
        raise problem
    return document


# ----------------------------------------------------------------- writing


def test_write_then_load_round_trips(tmp_path):
    path = tmp_path / "deep" / "folder" / "doc.json"
    atomic_write_json(path, doc(name="Zoë", cards=[1, 2, 3]))
    assert load(path) == doc(name="Zoë", cards=[1, 2, 3])
    text = path.read_text(encoding="utf-8")
    assert "Zoë" in text  # UTF-8, not \u escapes
    assert text.endswith("\n")


def test_missing_file_is_not_a_problem(tmp_path):
    assert load(tmp_path / "doc.json") is None


def test_bak_holds_the_previous_version(tmp_path):
    path = tmp_path / "doc.json"
    atomic_write_json(path, doc(turn=1))
    assert not backup_path(path).exists()
    atomic_write_json(path, doc(turn=2))
    atomic_write_json(path, doc(turn=3))
    assert json.loads(path.read_text(encoding="utf-8"))["turn"] == 3
    assert json.loads(backup_path(path).read_text(encoding="utf-8"))["turn"] == 2
    assert names(tmp_path) == ["doc.json", "doc.json.bak"]


@pytest.mark.parametrize("broken", ["fsync", "replace", "write"])
def test_interrupted_write_keeps_previous_file_and_leaves_no_temp(tmp_path, monkeypatch, broken):
    path = tmp_path / "doc.json"
    atomic_write_json(path, doc(turn=1))
    before = path.read_bytes()

    def boom(*args, **kwargs):
        raise OSError(28, "No space left on device")

    if broken == "write":
        real_fdopen = os.fdopen

        class Failing:
            def __init__(self, handle):
                self.handle = handle

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.handle.close()

            def write(self, data):
                self.handle.write(data[: len(data) // 2])
                boom()

        monkeypatch.setattr(files.os, "fdopen", lambda *a, **k: Failing(real_fdopen(*a, **k)))
    else:
        monkeypatch.setattr(files.os, broken, boom)
    with pytest.raises(OSError):
        atomic_write_json(path, doc(turn=2))
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert [n for n in names(tmp_path) if n.endswith(".tmp")] == []
    assert load(path) == doc(turn=1)


def test_document_that_is_not_json_changes_nothing(tmp_path):
    path = tmp_path / "doc.json"
    atomic_write_json(path, doc(turn=1))
    with pytest.raises((TypeError, ValueError)):
        atomic_write_json(path, doc(turn={1, 2}))
    with pytest.raises(ValueError):
        atomic_write_json(path, doc(score=float("nan")))
    assert load(path) == doc(turn=1)
    assert names(tmp_path) == ["doc.json"]


def test_refuses_to_write_what_it_would_refuse_to_read(tmp_path):
    with pytest.raises(ValueError):
        atomic_write_json(tmp_path / "doc.json", doc(blob="x" * files.MAX_DOCUMENT_BYTES))
    deep: list = []
    for _ in range(files.MAX_DEPTH):
        deep = [deep]
    with pytest.raises(ValueError):
        atomic_write_json(tmp_path / "doc.json", doc(deep=deep))
    assert names(tmp_path) == []


# ----------------------------------------------------------------- bad files

HOSTILE = {
    "not utf-8": b'{"format": "\xff\xfe"}',
    "not json": b"hello, world",
    "truncated": json.dumps(doc(cards=list(range(50)))).encode()[:-7],
    "empty": b"",
    "an array": b"[1, 2, 3]",
    "a string": b'"just text"',
    "deeply nested": b'{"format": "x", "a": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "nested past the limit": json.dumps({**doc(), "a": json.loads("[" * 70 + "]" * 70)}).encode(),
    "no version": json.dumps({"format": KIND}).encode(),
    "bad version": json.dumps({"format": KIND, "version": "one"}).encode(),
    "boolean version": json.dumps({"format": KIND, "version": True}).encode(),
    "NaN": b'{"format": "spite-and-malice/test", "version": 1, "x": NaN}',
    "huge number": b'{"format": "spite-and-malice/test", "version": 1, "x": 1e999}',
    "a lone surrogate": b'{"format": "spite-and-malice/test", "version": 1, "x": "\\ud800"}',
    "a lone surrogate in a key": b'{"format": "spite-and-malice/test", "version": 1,'
                                 b' "rules": [{"a\\udfff": 1}]}',
}


@pytest.mark.parametrize("content", HOSTILE.values(), ids=HOSTILE.keys())
def test_damaged_own_file_is_moved_aside_and_reported(tmp_path, content):
    path = tmp_path / "doc.json"
    other = tmp_path / "other.json"
    other.write_text("keep me", encoding="utf-8")
    path.write_bytes(content)

    with pytest.raises(StorageProblem) as caught:
        load_own(path)

    problem = caught.value
    assert not path.exists()
    assert problem.moved_to is not None and ASIDE.match(problem.moved_to.name)
    assert problem.moved_to.parent == tmp_path
    assert problem.moved_to.read_bytes() == content  # nothing lost
    assert other.read_text(encoding="utf-8") == "keep me"
    assert problem.message.startswith("The test file could not be read (")
    assert str(problem.moved_to) in problem.message
    assert "goes on without it" in problem.message
    # The next save writes a fresh file, and that one loads.
    atomic_write_json(path, doc(fresh=True))
    assert load(path) == doc(fresh=True)


PICKED = {
    **HOSTILE,
    "a document": b"PK\x03\x04\x14\x00\x06\x00 mimetypeapplication/vnd.oasis.opendocument.text",
    "another kind": json.dumps({"format": "something/else", "version": 1}).encode(),
    "newer": json.dumps({"format": KIND, "version": 2}).encode(),
}


@pytest.mark.parametrize("content", PICKED.values(), ids=PICKED.keys())
def test_a_file_the_player_picked_is_refused_and_left_as_it_is(tmp_path, content):
    path = tmp_path / "thesis.odt"
    path.write_bytes(content)
    with pytest.raises(StorageProblem) as caught:
        load(path)
    assert caught.value.moved_to is None
    assert "left as it is" in caught.value.message
    assert names(tmp_path) == ["thesis.odt"] and path.read_bytes() == content


def test_a_picked_file_the_validator_rejects_is_left_too(tmp_path):
    path = tmp_path / "doc.json"
    atomic_write_json(path, doc(players=7))
    before = names(tmp_path)

    def validate(document):
        raise ValueError("seven players at one table")

    with pytest.raises(StorageProblem) as caught:
        load(path, validate=validate)
    assert caught.value.reason == files.INVALID and caught.value.moved_to is None
    assert names(tmp_path) == before


@pytest.mark.parametrize("escape", ["\\ud800", "\\udc00", "x\\udbffy"])
def test_text_that_could_not_be_written_back_is_refused(tmp_path, escape):
    path = tmp_path / "doc.json"
    path.write_text(f'{{"format": "{KIND}", "version": 1, "name": "{escape}"}}', "ascii")
    with pytest.raises(StorageProblem) as caught:
        load(path)
    assert caught.value.reason == files.DAMAGED
    assert "text that is not valid" in caught.value.message


def test_paired_surrogate_escapes_are_ordinary_text(tmp_path):
    path = tmp_path / "doc.json"
    path.write_text(f'{{"format": "{KIND}", "version": 1, "name": "\\ud83c\\udca1"}}', "ascii")
    assert load(path)["name"] == "\N{PLAYING CARD ACE OF SPADES}"


def test_wrong_format_says_so(tmp_path):
    path = tmp_path / "doc.json"
    path.write_text(json.dumps({"format": "something/else", "version": 1}), encoding="utf-8")
    with pytest.raises(StorageProblem) as caught:
        load(path)
    assert caught.value.reason == files.WRONG_KIND
    assert "not a file of the right kind" in caught.value.message


def test_an_own_file_from_a_newer_version_is_left_in_place_and_never_written_over(tmp_path):
    path = tmp_path / "doc.json"
    atomic_write_json(path, doc(turn=1))
    atomic_write_json(path, doc(turn=1))  # a backup of our own
    newer = json.dumps({"format": KIND, "version": 2, "new": "things"}).encode()
    path.write_bytes(newer)

    document, problem = files.load_with_backup(path, KIND, 1, what="The test file",
                                               if_newer="the game goes on with its defaults")

    assert document is None  # not the older backup either: it is out of date
    assert problem.reason == files.NEWER and problem.moved_to is None
    assert "made by a newer version of the game" in problem.message
    assert "damaged" not in problem.message
    assert problem.message.endswith("the game goes on with its defaults.")
    with pytest.raises(StorageProblem) as caught:
        atomic_write_json(path, doc(turn=2))
    assert caught.value.reason == files.NEWER
    assert path.read_bytes() == newer
    assert names(tmp_path) == ["doc.json", "doc.json.bak"]
    atomic_write_json(tmp_path / "other.json", doc(turn=2))  # other files are written as ever


def test_a_validator_can_say_a_part_is_newer(tmp_path):
    path = tmp_path / "doc.json"
    atomic_write_json(path, doc(inner={"version": 9}))

    def validate(document):
        raise NewerVersion("the table was saved by a newer version")

    with pytest.raises(StorageProblem) as caught:
        load(path, validate=validate)
    assert caught.value.reason == files.NEWER
    assert "damaged" not in caught.value.message


def test_huge_file_is_refused_before_reading(tmp_path, monkeypatch):
    path = tmp_path / "doc.json"
    with open(path, "wb") as handle:
        handle.truncate(50 * 1024 * 1024)  # sparse: 50 MB without writing them

    def no_reading(*args, **kwargs):
        raise AssertionError("a huge file must not be opened for parsing")

    monkeypatch.setattr(files, "open", no_reading, raising=False)
    with pytest.raises(StorageProblem) as caught:
        load_own(path)
    monkeypatch.undo()
    assert caught.value.reason == files.TOO_LARGE
    assert "too large" in caught.value.message
    assert not path.exists()
    assert caught.value.moved_to.stat().st_size == 50 * 1024 * 1024


def test_validator_rejection_moves_file_aside_with_reason(tmp_path):
    path = tmp_path / "doc.json"
    atomic_write_json(path, doc(players=7))

    def validate(document):
        if document["players"] > 4:
            raise ValueError("seven players at one table")

    with pytest.raises(StorageProblem) as caught:
        load_own(path, validate=validate)
    assert caught.value.reason == files.INVALID
    assert "seven players at one table" in caught.value.message
    assert not path.exists()


def test_validator_acceptance_returns_document(tmp_path):
    path = tmp_path / "doc.json"
    atomic_write_json(path, doc(players=2))
    seen = []
    assert load(path, validate=seen.append) == doc(players=2)
    assert seen == [doc(players=2)]


def test_aside_files_are_never_overwritten(tmp_path, monkeypatch):
    frozen = files.datetime(2026, 11, 21, 23, 59, 59)

    class Clock(files.datetime):
        @classmethod
        def now(cls, tz=None):
            return frozen

    monkeypatch.setattr(files, "datetime", Clock)
    path = tmp_path / "doc.json"
    moved = []
    for attempt in range(3):
        path.write_bytes(b"garbage %d" % attempt)
        with pytest.raises(StorageProblem) as caught:
            load_own(path)
        moved.append(caught.value.moved_to.name)
    assert moved == [
        "doc.corrupt-20261121-235959.json",
        "doc.corrupt-20261121-235959-2.json",
        "doc.corrupt-20261121-235959-3.json",
    ]
    for attempt, name in enumerate(moved):
        assert (tmp_path / name).read_bytes() == b"garbage %d" % attempt


def test_a_folder_in_the_way_is_reported_not_moved(tmp_path):
    path = tmp_path / "doc.json"
    path.mkdir()
    with pytest.raises(StorageProblem) as caught:
        load(path)
    assert caught.value.reason == files.UNREADABLE
    assert caught.value.moved_to is None
    assert path.is_dir()


def test_file_that_cannot_be_moved_is_still_reported(tmp_path, monkeypatch):
    path = tmp_path / "doc.json"
    path.write_bytes(b"garbage")

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(files.os, "link", refuse)
    monkeypatch.setattr(files.os, "rename", refuse)
    with pytest.raises(StorageProblem) as caught:
        load_own(path)
    assert caught.value.moved_to is None
    assert "could not be moved aside" in caught.value.message
    assert path.read_bytes() == b"garbage"


# ----------------------------------------------------------------- falling back on .bak


def test_backup_is_used_when_the_file_is_damaged(tmp_path):
    path = tmp_path / "doc.json"
    atomic_write_json(path, doc(turn=1))
    atomic_write_json(path, doc(turn=2))
    path.write_bytes(b'{"format": "spite-and-ma')  # torn by something else

    document, problem = files.load_with_backup(path, KIND, 1, what="The test file")

    assert document == doc(turn=1)
    assert "the previous copy was used instead" in problem.message
    assert ASIDE.match(problem.moved_to.name)
    # Put back in place, so the next start finds it without a fuss.
    assert files.load_with_backup(path, KIND, 1) == (doc(turn=1), None)


def test_a_bad_backup_is_not_used_and_left_alone(tmp_path):
    path = tmp_path / "doc.json"
    atomic_write_json(path, doc(turn=1))
    atomic_write_json(path, doc(turn=2))
    path.write_bytes(b"garbage")
    backup_path(path).write_bytes(b"more garbage")

    document, problem = files.load_with_backup(path, KIND, 1, what="The test file")

    assert document is None
    assert "goes on without it" in problem.message
    assert backup_path(path).read_bytes() == b"more garbage"


def test_backup_must_pass_the_validator_too(tmp_path):
    path = tmp_path / "doc.json"
    atomic_write_json(path, doc(ok=False))
    atomic_write_json(path, doc(ok=True))
    path.write_bytes(b"garbage")

    def validate(document):
        if not document["ok"]:
            raise ValueError("not ok")

    document, problem = files.load_with_backup(path, KIND, 1, validate)
    assert document is None and problem.moved_to is not None


def test_load_with_backup_on_a_good_or_missing_file(tmp_path):
    path = tmp_path / "doc.json"
    assert files.load_with_backup(path, KIND, 1) == (None, None)
    atomic_write_json(path, doc(turn=1))
    assert files.load_with_backup(path, KIND, 1) == (doc(turn=1), None)
