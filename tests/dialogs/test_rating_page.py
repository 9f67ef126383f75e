"""The statistics' Rating page: the chart of a built history, the even game, friends."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QMessageBox, QToolTip

from spite_gui.dialogs.rating_chart import LINE
from spite_gui.dialogs.rating_page import RatingPage, load_levels, suggestion
from spite_gui.dialogs.statistics import StatisticsDialog
from spite_gui.rating import Skill, even_level, rate_history
from spite_gui.storage import StatsStore
from spite_gui.storage.stats import PERSON, YOU, friend_level
from tests.rating.helpers import record

HISTORY = ([record("won", "medium", minute=m) for m in range(6)]
           + [record("lost", "hard", minute=10 + m) for m in range(3)]
           + [record("won", friend_level("Bob"), minute=20),
              record("won", PERSON, player="Anna", minute=30, scores=(9, 0)),
              record("lost", PERSON, player="Bob", minute=30, scores=(9, 0))])


@pytest.fixture
def store(tmp_path):
    store = StatsStore(tmp_path / "stats.sqlite")
    for game in HISTORY:
        store.record_game(game)
    return store


@pytest.fixture
def page(qtbot, store):
    page = RatingPage(store)
    qtbot.addWidget(page)
    page.resize(760, 560)
    page.show()
    qtbot.waitExposed(page)
    return page


def drawn(widget) -> QImage:
    image = QImage(widget.size(), QImage.Format.Format_ARGB32)
    widget.render(image)
    return image


def line_pixels(image: QImage) -> int:
    """How many pixels are the rating line's colour."""
    return sum(QColor(image.pixel(x, y)) == LINE
               for x in range(0, image.width(), 2) for y in range(0, image.height(), 2))


def test_the_page_charts_each_rated_game_of_the_chosen_person(page):
    levels, _ = load_levels()
    expected = rate_history(HISTORY, levels)
    assert [p.rating for p in page.chart.points] == [
        g.skill.points for g in expected.people[YOU]]
    assert len(page.chart.points) == 10  # six, three, and the game with Bob
    assert page.rating_label.text().replace(",", "") == str(expected.skill(YOU).points)
    assert line_pixels(drawn(page.chart)) > 100  # the line is drawn
    description = page.chart.accessibleDescription()
    assert description.startswith("10 game") and "Hard 1," in description


def test_the_page_names_the_level_nearest_an_even_game(page):
    levels, _ = load_levels()
    skill = rate_history(HISTORY, levels).skill(YOU)
    level, chance = even_level(skill, levels)
    words = page.even_label.text()
    assert words.startswith(f"Against {level.capitalize()} you win about {round(100 * chance)}%")


def test_the_even_game_is_called_so_only_when_it_is_near_a_half():
    levels = {"easy": Skill(16.0, 0.5), "hard": Skill(32.0, 0.5)}
    assert suggestion(YOU, Skill(31.0, 1.0), levels) == (
        "Against Hard you win about 43% — an even game.")
    assert suggestion("Anna", Skill(22.0, 1.0), levels) == (
        "Against Easy, Anna wins about 84% — the nearest to an even game.")


def test_another_person_is_chosen_by_name(page, qtbot):
    page.person_combo.setCurrentIndex(page.person_combo.findData("Anna"))
    assert len(page.chart.points) == 1
    assert page.even_label.text().startswith("Against ")
    assert ", Anna wins about" in page.even_label.text()


def test_friends_are_listed_with_their_ratings(page):
    assert page.friends_table.rowCount() == 1
    assert page.friends_table.item(0, 0).text() == "Bob"
    assert int(page.friends_table.item(0, 1).text().replace(",", "")) < 1500


def test_a_person_without_games_sees_where_everyone_starts(qtbot, tmp_path):
    page = RatingPage(StatsStore(tmp_path / "none.sqlite"))
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    assert page.rating_label.text().replace(",", "") == "1500"
    assert page.chart.points == ()
    assert "Finish a game" in page.chart.accessibleDescription()


def test_the_pointer_over_the_chart_tells_the_game(page, qtbot):
    chart = page.chart
    last = chart.game_at(chart.width() - 1)
    assert last == len(chart.points) - 1
    qtbot.mouseMove(chart, QPoint(chart.width() // 2, chart.height() // 2))
    qtbot.mouseMove(chart, QPoint(chart.width() // 2 + 1, chart.height() // 2))
    middle = chart.points[chart.game_at(chart.width() // 2 + 1)]
    qtbot.waitUntil(lambda: QToolTip.text().startswith("Game "))
    assert middle.about in QToolTip.text() and chart.points[0].about == "Won against Medium"


def rating_tab(qtbot, store):
    """The statistics dialog with the Rating page on a tab, showing it."""
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    page = RatingPage(store, dialog)
    dialog.add_page(page, RatingPage.title())
    dialog.show()
    dialog.pages.setCurrentWidget(page)
    qtbot.waitUntil(lambda: len(page.chart.points) == 10)
    return dialog, page


def test_the_statistics_dialog_shows_the_page_on_a_tab(qtbot, store):
    dialog, page = rating_tab(qtbot, store)
    assert dialog.pages.tabText(dialog.pages.indexOf(page)) == "Rating"
    assert page.chart.focusPolicy() == Qt.FocusPolicy.StrongFocus


def test_a_game_recorded_while_the_page_is_open_counts_when_it_is_shown_again(page, store):
    before = len(page.chart.points)
    store.record_game(record("won", "expert", minute=60))
    page.hide()
    page.show()
    assert len(page.chart.points) == before + 1
    levels, _ = load_levels()
    assert page.chart.points[-1].rating == rate_history(
        [*HISTORY, record("won", "expert", minute=60)], levels).skill(YOU).points


def test_after_a_reset_on_the_rating_tab_the_page_starts_afresh(qtbot, store, monkeypatch):
    dialog, page = rating_tab(qtbot, store)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    assert dialog.confirm_reset()
    QApplication.sendEvent(dialog, QEvent(QEvent.Type.WindowActivate))  # the box closed
    assert page.chart.points == ()
    assert page.rating_label.text().replace(",", "") == "1500"
