"""Engine speed: complete games with a simple chooser, printed as JSON.

The chooser plays the first legal centre play, else a random discard. It also
times saving the longest game as JSON and loading it back (a load checks the
document and replays every move from the deal). Usage:
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


def play_one(rules: Rules, players: int, seed: int) -> tuple[int, int, str, Game]:
    game = Game.new(rules, players, seed)
    rng = random.Random(seed)
    moves = 0
    while not game.is_over:
        legal = game.legal_moves()
        first = legal[0]
        move = first if first.target == "centre" else rng.choice(legal)
        game.play(move)
        moves += 1
    return moves, game.turn, game.outcome.reason, game


def load_ms(game: Game, runs: int = 21) -> tuple[float, float]:
    """Median milliseconds to save ``game`` as JSON text and to load it back (loading
    checks the document and replays every move from the deal)."""
    saves, loads = [], []
    for _ in range(runs):
        t = time.perf_counter()
        text = json.dumps(game.to_dict())
        saves.append(time.perf_counter() - t)
        t = time.perf_counter()
        Game.from_dict(json.loads(text))
        loads.append(time.perf_counter() - t)
    return 1000 * statistics.median(saves), 1000 * statistics.median(loads)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--preset", default="Classic")
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    rules = Rules.preset(args.preset, args.players)
    lengths, reasons, total_moves, longest = [], {}, 0, None
    start = time.perf_counter()
    for seed in range(1, args.games + 1):
        moves, turns, reason, game = play_one(rules, args.players, seed)
        if longest is None or moves > len(longest.moves):
            longest = game
        total_moves += moves
        lengths.append(turns)
        reasons[reason] = reasons.get(reason, 0) + 1
    elapsed = time.perf_counter() - start
    save_ms, load_ms_ = load_ms(longest)
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
        "longest_game_moves": len(longest.moves),
        "save_ms": round(save_ms, 2),
        "load_ms": round(load_ms_, 2),
    }, indent=2))


if __name__ == "__main__":
    main()
