"""The analysis runs off the GUI thread with its progress shown, can be cancelled, stops
when the review closes, and its grades, chart and costliest turns show in the panel."""

from __future__ import annotations

from PySide6.QtCore import Qt

from spite_gui.controller.gui_thread import gui_mailbox
from spite_gui.view.review_grades import grade_label, grade_word

from .standin import StandIn, played_game, standin_review


def test_the_panel_shows_each_turn_graded_in_words_the_chart_and_the_costliest(
        open_review, qtbot):
    game = played_game(8)
    review = open_review(game, StandIn())
    qtbot.waitUntil(lambda: review.review is not None, timeout=20000)
    expected = standin_review(game, 0)
    panel = review.window.panel
    assert not panel.working.isVisible()
    assert panel.accuracy.text() == f"{expected.accuracy:.0f}"
    assert panel.turns.count() == len(expected.turns)
    first = expected.turns[0]
    assert grade_label(first.grade.value) in panel.turns.item(0).text()  # a word, not a colour
    assert len(panel.costly) == len(expected.costliest) == 3
    costliest = expected.costliest[0]
    assert costliest.grade.value == "blunder"
    panel.costly[0].click()  # the costliest turn, on the table
    assert review.steps[review.index].turn == costliest.turn
    assert panel.turns.currentItem().text().startswith(f"Turn {costliest.turn} ")
    details = panel.details.toPlainText()
    assert "Blunder" in details and costliest.words in details
    # a reader that says a read-only text's name alone (Orca 43) hears the turn in words
    name = panel.details.accessibleName()
    assert name.startswith(f"This turn. Turn {costliest.turn}") and "blunder" in name.lower()
    assert not set("♠♥♦♣") & set(name)
    chart = panel.chart
    assert f"Turn {costliest.turn}, chance to win" in chart.accessibleDescription()  # no colon
    chart_at = chart.chance_at(costliest.turn)
    assert chart_at is not None and f"{round(chart_at * 100)}%" in chart.accessibleDescription()


def test_progress_shows_and_cancel_stops_the_analysis(open_review, qtbot):
    standin = StandIn(hold=True)
    review = open_review(played_game(8), standin)
    panel = review.window.panel
    assert panel.working.isVisible() and panel.cancel_button.isEnabled()
    review.step("forward")  # the window answers while the analysis works
    assert review.index == 1
    panel.cancel_button.click()
    assert not panel.working.isVisible()
    assert "cancelled" in panel.note.text()
    qtbot.waitUntil(lambda: standin.stopped, timeout=10000)
    assert review.run.wait(10)
    gui_mailbox().run_posted()  # whatever the thread posted is delivered now, and not heard
    assert review.review is None and panel.turns.count() == 0


def test_closing_the_review_stops_its_analysis(open_review, qtbot):
    standin = StandIn(hold=True)
    review = open_review(played_game(8), standin)
    run = review.run
    qtbot.waitUntil(standin.started.is_set)
    review.window.close()
    qtbot.waitUntil(lambda: standin.stopped, timeout=10000)
    assert run.wait(10)
    assert open_review.reviews.window is None


def test_the_method_is_told_in_the_reviews_words_and_the_help_opens_at_its_section(
        open_review, qtbot):
    from PySide6.QtWidgets import QMessageBox

    from spite_gui.dialogs.help import REVIEW_SECTION, HelpDialog, section_row
    from spite_gui.review.method import METHOD

    review = open_review(played_game(8), StandIn())
    box = review.explain_method()
    assert box.text() == METHOD
    more = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.HelpRole)
    more.click()
    qtbot.waitUntil(lambda: review.window.findChild(HelpDialog) is not None)
    help_dialog = review.window.findChild(HelpDialog)
    assert help_dialog.contents.currentRow() == section_row(REVIEW_SECTION)
    assert help_dialog.contents.currentItem().text().strip() == REVIEW_SECTION
    help_dialog.close()


def test_the_tabs_say_what_their_pages_hold_and_the_chart_the_grade(open_review, qtbot):
    """A reader moving to a tab hears what its page holds (its description): the costliest
    turns with their grades, the turn shown in the player's turns; the chart's words for
    the turn shown have the grade of the player's play in it."""
    game = played_game(8)
    review = open_review(game, StandIn())
    qtbot.waitUntil(lambda: review.review is not None, timeout=20000)
    expected = standin_review(game, 0)
    panel = review.window.panel
    review.step("first")
    bar = panel.tabs.tabBar()
    costly = expected.costliest[0]
    assert bar.tabToolTip(0).startswith(f"Turn {costly.turn}, Blunder, cost ")
    first = expected.turns[0]
    assert review.steps[review.index].turn == first.turn
    assert bar.tabToolTip(1).startswith(f"Turn {first.turn}, {grade_word(first.grade.value)}.")
    assert f"Your play: {grade_word(first.grade.value)}." in panel.chart.description()


def test_tab_goes_from_the_tabs_through_the_costliest_turns_to_the_buttons(open_review, qtbot):
    """The costliest turns' buttons, made when the review is done, came last in the Tab
    order (after Close Review): they come right after the tabs."""
    review = open_review(played_game(8), StandIn())
    qtbot.waitUntil(lambda: review.review is not None, timeout=20000)
    panel = review.window.panel
    bar = panel.tabs.tabBar()
    qtbot.waitUntil(lambda: all(button.isVisibleTo(review.window) for button in panel.costly))
    stops, widget = [], bar.nextInFocusChain()
    while len(stops) < 4 and widget is not bar:  # the Tab stops after the tabs
        if (widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isEnabled()
                and widget.isVisibleTo(review.window)):
            stops.append(widget)
        widget = widget.nextInFocusChain()
    assert stops == [*panel.costly, panel.method_button]
