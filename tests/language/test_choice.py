"""Choosing the language in Preferences: kept in the settings, read before the window is
built at the next start."""

from __future__ import annotations

import dataclasses
import json

from spite_gui.dialogs.preferences import PreferencesDialog
from spite_gui.storage import AppPaths, Settings
from spite_gui.storage.settings import read_language, save_settings


def test_the_language_chosen_in_preferences_is_in_the_settings(qtbot):
    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    combo = dialog.language_combo
    assert combo.currentData() == ""  # the system's, until the player chooses
    combo.setCurrentIndex(combo.findData("es"))
    assert combo.currentText() == "Español"  # each language named in its own words
    assert dialog.result_settings().language == "es"


def test_preferences_show_the_language_chosen_before(qtbot):
    dialog = PreferencesDialog(dataclasses.replace(Settings(), language="fr"))
    qtbot.addWidget(dialog)
    assert dialog.language_combo.currentData() == "fr"


def test_the_next_start_reads_the_language_kept(tmp_path):
    paths = AppPaths.under(tmp_path)
    assert read_language(paths) == ""  # no settings yet: the system's
    save_settings(paths, dataclasses.replace(Settings(), language="de"))
    assert read_language(paths) == "de"


def test_a_damaged_or_strange_settings_file_means_the_systems_language(tmp_path):
    paths = AppPaths.under(tmp_path)
    paths.settings_file.parent.mkdir(parents=True, exist_ok=True)
    for text in ("{not json", json.dumps([1, 2]), json.dumps({"settings": {"language": "xx"}}),
                 json.dumps({"settings": {"language": ["de"]}})):
        paths.settings_file.write_text(text, encoding="utf-8")
        assert read_language(paths) == ""
    assert Settings.parse({"language": "xx"}) == (Settings(), ["language"])


def test_choosing_a_language_says_it_applies_from_the_next_start(app):
    settings = app.settings
    settings.change(dataclasses.replace(settings.settings, language="de"))
    assert app.window.message_label.text() == "The game speaks Deutsch from its next start."
    assert settings.settings.language == "de"
    assert app.window.menuBar().actions()[0].text() == "&Game"  # this window stays English
    settings.change(dataclasses.replace(settings.settings, language=""))
    assert app.window.message_label.text() == (
        "The game follows the system's language from its next start.")
