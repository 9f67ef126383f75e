"""Learn to Play: the lesson's steps, each on a table set up card by card, the moves each
asks for, and everything the lesson says. No Qt.

The rules come in order: the payoff pile, the centre stacks from the Ace, the wild
Kings, the side stacks and the discard that ends a turn, an emptied hand, a completed
stack, and winning. Every step is a table written card by card (a
:class:`~spite_gui.play.lesson_table.Layout`, which the game host's side makes into a
game) with the player to move, and the moves it waits for (:class:`Want`), judged on
the player's view alone. The computer's part of a step, if it has one, is written down
too (:attr:`Step.reply`): the lesson plays it, nobody thinks.

>>> from spite_gui.play.lesson_table import lesson_game
>>> steps = lesson_steps()
>>> [step.key for step in steps]
['payoff', 'build', 'kings', 'sides', 'discard', 'hand', 'completed', 'win']
>>> view = lesson_game(steps[0].layout).view(YOU)
>>> str(view.payoff_top), str(steps[0].wants[0].move(view))
('AH', 'payoff>centre:0')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine import Move, Place, PlayerView
from ..engine.moves import CENTRE, HAND, PAYOFF, SIDE
from ..play.lesson_table import COMPUTER, YOU, Layout
from .card_names import card_label
from .refusals import refusal_words
from .words import Phrase

CONTEXT = "Lesson"
__all__ = ["COMPUTER", "YOU", "Step", "Want", "asked", "explain", "lesson_steps", "step_label"]

# -- what the panel and the status bar say ---------------------------------------------------
STEP_OF = Phrase(CONTEXT, "Step {step} of {count}")
WELL_DONE = Phrase(CONTEXT, "Well done!")
THEIR_TURN = Phrase(CONTEXT, "Now watch the computer's turn.")
FINISHED = Phrase(CONTEXT, "Play a real game against the computer now, or go back to any "
                           "step.")
#: A move the step does not ask for: said with what the step asks (a ``Want.ask``).
WOULD_PLAY = Phrase(CONTEXT, "That {card} would go on centre stack {stack}; this step asks "
                             "you to {ask}.")
WOULD_DISCARD = Phrase(CONTEXT, "That {card} would go on your side stack {stack} and end your "
                                "turn; this step asks you to {ask}.")
CANT_PLAY = Phrase(CONTEXT, "{why} This step asks you to {ask}.")
ASKED = Phrase(CONTEXT, "This step asks you to {ask}.")  # the lesson's hint
NOT_NOW = Phrase(CONTEXT, "Wait: this step is done. Press Next for the next one.")
#: What two steps ask alike: the discard that ends a turn.
END_YOUR_TURN = Phrase(CONTEXT, "end your turn: put a card from your hand on one of your "
                                "side stacks")


@dataclass(frozen=True)
class Want:
    """A move a step asks for: the card of rank ``rank`` from ``source`` (payoff, hand, or
    side stack ``side``) to stack ``stack`` of ``target`` (centre, or a side stack: the
    discard). ``any_stack``: any stack of that kind will do (``stack`` is the one lit);
    ``any_card``: any card of the hand will do (``rank`` is the one shown). ``ask`` says
    it as the end of "this step asks you to …"."""

    source: Place
    rank: int
    target: Place
    stack: int
    ask: Phrase | None  # None for the computer's moves: nobody asks them
    side: int = 0
    any_stack: bool = False
    any_card: bool = False

    def move(self, view: PlayerView) -> Move | None:
        """The move on ``view``'s table (None if the card is not there)."""
        if self.source == PAYOFF:
            index = 0
        elif self.source == SIDE:
            index = self.side
        else:
            index = next((i for i, card in enumerate(view.hand) if card.rank == self.rank), -1)
            if index < 0:
                return None
        return Move(self.source, index, self.target, self.stack)

    def accepts(self, view: PlayerView, move: Move) -> bool:
        """True if ``move`` is this want (or one as good, where it leaves a choice)."""
        wanted = self.move(view)
        if wanted is None or (move.source, move.target) != (wanted.source, wanted.target):
            return False
        same_card = move.source_index == wanted.source_index or (
            move.source == HAND and 0 <= move.source_index < len(view.hand)
            and (self.any_card or view.hand[move.source_index].rank == self.rank))
        same_stack = move.target_index == wanted.target_index or self.any_stack
        return same_card and same_stack and view.why_illegal(move) is None


@dataclass(frozen=True)
class Step:
    """One step of the lesson: what it teaches (``title``, ``text``: what to learn and what
    to do), its table, the moves it waits for in order, what the computer then plays
    (``reply``, in order, each a :class:`Want` of the computer's), and what it says once
    done (``done``)."""

    key: str
    title: Phrase
    text: Phrase
    layout: Layout
    wants: tuple[Want, ...]
    done: Phrase
    reply: tuple[Want, ...] = field(default=())


def explain(want: Want, view: PlayerView, move: Move) -> str:
    """What went wrong with ``move`` when the step waits for ``want``, in words about that
    very move: where the card would have gone, or why it can't go there."""
    why = view.why_illegal(move)
    ask = want.ask() if want.ask is not None else ""
    if why is not None:
        return CANT_PLAY(why=refusal_words(why), ask=ask)
    card = _card_of(view, move)
    if move.target == SIDE:
        return WOULD_DISCARD(card=card, stack=move.target_index + 1, ask=ask)
    return WOULD_PLAY(card=card, stack=move.target_index + 1, ask=ask)


def asked(want: Want) -> str:
    """What the step asks, said whole: "This step asks you to …" (the lesson's hint)."""
    return ASKED(ask=want.ask() if want.ask is not None else "")


def _card_of(view: PlayerView, move: Move) -> str:
    """The label of the card ``move`` plays ("5♥")."""
    if move.source == PAYOFF:
        card = view.payoff_top
    elif move.source == SIDE:
        card = view.sides[view.seat][move.source_index][-1]
    else:
        card = view.hand[move.source_index]
    return card_label(card) if card is not None else ""


def step_label(number: int, count: int) -> str:
    """ "Step 2 of 8" (``number`` counts from 1)."""
    return STEP_OF(step=number, count=count)


def _want(source: Place, rank: int, target: Place, stack: int, ask: str | Phrase, *,
          side: int = 0, any_stack: bool = False, any_card: bool = False) -> Want:
    """A move the player is asked for (``ask``: the words after "this step asks you to")."""
    asked = ask if isinstance(ask, Phrase) else Phrase(CONTEXT, ask)
    return Want(source, rank, target, stack, asked, side, any_stack, any_card)


def _theirs(source: Place, rank: int, target: Place, stack: int) -> Want:
    """A move of the computer's, as the lesson plays it."""
    return Want(source, rank, target, stack, None)


def _built(rank: int, offset: int = 0) -> str:
    """A centre stack from the Ace up to ``rank``, in mixed suits (``offset`` varies them)."""
    return " ".join("A23456789TJQ"[i] + "SHDC"[(i + offset) % 4] for i in range(rank))


_STEPS: tuple[Step, ...] = (
    Step(
        "payoff", Phrase(CONTEXT, "Your payoff pile"),
        Phrase(CONTEXT, "The pile marked with a star, above your hand, is your payoff pile: "
                        "20 cards, the top one face up. The first player to empty their payoff "
                        "pile wins. Its cards "
                        "can only go to the centre stacks, and every centre stack starts with "
                        "an Ace. Your payoff card is an Ace: drag it to the lit centre stack, "
                        "or double-click it."),
        Layout(("AH", "9C"), (20, 20), "7S 4D QC 9H 6D"),
        (_want(PAYOFF, 1, CENTRE, 0, "start a centre stack with the Ace from your payoff pile",
               any_stack=True),),
        Phrase(CONTEXT, "Your payoff pile now shows its next card: it can be played as soon "
                        "as a centre stack needs it.")),
    Step(
        "build", Phrase(CONTEXT, "Centre stacks build up from the Ace"),
        Phrase(CONTEXT, "A centre stack goes up one rank at a time, from the Ace to the Queen; "
                        "suits don't matter. Both players build on every centre stack. Play "
                        "the 2 from your hand on the Ace, then the 3 on the 2."),
        Layout(("TD", "QS"), (18, 19), "2H 9D 3C JS 8C", centre=("AS", "", "", "")),
        (_want(HAND, 2, CENTRE, 0, "play the 2 from your hand on the Ace of centre stack 1"),
         _want(HAND, 3, CENTRE, 0, "play the 3 from your hand on the 2 of centre stack 1")),
        Phrase(CONTEXT, "That stack now needs a 4. Every card you play from your hand is one "
                        "closer to playing your payoff cards.")),
    Step(
        "kings", Phrase(CONTEXT, "Kings are wild"),
        Phrase(CONTEXT, "A King is wild: on a centre stack it stands for the rank the stack "
                        "needs. Your payoff card is a 6 and the lit stack needs a 5, which you "
                        "don't have. Play your King there as the 5, then play your payoff 6 "
                        "on it."),
        Layout(("6H", "JC"), (15, 16), "KH 9S JD TC 8H",
               centre=(_built(4), _built(2, 1), "", "")),
        (_want(HAND, 13, CENTRE, 0, "play the King from your hand on centre stack 1, where "
                                    "it stands for a 5"),
         _want(PAYOFF, 6, CENTRE, 0, "play the 6 from your payoff pile on the King")),
        Phrase(CONTEXT, "The King counts as a 5 for as long as it lies there. A King can't "
                        "start a centre stack: an empty stack takes only an Ace.")),
    Step(
        "sides", Phrase(CONTEXT, "Your side stacks"),
        Phrase(CONTEXT, "Your four side stacks lie beside your payoff pile. The top card of "
                        "each one can be played to a centre stack, as your hand's cards can. "
                        "The lit stack needs a 7: play the 7 on top of your side stack 2."),
        Layout(("TC", "8D"), (12, 14), "3S JH 4H 2D 9D",
               centre=(_built(6), "", "", ""),
               sides=(("5D 9C", "QS 7S", "", "QH"), ("JC", "", "", ""))),
        (_want(SIDE, 7, CENTRE, 0, "play the 7 from your side stack 2 on centre stack 1",
               side=1),),
        Phrase(CONTEXT, "Only the top card of a side stack plays; the cards under it wait "
                        "their turn. Right-click a side stack to see every card in it.")),
    Step(
        "discard", Phrase(CONTEXT, "A discard ends your turn"),
        Phrase(CONTEXT, "When you can't play any more (or would rather not), end your turn "
                        "by putting one card from your hand on one of your side stacks. Nothing "
                        "you hold goes to the centre now: put a card on a side stack, for "
                        "instance the 10 on the lit one. Then watch the computer's turn."),
        Layout(("8S", "4D"), (11, 13), "JC 9S TH 5C QD",
               centre=(_built(3, 2), "", "", ""), sides=(("6C", "", "", ""), ("", "", "", "")),
               their_hand="5S 9H QC 2C JH", draws="7H"),
        (_want(HAND, 10, SIDE, 1, END_YOUR_TURN, any_stack=True, any_card=True),),
        Phrase(CONTEXT, "The computer played its payoff 4 and a 5 from its hand, and ended its "
                        "turn on a side stack. Your new turn began as every turn does: you drew "
                        "cards until you held five."),
        reply=(_theirs(PAYOFF, 4, CENTRE, 0), _theirs(HAND, 5, CENTRE, 0),
               _theirs(HAND, 12, SIDE, 0))),
    Step(
        "hand", Phrase(CONTEXT, "Emptying your hand"),
        Phrase(CONTEXT, "If every card of your hand goes to the centre during your turn, you "
                        "draw five new cards at once and play on. You hold two cards: play the "
                        "8, then the 9."),
        Layout(("JS", "3H"), (9, 12), "8C 9D", centre=(_built(7, 3), "", "", ""),
               draws="TS 4H KC 2S AD"),
        (_want(HAND, 8, CENTRE, 0, "play the 8 from your hand on centre stack 1"),
         _want(HAND, 9, CENTRE, 0, "play the 9 from your hand on centre stack 1")),
        Phrase(CONTEXT, "Your hand was empty, so you drew five new cards, and your turn goes "
                        "on.")),
    Step(
        "completed", Phrase(CONTEXT, "Completed stacks"),
        Phrase(CONTEXT, "A centre stack that reaches the Queen is complete: its cards leave the "
                        "centre, and its place is free for a new Ace. Play your Queen on the "
                        "lit stack, then end your turn with a card on a side stack."),
        Layout(("4S", "7C"), (7, 10), "QD 5S 7H 3H TH", centre=(_built(11), "", "", ""),
               sides=(("8S", "", "", ""), ("", "", "", "")), their_hand="9C 2H 6S JS 8D"),
        (_want(HAND, 12, CENTRE, 0, "play the Queen from your hand on centre stack 1"),
         _want(HAND, 10, SIDE, 0, END_YOUR_TURN, any_stack=True, any_card=True)),
        Phrase(CONTEXT, "The twelve cards of the completed stack were shuffled back into the "
                        "stock at the end of your turn, so the stock never runs dry for long."),
        reply=(_theirs(HAND, 9, SIDE, 1),)),
    Step(
        "win", Phrase(CONTEXT, "Winning"),
        Phrase(CONTEXT, "Your payoff pile has one card left, a 9, and the lit stack needs a 9. "
                        "Play it: the moment your payoff pile is empty you win, with no "
                        "discard. The winner scores 5 points, and 1 more for each card left in "
                        "the other payoff piles."),
        Layout(("9H", "3C"), (1, 7), "4D 6S JC 2H TS", centre=(_built(8, 1), "AS", "", "")),
        (_want(PAYOFF, 9, CENTRE, 0, "play the last card of your payoff pile on centre "
                                     "stack 1"),),
        Phrase(CONTEXT, "You won! Now you know the whole game.")),
)


def lesson_steps() -> Sequence[Step]:
    """The lesson's steps, in order."""
    return _STEPS
