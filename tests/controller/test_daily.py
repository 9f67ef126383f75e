"""Game → Today's Deal at the window: the day's deal at the level chosen, its first finished
game counted (given up: a loss), later games of it practice, the result to copy."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QPushButton

from spite_gui.engine import Game, Rules
from spite_gui.engine.daily import daily_deal, daily_game
from spite_gui.storage.daily import Attempt, DailyStore, DayResult

from .persist_helpers import (
    WIN_NOW,
    answer_abandon,
    discard,
    launch_at,
    moved_in,
    nearly_won,
    put_autosave,
    settle,
)

TODAY = date(2026, 11, 27)
ZONE = timezone(timedelta(hours=-8))  # far from UTC: the player's own day is the one used


def at(day: date, hour: int = 23):
    """A clock stopped late on ``day``, in the player's zone."""
    return lambda: datetime(day.year, day.month, day.day, hour, 30, tzinfo=ZONE)


def _said(app) -> list[str]:
    said: list[str] = []
    app.table.told.connect(lambda text, _urgent: said.append(text))
    return said


def _store(launch) -> DailyStore:
    return DailyStore(launch.paths.daily_file)


def test_todays_deal_is_the_days_number_under_the_classic_rules_at_the_level_chosen(
        launch, qtbot):
    app = launch(seed=3)
    app.daily.clock = at(TODAY)
    said = _said(app)
    app.window.commands["daily"].trigger()
    dialog = app.daily.dialog
    qtbot.waitUntil(dialog.isVisible)
    assert "2026" in dialog.headline.text() and "27" in dialog.headline.text()
    digits = "".join(ch for ch in dialog.deal_label.text() if ch.isdigit())
    assert digits == str(daily_deal(TODAY))  # written as the player's language groups it
    assert not dialog.copy_button.isEnabled()  # nothing to share before the day counts
    dialog.level_combo.setCurrentIndex(dialog.level_combo.findData("expert"))
    dialog.play_button.click()
    settle(qtbot, app)
    game = app.session.game
    assert game.seed == daily_deal(TODAY) and game.rules == Rules.preset("Classic", 2)
    assert app.session.seating.seats[1].level == "expert"
    assert _store(launch).read()[0].attempt == Attempt(TODAY, daily_deal(TODAY), "expert")
    assert any("first game you finish counts" in words for words in said)


def test_the_days_game_resumed_after_a_restart_counts_once_finished(launch, qtbot):
    deal = daily_deal(TODAY)
    _store(launch).start(Attempt(TODAY, deal, "hard"))
    # the day's game, resumed, one move from the end (the deal's number and rules: built here)
    app = launch_at(launch, nearly_won(seed=deal, their_payoff=6), levels=("hard",))
    app.daily.clock = at(TODAY + timedelta(1), hour=0)  # finished after midnight
    said = _said(app)
    assert app.table.play_move(WIN_NOW) is None
    qtbot.waitUntil(lambda: app.session.game.is_over)
    record, problem = _store(launch).read()
    assert problem is None and record.attempt is None
    result = record.result(TODAY)  # the day it was dealt
    assert (result.result, result.level, result.deal) == ("won", "hard", deal)
    assert any(words.startswith("Today's Deal counted: won in") for words in said)
    qtbot.waitUntil(lambda: app.session.game_over_dialog is not None
                    and app.session.game_over_dialog.note.text().startswith("Today's Deal"))


def test_only_the_first_finished_game_counts_the_next_is_practice(launch, qtbot):
    deal = daily_deal(TODAY)
    store = _store(launch)
    store.record(DayResult(TODAY, deal, "easy", "lost", 40, "2026-11-27T20:00:00-08:00"))
    app = launch(seed=3)
    app.daily.clock = at(TODAY)
    said = _said(app)
    app.window.commands["daily"].trigger()
    dialog = app.daily.dialog
    assert "practice" in dialog.status_label.text() and "Practice" in dialog.play_button.text()
    dialog.play_button.click()
    settle(qtbot, app)
    assert app.session.game.seed == deal
    assert any("for practice" in words for words in said)
    # the same deal won at once (built): the day keeps its first result
    app = launch_at(launch, nearly_won(seed=deal, their_payoff=6), levels=("easy",))
    app.daily.clock = at(TODAY)
    assert app.table.play_move(WIN_NOW) is None
    qtbot.waitUntil(lambda: app.session.game.is_over)
    assert store.read()[0].result(TODAY).result == "lost"


def test_giving_up_the_days_game_counts_as_a_loss(launch, qtbot):
    app = launch(seed=3)
    app.daily.clock = at(TODAY)
    app.daily.deal("medium")
    discard(qtbot, app)  # a move made: the game is under way
    app.window.commands["new"].trigger()
    answer_abandon(qtbot, app)
    settle(qtbot, app)
    result = _store(launch).read()[0].result(TODAY)
    assert (result.result, result.level) == ("abandoned", "medium")


def test_copy_result_gives_the_day_the_result_and_the_streak_and_no_card(launch, qtbot):
    store = _store(launch)
    for days_ago, outcome in ((2, "lost"), (1, "won"), (0, "won")):
        day = TODAY - timedelta(days_ago)
        store.record(DayResult(day, daily_deal(day), "hard", outcome, 45,
                               f"{day.isoformat()}T21:00:00-08:00"))
    app = launch(seed=3)
    app.daily.clock = at(TODAY)
    app.window.commands["daily"].trigger()
    dialog = app.daily.dialog
    assert dialog.copy_button.isEnabled()
    dialog.copy_button.click()
    text = QGuiApplication.clipboard().text()
    assert text.startswith("Spite & Malice — Today's Deal 2026-11-27: won in 23 round")
    assert "against Hard" in text
    streak = text.split("Streak:")[1]
    assert streak.strip().startswith("3 day")
    assert str(daily_deal(TODAY)) not in text  # nothing that names the cards


def _copy_result_of_game_over(app) -> list[QPushButton]:
    dialog = app.session.game_over_dialog
    return [button for button in dialog.findChildren(QPushButton)
            if button.text().replace("&", "") == "Copy Result"]


def test_the_game_over_box_of_the_counted_game_copies_the_days_result(launch, qtbot):
    deal = daily_deal(TODAY)
    store = _store(launch)
    store.record(DayResult(TODAY - timedelta(1), daily_deal(TODAY - timedelta(1)), "hard",
                           "won", 30, "2026-11-26T21:00:00-08:00"))
    store.start(Attempt(TODAY, deal, "hard"))
    app = launch_at(launch, nearly_won(seed=deal, their_payoff=6), levels=("hard",))
    app.daily.clock = at(TODAY)
    assert app.table.play_move(WIN_NOW) is None
    qtbot.waitUntil(lambda: app.session.game_over_dialog is not None
                    and app.session.game_over_dialog.note.text().startswith("Today's Deal"))
    [button] = _copy_result_of_game_over(app)
    QGuiApplication.clipboard().clear()
    button.click()
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith("Spite & Malice — Today's Deal 2026-11-27: won in")
    assert "Streak: 2 days" in copied and str(deal) not in copied  # no spoiler
    assert button.text() == "Copied"
    # the same words as the Today's Deal box copies
    app.session.game_over_dialog.reject()
    app.window.commands["daily"].trigger()
    QGuiApplication.clipboard().clear()
    app.daily.dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == copied
    # a practice game of the same deal has nothing to copy in its box
    app = launch_at(launch, nearly_won(seed=deal, their_payoff=6), levels=("hard",))
    app.daily.clock = at(TODAY)
    assert app.table.play_move(WIN_NOW) is None
    qtbot.waitUntil(lambda: app.session.game_over_dialog is not None)
    assert _copy_result_of_game_over(app) == []


def test_the_statistics_show_the_days_page_with_the_streak(launch, qtbot):
    store = _store(launch)
    for days_ago in (3, 1, 0):
        day = TODAY - timedelta(days_ago)
        store.record(DayResult(day, daily_deal(day), "hard", "won", 30,
                               f"{day.isoformat()}T21:00:00-08:00"))
    app = launch(seed=3)
    app.daily.clock = at(TODAY)
    app.window.commands["statistics"].trigger()
    dialog = app.records.statistics_dialog
    page = dialog.pages.widget(dialog.pages.count() - 1)
    dialog.pages.setCurrentWidget(page)
    qtbot.waitUntil(lambda: page.value_labels["current"].text() == "2")
    assert page.value_labels["best"].text() == "2" and page.value_labels["played"].text() == "3"
    assert page.calendar.chosen_day == TODAY


def test_the_days_game_given_up_when_offered_back_at_start_up_counts_as_a_loss(launch, qtbot):
    deal = daily_deal(TODAY)
    _store(launch).start(Attempt(TODAY, deal, "easy"))
    put_autosave(launch.paths, moved_in(daily_game(TODAY)), levels=("easy",))
    app = launch(seed=3)
    app.daily.clock = at(TODAY)
    qtbot.waitUntil(lambda: app.saved_games.resume_box is not None)
    app.saved_games.resume_box.button(QMessageBox.StandardButton.No).click()  # Abandon It
    settle(qtbot, app)
    result = _store(launch).read()[0].result(TODAY)
    assert result is not None and (result.result, result.level) == ("abandoned", "easy")


def test_another_deal_with_the_days_number_but_other_rules_is_not_the_days_game(launch, qtbot):
    deal = daily_deal(TODAY)
    _store(launch).start(Attempt(TODAY, deal, "easy"))
    put_autosave(launch.paths, moved_in(Game.new(Rules.preset("Quick", 2), 2, deal)),
                 levels=("easy",))
    app = launch(seed=3)
    app.daily.clock = at(TODAY)
    qtbot.waitUntil(lambda: app.saved_games.resume_box is not None)
    app.saved_games.resume_box.button(QMessageBox.StandardButton.No).click()
    settle(qtbot, app)
    record, _ = _store(launch).read()
    assert record.result(TODAY) is None and record.attempt is not None


def test_restart_deals_the_days_deal_again_under_its_rules_and_as_practice(launch, qtbot):
    from spite_gui.controller.abandon import has_started
    from spite_gui.storage import Settings, save_settings

    save_settings(launch.paths, Settings(rules={"preset": "Quick"}, players=3))
    app = launch(seed=3)
    app.daily.clock = at(TODAY)
    app.daily.deal("hard")
    discard(qtbot, app)
    said = _said(app)
    app.window.commands["restart"].trigger()
    answer_abandon(qtbot, app)
    settle(qtbot, app)
    game = app.session.game
    assert game.seed == daily_deal(TODAY) and game.rules == Rules.preset("Classic", 2)
    assert not has_started(game) and app.session.seating.seats[1].level == "hard"
    assert _store(launch).read()[0].result(TODAY).result == "abandoned"
    assert any("for practice" in words for words in said)


def test_the_box_says_when_the_days_game_is_on_the_table(launch, qtbot):
    app = launch(seed=3)
    app.daily.clock = at(TODAY)
    app.daily.deal("expert")
    settle(qtbot, app)
    app.window.commands["daily"].trigger()
    dialog = app.daily.dialog
    assert "on the table" in dialog.status_label.text()
    assert dialog.level == "expert"  # the level of the game under way is offered again
    assert not dialog.copy_button.isEnabled()
