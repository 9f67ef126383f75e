"""The game's sounds, by name: one short WAV file each in ``resources/sounds/``.

The names are the files' (``resources/make_sounds.py`` synthesises them) and what the
table asks to hear (:mod:`spite_gui.controller.sounds`). The last two are for players
who can't see the table: the screen-reader side asks for them.

>>> PUT_DOWN in CUES and EDGE in ACCESS_CUES
True
"""

from __future__ import annotations

PICK_UP = "pick-up"  # a card picked up (dragged, or lifted by a click or a key)
PUT_DOWN = "put-down"  # a card laid on a pile (anyone's play or discard)
FLIP = "flip"  # a card turned over (a payoff card turned up)
DEAL = "deal"  # cards dealt from the stock (the deal, a hand filled)
SHUFFLE = "shuffle"  # the completed stacks shuffled back into the stock
REFUSED = "refused"  # a card that can't go where it was put
YOUR_TURN = "your-turn"  # the "your turn" chime
STACK_COMPLETED = "stack-completed"  # a centre stack built up to the Queen
CHAT = "chat"  # a line in Table Talk from a friend
WIN = "win"
LOSE = "lose"
LIFTED = "lifted"  # for players who can't see the table: a card is held
EDGE = "edge"  # for players who can't see the table: the end of a row

ACCESS_CUES = (LIFTED, EDGE)
CUES = (PICK_UP, PUT_DOWN, FLIP, DEAL, SHUFFLE, REFUSED, YOUR_TURN, STACK_COMPLETED, CHAT,
        WIN, LOSE, *ACCESS_CUES)

#: Each sound at most once in this many milliseconds: a burst of news (a computer's whole
#: turn at the Instant speed, a click that hurries the table) is one tap, not a rattle.
MIN_GAP_MS = {PUT_DOWN: 60, PICK_UP: 60, FLIP: 60, DEAL: 250, SHUFFLE: 500, REFUSED: 150,
              YOUR_TURN: 1000, STACK_COMPLETED: 300, CHAT: 300, WIN: 1000, LOSE: 1000,
              LIFTED: 40, EDGE: 80}
