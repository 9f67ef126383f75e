"""The shipped catalogues: every string of the code translated into German, French and
Spanish, and the compiled ``.qm`` files built from the ``.ts`` sources as they are."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from spite_gui.language import LANGUAGE_NAMES, level_name, preset_name, system_language

ROOT = Path(__file__).resolve().parents[2]


def _script():
    spec = importlib.util.spec_from_file_location("_translations",
                                                  ROOT / "packaging" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_every_string_is_translated_and_every_catalogue_is_current():
    """lupdate over the code finds nothing new, no word of the window is left unfinished,
    the table's sentences are all in their catalogues, and lrelease of each language's
    sources gives the shipped ``.qm`` byte for byte."""
    problems, waiting = _script().check()
    assert problems == []
    assert waiting == {"de": 0, "fr": 0, "es": 0}  # every one of the table's sentences too


def test_the_tables_sentences_are_worded_in_the_language(qapp, speak):
    """The wording layer's sentences go through the same translators as the window's."""
    from spite_gui.engine import Card
    from spite_gui.table.card_names import card_words
    from spite_gui.table.words import listed

    speak("de")
    assert listed(["Anna", "Ben", "Carla"]) == "Anna, Ben und Carla"
    assert card_words(Card(7, "C")) == "Kreuz 7"
    assert card_words(Card(1, "H")) == "Herz Ass"
    speak("en")
    assert card_words(Card(7, "C")) == "7 of clubs"


def test_the_game_speaks_the_languages_it_ships():
    script = _script()
    assert set(LANGUAGE_NAMES) == {"en", *script.LANGUAGES}
    for language in script.LANGUAGES:
        assert (script.FOLDER / f"spite_{language}.qm").is_file()


def test_the_system_language_is_followed_when_the_game_speaks_it():
    assert system_language(QLocale("de_AT")) == "de"
    assert system_language(QLocale("fr_CA")) == "fr"
    assert system_language(QLocale("es_MX")) == "es"
    assert system_language(QLocale("ja_JP")) == "en"  # not spoken here: the words in the code


def test_a_chosen_language_replaces_the_systems(qapp, speak):
    assert speak("fr") == "fr"
    assert QCoreApplication.translate("Preferences", "Rules") == "Règles"
    assert level_name("hard") == "Difficile"
    assert preset_name("Classic") == "Classique"
    assert speak("de") == "de"
    assert QCoreApplication.translate("Preferences", "Rules") == "Regeln"
    assert speak("en") == "en"
    assert QCoreApplication.translate("Preferences", "Rules") == "Rules"


def test_qts_own_words_come_in_the_same_language(qapp, speak):
    """The standard buttons (OK, Cancel, Restore Defaults) are Qt's words: its catalogue is
    installed with the game's."""
    from PySide6.QtWidgets import QDialogButtonBox

    speak("es")
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "Cancelar"


def test_numbers_are_written_the_languages_way(qapp, speak):
    speak("de")
    assert QLocale().toString(1234.5, "f", 1) == "1.234,5"
    speak("fr")
    assert QLocale().toString(0.5, "f", 1) == "0,5"


def test_a_refusal_and_a_friends_reaction_are_worded_in_the_players_language(qapp, speak):
    """The network carries codes: each program words a refusal or a quick reaction in its
    own language, whatever the host's."""
    from spite_gui.engine.refusals import Illegal, Refusal
    from spite_gui.table.company import reaction_text, time_warning
    from spite_gui.table.refusals import refusal_words

    refused = Refusal(Illegal.NOT_YOUR_TURN)
    english = refusal_words(refused)
    speak("fr")
    assert refusal_words(refused) == "Attendez votre tour."
    assert reaction_text("thanks") == "Merci !"
    assert time_warning(1).startswith("Encore 1 seconde ")
    assert time_warning(30).startswith("Encore 30 secondes ")
    speak("es")
    assert refusal_words(refused) == "Espera tu turno."
    speak("en")
    assert refusal_words(refused) == english == "Wait for your turn."
