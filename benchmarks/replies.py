"""How well Expert's quick estimate of the next turns predicts them, printed as JSON.

Expert scores each way of ending its turn by dealing the cards it cannot see at
random and counting, on each deal, how many payoff cards the opponent would
play next turn and how many it would play itself on the turn after
(:class:`spite_gui.ai.next_turns.OpponentSamples`). This measures that count alone,
free of the sampling: Hard plays Hard, and at the end of each of seat 0's turns
the estimate is given the real table (a measurement only; a player never sees
it). Then both seats play on and the real counts are compared with the
estimated ones.

With ``--sampled N`` it also measures the estimate as Expert makes it, on N
sampled deals of the cards seat 0 cannot see: plain deals, deals that give the
opponent only hands it could have kept (it would have paid off with the others),
deals that also read its plays and its discard (``kept_hand_sampler``'s
``hold`` and ``spare``), and deals that add the ranks players keep (``habits``).
For each, and for the real table, it prints the mean count of the opponent's
payoff cards and the mean squared error against the count it really played. Usage:

    python benchmarks/replies.py [--games N] [--first-deal N] [--preset NAME] [--sampled N]
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys
from collections import Counter

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

import random

from spite_gui.ai.expert import HOLD, SPARE
from spite_gui.ai.hard import HardPlayer
from spite_gui.ai.heuristic import Evaluator, Weights
from spite_gui.ai.next_turns import OpponentSamples
from spite_gui.ai.sampling import kept_hand_sampler, last_discard, sample_state
from spite_gui.engine import Game, Rules


def _turn(game: Game, bot: HardPlayer, seat: int) -> int:
    """Let ``bot`` play ``seat`` 's whole turn; the payoff cards it played."""
    before = len(game.state.seats[seat].payoff)
    while not game.is_over and game.current_player == seat:
        game.play(bot.choose(game.view(seat)))
    return before - len(game.state.seats[seat].payoff)


def _samplers(view, left, discard) -> dict:
    """The ways Expert can deal the cards seat 0 cannot see, by name."""
    return {"plain": sample_state,
            "kept_hands": kept_hand_sampler(view, left),
            "kept_plays_and_discard": kept_hand_sampler(view, left, hold=HOLD,
                                                        discard=discard, spare=SPARE),
            "kept_with_habits": kept_hand_sampler(view, left, hold=HOLD, discard=discard,
                                                  spare=SPARE, habits=True)}


def measure(games: int, first: int, preset: str, sampled: int = 0) -> dict:
    rules = Rules.preset(preset, 2)
    theirs: Counter = Counter()
    ours: Counter = Counter()
    errors: dict[str, list[float]] = {}  # name: [sum of counts, sum of squared errors]
    tally = Counter()
    for deal in range(first, first + games):
        game = Game.new(rules, 2, deal)
        bots = [HardPlayer(seed=deal * 10 + seat, time_limit=None) for seat in range(2)]
        left = seen = None  # seat 0's view of the centre, and of seat 1's side stacks
        while not game.is_over:
            seat = game.current_player
            view = game.view(seat)
            if seat == 0 and left is None:
                left = tuple(map(len, view.centre))
            kept = game.state.seats[1].hand  # during seat 0's turn: the cards seat 1 kept
            move = bots[seat].choose(view)
            game.play(move)
            if seat != 0 or not move.ends_turn or game.is_over:
                continue
            # the table as the opponent starts its turn (its cards drawn): the real one
            real = game.state
            estimate = OpponentSamples(view, random.Random(0), 1, 1.0,
                                       sampler=lambda _v, _r, real=real: real)
            heights = tuple(map(len, real.centre))
            mine = real.seats[0]
            top = mine.payoff[-1] if mine.payoff else None
            said_theirs = round(estimate.expected(heights))
            said_ours = round(estimate.ours(heights, mine.hand, mine.sides, top))
            counts = {}
            if sampled:
                discard = last_discard(seen, view.sides[1]) if seen else None
                _tally(tally, view, left, discard, kept, real.stock)
                for name, sampler in _samplers(view, left, discard).items():
                    rng = random.Random(f"{deal}:{view.turn}")
                    counts[name] = OpponentSamples(view, rng, sampled, 1.0,
                                                   sampler=sampler).expected(heights)
                counts["real_table"] = estimate.expected(heights)
            seen, left = view.sides[1], None
            played = _turn(game, bots[1], 1)
            theirs[(said_theirs, played)] += 1
            for name, count in counts.items():
                total = errors.setdefault(name, [0.0, 0.0])
                total[0] += count
                total[1] += (count - played) ** 2
            errors.setdefault("played", [0.0, 0.0])[0] += played
            if not game.is_over:
                ours[(said_ours, _turn(game, bots[0], 0))] += 1
                seen = game.view(0).sides[1]  # as seat 1 starts its next turn
    result = {"opponent_next_turn": _summary(theirs), "own_next_turn": _summary(ours)}
    if sampled:
        turns = sum(theirs.values()) or 1
        result["sampled_opponent_next_turn"] = {
            "samples": sampled,
            "mean_played": round(errors.pop("played")[0] / turns, 3),
            **{name: {"mean_count": round(total / turns, 3),
                      "mean_squared_error": round(squares / turns, 4)}
               for name, (total, squares) in errors.items()},
            "kept_cards_playable_share": round(tally["kept_playable"] / max(tally["kept"], 1), 3),
            "stock_cards_playable_share": round(tally["stock_playable"] / max(tally["stock"], 1),
                                                3),
            "discards_read": tally["discards"],
            "kept_a_better_discard": tally["better_kept"]}
    return result


def _tally(tally: Counter, view, left, discard, kept, stock) -> None:
    """What the opponent's real kept hand says about the two readings: how often a kept
    card (not a wild card) could have gone straight on the centre stacks it left, against
    a card of the stock; and whether it kept a card that would have made a better discard
    by Hard's measure."""
    wild = view.rules.wild_rank
    playable = {h + 1 for h in left} - {wild}
    plain = [c for c in kept if c.rank != wild]
    tally["kept"] += len(plain)
    tally["kept_playable"] += sum(c.rank in playable for c in plain)
    tally["stock"] += sum(c.rank != wild for c in stock)
    tally["stock_playable"] += sum(c.rank in playable for c in stock)
    if discard is not None:
        judge = Evaluator(view, Weights())
        card, t, before = discard
        chosen = judge.discard(card, before[t])
        tally["discards"] += 1
        tally["better_kept"] += any(max(judge.discard(c, s) for s in before) > chosen + 1e-9
                                    for c in kept)


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
    parser.add_argument("--sampled", type=int, default=0,
                        help="also measure the estimate on this many sampled deals")
    args = parser.parse_args(argv)
    result = {"command": " ".join(["python benchmarks/replies.py", *(argv or sys.argv[1:])]),
              "games": args.games, "first_deal": args.first_deal, "preset": args.preset,
              **measure(args.games, args.first_deal, args.preset, args.sampled)}
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
