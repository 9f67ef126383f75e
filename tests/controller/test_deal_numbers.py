"""One range of deal numbers everywhere, checked where a number comes in.

Deal numbers run from 0 to 2,147,483,647. A larger one once crashed the game
(a Qt signal carries the number as a 32-bit int): from the command line at
start, and from a save at every start after and on Open.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from spite_gui.app import parse_args
from spite_gui.engine import MAX_DEAL_NUMBER, Game, Rules
from spite_gui.play import Seating
from spite_gui.play.save_format import table_document
from spite_gui.storage import GameRecord
from spite_gui.storage.saves import SAVE_FORMAT

from .persist_helpers import Launcher, discard, moved_aside, settle, write_raw

TOO_LARGE = (MAX_DEAL_NUMBER + 1, 2**63, 10**30)


@pytest.fixture
def launch(qtbot, qapp):
    launcher = Launcher(qtbot)
    yield launcher
    launcher.close_all()


def test_the_largest_deal_number_is_the_largest_32_bit_int():
    assert MAX_DEAL_NUMBER == 2**31 - 1


def test_a_too_large_deal_number_on_the_command_line_is_a_clear_error_not_a_crash():
    run = subprocess.run([sys.executable, "-m", "spite_gui", "--seed", "2147483648"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    assert "argument --seed: '2147483648' is not a deal number" in run.stderr
    assert "0 to 2,147,483,647" in run.stderr
    assert "Traceback" not in run.stderr


@pytest.mark.parametrize("text", ["-1", "2147483648", "9" * 5000, "1.5", "seven"])
def test_the_command_line_takes_only_deal_numbers(text, capsys):
    with pytest.raises(SystemExit) as stop:
        parse_args(["--seed", text])
    assert stop.value.code == 2
    assert "is not a deal number (a whole number from 0 to 2,147,483,647)" in (
        capsys.readouterr().err)


def test_the_command_line_takes_the_whole_range():
    assert parse_args(["--seed", "0"]).seed == 0
    assert parse_args(["--seed", "2147483647"]).seed == MAX_DEAL_NUMBER


def test_the_largest_deal_number_plays_from_the_dialog_and_shows_on_the_table(app, qtbot):
    app.session.new_game(5)
    app.window.commands["new_deal"].trigger()
    dialog = app.dialogs.deal_dialog
    assert (dialog.intMinimum(), dialog.intMaximum()) == (0, MAX_DEAL_NUMBER)
    assert "2,147,483,647" in dialog.labelText()
    dialog.setIntValue(MAX_DEAL_NUMBER)
    with qtbot.waitSignal(app.session.game_started) as started:
        dialog.accept()
    assert started.args == [MAX_DEAL_NUMBER]
    assert app.session.game.seed == MAX_DEAL_NUMBER
    assert app.window.deal_label.text() == "Deal #2147483647"


def _table_with_deal(number: int) -> dict:
    document = table_document(Game.new(Rules.preset("Classic"), 2, 9), None,
                              Seating.against_computers(2, "medium"))
    document["game"]["seed"] = number
    return {"format": SAVE_FORMAT, "version": 1, "saved_at": "2026-11-21T10:00:00+00:00",
            "game": document}


@pytest.mark.parametrize("number", TOO_LARGE)
def test_an_autosave_with_a_too_large_deal_is_refused_at_start(launch, qtbot, number):
    write_raw(launch.paths.autosave_file, _table_with_deal(number))
    app = launch(seed=77)
    texts = app.notices.open_texts()
    assert len(texts) == 1 and "deal number is not a whole number from 0 to 2,147,483,647" in (
        texts[0])
    assert len(moved_aside(launch.paths.autosave_file)) == 1
    assert app.saved_games.resume_box is None
    discard(qtbot, app)
    assert app.session.game.seed == 77
    launch.quit(app)
    again = launch()  # the next start offers the game that went on, and says nothing else
    assert again.notices.open_texts() == []
    qtbot.waitUntil(lambda: again.saved_games.resume_box is not None)
    assert "Deal #77 is waiting" in again.saved_games.resume_box.informativeText()


@pytest.mark.parametrize("number", TOO_LARGE)
def test_opening_a_save_with_a_too_large_deal_is_refused(launch, qtbot, tmp_path, number):
    app = launch(seed=77)
    settle(qtbot, app)
    before = app.session.game.to_dict()
    path = tmp_path / "huge.spite"
    write_raw(path, _table_with_deal(number))
    app.saved_games.ask_open_path = lambda parent, folder: str(path)
    app.window.commands["open"].trigger()
    texts = app.notices.open_texts()
    assert len(texts) == 1 and "deal number is not a whole number" in texts[0]
    assert app.session.game.to_dict() == before


def _record(deal: object) -> GameRecord:
    return GameRecord(finished_at="2026-11-21T10:00:00+00:00", preset="Classic", players=2,
                      levels=("medium",), deal=deal, result="won", human_score=9,
                      scores=(9, 0), turns=30, payoff_left=0, reason="payoff_emptied")


def test_a_statistics_row_holds_only_a_deal_number():
    assert _record(MAX_DEAL_NUMBER).deal == MAX_DEAL_NUMBER
    for deal in (*TOO_LARGE, -1, True, 5.0):
        with pytest.raises(ValueError, match=r"deal must be a deal number \(0 to 2,147,483,647\)"):
            _record(deal)
