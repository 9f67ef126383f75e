"""Fair play the player can check: the game log, dealing a chosen deal number, and the
hidden cards shown once the game is over."""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog

from spite_gui.dialogs.reveal import RevealDialog
from spite_gui.engine import Card, Game, Move, Rules, events
from spite_gui.table.card_names import card_label
from spite_gui.table.narration import describe

from .helpers import ACE, BLOCKED, opening, put


def _settle(controller, qtbot):
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy, timeout=10000)


def test_the_game_log_tells_every_move_in_words(app, qtbot):
    window, controller = app.window, app.table
    assert window.log_panel is None  # made when first opened
    app.session.new_game(8)  # deal 8: the human's payoff card is a King, so they play first
    _settle(controller, qtbot)
    window.commands["game_log"].trigger()
    panel = window.log_panel
    assert panel.isVisible()
    assert panel.lines() == ["Deal #8", "New game: you play first"]  # the story so far
    # another game (the human holds the Ace of hearts and a 7 of clubs) starts a fresh log
    put(app, opening(seed=41))
    assert panel.lines() == ["Deal #41"]
    controller.play_move(Move("hand", ACE, "centre", 0))
    assert panel.lines()[-1] == "You played A♥ from your hand to centre stack 1"
    controller.undo()
    assert panel.lines()[-1] == "You took back A♥"
    controller.play_move(Move("hand", BLOCKED, "side", 1))
    _settle(controller, qtbot)
    lines = panel.lines()
    mine = lines.index("You placed 7♣ on side stack 2 and ended the turn")
    after = lines[mine + 1:]
    assert after[0] == "Computer's turn", after
    assert any(line.startswith("Computer placed ") for line in after), after
    turn = after.index("Your turn")
    assert all(line.startswith("Computer ") for line in after[1:turn]), after
    # the human's own draw names the cards, the last one drawn last
    drawn = app.session.game.seat(0).hand[-1]
    assert after[turn + 1].startswith("You drew ") and after[turn + 1].endswith(card_label(drawn))
    # another player's draw is counted, never named
    assert describe(events.Drew(1, (Card(7, "H"), Card(2, "C"))), controller.names) == (
        "Computer drew 2 cards")
    # a new deal starts a fresh log, and says who plays first
    app.session.new_game(3)  # deal 3: the computer's payoff Jack beats the human's 9
    assert panel.lines()[:2] == ["Deal #3", "New game: Computer plays first"]
    window.commands["game_log"].trigger()
    assert not panel.isVisible()


def test_new_game_with_a_deal_number_deals_exactly_that_deal(app, qtbot):
    window, _controller = app.window, app.table
    app.session.new_game(5)
    window.commands["new_deal"].trigger()
    dialog = app.dialogs.deal_dialog
    assert isinstance(dialog, QInputDialog) and dialog.isVisible()
    assert dialog.intValue() == 5  # starts from the deal on the table
    dialog.setIntValue(48213)
    with qtbot.waitSignal(app.session.game_started) as started:
        dialog.accept()
    assert started.args == [48213]
    fresh = Game.new(Rules.preset("Classic"), 2, 48213)
    assert app.session.game.state == fresh.state
    assert window.deal_label.text() == "Deal #48213"


def test_the_hidden_cards_can_be_shown_only_after_the_game(app, qtbot):
    window, controller = app.window, app.table
    reveal = window.commands["reveal"]
    app.session.new_game(48213)
    assert not reveal.isEnabled()
    app.dialogs.show_hidden_cards()
    assert window.message_label.text() == "The hidden cards are shown once the game is over."
    assert app.dialogs.reveal_dialog is None

    def play():
        moves = controller.legal_moves()
        if moves:
            centre = [m for m in moves if m.target == "centre"]
            controller.play_move(centre[0] if centre else moves[-1])
        return app.session.game.is_over and not controller.busy

    qtbot.waitUntil(play, timeout=60000)
    assert reveal.isEnabled()
    game_over = app.session.game_over_dialog
    game_over.reveal_button.click()
    dialog = app.dialogs.reveal_dialog
    assert isinstance(dialog, RevealDialog) and dialog.isVisible()
    game = app.session.game
    listed = [card for _title, cards in dialog.rows() for card in cards]
    hidden = (list(game.state.stock) + list(game.state.completed)
              + [c for seat in game.state.seats[1:] for c in seat.hand]
              + [c for seat in game.state.seats for c in seat.payoff])
    assert sorted(listed) == sorted(hidden)
    app.session.new_game()
    assert not reveal.isEnabled()
