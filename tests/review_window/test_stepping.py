"""The review steps through the game on a table of its own, from the reviewing seat: the
other hands face down unless "Show all cards" is on; keys and buttons step; no card moves."""

from __future__ import annotations

from PySide6.QtCore import Qt

from spite_gui.table.piles import HAND, PileKey
from spite_gui.view.review_panel import FORWARD

from ..table.test_review_steps import table_at
from .standin import StandIn, played_game


def faces(review, kind: str, seat: int) -> list[str | None]:
    return [card.face for card in review.window.scene.pile(PileKey(kind, seat)).cards]


def test_the_table_shows_each_turn_from_the_seat_and_the_switch_shows_every_card(
        open_review, qtbot):
    game = played_game(8)
    review = open_review(game, StandIn(), seat=0)
    window = review.window
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Right)
    assert review.index == 3
    turn = review.steps[3].turn
    then = table_at(game, turn)
    assert faces(review, HAND, 0) == [card.text for card in then.seat(0).hand]
    assert faces(review, HAND, 1) == [None] * len(then.seat(1).hand)  # not seen by seat 0
    assert window.panel.position.text() == f"Turn {turn} of {game.turn}"
    window.panel.show_all.click()
    assert faces(review, HAND, 1) == [card.text for card in then.seat(1).hand]
    window.panel.show_all.click()
    assert faces(review, HAND, 1) == [None] * len(then.seat(1).hand)
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert review.steps[review.index].is_end
    assert faces(review, HAND, 1) == [None] * len(game.seat(1).hand)
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert review.index == len(review.steps) - 2
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert review.index == 0
    assert not window.panel.buttons["back"].isEnabled()
    window.panel.buttons[FORWARD].click()
    assert review.index == 1


def test_no_card_can_be_picked_up_on_the_review_table(open_review, qtbot):
    review = open_review(played_game(8), StandIn())
    scene = review.window.scene
    assert not scene.pointer.input_enabled
    card = scene.pile(PileKey(HAND, 0)).cards[0]
    qtbot.mouseDClick(review.window.view.viewport(), Qt.MouseButton.LeftButton,
                      pos=review.window.view.mapFromScene(card.sceneBoundingRect().center()))
    assert scene.pile(PileKey(HAND, 0)).cards[0].face == card.face
    assert review.index == 0


def test_the_switch_waits_for_the_end_of_a_game_still_under_way(open_review):
    game = played_game(8)
    for _ in range(30):
        game.undo()
    review = open_review(game, StandIn())
    assert not review.window.panel.show_all.isEnabled()
    review.set_show_all(True)
    review.step("last")
    assert faces(review, HAND, 1) == [None] * len(game.seat(1).hand)


def test_stepping_is_told_to_a_screen_reader(open_review, qtbot):
    review = open_review(played_game(8), StandIn())
    said: list[str] = []
    review.spoken.connect(said.append)
    review.step(FORWARD)
    step = review.steps[1]
    assert said[-1].startswith(f"Turn {step.turn}, Computer's turn")
    assert "Computer placed" in said[-1] or "Computer played" in said[-1]


def test_the_review_is_read_in_words_and_has_no_unnamed_tab_stop(open_review, qtbot):
    """A screen reader read the deal line's "·" as "middle dot", and Tab stopped on the
    costliest turns' unnamed scroll area ("layered pane")."""
    from PySide6.QtWidgets import QScrollArea

    review = open_review(played_game(8), StandIn())
    panel = review.window.panel
    assert "·" in panel.subtitle.text()
    assert "·" not in panel.subtitle.accessibleName()
    assert "8" in panel.subtitle.accessibleName()
    for area in panel.findChildren(QScrollArea):
        assert area.focusPolicy() == Qt.FocusPolicy.NoFocus or area.accessibleName()


def test_a_step_is_told_at_the_focused_button_for_a_reader_deaf_to_announcements(
        open_review, qtbot):
    """With Orca 43 (which ignores announcements) nothing the review said was heard: its
    words went out as announcements, the table they are told at having no focus in a
    review. They are told at the control that has the focus, as its new description,
    and its own description comes back when the focus leaves it."""
    from PySide6.QtGui import QAccessible

    from spite_gui.view.voice import FOCUS

    QAccessible.setActive(True)
    try:
        review = open_review(played_game(8), StandIn())
        review.voice.set_channel(FOCUS)
        window = review.window
        window.activateWindow()
        button = window.panel.buttons[FORWARD]
        qtbot.waitUntil(button.hasFocus)
        sent: list[tuple[str, str]] = []
        review.voice.sent.connect(lambda text, channel: sent.append((text, channel)))
        review.step(FORWARD)
        qtbot.waitUntil(lambda: any("Turn" in text for text, _channel in sent), timeout=10000)
        text, channel = next((t, c) for t, c in sent if "Turn" in t)
        assert channel == FOCUS
        assert button.accessibleDescription().startswith(text.rstrip("."))
        window.panel.close_button.setFocus()
        qtbot.waitUntil(lambda: button.accessibleDescription() == "")
    finally:
        QAccessible.setActive(False)


def test_the_arrows_on_the_tabs_go_from_tab_to_tab(open_review, qtbot):
    """Left and Right stepped a turn even on the tabs, so the player's turns (the second
    tab) could not be reached with the keys: on the tabs they go from tab to tab."""
    review = open_review(played_game(8), StandIn())
    window = review.window
    window.activateWindow()
    bar = window.panel.tabs.tabBar()
    bar.setFocus()
    qtbot.waitUntil(bar.hasFocus)
    index = review.index
    qtbot.keyClick(bar, Qt.Key.Key_Right)
    assert window.panel.tabs.currentIndex() == 1
    assert review.index == index
    qtbot.keyClick(window.panel.buttons[FORWARD], Qt.Key.Key_Right)  # elsewhere: a step
    qtbot.waitUntil(lambda: review.index == index + 1)
