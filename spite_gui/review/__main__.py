"""``python -m spite_gui.review FILE [--seat N] [--json] [--samples K]``: review a saved game.

Prints the review of one seat's turns (the first seat's, the person's, unless ``--seat``
says another, counting from 1) as text, or as JSON with ``--json``; progress goes to the
standard error when that is a terminal. Ctrl+C stops the review cleanly. Exit status: 0
done, 1 the file can't be read as a saved game (the message says why), 2 wrong
arguments, 130 cancelled.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from collections.abc import Sequence
from types import FrameType

from ..storage.files import StorageProblem
from .analysis import SAMPLES, Cancelled, review_game
from .report import as_document, as_text
from .saved import read_game

CANCELLED = 130


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m spite_gui.review",
        description="Review a saved game of Spite and Malice: each of a seat's turns "
                    "against what the Expert computer would have played, with the chance "
                    "to win before and after, a grade, an accuracy score and the three "
                    "costliest turns.")
    parser.add_argument("file", help="a saved game (.spite)")
    parser.add_argument("--seat", type=int, default=1,
                        help="the seat to review, counting from 1 (default: 1, the person)")
    parser.add_argument("--json", action="store_true", help="print the review as JSON")
    parser.add_argument("--samples", type=int, default=SAMPLES,
                        help=f"sampled deals per judgement (default {SAMPLES}; fewer is "
                             "quicker and rougher)")
    args = parser.parse_args(argv)
    if args.samples < 1:
        parser.error("--samples must be at least 1")
    return args


class Interrupt:
    """Ctrl+C asks the review to stop (it stops at its next step)."""

    def __init__(self) -> None:
        self.asked = False

    def __call__(self, _signum: int, _frame: FrameType | None) -> None:
        self.asked = True

    def cancelled(self) -> bool:
        return self.asked


def show_progress(done: int, total: int) -> None:
    sys.stderr.write(f"\rReviewing… {done}/{total}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        game = read_game(args.file)
    except StorageProblem as problem:
        print(problem, file=sys.stderr)
        return 1
    seat = args.seat - 1
    if not 0 <= seat < game.players:
        print(f"There is no seat {args.seat}: the game has {game.players} players.",
              file=sys.stderr)
        return 2
    interrupt = Interrupt()
    previous = signal.signal(signal.SIGINT, interrupt)
    try:
        review = review_game(game, seat, samples=args.samples,
                             progress=show_progress if sys.stderr.isatty() else None,
                             cancelled=interrupt.cancelled)
    except Cancelled:
        print("\nThe review was cancelled.", file=sys.stderr)
        return CANCELLED
    finally:
        signal.signal(signal.SIGINT, previous)
    text = json.dumps(as_document(review), ensure_ascii=False, indent=1) if args.json \
        else as_text(review)
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:  # the reader went away (``| head``): nothing more to say
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - so the exit flush can't fail
    return 0


if __name__ == "__main__":
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="replace")  # a console that can't show "♠"
    sys.exit(main())
