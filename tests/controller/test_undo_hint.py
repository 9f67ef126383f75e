"""Undo, redo and hints at the table, as a player uses them (Edit menu and keys)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from spite_gui.ai import make_player
from spite_gui.controller.assist import describe_hint
from spite_gui.engine import Move, Rules
from spite_gui.view.pile_item import PileKey
from tests.engine.helpers import position

from .helpers import ACE, card_grip, drag, opening

HAND = PileKey("hand", 0)
PLAIN = Rules.preset("Classic")


def _put(controller, qtbot, game):
    """Show ``game`` (a built position, the human to move) on the table."""
    controller.start_game(game, ["medium"] * (game.players - 1), deal=False)
    qtbot.waitUntil(lambda: controller.human_to_move and not controller.busy)


def _hand_faces(window):
    return [card.face for card in window.scene.pile(HAND).cards]


def test_undo_puts_a_hand_card_back_in_its_place_and_redo_plays_it_again(table, qtbot):
    window, controller = table
    _put(controller, qtbot, opening())
    actions = window.actions
    assert not actions["undo"].isEnabled() and not actions["redo"].isEnabled()
    before = controller.game.state
    faces = _hand_faces(window)
    ace = window.scene.pile(HAND).cards[ACE]
    drag(window.view, card_grip(ace), window.scene.pile(PileKey("centre", -1, 1))
         .base_rect().center())
    qtbot.waitUntil(lambda: not controller.busy)
    assert actions["undo"].isEnabled()

    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not controller.busy)
    assert controller.game.state == before and controller.game.moves == []
    assert _hand_faces(window) == faces
    assert window.scene.pile(HAND).cards[ACE] is ace  # the very card flew back to its place
    assert window.scene.pile(PileKey("centre", -1, 1)).cards == []
    assert not actions["undo"].isEnabled() and actions["redo"].isEnabled()

    actions["redo"].trigger()
    qtbot.waitUntil(lambda: not controller.busy)
    assert controller.game.moves == [Move("hand", ACE, "centre", 1)]
    assert [c.face for c in window.scene.pile(PileKey("centre", -1, 1)).cards] == ["AH"]
    assert actions["undo"].isEnabled() and not actions["redo"].isEnabled()


def test_a_new_play_after_undo_forgets_the_redo(table, qtbot):
    window, controller = table
    game = position(PLAIN, hands=["AS 2H 9C 9D 9H", "5S 5H 5D 5C 6S"],
                    payoffs=["QS QH", "QD QC"], stock="8S 8H 8D 8C 7S 7H 7D 7C")
    _put(controller, qtbot, game)
    controller.play_move(Move("hand", 0, "centre", 0))
    qtbot.waitUntil(lambda: not controller.busy)
    controller.undo()
    qtbot.waitUntil(lambda: not controller.busy)
    assert controller.can_redo
    controller.play_move(Move("hand", 0, "centre", 2))  # the Ace, somewhere else
    qtbot.waitUntil(lambda: not controller.busy)
    assert not controller.can_redo and not window.actions["redo"].isEnabled()
    assert controller.redo() == "There is nothing to play again."


def test_undo_is_refused_after_the_next_payoff_card_was_turned_up(table, qtbot):
    window, controller = table
    game = position(PLAIN, hands=["9C 9D 9H 9S 8C", "5S 5H 5D 5C 6S"],
                    payoffs=["QS AH", "QD QC"], stock="8S 8H 8D 7C 7S 7H 7D")
    _put(controller, qtbot, game)
    controller.play_move(Move("payoff", 0, "centre", 0))
    qtbot.waitUntil(lambda: not controller.busy)
    state = controller.game.state
    assert window.actions["undo"].isEnabled()  # so that the player can ask, and hear why not
    with qtbot.waitSignal(controller.undo_refused) as refused:
        window.actions["undo"].trigger()
    why = refused.args[0]
    assert "A♥ can't be taken back" in why and "next payoff card" in why
    assert window.message_label.text() == why
    assert controller.game.state is state


def test_undo_is_refused_after_an_empty_hand_drew_new_cards(table, qtbot):
    _window, controller = table
    game = position(PLAIN, hands=["AS", "5S 5H 5D 5C 6S"], payoffs=["QS QH", "QD QC"],
                    stock="8S 8H 8D 8C 7S 7H 7D 7C")
    _put(controller, qtbot, game)
    controller.play_move(Move("hand", 0, "centre", 0))
    qtbot.waitUntil(lambda: not controller.busy)
    assert len(controller.game.seat(0).hand) == 5
    why = controller.undo()
    assert why is not None and "drew new cards" in why
    assert controller.game.seat(0).hand  # nothing was taken back


def test_nothing_from_an_earlier_turn_can_be_taken_back(table, qtbot):
    window, controller = table
    _put(controller, qtbot, opening())
    discard = next(m for m in controller.human_legal_moves() if m.target == "side")
    controller.play_move(discard)
    qtbot.waitUntil(lambda: controller.human_to_move and not controller.busy, timeout=10000)
    assert not window.actions["undo"].isEnabled()
    moves = list(controller.game.moves)
    assert controller.undo() == "There is nothing to take back this turn."
    assert controller.game.moves == moves


def test_a_hint_points_at_the_card_and_the_stack_and_says_so(table, qtbot):
    window, controller = table
    _put(controller, qtbot, opening())
    session = window.session
    with qtbot.waitSignal(session.assist.hint_shown, timeout=5000) as shown:
        QTest.keyClick(window, Qt.Key.Key_H)
    move = shown.args[0]
    assert move == Move("hand", ACE, "centre", 0)  # the only card that goes anywhere but aside
    card, target = window.scene.hint()
    assert target == PileKey("centre", -1, 0)
    assert card is window.scene.pile(HAND).cards[ACE] and card.hinted
    assert window.message_label.text() == describe_hint(controller.game, move)
    assert window.message_label.text().startswith("Hint: ")
    # playing anything clears the hint
    controller.play_move(move)
    assert window.scene.hint() is None and not card.hinted


def test_the_hint_is_the_strongest_players_move_and_finds_the_payoff_chain(table_with, qtbot):
    """The payoff 3 is reachable through the hand's Ace, a side stack's 2 and a wild King."""
    window, controller = table_with(make_player)  # the real Expert gives the hints
    game = position(PLAIN, hands=["AS KD 9C 9H 8D", "5S 5H 5D 5C 6S"],
                    payoffs=["QS 4H", "QD QC"],
                    sides=[["2C", "", "", ""], ["", "", "", ""]],
                    stock="8S 8H 7C 7S 7H 7D 6H 6D")
    _put(controller, qtbot, game)
    with qtbot.waitSignal(window.session.assist.hint_shown, timeout=5000) as shown:
        window.actions["hint"].trigger()
    expert = make_player("expert", controller.game.seed * 10)
    assert shown.args[0] == expert.choose(controller.game.view(0))
    assert shown.args[0].source in ("hand", "side") and shown.args[0].target == "centre"


def test_no_hint_while_the_computer_plays(table, qtbot):
    window, controller = table
    _put(controller, qtbot, opening())
    discard = next(m for m in controller.human_legal_moves() if m.target == "side")
    controller.play_move(discard)
    assert not controller.human_to_move
    window.actions["hint"].trigger()
    assert window.message_label.text() == "Hints are given on your turn."
    assert window.scene.hint() is None


def test_when_nothing_goes_to_the_centre_the_hint_is_a_discard(table_with, qtbot):
    """No Ace to start a stack and no wild card: the hint says so and points at a side stack."""
    window, controller = table_with(make_player)  # the real Expert gives the hints
    game = position(PLAIN, hands=["9C 9H 8D 7S 6S", "5S 5H 5D 5C 6C"],
                    payoffs=["QS 4H", "QD QC"], stock="8S 8H 7C 7S 7H 7D 6H 6D")
    _put(controller, qtbot, game)
    assert not any(m.target == "centre" for m in controller.human_legal_moves())
    with qtbot.waitSignal(window.session.assist.hint_shown, timeout=20000) as shown:
        window.actions["hint"].trigger()
    move = shown.args[0]
    assert move.source == "hand" and move.target == "side"
    card, target = window.scene.hint()
    assert target == PileKey("side", 0, move.target_index)
    assert target in window.scene.highlighted()
    assert card is window.scene.pile(HAND).cards[move.source_index] and card.hinted
    label = controller.game.seat(0).hand[move.source_index].label
    assert window.message_label.text() == (
        f"Hint: nothing more goes to the centre; end your turn by placing the {label} "
        f"on side stack {move.target_index + 1}.")


def test_a_hint_asked_for_while_the_cards_are_dealt_shows_once_they_are_down(qtbot, qapp,
                                                                            no_message_boxes):
    """The hint is worked out at once, but points at its card only when the card is there."""
    from spite_gui.app import build_window
    from spite_gui.controller.simple_player import simple_factory

    window, controller = build_window(simple_factory, speed="normal")
    qtbot.addWidget(window)
    window.show()
    game = position(PLAIN, hands=["9C 9H 8D 7S AS", "5S 5H 5D 5C 6C"],
                    payoffs=["QS 4H", "QD QC"], stock="8S 8H 7C 7S 7H 7D 6H 6D")
    controller.start_game(game, ["medium"])  # the hands fly in from the stock
    assert controller.busy and len(window.scene.pile(HAND).cards) < 5
    with qtbot.waitSignal(window.session.assist.hint_shown, timeout=20000) as shown:
        window.actions["hint"].trigger()
    assert not controller.busy
    assert shown.args[0] == Move("hand", 4, "centre", 0)  # the Ace, the last card dealt
    card, target = window.scene.hint()
    assert card is window.scene.pile(HAND).cards[4] and card.face == "AS" and card.hinted
    assert target == PileKey("centre", -1, 0)
    controller.shutdown()
