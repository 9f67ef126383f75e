"""The statistics dialog."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from spite_gui.dialogs.statistics import HISTORY_COLUMNS, StatisticsDialog
from spite_gui.storage import StatsStore, StorageProblem
from tests.storage.records import game, insert, row

GAMES = [
    # result, score, payoff left, level, preset, players
    ("won", 17, 0, "medium", "Classic", 2),
    ("lost", 0, 4, "hard", "Classic", 3),
    ("won", 22, 0, "medium", "Quick", 2),
    ("draw", 0, 3, "easy", "Traditional", 4),
    ("won", 9, 0, "medium", "Classic", 2),
]


@pytest.fixture
def store(tmp_path):
    store = StatsStore(tmp_path / "stats.sqlite")
    for n, (result, score, payoff, level, preset, players) in enumerate(GAMES):
        store.record_game(game(result, score=score, payoff=payoff, level=level, preset=preset,
                               n=n, players=players))
    return store


@pytest.fixture
def dialog(qtbot, store):
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    return dialog


def choose(combo, data):
    combo.setCurrentIndex(combo.findData(data))


def cell(dialog, row, column):
    """The text the list of games shows in ``row`` under ``column``."""
    model = dialog.table.model()
    return model.index(row, HISTORY_COLUMNS.index(column)).data()


def rows(dialog) -> int:
    """How many games the list shows."""
    return dialog.table.model().rowCount()


def test_the_totals(dialog):
    assert dialog.shown_summary() == {
        "games": "5", "won": "3", "lost": "1", "drawn": "1", "win_rate": "60%",
        "current_streak": "1", "best_streak": "1", "best_score": "22",
        "average_payoff_left": "1.4",
    }


def test_the_history_most_recent_first(dialog):
    assert rows(dialog) == 5
    assert cell(dialog, 0, "Deal") == "#1004"
    assert cell(dialog, 0, "Result") == "Won"
    assert cell(dialog, 0, "Scores") == "9 – 0"
    assert cell(dialog, 0, "Rounds") == "17"  # 34 turns of two players
    assert cell(dialog, 1, "Players") == "4: Easy, Easy, Easy"
    assert cell(dialog, 1, "Rules") == "Traditional"
    assert cell(dialog, 1, "Result") == "Draw"
    assert cell(dialog, 4, "Date").startswith("2026-11-0")
    assert dialog.empty_label.isHidden()


def test_filters_change_the_numbers(dialog):
    choose(dialog.level_combo, "medium")
    shown = dialog.shown_summary()
    assert (shown["games"], shown["won"], shown["win_rate"]) == ("3", "3", "100%")
    assert shown["best_streak"] == "3"
    assert rows(dialog) == 3
    choose(dialog.preset_combo, "Classic")
    assert dialog.shown_summary()["games"] == "2"
    assert dialog.shown_summary()["best_score"] == "17"
    assert rows(dialog) == 2
    choose(dialog.level_combo, None)
    assert dialog.shown_summary()["games"] == "3"
    assert dialog.shown_summary()["lost"] == "1"
    choose(dialog.preset_combo, "Jokers to King")
    assert dialog.shown_summary()["games"] == "0"
    assert dialog.shown_summary()["best_score"] == "–"
    assert rows(dialog) == 0
    assert not dialog.empty_label.isHidden()


def test_reset_after_yes_empties_everything(dialog, store, monkeypatch):
    asked = []

    def yes(*args, **kwargs):
        asked.append(args)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(yes))
    dialog.reset_button.click()
    assert asked
    assert store.history() == []
    assert dialog.shown_summary()["games"] == "0"
    assert rows(dialog) == 0


def test_reset_after_no_keeps_everything(dialog, store, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.No))
    assert dialog.confirm_reset() is False
    assert len(store.history()) == 5
    assert dialog.shown_summary()["games"] == "5"


class BrokenStore(StatsStore):
    def summary(self, level=None, preset=None, player=None, company=None, friend=None):
        raise StorageProblem("Your statistics could not be read (disk on fire).")

    def history(self, limit=50):
        raise StorageProblem("Your statistics could not be read (disk on fire).")

    def reset(self):
        raise StorageProblem("Your statistics could not be reset (disk on fire).")


def test_a_storage_problem_is_shown_not_raised(qtbot, tmp_path, monkeypatch):
    dialog = StatisticsDialog(BrokenStore(tmp_path / "stats.sqlite"))
    qtbot.addWidget(dialog)
    assert not dialog.problem_label.isHidden()
    assert "disk on fire" in dialog.problem_label.text()
    assert dialog.shown_summary()["games"] == "–"
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    assert dialog.confirm_reset() is False
    assert "could not be reset" in dialog.problem_label.text()


def test_a_damaged_database_is_reported(qtbot, tmp_path):
    path = tmp_path / "stats.sqlite"
    path.write_bytes(b"not a database at all" * 200)
    dialog = StatisticsDialog(StatsStore(path))
    qtbot.addWidget(dialog)
    assert "Your statistics" in dialog.problem_label.text()
    dialog.refresh()
    assert dialog.problem_label.isHidden()
    assert dialog.shown_summary()["games"] == "0"


def test_an_empty_store(qtbot, tmp_path):
    dialog = StatisticsDialog(StatsStore(tmp_path / "none.sqlite"))
    qtbot.addWidget(dialog)
    assert dialog.shown_summary()["games"] == "0"
    assert dialog.shown_summary()["win_rate"] == "–"
    assert dialog.problem_label.isHidden()


def test_abandoned_games_show_as_lost_and_say_so(qtbot, store):
    store.record_game(game("abandoned", n=9))
    store.record_game(game("abandoned", n=10))
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    shown = dialog.shown_summary()
    assert (shown["games"], shown["lost"], shown["current_streak"]) == ("7", "3 (2 abandoned)",
                                                                         "0")
    assert cell(dialog, 0, "Result") == "Abandoned"


BAD_ROWS = {
    "text for a score": ("human_score", "lots"),
    "a blob for a count": ("turns", b"\x00\x01"),
    "deeply nested scores": ("scores", "[" * 100_000 + "]" * 100_000),
    "a date no clock can show": ("finished_at", "0001-01-01T00:00:00+14:00"),
}


@pytest.mark.parametrize("column, value", BAD_ROWS.values(), ids=BAD_ROWS.keys())
def test_a_bad_row_is_left_out_and_reset_still_works(qtbot, store, monkeypatch, column, value):
    insert(store.path, {**row(game("lost", n=20)), column: value})
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.isEnabled() and dialog.reset_button.isEnabled()
    if column == "finished_at":  # a sound game with an odd date: shown as it was stored
        assert dialog.shown_summary()["games"] == "6"
        assert cell(dialog, 0, "Date") == value
        return
    assert dialog.shown_summary()["games"] == "5"
    assert rows(dialog) == 5
    assert dialog.problem_label.text() == ("1 recorded game could not be read and is left out."
                                           " Reset statistics… removes them with the rest.")
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    assert dialog.confirm_reset() is True
    assert dialog.problem_label.isHidden() and dialog.shown_summary()["games"] == "0"


def test_a_problem_is_shown_as_plain_text(qtbot, tmp_path):
    from PySide6.QtCore import Qt

    class HostileStore(BrokenStore):
        def summary(self, level=None, preset=None, player=None, company=None, friend=None):
            raise StorageProblem("Your statistics could not be read ('<img src=x><h1>You won!')")

    dialog = StatisticsDialog(HostileStore(tmp_path / "stats.sqlite"))
    qtbot.addWidget(dialog)
    assert dialog.problem_label.textFormat() == Qt.TextFormat.PlainText


def test_games_with_friends_are_chosen_apart_and_by_friend(qtbot, tmp_path):
    """Games with friends over the network count apart from games against the computers,
    and the friend list chooses whose games with you are shown."""
    import dataclasses

    from spite_gui.storage.stats import friend_level

    store = StatsStore(tmp_path / "stats.sqlite")
    played = [("won", ["medium"]), ("lost", [friend_level("Bob")]),
              ("won", [friend_level("Bob")]), ("won", [friend_level("Cleo"), "easy"])]
    for n, (result, levels) in enumerate(played):
        record = game(result, n=n, players=len(levels) + 1)
        store.record_game(dataclasses.replace(record, levels=levels))
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.shown_summary()["games"] == "4"
    assert not dialog.friend_combo.isEnabled()  # only among games with friends
    choose(dialog.company_combo, "friends")
    assert dialog.friend_combo.isEnabled()
    assert [dialog.friend_combo.itemText(i) for i in range(dialog.friend_combo.count())] == [
        "Any friend", "Bob", "Cleo"]
    assert (dialog.shown_summary()["games"], dialog.shown_summary()["won"]) == ("3", "2")
    choose(dialog.friend_combo, "Bob")
    assert (dialog.shown_summary()["games"], dialog.shown_summary()["won"]) == ("2", "1")
    assert rows(dialog) == 2
    assert all(cell(dialog, r, "Players") == "2: Bob (friend)" for r in range(2))
    choose(dialog.company_combo, "computers")
    assert dialog.shown_summary()["games"] == "1"
    assert not dialog.friend_combo.isEnabled()


def test_every_game_is_in_the_list_read_a_page_at_a_time_as_it_scrolls(qtbot, tmp_path):
    """The list once held the latest 200 games, each made into cells at every refresh
    (seconds with a few hundred games): now it holds them all, read as it scrolls."""
    from spite_gui.dialogs.statistics import PAGE

    store = StatsStore(tmp_path / "stats.sqlite")
    for n in range(2 * PAGE + 50):
        store.record_game(game("won" if n % 3 else "lost", n=n))
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.shown_summary()["games"] == str(2 * PAGE + 50)
    assert rows(dialog) <= PAGE + PAGE // 2  # what shows, and a little more

    def scrolled_to_the_end() -> bool:  # the player scrolls down, again and again
        dialog.table.scrollToBottom()
        return rows(dialog) == 2 * PAGE + 50

    qtbot.waitUntil(scrolled_to_the_end)
    assert cell(dialog, rows(dialog) - 1, "Deal") == "#1000"  # the very first game


def test_names_from_other_programs_are_shown_as_the_table_shows_them(qtbot, tmp_path):
    """A friend's program may send any name: control characters, a reversal of the text's
    direction, 980 characters. The filters and the list show it as the table does."""
    import dataclasses

    from spite_gui.play.seating import MAX_NAME
    from spite_gui.storage.stats import friend_level

    store = StatsStore(tmp_path / "stats.sqlite")
    hostile = "Bob\u202e\x07evil" + "x" * 980
    record = game("won", n=1)
    store.record_game(dataclasses.replace(record, levels=[friend_level(hostile[:90])]))
    store.record_game(dataclasses.replace(record, player="Anna\u202eLee\x1b[31m"))
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    choose(dialog.company_combo, "friends")
    shown = [dialog.friend_combo.itemText(i) for i in range(dialog.friend_combo.count())]
    players = [dialog.player_combo.itemText(i) for i in range(dialog.player_combo.count())]
    for name in (shown[1], players[1], cell(dialog, 0, "Players")):
        assert name.isprintable() and "\u202e" not in name
    assert shown[1] == "Bob evil" + "x" * 16 and len(shown[1]) == MAX_NAME
    assert players == ["You", "Anna Lee [31m"]
    choose(dialog.friend_combo, hostile[:90])  # the filter still finds the games
    assert dialog.shown_summary()["games"] == "1"


def test_opened_before_the_games_are_read_it_shows_at_once_and_reads_them(qtbot, tmp_path):
    """Opened right after start-up with years of games (before the game read them), the
    dialog took seven seconds to show anything: it shows at once, says it is reading the
    games, with the filters waiting, and shows the numbers once every game is read."""
    store = StatsStore(tmp_path / "stats.sqlite")
    for n in range(10):
        store.record_game(game("won" if n % 2 else "lost", n=n))
    dialog = StatisticsDialog(StatsStore(tmp_path / "stats.sqlite"), read_step=3)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.reading
    assert dialog.empty_label.isVisible() and "Reading the games" in dialog.empty_label.text()
    assert "3 so far" in dialog.empty_label.text()
    assert not dialog.level_combo.isEnabled() and not dialog.table.isVisible()
    qtbot.waitUntil(lambda: not dialog.reading)
    assert dialog.shown_summary()["games"] == "10" and rows(dialog) == 10
    assert dialog.level_combo.isEnabled() and dialog.table.isVisible()
    assert not dialog.friend_combo.isEnabled()  # only for games with friends
