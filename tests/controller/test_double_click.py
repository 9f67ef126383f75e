"""Double-click a card to play it to the centre; clicks hurry the computer along."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from spite_gui.engine import Move
from spite_gui.table.piles import PileKey
from tests.engine.helpers import position

from .helpers import ACE, BLOCKED, CLASSIC, card_grip, opening, put


def _double_click(view, point):
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, view.mapFromScene(point))


def test_double_clicking_an_ace_plays_it_to_the_first_empty_stack(app, qtbot):
    window, controller = app.window, app.table
    put(app, opening())
    card = window.scene.pile(PileKey("hand", 0)).cards[ACE]
    with qtbot.waitSignal(controller.move_applied, timeout=2000) as applied:
        _double_click(window.view, card_grip(card))
    assert applied.args == [0, Move("hand", ACE, "centre", 0)]


def test_double_clicking_a_card_nothing_takes_says_so(app, qtbot):
    window, controller = app.window, app.table
    put(app, opening())
    card = window.scene.pile(PileKey("hand", 0)).cards[BLOCKED]
    with qtbot.waitSignal(controller.move_rejected, timeout=2000) as rejected:
        _double_click(window.view, card_grip(card))
    assert rejected.args[0] == "No centre stack takes the 7♣ now."


def _position(app, hand, centre, payoff="5S 9H"):
    """Put a chosen position for the human on the table."""
    _window, controller = app.window, app.table
    put(app, position(CLASSIC, hands=[hand, "5S 5H 5D 5C 6S"], payoffs=[payoff, "QD QC"],
                             centre=centre, stock="8S 8H 7C 7S 7H 7D 6H 6D"))
    return controller


def test_a_wild_king_goes_where_no_natural_card_could(app):
    # stack 0 needs a 3 (held in hand), stack 1 needs a 5 (not held): the King goes to stack 1
    controller = _position(app, "KS 3D 8C", ["AS 2S", "AH 2H 3H 4H", "", ""], payoff="6S 9H")
    assert controller.best_centre_move(PileKey("hand", 0), 0) == Move("hand", 0, "centre", 1)


def test_a_natural_card_goes_to_the_lowest_stack_that_takes_it(app):
    controller = _position(app, "3D 9C", ["AS", "AS 2S", "", "AD 2D"])
    assert controller.best_centre_move(PileKey("hand", 0), 0) == Move("hand", 0, "centre", 1)


def test_a_click_finishes_the_computers_animations(app_with, qtbot):
    app = app_with(speed="slow")
    window, controller = app.window, app.table
    put(app, opening(current=1), deal=True)  # the computer plays first, after the deal
    qtbot.waitUntil(lambda: window.scene.animations_running, timeout=5000)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
    assert not window.scene.animations_running
    controller.set_speed("instant")
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy, timeout=10000)


def test_wild_kings_can_be_drawn_as_jokers(app):
    window, controller = app.window, app.table
    app.session.new_game(48213)
    art = window.scene.art
    assert art.picture_for("KS") == "KS"
    controller.set_wild_kings_as_jokers(True)
    assert art.picture_for("KS") == "JK" and art.picture_for("QS") == "QS"
    controller.set_wild_kings_as_jokers(False)
    assert art.picture_for("KS") == "KS"


def test_a_click_during_a_computer_move_lands_its_cards_at_once(app, qtbot):
    """Not only the deal: a click while the computer's card is flying puts it in place."""
    window, controller = app.window, app.table
    controller.set_speed("slow")
    game = position(CLASSIC, hands=["9C 9H 8D 7S 6S", "5S 5H 5D 5C 6C"],
                    payoffs=["QS 4H", "QC QD"], sides=[["", "", "", ""], ["3H 9C AD", "", "", ""]],
                    stock="8S 8H 7C 7S 7H 7D 6H 6D", current=1)
    with qtbot.waitSignal(controller.move_applied, timeout=10000) as applied:
        put(app, game)
    assert applied.args == [1, Move("side", 0, "centre", 0)]
    centre = window.scene.pile(PileKey("centre", -1, 0))
    assert window.scene.animations_running  # the Ace of diamonds is on its way
    ace = centre.cards[-1]
    assert ace.face == "AD" and ace.pos() != centre.card_positions()[-1]
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
    assert not window.scene.animations_running
    assert ace.pos() == centre.card_positions()[-1]
    assert [c.face for c in window.scene.pile(PileKey("side", 1, 0)).cards] == ["3H", "9C"]
    controller.set_speed("instant")
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy, timeout=10000)
