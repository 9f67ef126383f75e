"""The table as a screen reader finds it (Qt's accessibility interfaces, read in-process):
every pile named as a sighted player sees it, the hand's cards as its children, the
keyboard focus followed, nothing hidden named, and nothing under the cover."""

from __future__ import annotations

import gc
import threading
import weakref

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from spite_gui.ai.simple import SimplePlayer
from spite_gui.engine import Game, Rules
from spite_gui.play import Seating
from spite_gui.table import speech
from spite_gui.table.piles import PileKey
from spite_gui.table.snapshot import table_snapshot
from spite_gui.view.key_focus import Stop
from tests.controller.helpers import ACE, CLASSIC, opening, put
from tests.engine.helpers import position

Name = QAccessible.Text.Name


def tree(app):
    return QAccessible.queryAccessibleInterface(app.window.view)


def children(interface):
    return [interface.child(i) for i in range(interface.childCount())]


def names(interfaces):
    return [i.text(Name) for i in interfaces]


def expected_piles(view, seat_names):
    """Every pile's words, worked out from the seat's view apart from the table."""
    shown = table_snapshot(view, seat_names)
    words = {}
    for key, faces in shown.piles.items():
        owner = "" if key.seat < 0 else "You" if key.seat == view.seat else seat_names[key.seat]
        words[key] = speech.pile_words(key, owner, faces, int(shown.counts.get(key) or 0))
    return words


def test_every_pile_is_a_named_list_and_the_hand_holds_its_cards(app):
    game = put(app, opening())
    table = tree(app)
    assert table.text(Name) == "Card table"
    assert table.role() == QAccessible.Role.Pane
    piles = children(table)
    want = expected_piles(game.view(0), ["You", "Computer"])
    assert sorted(names(piles)) == sorted(want.values())
    # list items: a reader says their names, not "list with 1 item" after each
    assert all(p.role() == QAccessible.Role.ListItem for p in piles)
    hand = piles[0]
    assert hand.text(Name) == "Your hand, 5 cards"
    # each card says where it is in the hand
    assert names(children(hand)) == ["7 of clubs, 1 of 5", "Ace of hearts, 2 of 5",
                                     "9 of diamonds, 3 of 5", "4 of spades, 4 of 5",
                                     "Queen of clubs, 5 of 5"]
    assert all(c.role() == QAccessible.Role.ListItem and c.parent().text(Name) == hand.text(Name)
               for c in children(hand))
    theirs = next(p for p in piles if p.text(Name) == "Computer's hand, 5 cards")
    assert theirs.childCount() == 0  # face down: nothing to name
    assert "Centre stack 2, empty, needs an Ace" in names(piles)
    assert all(table.indexOfChild(p) == i for i, p in enumerate(piles))


def test_the_tree_follows_the_game_and_never_names_a_hidden_card(app, qtbot):
    game = Game.new(Rules.preset("Classic", 3), 3, seed=5)
    while game.turn < 6:
        moves = game.legal_moves()
        game.play(next((m for m in moves if m.target == "centre"), moves[-1]))
    app.session.play(game, Seating.against_computers(3, "medium"), think=False)
    qtbot.waitUntil(lambda: not app.table.settling)
    view = game.view(0)
    piles = children(tree(app))
    assert sorted(names(piles)) == sorted(expected_piles(view, app.table.names).values())
    said = " ".join(names(piles) + [n for p in piles for n in names(children(p))])
    visible = {speech.card_words(c) for c in view.visible_cards()}
    hidden = {speech.card_words(c) for c in view.unseen_cards()} - visible
    assert not [card for card in hidden if card in said]


def test_the_keyboard_focus_is_the_focused_child_of_the_table(app, qtbot):
    put(app, opening())
    window = app.window
    table = tree(app)
    moved = []
    window.scene.key_focus_moved.connect(moved.append)
    QTest.keyClick(window.view, Qt.Key.Key_Right)  # the first arrow: where the focus is
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert moved == [Stop(PileKey("hand", 0), 0), Stop(PileKey("hand", 0), ACE)]
    focused = table.focusChild()
    assert focused.text(Name) == f"Ace of hearts, {ACE + 1} of 5" and focused.state().focused
    QTest.keyClick(window.view, Qt.Key.Key_Space)  # lifted: the focus on the first place
    assert table.focusChild().text(Name) == (
        "Centre stack 1, empty, needs an Ace. The Ace of hearts may go here")
    ace = children(children(table)[0])[ACE]
    assert ace.state().selected
    QTest.keyClick(window.view, Qt.Key.Key_Up)  # above the centre: the computer's … nothing
    assert table.focusChild().text(Name).startswith("Centre stack 1")


def test_under_the_cover_the_table_holds_nothing(app_with, qtbot):
    app = app_with()
    app.settings.set_overrides(people=2)
    app.session.new_game(7)
    qtbot.waitUntil(lambda: app.window.scene.cover.up)
    table = tree(app)
    assert table.childCount() == 0 and table.focusChild() is None
    assert table.text(Name) == app.window.scene.cover.text


def test_cards_a_screen_reader_has_asked_about_are_still_freed_with_the_table(app, qtbot):
    put(app, opening())
    cards = [weakref.ref(card) for pile in app.window.scene.piles().values()
             for card in pile.cards]
    for pile in children(tree(app)):
        for card in children(pile):
            assert card.text(Name)
    app.session.new_game(3)  # a new table: the old cards go
    qtbot.waitUntil(lambda: not app.table.settling)
    thresholds = gc.get_threshold()
    gc.set_threshold(0)  # no collection meanwhile: Qt deletes them (spite_gui.view.lifetimes)
    try:
        qtbot.waitUntil(lambda: [ref for ref in cards if ref() is not None] == [])
    finally:
        gc.set_threshold(*thresholds)


def test_no_move_of_the_focus_is_silent(app, qtbot):
    """Every key that moves the focus reports the new place to the screen reader; a key
    that can't move it says so (the edge); the first arrow says where the focus is. (The
    focus moved without a word after a play, 1–4, undo, a hint or a new game.)"""
    import random

    from spite_gui.view.accessible import focus_item

    put(app, opening())
    window = app.window
    view, scene, news = window.view, window.scene, window.table_news
    window.show()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    reported, edges, shown = [], [], []
    news.focus_reported.connect(reported.append)
    scene.key_edge.connect(edges.append)
    scene.key_focus_shown.connect(shown.append)
    keys = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Y,
            Qt.Key.Key_M, Qt.Key.Key_D, Qt.Key.Key_O, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown]
    chance = random.Random(7)
    for _ in range(150):
        before, counts = scene.focus.stop, (len(reported), len(edges), len(shown))
        QTest.keyClick(view, chance.choice(keys))
        if scene.focus.stop != before:
            assert len(reported) > counts[0] and reported[-1] is focus_item(scene)
        else:
            assert (len(reported), len(edges), len(shown)) != counts, before
    # a play with Enter: the card that takes the played one's place is the reader's focus
    QTest.keyClick(view, Qt.Key.Key_Y)
    for _ in range(ACE):
        QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: reported and reported[-1] is focus_item(scene)
                    and focus_item(scene).face != "AH")


def test_after_a_new_game_the_reader_holds_a_place_of_the_new_table(app, qtbot):
    """After New Game the reader's focus was a destroyed card (its commands were silent
    until an arrow key)."""
    from spite_gui.view.accessible import focus_item

    put(app, opening())
    window = app.window
    window.show()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    reported = []
    window.table_news.focus_reported.connect(reported.append)
    old = focus_item(window.scene)
    app.session.new_game(9)
    qtbot.waitUntil(lambda: app.table.my_turn and not app.table.settling, timeout=10000)
    qtbot.waitUntil(lambda: bool(reported) and reported[-1] is focus_item(window.scene))
    assert reported[-1] is not old and reported[-1].scene() is window.scene


@pytest.fixture
def reading():
    """Qt's accessibility on, as when a screen reader listens (the interfaces say what
    they would tell it)."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


class _WaitingPlayer(SimplePlayer):
    """A computer player that moves once the test lets it."""

    def __init__(self, go: threading.Event) -> None:
        self.go = go

    def choose(self, view):
        self.go.wait(30)
        return super().choose(view)


def test_words_still_being_said_go_with_the_focus_when_the_place_changes_under_it(
        app_with, qtbot, reading):
    """Told at the focus, "You placed the 7 of clubs on side stack 1 … Your hand, empty"
    was lost when the last card left the hand (the focus on the empty hand) and the hand
    was dealt again at once: a reader that took in the focus late skipped the empty hand
    for its new first card, and dropped the words told at the hand."""
    from spite_gui.view.accessible import focus_item
    from spite_gui.view.voice import FOCUS

    go = threading.Event()
    app = app_with(lambda _level, _seed: _WaitingPlayer(go))
    try:
        put(app, position(CLASSIC, hands=["7C", "5S 5H 5D 5C 6S"],
                          payoffs=["JD 3C 8S", "JH 2D 9C"],
                          stock="TC TH JS JC 8D 8C 7D 7H 6C 6D 6H 4D 4H 3D 3H 2C 2H"))
        app.voice.set_channel(FOCUS)
        window = app.window
        view, scene = window.view, window.scene
        hand = scene.pile(PileKey("hand", 0))
        view.setFocus()
        qtbot.waitUntil(lambda: view.hasFocus() and app.table.my_turn
                        and not app.table.settling)
        told = []  # each place the reader was told of, and its description then
        window.table_news.focus_reported.connect(lambda item: told.append((item, (
            QAccessible.queryAccessibleInterface(item).text(QAccessible.Text.Description)))))
        sent = []
        app.voice.sent.connect(lambda text, _channel: sent.append(text))
        QTest.keyClick(view, Qt.Key.Key_1)  # the last card of the hand, on side stack 1
        qtbot.waitUntil(lambda: any("You placed 7 of clubs" in text for text in sent))
        assert focus_item(scene) is hand and told[-1][0] is hand  # the hand, empty
        go.set()  # the computer plays at once, and the hand is dealt again
        qtbot.waitUntil(lambda: app.table.my_turn and len(hand.cards) == 5, timeout=10000)
        qtbot.waitUntil(lambda: told[-1][0] is focus_item(scene) is hand.cards[0])
        # the reader, taking in the first card of the new hand, reads the words with it
        assert "You placed 7 of clubs on side stack 1" in told[-1][1]
    finally:
        go.set()
