"""The game log and the screen reader tell a move when the table shows it, not before.

A move's news arrives whole, and the table then plays it out card by card; a line
that said "You drew 4♦, 10♣ and A♥" while the hand still showed two cards ran
ahead of the table.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF

from spite_gui.engine import Move, events
from spite_gui.table.piles import PileKey

from .helpers import ACE, opening, put

HAND = PileKey("hand", 0)


def test_the_cards_drawn_are_told_once_they_are_in_the_hand(app_with, qtbot):
    app = app_with(speed="normal")
    scene = app.window.scene
    told: list[tuple[str, int, float]] = []  # the words, the cards shown, the farthest one

    def in_hand() -> tuple[int, float]:
        hand = scene.pile(HAND)
        places = hand.card_positions()
        far = max((QLineF(card.pos(), place).length()
                   for card, place in zip(hand.cards, places, strict=True)), default=0.0)
        return len(hand.cards), far

    def logged(happened) -> None:
        if any(isinstance(e, events.Drew) and e.player == 0 for e in happened):
            told.append((app.game_log.lines[-1].text, *in_hand()))

    def spoken(words: str, _urgent: bool) -> None:
        if "You drew" in words:
            told.append((words, *in_hand()))

    app.table.events_happened.connect(logged)
    app.announcer.spoken.connect(spoken)
    put(app, opening())
    qtbot.waitUntil(lambda: app.table.my_turn and not app.table.settling, timeout=10_000)
    app.table.play_move(Move("hand", ACE, "centre", 0))
    qtbot.waitUntil(lambda: not app.table.settling, timeout=10_000)
    app.table.play_move(Move("hand", 0, "side", 0))  # three cards left: the turn passes
    qtbot.waitUntil(lambda: len(told) == 2, timeout=20_000)  # the computer plays, you draw
    width = scene.pile(HAND).card_size.width()
    for words, cards, farthest in told:
        assert "You drew" in words
        assert cards == 5  # the two drawn cards are in the hand …
        assert farthest < width * 0.1  # … in their places, not on their way
