"""Every pile says in a tooltip what it is, whose, and how many cards it holds."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from spite_gui.table.piles import PileKey


def _settle(controller, qtbot):
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy, timeout=10000)


def _tip(window, key: PileKey) -> str:
    return window.scene.pile(key).toolTip()


def test_the_piles_say_what_they_hold(app, qtbot):
    window, controller = app.window, app.table
    app.settings.set_overrides(players=3)
    app.session.new_game(48213)
    _settle(controller, qtbot)
    game = app.session.game
    stock = len(game.state.stock)
    assert _tip(window, PileKey("stock")) == f"Stock: {stock} cards"
    assert _tip(window, PileKey("payoff", 0)) == (
        f"Your payoff pile: {len(game.seat(0).payoff)} cards")
    assert _tip(window, PileKey("payoff", 2)) == (
        f"East's payoff pile: {len(game.seat(2).payoff)} cards")
    assert _tip(window, PileKey("hand", 0)) == f"Your hand: {len(game.seat(0).hand)} cards"
    assert _tip(window, PileKey("hand", 1)) == f"West's hand: {len(game.seat(1).hand)} cards"
    for number in range(4):
        held = len(game.centre_stack(number))
        assert _tip(window, PileKey("centre", -1, number)) == (
            f"Centre stack {number + 1}: " + (f"{held} card{'s' * (held != 1)}" if held
                                              else "empty"))
    # a discard: the side stack counts it, and says how to see the cards beneath
    discard = next(m for m in controller.legal_moves() if m.target == "side")
    side = PileKey("side", 0, discard.target_index)
    before = len(game.seat(0).sides[discard.target_index])
    controller.play_move(discard)
    qtbot.waitUntil(lambda: not controller.busy, timeout=10000)
    expected = f"Your side stack {discard.target_index + 1}: {before + 1} card"
    expected += "s — right-click to see them" if before else ""
    assert _tip(window, side) == expected


def test_hovering_over_a_card_shows_its_pile_s_tooltip(app, qtbot):
    window, controller = app.window, app.table
    app.session.new_game(48213)
    _settle(controller, qtbot)
    view = window.view
    pile = window.scene.pile(PileKey("stock"))
    card = pile.cards[-1]  # the card on top of the stock, above the pile itself
    where = view.mapFromScene(card.sceneBoundingRect().center())
    QApplication.sendEvent(view.viewport(), QHelpEvent(
        QEvent.Type.ToolTip, where, view.viewport().mapToGlobal(where)))
    qtbot.waitUntil(QToolTip.isVisible)
    assert QToolTip.text() == pile.toolTip() and QToolTip.text().startswith("Stock: ")
    QToolTip.hideText()
