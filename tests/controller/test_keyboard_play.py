"""Playing with the keyboard and with clicks: the same path as the mouse's drag, the same
answers from the table."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from spite_gui.engine import Move
from spite_gui.table import speech
from spite_gui.table.piles import PileKey
from spite_gui.view.key_focus import Stop
from tests.engine.helpers import position

from .helpers import ACE, BLOCKED, CLASSIC, OPENING_HAND, card_grip, focus_on, opening, put

HAND = PileKey("hand", 0)
CENTRE_1, CENTRE_3 = PileKey("centre", -1, 0), PileKey("centre", -1, 2)
Key = Qt.Key


def press(view, *keys) -> None:
    """Press ``keys`` on a table whose ring is already shown (the first arrow key of all
    only shows it: see test_the_first_arrow_shows_where_the_focus_is)."""
    view.table_scene().show_ring()
    for key in keys:
        QTest.keyClick(view, key)


def test_the_first_arrow_shows_where_the_focus_is_and_the_next_one_moves(app, qtbot):
    """The first arrow of a turn rang the second card of the hand: the player never saw
    or heard where the focus was before it moved."""
    put(app, opening())
    view, scene = app.window.view, app.window.scene
    told = []
    scene.key_focus_moved.connect(told.append)
    QTest.keyClick(view, Key.Key_Right)
    assert scene.ring_shown and scene.key_focus == Stop(HAND, 0)
    assert told == [Stop(HAND, 0)]  # said, for a screen reader
    QTest.keyClick(view, Key.Key_Right)
    assert scene.key_focus == Stop(HAND, 1)


def test_the_keys_play_at_once_the_focus_starting_on_the_first_card_of_the_hand(app):
    put(app, opening())
    window = app.window
    assert window.view.hasFocus()
    assert window.scene.key_focus == Stop(HAND, 0)


def test_enter_on_a_card_plays_it_to_the_centre_as_a_double_click_does(app, qtbot):
    put(app, opening())
    view = app.window.view
    press(view, Key.Key_Right)
    assert app.window.scene.key_focus == Stop(HAND, ACE)
    with qtbot.waitSignal(app.table.move_applied, timeout=2000) as applied:
        press(view, Key.Key_Return)
    assert applied.args == [0, Move("hand", ACE, "centre", 0)]


def test_enter_on_a_card_no_centre_stack_takes_says_so(app, qtbot):
    put(app, opening())
    with qtbot.waitSignal(app.table.move_rejected, timeout=2000) as rejected:
        press(app.window.view, Key.Key_Enter)  # the 7 of clubs
    assert rejected.args == ["No centre stack takes the 7♣ now."]


def test_space_lifts_a_card_lighting_its_places_and_space_puts_it_down(app, qtbot):
    put(app, opening())
    scene, view, table = app.window.scene, app.window.view, app.table
    press(view, Key.Key_Right, Key.Key_Space)
    ace = scene.pile(HAND).cards[ACE]
    assert scene.lifted is ace and ace.lifted
    assert scene.highlighted() == table.legal_targets(HAND, ACE)  # lit as when dragging
    assert scene.key_focus == Stop(CENTRE_1)  # the first place that takes it
    press(view, Key.Key_Right, Key.Key_Right)
    assert scene.key_focus == Stop(CENTRE_3)
    with qtbot.waitSignal(table.move_applied, timeout=2000) as applied:
        press(view, Key.Key_Space)
    assert applied.args == [0, Move("hand", ACE, "centre", 2)]
    assert scene.lifted is None and not scene.highlighted()
    assert scene.key_focus == Stop(HAND, ACE)  # back on the hand for the next card


def test_escape_puts_the_lifted_card_back(app):
    put(app, opening())
    scene, view = app.window.scene, app.window.view
    press(view, Key.Key_Right, Key.Key_Space, Key.Key_Escape)
    ace = scene.pile(HAND).cards[ACE]
    assert scene.lifted is None and not ace.lifted and not scene.highlighted()
    assert scene.key_focus == Stop(HAND, ACE)
    assert app.table.moves == []


def test_a_card_put_down_where_it_cannot_go_is_refused_and_goes_home(app, qtbot):
    put(app, opening())
    scene, view = app.window.scene, app.window.view
    seven = scene.pile(HAND).cards[BLOCKED]
    app.table.highlight_targets = False  # unlit, the keys go to every place cards go
    press(view, Key.Key_Space)
    assert scene.lifted is seven and scene.key_focus.key.kind == "side"  # no centre lit
    focus_on(view, Stop(CENTRE_1))
    with qtbot.waitSignal(app.table.move_rejected, timeout=2000) as rejected:
        press(view, Key.Key_Space)
    assert rejected.args == ["A 7 can't start a centre stack: an empty stack takes an Ace."]
    assert seven.pile is scene.pile(HAND) and not seven.lifted
    assert app.window.message_label.text() == rejected.args[0]


def test_the_number_keys_put_the_focused_or_lifted_card_on_a_side_stack(app, qtbot):
    put(app, opening())
    view, table = app.window.view, app.table
    press(view, Key.Key_Right, Key.Key_Right)  # the 9 of diamonds
    with qtbot.waitSignal(table.move_applied, timeout=2000) as applied:
        press(view, Key.Key_3)
    assert applied.args == [0, Move("hand", 2, "side", 2)]


def test_a_lifted_card_goes_to_the_side_stack_its_number_names(app, qtbot):
    put(app, opening())
    view, table = app.window.view, app.table
    press(view, Key.Key_Space)
    with qtbot.waitSignal(table.move_applied, timeout=2000) as applied:
        press(view, Key.Key_4)
    assert applied.args == [0, Move("hand", 0, "side", 3)]


def test_p_peeks_at_any_players_side_stack_and_says_what_is_there(app, qtbot):
    put(app, position(CLASSIC, hands=[OPENING_HAND, "5S 5H 5D 5C 6S"],
                      payoffs=["JD 3C 8S", "JH 2D 9C"], sides=[["", "", "", ""],
                                                              ["", "", "", "7C AH"]],
                      stock="TC TH JS JC 8D 8C 7D 7H"))
    scene, view = app.window.scene, app.window.view
    theirs = PileKey("side", 1, 3)
    focus_on(view, Stop(theirs))
    press(view, Key.Key_P)
    assert scene.peeking == theirs
    assert app.table.status == "Computer's side stack 4, bottom to top: 7♣, A♥."
    press(view, Key.Key_P)
    assert scene.peeking is None
    press(view, Key.Key_P, Key.Key_Escape)
    assert scene.peeking is None


def test_keys_asking_for_what_a_place_cannot_give_are_told_why(app, qtbot):
    put(app, opening())
    view, table = app.window.view, app.table
    focus_on(view, Stop(CENTRE_1))
    with qtbot.waitSignal(table.move_rejected, timeout=2000) as rejected:
        press(view, Key.Key_Space)
    assert rejected.args == [speech.OWN_CARDS()]
    with qtbot.waitSignal(table.move_rejected, timeout=2000) as rejected:
        press(view, Key.Key_P)
    assert rejected.args == [speech.PEEK_HERE()]
    with qtbot.waitSignal(table.move_rejected, timeout=2000) as rejected:
        press(view, Key.Key_1)
    assert rejected.args == [speech.OWN_CARDS()]


def test_on_the_computers_turn_the_keys_look_round_but_wait_to_play(app_with, qtbot):
    app = app_with()
    put(app, opening(current=1), think=False)
    qtbot.waitUntil(lambda: not app.table.settling)
    view, scene = app.window.view, app.window.scene
    press(view, Key.Key_Up)
    assert scene.key_focus.key.kind in ("payoff", "side")  # the focus still moves
    focus_on(view, Stop(HAND, ACE))
    with qtbot.waitSignal(app.table.move_rejected, timeout=2000) as rejected:
        press(view, Key.Key_Space)
    assert rejected.args == ["Wait for your turn."]
    assert scene.lifted is None


def click(view, point) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(point))


def test_a_click_lifts_a_card_and_a_click_on_a_stack_puts_it_down(app, qtbot):
    put(app, opening())
    scene, view, table = app.window.scene, app.window.view, app.table
    ace = scene.pile(HAND).cards[ACE]
    click(view, card_grip(ace))
    assert scene.lifted is ace
    assert scene.highlighted() == table.legal_targets(HAND, ACE)
    with qtbot.waitSignal(table.move_applied, timeout=2000) as applied:
        click(view, scene.pile(CENTRE_3).base_rect().center())
    assert applied.args == [0, Move("hand", ACE, "centre", 2)]
    assert scene.lifted is None


def test_a_click_elsewhere_or_on_the_lifted_card_puts_it_back(app):
    put(app, opening())
    scene, view = app.window.scene, app.window.view
    ace = scene.pile(HAND).cards[ACE]
    click(view, card_grip(ace))
    view_rect = view.viewport().rect()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(view_rect.right() - 5, view_rect.center().y()))
    assert scene.lifted is None and not ace.lifted and not scene.highlighted()
    click(view, card_grip(ace))
    assert scene.lifted is ace
    click(view, ace.scene_card_rect().center())
    assert scene.lifted is None and app.table.moves == []


def test_a_click_on_another_of_your_cards_lifts_that_one_instead(app):
    put(app, opening())
    scene, view = app.window.scene, app.window.view
    cards = scene.pile(HAND).cards
    click(view, card_grip(cards[ACE]))
    click(view, card_grip(cards[3]))
    assert scene.lifted is cards[3] and not cards[ACE].lifted


def test_tab_goes_from_the_table_to_the_game_log_and_back(app, qtbot):
    put(app, opening())
    window = app.window
    window.show_game_log(True)
    log = window.log_panel.entries
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    press(window.view, Key.Key_Tab)
    qtbot.waitUntil(log.hasFocus)
    QTest.keyClick(log, Key.Key_Tab)
    qtbot.waitUntil(window.view.hasFocus)
    assert window.scene.ring_shown  # reached by Tab: the focus shows


def test_a_hint_brings_the_focus_to_its_card_and_space_takes_it_where_the_hint_said(
        app_with, qtbot):
    from spite_gui.ai import make_player

    app = app_with(make_player)  # the real Expert gives the hint
    put(app, position(CLASSIC, hands=["AS KD 9C 9H 8D", "5S 5H 5D 5C 6S"],
                      payoffs=["QS 4H", "QD QC"], sides=[["2C", "", "", ""], ["", "", "", ""]],
                      stock="8S 8H 7C 7S 7H 7D 6H 6D"))
    qtbot.waitUntil(lambda: bool(app.table.legal_moves()))
    scene, view = app.window.scene, app.window.view
    with qtbot.waitSignal(app.assist.hint_shown, timeout=20000) as shown:
        app.window.commands["hint"].trigger()
    move = shown.args[0]
    card, target = scene.hint()
    assert scene.focus_card() is card
    press(view, Key.Key_Space)
    assert scene.key_focus == Stop(target)
    with qtbot.waitSignal(app.table.move_applied, timeout=2000) as applied:
        press(view, Key.Key_Space)
    assert applied.args == [0, move]


def test_a_click_with_a_shaky_hand_still_lifts_the_card(app, qtbot):
    put(app, opening())
    scene, view = app.window.scene, app.window.view
    ace = scene.pile(HAND).cards[ACE]
    start = view.mapFromScene(card_grip(ace))
    shaken = start + QPoint(14, 9)  # past the distance that starts a drag
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, shaken)
    assert scene.dragging is ace
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       shaken)
    assert scene.lifted is ace and scene.dragging is None
    assert scene.highlighted() == app.table.legal_targets(HAND, ACE)
    assert app.table.moves == []
