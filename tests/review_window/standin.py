"""A stand-in for the review's analysis (``spite_gui.review.review_game``), giving its
Review, grading built games by a plain rule so that the window's tests know what it must show:
a turn that plays a card to the centre is "best", a turn that only discards a
"mistake", and the last discard of the reviewed seat a "blunder". It also waits on a
gate the test opens, so that a test can look at the window while the analysis works."""

from __future__ import annotations

import threading

from spite_gui.ai import make_player
from spite_gui.engine import Game, Move, Rules
from spite_gui.review import Cancelled, Grade, Review, TurnReview


class StandIn:
    """``analyse(game, seat, progress=, cancelled=)``; ``gate`` holds it before it starts."""

    def __init__(self, hold: bool = False) -> None:
        self.gate = threading.Event()
        if not hold:
            self.gate.set()
        self.started = threading.Event()
        self.calls = 0
        self.stopped = False  # it saw it was cancelled, and stopped

    def __call__(self, game: Game, seat: int, *, progress=None, cancelled=None) -> Review:
        self.calls += 1
        self.started.set()
        while not self.gate.wait(0.01):
            if cancelled is not None and cancelled():
                self.stopped = True
                raise Cancelled()
        if cancelled is not None and cancelled():
            self.stopped = True
            raise Cancelled()
        return standin_review(game, seat, progress)


def turns_of(game: Game) -> list[tuple[int, int, tuple[Move, ...]]]:
    """(turn, player, moves) for every turn of ``game``."""
    again = Game(game.rules, game.players, game.seed, game.opening(), game.first_player,
                 game.previous_starter, start=game.start_state)
    found: list[tuple[int, int, list[Move]]] = []
    for move in game.moves:
        if not found or found[-1][0] != again.turn:
            found.append((again.turn, again.current_player, []))
        found[-1][2].append(move)
        again.play(move)
    return [(turn, player, tuple(moves)) for turn, player, moves in found]


def standin_review(game: Game, seat: int, progress=None) -> Review:
    mine = [(t, moves) for t, p, moves in turns_of(game) if p == seat]
    last = mine[-1][0] if mine else None
    reviews = []
    for done, (turn, moves) in enumerate(mine, 1):
        to_centre = any(m.target == "centre" for m in moves)
        grade = Grade.BEST if to_centre else Grade.BLUNDER if turn == last else Grade.MISTAKE
        before = 0.5 + 0.004 * turn
        loss = {Grade.BEST: 0.0, Grade.MISTAKE: 0.08, Grade.BLUNDER: 0.2}[grade]
        reviews.append(TurnReview(turn, seat, moves, moves, before, before - loss, before, loss,
                                  grade, f"Turn {turn}: played {len(moves)} cards."))
        if progress is not None:
            progress(done, len(mine))
    chances = tuple((t, 0.5 + 0.004 * t) for t, _p, _m in turns_of(game))
    costliest = tuple(sorted((r for r in reviews if r.loss > 0), key=lambda r: -r.loss)[:3])
    summary = " ".join(r.words for r in costliest)
    accuracy = 100.0 * sum(r.grade == Grade.BEST for r in reviews) / max(1, len(reviews))
    return Review(seat, tuple(reviews), chances, accuracy, costliest, summary)


def played_game(seed: int = 8, level: str = "easy", players: int = 2) -> Game:
    """A whole game played by computer players from deal ``seed``."""
    game = Game.new(Rules.preset("Classic"), players, seed)
    seats = [make_player(level, seed + seat) for seat in range(players)]
    while not game.is_over:
        game.play(seats[game.current_player].choose(game.view(game.current_player)))
    return game
