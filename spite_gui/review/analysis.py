"""The review of one seat's game: each of its turns against Expert's, graded.

See :mod:`spite_gui.review` for the method; :func:`review_game` is the whole of it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..ai.expert import ExpertPlayer
from ..engine import Game, Move, PlayerView
from ..table import review_words
from .grades import Grade, accuracy, grade
from .judge import Judge
from .replay import START, Point, walk

SAMPLES = 400  # deals per judgement
EXPERT_SAMPLES = 200  # Expert's own sampled deals per decision (its default)
COSTLIEST = 3  # turns the summary names

Progress = Callable[[int, int], None]
Stop = Callable[[], bool]
JudgeMaker = Callable[[PlayerView, int, int], Judge]  # (view, samples, seed)


class Cancelled(Exception):
    """The review was called off (its ``cancelled`` callback said so)."""


@dataclass(frozen=True)
class Decision:
    """One decision of a turn: from the turn's start, or from where a card the seat could
    not see turned up (``shown``: "start", "payoff", "hand"). The chances are judged from
    the view at the decision's start (``view``)."""

    view: PlayerView
    shown: str
    played: tuple[Move, ...]
    best: tuple[Move, ...]
    before: float
    after: float
    after_best: float
    loss: float


@dataclass(frozen=True)
class TurnReview:
    """One of the reviewed seat's turns.

    A turn of one decision is judged from the view at its start: ``before``, ``after`` the
    turn as played, ``after_best`` Expert's turn instead, and ``loss`` is ``max(0,
    after_best - after)``. A turn of several (``decisions``: new cards showed during it)
    loses the sum of their losses, each judged from what the seat saw when it made it;
    ``before`` is the turn's start, ``after`` is after the turn as played (judged from
    what the seat saw at its last decision, so it counts the luck of the cards that
    showed) and ``after_best`` is ``after`` plus the loss (at most 1): the chance Expert's
    choices would have left, given the same cards."""

    turn: int  # the engine's turn number (Game.turn at the turn's start)
    seat: int  # whose turn (always the reviewed seat)
    played: tuple[Move, ...]  # the moves the player made in the turn
    best: tuple[Move, ...]  # what Expert would have played from the same view (its first plan)
    before: float  # the seat's chance to win at the start of the turn (0..1)
    after: float  # ... after the turn as played
    after_best: float  # ... after Expert's turn instead
    loss: float
    grade: Grade
    words: str  # what was played against what Expert would have played, in sentences
    decisions: tuple[Decision, ...] = ()


@dataclass(frozen=True)
class Review:
    """The review of ``seat``'s game (see :mod:`spite_gui.review`)."""

    seat: int
    turns: tuple[TurnReview, ...]  # the seat's turns, in order
    # (turn number, the seat's chance) at the start of every turn, both seats: the chart
    chances: tuple[tuple[int, float], ...]
    accuracy: float  # 0..100
    costliest: tuple[TurnReview, ...]  # up to three, costliest first
    summary: str  # the costliest turns in words, one a line
    samples: int = SAMPLES  # deals per judgement


def expert_plan(view: PlayerView, seed: int = 0,
                seen: tuple[PlayerView, ...] = ()) -> tuple[Move, ...]:
    """What Expert would play from ``view`` up to the next card it can't see (or the end of
    the turn): its first plan, as a hint asks it, without a clock (the same every time for
    a ``seed``). ``seen``: the seat's views at the start of its previous turn and of this
    one, as Expert in the seat would have seen them (what it reads of the last player's
    discard and kept hand comes from them); none: ``view`` is where the turn starts."""
    moves = view.legal_moves()
    if len(moves) <= 1:
        return tuple(moves)
    player = ExpertPlayer(seed * 1000 + view.turn, budget=None, samples=EXPERT_SAMPLES)
    for earlier in seen or (view,):
        player.start_turn(earlier)
    plan = player.plan(view, 0.0)
    if plan is None or not plan.moves:
        return (moves[-1],)
    return plan.moves


def decide(point: Point, samples: int, seed: int, judge: JudgeMaker,
           seen: tuple[PlayerView, ...] = ()) -> Decision:
    """The review of one decision: its chances, Expert's plan (``seen``: see
    :func:`expert_plan`), the loss."""
    view = point.view
    best = expert_plan(view, seed, seen)
    judged = judge(view, samples, seed)
    before = judged.chance()
    after = judged.chance(point.moves)
    after_best = after if best == point.moves else judged.chance(best)
    return Decision(view, point.reason, point.moves, best, before, after, after_best,
                    max(0.0, after_best - after))


def turn_review(seat: int, decisions: list[Decision]) -> TurnReview:
    """A turn from its decisions (see :class:`TurnReview`)."""
    first, last = decisions[0], decisions[-1]
    loss = sum(d.loss for d in decisions)
    after_best = first.after_best if len(decisions) == 1 else min(1.0, last.after + loss)
    same = all(d.played == d.best for d in decisions)
    words = " ".join(review_words.turn_words(d.view, d.played, d.best,
                                             None if d.shown == START else d.shown)
                     for d in decisions)
    played = tuple(m for d in decisions for m in d.played)
    return TurnReview(first.view.turn, seat, played, first.best, first.before, last.after,
                      after_best, loss, grade(loss, same), words, tuple(decisions))


def review_game(game: Game, seat: int, *, samples: int = SAMPLES, seed: int = 0,
                progress: Progress | None = None, cancelled: Stop | None = None,
                judge: JudgeMaker = Judge) -> Review:
    """The review of ``seat``'s turns in ``game`` (with its moves from the start). Calls
    ``progress(done, total)`` as it goes and raises :class:`Cancelled` as soon as
    ``cancelled()`` says so. ``judge`` makes the judge of each view (the test of what the
    deals hold watches through it)."""
    points = list(walk(game, seat))
    total = len(points)
    chances: list[tuple[int, float]] = []
    turns: list[TurnReview] = []
    decisions: list[Decision] = []
    starts: list[PlayerView] = []  # the seat's views at the start of its turns, the last two
    for done, point in enumerate(points):
        if cancelled is not None and cancelled():
            raise Cancelled()
        if progress is not None:
            progress(done, total)
        if point.current != seat:
            if point.reason == START:
                chances.append((point.turn, judge(point.view, samples, seed).chance()))
            continue
        if not point.complete or not point.moves:
            if point.reason == START:
                chances.append((point.turn, judge(point.view, samples, seed).chance()))
            continue
        if point.reason == START:
            starts = [*starts[-1:], point.view]
            if decisions:
                turns.append(turn_review(seat, decisions))
                decisions = []
        decision = decide(point, samples, seed, judge, tuple(starts))
        if point.reason == START:
            chances.append((point.turn, decision.before))
        decisions.append(decision)
    if decisions:
        turns.append(turn_review(seat, decisions))
    if cancelled is not None and cancelled():
        raise Cancelled()
    if progress is not None:
        progress(total, total)
    costly = sorted((t for t in turns if t.grade is not Grade.BEST),
                    key=lambda t: (-t.loss, t.turn))[:COSTLIEST]
    summary = review_words.summary([
        review_words.costly_turn(t.turn, t.words, t.before, t.after, t.after_best)
        for t in costly])
    return Review(seat, tuple(turns), tuple(chances), accuracy(t.loss for t in turns),
                  tuple(costly), summary, samples)
