"""Expert: Hard's planner, then a look at the next turns on sampled deals.

Expert plans with Hard's search and heuristic (with one weight of its own,
:data:`EXPERT_WEIGHTS`). When its best plan reaches the payoff card (or empties
the hand) Expert follows it, like Hard: cards it can't see come next. Otherwise
the turn ends with a discard, and the choice is which cards to leave on the
centre stacks, which to keep in the hand and which to bury. Expert takes Hard's
best few turn-ending plans, one per distinct set of centre stack heights left
behind (one plan is enough: the discard is still to choose), and scores every
discard of each on sampled deals: the cards it can't see are dealt at random to
the hidden places (:mod:`.sampling`). On each sample every opponent replies: it
draws up to a full hand from the sampled stock and plays its payoff card, and the
ones under it, as far as its hand, side stacks and wild cards carry it from the
stacks the plan leaves (:mod:`.next_turns`). Then Expert's own next turn is played
the same way with the cards it keeps and the ones it would draw, from the stacks
as the opponents' payoff cards left them in that sample. A plan is worth its
heuristic value (without Hard's estimates of those two things) minus ``threat``
points per payoff card the opponents play and plus ``gain`` points per payoff
card Expert would play. All plans see the same samples. The player before Expert
is dealt the hands it most likely kept (:func:`~.sampling.kept_hand_sampler`):
none it could have paid off with, few cards it could have played straight to the
centre, few that would have made a better discard than the one it made. Expert
never reads the real game's hidden cards: it gets only the view (and remembers
the side stacks it saw a round before).

Its settings are an :class:`ExpertOptions`. ``samples`` (default 200) is the
number of sampled deals; ``budget`` (default 0.5 s, at most 1 s) caps the
thinking time per turn (all the turn's decisions together). A smaller budget
means proportionally fewer samples (a fixed number for a given budget, never
read off the clock), and each decision samples from a generator seeded by the
player's seed and the decision's place in the game. The clock is only a safety
net: the search gets a share of the time left, the look-ahead is skipped when
too little is left to deal the samples (Hard's plan is kept) and stops short of
the end of the turn's time, and once it is spent Expert plans the rest of the
turn like Hard with a small node budget. So Expert is deterministic for a seed
whenever its turns fit in the budget, which they do with room to spare on a
normal machine; with ``budget=None`` it never looks at the clock at all.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from ..engine import END_TURN, PlayerView
from .chances import race_for
from .heuristic import Evaluator, Weights
from .lookahead import Playouts, Spread
from .next_turns import OpponentSamples
from .planning import PlanningPlayer
from .race import turns_left
from .sampling import Discard, kept_hand_sampler, last_discard, read_kept_hand, sample_state
from .search import DEFAULT_NODES, THINKING_CLOCK, Clock, Plan, search, turn_ends
from .turn import Stacks

DEFAULT_BUDGET = 0.5  # seconds of thinking per turn; ``samples`` is the count at this budget
MAX_BUDGET = 1.0
MIN_SAMPLES = 8  # the fewest samples a small budget deals
# the search gets this share of the turn's time left; it keeps this many plans
SEARCH_SHARE = 0.4
PLANS_KEPT = 60
# with less than TIME_SPENT of the turn's time left, the rest of the turn is planned like
# Hard, briefly: a search of LATE_NODES nodes and LATE_SEARCH seconds at most
TIME_SPENT = 0.02
LATE_NODES = 500
LATE_SEARCH = 0.01
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


@dataclass(frozen=True)
class ExpertOptions:
    """Expert's settings. ``make_player("expert", seed, budget=None)`` and
    ``ExpertPlayer(seed, budget=None)`` change the fields they name from these defaults.
    """

    # thinking time per turn in seconds (at most MAX_BUDGET); None: no clock at all
    budget: float | None = DEFAULT_BUDGET
    samples: int = 200  # sampled deals per look-ahead at the default budget
    candidates: int = 8  # Hard's plans the look-ahead scores, at most
    margin: float = 150.0  # ... none further than this below Hard's best
    nodes: int = DEFAULT_NODES  # the search's node budget
    weights: Weights = EXPERT_WEIGHTS  # the heuristic's (a dict changes these defaults)
    threat: float = EXPERT_THREAT  # points per payoff card the opponents would play
    gain: float = EXPERT_GAIN  # points per payoff card Expert would play next turn
    infer: bool = True  # deal the player before Expert the hands it most likely kept
    tries: int = 8  # deals of a hand it would have paid off with, before one is kept
    hold: float = HOLD  # see kept_hand_sampler
    spare: float = SPARE
    follow: bool = True  # our next turn starts from the centre the opponents leave
    habits: bool = False  # deal the player before Expert the ranks players keep (sampling.py)
    # the finalists' whole turns played out on sampled deals (lookahead.py): samples in all
    # at the default budget (0: no play-outs), the finalists, the turns after the seat's
    playouts: int = 0
    finalists: int = 6
    turns: int = 2
    # ... and on past them until this seat is about to move again, so that its last turn
    # played out is answered (lookahead.py: a horizon that ends on the seat's own turn
    # favours holding the payoff card back)
    answered: bool = True
    # where Hard's best plan reveals a card, Hard's best plan that ends the turn instead
    # (the payoff card held back) is among the finalists too
    hold_back: bool = True
    sure: float = 0.0  # standard errors another finalist must win by to replace the first
    # the play-outs also choose among the discards the look-ahead scored (False: only where
    # a hidden card comes next; the discard stays the look-ahead's)
    weigh_discards: bool = True
    # the look-ahead values the next turns by the chance to win the race of the payoff
    # piles after them, at this many points per unit of chance (0: threat and gain points
    # per payoff card instead)
    race: float = 0.0
    # the threat and gain weights follow the race as it stands: scaled by how much one
    # payoff card moves the chance to win, next to a race of ten cards each
    stakes: bool = False
    stakes_search: bool = False  # ... and so do the block and reach weights of the search

    def __post_init__(self) -> None:
        if self.budget is not None:
            object.__setattr__(self, "budget", min(max(float(self.budget), 0.0), MAX_BUDGET))
        object.__setattr__(self, "samples", max(1, self.samples))
        object.__setattr__(self, "candidates", max(1, self.candidates))

    @classmethod
    def of(cls, base: ExpertOptions | None = None, **changes: Any) -> ExpertOptions:
        """``base`` (the defaults if None) with ``changes``; ``weights`` may be a dict of
        the weights to change from Expert's own (the tournament's ``--options`` give
        dicts) or None for Expert's own."""
        if "weights" in changes:
            changes["weights"] = Weights.of(changes["weights"], EXPERT_WEIGHTS)
        return replace(base or cls(), **changes)

    @property
    def playout_count(self) -> int:
        """The play-outs a weighing may use in all: ``playouts`` at the default budget,
        proportionally fewer at a smaller one (never read off the clock)."""
        if self.budget is None:
            return self.playouts
        return max(1, int(self.playouts * min(self.budget / DEFAULT_BUDGET, 1.0)))

    @property
    def sample_count(self) -> int:
        """The samples a look-ahead deals: ``samples`` at the default budget, and at a
        smaller one proportionally fewer (never fewer than MIN_SAMPLES; the count is
        never read off the clock)."""
        if self.budget is None:
            return self.samples
        return max(MIN_SAMPLES, min(self.samples,
                                    int(self.samples * self.budget / DEFAULT_BUDGET)))


class ExpertPlayer(PlanningPlayer):
    level = "expert"

    def __init__(self, seed: int = 0, name: str | None = None,
                 options: ExpertOptions | None = None, clock: Clock = THINKING_CLOCK,
                 spread: Spread | None = None, **changes: Any) -> None:
        """``options`` (the defaults if None) with ``changes`` to its fields. ``spread``
        plays the weighing's deals out wherever it likes (:mod:`.lookahead`: other cores,
        with the same moves); the turn's thinking time is then best counted on a wall
        clock."""
        super().__init__(seed, name, clock)
        self.options = ExpertOptions.of(options, **changes)
        self.spread = spread
        self._start: tuple[int, ...] | None = None
        # the previous player's side stacks as this seat last saw them, and that turn
        self._sides_seen: tuple[int, Stacks] | None = None
        self._discard: Discard | None = None  # that player's last discard, if known

    @property
    def previous_discard(self) -> Discard | None:
        """The last discard of the player before this seat, as read at the start of this
        seat's turn from what it saw (None if it could not tell)."""
        return self._discard

    def start_turn(self, view: PlayerView) -> None:
        self._start = tuple(map(len, view.centre))  # as the last player left it
        prev = (view.seat - 1) % view.players
        seen, now = self._sides_seen, view.sides[prev]
        # its discard shows only if this seat saw its side stacks a round ago
        self._discard = (last_discard(seen[1], now)
                         if seen and seen[0] == view.turn - view.players else None)
        self._sides_seen = (view.turn, now)

    def plan(self, view: PlayerView, started: float) -> Plan | None:
        options = self.options
        threat, gain = options.threat, options.gain
        weights = options.weights
        if options.stakes:
            theirs, ours = stakes(view, _stock_turns(view))
            threat, gain = threat * theirs, gain * ours
            if options.stakes_search:  # Hard's search weighs the race as it stands too
                weights = replace(weights, block=weights.block * theirs,
                                  reach=weights.reach * ours)
        evaluator = Evaluator(view, weights)
        left = self.time_left(options.budget)
        if left is not None and left < TIME_SPENT:
            # the turn's thinking time is spent: plan the rest like Hard, briefly
            plans = search(view, evaluator, min(options.nodes, LATE_NODES), LATE_SEARCH,
                           clock=self.clock)
        else:
            plans = search(view, evaluator, options.nodes,
                           None if left is None else left * SEARCH_SHARE, keep=PLANS_KEPT,
                           clock=self.clock)
        if not plans or not plans[0].moves:
            return None
        deadline = None if left is None else started + left - TIME_RESERVE
        if not plans[0].end.ends_line:
            # the turn ends with a discard: look ahead, even when one set of centre
            # stacks is all there is, to choose the card to keep and the card to bury
            # (the best plan is always among the choices)
            ranked = self._look_ahead(view, evaluator, self._distinct(plans), deadline,
                                      threat, gain)
        elif options.playouts:
            # cards this seat can't see come next: Hard's best ways there
            ranked = self._reveals(plans)
        else:
            return plans[0]
        weigh = options.playouts and (plans[0].end.ends_line or options.weigh_discards)
        if weigh and len(ranked) > 1:
            return self._weigh(view, ranked[:options.finalists], deadline)
        return ranked[0]

    def _reveals(self, plans: list[Plan]) -> list[Plan]:
        """Hard's best plans that end where hidden cards come next (a payoff card played,
        or the hand emptied), one per place they end, none far below the best, best
        first; and the best plan that ends the turn (with Hard's discard), however far
        below: near the end of a race, not playing the payoff card can be the better
        choice (unless the options say not to hold the payoff card back)."""
        chosen: list[Plan] = []
        seen: set[object] = set()
        top = plans[0].score
        ending: Plan | None = None
        for plan in plans:
            if not plan.end.ends_line:
                ending = ending or plan
                continue
            key = plan.end.key()
            if key in seen or plan.score < top - self.options.margin:
                continue
            seen.add(key)
            chosen.append(plan)
        if not self.options.hold_back:
            return chosen[:self.options.finalists]
        room = max(self.options.finalists - 1, 1)
        return chosen[:room] + ([ending] if ending is not None else [])

    def _weigh(self, view: PlayerView, finalists: list[Plan], deadline: float | None) -> Plan:
        """The finalist that does best when whole turns are played out on sampled deals
        (:mod:`.lookahead`); the first (the look-ahead's best) where the time runs out."""
        if deadline is not None and deadline - self.clock() < LOOK_AHEAD_MIN:
            return finalists[0]
        options = self.options
        kept = (read_kept_hand(view, self._start, options.tries, options.hold,
                               self._discard, options.spare, options.habits)
                if options.infer else None)
        weigh = Playouts(view, kept, f"{self.seed}:{view.turn}:{self._decision}", options.turns,
                         self.spread, options.answered)
        total = options.playout_count
        first = max(1, total // (2 * len(finalists)))
        index = weigh.best([plan.moves for plan in finalists], first, total, options.sure,
                           None if deadline is None else self.clock, deadline)
        return finalists[index]

    def _distinct(self, plans: list[Plan]) -> list[Plan]:
        """Hard's best turn-ending plans for different centre heights left behind, best
        first, none far below the best."""
        chosen: list[Plan] = []
        seen: set[tuple[int, ...]] = set()
        top = plans[0].score
        for plan in plans:
            if plan.end.ends_line or plan.score < top - self.options.margin:
                continue
            heights = tuple(sorted(map(len, plan.end.centre)))
            if heights in seen:
                continue
            seen.add(heights)
            chosen.append(plan)
            if len(chosen) == self.options.candidates:
                break
        return chosen

    def _look_ahead(self, view: PlayerView, evaluator: Evaluator, plans: list[Plan],
                    deadline: float | None, threat: float, gain: float) -> list[Plan]:
        """Rescore the plans, every discard of each, with the sampled next turns (the
        opponents' and ours) in place of the estimates of the heuristic: the choices, best
        first (the best discard of each plan first, then the other discards)."""
        if deadline is not None and deadline - self.clock() < LOOK_AHEAD_MIN:
            return plans[:1]  # too little of the turn's time is left: Hard's choice
        options = self.options
        # each decision draws its samples from its own generator, seeded by the player's
        # seed and the decision's place in the game: a decision that ran short of time
        # never changes the samples of the ones after it
        rng = random.Random(f"{self.seed}:{view.turn}:{self._decision}")
        sampler = (kept_hand_sampler(view, self._start, options.tries, options.hold,
                                     self._discard, options.spare, options.habits)
                   if options.infer else sample_state)
        w = options.weights
        replies = OpponentSamples(view, rng, options.sample_count, w.block_later,
                                  sampler=sampler, follow=options.follow)
        race = race_for(view.players) if options.race else None
        stock_turns = _stock_turns(view)
        best: list[Plan] = []  # each plan's best discard, in the order scored
        others: list[Plan] = []
        for plan in plans:
            line = plan.end
            heights = tuple(map(len, line.centre))
            base = (evaluator.position(line) + evaluator.block(heights)
                    - evaluator.w.reach * evaluator.reach(line, heights))
            if race is None:
                base -= threat * replies.expected(heights)
            choices: list[Plan] = []
            for end in turn_ends(view, line):
                if deadline is not None and self.clock() > deadline:
                    # the turn's time is spent: the best plans scored in full so far
                    # (Hard's own, at worst); this one was not looked at to the end
                    return _ranked(best, others) or plans[:1]
                if end == END_TURN:
                    value, hand, sides = base, line.hand, line.sides
                else:
                    card = line.hand[end.source_index]
                    value = base + evaluator.discard(card, line.sides[end.target_index])
                    hand = line.hand[:end.source_index] + line.hand[end.source_index + 1:]
                    t = end.target_index
                    sides = line.sides[:t] + (line.sides[t] + (card,),) + line.sides[t + 1:]
                if race is None:
                    value += gain * replies.ours(heights, hand, sides, line.payoff_top)
                else:
                    value += options.race * replies.race_value(
                        race, view.payoff_counts, heights, hand, sides, line.payoff_top,
                        stock_turns)
                choices.append(Plan(value, (*plan.moves[:-1], end), line))
            if choices:
                choices.sort(key=lambda c: -c.score)  # stable: the first of equals first
                best.append(choices[0])
                others.extend(choices[1:])
        return _ranked(best, others) or plans[:1]


def _stock_turns(view: PlayerView) -> int | None:
    """The turns the stock will last after the next round of turns, if it will run out
    soon (:func:`.race.turns_left`)."""
    left = turns_left(view.stock_count, view.completed_count, sum(map(len, view.centre)))
    return None if left is None else max(left - view.players, 0)


def stakes(view: PlayerView, stock_turns: int | None) -> tuple[float, float]:
    """What a payoff card is worth in the race as it stands, next to a race of ten cards
    each: how much more (or less) one of the next opponent's payoff cards moves this
    seat's chance to win, and one of its own."""
    me, n = view.seat, view.players
    race = race_for(n)
    nxt = (me + 1) % n

    def slopes(counts: list[int], left: int | None) -> tuple[float, float]:
        now = race.chances(counts, nxt, left)[me]
        theirs, mine = list(counts), list(counts)
        theirs[nxt] -= 1
        mine[me] -= 1
        return (now - race.chances(theirs, nxt, left)[me],
                race.chances(mine, nxt, left)[me] - now)

    counts = [max(c, 1) for c in view.payoff_counts]
    threat_now, gain_now = slopes(counts, stock_turns)
    threat_ref, gain_ref = slopes([10] * n, None)
    return threat_now / threat_ref, gain_now / gain_ref


def _ranked(best: list[Plan], others: list[Plan]) -> list[Plan]:
    """The look-ahead's choices, best first: the plan scored best overall (the first of
    equals), then every other choice by its score."""
    if not best:
        return []
    top = max(range(len(best)), key=lambda i: (best[i].score, -i))
    rest = best[:top] + best[top + 1:] + others
    rest.sort(key=lambda c: -c.score)
    return [best[top], *rest]
