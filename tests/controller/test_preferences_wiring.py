"""Edit → Preferences…: rules from the next game, the look at once, kept across restarts."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence

from spite_gui.controller.player_settings import NEXT_GAME_NOTE
from spite_gui.storage import Settings, load_settings
from spite_gui.table.piles import PileKey

from .persist_helpers import Launcher, settle


@pytest.fixture
def launch(qtbot, qapp):
    launcher = Launcher(qtbot)
    yield launcher
    launcher.close_all()


def _open_preferences(qtbot, app):
    app.window.commands["preferences"].trigger()
    dialog = app.settings.preferences_dialog
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def _felt_colour(app):
    image = app.window.view.grab().toImage()
    return image.pixelColor(8, image.height() // 2)


def _drag_glow(app) -> set:
    """Which piles glow when the player starts dragging their payoff card."""
    app.window.scene.drag_started.emit(PileKey("payoff", 0), 0)
    glowing = app.window.scene.highlights.lit()
    app.window.scene.highlights.clear()
    return glowing


def test_preferences_has_its_shortcuts_and_sits_in_the_edit_menu(launch):
    app = launch(start=False)
    action = app.window.commands["preferences"]
    assert QKeySequence("Ctrl+,") in action.shortcuts()
    assert action in app.window.menus["edit"].actions()
    assert app.window.menus["edit"].menuAction().isVisible()


def test_rule_changes_wait_for_the_next_game_and_display_changes_show_at_once(launch, qtbot):
    app = launch(seed=48213)
    settle(qtbot, app)
    controller = app.table
    game = app.session.game
    green = _felt_colour(app)
    assert app.window.scene.art.picture_for(None) == "back-1"
    assert _drag_glow(app), "legal targets glow by default"

    dialog = _open_preferences(qtbot, app)
    dialog.players_spin.setValue(3)
    dialog.level_combos[0].setCurrentIndex(dialog.level_combos[0].findData("hard"))
    dialog.back_buttons["back-2"].click()
    dialog._set_colour("#8a2b2b")
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("slow"))
    dialog.highlight_check.setChecked(False)
    dialog.jokers_look_check.setChecked(True)
    assert app.window.scene.art.picture_for("KH") == "KH"
    dialog.ok_button.click()

    # the game on the table is the same game, with the same players
    assert app.session.game is game and app.session.game.players == 2
    assert app.window.message_label.text() == NEXT_GAME_NOTE
    # the look changes at once
    assert app.window.scene.art.picture_for(None) == "back-2"
    red = _felt_colour(app)
    assert red != green and red.red() > red.green()
    assert controller.speed == "slow" and app.window.commands["speed_slow"].isChecked()
    assert _drag_glow(app) == set()
    assert app.window.scene.art.picture_for("KH") == "JK"  # wild Kings drawn as jokers

    controller.set_speed("instant")
    app.window.commands["new"].trigger()
    settle(qtbot, app)
    assert app.session.game is not game
    assert app.session.game.players == 3 and app.session.seating.levels == ("hard", "medium")

    # and all of it is still there after a restart
    launch.quit(app)
    again = launch(start=False, speed=None)
    settings = again.settings.settings
    assert (settings.players, settings.levels[0], settings.card_back) == (3, "hard", "back-2")
    assert settings.table_colour == "#8a2b2b" and settings.highlight_targets is False
    assert again.window.commands["speed_slow"].isChecked()
    assert again.window.scene.art.picture_for(None) == "back-2"


def test_cancel_changes_nothing(launch, qtbot):
    app = launch(start=False)
    dialog = _open_preferences(qtbot, app)
    dialog.players_spin.setValue(4)
    dialog.back_buttons["back-3"].click()
    dialog.reject()
    assert app.settings.settings == Settings()
    assert app.window.scene.art.picture_for(None) == "back-1"
    assert not launch.paths.settings_file.exists()


def test_restore_defaults_puts_everything_back(launch, qtbot):
    launch.paths.config_dir.mkdir(parents=True)
    from spite_gui.storage import save_settings

    save_settings(launch.paths, Settings(players=4, card_back="back-3", match_target=50))
    app = launch(start=False)
    assert app.window.scene.art.picture_for(None) == "back-3"
    dialog = _open_preferences(qtbot, app)
    dialog.restore_button.click()
    dialog.ok_button.click()
    assert app.settings.settings == Settings()
    assert load_settings(launch.paths) == (Settings(), None)
    assert app.window.scene.art.picture_for(None) == "back-1"


def test_the_view_menu_speed_is_saved_and_comes_back(launch):
    app = launch(start=False, speed=None)
    assert app.window.commands["speed_normal"].isChecked()
    app.window.commands["speed_fast"].trigger()
    assert app.table.speed == "fast"
    launch.quit(app)
    again = launch(start=False, speed=None)
    assert again.window.commands["speed_fast"].isChecked()
    assert again.table.speed == "fast"


def test_command_line_choices_last_one_launch(launch, qtbot):
    from spite_gui.storage import save_settings

    save_settings(launch.paths, Settings(players=2))
    app = launch(start=False)
    app.settings.set_overrides(preset="Quick", players=4, level="hard")
    app.start(seed=21)
    settle(qtbot, app)
    game = app.session.game
    assert (game.players, game.rules.preset_name(), game.seed) == (4, "Quick", 21)
    assert app.session.seating.levels == ("hard",) * 3
    assert load_settings(launch.paths)[0].players == 2  # never saved
    launch.quit(app)
    again = launch(start=False)
    again.session.new_game()
    settle(qtbot, again)
    assert again.session.game.players == 2


ODD_RULES = {
    "a list for the preset": {"preset": ["Classic"]},
    "a list for the preset, with options": {"preset": ["Classic"], "decks": 2,
                                            "payoff_size": 20},
    "a number for the preset": {"preset": 7},
    "a megabyte of preset name": {"preset": "Quick" * 200_000},
}


@pytest.mark.parametrize("rules", ODD_RULES.values(), ids=ODD_RULES.keys())
def test_preferences_open_whatever_the_saved_rules_hold(launch, qtbot, rules):
    from .persist_helpers import write_raw

    write_raw(launch.paths.settings_file, {"format": "spite-and-malice/settings", "version": 1,
                                           "settings": {"rules": rules, "players": 3}})
    app = launch(seed=4)
    texts = app.notices.open_texts()
    assert len(texts) == 1 and "rules" in texts[0] and len(texts[0]) < 1200
    for _attempt in range(2):
        dialog = _open_preferences(qtbot, app)
        assert dialog.preset_combo.currentText() == "Classic"
        assert dialog.players_spin.value() == 3
        dialog.reject()
        qtbot.waitUntil(lambda: app.settings.preferences_dialog is None)


def test_text_from_the_settings_file_is_shown_as_plain_text(launch, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from .persist_helpers import write_raw

    hostile = "<h1>You won!</h1>"
    write_raw(launch.paths.settings_file, {"format": "spite-and-malice/settings", "version": 1,
                                           "settings": {"rules": {"preset": hostile}}})
    app = launch(seed=4)
    box = app.notices.boxes[0]
    assert hostile in box.text()  # shown as the characters it is, not as a heading
    assert box.textFormat() == Qt.TextFormat.PlainText
    dialog = _open_preferences(qtbot, app)
    notice = dialog.notice_label
    assert hostile in notice.text() and notice.textFormat() == Qt.TextFormat.PlainText
    assert all(label.textFormat() != Qt.TextFormat.RichText
               for label in box.findChildren(QLabel))


def _preset(name):
    def choose(dialog):
        index = dialog.preset_combo.findData(name)
        dialog.preset_combo.setCurrentIndex(index)
        dialog.preset_combo.activated.emit(index)  # as a choice from the list does
    return choose


def _players(count):
    return lambda dialog: dialog.players_spin.setValue(count)


def _payoff(cards):
    return lambda dialog: dialog.payoff_spin.setValue(cards)


def _decks(count):
    return lambda dialog: dialog.decks_spin.setValue(count)


# (edits in the order the player makes them, players dealt, decks dealt)
EDIT_ORDERS = {
    "players only": ([_players(3)], 3, 3),
    "players then preset": ([_players(4), _preset("Quick")], 4, 4),
    "preset then players": ([_preset("Quick"), _players(4)], 4, 4),
    "up, option, up again": ([_players(3), _payoff(15), _players(4)], 4, 4),
    "option then players": ([_payoff(15), _players(3)], 3, 3),
    "up then down": ([_players(4), _players(2)], 2, 2),
    "a preset with more decks": ([_preset("Traditional"), _players(4), _players(2)], 2, 3),
    "decks chosen, then players": ([_decks(3), _players(4)], 4, 3),
    "players, then decks chosen": ([_players(3), _decks(2)], 3, 2),
    "chosen, then a preset": ([_decks(4), _preset("Quick"), _players(3)], 3, 3),
}


@pytest.mark.parametrize("edits, players, decks", EDIT_ORDERS.values(), ids=EDIT_ORDERS.keys())
def test_preferences_deal_one_deck_per_player_unless_the_player_sets_the_decks(
        launch, qtbot, edits, players, decks):
    app = launch(seed=12)
    settle(qtbot, app)
    dialog = _open_preferences(qtbot, app)
    for edit in edits:
        edit(dialog)
    dialog.ok_button.click()
    app.window.commands["new"].trigger()
    settle(qtbot, app)
    game = app.session.game
    assert (game.players, game.rules.decks) == (players, decks)
    # and so after a restart, and in the dialog opened again
    launch.quit(app)
    again = launch(start=False)
    again.session.new_game()
    settle(qtbot, again)
    assert again.session.game.rules.decks == decks
    assert _open_preferences(qtbot, again).decks_spin.value() == decks
