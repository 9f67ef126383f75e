"""Hard: plans the whole turn.

It searches the sequences of plays to the centre open this turn (:func:`.search.search`)
and scores every place the turn could end, with the best discard there, using the
heuristic of :mod:`.heuristic` (reach the payoff card, keep wild cards, block the next
opponent, keep side stacks tidy). A plan stops where hidden cards come next (the
payoff card was played, or the hand emptied and new cards are drawn): the player then
plans again with what it sees. The search is bounded by a node budget and a time
limit for the whole turn; past either it keeps the best plan found so far.
"""

from __future__ import annotations

from ..engine import PlayerView
from .heuristic import Evaluator, Weights
from .planning import PlanningPlayer
from .search import DEFAULT_NODES, THINKING_CLOCK, Clock, Plan, search

DEFAULT_TIME = 0.15  # seconds per turn (all its searches); the hard cap is 250 ms
LATE_SEARCH = 0.005  # seconds a search still gets when the turn's time is spent


class HardPlayer(PlanningPlayer):
    level = "hard"

    def __init__(self, seed: int = 0, name: str | None = None, nodes: int = DEFAULT_NODES,
                 time_limit: float | None = DEFAULT_TIME,
                 weights: Weights | dict[str, float] | None = None,
                 clock: Clock = THINKING_CLOCK) -> None:
        super().__init__(seed, name, clock)
        self.nodes = nodes
        self.time_limit = time_limit
        self.weights = Weights.of(weights)

    def plan(self, view: PlayerView, started: float) -> Plan | None:
        left = self.time_left(self.time_limit)  # the limit covers the whole turn
        limit = None if left is None else max(left, LATE_SEARCH)
        plans = search(view, Evaluator(view, self.weights), self.nodes, limit, clock=self.clock)
        return plans[0] if plans else None
