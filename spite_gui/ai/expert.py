"""Expert: Hard's planner, then a look at the next turns on sampled deals.

Expert plans with Hard's search and heuristic (with one weight of its own,
:data:`EXPERT_WEIGHTS`). When its best plan reaches the
payoff card (or empties the hand) Expert follows it, like Hard: cards it can't
see come next. Otherwise the turn ends with a discard, and the choice is which
cards to leave on the centre stacks, which to keep in the hand and which to
bury. Expert takes Hard's best few turn-ending plans, one per distinct set of
centre stack heights left behind (one plan is enough: the discard is still to
choose), and scores every discard of each on sampled deals:
the cards it can't see (``view.unseen_cards()``: the stock, the completed pile,
the other hands, every buried payoff card) are shuffled and dealt to the hidden
places with the sizes the view shows (:func:`sample_state`). On each sample
every opponent replies: it draws up to a full hand from the sampled stock and
plays its payoff card, and the ones under it, as far as its hand, side stacks
and wild cards carry it from the stacks the plan leaves. Then Expert's own next
turn is played the same way with the cards it keeps and the ones it would draw,
from the stacks as the opponents' payoff cards left them in that sample.
A plan is worth its heuristic value (without Hard's estimates of those two
things) minus ``threat`` points per payoff card the opponents play and plus
``gain`` points per payoff card Expert would play. All plans see the same
samples. The player before Expert is dealt the hands it most likely kept
(:func:`kept_hand_sampler`): none it could have paid off with, few cards it could
have played straight to the centre, few that would have made a better discard
than the one it made. Expert never reads the real game's hidden cards: it gets
only the view (and remembers the side stacks it saw a round before).

``samples`` (default 200) is the number of sampled deals; ``budget`` (default
0.5 s, at most 1 s) caps the thinking time per turn (all the turn's decisions
together). A smaller budget means proportionally fewer samples (a fixed number
for a given budget, never read off the clock), and each decision samples from
a generator seeded by the player's seed and the decision's place in the game.
The clock is only a safety net: the search gets a share of the time left, the
look-ahead is skipped when too little is left to deal the samples (Hard's plan
is kept) and stops short of the end of the turn's time, and once it is spent Expert
plans the rest of the turn like Hard with a small node budget. So Expert is
deterministic for a seed whenever its turns fit in the budget, which they do
with room to spare on a normal machine; with ``budget=None`` it never looks at
the clock at all.
"""

from __future__ import annotations

import random
import time

from ..engine import END_TURN, PlayerView, Seat, State
from ..engine.cards import Card
from .building import RANKS, StackBuilder
from .heuristic import Evaluator, Weights
from .planning import PlanningPlayer
from .search import DEFAULT_NODES, Clock, Plan, search, turn_ends

DEFAULT_BUDGET = 0.5  # seconds of thinking per turn; ``samples`` is the count at this budget
MAX_BUDGET = 1.0
# the look-ahead stops this long before the turn's time is spent, and is not started
# with less than LOOK_AHEAD_MIN left: dealing the samples can't be interrupted
TIME_RESERVE = 0.02
LOOK_AHEAD_MIN = 0.06
# Hard's weights but one: a discard that makes a descending run counts for less, so a
# same-rank pile wins more often (Hard with this change beat Hard in 52% of 4,000 games)
EXPERT_WEIGHTS = Weights(discard_run=1.0)
# how far Expert trusts its reading of the previous player's kept hand: the chance a
# card is dealt to it when it could have gone straight to the centre (HOLD), or when it
# would have made a better discard than the one made (SPARE); see kept_hand_sampler
HOLD = 0.25
SPARE = 0.1
# points per payoff card on the sampled next turns: one the opponents would play (THREAT),
# one Expert would play itself (GAIN)
EXPERT_THREAT = 120.0
EXPERT_GAIN = 60.0


def sample_state(view: PlayerView, rng, prefer: tuple[int, list[float]] | None = None) -> State:
    """A full table consistent with ``view``: the unseen cards dealt at random.

    ``prefer`` (a seat, and a weight from 0 to 1 for each rank) deals that seat's hand
    first: the unseen cards, in random order, each go to it with the chance its rank's
    weight gives until the hand is full (from the cards passed over, if it is not).
    """
    hidden = view.unseen_cards()
    rng.shuffle(hidden)
    who, dealt = -1, ()
    if prefer is not None:
        who, weight = prefer
        need, chosen, rest = view.hand_counts[who], [], []
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


class OpponentSamples:
    """The next turns on sampled deals: how many payoff cards would each player play?

    Each sample is a whole deal consistent with the view (:func:`sample_state`).
    For every opponent it keeps the hand it was dealt plus the cards it would draw
    from the sampled stock, its side stacks and the top ``run`` cards of its payoff
    pile; for this seat, the cards it would draw next and the payoff cards under
    its top. :meth:`expected` and :meth:`ours` then play those payoff cards in order
    on given centre stack heights and average the counts over the samples.
    """

    def __init__(self, view: PlayerView, rng, samples: int, later: float,
                 run: int = 3, sampler=sample_state, follow: bool = False) -> None:
        """``sampler(view, rng)`` makes each sample; a measurement of the estimate itself
        (``benchmarks/replies.py``) passes one that returns the real table. With
        ``follow``, :meth:`ours` starts each sample from the centre the opponents leave
        in it (:meth:`after`) instead of the one this seat leaves."""
        self.follow = follow
        self._after: dict[tuple[int, ...], list[tuple[int, ...]]] = {}
        rules = view.rules
        self.builder = StackBuilder(rules)
        self.deals: list[list[tuple[float, list[int], tuple, list[int]]]] = []
        self.mine: list[tuple[list[int], list[int]]] = []  # our draws and buried payoff
        me, n, size = view.seat, view.players, rules.hand_size
        for _ in range(samples):
            state = sampler(view, rng)
            stock = list(state.stock)  # drawn from the end, as the engine does
            deal = []
            for step in range(1, n):
                o = (me + step) % n
                seat = state.seats[o]
                if not seat.payoff:
                    continue
                counts = [0] * RANKS
                for card in seat.hand:
                    counts[card.rank] += 1
                for _ in range(min(size - len(seat.hand), len(stock))):
                    counts[stock.pop().rank] += 1
                payoff = [c.rank for c in reversed(seat.payoff[-run:])]  # the top first
                sides = tuple(tuple(c.rank for c in s) for s in seat.sides)
                deal.append((later ** (step - 1), counts, sides, payoff))
            self.deals.append(deal)
            draws = [c.rank for c in reversed(stock[-size:])]
            buried = [c.rank for c in reversed(state.seats[me].payoff[-run:-1])]
            self.mine.append((draws, buried))
        self._cache: dict[tuple[int, ...], float] = {}
        self._ours: dict[tuple, float] = {}
        self.hand_size = rules.hand_size

    def ours(self, heights: tuple[int, ...], hand: tuple[Card, ...],
             sides: tuple[tuple[Card, ...], ...], top: Card | None) -> float:
        """Our own payoff cards played next turn from these heights (as the opponents'
        payoff cards leave them, with ``follow``), with ``hand`` kept, the cards we would
        draw, and ``sides``, per sample."""
        if top is None:
            return 0.0
        kept = sorted(c.rank for c in hand)
        side_ranks = tuple(tuple(c.rank for c in s) for s in sides)
        key = (tuple(sorted(heights)), tuple(kept), side_ranks, top.rank)
        value = self._ours.get(key)
        if value is None:
            total = 0
            fresh = max(self.hand_size - len(kept), 0)
            held = [0] * RANKS
            for r in kept:
                held[r] += 1
            starts = self.after(key[0]) if self.follow else None
            gaps_by: dict = {}
            builder = self.builder
            for number, (draws, buried) in enumerate(self.mine):
                start = starts[number] if starts else key[0]
                if start in gaps_by:
                    gaps = gaps_by[start]
                else:
                    gaps = gaps_by[start] = builder.gaps(start, top.rank, side_ranks)
                counts = held[:]
                for r in draws[:fresh]:
                    counts[r] += 1
                # most deals can't reach the payoff card at all: say so without building
                if gaps is not None and not builder.may_reach(gaps, counts):
                    continue
                total += builder.pay_off(list(start), counts, side_ranks, [top.rank, *buried])
            value = self._ours[key] = total / max(len(self.mine), 1)
        return value

    def after(self, heights: tuple[int, ...]) -> list[tuple[int, ...]]:
        """Per sample, the centre heights (sorted) once every opponent in turn has played
        its payoff cards on the stacks the one before left, from ``heights``."""
        key = tuple(sorted(heights))
        value = self._after.get(key)
        if value is None:
            value = []
            for deal in self.deals:
                now = list(key)
                for _weight, counts, sides, payoff in deal:
                    self.builder.pay_off(now, counts[:], sides, payoff)
                value.append(tuple(sorted(now)))
            self._after[key] = value
        return value

    def expected(self, heights: tuple[int, ...]) -> float:
        """The opponents' payoff cards played from these heights, weighted, per sample."""
        key = tuple(sorted(heights))
        value = self._cache.get(key)
        if value is None:
            total = 0.0
            for deal in self.deals:
                for weight, counts, sides, payoff in deal:
                    total += weight * self.builder.pay_off(list(key), counts[:], sides, payoff)
            value = self._cache[key] = total / max(len(self.deals), 1)
        return value


def last_discard(before: tuple[tuple[Card, ...], ...], after: tuple[tuple[Card, ...], ...]):
    """The card a player put on a side stack during its turn, that stack's place and
    the side stacks just before the discard, from its side stacks at the start of that
    turn (``before``) and at its end (``after``); None if it ended the turn without a
    discard. Side stacks only lose top cards during a turn, then one card may go on
    top of one."""
    for t, (old, new) in enumerate(zip(before, after, strict=True)):
        if new and (len(new) > len(old) or new != old[:len(new)]):
            return new[-1], t, after[:t] + (new[:-1],) + after[t + 1:]
    return None


def kept_hand_sampler(view: PlayerView, left: tuple[int, ...] | None, tries: int = 8,
                      hold: float = 1.0, discard: tuple | None = None, spare: float = 1.0):
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
      the chance ``spare`` only.

    Only what the seat saw is used.
    """
    prev = (view.seat - 1) % view.players
    top = view.payoff_tops[prev]
    if left is None or top is None or not view.hand_counts[prev] or view.turn <= 1:
        return sample_state  # nothing to go on (or nobody has played yet)
    builder = StackBuilder(view.rules)
    sides = tuple(tuple(c.rank for c in stack) for stack in view.sides[prev])
    rules = view.rules
    weight = [1.0] * RANKS
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
    prefer = (prev, weight) if any(w < 1.0 for w in weight) else None

    def sampler(view: PlayerView, rng) -> State:
        for _ in range(max(tries, 1)):
            state = sample_state(view, rng, prefer)
            if not builder.reaches(left, state.seats[prev].hand, sides, top.rank):
                break
        return state

    return sampler


class ExpertPlayer(PlanningPlayer):
    level = "expert"

    def __init__(self, seed: int = 0, name: str | None = None,
                 budget: float | None = DEFAULT_BUDGET, samples: int = 200,
                 candidates: int = 8, nodes: int = DEFAULT_NODES,
                 weights: Weights | dict | None = None, margin: float = 150.0,
                 threat: float = EXPERT_THREAT, gain: float = EXPERT_GAIN, infer: bool = True,
                 tries: int = 8, hold: float = HOLD, spare: float = SPARE,
                 follow: bool = True, clock: Clock = time.perf_counter) -> None:
        super().__init__(seed, name, clock)
        if budget is not None:
            budget = min(max(float(budget), 0.0), MAX_BUDGET)
        self.budget = budget
        self.samples = max(1, samples)
        self.candidates = max(1, candidates)
        self.nodes = nodes
        self.weights = Weights.of(weights, EXPERT_WEIGHTS)
        self.margin = margin  # plans this far below Hard's best are not looked at
        self.threat = threat  # heuristic points per payoff card the opponents can play
        self.gain = gain  # heuristic points per payoff card we can play next turn
        self.infer, self.tries, self.hold, self.spare = infer, tries, hold, spare
        self.follow = follow  # our next turn starts from the centre the opponents leave
        self._start: tuple[int, ...] | None = None
        # the previous player's side stacks as this seat last saw them, and that turn
        self._sides_seen: tuple[int, tuple] | None = None
        self._discard: tuple | None = None  # that player's last discard, if known

    def start_turn(self, view: PlayerView) -> None:
        self._start = tuple(map(len, view.centre))  # as the last player left it
        prev = (view.seat - 1) % view.players
        seen, now = self._sides_seen, view.sides[prev]
        # its discard shows only if this seat saw its side stacks a round ago
        self._discard = (last_discard(seen[1], now)
                         if seen and seen[0] == view.turn - view.players else None)
        self._sides_seen = (view.turn, now)

    def plan(self, view: PlayerView, started: float) -> Plan | None:
        evaluator = Evaluator(view, self.weights)
        left = self.time_left(self.budget)
        if left is not None and left < 0.02:
            # the turn's thinking time is spent: plan the rest like Hard, briefly
            plans = search(view, evaluator, min(self.nodes, 500), 0.01, clock=self.clock)
        else:
            plans = search(view, evaluator, self.nodes, None if left is None else left * 0.4,
                           keep=60, clock=self.clock)
        if not plans or not plans[0].moves:
            return None
        best = plans[0]
        if not best.end.ends_line:
            # the turn ends with a discard: look ahead, even when one set of centre
            # stacks is all there is, to choose the card to keep and the card to bury
            # (the best plan is always among the choices)
            best = self._look_ahead(view, evaluator, self._distinct(plans), started, left)
        return best

    def _distinct(self, plans: list[Plan]) -> list[Plan]:
        """Hard's best turn-ending plans for different centre heights left behind, best
        first, none far below the best."""
        chosen: list[Plan] = []
        seen: set[tuple[int, ...]] = set()
        top = plans[0].score
        for plan in plans:
            if plan.end.ends_line or plan.score < top - self.margin:
                continue
            heights = tuple(sorted(map(len, plan.end.centre)))
            if heights in seen:
                continue
            seen.add(heights)
            chosen.append(plan)
            if len(chosen) == self.candidates:
                break
        return chosen

    def _look_ahead(self, view: PlayerView, evaluator: Evaluator, plans: list[Plan],
                    started: float, left: float | None) -> Plan:
        """Rescore the plans, every discard of each, with the sampled next turns (the
        opponents' and ours) in place of the estimates of the heuristic."""
        deadline = None if left is None else started + left - TIME_RESERVE
        if deadline is not None and deadline - self.clock() < LOOK_AHEAD_MIN:
            return plans[0]  # too little of the turn's time is left: Hard's choice
        samples = self.samples
        if self.budget is not None:  # a smaller budget, fewer samples (never the clock)
            samples = max(8, min(samples, int(samples * self.budget / DEFAULT_BUDGET)))
        # each decision draws its samples from its own generator, seeded by the player's
        # seed and the decision's place in the game: a decision that ran short of time
        # never changes the samples of the ones after it
        rng = random.Random(f"{self.seed}:{view.turn}:{self._decision}")
        sampler = (kept_hand_sampler(view, self._start, self.tries, self.hold,
                                     self._discard, self.spare) if self.infer
                   else sample_state)
        replies = OpponentSamples(view, rng, samples, self.weights.block_later,
                                  sampler=sampler, follow=self.follow)
        w = self.weights
        best, best_value = plans[0], None
        for plan in plans:
            line = plan.end
            heights = tuple(map(len, line.centre))
            base = (evaluator.position(line) + evaluator.block(heights)
                    - w.reach * evaluator.reach(line, heights)
                    - self.threat * replies.expected(heights))
            choice, choice_value = None, None
            for end in turn_ends(view, line):
                if deadline is not None and self.clock() > deadline:
                    # the turn's time is spent: the best plan scored in full so far
                    # (Hard's own, at worst); this one was not looked at to the end
                    return best
                if end == END_TURN:
                    value, hand, sides = base, line.hand, line.sides
                else:
                    card = line.hand[end.source_index]
                    value = base + evaluator.discard(card, line.sides[end.target_index])
                    hand = line.hand[:end.source_index] + line.hand[end.source_index + 1:]
                    t = end.target_index
                    sides = line.sides[:t] + (line.sides[t] + (card,),) + line.sides[t + 1:]
                value += self.gain * replies.ours(heights, hand, sides, line.payoff_top)
                if choice_value is None or value > choice_value:
                    choice, choice_value = end, value
            if choice is not None and (best_value is None or choice_value > best_value):
                best = Plan(choice_value, (*plan.moves[:-1], choice), line)
                best_value = choice_value
        return best


__all__ = ["DEFAULT_BUDGET", "EXPERT_GAIN", "EXPERT_THREAT", "EXPERT_WEIGHTS", "HOLD", "SPARE",
           "ExpertPlayer", "OpponentSamples", "kept_hand_sampler", "last_discard",
           "sample_state"]
