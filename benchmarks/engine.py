"""Engine speed: complete games with a simple chooser, printed as JSON.

The chooser plays the first legal centre play, else a random discard. Usage:
    python benchmarks/engine.py [--games N] [--preset NAME] [--players N]
"""

from __future__ import annotations

import argparse
import json
import pathlib
import random
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from spite_gui.engine import Game, Rules


def play_one(rules: Rules, players: int, seed: int) -> tuple[int, int, str]:
    game = Game.new(rules, players, seed)
    rng = random.Random(seed)
    moves = 0
    while not game.is_over:
        legal = game.legal_moves()
        first = legal[0]
        move = first if first.target == "centre" else rng.choice(legal)
        game.play(move)
        moves += 1
    return moves, game.turn, game.outcome.reason


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--preset", default="Classic")
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    rules = Rules.preset(args.preset, args.players)
    lengths, reasons, total_moves = [], {}, 0
    start = time.perf_counter()
    for seed in range(1, args.games + 1):
        moves, turns, reason = play_one(rules, args.players, seed)
        total_moves += moves
        lengths.append(turns)
        reasons[reason] = reasons.get(reason, 0) + 1
    elapsed = time.perf_counter() - start
    print(json.dumps({
        "preset": args.preset,
        "players": args.players,
        "games": args.games,
        "seconds": round(elapsed, 3),
        "games_per_second": round(args.games / elapsed, 1),
        "moves_per_second": round(total_moves / elapsed),
        "median_game_turns": statistics.median(lengths),
        "mean_game_moves": round(total_moves / args.games, 1),
        "endings": reasons,
        "target_games_per_second": 200,
    }, indent=2))


if __name__ == "__main__":
    main()
