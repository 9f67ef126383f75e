"""The game in progress survives a restart: autosave, "Resume your game?", and bad autosaves."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from spite_gui.controller.saved_games import RESUME_QUESTION
from spite_gui.engine import Game, Rules
from spite_gui.play import Seating
from spite_gui.play.save_format import TABLE_VERSION, table_document
from spite_gui.storage import Settings, read_autosave, save_settings, write_autosave
from spite_gui.storage.saves import SAVE_FORMAT
from spite_gui.table.piles import PileKey

from .persist_helpers import (
    DEAL,
    Launcher,
    computer_to_move,
    discard,
    moved_aside,
    moved_in,
    put_autosave,
    settle,
    table_faces,
    write_raw,
)


@pytest.fixture
def launch(qtbot, qapp):
    launcher = Launcher(qtbot)
    yield launcher
    launcher.close_all()


def _answer(qtbot, app, button):
    saved_games = app.saved_games
    qtbot.waitUntil(lambda: saved_games.resume_box is not None)
    box = saved_games.resume_box
    assert box.isVisible()
    assert box.text() == RESUME_QUESTION
    box.button(button).click()


def _play_two_turns(qtbot, app):
    controller = app.table
    for _ in range(2):
        settle(qtbot, app)
        discard = next(m for m in controller.legal_moves() if m.target == "side")
        assert controller.play_move(discard) is None
    settle(qtbot, app)


def test_a_restart_resumes_the_exact_table(launch, qtbot):
    app = launch(seed=DEAL)
    _play_two_turns(qtbot, app)
    game = app.session.game
    before, shown = game.to_dict(), table_faces(app)
    assert game.turn >= 5 and game.current_player == 0
    launch.quit(app)

    again = launch()
    controller = again.table
    assert again.session.game is None  # nothing is dealt until the player answers
    qtbot.waitUntil(lambda: again.saved_games.resume_box is not None)
    # the player counts rounds (their own turns), not every player's turns
    assert again.saved_games.resume_box.informativeText().startswith(
        f"Deal #{game.seed} is waiting in round {(game.turn + 1) // 2}: your turn.")
    _answer(qtbot, again, QMessageBox.StandardButton.Yes)
    settle(qtbot, again)
    assert again.session.game.to_dict() == before  # same deal, same cards, same history
    assert again.session.game.current_player == 0 and controller.my_turn
    assert table_faces(again) == shown
    assert again.window.deal_label.text() == f"Deal #{game.seed}"


def test_no_deals_a_new_game_which_replaces_the_autosave(launch, qtbot):
    app = launch(seed=DEAL)
    discard(qtbot, app)
    old = app.session.game.seed
    launch.quit(app)

    again = launch(seed=old + 1)
    _answer(qtbot, again, QMessageBox.StandardButton.No)
    settle(qtbot, again)
    assert again.session.game.seed == old + 1
    # the new deal replaces the old one once the table is first on screen
    qtbot.waitUntil(lambda: read_autosave(launch.paths)[0].game["game"]["seed"] != old)
    saved, problem = read_autosave(launch.paths)
    assert problem is None and saved.game["game"]["seed"] == old + 1


def test_a_resumed_game_with_the_computer_to_move_carries_on(launch, qtbot):
    game = computer_to_move()
    assert game.current_player == 1
    put_autosave(launch.paths, game)
    app = launch()
    _answer(qtbot, app, QMessageBox.StandardButton.Yes)
    settle(qtbot, app)
    assert app.session.game.seed == DEAL and app.session.game.moves[:1] == game.moves
    assert len(app.session.game.moves) > 1, "the computer played its turn"
    assert app.session.game.current_player == 0


def test_a_finished_game_clears_the_autosave(launch, qtbot):
    from .persist_helpers import WIN_NOW, launch_at, nearly_won

    app = launch_at(launch, nearly_won())
    app.table.play_move(WIN_NOW)
    qtbot.waitUntil(lambda: app.session.game.is_over)
    assert not launch.paths.autosave_file.exists()
    launch.quit(app)
    again = launch()
    assert again.saved_games.resume_box is None  # nothing to resume: a new deal
    settle(qtbot, again)


def _envelope(game_document) -> dict:
    return {"format": SAVE_FORMAT, "version": 1, "saved_at": "2026-11-21T10:00:00+00:00",
            "game": game_document}


def _table(**changes) -> dict:
    from spite_gui.play.save_format import table_document

    document = table_document(Game.new(Rules.preset("Classic"), 2, 9), None,

                              Seating.against_computers(2, "medium"))
    document.update(changes)
    return document


def _hostile_table() -> dict:
    document = _table()
    document["game"]["state"]["seats"][0]["hand"] = ["AS"] * 60  # cards that don't exist
    return document


def _with_seat(seat: int, **changes) -> dict:
    document = _table()
    document["seats"][seat].update(changes)
    return document


BAD_AUTOSAVES = {
    "not json": b"{this is not json",
    "truncated": json.dumps(_envelope(_table())).encode()[:300],
    "hostile": _envelope(_hostile_table()),
    "deeply nested": b"[" * 5000 + b"]" * 5000,
    "not a table": _envelope({"hello": "world"}),
    "a friend's seat": _envelope(_with_seat(1, kind="remote", name="Bob", level="")),
    "a person at a level": _envelope(_with_seat(0, level="x" * (4 * 1024 * 1024))),
}


@pytest.mark.parametrize("content", BAD_AUTOSAVES.values(), ids=BAD_AUTOSAVES.keys())
def test_a_bad_autosave_is_moved_aside_and_the_player_is_told(launch, qtbot, content):
    paths = launch.paths
    mine = Settings(players=3, table_colour="#334455")
    save_settings(paths, mine)
    write_raw(paths.autosave_file, content)
    app = launch(seed=77)
    texts = app.notices.open_texts()
    assert len(texts) == 1 and texts[0].startswith("Your saved game could not be read")
    assert "moved to" in texts[0]
    aside = moved_aside(paths.autosave_file)
    assert len(aside) == 1 and aside[0].name in texts[0]
    assert app.saved_games.resume_box is None
    settle(qtbot, app)
    game = app.session.game
    assert game.seed == 77 and game.players == 3  # a new game, with the settings kept
    assert app.settings.settings == mine
    assert paths.settings_file.exists()


BAD_SETTINGS = {
    "not json": b"\x00\xff garbage",
    "truncated": b'{"format": "spite-and-malice/settings", "version": 1, "settings": {"pla',
    "hostile": b'{"format": "spite-and-malice/settings", "version": 1, "settings": '
               + b"[" * 3000 + b"]" * 3000 + b"}",
}


@pytest.mark.parametrize("content", BAD_SETTINGS.values(), ids=BAD_SETTINGS.keys())
def test_bad_settings_are_moved_aside_and_the_game_goes_on_with_defaults(launch, qtbot, content):
    paths = launch.paths
    put_autosave(paths, moved_in(Game.new(Rules.preset("Classic"), 2, 31)))
    write_raw(paths.settings_file, content)
    app = launch()
    texts = app.notices.open_texts()
    assert len(texts) == 1 and texts[0].startswith("Your settings could not be read")
    assert "default settings" in texts[0]
    assert len(moved_aside(paths.settings_file)) == 1
    assert app.settings.settings == Settings()
    # nothing else is lost: the saved game is still offered back
    _answer(qtbot, app, QMessageBox.StandardButton.Yes)
    settle(qtbot, app)
    assert app.session.game.seed == 31


NEWER_AUTOSAVES = {
    "newer file": {**_envelope(_table()), "version": 99},
    "newer table": _envelope(_table(version=TABLE_VERSION + 1)),
}


@pytest.mark.parametrize("content", NEWER_AUTOSAVES.values(), ids=NEWER_AUTOSAVES.keys())
def test_an_autosave_from_a_newer_version_stays_for_it(launch, qtbot, content):
    paths = launch.paths
    write_raw(paths.autosave_file, content)
    before = paths.autosave_file.read_bytes()
    app = launch(seed=DEAL)
    texts = app.notices.open_texts()
    assert len(texts) == 1 and "newer version" in texts[0] and "damaged" not in texts[0]
    assert "left as it is" in texts[0]
    assert app.saved_games.resume_box is None
    _play_two_turns(qtbot, app)
    launch.quit(app)
    assert paths.autosave_file.read_bytes() == before
    assert moved_aside(paths.autosave_file) == []


def test_settings_from_a_newer_version_stay_for_it(launch, qtbot):
    paths = launch.paths
    newer = {"format": "spite-and-malice/settings", "version": 7, "settings": {"x": 1}}
    write_raw(paths.settings_file, newer)
    before = paths.settings_file.read_bytes()
    app = launch(seed=3)
    texts = app.notices.open_texts()
    assert len(texts) == 1 and texts[0].startswith("Your settings could not be read")
    assert "newer version" in texts[0] and "default settings" in texts[0]
    assert app.settings.settings == Settings()
    app.settings.change(Settings(card_back="back-2"))
    assert "newer version" in app.notices.shown[-1]
    assert paths.settings_file.read_bytes() == before
    assert moved_aside(paths.settings_file) == []


def test_leftovers_of_writes_cut_short_are_cleaned_at_start(launch, qtbot):
    paths = launch.paths
    put_autosave(paths, moved_in(Game.new(Rules.preset("Classic"), 2, 31)))
    leftovers = [paths.data_dir / ".autosave.json.k2j4h5g6.tmp",
                 paths.config_dir / ".settings.json.abcd_123.tmp",
                 paths.saves_dir / ".Sunday.spite.zz99yy88.tmp"]
    for leftover in leftovers:
        write_raw(leftover, b'{"format": "spite-and-malice/save", "vers')
    app = launch()
    assert not any(leftover.exists() for leftover in leftovers)
    assert app.notices.shown == []
    _answer(qtbot, app, QMessageBox.StandardButton.Yes)
    settle(qtbot, app)
    assert app.session.game.seed == 31


def test_settings_with_one_bad_value_keep_the_rest(launch, qtbot):
    paths = launch.paths
    write_raw(paths.settings_file, {"format": "spite-and-malice/settings", "version": 1,
                                    "settings": {"players": 3, "animation_speed": "warp"}})
    app = launch(seed=4)
    texts = app.notices.open_texts()
    assert texts and "animation speed" in texts[0]
    # the file is kept aside as it was, and the player is told where
    moved = moved_aside(paths.settings_file)
    assert len(moved) == 1 and f"'{moved[0]}'" in texts[0]
    assert b'"warp"' in moved[0].read_bytes()
    settle(qtbot, app)
    assert app.session.game.players == 3


def test_the_screenshot_option_never_asks_or_touches_the_autosave(launch, tmp_path):
    from spite_gui.app import main

    paths = launch.paths
    put_autosave(paths, Game.new(Rules.preset("Classic"), 2, 12))
    before = paths.autosave_file.read_bytes()
    assert main(["--seed", "5", "--screenshot", str(tmp_path / "shot.png")]) == 0
    assert (tmp_path / "shot.png").is_file()
    assert paths.autosave_file.read_bytes() == before


def test_every_turn_is_saved_without_waiting_for_quit(launch, qtbot):
    app = launch(seed=DEAL)
    settle(qtbot, app)
    controller = app.table
    for _ in range(2):
        turn = app.session.game.turn
        discard = next(m for m in controller.legal_moves() if m.target == "side")
        controller.play_move(discard)
        settle(qtbot, app)
        assert app.session.game.turn > turn
        saved, problem = read_autosave(launch.paths)  # as if the program had crashed here
        assert problem is None
        assert saved.game["game"]["moves"] == app.session.game.to_dict()["moves"]


def test_the_window_comes_back_as_it_was_left_with_the_game_log_open(launch, qtbot):
    # (the offscreen test screen is 800x600, and Qt keeps a restored window on its screen)
    app = launch()
    settle(qtbot, app)
    app.window.resize(780, 560)
    qtbot.waitUntil(lambda: app.window.size().width() == 780)
    launch.quit(app)
    assert launch.paths.window_file.is_file()
    again = launch(start=False)  # the launcher resizes to 1280x800: restore once more
    again.window_place.restore()
    assert (again.window.size().width(), again.window.size().height()) == (780, 560)
    assert again.window.log_panel is None and not again.window.commands["game_log"].isChecked()

    again.window.commands["game_log"].trigger()
    launch.quit(again)
    third = launch(start=False)
    assert third.window.log_panel.isVisibleTo(third.window)
    assert third.window.commands["game_log"].isChecked()
    # closing the panel with its own button unticks the menu entry, and is remembered
    third.window.log_panel.close()
    assert not third.window.commands["game_log"].isChecked()
    launch.quit(third)
    assert launch(start=False).window.log_panel is None


def test_a_damaged_window_file_leaves_the_usual_window(launch, qtbot):
    launch.paths.config_dir.mkdir(parents=True, exist_ok=True)
    launch.paths.window_file.write_bytes(b"[General]\ngeometry=@ByteArray(\\x1\\x2garbage)\n"
                                         b"state=\xff\xfe not ini at all\n")
    app = launch()
    settle(qtbot, app)
    assert app.window.log_panel is None
    assert app.session.game is not None


def test_a_game_people_shared_comes_back_behind_the_cover_with_its_seats(launch, qtbot):
    seating = Seating.build(["person", "person", "computer"], ["Anna", "Ben"], ["", "", "easy"])
    game = moved_in(Game.new(Rules.preset("Classic", 3), 3, DEAL))
    write_autosave(launch.paths, table_document(game, None, seating))
    app = launch()
    _answer(qtbot, app, QMessageBox.StandardButton.Yes)
    cover = app.window.scene.cover
    qtbot.waitUntil(lambda: cover.up)
    first = game.current_player if game.current_player < 2 else 0  # East is a computer
    assert app.session.seating == seating
    assert cover.text.startswith(f"{seating.names[first]}'s turn")
    assert app.window.scene.pile(PileKey("hand", 0)).cards == []  # nothing shown yet


def test_a_deal_nobody_moved_in_is_not_offered_and_the_command_line_deals(launch, qtbot):
    put_autosave(launch.paths, Game.new(Rules.preset("Classic"), 2, 31), levels=("hard",))
    app = launch(start=False)
    app.settings.set_overrides(players=4)  # --players 4
    app.start()
    assert app.saved_games.resume_box is None
    settle(qtbot, app)
    assert app.session.game.players == 4


def test_resuming_says_which_command_line_choices_it_leaves_out(launch, qtbot):
    app = launch(seed=DEAL)
    _play_two_turns(qtbot, app)
    launch.quit(app)
    again = launch(start=False)
    again.settings.set_overrides(players=4, level="medium")  # --players 4 --level medium
    again.start(seed=5)  # --seed 5
    qtbot.waitUntil(lambda: again.saved_games.resume_box is not None)
    details = again.saved_games.resume_box.informativeText()
    # the saved game is two players against Medium: only what resuming leaves out is said
    assert details.endswith("Resuming leaves out --players 4 and --seed 5 from the command"
                            " line, for a new game.")
    _answer(qtbot, again, QMessageBox.StandardButton.Yes)
    settle(qtbot, again)
    assert again.session.game.players == 2 and again.session.game.seed == DEAL
