"""The search that plans the rest of a turn, shared by Hard and Expert.

It tries the sequences of plays to the centre open this turn (payoff top, hand
cards, side tops, wild cards), skipping positions already seen (a transposition
set keyed on stack heights, hand ranks and side stack sizes), and scores every
place the turn could end, with the best discard there, by the heuristic of
:mod:`.heuristic`. A line stops where hidden cards come next (the payoff card was
played, or the hand emptied and new cards are drawn). The search is bounded by a
node budget and, if given, a time limit; past either it keeps the best plans found
so far.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import NamedTuple

from ..engine import END_TURN, Move, PlayerView
from ..engine.legality import legal_moves_for
from ..engine.moves import CENTRE, DISCARDS
from .heuristic import Evaluator
from .turn import Line, LineKey, centre_plays, play

DEFAULT_NODES = 3000

Clock = Callable[[], float]  # seconds, as time.thread_time gives them
# the players' thinking time is the processor time of the thread that thinks: a busy
# machine slows a turn down but does not cut its thinking short
THINKING_CLOCK: Clock = time.thread_time
Ending = tuple[float, Move]  # a turn-ending move and the value of its discard


class Plan(NamedTuple):
    score: float
    moves: tuple[Move, ...]  # plays to the centre, then the turn-ending move if any
    end: Line  # the line where the plan stops (before its turn-ending move)


def turn_ends(view: PlayerView, line: Line) -> list[Move]:
    """The legal turn-ending moves at ``line``, one per distinct outcome."""
    moves = legal_moves_for(view.rules, line.centre, line.payoff_top, line.hand, line.sides)
    ends = []
    seen = set()
    for move in moves:
        if move.target == CENTRE:
            continue
        if move == END_TURN:
            ends.append(move)
            continue
        card = line.hand[move.source_index]
        stack = line.sides[move.target_index]
        key = (card.rank, move.target_index if stack else -1)
        if key not in seen:
            seen.add(key)
            ends.append(move)
    return ends


def best_end(view: PlayerView, line: Line, evaluator: Evaluator,
             cache: dict[tuple[object, ...], Ending | None]) -> Ending | None:
    """The best way to end the turn at ``line`` and its discard value; None if it can't end.

    A discard's value depends only on the hand and the side stacks (and, under the Ace
    options, on which centre stacks are empty), so it is worked out once per search.
    """
    rules = view.rules
    any_discard = not (rules.aces_must_play or rules.no_ace_discard)
    # the hand's ranks in order (a move names a hand card by its place) and the side
    # stacks' sizes (each line of one search starts from the same side stacks)
    key: tuple[object, ...] = (tuple(c.rank for c in line.hand), tuple(map(len, line.sides)))
    if not any_discard:
        key += (tuple(not s for s in line.centre), line.payoff_top)
    if key in cache:
        return cache[key]
    best: Ending | None = None
    if any_discard:  # any hand card may go on any side stack: no need to ask the rules
        ranks: set[int] = set()
        for i, card in enumerate(line.hand):
            if card.rank in ranks:
                continue  # an equal card goes the same way
            ranks.add(card.rank)
            empty_seen = False
            for t, stack in enumerate(line.sides):
                if not stack:
                    if empty_seen:
                        continue  # every empty side stack is the same
                    empty_seen = True
                value = evaluator.discard(card, stack)
                if best is None or value > best[0]:
                    best = (value, DISCARDS[i][t])
        cache[key] = best
        return best
    for end in turn_ends(view, line):
        if end == END_TURN:
            value = 0.0
        else:
            value = evaluator.discard(line.hand[end.source_index], line.sides[end.target_index])
        if best is None or value > best[0]:
            best = (value, end)
    cache[key] = best
    return best


def search(view: PlayerView, evaluator: Evaluator, nodes: int = DEFAULT_NODES,
           time_limit: float | None = None, keep: int = 1,
           clock: Clock = THINKING_CLOCK) -> list[Plan]:
    """The best ``keep`` plans for the rest of this turn, best first.

    Each plan ends where the turn ends (a discard, or END_TURN) or where hidden
    cards come next. Plans are distinct in their end positions. ``time_limit`` is in
    seconds of ``clock`` (None: no limit, and the clock is never read).
    """
    rules = view.rules
    start = Line.of(view)
    deadline = None if time_limit is None else clock() + time_limit
    plans: list[Plan] = []
    seen = {start.key()}
    count = 0
    stop = False
    accepts: dict[tuple[int, int], bool] = {}
    ends: dict[tuple[object, ...], Ending | None] = {}
    wild, top_rank = rules.wild_rank, rules.top_rank

    def offer(score: float, moves: tuple[Move, ...], end: Line) -> None:
        if len(plans) < keep or score > plans[-1].score:
            plans.append(Plan(score, moves, end))
            plans.sort(key=lambda p: -p.score)
            del plans[keep:]

    def visit(line: Line, path: tuple[Move, ...], key: LineKey) -> None:
        nonlocal count, stop
        count += 1
        cards = key[1:3]  # the hand's ranks and the side stacks' sizes: what the line holds
        if line.payoff_played:
            offer(evaluator.position(line, cards), path, line)
            return
        # with an empty hand new cards come next: no discard yet, but the payoff
        # top and the side stacks can still be played after the draw
        if line.hand:
            end = best_end(view, line, evaluator, ends)
            if end is not None:
                offer(evaluator.position(line, cards) + end[0], (*path, end[1]), line)
        else:
            offer(evaluator.position(line, cards), path, line)
        for move in centre_plays(rules, line, accepts):
            if stop:
                return
            nxt = play(rules, line, move, wild, top_rank)
            key = nxt.key()
            if key in seen:
                continue
            seen.add(key)
            if count >= nodes or (deadline is not None and count & 15 == 0
                                  and clock() > deadline):
                stop = True
                return
            visit(nxt, (*path, move), key)

    visit(start, (), start.key())
    return plans
