"""Every animation duration and pause of the table, in milliseconds, in one place.

The durations are for the "normal" speed; :data:`SPEEDS` scales them. At
"instant" every duration is 0: cards jump to their places at once and the
computer players move without pauses (the tests play at this speed). The times
given to reading (a message on the table) are not scaled.
"""

from __future__ import annotations

CARD_MOVE_MS = 280  # a card flying from one pile to another
CARD_DRAW_MS = 220  # a card dealt from the stock into a hand
DRAW_STAGGER_MS = 70  # the gap between cards drawn one after another
DEAL_STAGGER_MS = 45  # the gap between cards at the deal of a new game
SLIDE_BACK_MS = 220  # a dropped card going back where it came from
SETTLE_MS = 140  # a dropped card settling onto its new pile
RELAYOUT_MS = 160  # cards of a pile closing up after one leaves
COMPLETE_MS = 360  # a completed centre stack sweeping to the completed pile
FLIP_MS = 160  # a payoff card turning face up
COMPUTER_PAUSE_MS = 420  # the pause between two moves of a computer player
TURN_PAUSE_MS = 300  # the pause after a turn ends, before the next player moves
RESIZE_SETTLE_MS = 120  # how long the window must stay still before cards are re-rendered
SHAKE_MS = 260  # a refused card wiggling where it was dropped, before it slides home
MESSAGE_FADE_MS = 150  # a message on the table appearing and going
CELEBRATION_MS = 2600  # the cards cascading when the player wins (none at instant speed)

# How long things stay to be read: the same at every speed (reading takes its time).
MESSAGE_MS = 1700  # a message on the table ("Your turn")
REFUSAL_MESSAGE_MS = 2600  # why a card was refused, beside it
REFUSAL_FLASH_MS = 700  # the red frame round a refused card
# why a hint suggests its move, beside the card: this long a word, within these bounds
READING_MS_PER_WORD = 320
READING_MIN_MS = 4000
READING_MAX_MS = 16000

SPEEDS: dict[str, float] = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
DEFAULT_SPEED = "normal"


def reading_ms(text: str) -> int:
    """How long ``text`` stays on the table to be read, by its length in words."""
    words = len(text.split()) * READING_MS_PER_WORD
    return min(max(words, READING_MIN_MS), READING_MAX_MS)


def scaled(ms: int, speed: str) -> int:
    """``ms`` at ``speed`` (a key of :data:`SPEEDS`)."""
    return round(ms * SPEEDS[speed])
