"""The Today's Deal page of the statistics: the month's marks, keys that walk the days and
turn the months, words for a screen reader, the result to copy, a damaged file reported."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from spite_gui.dialogs.daily_calendar import DAY_ROLE, RESULT_ROLE, month_grid
from spite_gui.dialogs.daily_page import DailyPage
from spite_gui.storage.daily import DailyStore, DayResult

TODAY = date(2026, 11, 27)
ZONE = timezone(timedelta(hours=1))
PLAYED = {date(2026, 11, 3): "won", date(2026, 11, 4): "lost", date(2026, 11, 25): "abandoned",
          date(2026, 11, 26): "draw", TODAY: "won", date(2026, 10, 31): "won"}


def clock():
    return datetime(2026, 11, 27, 18, 0, tzinfo=ZONE)


@pytest.fixture
def store(tmp_path):
    store = DailyStore(tmp_path / "daily.json")
    for day, outcome in PLAYED.items():
        store.record(DayResult(day, 1000 + day.day, "hard", outcome, 20 + day.day,
                               f"{day.isoformat()}T21:00:00+01:00"))
    return store


@pytest.fixture
def page(qtbot, store):
    holder = QWidget()  # the page's owner, as the statistics dialog is
    qtbot.addWidget(holder)
    page = DailyPage(store, clock, holder)
    holder.resize(700, 600)
    holder.show()
    qtbot.waitExposed(holder)
    yield page  # the holder, its owner, lives as long


def _marks(page) -> dict[int, str]:
    model = page.calendar.model
    marks = {}
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            result = index.data(RESULT_ROLE)
            if result is not None:
                marks[index.data(DAY_ROLE).day] = result.result
    return marks


def test_the_month_shows_its_days_marks_and_no_other_months(page):
    assert page.calendar.title.text().endswith("2026") and page.calendar.chosen_day == TODAY
    assert _marks(page) == {3: "won", 4: "lost", 25: "abandoned", 26: "draw", 27: "won"}
    assert page.value_labels["current"].text() == "3"  # 25, 26, 27: given up and drawn too
    assert page.value_labels["played"].text() == "6" and page.value_labels["won"].text() == "3"


def test_each_day_tells_a_screen_reader_the_day_and_its_result(page):
    model = page.calendar.model
    won = model.index_of(date(2026, 11, 3)).data(Qt.ItemDataRole.AccessibleTextRole)
    lost = model.index_of(date(2026, 11, 4)).data(Qt.ItemDataRole.AccessibleTextRole)
    quiet = model.index_of(date(2026, 11, 5)).data(Qt.ItemDataRole.AccessibleTextRole)
    assert "2026" in won and "won in" in won and "against Hard" in won
    assert "lost in" in lost and quiet.endswith("not played")
    weekday = model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.AccessibleTextRole)
    assert weekday.endswith("day")  # the weekday's full name, not "Mon"
    assert page.calendar.view.accessibleName().startswith("Today's Deal")


def test_arrows_walk_the_days_and_page_keys_turn_the_months(page, qtbot):
    view = page.calendar.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert page.calendar.chosen_day == TODAY - timedelta(1)
    assert "drawn" in page.day_label.text()
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert page.calendar.chosen_day == TODAY - timedelta(8)
    qtbot.keyClick(view, Qt.Key.Key_PageUp)
    assert page.calendar.chosen_day == date(2026, 10, 19)
    assert _marks(page) == {31: "won"}
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert page.calendar.chosen_day == date(2026, 12, 19) and _marks(page) == {}
    page.calendar.before.click()
    assert (page.calendar.model.year, page.calendar.model.month) == (2026, 11)


def test_a_longer_month_turns_to_the_last_day_of_a_shorter_one(page):
    page.calendar.show_record(page.record, TODAY, day=date(2026, 3, 31))
    page.calendar.turn(-1)
    assert page.calendar.chosen_day == date(2026, 2, 28)


def test_copy_result_copies_the_chosen_days_result_with_its_streak_then(page, qtbot):
    page.calendar.view.setCurrentIndex(page.calendar.model.index_of(date(2026, 11, 3)))
    assert page.copy_button.isEnabled()
    page.copy_button.click()
    text = QGuiApplication.clipboard().text()
    assert text.startswith("Spite & Malice — Today's Deal 2026-11-03: won in ")
    assert "Streak: 1 day" in text
    page.calendar.view.setCurrentIndex(page.calendar.model.index_of(date(2026, 11, 5)))
    assert not page.copy_button.isEnabled() and page.copy_result() is None


def test_a_damaged_file_is_reported_on_the_page(qtbot, tmp_path):
    store = DailyStore(tmp_path / "daily.json")
    store.path.write_text("{not json", encoding="utf-8")
    holder = QWidget()
    qtbot.addWidget(holder)
    page = DailyPage(store, clock, holder)
    holder.show()
    qtbot.waitExposed(holder)
    assert holder.isVisible() and page.problem_label.isVisible()
    assert "damaged" in page.problem_label.text() and "moved to" in page.problem_label.text()
    assert _marks(page) == {} and page.value_labels["current"].text() == "0"


def test_a_month_is_laid_out_from_the_locales_first_weekday():
    sunday_first = month_grid(2026, 11, 6)
    assert sunday_first[0] == date(2026, 11, 1) and sunday_first[29] == date(2026, 11, 30)
    assert sunday_first[30:] == [None] * 12


def test_a_screen_reader_reads_the_days_and_the_weekdays_in_full(page):
    from PySide6.QtGui import QAccessible

    QAccessible.setActive(True)
    table = QAccessible.queryAccessibleInterface(page.calendar.view)
    assert table.role() == QAccessible.Role.Table
    names = [table.child(i).text(QAccessible.Text.Name) for i in range(table.childCount())]
    assert {"Monday", "Sunday"} <= set(names)
    won = [name for name in names if ": won in" in name]
    assert len(won) == 2 and all("November" in name and "2026" in name for name in won)
    assert sum(name.endswith(": not played") for name in names) == 30 - 5
