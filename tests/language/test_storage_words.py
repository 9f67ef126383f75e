"""What storage tells the player about a damaged file, in the player's language: storage
keeps each message as an English template with its fields (no Qt there), and the window
words it when it shows it (here from a catalogue made for the test with Qt's tools, under
the context the shipped catalogues keep the templates in)."""

from __future__ import annotations

import pytest

from spite_gui.storage import AppPaths, StorageProblem, load_settings, read_save
from spite_gui.storage.said import CONTEXT, Said
from spite_gui.view.wording import said_words

from ..controller.persist_helpers import settle

GERMAN = {
    (CONTEXT, "The saved game"): "Das gespeicherte Spiel",
    (CONTEXT, "'{name}' is not a saved Spite and Malice game, or it is damaged."):
        "„{name}“ ist kein gespeichertes Spite-and-Malice-Spiel oder ist beschädigt.",
    (CONTEXT, "{why} The file was left as it is."): "{why} Die Datei bleibt, wie sie ist.",
    (CONTEXT, "{what} could not be read ({why}). It was moved to '{moved}' and {goes_on}."):
        "Nicht lesbar: {what} ({why}). Die Datei wurde nach „{moved}“ verschoben, und {goes_on}.",
    (CONTEXT, "Your settings"): "Ihre Einstellungen",
    (CONTEXT, "the file is damaged"): "die Datei ist beschädigt",
    (CONTEXT, "the game goes on with the default settings"):
        "das Spiel geht mit den voreingestellten Werten weiter",
    (CONTEXT, "Your statistics"): "Ihre Statistik",
    (CONTEXT, "a fresh record of your games was started"):
        "eine neue Aufzeichnung Ihrer Spiele wurde begonnen",
}


def test_a_damaged_save_is_reported_in_german(made, tmp_path):
    made(GERMAN)
    damaged = tmp_path / "Sonntag.spite"
    damaged.write_bytes(b"{ not json")
    with pytest.raises(StorageProblem) as caught:
        read_save(damaged)
    said = caught.value.message
    assert said == ("'Sonntag.spite' is not a saved Spite and Malice game, or it is damaged. "
                    "The file was left as it is.")  # the English, for the log
    assert said_words(said) == ("„Sonntag.spite“ ist kein gespeichertes Spite-and-Malice-"
                                "Spiel oder ist beschädigt. Die Datei bleibt, wie sie ist.")


def test_damaged_settings_are_reported_in_german(made, tmp_path):
    made(GERMAN)
    paths = AppPaths.under(tmp_path)
    paths.settings_file.parent.mkdir(parents=True)
    paths.settings_file.write_text("{ not json", encoding="utf-8")
    _settings, said = load_settings(paths)
    assert isinstance(said, Said)
    moved = next(paths.settings_file.parent.glob("settings.corrupt-*"))
    assert said_words(said) == (
        f"Nicht lesbar: Ihre Einstellungen (die Datei ist beschädigt). Die Datei wurde nach "
        f"„{moved}“ verschoben, und das Spiel geht mit den voreingestellten Werten weiter.")


def test_a_translation_that_does_not_fit_gives_way_to_the_english(made):
    made({(CONTEXT, "{what} could not be read ({why})."): "{was} ist kaputt"})
    said = Said("{what} could not be read ({why}).", what=Said("Your settings"),
                why=Said("the file is damaged"))
    assert said_words(said) == "Your settings could not be read (the file is damaged)."


def test_the_window_tells_of_damaged_statistics_in_german(launch, qtbot, made):
    made(GERMAN)
    db = launch.paths.stats_db
    db.parent.mkdir(parents=True)
    db.write_bytes(b"this is not a database" * 100)
    app = launch(seed=3)
    qtbot.waitUntil(lambda: app.notices.open_texts() != [])
    [text] = app.notices.open_texts()
    assert text.startswith("Nicht lesbar: Ihre Statistik (die Datei ist beschädigt).")
    assert text.endswith("eine neue Aufzeichnung Ihrer Spiele wurde begonnen.")
    settle(qtbot, app)


def test_storage_has_no_words_of_its_own_left_unmarked():
    """Every template storage words a message with is in the catalogues' source: the
    check walks the code as pyside6-lupdate does (a template made by gluing would not be)."""
    import ast
    import pathlib

    import spite_gui.storage as storage

    folder = pathlib.Path(storage.__file__).parent
    glued = []
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in (
                    "StorageProblem", "Refused", "_Corrupt", "Said") \
                    and any(isinstance(arg, ast.JoinedStr) for arg in node.args):
                glued.append(f"{path.name}:{node.lineno}")
    assert glued == []


def test_the_other_copy_of_the_game_is_named_in_german(made):
    """The box that says the game is already open names the other copy in the player's
    language: its process and when it started."""
    from datetime import datetime

    from spite_gui.storage import Holder
    from spite_gui.storage.instance import PROCESS, STARTED_AT

    made({(CONTEXT, PROCESS): "Prozess {pid}", (CONTEXT, STARTED_AT): "gestartet um {time}"})
    started = datetime.now().astimezone().replace(hour=21, minute=5)
    who = Holder(4242, None, started).describe()
    assert str(who) == "process 4242, started at 21:05"  # the English, for the log
    assert said_words(who) == "Prozess 4242, gestartet um 21:05"


def test_a_silent_game_says_why_in_german(made):
    """No audio device: Preferences and View → Sound say so in the player's language."""
    from types import SimpleNamespace

    from spite_gui.controller.sounds import TableSounds
    from spite_gui.sound.speakers import NO_DEVICE, DeviceSpeaker
    from tests.sound.test_speakers import MISSING, SOUNDS

    made({("Sound", NO_DEVICE): "Das Spiel ist stumm: Kein Audiogerät ließ sich öffnen."})
    speaker = DeviceSpeaker(SOUNDS, backends=[MISSING])
    speaker.start()
    try:
        assert speaker.ready.wait(10)
        said = TableSounds.problem.fget(SimpleNamespace(speaker=speaker))  # the table's words
        assert said == "Das Spiel ist stumm: Kein Audiogerät ließ sich öffnen."
    finally:
        speaker.close()
