"""Loading a long saved game, against playing its moves once, printed as JSON.

A load reads the document, checks it, and must end with the game's events and undo
stack (a game read back is played on, reviewed or watched): the replay of every
move from the deal it needs once. The baseline, measured in the same run, is that
one replay (``Game.replay``); ``ratio`` is the load's time over it. Usage:
    python benchmarks/load.py [--games N] [--runs N]
"""

from __future__ import annotations

import argparse
import json
import pathlib
import random
import statistics
import sys
import time
from collections.abc import Callable

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from spite_gui.engine import Game, Rules
from spite_gui.engine.moves import CENTRE
from spite_gui.play.save_format import TABLE_FORMAT, TABLE_VERSION
from spite_gui.review.saved import table_game


def longest_game(rules: Rules, games: int) -> Game:
    """The longest of ``games`` deals played by a chooser that plays to the centre when it
    can, else a random move."""
    longest: Game | None = None
    for seed in range(1, games + 1):
        game = Game.new(rules, 2, seed)
        rng = random.Random(seed)
        while not game.is_over:
            legal = game.legal_moves()
            game.play(legal[0] if legal[0].target == CENTRE else rng.choice(legal))
        if longest is None or len(game.moves) > len(longest.moves):
            longest = game
    assert longest is not None
    return longest


def median_ms(work: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--runs", type=int, default=31)
    args = parser.parse_args()
    rules = Rules()
    game = longest_game(rules, args.games)
    text = json.dumps({"format": TABLE_FORMAT, "version": TABLE_VERSION, "game": game.to_dict()})
    loaded = table_game(json.loads(text))
    assert loaded == game and loaded.events == game.events
    replay_ms = median_ms(lambda: Game.replay(rules, 2, game.seed, game.moves), args.runs)
    load_ms = median_ms(lambda: table_game(json.loads(text)), args.runs)
    print(json.dumps({
        "moves": len(game.moves),
        "runs": args.runs,
        "replay_ms": round(replay_ms, 2),
        "load_ms": round(load_ms, 2),
        "ratio": round(load_ms / replay_ms, 2),
    }))


if __name__ == "__main__":
    main()
