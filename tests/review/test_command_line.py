"""``python -m spite_gui.review``: the same review as review_game, as text and JSON, and a
clear word (never a traceback) for a file it can't review."""

from __future__ import annotations

import json
import os
import pty
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from spite_gui.ai import make_player
from spite_gui.engine import Game, Rules
from spite_gui.play.save_format import table_document
from spite_gui.play.seating import Seating
from spite_gui.review import review_game
from spite_gui.review.report import as_document, as_text
from spite_gui.review.saved import read_game
from spite_gui.storage.saves import write_save

SAMPLES = "6"


def played_game(turns: int) -> Game:
    """A game of Medium against Hard, played to ``turns`` turns (or its end)."""
    game = Game.new(Rules.preset("Classic"), 2, seed=48213)
    players = [make_player("medium", 1), make_player("hard", 2)]
    while not game.is_over and game.turn <= turns:
        game.play(players[game.current_player].choose(game.view(game.current_player)))
    return game


def saved(path: Path, game: Game) -> Path:
    return write_save(path, table_document(game, None, Seating.against_computers(2, "hard")))


def review_command(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "spite_gui.review", *args],
                          capture_output=True, text=True, encoding="utf-8", timeout=300)


def test_the_text_and_the_json_are_the_review_of_review_game(tmp_path):
    path = saved(tmp_path / "game.spite", played_game(24))
    expected = review_game(read_game(path), 0, samples=int(SAMPLES))  # Medium's turns
    assert expected.turns and expected.chances
    graded = sorted((t for t in expected.turns if t.grade.value != "best"),
                    key=lambda t: -t.loss)
    assert len(expected.costliest) == 3  # the costliest first
    assert [t.loss for t in expected.costliest] == [t.loss for t in graded[:3]]

    text = review_command(str(path), "--seat", "1", "--samples", SAMPLES)
    assert text.returncode == 0, text.stderr
    assert text.stdout == as_text(expected) + "\n"
    for turn in expected.turns:
        assert turn.words in text.stdout

    data = review_command(str(path), "--samples", SAMPLES, "--json")
    assert data.returncode == 0, data.stderr
    document = json.loads(data.stdout)
    assert document == json.loads(json.dumps(as_document(expected)))
    assert [t["grade"] for t in document["turns"]] == [t.grade.value for t in expected.turns]
    assert document["summary"] == expected.summary


def test_a_finished_game_is_reviewed_too(tmp_path):
    game = played_game(10_000)
    assert game.is_over
    result = review_command(str(saved(tmp_path / "over.spite", game)), "--samples", "2",
                            "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["turns"]


@pytest.mark.parametrize("content, words", [
    ('{"format": "spite-and-malice/save", "version": 1, "game": {', "damaged"),
    ("not a game at all", "damaged"),
    ('{"format": "spite-and-malice/save", "version": 99, "game": {}}', "newer version"),
])
def test_a_damaged_or_newer_file_is_refused_in_words(tmp_path, content, words):
    path = tmp_path / "bad.spite"
    path.write_text(content, encoding="utf-8")
    result = review_command(str(path))
    assert result.returncode == 1
    assert words in result.stderr and "Traceback" not in result.stderr
    assert result.stdout == ""
    assert path.read_text(encoding="utf-8") == content  # left as it was


def test_a_missing_file_and_a_seat_that_is_not_there_are_said_so(tmp_path):
    missing = review_command(str(tmp_path / "nothing.spite"))
    assert missing.returncode == 1 and "could not be found" in missing.stderr
    path = saved(tmp_path / "game.spite", played_game(2))
    seat = review_command(str(path), "--seat", "3")
    assert seat.returncode == 2 and "There is no seat 3" in seat.stderr
    assert "Traceback" not in missing.stderr + seat.stderr


def test_ctrl_c_stops_the_review_cleanly(tmp_path):
    """On a terminal the progress shows on the standard error; Ctrl+C (SIGINT) ends the
    review with a word and status 130, printing no review."""
    path = saved(tmp_path / "game.spite", played_game(20))
    main, side = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "spite_gui.review", str(path),
                                "--samples", "5000"],
                               stdout=subprocess.PIPE, stderr=side, text=True)
    os.close(side)
    seen = b""
    try:
        while b"Reviewing" not in seen:  # the review is under way
            seen += os.read(main, 1024)
        process.send_signal(signal.SIGINT)
        out, _ = process.communicate(timeout=120)
        while True:
            try:
                chunk = os.read(main, 1024)
            except OSError:  # the terminal closed with the process
                break
            if not chunk:
                break
            seen += chunk
    finally:
        os.close(main)
        if process.poll() is None:
            process.kill()
    assert process.returncode == 130
    assert out == ""
    assert b"The review was cancelled." in seen and b"Traceback" not in seen
