"""What the table itself says and shows: refusals beside the card, "Your turn", another
player's payoff card, the cards the computer just moved, and a win celebrated."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from spite_gui.engine import Move, Rules
from spite_gui.table.card_names import card_label
from spite_gui.table.piles import PileKey
from spite_gui.table.refusals import refusal_words
from tests.engine.helpers import position

from .helpers import BLOCKED, card_grip, drag, opening, put
from .persist_helpers import WIN_NOW, nearly_won

HAND = PileKey("hand", 0)


def _start(app, speed="instant"):
    window, controller = app.window, app.table
    controller.set_speed(speed)
    put(app, opening())
    return window, controller


def _blocked_card(window):
    """The hand card no centre stack takes, where it lies, and a list of its turns."""
    card = window.scene.pile(HAND).cards[BLOCKED]
    turns: list[float] = []
    card.rotationChanged.connect(lambda: turns.append(card.rotation()))
    return card, card.pos(), turns


def _said(scene) -> list[str]:
    said: list[str] = []
    scene.messages.shown.connect(said.append)
    return said


def test_a_refused_drop_says_why_beside_the_card_which_wiggles_and_goes_home(app, qtbot):
    window, controller = _start(app, speed="fast")
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy)
    scene = window.scene
    card, home, turns = _blocked_card(window)
    target = scene.pile(PileKey("centre", -1, 0)).base_rect()
    drag(window.view, card_grip(card), target.center())
    why = refusal_words(app.session.game.why_illegal(Move("hand", BLOCKED, "centre", 0)))
    assert scene.messages.text == why
    bubble = scene.messages.bubble.sceneBoundingRect()
    assert scene.sceneRect().contains(bubble)
    dropped = card.scene_card_rect()  # where the player let go of it
    assert abs(bubble.center().x() - dropped.center().x()) < dropped.width()
    assert bubble.bottom() <= dropped.top() + 1 or bubble.top() >= dropped.bottom() - 1
    assert abs(bubble.center().y() - dropped.center().y()) < dropped.height() * 1.5
    assert scene.messages.flashed is card
    qtbot.waitUntil(lambda: card.pos() == home and not card.animating and card.rotation() == 0)
    assert any(turn != 0 for turn in turns), "the card wiggled before it went home"
    assert card.pile is scene.pile(HAND)


def test_on_a_four_player_table_a_refusal_is_said_beside_the_move_not_over_north(app, qtbot):
    window, controller = app.window, app.table
    controller.set_speed("fast")
    game = put(app, position(Rules.preset("Classic", 4),
                             hands=["7C 9D 4S QC 5H", "5S", "5D", "5C"],
                             payoffs=["JD 3C 8S", "JH 9C", "QH 9S", "QS 9H"],
                             sides=[["", "", "", ""], ["TC", "", "", ""], ["TD", "2S", "", ""],
                                    ["TH", "", "", ""]],
                             stock="6C 6D 6H 6S 4D 4H 3D 3H 2C 2H 8D 8C 7D 7H"),
               levels=("medium", "medium", "medium"))
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy)
    scene = window.scene
    card = scene.pile(HAND).cards[0]
    for stack in range(4):
        target = scene.pile(PileKey("centre", -1, stack)).base_rect()
        drag(window.view, card_grip(card), target.center())
        assert scene.messages.text == refusal_words(
            game.why_illegal(Move("hand", 0, "centre", stack)))
        bubble = scene.messages.bubble.sceneBoundingRect()
        others = [key for key, pile in scene.piles().items()
                  if key.seat > 0 and pile.drop_rect().intersects(bubble)]
        assert others == [], f"the refusal covers {others}"
        assert target.adjusted(-bubble.height(), -bubble.height(), bubble.height(),
                               bubble.height()).intersects(bubble)  # next to the move
        qtbot.waitUntil(lambda: not card.animating and card.rotation() == 0)


def test_at_instant_speed_a_refused_card_only_flashes(app, qtbot):
    window, _controller = _start(app)
    scene = window.scene
    card, home, turns = _blocked_card(window)
    drag(window.view, card_grip(card), scene.pile(PileKey("centre", -1, 1)).base_rect().center())
    assert "can't start a centre stack" in scene.messages.text
    assert scene.messages.flashed is card and card.pos() == home and turns == []


def test_a_double_click_no_stack_takes_is_told_beside_the_card(app, qtbot):
    window, _controller = _start(app)
    scene = window.scene
    hand = app.session.game.seat(0).hand
    index = BLOCKED
    card = scene.pile(HAND).cards[index]
    scene.card_double_clicked.emit(HAND, index)
    assert scene.messages.text == f"No centre stack takes the {card_label(hand[index])} now."
    assert scene.messages.flashed is card


def _computer_turn_position():
    """The human discards; then the computer plays its payoff A♦, turns up Q♣, plays 2♦
    from its hand and places 5♠ on its side stack 1."""
    return position(Rules.preset("Classic"), hands=["9C 9H 8D 7S 6S", "2D 5S 5H 5D 5C"],
                    payoffs=["QS 4H", "QC AD"], stock="8S 8H 7C 7S 7H 7D 6H 6D")


def test_the_computers_moves_stay_marked_until_the_players_first_action(app, qtbot):
    window, controller = app.window, app.table
    scene = window.scene
    said = _said(scene)
    put(app, _computer_turn_position())
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy)
    assert said == ["Your turn"]
    controller.play_move(Move("hand", 0, "side", 0))
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy)
    marked = [(card.pile.key, card.face, number) for card, number in scene.marks.marked()]
    assert marked == [
        (PileKey("centre", -1, 0), "AD", 1),  # played from its payoff pile
        (PileKey("payoff", 1), "QC", 2),  # the payoff card turned up
        (PileKey("centre", -1, 0), "2D", 3),  # played from its hand
        (PileKey("side", 1, 0), "5S", 4),  # its discard
    ]
    assert not any(card.pile.key.kind == "hand" for card, _n in scene.marks.marked())
    assert said[1:] == ["Computer played its payoff card A♦ (1 left)", "Your turn"]
    # the marks stay while the player looks (a peek), and go with their first action
    scene.show_peek(PileKey("side", 1, 0))
    scene.end_peek()
    assert len(scene.marks.marked()) == 4
    hand = scene.pile(HAND)
    drag(window.view, card_grip(hand.cards[0]), hand.cards[0].scene_card_rect().center()
         + QPointF(0, -hand.card_size.height()))
    assert scene.marks.marked() == []


def test_a_win_is_celebrated_before_the_game_over_box_and_a_click_skips_it(app, qtbot):
    window, controller = app.window, app.table
    controller.set_speed("fast")
    session = app.session
    put(app, nearly_won(their_payoff=6))
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy)
    controller.play_move(WIN_NOW)
    celebration = window.scene.celebration
    qtbot.waitUntil(lambda: celebration.running)
    assert (celebration.title, celebration.subtitle) == (
        "You won!", "+11 points: your payoff pile is empty")
    assert session.game_over_dialog is None  # the box waits for the celebration
    with qtbot.waitSignal(celebration.finished):
        window.scene.table_clicked.emit()  # a click anywhere skips it
    assert session.game_over_dialog is not None and session.game_over_dialog.isVisible()


def test_a_celebration_that_ends_after_the_window_closed_opens_no_box(app, qtbot):
    window, controller = app.window, app.table
    controller.set_speed("fast")
    put(app, nearly_won(their_payoff=6))
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy)
    controller.play_move(WIN_NOW)
    celebration = window.scene.celebration
    qtbot.waitUntil(lambda: celebration.running)
    window.close()  # the player quits while the cards still fly
    with qtbot.waitSignal(celebration.finished):
        celebration.skip()
    assert app.session.game_over_dialog is None


def test_no_celebration_at_instant_speed_nor_for_a_loss(app, qtbot):
    window, controller = app.window, app.table
    put(app, nearly_won(their_payoff=6))
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy)
    controller.play_move(WIN_NOW)
    qtbot.waitUntil(lambda: app.session.game_over_dialog is not None)
    assert not window.scene.celebration.running
    assert app.session.win_banner(app.session.game.outcome) is not None
    lost = app.session.game.outcome._replace(winner=1)
    assert app.session.win_banner(lost) is None
