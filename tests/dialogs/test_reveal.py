"""The fair-play reveal of hidden cards."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt

from spite_gui.dialogs.reveal import RED, RevealDialog, cards_html, hidden_rows
from spite_gui.engine import Card, Game, Rules

NAMES = ["You", "West", "North", "East"]


def finished(preset: str, players: int, seed: int) -> Game:
    game = Game.new(Rules.preset(preset, players), players, seed=seed)
    while not game.is_over:
        game.play(game.legal_moves()[0])
    return game


def hidden_cards(game: Game, human: int = 0) -> Counter:
    s = game.state
    cards = Counter(s.stock) + Counter(s.completed)
    for seat, pile in enumerate(s.seats):
        cards += Counter(pile.payoff)
        if seat != human:
            cards += Counter(pile.hand)
    return cards


@pytest.mark.parametrize(("preset", "players", "seed"), [
    ("Classic", 2, 11), ("Traditional", 3, 5), ("Jokers to King", 4, 8), ("Family", 2, 3),
])
def test_every_hidden_card_is_listed_once(qtbot, preset, players, seed):
    game = finished(preset, players, seed)
    dialog = RevealDialog(game, NAMES[:players])
    qtbot.addWidget(dialog)
    listed = Counter(card for _title, cards in dialog.rows() for card in cards)
    assert listed == hidden_cards(game)
    total = sum(len(cards) for _title, cards in dialog.rows())
    s = game.state
    assert total == (len(s.stock) + len(s.completed)
                     + sum(len(x.hand) for x in s.seats[1:])
                     + sum(len(x.payoff) for x in s.seats))
    assert len(dialog.card_labels) == len(dialog.rows())


def test_rows_are_in_draw_order_top_first(qtbot):
    game = finished("Classic", 3, 5)
    rows = dict(hidden_rows(game, NAMES[:3]))
    s = game.state
    stock = next(cards for title, cards in rows.items() if title.startswith("Stock"))
    assert stock[0] == s.stock[-1]  # the next card drawn comes first
    assert any(title.startswith("West's hand") for title in rows)
    assert not any(title.startswith("Your hand") for title in rows)
    payoff = next(cards for title, cards in rows.items() if title.startswith("North's payoff"))
    assert payoff == tuple(reversed(s.seats[2].payoff))


def test_the_human_can_sit_anywhere(qtbot):
    game = finished("Classic", 2, 11)
    titles = [title for title, _ in hidden_rows(game, ["West", "Bob"], human_seat=1)]
    assert any(t.startswith("West's hand") for t in titles)
    assert any(t.startswith("Your payoff pile") for t in titles)


def test_red_suits_are_red():
    text = cards_html((Card.parse("7H"), Card.parse("2C"), Card.parse("QD")))
    assert text.count(RED) == 2 and "7♥" in text and "2♣" in text
    assert "none" in cards_html(())


def test_refuses_a_game_in_progress(qtbot):
    game = Game.new(Rules(), 2, seed=1)
    with pytest.raises(ValueError):
        RevealDialog(game, NAMES[:2])


@pytest.mark.parametrize(("preset", "players", "seed"), [("Classic", 2, 11),
                                                         ("Traditional", 3, 5)])
def test_the_deal_as_dealt_holds_every_card_nobody_could_see_at_the_start(
        qtbot, preset, players, seed):
    game = finished(preset, players, seed)
    dialog = RevealDialog(game, NAMES[:players])
    qtbot.addWidget(dialog)
    start = Game.new(game.rules, players, seed).state
    dealt = dict(dialog.dealt())
    stock = next(cards for title, cards in dealt.items() if title.startswith("Stock"))
    assert stock == tuple(reversed(start.stock))  # the first card drawn comes first
    west = next(cards for title, cards in dealt.items() if title.startswith("West's first hand"))
    assert west == start.seats[1].hand
    assert not any(title.startswith("Your first hand") for title in dealt)
    listed = Counter(card for _title, cards in dialog.dealt() for card in cards)
    expected = Counter(start.stock)
    for seat, pile in enumerate(start.seats):
        expected += Counter(pile.payoff)
        if seat:
            expected += Counter(pile.hand)
    assert listed == expected
    assert len(dialog.dealt_labels) == len(dialog.dealt())
    assert [dialog.tabs.tabText(i) for i in range(2)] == ["When the game ended", "As dealt"]


def test_the_game_over_scores_are_a_table_a_screen_reader_walks(qtbot):
    """The score grid was loose labels: a reader could not tell which number was whose."""
    from PySide6.QtGui import QAccessible

    from spite_gui.dialogs.game_over import GameOverDialog

    dialog = GameOverDialog("You won.", ["You", "Computer"], [25, 0], [25, 12], [0, 5])
    qtbot.addWidget(dialog)
    table = QAccessible.queryAccessibleInterface(dialog.scores)
    assert table.role() == QAccessible.Role.Table
    said = [table.child(i).text(QAccessible.Text.Name) for i in range(table.childCount())]
    # the column headers, then each row (its number, then its cells)
    assert said == ["", "Player", "Payoff cards left", "This game", "Total",
                    "1", "You", "0", "+25", "25", "2", "Computer", "5", "+0", "12"]
    assert table.child(table.childCount() - 1).role() == QAccessible.Role.Cell


def test_tab_leaves_the_game_over_scores_for_the_buttons(qtbot):
    """Tab walked the score table cell by cell and round again, never reaching New Game:
    a player on the keys (a screen reader's user above all) was stuck in it. The arrow
    keys walk the cells; Tab goes on to the buttons."""
    from PySide6.QtWidgets import QApplication, QPushButton

    from spite_gui.dialogs.game_over import GameOverDialog

    dialog = GameOverDialog("You won.", ["You", "Computer"], [25, 0], [25, 12], [0, 5])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.scores.setFocus()
    qtbot.waitUntil(dialog.scores.hasFocus)
    dialog.scores.setCurrentCell(0, 0)
    qtbot.keyClick(dialog.scores, Qt.Key.Key_Right)
    assert dialog.scores.currentColumn() == 1  # the arrows walk the cells
    qtbot.keyClick(dialog.scores, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QPushButton))


def test_the_game_over_box_opens_on_new_game(qtbot):
    """The box opens with the focus on New Game: a current Orca, opening it on the score
    table, read the table's row and never the box's title or who won."""
    from PySide6.QtWidgets import QApplication

    from spite_gui.dialogs.game_over import GameOverDialog

    dialog = GameOverDialog("You won.", ["You", "Computer"], [25, 0], [25, 12], [0, 5])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    assert QApplication.focusWidget() is dialog.new_button
