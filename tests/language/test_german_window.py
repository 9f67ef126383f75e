"""The game in German, looked at as a German player would: the window, its menus and
every dialog, with no English left in them (proper names aside). The words of the table
itself (refusals, the log's lines, the turn messages) come from the wording layer, checked
with it."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QMenu

from spite_gui.dialogs.about import about_text
from spite_gui.dialogs.friends import FriendsDialog, PinDialog, TableListing
from spite_gui.dialogs.game_over import GameOverDialog
from spite_gui.dialogs.help import HelpDialog, headings, help_html
from spite_gui.dialogs.preferences import PreferencesDialog
from spite_gui.dialogs.reveal import RevealDialog
from spite_gui.dialogs.statistics import StatisticsDialog, format_summary_value, unreadable_note
from spite_gui.engine import Game, Rules
from spite_gui.storage import Settings, StatsStore
from spite_gui.table.outcomes import outcome_words
from spite_gui.view.menus import MENUS

from .words import english_in, english_words


@pytest.fixture
def german(speak):
    assert speak("de") == "de"


def finished_game() -> Game:
    game = Game.new(Rules(), 2, seed=3)
    while not game.is_over:
        game.play(game.legal_moves()[0])
    return game


def test_the_words_finder_finds_english():
    """The check itself: English is found, German and proper names are not."""
    assert english_words("Show &Hidden Cards…") == {"Show", "Hidden", "Cards"}
    assert english_words("Verdeckte &Karten zeigen…") == set()
    assert english_words("Über Spite and Malice") == set()
    assert english_words("<b>Your</b> turn") == {"Your", "turn"}


def test_the_menus_speak_german(app_with, german):
    window = app_with().window
    assert english_in(window.menuBar()) == {}
    for menu in window.findChildren(QMenu):
        assert english_in(menu) == {}, menu.title()
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&Spiel", "&Bearbeiten", "&Ansicht", "&Vorlesen", "&Hilfe"]


@pytest.mark.parametrize("language", ["de", "fr", "es"])
def test_each_menus_access_keys_are_its_own(app_with, speak, language):
    """Alt and a letter opens one menu, and a letter in an open menu one command: the
    translations keep them apart."""
    speak(language)
    window = app_with().window

    def keys(texts):
        return [m.group(1).lower() for text in texts if (m := re.search(r"&(\w)", text))]

    bar = keys(action.text() for action in window.menuBar().actions())
    assert len(bar) == len(MENUS) and len(set(bar)) == len(bar)
    for menu in window.findChildren(QMenu):
        letters = keys(action.text() for action in menu.actions() if not action.isSeparator())
        assert len(set(letters)) == len(letters), (menu.title(), letters)


def test_the_window_title_and_the_deal_speak_german(app_with, german):
    root = app_with()
    root.window.set_deal(48213)
    assert root.window.windowTitle() == "Spite and Malice — Spiel Nr. 48213"
    assert root.window.deal_label.text() == "Spiel Nr. 48213"


def test_preferences_speak_german_on_every_page(qtbot, german):
    dialog = PreferencesDialog(Settings(players=4, seat_kinds=["person"] * 3))
    qtbot.addWidget(dialog)
    assert english_in(dialog) == {}
    assert dialog.tabs.tabText(0) == "Regeln"
    assert dialog.ok_button.text() == "OK"
    assert dialog.restore_button.text() == "Voreinstellungen"  # Qt's own German


def test_statistics_speak_german(qtbot, tmp_path, german):
    dialog = StatisticsDialog(StatsStore(tmp_path / "stats.sqlite"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert english_in(dialog) == {}
    assert format_summary_value("lost", 12, 1) == "12 (1 abgebrochen)"
    assert unreadable_note(1).startswith("1 gespeichertes Spiel konnte")
    assert unreadable_note(3).startswith("3 gespeicherte Spiele konnten")


def test_the_end_of_a_game_speaks_german(qtbot, german):
    game = finished_game()
    over = GameOverDialog("", ["Sie", "Anna"], [5, -5], [5, -5], [0, 3])
    qtbot.addWidget(over)
    assert english_in(over) == {}
    reveal = RevealDialog(game, ["Sie", "Anna"])
    qtbot.addWidget(reveal)
    # the outcome's sentence is the wording layer's; every title and label is German
    sentence = outcome_words(game.outcome, ["Sie", "Anna"])
    assert {text: words for text, words in english_in(reveal).items()
            if sentence not in text} == {}
    titles = [title for title, _cards in reveal.rows()]
    assert any(re.fullmatch(r"Hand von Anna \(1 Karte\)|Hand von Anna \(\d+ Karten\)", title)
               for title in titles)


def test_play_with_friends_speaks_german(qtbot, german):
    dialog = FriendsDialog("Lena", "Classic")
    qtbot.addWidget(dialog)
    dialog.show_tables([TableListing("Lenas Tisch", "Quick", 2, 1, "192.168.1.20", 47474,
                                     False, "9.9")])
    assert english_in(dialog) == {}
    pin = PinDialog("Lenas Tisch", "ab12 cd34", wrong=True)
    qtbot.addWidget(pin)
    assert english_in(pin) == {}


def test_help_and_about_speak_german(qtbot, german):
    help_window = HelpDialog()
    qtbot.addWidget(help_window)
    assert help_window.windowTitle() == "So spielt man Spite and Malice"
    assert english_words(about_text()) == set()
    page = help_window.browser.toPlainText()
    assert page.startswith("So spielt man Spite and Malice")
    examples = re.compile(r"<(code|i)>.*?</\1>", re.S)  # commands, addresses, packages
    lines = examples.sub(" ", help_html()).splitlines()
    assert [line for line in lines if english_words(line)] == []


@pytest.mark.parametrize("language", ["de", "fr", "es"])
def test_the_help_page_is_whole_in_each_language(language):
    """Every section of the help is there in each language, in the same order, and each
    names the same keys."""
    english, translated = help_html("en"), help_html(language)
    assert translated != english
    assert len(headings(translated)) == len(headings(english))
    keys = re.compile(r"<b>(Ctrl\S*|F\d+|[A-Z0-9]|1, 2, 3, 4)</b>")
    assert keys.findall(translated.replace("Strg", "Ctrl").replace("Umschalt", "Shift")
                        .replace("Maj", "Shift").replace("Mayús", "Shift")) == keys.findall(
        english)
