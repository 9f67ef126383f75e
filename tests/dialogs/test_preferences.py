"""The preferences dialog."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QColorDialog, QDialog

from spite_gui.dialogs.preferences import CUSTOM, FELT_GREEN, PreferencesDialog
from spite_gui.engine import Rules
from spite_gui.storage import Settings


@pytest.fixture
def make(qtbot):
    def make(settings: Settings | None = None) -> PreferencesDialog:
        dialog = PreferencesDialog(settings or Settings())
        qtbot.addWidget(dialog)
        return dialog

    return make


def test_opening_shows_the_given_settings(make):
    rules = Rules(decks=3, payoff_size=15, hand_size=6, centre_stacks=3,
                  deal_side_stacks=True, no_ace_discard=True)
    settings = Settings(rules=rules.to_dict(), players=3, levels=["easy", "expert", "hard"],
                        match_target=50, card_back="back-3", wild_kings_as_jokers=True,
                        animation_speed="slow", highlight_targets=False,
                        table_colour="#123456")
    dialog = make(settings)
    assert dialog.preset_combo.currentText() == CUSTOM
    assert dialog.players_spin.value() == 3
    assert [c.currentData() for c in dialog.level_combos] == ["easy", "expert", "hard"]
    assert dialog.match_combo.currentData() == 50
    assert dialog.payoff_spin.value() == 15
    assert dialog.decks_spin.value() == 3
    assert dialog.hand_combo.currentData() == 6
    assert dialog.centre_combo.currentData() == 3
    assert dialog.side_deal_check.isChecked() and dialog.no_ace_discard_check.isChecked()
    assert not dialog.aces_must_check.isChecked()
    assert dialog.back_buttons["back-3"].isChecked()
    assert dialog.jokers_look_check.isChecked()
    assert dialog.speed_combo.currentData() == "slow"
    assert not dialog.highlight_check.isChecked()
    assert dialog.table_colour == "#123456"
    assert dialog.rules() == rules
    assert dialog.ok_button.isEnabled()


def test_custom_rules_keep_the_preset_they_started_from(make):
    stored = {**Rules.preset("Quick").replace(hand_size=6).to_dict(), "preset": "Quick"}
    dialog = make(Settings(rules=stored, players=3))
    assert dialog.preset_combo.currentText() == CUSTOM
    assert dialog.result_settings().rules == {**stored, "decks": 3}  # one deck per player


def test_default_settings_show_classic(make):
    dialog = make()
    assert dialog.preset_combo.currentText() == "Classic"
    assert dialog.preset_combo.findText(CUSTOM) < 0
    assert dialog.rules() == Rules.preset("Classic")


def test_choosing_traditional_fills_its_options(make, qtbot):
    dialog = make()
    index = dialog.preset_combo.findText("Traditional")
    dialog.preset_combo.setCurrentIndex(index)
    dialog.preset_combo.activated.emit(index)
    assert dialog.payoff_spin.value() == 26
    assert dialog.decks_spin.value() == 3
    assert dialog.recycle_combo.currentData() == "stock_empty"
    assert dialog.preset_combo.currentText() == "Traditional"
    assert dialog.result_settings().rules == {"preset": "Traditional"}


def test_changing_an_option_flips_the_preset_to_custom_and_back(make):
    dialog = make()
    dialog.payoff_spin.setValue(21)
    assert dialog.preset_combo.currentText() == CUSTOM
    stored = dialog.result_settings().rules
    assert stored["payoff_size"] == 21 and stored["preset"] == "Classic"
    dialog.payoff_spin.setValue(13)
    assert dialog.preset_combo.currentText() == "Quick"
    assert dialog.preset_combo.findText(CUSTOM) < 0


def test_jokers_force_wild_start_on(make):
    dialog = make()
    assert dialog.wild_start_check.isEnabled()
    dialog.wild_combo.setCurrentIndex(dialog.wild_combo.findData("jokers"))
    assert dialog.wild_start_check.isChecked()
    assert not dialog.wild_start_check.isEnabled()
    dialog.payoff_spin.setValue(26)
    dialog.recycle_combo.setCurrentIndex(dialog.recycle_combo.findData("stock_empty"))
    assert dialog.preset_combo.currentText() == "Jokers to King"
    dialog.wild_combo.setCurrentIndex(dialog.wild_combo.findData("kings"))
    assert not dialog.wild_start_check.isChecked()
    assert dialog.wild_start_check.isEnabled()


def test_an_impossible_combination_is_explained_and_blocks_ok(make, qtbot):
    dialog = make()
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.players_spin.setValue(4)
    dialog.decks_spin.setValue(2)
    dialog.payoff_spin.setValue(30)
    expected = None
    try:
        Rules(decks=2, payoff_size=30).check_players(4)
    except ValueError as exc:
        expected = str(exc)
    assert expected
    assert dialog.warning_label.isVisible()
    assert dialog.warning_label.text() == expected
    assert dialog.problem == expected
    assert not dialog.ok_button.isEnabled()
    dialog.decks_spin.setValue(4)
    assert not dialog.warning_label.isVisible()
    assert dialog.problem is None
    assert dialog.ok_button.isEnabled()


def test_more_players_raise_the_decks_when_needed(make):
    dialog = make()
    dialog.players_spin.setValue(4)
    assert dialog.ok_button.isEnabled()
    dialog.rules().check_players(4)


def test_two_players_disable_the_levels_of_seats_two_and_three(make):
    dialog = make(Settings(players=4, rules={"preset": "Classic"}))
    assert all(c.isEnabled() for c in dialog.level_combos)
    dialog.players_spin.setValue(2)
    assert [c.isEnabled() for c in dialog.level_combos] == [True, False, False]
    dialog.players_spin.setValue(3)
    assert [c.isEnabled() for c in dialog.level_combos] == [True, True, False]


def test_restore_defaults(make, qtbot):
    dialog = make(Settings(rules=Rules.preset("Family").to_dict(), players=3,
                           levels=["hard", "hard", "easy"], card_back="back-2",
                           table_colour="#000000", animation_speed="instant"))
    dialog.restore_button.click()
    assert dialog.result_settings() == Settings()
    assert dialog.preset_combo.currentText() == "Classic"


def test_result_round_trips_through_to_dict(make):
    dialog = make()
    dialog.players_spin.setValue(3)
    dialog.level_combos[1].setCurrentIndex(dialog.level_combos[1].findData("expert"))
    dialog.hand_combo.setCurrentIndex(dialog.hand_combo.findData(6))
    dialog.match_combo.setCurrentIndex(dialog.match_combo.findData(100))
    dialog.back_buttons["back-2"].click()
    dialog.jokers_look_check.setChecked(True)
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("fast"))
    dialog.highlight_check.setChecked(False)
    result = dialog.result_settings()
    assert Settings.from_dict(result.to_dict()) == result
    assert result.players == 3 and result.levels[1] == "expert"
    assert result.match_target == 100 and result.card_back == "back-2"
    assert result.wild_kings_as_jokers and result.animation_speed == "fast"
    assert not result.highlight_targets
    # Opening the dialog again on the result shows the same thing.
    assert make(result).result_settings() == result


def test_the_input_settings_are_not_changed(make):
    settings = Settings()
    before = settings.to_dict()
    dialog = make(settings)
    dialog.payoff_spin.setValue(25)
    dialog.players_spin.setValue(4)
    assert settings.to_dict() == before


def test_table_colour_picker_and_felt_reset(make, monkeypatch):
    dialog = make()
    monkeypatch.setattr(QColorDialog, "getColor", staticmethod(lambda *a, **k: QColor("#336699")))
    dialog.colour_button.click()
    assert dialog.result_settings().table_colour == "#336699"
    monkeypatch.setattr(QColorDialog, "getColor", staticmethod(lambda *a, **k: QColor()))
    dialog.colour_button.click()
    assert dialog.table_colour == "#336699"
    dialog.felt_button.click()
    assert dialog.table_colour == FELT_GREEN


def test_bad_saved_rules_are_replaced_and_said_so(make):
    dialog = make(Settings(rules={"payoff_size": "lots"}))
    assert dialog.notice_label.text()
    assert dialog.preset_combo.currentText() == "Classic"
    assert dialog.ok_button.isEnabled()


def test_card_back_previews_when_the_art_exists(make, tmp_path, qtbot):
    dialog = make()
    assert not dialog.back_buttons["back-1"].icon().isNull()
    bare = PreferencesDialog(Settings(), cards_dir=tmp_path)
    qtbot.addWidget(bare)
    assert bare.back_buttons["back-1"].icon().isNull()


def test_accept_and_cancel(make, qtbot):
    dialog = make()
    with qtbot.waitSignal(dialog.accepted):
        dialog.ok_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted


@pytest.mark.parametrize("preset", [["Classic"], {"a": 1}, 7, None])
def test_opens_whatever_the_preset_holds(make, preset):
    dialog = make(Settings(rules={"preset": preset, **Rules.preset("Quick").to_dict()}))
    assert dialog.preset_combo.currentText() == "Quick"
    assert dialog.result_settings().rules == {"preset": "Quick"}


def test_each_seat_is_a_computer_at_a_level_or_a_person_with_a_name(make):
    dialog = make(Settings(players=3, seat_kinds=["person", "computer", "computer"],
                           names=["Anna", "Ben", "", ""], levels=["easy", "hard", "medium"]))
    assert dialog.tabs.tabText(1) == "Players"
    assert [c.currentData() for c in dialog.kind_combos] == ["person", "computer", "computer"]
    assert [e.text() for e in dialog.name_edits] == ["Anna", "Ben", "", ""]
    # a person has a name and no level; a computer a level and no name; seat 4 is not in play
    assert dialog.name_edits[1].isEnabled() and not dialog.level_combos[0].isEnabled()
    assert dialog.level_combos[1].isEnabled() and not dialog.name_edits[2].isEnabled()
    assert not dialog.kind_combos[2].isEnabled() and not dialog.name_edits[3].isEnabled()
    dialog.kind_combos[1].setCurrentIndex(dialog.kind_combos[1].findData("person"))
    dialog.name_edits[2].setText("  Cleo   the great ")
    assert dialog.name_edits[2].isEnabled() and not dialog.level_combos[1].isEnabled()
    result = dialog.result_settings()
    assert result.seat_kinds == ["person", "person", "computer"]
    assert result.names == ["Anna", "Ben", "Cleo the great", ""]
    assert result.levels == ["easy", "hard", "medium"]  # kept for when it is a computer again


def test_the_comfort_options_show_and_come_back(make):
    settings = Settings(zoom=175, card_faces="large-print", four_colour_suits=True,
                        table_theme="dark", follow_desktop_motion=False)
    dialog = make(settings)
    assert dialog.faces_combo.currentData() == "large-print"
    assert dialog.four_colour_check.isChecked()
    assert dialog.theme_combo.currentData() == "dark"
    assert not dialog.desktop_motion_check.isChecked()
    assert dialog.result_settings() == settings  # the zoom is kept: it is the View menu's

    dialog.faces_combo.setCurrentIndex(dialog.faces_combo.findData("standard"))
    dialog.four_colour_check.setChecked(False)
    dialog.theme_combo.setCurrentIndex(dialog.theme_combo.findData("high-contrast"))
    dialog.desktop_motion_check.setChecked(True)
    result = dialog.result_settings()
    assert (result.card_faces, result.four_colour_suits, result.table_theme,
            result.follow_desktop_motion, result.zoom) == ("standard", False, "high-contrast",
                                                           True, 175)
    dialog.restore_defaults()
    assert dialog.result_settings().table_theme == "felt"


def test_the_table_colour_is_chosen_for_the_felt_only(make):
    dialog = make(Settings(table_theme="high-contrast"))
    assert not dialog.colour_button.isEnabled() and not dialog.felt_button.isEnabled()
    dialog.theme_combo.setCurrentIndex(dialog.theme_combo.findData("felt"))
    assert dialog.colour_button.isEnabled() and dialog.felt_button.isEnabled()


def test_the_friends_page_sets_your_own_servers_and_explains_a_wrong_one(make):
    """Preferences → Friends: your name at friends' tables and the servers invite codes go
    through; a server typed wrong is explained and blocks OK, the public ones come back with
    one click."""
    from spite_gui.net.relays import MAILBOX, TRANSIT

    dialog = make()
    page = dialog.network_page
    assert (page.mailbox_edit.text(), page.transit_edit.text()) == (MAILBOX, TRANSIT)
    page.name_edit.setText("  Anna   Lee ")
    page.mailbox_edit.setText("ws://games.example.org:4000/v1")
    page.transit_edit.setText("tcp:games.example.org:4001")
    page.relay_only_check.setChecked(True)
    assert dialog.ok_button.isEnabled() and page.problem_label.isHidden()
    result = dialog.result_settings()
    assert (result.friend_name, result.mailbox_url, result.transit_url, result.relay_only) == (
        "Anna Lee", "ws://games.example.org:4000/v1", "tcp:games.example.org:4001", True)
    assert make(result).result_settings() == result  # shown again as saved

    page.transit_edit.setText("games.example.org")  # no tcp: and no port
    assert not dialog.ok_button.isEnabled()
    assert "a transit relay looks like tcp:HOST:PORT" in page.problem_label.text()
    assert not page.problem_label.isHidden()
    page.mailbox_edit.setText("http://games.example.org")
    assert "a mailbox server looks like ws://HOST:PORT/v1" in page.problem_label.text()
    page.public_button.click()
    assert (page.mailbox_edit.text(), page.transit_edit.text()) == (MAILBOX, TRANSIT)
    assert dialog.ok_button.isEnabled() and page.problem_label.isHidden()


def test_the_name_at_friends_tables_shows_its_hint_whole(make, qtbot):
    from PySide6.QtWidgets import QStyle, QStyleOptionFrame

    dialog = make()
    dialog.show()
    dialog.tabs.setCurrentIndex(dialog.tabs.count() - 1)  # Friends
    edit = dialog.network_page.name_edit
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(edit.isVisible)
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    room = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    room = room.marginsRemoved(edit.textMargins())
    needed = edit.fontMetrics().horizontalAdvance(edit.placeholderText())
    assert edit.placeholderText() == "the name your friends see"
    assert room.width() - 4 >= needed, f"{room.width() - 4} pixels for a hint of {needed}"


def test_every_tab_stop_has_a_name_a_screen_reader_can_say(make, qtbot):
    """Tab through every page: each stop is a named control (a screen reader read the
    scrolling page itself as an unnamed "layered pane" between the fields)."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QAbstractScrollArea, QApplication

    dialog = make(Settings())
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    for page in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(page)
        dialog.tabs.tabBar().setFocus()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.tabs.tabBar())
        seen = []
        for _ in range(60):
            dialog.focusNextChild()
            widget = QApplication.focusWidget()
            if widget is None or widget in seen:
                break
            seen.append(widget)
            assert not isinstance(widget, QAbstractScrollArea) or widget.isWindow() or \
                type(widget).__name__ in ("QTextEdit", "QPlainTextEdit", "QTextBrowser"), widget
            face = QAccessible.queryAccessibleInterface(widget)
            name = face.text(QAccessible.Text.Name) if face is not None else ""
            assert name.strip(), f"an unnamed Tab stop on page {page}: {widget!r}"


def test_the_speech_channel_and_the_turn_summaries_are_kept(make):
    dialog = make(Settings(speech_channel="speech-service", turn_summary="full"))
    assert dialog.result_settings().speech_channel == "speech-service"
    assert dialog.result_settings().turn_summary == "full"


def test_the_display_page_shows_each_table_and_back_in_its_preview(make, qtbot):
    """Seven backs to choose from, each with its picture; the preview shows the table and
    the back as chosen, before OK."""
    from spite_gui.storage.settings import CARD_BACKS
    from spite_gui.view.felt import felt_shades
    from spite_gui.view.theme import THEMES

    dialog = make()
    assert len(CARD_BACKS) >= 6
    for back in CARD_BACKS:
        assert not dialog.back_buttons[back].icon().isNull(), back
    dialog.show()
    qtbot.waitExposed(dialog)
    preview = dialog.preview

    def corner() -> QColor:
        image = preview.grab().toImage()
        return image.pixelColor(image.width() // 2, 2)

    def stock() -> bytes:
        image = preview.grab().toImage()
        card = image.copy(image.width() // 4, image.height() // 3, image.width() // 8,
                          image.height() // 4)
        return bytes(card.constBits())[:card.sizeInBytes()]

    seen = {}
    for theme in ("felt", "blue", "burgundy", "dark", "high-contrast"):
        dialog.theme_combo.setCurrentIndex(dialog.theme_combo.findData(theme))
        seen[theme] = corner()
        felt = THEMES[theme].felt
        if felt is not None and THEMES[theme].shaded:
            cloth = felt_shades(felt)[1]
            hue = abs(seen[theme].hsvHue() - cloth.hsvHue())
            assert min(hue, 360 - hue) <= 15 or cloth.hsvSaturation() < 40, theme
    assert len({c.name() for c in seen.values()}) == 5
    pictures = set()
    for back in CARD_BACKS:
        dialog.back_buttons[back].click()
        pictures.add(stock())
    assert len(pictures) == len(CARD_BACKS)
    assert dialog.result_settings().card_back == CARD_BACKS[-1]


def test_the_sound_page(make, qtbot):
    dialog = make(Settings(sound=False, sound_volume=40, turn_chime=False))
    assert dialog.tabs.tabText(dialog.tabs.count() - 2) == "Sound"
    assert not dialog.sound_check.isChecked() and dialog.volume_slider.value() == 40
    assert not dialog.volume_slider.isEnabled() and not dialog.chime_check.isEnabled()
    assert dialog.sound_problem_label.isHidden()
    dialog.sound_check.setChecked(True)
    assert dialog.volume_slider.isEnabled() and dialog.try_button.isEnabled()
    dialog.volume_slider.setValue(85)
    assert dialog.volume_value.text() == "85%"
    with qtbot.waitSignal(dialog.sound_tried) as tried:
        dialog.try_button.click()
    assert tried.args == [85]
    dialog.chime_check.setChecked(True)
    result = dialog.result_settings()
    assert (result.sound, result.sound_volume, result.turn_chime) == (True, 85, True)
    silent = PreferencesDialog(Settings(), sound_problem="The game is silent: no device.")
    qtbot.addWidget(silent)
    assert not silent.sound_problem_label.isHidden()
    assert "no device" in silent.sound_problem_label.text()
