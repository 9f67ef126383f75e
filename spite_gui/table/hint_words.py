"""A hint in words: the move, then why, in sentences a beginner understands.

The reasons are found by :mod:`spite_gui.ai.advice` (codes with the cards and numbers
they name); this module words them. The move itself is said as before
(:func:`~.narration.describe_hint`); each reason is a sentence of its own after it:

"Hint: end your turn now by placing the 8♠ on side stack 3. Keep the 2♥, 3♦ and 4♣
back: played now, they would let Computer's payoff card 7♥ go on a centre stack next
turn."

A reason that is a judgement of chances says so, with the chances ("by the odds: about
58% to win this way against 51% if you play them now"). No Qt here, and nothing of the
players' code is loaded: the advice is only read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from spite_gui.engine import Card, PlayerView

from .card_names import a_rank, card_label
from .narration import HINT_CONTEXT, describe_hint
from .words import Phrase, Plural, listed

if TYPE_CHECKING:
    from spite_gui.ai.advice import Advice, Odds, Reason

#: The most reasons said after the move.
MOST_REASONS = 3
#: Chances (in points of a hundred) apart that still make two ways "a close call".
CLOSE_CALL = 3

PAYOFF_LEFT = Plural(
    HINT_CONTEXT,
    "Every payoff card you play brings you nearer to winning: {count} is left after this one.",
    "Every payoff card you play brings you nearer to winning: {count} are left after this one.")
PAYOFF_LAST = Phrase(HINT_CONTEXT, "It is your last payoff card: playing it wins the game.")
TO_PAYOFF = Phrase(HINT_CONTEXT,
                   "It clears the way for your payoff card {card} this turn: then play {cards}.")
EMPTIES_HAND_THEN = Plural(
    HINT_CONTEXT,
    "It helps you empty your hand this turn: then play {cards}, and you draw {count} new card.",
    "It helps you empty your hand this turn: then play {cards}, and you draw {count} new cards.")
EMPTIES_HAND = Plural(HINT_CONTEXT, "It empties your hand: you draw {count} new card at once.",
                      "It empties your hand: you draw {count} new cards at once.")
NEARS_PAYOFF = Phrase(
    HINT_CONTEXT,
    "It brings your payoff card {card} closer: centre stack {stack} then needs only {ranks} "
    "before it.")
FRESH_CARD = Phrase(HINT_CONTEXT, "Each card you play from your hand makes room for a fresh "
                                  "card from the stock next turn.")
UNCOVERS = Phrase(HINT_CONTEXT,
                  "It uncovers the {card} on side stack {side} for the plays after it.")
ODDS_OF_PLAYING = Phrase(
    HINT_CONTEXT, "By the odds it beats ending your turn now: about {hinted}% to win against "
                  "{other}%.")
KEPT_SURE = Plural(
    HINT_CONTEXT,
    "Keep the {cards} back: played now, it would let {who}'s payoff card {payoff} go on a "
    "centre stack next turn.",
    "Keep the {cards} back: played now, they would let {who}'s payoff card {payoff} go on a "
    "centre stack next turn.")
KEPT_NEAR = Plural(
    HINT_CONTEXT,
    "Keep the {cards} back: played now, it would bring {who}'s payoff card {payoff} within one "
    "card of a centre stack.",
    "Keep the {cards} back: played now, they would bring {who}'s payoff card {payoff} within "
    "one card of a centre stack.")
ODDS_KEEP = Plural(
    HINT_CONTEXT,
    "Keep the {cards} back: by the odds, about {hinted}% to win this way against {other}% if "
    "you play it now.",
    "Keep the {cards} back: by the odds, about {hinted}% to win this way against {other}% if "
    "you play them now.")
ODDS_TOO = Plural(
    HINT_CONTEXT,
    "By the odds too: about {hinted}% to win this way against {other}% if you play it now.",
    "By the odds too: about {hinted}% to win this way against {other}% if you play them now.")
ODDS_CLOSE = Plural(
    HINT_CONTEXT,
    "Keeping the {cards} back or playing it is a close call by the odds: about {hinted}% to win "
    "this way, {other}% the other.",
    "Keeping the {cards} back or playing them is a close call by the odds: about {hinted}% to "
    "win this way, {other}% the other.")
WILD_SAVED = Phrase(
    HINT_CONTEXT, "On a side stack the {card} stays wild: you can play it from there whenever "
                  "it helps.")
KEEP_WILD = Plural(
    HINT_CONTEXT,
    "Keep the {cards} in your hand: a wild card stands for whatever a centre stack needs.",
    "Keep the {cards} in your hand: wild cards stand for whatever a centre stack needs.")
RUN_DOWN = Phrase(
    HINT_CONTEXT, "On the {under} it makes a run down: later you play the {card}, then the "
                  "{under}.")
SAME_RANK = Phrase(
    HINT_CONTEXT, "On the {under}, a card of the same rank, it buries no card you could play "
                  "sooner.")
AS_RANK = Phrase(HINT_CONTEXT, "{card} as {rank}")  # a wild card in a list of plays
FAR = Phrase(HINT_CONTEXT, "The {card} is the card in your hand furthest from what the centre "
                           "stacks need.")


def hint_words(view: PlayerView, advice: Advice, names: Sequence[str]) -> str:
    """The hint ``advice`` for the seat of ``view`` in words: the move, then its reasons.
    ``names`` are the players' names by seat (an opponent is named by its)."""
    return " ".join([describe_hint(view, advice.move), *reason_words(view, advice, names)])


def reason_words(view: PlayerView, advice: Advice, names: Sequence[str]) -> list[str]:
    """Why the hint ``advice``: a sentence for each reason (at most :data:`MOST_REASONS`)."""
    said = []
    fed = False
    for reason in advice.reasons:
        words = _reason_words(view, reason, names, fed)
        fed = fed or (reason.kind == "kept_back" and bool(reason.feeds))
        if words:
            said.append(words)
    return said[:MOST_REASONS]


def _labels(cards: Sequence[Card], ranks: Sequence[int] = ()) -> str:
    """The cards in a list; given the ranks they stand for on the centre stacks, a wild
    card says its rank there ("K♦ as a 3")."""
    said = []
    for i, card in enumerate(cards):
        rank = ranks[i] if i < len(ranks) else card.rank
        label = card_label(card)
        said.append(label if rank == card.rank else AS_RANK(card=label, rank=a_rank(rank)))
    return listed(said)


def _percent(share: float) -> int:
    return round(share * 100)


def _reason_words(view: PlayerView, reason: Reason, names: Sequence[str],
                  fed: bool) -> str | None:
    kind, cards = reason.kind, reason.cards
    payoff = view.payoff_top
    if kind == "payoff":
        return PAYOFF_LEFT(reason.number) if reason.number else PAYOFF_LAST()
    if kind == "to_payoff":
        return TO_PAYOFF(card=card_label(payoff) if payoff else "",
                         cards=_labels(cards, reason.ranks))
    if kind == "empties_hand":
        if cards:
            return EMPTIES_HAND_THEN(reason.number, cards=_labels(cards, reason.ranks))
        return EMPTIES_HAND(reason.number)
    if kind == "nears_payoff":
        payoff_rank = cards[0].rank
        ranks = [a_rank(r) for r in range(payoff_rank - reason.number, payoff_rank)]
        return NEARS_PAYOFF(card=card_label(cards[0]), stack=reason.stack + 1,
                            ranks=listed(ranks))
    if kind == "fresh_card":
        return FRESH_CARD()
    if kind == "uncovers":
        return UNCOVERS(card=card_label(cards[0]), side=reason.number + 1)
    if kind == "kept_back":
        return _kept_words(reason, names)
    if kind == "odds":
        assert reason.odds is not None
        return _odds_words(reason.odds, cards, fed)
    if kind == "wild_saved":
        return WILD_SAVED(card=card_label(cards[0]))
    if kind == "keep_wild":
        return KEEP_WILD(len(cards), cards=_labels(cards))
    if kind == "run_down":
        return RUN_DOWN(card=card_label(cards[0]), under=card_label(cards[1]))
    if kind == "same_rank":
        return SAME_RANK(under=card_label(cards[1]))
    if kind == "far":
        return FAR(card=card_label(cards[0]))
    return None


def _kept_words(reason: Reason, names: Sequence[str]) -> str | None:
    if not reason.feeds:
        return None  # the odds say why
    feed = reason.feeds[0]
    who = names[feed.seat] if 0 <= feed.seat < len(names) else ""
    said = KEPT_SURE if feed.sure else KEPT_NEAR
    return said(len(reason.cards), cards=_labels(reason.cards), who=who,
                payoff=card_label(feed.card))


def _odds_words(odds: Odds, kept: Sequence[Card], fed: bool) -> str | None:
    """The chances in words; None when the play-outs here found the other way clearly
    better (the player's own judge saw further: no number is said that argues against it)."""
    hinted, other = _percent(odds.hinted), _percent(odds.other)
    if other - hinted > CLOSE_CALL:
        return None
    if not kept:
        return ODDS_OF_PLAYING(hinted=hinted, other=other) if hinted > other else None
    if hinted <= other:
        return ODDS_CLOSE(len(kept), cards=_labels(kept), hinted=hinted, other=other)
    if fed:
        return ODDS_TOO(len(kept), hinted=hinted, other=other)
    return ODDS_KEEP(len(kept), cards=_labels(kept), hinted=hinted, other=other)
