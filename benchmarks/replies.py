"""How well Expert's quick estimate of the next turns predicts them, printed as JSON.

Expert scores each way of ending its turn by dealing the cards it cannot see at
random and counting, on each deal, how many payoff cards the opponent would
play next turn and how many it would play itself on the turn after
(:class:`spite_gui.ai.expert.OpponentSamples`). This measures that count alone,
free of the sampling: Hard plays Hard, and at the end of each of seat 0's turns
the estimate is given the real table (a measurement only; a player never sees
it). Then both seats play on and the real counts are compared with the
estimated ones. Usage:

    python benchmarks/replies.py [--games N] [--first-deal N] [--preset NAME]
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys
from collections import Counter

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from spite_gui.ai.expert import OpponentSamples
from spite_gui.ai.hard import HardPlayer
from spite_gui.engine import Game, Rules


def _turn(game: Game, bot: HardPlayer, seat: int) -> int:
    """Let ``bot`` play ``seat`` 's whole turn; the payoff cards it played."""
    before = len(game.state.seats[seat].payoff)
    while not game.is_over and game.current_player == seat:
        game.play(bot.choose(game.view(seat)))
    return before - len(game.state.seats[seat].payoff)


def measure(games: int, first: int, preset: str) -> dict:
    rules = Rules.preset(preset, 2)
    theirs: Counter = Counter()
    ours: Counter = Counter()
    for deal in range(first, first + games):
        game = Game.new(rules, 2, deal)
        bots = [HardPlayer(seed=deal * 10 + seat, time_limit=None) for seat in range(2)]
        while not game.is_over:
            seat = game.current_player
            view = game.view(seat)
            move = bots[seat].choose(view)
            game.play(move)
            if seat != 0 or not move.ends_turn or game.is_over:
                continue
            # the table as the opponent starts its turn (its cards drawn): the real one
            real = game.state
            estimate = OpponentSamples(view, None, 1, 1.0, sampler=lambda _v, _r, real=real: real)
            heights = tuple(map(len, real.centre))
            mine = real.seats[0]
            top = mine.payoff[-1] if mine.payoff else None
            said_theirs = round(estimate.expected(heights))
            said_ours = round(estimate.ours(heights, mine.hand, mine.sides, top))
            theirs[(said_theirs, _turn(game, bots[1], 1))] += 1
            if not game.is_over:
                ours[(said_ours, _turn(game, bots[0], 0))] += 1
    return {"opponent_next_turn": _summary(theirs), "own_next_turn": _summary(ours)}


def _summary(pairs: Counter) -> dict:
    total = sum(pairs.values()) or 1
    return {
        "turns": sum(pairs.values()),
        "exact": round(sum(n for (said, real), n in pairs.items() if said == real) / total, 3),
        "said_more": sum(n for (said, real), n in pairs.items() if said > real),
        "said_fewer": sum(n for (said, real), n in pairs.items() if said < real),
        "said_some_played_none": sum(n for (said, real), n in pairs.items()
                                     if said > 0 and real == 0),
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--first-deal", type=int, default=900_000)
    parser.add_argument("--preset", default="Classic")
    args = parser.parse_args(argv)
    result = {"command": " ".join(["python benchmarks/replies.py", *(argv or sys.argv[1:])]),
              "games": args.games, "first_deal": args.first_deal, "preset": args.preset,
              **measure(args.games, args.first_deal, args.preset)}
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
