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

from ..engine import Card, Illegal, Outcome, Place, PlayerView, Refusal
from ..engine.cards import KING
from ..play.refusals import Declined
from ..play.seating import Seating
from .card_names import SUIT_SYMBOLS, a_rank, card_label, card_words, mark_ranks, rank_name
from .outcomes import outcome_words
from .piles import CENTRE, COMPLETED, HAND, PAYOFF, SIDE, STOCK, CardFace, PileKey
from .refusals import refusal_words
from .words import YOU, Phrase, Plural, capitalised, commas, listed

CONTEXT = "Table"
TABLE_NAME = Phrase(CONTEXT, "Card table")
KEYS_HELP = Phrase(
    CONTEXT, "Arrow keys move between the piles and the cards of your hand. Space picks a card "
             "up and puts it down, Enter plays it to a centre stack, 1 to 4 put it on a side "
             "stack, Escape puts it back, P shows every card of a side stack. T reads the "
             "table, C your cards, N the next player, S the score, R repeats. F1 lists every "
             "key.")
FACE_DOWN = Phrase(CONTEXT, "face-down card")
AS_RANK = Phrase(CONTEXT, "{card}, as {rank}")  # a wild card on a centre stack
YOU_NAME = Phrase(CONTEXT, "You")  # the player at this table, named in a list of players
CARDS = Plural(CONTEXT, "{count} card", "{count} cards")
SYMBOL_SUITS = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
# marks a screen reader says aloud ("colon", "middle dot"): said as pauses instead
_PAUSES = re.compile(r"\s*(?::(?=\s|$)|;|·|—|–|…|\(|\)|\s-\s)\s*")

__all__ = ["card_words"]  # with every function below: the table in words


def face_words(face: str | None, badge: str | None = None) -> str:
    """What a card on the table shows: its face in words, and the rank a wild card stands
    for on a centre stack (``badge``); any back is a face-down card.

    >>> face_words("KS", "6"), face_words(None), face_words("other-back")
    ('King of spades, as a 6', 'face-down card', 'face-down card')
    """
    card = _card_of(face)
    if card is None:
        return FACE_DOWN()
    words = card_words(card)
    rank = _badge_rank(badge)
    return AS_RANK(card=words, rank=a_rank(rank)) if rank is not None else words


def spoken(text: str) -> str:
    """``text`` for a screen reader: every card label ("7♥", "Q♣") written out, and
    the marks a reader says aloud at its usual punctuation level ("colon", "middle dot",
    "em dash", "left paren") turned into pauses (commas) or left out."""
    marks = mark_ranks()  # the corners' marks in the player's language

    def name(match: re.Match[str]) -> str:
        rank = marks.get(match[1]) or int(match[1])
        return card_words(Card(rank, SYMBOL_SUITS[match[2]]))

    label = re.compile(r"\b(10|[2-9]|" + "|".join(map(re.escape, marks)) + r")([♠♥♦♣])")
    text = label.sub(name, text)
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
    return mark_ranks().get(badge) or (int(badge) if badge.isdigit() else None)


#: The names the game gives the seats it names itself (kept in English in the seating, in
#: saves and on the network), as the player's language says them.
_SEAT_NAMES = {name: Phrase(CONTEXT, name) for name in ("Computer", "South", "West", "North",
                                                         "East")}
PLAYER_NUMBER = Phrase(CONTEXT, "Player {number}")  # a person at a shared screen, unnamed
#: Under the cover between two people's turns at one screen.
COVER_PROMPT = Phrase(CONTEXT, "Click or press Space when {name} is at the screen.")
_PLAYER_NUMBER = re.compile(r"Player ([1-4])")


def seat_name(name: str, computer: bool = True) -> str:
    """A seat's name in the player's language where the game named the seat: a computer by
    its place ("West", "Computer"), a person at a shared screen by number ("Player 2"); a
    name a person chose, and "You", as they are.

    >>> seat_name("West"), seat_name("Player 2", computer=False), seat_name("Anna")
    ('West', 'Player 2', 'Anna')
    """
    said = _SEAT_NAMES.get(name) if computer else None
    if said is not None:
        return said()
    number = _PLAYER_NUMBER.fullmatch(name)
    return PLAYER_NUMBER(number=number[1]) if number else name


def seat_names(seating: Seating) -> list[str]:
    """Every seat's name as the table shows it (:func:`seat_name`), in seat order."""
    return [seat_name(seat.name, seat.is_computer) for seat in seating.seats]


def shown_name(name: str) -> str:
    """A player's name as a sentence shows it: the player at this table is "You"."""
    return YOU_NAME() if name == YOU else name


# -- piles ---------------------------------------------------------------------------------
CENTRE_STACK = Phrase(CONTEXT, "Centre stack {number}")
STOCK_PILE = Phrase(CONTEXT, "Stock")
COMPLETED_PILE = Phrase(CONTEXT, "Completed pile")
#: A player's own piles: the player at this table's, and another player's.
_OWN_PILES = {
    PAYOFF: (Phrase(CONTEXT, "Your payoff pile"), Phrase(CONTEXT, "{owner}'s payoff pile")),
    HAND: (Phrase(CONTEXT, "Your hand"), Phrase(CONTEXT, "{owner}'s hand")),
    SIDE: (Phrase(CONTEXT, "Your side stack {number}"),
           Phrase(CONTEXT, "{owner}'s side stack {number}")),
}
CENTRE_EMPTY = Phrase(CONTEXT, "empty, needs an Ace")
CENTRE_WILD = Phrase(CONTEXT, "{rank}, a wild {wild}")  # the stack's rank, and its wild top
CENTRE_NEEDS = Phrase(CONTEXT, "{at}, needs {needs}")
PUT_HERE = Phrase(CONTEXT, "The {card} may go here")
PILE_CENTRE_EMPTY = Phrase(CONTEXT, "{pile}, {state}")
PILE_CENTRE_AT = Phrase(CONTEXT, "{pile} at {state}")
PILE_EMPTY = Phrase(CONTEXT, "{pile}, empty")
PILE_TOP = Phrase(CONTEXT, "{pile}, {card}, {cards}")
PILE_HELD = Phrase(CONTEXT, "{pile}, {cards}")
PEEK = Phrase(CONTEXT, "{pile}, bottom to top: {cards}.")
PEEK_NOTHING = Phrase(CONTEXT, "{pile}, bottom to top: nothing.")


def pile_title(key: PileKey, owner: str) -> str:
    """The pile's name alone: "Your payoff pile", "Centre stack 2", "West's side stack 3"."""
    if key.kind == CENTRE:
        return CENTRE_STACK(number=key.number + 1)
    if key.kind == STOCK:
        return STOCK_PILE()
    if key.kind == COMPLETED:
        return COMPLETED_PILE()
    yours, theirs = _OWN_PILES[key.kind]
    return (yours if owner == YOU else theirs)(owner=owner, number=key.number + 1)


def centre_state(faces: Sequence[CardFace]) -> str:
    """What a centre stack stands at and needs: "6, needs a 7"; "empty, needs an Ace".

    A wild card on top is said with the rank it stands for: "6, a wild King, needs a 7".
    """
    if not faces:
        return CENTRE_EMPTY()
    rank = len(faces)
    top = faces[-1]
    at = rank_name(rank)
    wild = _card_of(top.face)
    if _badge_rank(top.badge) is not None and wild is not None:
        at = CENTRE_WILD(rank=at, wild=rank_name(wild.rank))
    return CENTRE_NEEDS(at=at, needs=a_rank(rank + 1)) if rank < KING else at


def put_here(card: str) -> str:
    """What a place lit for the card picked up says: "The 7 of clubs may go here"."""
    return PUT_HERE(card=card)


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
        return (PILE_CENTRE_AT if faces else PILE_CENTRE_EMPTY)(pile=title, state=state)
    if not held:
        return PILE_EMPTY(pile=title)
    top = faces[-1] if faces else CardFace(None)
    if key.kind in (PAYOFF, SIDE) and top.face is not None:
        return PILE_TOP(pile=title, card=face_words(top.face), cards=CARDS(held))
    return PILE_HELD(pile=title, cards=CARDS(held))


def peek_words(key: PileKey, owner: str, stack: Sequence[Card]) -> str:
    """Every card of a side stack, as P or a peek shows them: "Your side stack 2, bottom to
    top: 7♥, 2♣."."""
    title = pile_title(key, owner)
    if not stack:
        return PEEK_NOTHING(pile=title)
    return PEEK(pile=title, cards=commas([card_label(card) for card in stack]))


COMPLETED_CARDS = Phrase(CONTEXT, "Completed cards")
#: A player's own piles named in a tooltip where the table has no owner's name for them.
_UNOWNED_PILES = {PAYOFF: Phrase(CONTEXT, "Payoff pile"), HAND: Phrase(CONTEXT, "Hand"),
                  SIDE: Phrase(CONTEXT, "Side stack {number}")}
TIP_EMPTY = Phrase(CONTEXT, "{pile}: empty")
TIP = Plural(CONTEXT, "{pile}: {count} card", "{pile}: {count} cards")
TIP_PEEK = Plural(CONTEXT, "{pile}: {count} card — right-click to see them",
                  "{pile}: {count} cards — right-click to see them")


def pile_tip(key: PileKey, owner: str, cards: int) -> str:
    """What a pile's tooltip says: its name, whose it is (``owner``: "You", "West" …) and
    how many cards it holds.

    >>> pile_tip(PileKey("stock"), "", 54)
    'Stock: 54 cards'
    >>> pile_tip(PileKey("side", 0, 1), "You", 4)
    'Your side stack 2: 4 cards — right-click to see them'
    >>> pile_tip(PileKey("payoff", 2), "North", 1)
    "North's payoff pile: 1 card"
    """
    if key.kind == COMPLETED:
        name = COMPLETED_CARDS()
    elif key.kind in _UNOWNED_PILES and not owner:
        name = _UNOWNED_PILES[key.kind](number=key.number + 1)
    else:
        name = capitalised(pile_title(key, owner))
    if not cards:
        return TIP_EMPTY(pile=name)
    return (TIP_PEEK if key.kind == SIDE and cards > 1 else TIP)(cards, pile=name)


# -- the status bar --------------------------------------------------------------------------
YOUR_MOVE = Phrase(CONTEXT, "Your turn: play to the centre, or end your turn by placing a hand "
                            "card on a side stack.")
PLAYING = Phrase(CONTEXT, "{name} is playing…")
THINKING = Phrase(CONTEXT, "thinking…")  # beside the name of a computer whose turn it is
PAUSED = Phrase(CONTEXT, "paused")  # ... instead, while a watched game waits for the watcher
NEW_GAME_KEY = Phrase(CONTEXT, "Press Ctrl+N for a new game.")


def game_over_status(outcome: Outcome, names: Sequence[str]) -> str:
    """The status bar once a game is over: how it ended, and how to start the next."""
    return " ".join([outcome_words(outcome, names), NEW_GAME_KEY()])


# -- the read-out keys -----------------------------------------------------------------------
YOUR_TURN = Phrase(CONTEXT, "Your turn.")
TURN = Phrase(CONTEXT, "{who}'s turn.")
CENTRE_ALL_EMPTY = Phrase(CONTEXT, "Centre stacks: all empty.")
CENTRE_STACKS = Phrase(CONTEXT, "Centre stacks: {stacks}.")
STACK_AT = Phrase(CONTEXT, "{number} at {rank}")
STACK_EMPTY = Phrase(CONTEXT, "{number} empty")
STOCK_LEFT = Phrase(CONTEXT, "Stock: {cards}.")
STOCK_EMPTY = Phrase(CONTEXT, "The stock is empty.")
STOCK_AND_COMPLETED = Phrase(CONTEXT, "Stock: {cards}; completed pile: {completed}.")
STOCK_EMPTY_AND_COMPLETED = Phrase(CONTEXT, "The stock is empty; completed pile: {completed}.")
SEAT = Phrase(CONTEXT, "{who}: {payoff}; {sides}; {hand}.")
PAYOFF_CARD = Plural(CONTEXT, "payoff card {card}, {count} card in the pile",
                     "payoff card {card}, {count} cards in the pile")
NO_PAYOFF = Phrase(CONTEXT, "no payoff cards left")
SIDES_EMPTY = Phrase(CONTEXT, "side stacks empty")
SIDES = Phrase(CONTEXT, "side stacks {stacks}")
SIDE_HELD = Plural(CONTEXT, "{number}: {card} ({count} card)", "{number}: {card} ({count} cards)")
SIDE_EMPTY = Phrase(CONTEXT, "{number}: empty")
OWN_HAND = Phrase(CONTEXT, "hand: {cards}")
OWN_HAND_EMPTY = Phrase(CONTEXT, "hand: empty")
IN_HAND = Plural(CONTEXT, "{count} card in hand", "{count} cards in hand")


def turn_of(name: str) -> str:
    """ "Your turn." for the player at this table ("You"), else "West's turn."."""
    return YOUR_TURN() if name == YOU else TURN(who=name)


def turn_words(view: PlayerView, names: Sequence[str]) -> str:
    """Whose turn it is, or how the game ended."""
    if view.outcome is not None:
        return outcome_words(view.outcome, list(names))
    if view.my_turn:
        return YOUR_TURN()
    return turn_of(names[view.current])


def table_words(view: PlayerView, names: Sequence[str]) -> str:
    """The whole table in a few sentences: whose turn, the centre, then every player's
    payoff card, side stacks and hand, then the stock."""
    lines = [turn_words(view, names), centre_words(view)]
    order = [(view.seat + step) % view.players for step in range(view.players)]
    for seat in order:
        lines.append(_seat_words(view, names, seat))
    lines.append(_stock_words(view))
    return " ".join(lines)


def _stock_words(view: PlayerView) -> str:
    stock, completed = view.stock_count, view.completed_count
    if not completed:
        return STOCK_LEFT(cards=CARDS(stock)) if stock else STOCK_EMPTY()
    if stock:
        return STOCK_AND_COMPLETED(cards=CARDS(stock), completed=CARDS(completed))
    return STOCK_EMPTY_AND_COMPLETED(completed=CARDS(completed))


def centre_words(view: PlayerView) -> str:
    """ "Centre stacks: 1 at 6, 2 empty, 3 at Jack, 4 empty."."""
    heights = [len(stack) for stack in view.centre]
    if not any(heights):
        return CENTRE_ALL_EMPTY()
    return CENTRE_STACKS(stacks=commas([
        STACK_AT(number=i + 1, rank=rank_name(h)) if h else STACK_EMPTY(number=i + 1)
        for i, h in enumerate(heights)]))


def _sides_words(stacks: Sequence[Sequence[Card]]) -> str:
    if not any(stacks):
        return SIDES_EMPTY()
    return SIDES(stacks=commas([
        SIDE_HELD(len(s), number=i + 1, card=card_words(s[-1])) if s
        else SIDE_EMPTY(number=i + 1) for i, s in enumerate(stacks)]))


def _seat_words(view: PlayerView, names: Sequence[str], seat: int) -> str:
    who = YOU if seat == view.seat else names[seat]
    top = view.payoff_tops[seat]
    payoff = (PAYOFF_CARD(view.payoff_counts[seat], card=card_words(top))
              if top is not None else NO_PAYOFF())
    if seat == view.seat:
        cards = listed([card_words(c) for c in view.hand])
        hand = OWN_HAND(cards=cards) if cards else OWN_HAND_EMPTY()
    else:
        hand = IN_HAND(view.hand_counts[seat])
    return SEAT(who=shown_name(who), payoff=payoff, sides=_sides_words(view.sides[seat]),
                hand=hand)


HAND_EMPTY = Phrase(CONTEXT, "Your hand is empty.")
YOUR_HAND = Phrase(CONTEXT, "Your hand: {cards}.")
TO_CENTRE_NOW = Phrase(CONTEXT, "To a centre stack now: {cards}.")
NONE_TO_CENTRE = Phrase(CONTEXT, "None of them goes to a centre stack now.")


def hand_words(view: PlayerView) -> str:
    """The player's hand card by card, and on their turn which cards go to the centre now."""
    if not view.hand:
        return HAND_EMPTY()
    said = [YOUR_HAND(cards=listed([card_words(c) for c in view.hand]))]
    if view.my_turn:
        playable = sorted({m.source_index for m in view.legal_moves()
                           if m.source == Place.HAND and m.target == Place.CENTRE})
        if playable:
            said.append(TO_CENTRE_NOW(cards=listed([card_words(view.hand[i]) for i in playable])))
        else:
            said.append(NONE_TO_CENTRE())
    return " ".join(said)


NO_PAYOFF_LEFT = Phrase(CONTEXT, "{who} has no payoff cards left.")
PLAYS_NEXT = Phrase(CONTEXT, "{who} plays next.")
NEXT_PAYOFF = Plural(CONTEXT, "{who}'s payoff card is the {card}, {count} card in the pile.",
                     "{who}'s payoff card is the {card}, {count} cards in the pile.")
YOUR_NEXT_PAYOFF = Plural(CONTEXT, "Your payoff card is the {card}, {count} card in the pile.",
                          "Your payoff card is the {card}, {count} cards in the pile.")
WILD_ANY = Phrase(CONTEXT, "It is wild: it can go on any centre stack.")
WILD_STARTED = Phrase(CONTEXT, "It is wild: it can go on any started centre stack.")
GOES_ON = Plural(CONTEXT, "It can go on centre stack {stacks} now.",
                 "It can go on centre stacks {stacks} now.")
NEEDS_EMPTY_PAST = Phrase(CONTEXT, "It needs an empty centre stack; every stack is past that now.")
NEEDS_AT_PAST = Phrase(CONTEXT, "It needs a centre stack at {rank}; every stack is past that now.")
NEEDS_AT_BELOW_EMPTY = Phrase(
    CONTEXT, "It needs a centre stack at {rank}; every stack below that is empty.")
NEEDS_AT_NEAREST = Plural(
    CONTEXT, "It needs a centre stack at {rank}; none is. The nearest is centre stack {stack}, "
             "at {at}, {count} card short.",
    "It needs a centre stack at {rank}; none is. The nearest is centre stack {stack}, at {at}, "
    "{count} cards short.")


def next_player_words(view: PlayerView, names: Sequence[str]) -> str:
    """The next player's payoff card and what it needs: the centre stack that would take
    it now, or how near the stacks are to it."""
    seat = (view.seat + 1) % view.players
    who = names[seat]
    top = view.payoff_tops[seat]
    if top is None:
        return NO_PAYOFF_LEFT(who=who)
    payoff = YOUR_NEXT_PAYOFF if who == YOU else NEXT_PAYOFF
    text = [PLAYS_NEXT(who=who),
            payoff(view.payoff_counts[seat], who=who, card=card_words(top))]
    text.append(_what_it_needs(view, top))
    return " ".join(text)


def _what_it_needs(view: PlayerView, top: Card) -> str:
    heights = [len(stack) for stack in view.centre]
    if view.rules.is_wild(top):
        return (WILD_ANY if view.rules.wild_starts else WILD_STARTED)()
    wanted = top.rank - 1
    takers = [i + 1 for i, height in enumerate(heights) if height == wanted]
    if takers:
        return GOES_ON(len(takers), stacks=listed([str(n) for n in takers]))
    below = [(height, -i) for i, height in enumerate(heights) if height < wanted]
    if not below:
        return NEEDS_EMPTY_PAST() if wanted == 0 else NEEDS_AT_PAST(rank=rank_name(wanted))
    height, minus = max(below)
    if height == 0:
        return NEEDS_AT_BELOW_EMPTY(rank=rank_name(wanted))
    return NEEDS_AT_NEAREST(wanted - height, rank=rank_name(wanted), stack=1 - minus,
                            at=rank_name(height))


#: The score of single games adds up every game this session (since the program started,
#: or for as long as a game saved with it goes on).
SESSION_SCORE = Phrase(CONTEXT, "Score this session: {scores}")
SCORE_SESSION = Phrase(CONTEXT, "Score this session: {scores}. Payoff cards left: {left}.")
SCORE_MATCH = Phrase(CONTEXT, "{match}: {scores}. Payoff cards left: {left}.")
POINTS = Phrase(CONTEXT, "{name} {points}")
LEFT = Phrase(CONTEXT, "{name} {count}")
YOU_LEFT = Phrase(CONTEXT, "you {count}")


def _scores(names: Sequence[str], totals: Sequence[int]) -> list[str]:
    return [POINTS(name=shown_name(name), points=points)
            for name, points in zip(names, totals, strict=False)]


def session_score(names: Sequence[str], totals: Sequence[int]) -> str:
    """The score of this session's single games in a line: "Score this session: You 12 ·
    West 5"."""
    return SESSION_SCORE(scores=" · ".join(_scores(names, totals)))


def score_words(names: Sequence[str], totals: Sequence[int], payoff_counts: Sequence[int],
                match: str = "") -> str:
    """The score so far (``match``: "Match to 50, game 2" when a match is played) and the
    payoff cards each player has left in this game.

    >>> score_words(["You", "West"], [12, 5], [14, 9])
    'Score this session: You 12, West 5. Payoff cards left: you 14, West 9.'
    """
    scores = commas(_scores(names, totals))
    left = commas([YOU_LEFT(count=count) if name == YOU else LEFT(name=name, count=count)
                   for name, count in zip(names, payoff_counts, strict=False)])
    if match:
        return SCORE_MATCH(match=match.replace(" · ", ", "), scores=scores, left=left)
    return SCORE_SESSION(scores=scores, left=left)


# -- what the keys can't do --------------------------------------------------------------------
OWN_CARDS = Phrase(
    CONTEXT, "Pick up one of your own cards: your payoff card, a card in your hand or the top "
             "card of one of your side stacks.")
SETTLING = Phrase(CONTEXT, "Wait a moment: the cards are still moving.")
PEEK_HERE = Phrase(CONTEXT, "P shows every card of a side stack: move to one first.")
IS_EMPTY = Phrase(CONTEXT, "{pile} is empty.")


def why_not_pick(view: PlayerView | None, key: PileKey, owner: str) -> str:
    """Why the card at pile ``key`` (``owner``'s) can't be picked up now, for the seat of
    ``view``."""
    if view is None:
        return refusal_words(Refusal(Declined.NO_GAME))
    if view.outcome is not None:
        return refusal_words(Refusal(Illegal.GAME_OVER))
    if not view.my_turn:
        return refusal_words(Refusal(Illegal.NOT_YOUR_TURN))
    if key.seat != view.seat or key.kind not in (PAYOFF, HAND, SIDE):
        return OWN_CARDS()
    held = {PAYOFF: view.payoff_counts[view.seat], HAND: len(view.hand)}.get(
        key.kind, len(view.my_sides[key.number]) if key.kind == SIDE else 0)
    return IS_EMPTY(pile=pile_title(key, owner)) if not held else SETTLING()


def why_not_peek(key: PileKey, owner: str) -> str:
    """Why P shows nothing of pile ``key``."""
    return PEEK_HERE() if key.kind != SIDE else IS_EMPTY(pile=pile_title(key, owner))
