"""Dealing the cards a seat can't see: whole tables that agree with its view.

Expert looks at the next turns on such sampled tables (:mod:`.next_turns`). Only the
view is used: the unseen cards (``view.unseen_cards()``: the stock, the completed pile,
the other hands, every buried payoff card) are shuffled and dealt to the hidden places
with the sizes the view shows. :func:`kept_hand_sampler` deals the player before the
seat the hands it most likely kept, from what the seat saw of its turn.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from ..engine import Card, PlayerView, Seat, State
from .building import RANKS, StackBuilder, side_ranks
from .heuristic import Evaluator, Weights
from .turn import Stacks

# deals a table that agrees with the view (the engine's State, with the unseen cards dealt)
Sampler = Callable[[PlayerView, random.Random], State]


def sample_state(view: PlayerView, rng: random.Random,
                 prefer: tuple[int, list[float]] | None = None,
                 unseen: list[Card] | None = None) -> State:
    """A full table consistent with ``view``: the unseen cards dealt at random.

    ``prefer`` (a seat, and a weight from 0 to 1 for each rank) deals that seat's hand
    first: the unseen cards, in random order, each go to it with the chance its rank's
    weight gives until the hand is full (from the cards passed over, if it is not).
    ``unseen`` is ``view.unseen_cards()`` if the caller has it already (it is not
    changed).
    """
    hidden = view.unseen_cards() if unseen is None else unseen[:]
    rng.shuffle(hidden)
    who = -1
    dealt: tuple[Card, ...] = ()
    if prefer is not None:
        who, weight = prefer
        need = view.hand_counts[who]
        chosen: list[Card] = []
        rest: list[Card] = []
        for card in hidden:
            w = weight[card.rank]
            if len(chosen) < need and (w >= 1.0 or rng.random() < w):
                chosen.append(card)
            else:
                rest.append(card)
        while len(chosen) < need:
            chosen.append(rest.pop())
        hidden, dealt = rest, tuple(chosen)
    seats = []
    for p in range(view.players):
        top = view.payoff_tops[p]
        buried = max(view.payoff_counts[p] - 1, 0)
        payoff = tuple(hidden[:buried]) + ((top,) if top is not None else ())
        del hidden[:buried]
        if p == view.seat:
            hand = view.hand
        elif p == who:
            hand = dealt
        else:
            hand = tuple(hidden[:view.hand_counts[p]])
            del hidden[:view.hand_counts[p]]
        seats.append(Seat(payoff, hand, view.sides[p]))
    completed = tuple(hidden[:view.completed_count])
    del hidden[:view.completed_count]
    stock = tuple(hidden)
    return State(tuple(seats), view.centre, stock, completed, view.current, view.turn, 0, None)


class Discard(NamedTuple):
    """A card a player put on one of its side stacks, as another seat can tell it."""

    card: Card
    stack: int  # the side stack's place
    before: Stacks  # the player's side stacks just before the discard


def last_discard(before: Stacks, after: Stacks) -> Discard | None:
    """The discard a player made during its turn, from its side stacks at the start of
    that turn (``before``) and at its end (``after``); None if it ended the turn without
    a discard. Side stacks only lose top cards during a turn, then one card may go on
    top of one."""
    for t, (old, new) in enumerate(zip(before, after, strict=True)):
        if new and (len(new) > len(old) or new != old[:len(new)]):
            return Discard(new[-1], t, after[:t] + (new[:-1],) + after[t + 1:])
    return None


# Players keep wild cards and low cards and put their high cards on their side stacks
# first: beyond what the readings below tell, the chance that a kept card is of each
# rank (Ace to Queen; a King that is not wild counts as a Queen), and that it is a wild
# card, next to the others. Measured: the hands Hard kept in 120 games against Hard
# (deals from 7500000) against the hands the readings dealt it: wild cards 1.41 times
# as often, Aces to 3s 1.3, 4s to 6s 1.0, and down to 0.5 for 10s to Queens.
KEPT_RANKS = (0.93, 0.93, 0.93, 0.72, 0.72, 0.72, 0.62, 0.57, 0.46, 0.34, 0.34, 0.4)
KEPT_WILD = 1.0


class KeptHand(NamedTuple):
    """What a seat can tell of the hand the player before it kept (see
    :func:`kept_hand_sampler`): each rank's chance to be dealt to it when met, and the
    stacks it left with the payoff card it could not reach on them."""

    seat: int
    weight: list[float]  # per rank, from 0 to 1
    heights: tuple[int, ...]  # the centre as it left it
    payoff: int  # its payoff top's rank
    tries: int  # deals of a hand it would have paid off with, before one is kept


def read_kept_hand(view: PlayerView, left: tuple[int, ...] | None, tries: int = 8,
                   hold: float = 1.0, discard: Discard | None = None,
                   spare: float = 1.0, habits: bool = False) -> KeptHand | None:
    """What the player before this seat most likely kept (see :func:`kept_hand_sampler`);
    None when there is nothing to go on. With ``habits``, also the habits of players
    (:data:`KEPT_RANKS`)."""
    prev = (view.seat - 1) % view.players
    top = view.payoff_tops[prev]
    if left is None or top is None or not view.hand_counts[prev] or view.turn <= 1:
        return None  # nothing to go on (or nobody has played yet)
    rules = view.rules
    weight = [1.0] * RANKS
    if habits:
        for rank in range(RANKS):
            weight[rank] = (KEPT_WILD if rank == rules.wild_rank
                            else KEPT_RANKS[min(max(rank, 1), len(KEPT_RANKS)) - 1])
    for h in set(left):
        if h + 1 < RANKS and h + 1 != rules.wild_rank:
            weight[h + 1] *= hold
    if discard is not None and not (rules.aces_must_play or rules.no_ace_discard):
        # (under the Ace options not every card may go on every side stack)
        card, t, before = discard
        judge = Evaluator(view, Weights())
        chosen = judge.discard(card, before[t]) + 1e-9
        for rank in range(1, RANKS):
            better = max(judge.discard(Card(rank, card.suit), stack) for stack in before)
            if better > chosen:
                weight[rank] *= spare
    return KeptHand(prev, weight, left, top.rank, tries)


def kept_hand_sampler(view: PlayerView, left: tuple[int, ...] | None, tries: int = 8,
                      hold: float = 1.0, discard: Discard | None = None,
                      spare: float = 1.0, habits: bool = False) -> Sampler:
    """A sampler like :func:`sample_state` that deals the player before this seat the
    hands it most likely ended its turn with.

    ``left`` is the centre stacks' heights as that player left them (what this seat
    saw at the start of its turn). The cards a player holds after its turn are the ones
    it kept:

    - had they, with its side stacks, reached its payoff card on those stacks, it would
      have played it. A deal that says otherwise is dealt again (up to ``tries`` times,
      then kept);
    - a player seldom keeps a card it could have put straight on a centre stack (a
      fresh card comes for each one played): each such card (not a wild card) is dealt
      to it with the chance ``hold`` only;
    - a player discards the card it can spare best. ``discard`` is the card it put on
      its side stacks and the stacks before it did (:func:`last_discard`); a card that
      would have made a better discard there, by Hard's measure, is dealt to it with
      the chance ``spare`` only;
    - with ``habits``, each rank is dealt to it as often as players keep it
      (:data:`KEPT_RANKS`).

    Only what the seat saw is used.
    """
    kept = read_kept_hand(view, left, tries, hold, discard, spare, habits)
    if kept is None:
        return sample_state
    prev, weight, heights, payoff_rank = kept.seat, kept.weight, kept.heights, kept.payoff
    builder = StackBuilder(view.rules)
    sides = side_ranks(view.sides[prev])
    prefer = (prev, weight) if any(w < 1.0 for w in weight) else None
    unseen = view.unseen_cards()

    def sampler(view: PlayerView, rng: random.Random) -> State:
        for _ in range(max(tries, 1)):
            state = sample_state(view, rng, prefer, unseen)
            if not builder.reaches(heights, state.seats[prev].hand, sides, payoff_rank):
                break
        return state

    return sampler
