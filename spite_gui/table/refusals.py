"""Why a move or a request was refused, in the player's words.

>>> from spite_gui.engine import Card, Illegal, Refusal
>>> refusal_words(Refusal(Illegal.WRONG_RANK, Card(8, "H"), rank=2))
"An 8 can't go on a 2: that stack needs a 3."
>>> refusal_words(Refusal(Illegal.ACE_FIRST, source=HAND))
'Play the Ace in your hand to an empty centre stack before ending your turn.'

The rules (:class:`~spite_gui.engine.Illegal`) and the tables
(:class:`~spite_gui.play.refusals.Declined`) say why as a code with parameters;
each code has its sentence here, and every sentence is a template of :mod:`.words`.
No Qt.
"""

from __future__ import annotations

from ..engine import Illegal, Refusal, RefusalCode
from ..engine.cards import ACE, JOKER_RANK, KING
from ..engine.moves import HAND, PAYOFF, SIDE, Place
from ..play.refusals import Declined
from .card_names import a_rank, card_label
from .words import Phrase, capitalised

CONTEXT = "Refusals"

#: The codes said the same whatever the refusal holds.
_PLAIN: dict[RefusalCode, Phrase] = {
    Illegal.NOT_A_MOVE: Phrase(CONTEXT, "That is not a move."),
    Illegal.NOT_A_SOURCE: Phrase(
        CONTEXT, "Cards can be played only from your payoff pile, your hand or your side stacks."),
    Illegal.NOT_A_TARGET: Phrase(
        CONTEXT, "Cards go to a centre stack or, to end the turn, to one of your side stacks."),
    Illegal.PLACE_NOT_WHOLE: Phrase(CONTEXT, "A card's place must be a whole number."),
    Illegal.STACK_NOT_WHOLE: Phrase(CONTEXT, "A stack's number must be a whole number."),
    Illegal.GAME_OVER: Phrase(CONTEXT, "The game is over."),
    Illegal.NOT_YOUR_TURN: Phrase(CONTEXT, "Wait for your turn."),
    Illegal.END_BY_DISCARD: Phrase(
        CONTEXT, "End your turn by placing a card from your hand on one of your side stacks."),
    Illegal.PAYOFF_TOP_ONLY: Phrase(
        CONTEXT, "Only the top card of your payoff pile can be played."),
    Illegal.PAYOFF_EMPTY: Phrase(CONTEXT, "Your payoff pile is empty."),
    Illegal.NO_SUCH_HAND_CARD: Phrase(CONTEXT, "There is no card at that place in your hand."),
    Illegal.NO_SUCH_SIDE_STACK: Phrase(CONTEXT, "There is no such side stack."),
    Illegal.SIDE_STACK_EMPTY: Phrase(CONTEXT, "That side stack is empty."),
    Illegal.NO_SUCH_CENTRE_STACK: Phrase(CONTEXT, "There is no such centre stack."),
    Illegal.PAYOFF_TO_CENTRE_ONLY: Phrase(
        CONTEXT, "Your payoff card can only be played to a centre stack."),
    Illegal.SIDE_TO_CENTRE_ONLY: Phrase(
        CONTEXT, "A card on a side stack can only be played to a centre stack."),
    Illegal.NO_ACE_DISCARD: Phrase(
        CONTEXT, "Aces may not be placed on a side stack under these rules."),
    Declined.NO_GAME: Phrase(CONTEXT, "There is no game."),
    Declined.NO_SUCH_SEAT: Phrase(CONTEXT, "There is no such seat at this table."),
    Declined.NOTHING_TO_UNDO: Phrase(CONTEXT, "There is nothing to take back this turn."),
    Declined.NOTHING_TO_REDO: Phrase(CONTEXT, "There is nothing to play again."),
    Declined.NOT_A_PLACE: Phrase(
        CONTEXT, "Cards go to a centre stack, or from your hand to one of your side stacks "
                 "to end your turn."),
    Declined.NOT_SEATED: Phrase(CONTEXT, "You are not sitting at this table."),
    Declined.OFFLINE: Phrase(CONTEXT, "The connection to the table is lost; trying to reconnect."),
    Declined.WAIT_FOR_ANSWER: Phrase(CONTEXT, "Wait for the table to answer."),
    Declined.TOO_FAST: Phrase(CONTEXT, "Slow down: too many messages at once."),
    Declined.TIME_RAN_OUT: Phrase(
        CONTEXT, "Your time for this turn ran out: a computer plays the rest of it."),
    Declined.TOO_LATE: Phrase(
        CONTEXT, "Your time for the turn ran out: a computer played it."),
    Declined.NOT_THIS_STEP: Phrase(CONTEXT, "This step of the lesson asks for another move."),
    Declined.OTHER: Phrase(CONTEXT, "The table refused that."),
}
#: Where the Ace lies that must start a centre stack before the turn may end.
_ACE_FIRST: dict[Place, Phrase] = {  # by the refusal's source, a Place's word
    PAYOFF: Phrase(CONTEXT, "Play the Ace on your payoff pile to an empty centre stack before "
                            "ending your turn."),
    HAND: Phrase(CONTEXT, "Play the Ace in your hand to an empty centre stack before ending "
                          "your turn."),
    SIDE: Phrase(CONTEXT, "Play the Ace on your side stack to an empty centre stack before "
                          "ending your turn."),
}
JOKER_CANT_START = Phrase(
    CONTEXT, "A joker can't start a centre stack under these rules: an empty stack takes an Ace.")
KING_CANT_START = Phrase(
    CONTEXT, "A wild King can't start a centre stack under these rules: an empty stack takes "
             "an Ace.")
NEEDS_ACE = Phrase(CONTEXT, "{card} can't start a centre stack: an empty stack takes an Ace.")
NEEDS_ACE_OR_WILD = Phrase(
    CONTEXT, "{card} can't start a centre stack: an empty stack takes an Ace or a wild card.")
WRONG_RANK = Phrase(CONTEXT, "{card} can't go on {on}: that stack needs {needs}.")
UNDO_REVEALED = Phrase(
    CONTEXT, "The {card} can't be taken back: playing it turned up your next payoff card.")
UNDO_REVEALED_CARD = Phrase(
    CONTEXT, "The card can't be taken back: playing it turned up your next payoff card.")
UNDO_DREW = Phrase(
    CONTEXT, "The {card} can't be taken back: your hand ran out and you drew new cards.")
UNDO_DREW_CARD = Phrase(
    CONTEXT, "The card can't be taken back: your hand ran out and you drew new cards.")
NO_CENTRE_TAKES = Phrase(CONTEXT, "No centre stack takes the {card} now.")


def refusal_words(refusal: Refusal) -> str:
    """The sentence that tells the player why ``refusal``: every code has one (a refusal
    whose parameters don't fit its code, as a newer table might send, is said as the
    table's refusal, without its reason)."""
    code, card, rank = refusal.code, refusal.card, refusal.rank
    plain = _PLAIN.get(code)
    if plain is not None:
        return plain()
    if code == Illegal.ACE_FIRST and refusal.source in _ACE_FIRST:
        return _ACE_FIRST[refusal.source]()
    if code == Illegal.WILD_CANT_START:
        joker = card is not None and card.rank == JOKER_RANK
        return (JOKER_CANT_START if joker else KING_CANT_START)()
    if code in (Declined.UNDO_REVEALED, Declined.UNDO_DREW):
        revealed = code == Declined.UNDO_REVEALED
        if card is None:
            return (UNDO_REVEALED_CARD if revealed else UNDO_DREW_CARD)()
        return (UNDO_REVEALED if revealed else UNDO_DREW)(card=card_label(card))
    if card is None:
        return _PLAIN[Declined.OTHER]()
    if code == Declined.NO_CENTRE_TAKES:
        return NO_CENTRE_TAKES(card=card_label(card))
    what = capitalised(a_rank(card.rank))
    if code == Illegal.NEEDS_ACE:
        return NEEDS_ACE(card=what)
    if code == Illegal.NEEDS_ACE_OR_WILD:
        return NEEDS_ACE_OR_WILD(card=what)
    if code == Illegal.WRONG_RANK and ACE <= rank < KING:
        return WRONG_RANK(card=what, on=a_rank(rank), needs=a_rank(rank + 1))
    return _PLAIN[Declined.OTHER]()
