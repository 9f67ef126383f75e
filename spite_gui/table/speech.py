"""The table in words for people who listen to it: screen readers, and the read-out keys.

Everything here is worked out from what one seat's table shows (a pile's faces
and its count, as :mod:`.snapshot` gives them) or from that seat's
:class:`PlayerView`, so no hidden card can ever be named. Cards are named in full
("7 of clubs"), because a screen reader reads "7♣" as "7 black club suit".

>>> from .piles import CardFace, PileKey
>>> pile_words(PileKey("payoff", 0), "You", [CardFace(None), CardFace("7C")], 14)
'Your payoff pile, 7 of clubs, 14 cards'
>>> pile_words(PileKey("centre", number=1), "", [CardFace(t) for t in "AS 2H 3D 4C 5S 6H".split()])
'Centre stack 2 at 6, needs a 7'
>>> pile_words(PileKey("side", 1, 2), "Computer", [CardFace(t) for t in "3S 8D 2C QH".split()])
"Computer's side stack 3, Queen of hearts, 4 cards"
>>> spoken("West played 7♥ from its hand; the Q♣ can't go on a 5.")
"West played 7 of hearts from its hand, the Queen of clubs can't go on a 5."
>>> spoken("Score: You 0 · Computer 64 (game 2) — Deal #8…")
'Score, You 0, Computer 64, game 2, Deal 8'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..engine import Card, PlayerView
from ..engine.cards import JOKER_RANK, a_or_an, rank_name
from .piles import CENTRE, COMPLETED, HAND, PAYOFF, SIDE, STOCK, CardFace, PileKey
from .snapshot import RANK_MARKS

TABLE_NAME = "Card table"
KEYS_HELP = ("Arrow keys move between the piles and the cards of your hand. Space picks a card "
             "up and puts it down, Enter plays it to a centre stack, 1 to 4 put it on a side "
             "stack, Escape puts it back, P shows every card of a side stack. T reads the table, "
             "C your cards, N the next player, S the score, R repeats. F1 lists every key.")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SYMBOL_SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
FACE_DOWN = "face-down card"
_LABEL = re.compile(r"\b(10|[2-9AJQK])([♠♥♦♣])")
# marks a screen reader says aloud ("colon", "middle dot"): said as pauses instead
_PAUSES = re.compile(r"\s*(?::(?=\s|$)|;|·|—|–|…|\(|\)|\s-\s)\s*")
_MARK_RANKS = {mark: rank for rank, mark in RANK_MARKS.items()}


def card_words(card: Card) -> str:
    """ "7 of clubs", "Queen of hearts", "Joker"."""
    if card.rank == JOKER_RANK:
        return "Joker"
    return f"{rank_name(card.rank)} of {SUIT_NAMES[card.suit]}"


def face_words(face: str | None, badge: str | None = None) -> str:
    """What a card on the table shows: its face in words, and the rank a wild card stands
    for on a centre stack (``badge``); any back is a face-down card.

    >>> face_words("KS", "6"), face_words(None), face_words("other-back")
    ('King of spades, as a 6', 'face-down card', 'face-down card')
    """
    card = _card_of(face)
    if card is None:
        return FACE_DOWN
    words = card_words(card)
    rank = _badge_rank(badge)
    return f"{words}, as {a_or_an(rank)}" if rank is not None else words


def spoken(text: str) -> str:
    """``text`` for a screen reader: every card label ("7♥", "Q♣") written out, and
    the marks a reader says aloud at its usual punctuation level ("colon", "middle dot",
    "em dash", "left paren") turned into pauses (commas) or left out."""
    def name(match: re.Match[str]) -> str:
        rank = {"A": 1, "J": 11, "Q": 12, "K": 13}.get(match[1]) or int(match[1])
        return f"{rank_name(rank)} of {SUIT_NAMES[SYMBOL_SUITS[match[2]]]}"

    text = _LABEL.sub(name, text)
    text = _PAUSES.sub(",", text).replace("#", "")
    text = re.sub(r"\s*,(\s*,)*", ",", text)  # one pause where marks met
    text = re.sub(r",(?=\S)", ", ", text)
    return re.sub(r",\s*(?=[.!?]|$)", "", text).strip()


def _card_of(face: str | None) -> Card | None:
    """The card a face shows; None for a back (of any colour)."""
    try:
        return Card.parse(face) if face is not None else None
    except ValueError:
        return None


def _badge_rank(badge: str | None) -> int | None:
    if not badge:
        return None
    return _MARK_RANKS.get(badge) or (int(badge) if badge.isdigit() else None)


def _cards(count: int) -> str:
    return f"{count} card{'' if count == 1 else 's'}"


def whose(owner: str) -> str:
    """ "Your" for the player at the table ("You"), else "West's"."""
    return "Your" if owner == "You" else f"{owner}'s"


def pile_title(key: PileKey, owner: str) -> str:
    """The pile's name alone: "Your payoff pile", "Centre stack 2", "West's side stack 3"."""
    if key.kind == CENTRE:
        return f"Centre stack {key.number + 1}"
    if key.kind == STOCK:
        return "Stock"
    if key.kind == COMPLETED:
        return "Completed pile"
    name = {PAYOFF: "payoff pile", HAND: "hand", SIDE: f"side stack {key.number + 1}"}[key.kind]
    return f"{whose(owner)} {name}"


def centre_state(faces: Sequence[CardFace]) -> str:
    """What a centre stack stands at and needs: "6, needs a 7"; "empty, needs an Ace".

    A wild card on top is said with the rank it stands for: "6, a wild King, needs a 7".
    """
    if not faces:
        return "empty, needs an Ace"
    rank = len(faces)
    top = faces[-1]
    at = rank_name(rank)
    wild = _card_of(top.face)
    if _badge_rank(top.badge) is not None and wild is not None:
        at += f", a wild {rank_name(wild.rank)}"
    return f"{at}, needs {a_or_an(rank + 1)}" if rank < 13 else at


def put_here(card: str) -> str:
    """What a place lit for the card picked up says: "The 7 of clubs may go here"."""
    return f"The {card} may go here"


def pile_words(key: PileKey, owner: str, faces: Sequence[CardFace],
               count: int | None = None) -> str:
    """A pile as a sighted player sees it: its name, its top card and how many cards it
    holds. ``faces`` are the cards the table shows (bottom first), ``count`` how many the
    pile holds when it shows fewer (a payoff pile shows only its top card), ``owner``
    whose it is ("You", "West"; "" for the shared piles).

    >>> pile_words(PileKey("hand", 0), "You", [CardFace("7C")] * 5)
    'Your hand, 5 cards'
    >>> pile_words(PileKey("stock"), "", [CardFace(None)], 54)
    'Stock, 54 cards'
    >>> pile_words(PileKey("side", 0, 0), "You", [])
    'Your side stack 1, empty'
    >>> pile_words(PileKey("centre", number=0), "", [])
    'Centre stack 1, empty, needs an Ace'
    """
    title = pile_title(key, owner)
    held = max(count or 0, len(faces))
    if key.kind == CENTRE:
        state = centre_state(faces)
        return f"{title}, {state}" if not faces else f"{title} at {state}"
    if not held:
        return f"{title}, empty"
    top = faces[-1] if faces else CardFace(None)
    if key.kind in (PAYOFF, SIDE) and top.face is not None:
        return f"{title}, {face_words(top.face)}, {_cards(held)}"
    return f"{title}, {_cards(held)}"


# -- the read-out keys -----------------------------------------------------------------------
def _name(view: PlayerView, names: Sequence[str], seat: int) -> str:
    return "You" if seat == view.seat else names[seat]


def _list(items: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def turn_words(view: PlayerView, names: Sequence[str]) -> str:
    """Whose turn it is, or how the game ended."""
    if view.outcome is not None:
        return view.outcome.describe(list(names))
    if view.my_turn:
        return "Your turn."
    return f"{whose(names[view.current])} turn."


def table_words(view: PlayerView, names: Sequence[str]) -> str:
    """The whole table in a few sentences: whose turn, the centre, then every player's
    payoff card, side stacks and hand, then the stock."""
    lines = [turn_words(view, names), centre_words(view) + "."]
    order = [(view.seat + step) % view.players for step in range(view.players)]
    for seat in order:
        lines.append(_seat_words(view, names, seat))
    stock = f"Stock: {_cards(view.stock_count)}" if view.stock_count else "The stock is empty"
    if view.completed_count:
        stock += f"; completed pile: {_cards(view.completed_count)}"
    lines.append(stock + ".")
    return " ".join(lines)


def centre_words(view: PlayerView) -> str:
    """ "Centre stacks: 1 at 6, 2 empty, 3 at Jack, 4 empty"."""
    heights = [len(stack) for stack in view.centre]
    if not any(heights):
        return "Centre stacks: all empty"
    return "Centre stacks: " + ", ".join(
        f"{i + 1} at {rank_name(h)}" if h else f"{i + 1} empty" for i, h in enumerate(heights))


def _sides_words(stacks: Sequence[Sequence[Card]]) -> str:
    if not any(stacks):
        return "side stacks empty"
    return "side stacks " + ", ".join(
        f"{i + 1}: {card_words(s[-1])} ({_cards(len(s))})" if s else f"{i + 1}: empty"
        for i, s in enumerate(stacks))


def _seat_words(view: PlayerView, names: Sequence[str], seat: int) -> str:
    who = _name(view, names, seat)
    top = view.payoff_tops[seat]
    payoff = (f"payoff card {card_words(top)}, {_cards(view.payoff_counts[seat])} in the pile"
              if top is not None else "no payoff cards left")
    if seat == view.seat:
        hand = "hand: " + (_list([card_words(c) for c in view.hand]) or "empty")
    else:
        hand = f"{_cards(view.hand_counts[seat])} in hand"
    return f"{who}: {payoff}; {_sides_words(view.sides[seat])}; {hand}."


def hand_words(view: PlayerView) -> str:
    """The player's hand card by card, and on their turn which cards go to the centre now."""
    if not view.hand:
        return "Your hand is empty."
    text = "Your hand: " + _list([card_words(c) for c in view.hand]) + "."
    if view.my_turn:
        playable = sorted({m.source_index for m in view.legal_moves()
                           if m.source == HAND and m.target == CENTRE})
        if playable:
            cards = _list([card_words(view.hand[i]) for i in playable])
            text += f" To a centre stack now: {cards}."
        else:
            text += " None of them goes to a centre stack now."
    return text


def next_player_words(view: PlayerView, names: Sequence[str]) -> str:
    """The next player's payoff card and what it needs: the centre stack that would take
    it now, or how near the stacks are to it."""
    seat = (view.seat + 1) % view.players
    who = names[seat]
    top = view.payoff_tops[seat]
    if top is None:
        return f"{who} has no payoff cards left."
    text = (f"{who} plays next. {whose(who)} payoff card is the {card_words(top)}, "
            f"{_cards(view.payoff_counts[seat])} in the pile.")
    heights = [len(stack) for stack in view.centre]
    if view.rules.is_wild(top):
        where = "any centre stack" if view.rules.wild_starts else "any started centre stack"
        return f"{text} It is wild: it can go on {where}."
    wanted = top.rank - 1
    takers = [i + 1 for i, height in enumerate(heights) if height == wanted]
    if takers:
        stacks = _list([str(n) for n in takers])
        place = "stack" if len(takers) == 1 else "stacks"
        return f"{text} It can go on centre {place} {stacks} now."
    need = "an empty centre stack" if wanted == 0 else f"a centre stack at {rank_name(wanted)}"
    below = [(height, -i) for i, height in enumerate(heights) if height < wanted]
    if not below:
        return f"{text} It needs {need}; every stack is past that now."
    height, minus = max(below)
    if height == 0:
        return f"{text} It needs {need}; every stack below that is empty."
    return (f"{text} It needs {need}; none is. The nearest is centre stack {1 - minus}, "
            f"at {rank_name(height)}, {_cards(wanted - height)} short.")


#: What the score of single games adds up: every game this session (since the program
#: started, or for as long as a game saved with it goes on).
SESSION_SCORE = "Score this session"


def score_words(names: Sequence[str], totals: Sequence[int], payoff_counts: Sequence[int],
                match: str = "") -> str:
    """The score so far (``match``: "Match to 50, game 2" when a match is played) and the
    payoff cards each player has left in this game.

    >>> score_words(["You", "West"], [12, 5], [14, 9])
    'Score this session: You 12, West 5. Payoff cards left: you 14, West 9.'
    """
    score = ", ".join(f"{name} {points}" for name, points in zip(names, totals, strict=False))
    left = ", ".join(f"{'you' if name == 'You' else name} {count}"
                     for name, count in zip(names, payoff_counts, strict=False))
    head = f"{match.replace(' · ', ', ')}: {score}" if match else f"{SESSION_SCORE}: {score}"
    return f"{head}. Payoff cards left: {left}."


# -- what the keys can't do --------------------------------------------------------------------
OWN_CARDS = ("Pick up one of your own cards: your payoff card, a card in your hand or the top "
             "card of one of your side stacks.")
SETTLING = "Wait a moment: the cards are still moving."
PEEK_HERE = "P shows every card of a side stack: move to one first."


def why_not_pick(view: PlayerView | None, key: PileKey, owner: str) -> str:
    """Why the card at pile ``key`` (``owner``'s) can't be picked up now, for the seat of
    ``view``."""
    if view is None:
        return "There is no game."
    if view.outcome is not None:
        return "The game is over."
    if not view.my_turn:
        return "Wait for your turn."
    if key.seat != view.seat or key.kind not in (PAYOFF, HAND, SIDE):
        return OWN_CARDS
    title = pile_title(key, owner)
    held = {PAYOFF: view.payoff_counts[view.seat], HAND: len(view.hand)}.get(
        key.kind, len(view.my_sides[key.number]) if key.kind == SIDE else 0)
    return f"{title} is empty." if not held else SETTLING


def why_not_peek(key: PileKey, owner: str) -> str:
    """Why P shows nothing of pile ``key``."""
    return PEEK_HERE if key.kind != SIDE else f"{pile_title(key, owner)} is empty."
