"""Playing with the mouse: drags onto the centre, illegal drops, ending the turn."""

from __future__ import annotations

from spite_gui.engine import Illegal, Move, Refusal
from spite_gui.table.piles import PileKey
from spite_gui.table.refusals import refusal_words

from .helpers import ACE, BLOCKED, card_grip, drag, opening, put

HAND = PileKey("hand", 0)


def _start(app):
    window, controller = app.window, app.table
    put(app, opening())
    assert controller.my_turn
    return window, controller


def test_dragging_an_ace_onto_a_centre_stack_plays_it(app, qtbot):
    window, controller = _start(app)
    scene = window.scene
    ace = scene.pile(HAND).cards[ACE]
    assert ace.face == "AH"
    target = scene.pile(PileKey("centre", -1, 2))
    with qtbot.waitSignal(controller.move_applied, timeout=2000) as applied:
        drag(window.view, card_grip(ace), target.base_rect().center())
    assert applied.args == [0, Move("hand", ACE, "centre", 2)]
    qtbot.waitUntil(lambda: not controller.busy)
    assert [c.text for c in app.session.game.state.centre[2]] == ["AH"]
    assert ace.pile is target
    assert ace.scene_card_rect().topLeft() == target.base_rect().topLeft()
    assert len(scene.pile(HAND).cards) == 4


def test_an_illegal_drop_slides_back_and_says_why(app, qtbot):
    window, controller = _start(app)
    scene = window.scene
    card = scene.pile(HAND).cards[BLOCKED]
    home = card.pos()
    target = scene.pile(PileKey("centre", -1, 0))
    with qtbot.waitSignal(controller.move_rejected, timeout=2000) as rejected:
        drag(window.view, card_grip(card), target.base_rect().center())
    why = refusal_words(app.session.game.why_illegal(Move("hand", BLOCKED, "centre", 0)))
    assert rejected.args == [why]
    assert "can't start a centre stack" in why
    assert window.message_label.text() == why
    qtbot.waitUntil(lambda: not card.animating)
    assert card.pile is scene.pile(HAND) and card.pos() == home
    assert app.session.game.moves == []


def test_dropping_on_an_opponents_pile_is_refused(app, qtbot):
    window, controller = _start(app)
    scene = window.scene
    card = scene.pile(HAND).cards[0]
    target = scene.pile(PileKey("side", 1, 0))
    with qtbot.waitSignal(controller.move_rejected, timeout=2000):
        drag(window.view, card_grip(card), target.base_rect().center())
    assert card.pile is scene.pile(HAND)
    assert app.session.game.moves == []


def test_valid_targets_light_up_while_dragging(app, qtbot):
    window, _controller = _start(app)
    scene = window.scene
    lit = []
    scene.drag_started.connect(lambda *_: lit.append(scene.highlighted()))
    card = scene.pile(HAND).cards[ACE]
    drag(window.view, card_grip(card), scene.pile(PileKey("stock")).base_rect().center())
    expected = {PileKey("centre", -1, i) for i in range(4)} | {
        PileKey("side", 0, i) for i in range(4)}
    assert lit == [expected]
    assert scene.highlighted() == set()


def test_hand_to_side_stack_ends_the_turn_and_the_computer_plays_its_turn(app, qtbot):
    window, controller = _start(app)
    scene = window.scene
    card = scene.pile(HAND).cards[0]
    text = card.face
    target = scene.pile(PileKey("side", 0, 1))
    turns = []
    controller.turn_changed.connect(turns.append)
    drag(window.view, card_grip(card), target.base_rect().center())
    assert app.session.game.moves[0] == Move("hand", 0, "side", 1)
    assert [c.text for c in app.session.game.seat(0).sides[1]] == [text]
    assert turns[0] == 1
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy, timeout=10000)
    game = app.session.game
    assert game.turn == 3
    assert any(m.target == "side" for m in game.moves[1:])  # the computer ended its turn
    assert scene.pile(PileKey("side", 0, 1)).cards[-1].face == text
    # the table shows the state: the computer's hand as card backs, the count beside it
    backs = scene.pile(PileKey("hand", 1)).cards
    assert [c.face for c in backs] == [None] * len(game.seat(1).hand)
    assert scene.badge(PileKey("hand", 1)).text == str(len(backs))
    assert len(scene.pile(HAND).cards) == 5
    assert scene.input_enabled


def test_cards_cannot_be_picked_up_during_the_computers_turn(app, qtbot):
    window, controller = app.window, app.table
    put(app, opening(current=1))
    assert not window.scene.input_enabled
    assert controller.play_move(Move("hand", 0, "side", 0)) == Refusal(Illegal.NOT_YOUR_TURN)
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy, timeout=10000)


def test_playing_the_payoff_card_turns_the_next_one_over(app, qtbot):
    window, controller = app.window, app.table
    twenty = "QC JC TC 9C 8H 7C 6S 5C 4C 3C QD JD TD 9H 8D 7S 6D 5H 4D AS"  # the Ace on top
    put(app, opening(payoff=twenty))
    scene = window.scene
    payoff = scene.pile(PileKey("payoff", 0))
    card = payoff.cards[-1]
    with qtbot.waitSignal(controller.move_applied, timeout=2000):
        target = scene.pile(PileKey("centre", -1, 0)).base_rect().center()
        drag(window.view, card_grip(card), target)
    qtbot.waitUntil(lambda: not controller.busy or not controller.my_turn)
    assert app.session.game.seat(0).payoff[-1].text == "4D"
    assert [c.face for c in payoff.cards] == [None, "4D"]
    assert scene.badge(PileKey("payoff", 0)).text == "19"
