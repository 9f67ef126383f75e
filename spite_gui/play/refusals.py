"""What a table refuses besides illegal moves: the codes of :class:`Declined`.

A seat sends its moves and undos to a table (the host here, or a host across the
network). The table answers None, or a :class:`~spite_gui.engine.Refusal`: the
rules' :class:`~spite_gui.engine.Illegal` codes, or one of these. Every code a
refusal may carry is listed by :data:`REFUSAL_CODES`; the network carries a code as
its value, and the wording layer words each one. No Qt, no words.
"""

from __future__ import annotations

from ..engine import Illegal, RefusalCode


class Declined(RefusalCode):
    """Why a table did not take a request (the parameters a Refusal then holds)."""

    NO_GAME = "no_game"
    NO_SUCH_SEAT = "no_such_seat"
    NOTHING_TO_UNDO = "nothing_to_undo"
    UNDO_REVEALED = "undo_revealed"  # ``card`` turned up the next payoff card
    UNDO_DREW = "undo_drew"  # ``card`` emptied the hand, and new cards were drawn
    NOTHING_TO_REDO = "nothing_to_redo"
    NOT_A_PLACE = "not_a_place"  # a card dropped where no card of the seat's goes
    NO_CENTRE_TAKES = "no_centre_takes"  # no centre stack takes ``card`` now
    NOT_SEATED = "not_seated"  # this program holds no seat at the table
    OFFLINE = "offline"  # the connection to the table is lost
    WAIT_FOR_ANSWER = "wait_for_answer"  # the table has not answered the last move yet
    TOO_FAST = "too_fast"  # too many messages at once
    TIME_RAN_OUT = "time_ran_out"  # the turn's time ran out: a computer plays the rest of it
    TOO_LATE = "too_late"  # a move that came after the turn's time ran out: a computer played
    NOT_THIS_STEP = "not_this_step"  # a lesson waits for another move (it says which)
    OTHER = "other"  # a table of a newer version refused, for a reason this one can't name


#: Every code, by its value: the codes a refusal read from the network may carry.
REFUSAL_CODES: dict[str, RefusalCode] = {code.value: code for kind in (Illegal, Declined)
                                         for code in kind}
