"""Undo, redo and hints at the table, as a player uses them (Edit menu and keys)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from spite_gui.ai import make_player
from spite_gui.engine import Card, Move, Refusal, Rules
from spite_gui.play.refusals import Declined
from spite_gui.table.card_names import card_label
from spite_gui.table.narration import describe_hint
from spite_gui.table.piles import PileKey
from spite_gui.table.speech import spoken as spoken_words
from spite_gui.view.card_item import CardItem
from tests.engine.helpers import position

from .helpers import ACE, card_grip, drag, opening, put

HAND = PileKey("hand", 0)
PLAIN = Rules.preset("Classic")


def _put(app, qtbot, game):
    """Show ``game`` (a built position, the human to move) on the table."""
    put(app, game, ["medium"] * (game.players - 1))
    qtbot.waitUntil(lambda: app.table.my_turn and not app.table.busy)


def _hand_faces(window):
    return [card.face for card in window.scene.pile(HAND).cards]


def test_undo_puts_a_hand_card_back_in_its_place_and_redo_plays_it_again(app, qtbot):
    window, controller = app.window, app.table
    _put(app, qtbot, opening())
    actions = window.commands
    assert not actions["undo"].isEnabled() and not actions["redo"].isEnabled()
    before = app.session.game.state
    faces = _hand_faces(window)
    ace = window.scene.pile(HAND).cards[ACE]
    drag(window.view, card_grip(ace), window.scene.pile(PileKey("centre", -1, 1))
         .base_rect().center())
    qtbot.waitUntil(lambda: not controller.busy)
    assert actions["undo"].isEnabled()

    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not controller.busy)
    assert app.session.game.state == before and app.session.game.moves == []
    assert _hand_faces(window) == faces
    assert window.scene.pile(HAND).cards[ACE] is ace  # the very card flew back to its place
    assert window.scene.pile(PileKey("centre", -1, 1)).cards == []
    assert not actions["undo"].isEnabled() and actions["redo"].isEnabled()

    actions["redo"].trigger()
    qtbot.waitUntil(lambda: not controller.busy)
    assert app.session.game.moves == [Move("hand", ACE, "centre", 1)]
    assert [c.face for c in window.scene.pile(PileKey("centre", -1, 1)).cards] == ["AH"]
    assert actions["undo"].isEnabled() and not actions["redo"].isEnabled()


def test_a_new_play_after_undo_forgets_the_redo(app, qtbot):
    window, controller = app.window, app.table
    game = position(PLAIN, hands=["AS 2H 9C 9D 9H", "5S 5H 5D 5C 6S"],
                    payoffs=["QS QH", "QD QC"], stock="8S 8H 8D 8C 7S 7H 7D 7C")
    _put(app, qtbot, game)
    controller.play_move(Move("hand", 0, "centre", 0))
    qtbot.waitUntil(lambda: not controller.busy)
    controller.undo()
    qtbot.waitUntil(lambda: not controller.busy)
    assert controller.can_redo
    controller.play_move(Move("hand", 0, "centre", 2))  # the Ace, somewhere else
    qtbot.waitUntil(lambda: not controller.busy)
    assert not controller.can_redo and not window.commands["redo"].isEnabled()
    assert controller.redo() == Refusal(Declined.NOTHING_TO_REDO)
    assert window.message_label.text() == "There is nothing to play again."


def test_undo_is_refused_after_the_next_payoff_card_was_turned_up(app, qtbot):
    window, controller = app.window, app.table
    game = position(PLAIN, hands=["9C 9D 9H 9S 8C", "5S 5H 5D 5C 6S"],
                    payoffs=["QS AH", "QD QC"], stock="8S 8H 8D 7C 7S 7H 7D")
    _put(app, qtbot, game)
    controller.play_move(Move("payoff", 0, "centre", 0))
    qtbot.waitUntil(lambda: not controller.busy)
    state = app.session.game.state
    assert window.commands["undo"].isEnabled()  # so that the player can ask, and hear why not
    with qtbot.waitSignal(controller.undo_refused) as refused:
        window.commands["undo"].trigger()
    why = refused.args[0]
    assert "A♥ can't be taken back" in why and "next payoff card" in why
    assert window.message_label.text() == why
    assert app.session.game.state is state


def test_undo_is_refused_after_an_empty_hand_drew_new_cards(app, qtbot):
    _window, controller = app.window, app.table
    game = position(PLAIN, hands=["AS", "5S 5H 5D 5C 6S"], payoffs=["QS QH", "QD QC"],
                    stock="8S 8H 8D 8C 7S 7H 7D 7C")
    _put(app, qtbot, game)
    controller.play_move(Move("hand", 0, "centre", 0))
    qtbot.waitUntil(lambda: not controller.busy)
    assert len(app.session.game.seat(0).hand) == 5
    assert controller.undo() == Refusal(Declined.UNDO_DREW, Card.parse("AS"))
    assert app.window.message_label.text() == \
        "The A♠ can't be taken back: your hand ran out and you drew new cards."
    assert app.session.game.seat(0).hand  # nothing was taken back


def test_nothing_from_an_earlier_turn_can_be_taken_back(app, qtbot):
    window, controller = app.window, app.table
    _put(app, qtbot, opening())
    discard = next(m for m in controller.legal_moves() if m.target == "side")
    controller.play_move(discard)
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy, timeout=10000)
    assert not window.commands["undo"].isEnabled()
    moves = list(app.session.game.moves)
    assert controller.undo() == Refusal(Declined.NOTHING_TO_UNDO)
    assert window.message_label.text() == "There is nothing to take back this turn."
    assert app.session.game.moves == moves


def test_a_hint_points_at_the_card_and_the_stack_and_says_so(app, qtbot):
    window, controller = app.window, app.table
    _put(app, qtbot, opening())
    with qtbot.waitSignal(app.assist.hint_shown, timeout=5000) as shown:
        QTest.keyClick(window, Qt.Key.Key_H)
    move = shown.args[0]
    assert move == Move("hand", ACE, "centre", 0)  # the only card that goes anywhere but aside
    card, target = window.scene.highlights.hint()
    assert target == PileKey("centre", -1, 0)
    assert card is window.scene.pile(HAND).cards[ACE] and card.hinted
    said = window.message_label.text()
    assert said.startswith(describe_hint(controller.view, move) + " ")  # then why
    assert said.startswith("Hint: ")
    # playing anything clears the hint
    controller.play_move(move)
    assert window.scene.highlights.hint() is None and not card.hinted


def _covering(scene, card):
    """The cards drawn over the hinted ``card``'s star (its mark's square, in the scene)."""
    mark = card.hint_mark_rect()
    above = []
    for item in scene.items(mark, Qt.ItemSelectionMode.IntersectsItemShape,
                            Qt.SortOrder.DescendingOrder):
        if item is card:
            return above
        if isinstance(item, CardItem) and item.isVisible():
            above.append(item.face)
    raise AssertionError("the hinted card is not under its own mark")


def test_the_hinted_cards_star_is_not_covered_by_the_next_card_of_the_fan(app, qtbot):
    """The Ace is the second of five cards in the hand: the third card's left edge lies
    over the Ace's top-right corner, where the star is, until the hint lifts the Ace."""
    window = app.window
    _put(app, qtbot, opening())
    scene = window.scene
    ace = scene.pile(HAND).cards[ACE]
    assert _covering_before(scene, ace)  # the corner is covered in the fan's own order
    with qtbot.waitSignal(app.assist.hint_shown, timeout=5000):
        window.commands["hint"].trigger()
    assert ace.hinted and _covering(scene, ace) == []
    assert window.view.mapToScene(window.view.viewport().rect()).boundingRect().contains(
        ace.hint_mark_rect())  # on screen, whole
    assert PileKey("centre", -1, 0) in scene.highlights.lit()  # and where it goes is lit
    # the mouse's way of showing a hint, with no keyboard ring, lifts it just the same
    scene.focus.show_ring(False)
    assert _covering(scene, ace) == []
    app.table.play_move(Move("hand", ACE, "centre", 0))  # once played, the fan is as before
    qtbot.waitUntil(lambda: not app.table.busy)
    fan = scene.pile(HAND).cards
    assert [card.zValue() for card in fan] == sorted(card.zValue() for card in fan)


def _covering_before(scene, card):
    """The cards over ``card``'s corner, the mark's square, before any hint."""
    mark = card.hint_mark_rect()
    return [other.face for other in scene.pile(HAND).cards
            if other.zValue() > card.zValue() and other.scene_card_rect().intersects(mark)]


def test_the_hint_is_the_strongest_players_move_and_finds_the_payoff_chain(app_with, qtbot):
    """The payoff 3 is reachable through the hand's Ace, a side stack's 2 and a wild King."""
    app = app_with(make_player)
    window, _controller = app.window, app.table  # the real Expert gives the hints
    game = position(PLAIN, hands=["AS KD 9C 9H 8D", "5S 5H 5D 5C 6S"],
                    payoffs=["QS 4H", "QD QC"],
                    sides=[["2C", "", "", ""], ["", "", "", ""]],
                    stock="8S 8H 7C 7S 7H 7D 6H 6D")
    _put(app, qtbot, game)
    with qtbot.waitSignal(app.assist.hint_shown, timeout=5000) as shown:
        window.commands["hint"].trigger()
    expert = make_player("expert", app.session.game.seed * 10)
    assert shown.args[0] == expert.choose(app.session.game.view(0))
    assert shown.args[0].source in ("hand", "side") and shown.args[0].target == "centre"


def test_the_hint_says_why_on_the_table_in_the_status_bar_and_to_a_screen_reader(app_with,
                                                                                   qtbot):
    """The issue's beginner: the 2♥ 3♦ 4♣ could go on the Ace, but then the computer's 6 and
    5 on its side stacks would carry its payoff card 7♥ to the centre. Expert ends the turn
    instead, and the hint says which cards it keeps back and why."""
    app = app_with(make_player)
    window, scene = app.window, app.window.scene
    game = position(PLAIN, hands=["2H 3D 4C 8S QC", "5H 5D 9C 9D 6C"],
                    payoffs=["QS JD", "QD 7H"], sides=[["9H", "", "", ""], ["6S", "5S", "", ""]],
                    centre=["AS", "", "", ""], stock="8H 8D 8C TC TH TD JC JH JS 3C 3H 4H 4D")
    _put(app, qtbot, game)
    spoken = []
    app.announcer.spoken.connect(lambda text, _urgent: spoken.append(text))
    with qtbot.waitSignal(app.assist.hint_shown, timeout=20000) as shown:
        window.commands["hint"].trigger()
    move = shown.args[0]
    assert move.target == "side"  # the turn ends: nothing is played to the centre
    why = ("Keep the 2♥, 3♦ and 4♣ back: played now, they would let Computer's payoff card 7♥ "
           "go on a centre stack next turn.")
    said = window.message_label.text()
    assert said.startswith(describe_hint(app.table.view, move) + " " + why)
    assert spoken_words(why) in spoken[-1]  # a screen reader hears the reason too
    assert "Keep the 2 of hearts, 3 of diamonds and 4 of clubs back" in spoken[-1]
    # beside the hand, on the table, the reasons: covering neither the cards they name, nor
    # the hinted card, nor where it goes
    assert scene.messages.text is not None and scene.messages.text.startswith(why)
    bubble = scene.messages.bubble.sceneBoundingRect()
    hand = scene.pile(HAND).cards
    card, target = scene.highlights.hint()
    for item in [*hand[:3], card]:
        assert not bubble.intersects(item.scene_card_rect()), item.face
    assert not bubble.intersects(scene.pile(target).base_rect())
    # the hint played, its reasons go with it
    app.table.play_move(move)
    assert scene.messages.text is None or not scene.messages.text.startswith(why)


def test_no_hint_while_the_computer_plays(app, qtbot):
    window, controller = app.window, app.table
    _put(app, qtbot, opening())
    discard = next(m for m in controller.legal_moves() if m.target == "side")
    controller.play_move(discard)
    assert not controller.my_turn
    window.commands["hint"].trigger()
    assert window.message_label.text() == "Hints are given on your turn."
    assert window.scene.highlights.hint() is None


def test_when_nothing_goes_to_the_centre_the_hint_is_a_discard(app_with, qtbot):
    """No Ace to start a stack and no wild card: the hint says so and points at a side stack."""
    app = app_with(make_player)
    window, controller = app.window, app.table  # the real Expert gives the hints
    game = position(PLAIN, hands=["9C 9H 8D 7S 6S", "5S 5H 5D 5C 6C"],
                    payoffs=["QS 4H", "QD QC"], stock="8S 8H 7C 7S 7H 7D 6H 6D")
    _put(app, qtbot, game)
    assert not any(m.target == "centre" for m in controller.legal_moves())
    with qtbot.waitSignal(app.assist.hint_shown, timeout=20000) as shown:
        window.commands["hint"].trigger()
    move = shown.args[0]
    assert move.source == "hand" and move.target == "side"
    card, target = window.scene.highlights.hint()
    assert target == PileKey("side", 0, move.target_index)
    assert target in window.scene.highlights.lit()
    assert card is window.scene.pile(HAND).cards[move.source_index] and card.hinted
    label = card_label(app.session.game.seat(0).hand[move.source_index])
    said = window.message_label.text()
    assert said.startswith(
        f"Hint: nothing more goes to the centre; end your turn by placing the {label} "
        f"on side stack {move.target_index + 1}. ")
    assert len(said.split(". ")) > 1  # and why that card


def test_a_hint_asked_for_while_the_cards_are_dealt_shows_once_they_are_down(qtbot, qapp,
                                                                            no_message_boxes):
    """The hint is worked out at once, but points at its card only when the card is there."""
    from spite_gui.ai.simple import simple_factory
    from spite_gui.root import build_app

    app = build_app(simple_factory, speed="normal")
    window, controller = app.window, app.table
    qtbot.addWidget(window)
    window.show()
    game = position(PLAIN, hands=["9C 9H 8D 7S AS", "5S 5H 5D 5C 6C"],
                    payoffs=["QS 4H", "QD QC"], stock="8S 8H 7C 7S 7H 7D 6H 6D")
    put(app, game, deal=True)  # the hands fly in from the stock
    assert controller.busy and len(window.scene.pile(HAND).cards) < 5
    with qtbot.waitSignal(app.assist.hint_shown, timeout=20000) as shown:
        window.commands["hint"].trigger()
    assert not controller.busy
    assert shown.args[0] == Move("hand", 4, "centre", 0)  # the Ace, the last card dealt
    card, target = window.scene.highlights.hint()
    assert card is window.scene.pile(HAND).cards[4] and card.face == "AS" and card.hinted
    assert target == PileKey("centre", -1, 0)
    app.shutdown()
