"""Why a hint: the move a computer player suggests, and the reasons the position gives for it.

An :class:`Adviser` asks a player (Expert, for the table's hints) for the seat's next
move, takes the rest of the turn as the player planned it, and compares that plan
with the obvious ways a beginner would play instead:

- a play to the centre is explained by where the plan leads: the payoff card itself,
  the payoff card later this turn, an emptied hand (a new one is drawn), or a payoff
  card brought nearer (fewer cards missing to reach it next turn);
- a turn that ends while cards could still go to the centre is compared with playing
  them too: if they would bring an opponent's payoff card within reach (at once from
  what the opponent shows, or with one card from its hand), that is the reason; and
  where no such fact decides it, the reason is a judgement of chances: both ways are
  played out on the same sampled deals (:class:`~.lookahead.Playouts`) and the seat's
  chances to win are compared;
- the card a turn ends with is explained by what it keeps (a wild card), where it goes
  (on the card one rank higher, a run to play down later; on a card of its own rank)
  or by being the card furthest from the centre.

Every reason is a code with the cards and numbers it names (:class:`Reason`); the
wording layer words them (:mod:`spite_gui.table.hint_words`). Only the seat's view is
read, as the player itself reads it.

>>> from spite_gui.engine import Game, Rules, Move
>>> from spite_gui.engine.state import Seat, State
>>> from spite_gui.engine.cards import Card
>>> hand = (Card.parse("AS"),)
>>> seats = (Seat((Card.parse("QS"),), hand, ((), (), (), ())),
...          Seat((Card.parse("QD"),), (), ((), (), (), ())))
>>> game = Game(Rules(), 2, 1, State(seats, ((),) * 4, (), (), 0, 1, 0, None), 0)
>>> explain(game.view(0), (Move("hand", 0, "centre", 0),))[0].kind
'empties_hand'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, NamedTuple

from ..engine import END_TURN, Move, PlayerView
from ..engine.cards import Card
from ..engine.legality import legal_moves_for
from ..engine.moves import CENTRE, HAND, PAYOFF, SIDE
from .building import RANKS, StackBuilder, side_ranks
from .heuristic import Evaluator
from .lookahead import Playouts
from .search import best_end
from .turn import Line, play

#: Deals the two ways of ending a turn are played out on, for a judgement of chances.
ODDS_SAMPLES = 400
#: Turns played out after the seat's (every other seat's next turn, about).
ODDS_TURNS = 2
#: The most plays a beginner's "play everything" is looked for in.
MORE_PLAYS = 12

ReasonKind = Literal[
    "payoff",  # the move plays the payoff card; number: payoff cards left after it
    "to_payoff",  # the plan reaches the payoff card this turn; cards: the plays after it
    "empties_hand",  # the plan empties the hand; cards: the plays after it; number: drawn
    "nears_payoff",  # cards: (the payoff card,); number: the cards a centre stack (stack)
    # still needs below it after the plan, fewer than any stack needed before
    "fresh_card",  # a hand card played is a fresh card drawn next turn
    "uncovers",  # a side stack's card shows under the one played; cards: (it,); number: side
    "kept_back",  # cards kept back that could go to the centre; feeds: what they'd feed
    "odds",  # a judgement of chances; cards: kept back (or none: ending the turn now)
    "keep_wild",  # the turn ends keeping wild cards; cards: them
    "wild_saved",  # a wild card goes on a side stack, where it stays wild
    "run_down",  # cards: (the card, the one under it, one rank higher)
    "same_rank",  # cards: (the card, the one under it, the same rank)
    "far",  # the card is the one furthest from the centre stacks
]


class Feed(NamedTuple):
    """An opponent's payoff card that the cards kept back would bring within reach."""

    seat: int
    card: Card
    sure: bool  # True: it could go on at once from what shows; False: with one more card


class Odds(NamedTuple):
    """The seat's chances to win, in 0..1: with the hint's plan, and the other way."""

    hinted: float
    other: float


class Reason(NamedTuple):
    """One reason for a hint (see :data:`ReasonKind` for what its fields hold)."""

    kind: ReasonKind
    cards: tuple[Card, ...] = ()
    number: int = 0
    stack: int = 0  # a centre stack (from 0)
    ranks: tuple[int, ...] = ()  # for plays to the centre: the rank each of ``cards`` stands for
    feeds: tuple[Feed, ...] = ()
    odds: Odds | None = None


class Advice(NamedTuple):
    """A hint: the ``move`` to make now, the ``plan`` for the rest of the turn it starts,
    and the ``reasons`` for it, the weightiest first."""

    move: Move
    plan: tuple[Move, ...]
    reasons: tuple[Reason, ...]


class Adviser:
    """Asks ``player`` for the seat's move and explains it (see the module). Plain Python:
    it thinks wherever it is called, like a player (a worker thread, for the table)."""

    def __init__(self, player: Any, samples: int = ODDS_SAMPLES, seed: int = 0) -> None:
        self.player = player
        self.samples = samples
        self.seed = seed

    def choose(self, view: PlayerView) -> Advice:
        move: Move = self.player.choose(view)
        rest: tuple[Move, ...] = tuple(getattr(self.player, "planned", ()))
        plan = (move, *rest)
        return Advice(move, plan, explain(view, plan, self.samples, self.seed))


def explain(view: PlayerView, plan: Sequence[Move], samples: int = ODDS_SAMPLES,
            seed: int = 0) -> tuple[Reason, ...]:
    """The reasons for playing ``plan`` (its first move now) from ``view``, weightiest
    first; ``samples`` deals for a judgement of chances (0: none is made)."""
    plan = _checked(view, plan)
    if not plan:
        return ()
    move = plan[0]
    if move.target == CENTRE:
        return _centre_reasons(view, plan, samples, seed)
    return _ending_reasons(view, plan, samples, seed)


def _checked(view: PlayerView, plan: Sequence[Move]) -> tuple[Move, ...]:
    """The first moves of ``plan`` that can be played one after another from ``view``
    (a plan is never trusted blindly: the words must be true)."""
    rules = view.rules
    line = Line.of(view)
    kept: list[Move] = []
    for move in plan:
        if move.target == CENTRE:
            if line.payoff_played or move not in _line_moves(view, line):
                break
            kept.append(move)
            line = play(rules, line, move)
            continue
        if move in _line_moves(view, line):
            kept.append(move)
        break
    return tuple(kept)


def _line_moves(view: PlayerView, line: Line) -> list[Move]:
    return legal_moves_for(view.rules, line.centre, line.payoff_top, line.hand, line.sides)


def _card(line: Line, move: Move) -> Card:
    if move.source == PAYOFF:
        assert line.payoff_top is not None
        return line.payoff_top
    if move.source == HAND:
        return line.hand[move.source_index]
    return line.sides[move.source_index][-1]


def _played(view: PlayerView, line: Line,
            moves: Sequence[Move]) -> tuple[Line, list[Card], list[int]]:
    """The line after the plays to the centre that begin ``moves`` (up to a move that
    ends the turn), from ``line``; the cards they play, and the rank each stands for
    on its stack (a wild card's differs from its own)."""
    cards, ranks = [], []
    for move in moves:
        if move.target != CENTRE:
            break
        cards.append(_card(line, move))
        ranks.append(len(line.centre[move.target_index]) + 1)
        line = play(view.rules, line, move)
    return line, cards, ranks


# -- a play to the centre ------------------------------------------------------------------
def _centre_reasons(view: PlayerView, plan: tuple[Move, ...], samples: int,
                    seed: int) -> tuple[Reason, ...]:
    move = plan[0]
    start = Line.of(view)
    end, cards, ranks = _played(view, start, plan)
    then, stands = tuple(cards[1:]), tuple(ranks[1:])  # the plays after it
    if move.source == PAYOFF:
        return (Reason("payoff", number=view.payoff_counts[view.seat] - 1),)
    if end.payoff_played:
        return (Reason("to_payoff", cards=then, ranks=stands),)
    if not end.hand:
        return (Reason("empties_hand", cards=then, number=view.rules.hand_size,
                       ranks=stands),)
    before, after = _gap(view, start), _gap(view, end)
    if after is not None and (before is None or after[0] < before[0]):
        assert start.payoff_top is not None
        return (Reason("nears_payoff", cards=(start.payoff_top,), number=after[0],
                       stack=after[1]),)
    if move.source == SIDE and len(start.sides[move.source_index]) > 1:
        under = start.sides[move.source_index][-2]
        return (Reason("uncovers", cards=(under,), number=move.source_index),)
    odds = _odds_of_stopping(view, plan, samples, seed) if samples else ()
    if odds:
        return odds
    return (Reason("fresh_card"),) if move.source == HAND else ()


def _gap(view: PlayerView, line: Line) -> tuple[int, int] | None:
    """The fewest cards a centre stack still needs below the seat's payoff card, and that
    stack (None if the payoff card is wild or no stack is below it)."""
    top = line.payoff_top
    if top is None or top.rank == view.rules.wild_rank:
        return None
    gaps = [(top.rank - 1 - len(stack), i) for i, stack in enumerate(line.centre)
            if len(stack) < top.rank]
    return min(gaps) if gaps else None


def _odds_of_stopping(view: PlayerView, plan: tuple[Move, ...], samples: int,
                      seed: int) -> tuple[Reason, ...]:
    """The plan against ending the turn now (the best discard by Hard's judge), if the
    plan does better by at least a point in a hundred."""
    now = _ending(view, Line.of(view))
    if now is None:
        return ()
    odds = _odds(view, plan, (now,), samples, seed)
    return (Reason("odds", odds=odds),) if odds.hinted >= odds.other + 0.01 else ()


# -- the end of a turn ------------------------------------------------------------------------
def _ending_reasons(view: PlayerView, plan: tuple[Move, ...], samples: int,
                    seed: int) -> tuple[Reason, ...]:
    """Why end the turn now with ``plan[-1]`` (the plan is that one move)."""
    end = plan[-1]
    line = Line.of(view)
    reasons: list[Reason] = []
    more = _more_plays(view, line)
    if more:
        after, cards, _ranks = _played(view, line, more)
        kept = tuple(cards)
        feeds = _feeds(view, line, after)
        reasons.append(Reason("kept_back", cards=kept, feeds=feeds))
        if samples and not any(feed.sure for feed in feeds):
            # a judgement: the beginner's way, ending with Hard's best discard there
            other = _ending(view, after)
            instead = (*more, *((other,) if other is not None else ()))
            odds = _odds(view, plan, instead, samples, seed)
            reasons.append(Reason("odds", cards=kept, odds=odds))
    if end != END_TURN:
        why = _discard_reason(view, line, end)
        if why is not None:
            reasons.append(why)
    return tuple(reasons)


def _more_plays(view: PlayerView, line: Line) -> tuple[Move, ...]:
    """The longest run of plays to the centre from the hand and the side stacks (no wild
    card, no payoff card) that can follow ``line``: what a beginner would play on."""
    rules = view.rules
    best: tuple[Move, ...] = ()
    seen: set[object] = set()

    def visit(at: Line, path: tuple[Move, ...]) -> None:
        nonlocal best
        if len(path) > len(best):
            best = path
        if len(best) >= MORE_PLAYS or not at.hand:
            return
        for move in _line_moves(view, at):
            if move.target != CENTRE or move.source == PAYOFF:
                continue
            if _card(at, move).rank == rules.wild_rank:
                continue
            nxt = play(rules, at, move)
            key = nxt.key()
            if key in seen:
                continue
            seen.add(key)
            visit(nxt, (*path, move))

    visit(line, ())
    return best


def _reach(view: PlayerView, seat: int, heights: Sequence[int]) -> int:
    """How near ``seat``'s payoff card is to the centre ``heights``: 0 it could go on with
    what shows (its side stacks), 1 with one card more from its hand, 2 further."""
    top = view.payoff_tops[seat]
    builder = StackBuilder(view.rules)
    if top is None or top.rank == view.rules.wild_rank:
        return 2
    sides = side_ranks(view.sides[seat])
    for extra in (0, 1):
        counts = [0] * RANKS
        counts[view.rules.wild_rank] = extra
        if builder.pay_off(list(heights), counts, sides, [top.rank]) > 0:
            return extra
    return 2


def _feeds(view: PlayerView, kept: Line, played: Line) -> tuple[Feed, ...]:
    """The opponents' payoff cards the plays from ``kept`` to ``played`` bring nearer."""
    feeds = []
    before = [len(s) for s in kept.centre]
    after = [len(s) for s in played.centre]
    for step in range(1, view.players):
        seat = (view.seat + step) % view.players
        now, then = _reach(view, seat, before), _reach(view, seat, after)
        top = view.payoff_tops[seat]
        if then < now and then < 2 and top is not None:
            feeds.append(Feed(seat, top, then == 0))
    return tuple(feeds)


def _ending(view: PlayerView, line: Line) -> Move | None:
    """Hard's best way to end the turn at ``line`` (None with an empty hand: new cards
    come instead)."""
    if not line.hand:
        return None
    found = best_end(view, line, Evaluator(view), {})
    return None if found is None else found[1]


def _odds(view: PlayerView, plan: Sequence[Move], other: Sequence[Move], samples: int,
          seed: int) -> Odds:
    """The seat's chances with ``plan`` and with ``other``, on the same sampled deals."""
    playouts = Playouts(view, None, f"hint:{seed}:{view.turn}", ODDS_TURNS)
    hinted = sum(playouts.value(plan, i) for i in range(samples)) / samples
    instead = sum(playouts.value(other, i) for i in range(samples)) / samples
    return Odds(hinted, instead)


def _discard_reason(view: PlayerView, line: Line, end: Move) -> Reason | None:
    """Why this card, on this side stack."""
    wild = view.rules.wild_rank
    card = line.hand[end.source_index]
    stack = line.sides[end.target_index]
    under = stack[-1] if stack else None
    if card.rank == wild:
        return Reason("wild_saved", cards=(card,))
    wilds = tuple(c for c in line.hand if c.rank == wild)
    if wilds:
        return Reason("keep_wild", cards=wilds)
    if under is not None and under.rank == card.rank + 1:
        return Reason("run_down", cards=(card, under))
    if under is not None and under.rank == card.rank:
        return Reason("same_rank", cards=(card, under))
    distance = {c: _distance(view, line, c) for c in line.hand}
    if len(set(c.rank for c in line.hand)) > 1 and all(
            distance[card] >= d for d in distance.values()) and distance[card] > 1:
        return Reason("far", cards=(card,))
    return None


def _distance(view: PlayerView, line: Line, card: Card) -> int:
    """How many cards a centre stack needs before ``card`` (the nearest stack)."""
    top = view.rules.top_rank
    return min((card.rank - len(s) - 1) % top for s in line.centre)
