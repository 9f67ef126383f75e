"""View → Card Counter: the cards of each rank the table's seat has not seen, kept up to
date after every move, readable by a screen reader, and blank behind the cover."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from spite_gui.engine import Move, Rules
from spite_gui.play import Seating
from spite_gui.play.watching import WatchPlan
from spite_gui.table.counter import unseen_by_rank
from spite_gui.view.card_counter import CardCounterPanel
from tests.engine.helpers import position

from .helpers import opening, put

CLASSIC = Rules.preset("Classic")


def shown_counts(panel: CardCounterPanel) -> dict[str, int]:
    """Rank mark -> the number the panel shows, for the rows on show."""
    return panel.shown()


def row_named(panel: CardCounterPanel, mark: str):
    """The label of the row whose rank shows ``mark``."""
    from PySide6.QtWidgets import QLabel

    return next(label for label in panel.findChildren(QLabel) if label.text() == mark)


def anna_and_ben(app) -> None:
    """Anna and Ben share the table; the cover is up for Anna."""
    seating = Seating.build(["person", "person"], ["Anna", "Ben"])
    game = position(Rules.preset("Quick"), hands=["AS 2S 3S 9D 9C", "AH 2H 3H 8D 8C"],
                    payoffs=["KD QD", "QC JC"], stock="2C 3C 4C 5C 6C 7C 5S 2D 4D 5D 6D 7D")
    app.session.play(game, seating)


def open_counter(app) -> CardCounterPanel:
    app.window.commands["card_counter"].trigger()
    panel = app.window.findChild(CardCounterPanel)
    assert panel is not None and panel.isVisible()
    return panel


def test_the_counter_shows_what_the_seat_has_not_seen_and_follows_every_move(app, qtbot):
    game = put(app, opening())
    panel = open_counter(app)
    qtbot.waitUntil(lambda: app.table.my_turn and not app.table.busy)
    decks = len(CLASSIC.deck()) // 52
    counts = shown_counts(panel)
    assert counts["A"] == 4 * decks - 1  # the Ace of hearts in the hand is seen
    assert counts["5"] == 4 * decks  # the computer's four 5s are not seen
    assert counts["8"] == 4 * decks - 1  # the payoff 8 of spades is seen
    assert counts["Wild"] == 4 * decks
    assert panel.heading.text() == "Cards you have not seen"
    assert app.table.play_move(Move("hand", 1, "centre", 0)) is None  # the Ace to the centre
    qtbot.waitUntil(lambda: not app.table.settling)
    assert shown_counts(panel)["A"] == 4 * decks - 1  # still seen, in the centre now
    expected = {c.mark if not c.wild else "Wild": c.unseen
                for c in unseen_by_rank(app.table.view)}
    assert shown_counts(panel) == expected
    assert game is app.session.game


def test_each_row_is_named_with_its_numbers_for_a_screen_reader(app, qtbot):
    put(app, opening())
    panel = open_counter(app)
    qtbot.waitUntil(lambda: app.table.my_turn and not app.table.busy)
    decks = len(CLASSIC.deck()) // 52
    ace = row_named(panel, "A")
    assert ace.accessibleName() == f"Ace: {4 * decks - 1} of {4 * decks} not seen"
    wild = row_named(panel, "Wild")
    assert wild.accessibleName() == f"Wild cards: {4 * decks} of {4 * decks} not seen"
    assert ace.focusPolicy() == Qt.FocusPolicy.TabFocus


def test_the_counter_is_blank_behind_the_cover_between_two_people(app, qtbot):
    anna_and_ben(app)
    panel = open_counter(app)
    assert shown_counts(panel) == {}  # the cover is up: Anna's counts would tell Ben her hand
    QTest.keyClick(app.window.view.viewport(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: bool(shown_counts(panel)))
    assert panel.heading.text() == "Cards Anna has not seen"


def test_a_watcher_counts_from_the_seat_the_table_shows(app, qtbot):
    panel = open_counter(app)
    app.watching.watch(WatchPlan(("easy", "easy", "easy"), "Classic", "instant", deal=12))
    app.watching.pause()
    game = app.watching.game
    qtbot.waitUntil(lambda: game.gate.holding and not app.table.settling)
    assert panel.heading.text() == "Cards South has not seen"
    game.show_face_up(1, True)  # the watcher sees West's hand: South still has not
    expected = {c.mark if not c.wild else "Wild": c.unseen
                for c in unseen_by_rank(game.host.view(0))}
    assert shown_counts(panel) == expected
    game.watch_from(2)
    qtbot.waitUntil(lambda: panel.heading.text() == "Cards East has not seen")
    expected = {c.mark if not c.wild else "Wild": c.unseen
                for c in unseen_by_rank(game.host.view(2))}
    assert shown_counts(panel) == expected


def test_watching_from_behind_a_cover_counts_for_the_watched_seat(app, qtbot):
    anna_and_ben(app)
    panel = open_counter(app)
    assert shown_counts(panel) == {}  # the cover is up
    app.watching.watch(WatchPlan(("easy", "easy"), "Classic", "instant", deal=12))
    qtbot.waitUntil(lambda: panel.heading.text() == "Cards South has not seen")
    assert shown_counts(panel)
