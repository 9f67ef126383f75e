"""Expert: Hard's planner, then a look at the opponents' replies on sampled deals.

When its best plan reaches the payoff card (or empties the hand) Expert simply
follows it, like Hard. Otherwise it takes Hard's best few turn-ending plans,
one per distinct set of centre stack heights left behind, and tries each on
sampled deals: the cards it can't see (``view.unseen_cards()``: the stock, the
completed pile, the other hands, every buried payoff card) are shuffled and
dealt to the hidden places with the sizes the view shows. On each sample the
plan is played, then every opponent plays a turn with the Hard policy, and the
plan is scored by its own heuristic value (without the blocking estimate, which
the simulation replaces), minus the payoff cards the opponents actually played,
plus our chance to reach the payoff card afterwards. All plans see the same
samples. Expert never reads the real game's hidden cards: it gets only the view.

``samples`` (default 12) bounds the number of sampled deals; ``budget`` (default
0.5 s, at most 1 s) is a safety cap on thinking time per turn (all the turn's
decisions together): when the next round of samples would not fit, Expert stops
and decides with the samples it has, and once the turn's time is spent it plans
the rest of the turn like Hard with a small node budget. With ``budget=None``
it always uses ``samples`` samples and is fully deterministic for a seed; with
a time budget it is deterministic whenever the samples fit in the budget.
"""

from __future__ import annotations

import time

from ..engine import Game, Move, PlayerView, Seat, State
from .base import Player
from .hard import DEFAULT_NODES, HardPlayer, Plan, follow, search
from .heuristic import Evaluator, Weights
from .turn import Line, signature

MAX_BUDGET = 1.0


def sample_state(view: PlayerView, rng) -> State:
    """A full table consistent with ``view``: the unseen cards dealt at random."""
    hidden = view.unseen_cards()
    rng.shuffle(hidden)
    seats = []
    for p in range(view.players):
        top = view.payoff_tops[p]
        buried = max(view.payoff_counts[p] - 1, 0)
        payoff = tuple(hidden[:buried]) + ((top,) if top is not None else ())
        del hidden[:buried]
        if p == view.seat:
            hand = view.hand
        else:
            hand = tuple(hidden[:view.hand_counts[p]])
            del hidden[:view.hand_counts[p]]
        seats.append(Seat(payoff, hand, view.sides[p]))
    completed = tuple(hidden[:view.completed_count])
    del hidden[:view.completed_count]
    stock = tuple(hidden)
    return State(tuple(seats), view.centre, stock, completed, view.current, view.turn, 0, None)


class ExpertPlayer(Player):
    level = "expert"

    def __init__(self, seed: int = 0, name: str | None = None, budget: float | None = 0.5,
                 samples: int = 12, candidates: int = 4, nodes: int = DEFAULT_NODES,
                 reply_nodes: int = 400, weights: Weights | dict | None = None) -> None:
        super().__init__(seed, name)
        if budget is not None:
            budget = min(max(float(budget), 0.0), MAX_BUDGET)
        self.budget = budget
        self.samples = max(1, samples)
        self.candidates = max(1, candidates)
        self.nodes = nodes
        self.reply_nodes = reply_nodes
        self.weights = Weights(**weights) if isinstance(weights, dict) else weights or Weights()
        self._plan: list[tuple[tuple, Move]] = []
        self._turn, self._spent = -1, 0.0

    def choose(self, view: PlayerView) -> Move:
        started = time.perf_counter()
        if view.turn != self._turn:
            self._turn, self._spent = view.turn, 0.0
        try:
            return self._choose(view, started)
        finally:
            self._spent += time.perf_counter() - started

    def _choose(self, view: PlayerView, started: float) -> Move:
        moves = view.legal_moves()
        if not moves:
            raise ValueError("It is not this seat's turn: there is no move to choose.")
        if len(moves) == 1:
            self._plan = []
            return moves[0]
        if self._plan and self._plan[0][0] == signature(view):
            move = self._plan.pop(0)[1]
            if move in moves:
                return move
        evaluator = Evaluator(view, self.weights)
        left = None if self.budget is None else self.budget - self._spent
        if left is not None and left < 0.02:
            # the turn's thinking time is spent: plan the rest like Hard, briefly
            plans = search(view, evaluator, min(self.nodes, 500), 0.01)
        else:
            plans = search(view, evaluator, self.nodes, None if left is None else left * 0.3,
                           keep=40)
        if not plans or not plans[0].moves:
            self._plan = []
            return moves[-1]
        best = plans[0]
        if not best.end.ends_line and len(plans) > 1:
            choices = self._distinct(plans)
            if len(choices) > 1:
                deadline = None if left is None else started + left
                best = self._look_ahead(view, evaluator, choices, deadline)
        self._plan = follow(view, best.moves)
        move = self._plan.pop(0)[1]
        return move if move in moves else moves[-1]

    def _distinct(self, plans: list[Plan]) -> list[Plan]:
        """The best turn-ending plan for each distinct set of centre heights left behind."""
        chosen: list[Plan] = []
        seen: set[tuple[int, ...]] = set()
        top = plans[0].score
        for plan in plans:
            if plan.end.ends_line or plan.score < top - 200:
                continue
            heights = tuple(len(s) for s in plan.end.centre)
            if heights in seen:
                continue
            seen.add(heights)
            chosen.append(plan)
            if len(chosen) == self.candidates:
                break
        return chosen

    def _look_ahead(self, view: PlayerView, evaluator: Evaluator, plans: list[Plan],
                    deadline: float | None) -> Plan:
        w = self.weights
        totals = [0.0] * len(plans)
        done = 0
        round_time = 0.0
        for sample in range(self.samples):
            if deadline is not None:
                now = time.perf_counter()
                if now + round_time * 1.2 > deadline or (not done and now > deadline):
                    break
            begun = time.perf_counter()
            state = sample_state(view, self.rng)
            seed = self.rng.randrange(1 << 30)
            for i, plan in enumerate(plans):
                totals[i] += self._play_out(view, state, seed + sample, plan, w)
            done += 1
            round_time = max(round_time, time.perf_counter() - begun)
        if not done:
            return plans[0]
        best, best_value = plans[0], None
        for plan, total in zip(plans, totals, strict=True):
            heights = tuple(len(s) for s in plan.end.centre)
            value = plan.score + evaluator.block(heights) + total / done
            if best_value is None or value > best_value:
                best, best_value = plan, value
        return best

    def _play_out(self, view: PlayerView, state: State, seed: int, plan: Plan, w: Weights) -> float:
        """Play ``plan`` on a sampled table, then the opponents' turns; our gain from there."""
        me = view.seat
        game = Game(view.rules, view.players, seed, state, state.current)
        for move in plan.moves:
            game.play(move)
        before = [len(s.payoff) for s in game.state.seats]
        replies = {}
        guard = 0
        while not game.is_over and game.current_player != me and guard < 200:
            guard += 1
            seat = game.current_player
            bot = replies.get(seat)
            if bot is None:
                bot = replies[seat] = HardPlayer(seed + seat, nodes=self.reply_nodes,
                                                 time_limit=0.05, weights=w)
            move = bot.choose(game.view(seat))
            if not game.is_legal(move):
                move = game.legal_moves()[0]
            game.play(move)
        if game.is_over:
            winner = game.outcome.winner
            if winner == me:
                return w.win
            if winner is not None:
                return -w.win / 10
            return 0.0
        after = game.state.seats
        lost = sum(before[p] - len(after[p].payoff) for p in range(view.players) if p != me)
        mine = game.view(me)
        line = Line.of(mine)
        reach = Evaluator(mine, w).reach(line, tuple(len(s) for s in mine.centre))
        return -w.block * lost + w.reach * reach


__all__ = ["ExpertPlayer", "sample_state"]
