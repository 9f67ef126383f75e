"""Playing with friends over the network: answer time and bytes, printed as JSON.

For each way of connecting, separate programs play whole games (``python -m
spite_gui.net host|join``, computers playing every seat, no pause between moves):

- ``tcp``: friends join by address and port on 127.0.0.1;
- ``relay``: friends join by invite code through a magic-wormhole mailbox server and
  transit relay started here on loopback, every byte going through the relay.

Figures, for each:

- ``move_to_answer_ms``: from a guest's program sending its move to the host's
  update for that move arriving back, handled (median and 99th percentile over every
  move of every guest); targets: median ≤ 20 ms over TCP, ≤ 150 ms through the relay;
- ``bytes_per_game_per_guest``: everything the host sent one guest in one game, as it
  went on the wire (framing and encryption included), for two players and for four
  (the most there is to tell); target ≤ 200 KB.

Usage: ``python benchmarks/network.py [--games N]``
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.net.programs import Program  # noqa: E402
from tests.net.relays import LocalRelays  # noqa: E402

TARGET_MEDIAN_MS = {"tcp": 20.0, "relay": 150.0}
TARGET_BYTES = 200_000


def _play(seats: str, games: int, relays=None, preset: str = "Classic") -> list[dict]:
    """Host a table of ``seats`` for ``games`` games; every guest's final report."""
    common = ("--preset", preset, "--level", "medium", "--games", str(games))
    if relays is None:
        host = Program("host", "--seats", seats, "--bind", "127.0.0.1", "--port", "0", *common)
        port = host.event("listening")["port"]
        where = [("--address", f"127.0.0.1:{port}")] * seats.count("friend")
    else:
        via = ("--mailbox", relays.mailbox, "--transit", relays.transit, "--relay-only")
        host = Program("host", "--seats", seats, "--no-tcp", "--invite", *common, *via)
        where = [("--code", host.event("invite", seat=seat)["code"], *via)
                 for seat, word in enumerate(seats.split(",")) if word == "friend"]
    guests = [Program("join", *w, "--level", "medium", "--seed", str(n), "--games", str(games))
              for n, w in enumerate(where)]
    try:
        finals = [g.final(timeout=900) for g in guests]
        host.final(timeout=60)
    finally:
        for program in (host, *guests):
            program.stop()
    if not all(f["ok"] and all(ok for ok, _ in f["verdicts"].values()) for f in finals):
        raise SystemExit(f"a game did not finish well: {finals}")
    return finals


def _figures(name: str, games: int, relays=None) -> dict[str, object]:
    two = _play("me,friend", games, relays)
    four = _play("friend,me,friend,friend", max(1, games // 2), relays)
    latencies = sorted(ms * 1000 for final in two + four for ms in final["latencies"])
    per_game_two = two[0]["bytes_received"] / games
    per_game_four = max(f["bytes_received"] for f in four) / max(1, games // 2)
    median = statistics.median(latencies)
    return {
        "move_to_answer_ms": {
            "median": round(median, 2),
            "p99": round(latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))], 2),
            "moves": len(latencies)},
        "bytes_per_game_per_guest": {"two_players": round(per_game_two),
                                     "four_players": round(per_game_four)},
        "bytes_per_game_from_guest": round(two[0]["bytes_sent"] / games),
        "meets_targets": median <= TARGET_MEDIAN_MS[name]
        and max(per_game_two, per_game_four) <= TARGET_BYTES,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4, help="games of two (half of four)")
    args = parser.parse_args()
    report: dict[str, object] = {"games": args.games,
                                 "targets": {"median_ms": TARGET_MEDIAN_MS,
                                             "bytes_per_game_per_guest": TARGET_BYTES}}
    report["tcp"] = _figures("tcp", args.games)
    local = LocalRelays(Path(tempfile.mkdtemp()))
    try:
        report["relay"] = _figures("relay", args.games, local.relays)
    finally:
        local.stop()
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
