"""Playing with friends over the network: answer time and bytes, printed as JSON.

For each way of connecting, separate programs play whole games (``python -m
spite_gui.net host|join``, computers playing every seat, no pause between moves):

- ``tcp``: friends join by address and port on 127.0.0.1;
- ``relay``: friends join by invite code through a magic-wormhole mailbox server and
  transit relay started here on loopback, every byte going through the relay;
- ``lan``: separate computers on a virtual LAN (network namespaces joined by a bridge,
  see ``tests/net/lan.py``; needs root, else skipped saying why), the host on one and
  each friend on their own, by address and the table's PIN.

Every connection is sealed end to end (the table's PIN or the invite code, SPAKE2, then
NaCl's SecretBox): the figures include it.

Figures, for each:

- ``move_to_answer_ms``: from a guest's program sending its move to the host's
  update for that move arriving back, handled (median and 99th percentile over every
  move of every guest); targets: median ≤ 20 ms over TCP, ≤ 150 ms through the relay;
- ``bytes_per_game_per_guest``: everything the host sent one guest in one game, as it
  went on the wire (framing and encryption included), for two players and for four
  (the most there is to tell); target ≤ 200 KB;
- on the LAN, also ``round_trip_ms`` (a TCP echo between the two computers, median) with
  the target median answer ≤ round trip + 5 ms, and ``sit_down_ms``: from dialing to
  sitting down (median), with ``keys_ms`` (dialing to the table's proven welcome) and
  ``extra_for_keys_ms``: what sitting down takes beyond the three round trips of a plain
  connection (connect, hello, join): the one more round trip and the key agreement.
  ``key_agreement_cpu_ms`` is the work of one handshake, both sides, in one process.

Usage: ``python benchmarks/network.py [--games N] [--only tcp|lan|relay]`` (as root for
the LAN figures)
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
TARGET_OVER_ROUND_TRIP_MS = 5.0  # on the LAN: the median answer within a round trip and this
TARGET_BYTES = 200_000


def _play(seats: str, games: int, relays=None, preset: str = "Classic",
          lan=None) -> list[dict]:
    """Host a table of ``seats`` for ``games`` games; every guest's final report."""
    common = ("--preset", preset, "--level", "medium", "--games", str(games))
    friends = seats.count("friend")
    if lan is not None:
        host = lan.computers[0].run("host", "--seats", seats, "--port", "47474", *common)
        pin = host.event("opened")["pin"]
        host.event("listening")
        where = [("--address", f"{lan.computers[0].address}:47474", "--pin", pin)] * friends
    elif relays is None:
        host = Program("host", "--seats", seats, "--bind", "127.0.0.1", "--port", "0", *common)
        pin = host.event("opened")["pin"]
        port = host.event("listening")["port"]
        where = [("--address", f"127.0.0.1:{port}", "--pin", pin)] * friends
    else:
        via = ("--mailbox", relays.mailbox, "--transit", relays.transit, "--relay-only")
        host = Program("host", "--seats", seats, "--no-tcp", "--invite", *common, *via)
        where = [("--code", host.event("invite", seat=seat)["code"], *via)
                 for seat, word in enumerate(seats.split(",")) if word == "friend"]
    args = [("join", *w, "--level", "medium", "--seed", str(n), "--games", str(games))
            for n, w in enumerate(where)]
    guests = ([lan.computers[1 + n].run(*a) for n, a in enumerate(args)] if lan is not None
              else [Program(*a) for a in args])
    try:
        finals = [g.final(timeout=900) for g in guests]
        host.final(timeout=60)
    finally:
        for program in (host, *guests):
            program.stop()
    if not all(f["ok"] and all(ok for ok, _ in f["verdicts"].values()) for f in finals):
        raise SystemExit(f"a game did not finish well: {finals}")
    return finals


def _figures(name: str, games: int, relays=None, lan=None) -> dict[str, object]:
    two = _play("me,friend", games, relays, lan=lan)
    four = _play("friend,me,friend,friend", max(1, games // 2), relays, lan=lan)
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
    parser.add_argument("--only", choices=("tcp", "lan", "relay"), action="append",
                        help="measure only this way of connecting (repeatable)")
    args = parser.parse_args()
    ways = args.only or ["tcp", "lan", "relay"]
    targets = {"median_ms": TARGET_MEDIAN_MS,
               "lan_median_over_round_trip_ms": TARGET_OVER_ROUND_TRIP_MS,
               "bytes_per_game_per_guest": TARGET_BYTES}
    report: dict[str, object] = {"games": args.games, "targets": targets}
    if "tcp" in ways:
        report["tcp"] = _figures("tcp", args.games)
    if "lan" in ways:
        report["lan"] = _lan_figures(args.games)
    if "relay" in ways:
        local = LocalRelays(Path(tempfile.mkdtemp()))
        try:
            report["relay"] = _figures("relay", args.games, local.relays)
        finally:
            local.stop()
    print(json.dumps(report, indent=2))


def _lan_figures(games: int) -> dict[str, object]:
    """The encrypted path on a virtual LAN of four computers (host and three friends)."""
    from tests.net.lan import Lan, why_no_lan

    reason = why_no_lan()
    if reason is not None:
        return {"skipped": reason}
    lan = Lan()
    try:
        for name in ("anna", "bob", "cleo", "dan"):
            lan.computer(name)
        rtt = _round_trip_ms(lan)
        two = _play("me,friend", games, lan=lan)
        four = _play("friend,me,friend,friend", max(1, games // 2), lan=lan)
    finally:
        lan.close()
    finals = two + four
    latencies = sorted(ms * 1000 for final in finals for ms in final["latencies"])
    median = statistics.median(latencies)
    sit = statistics.median(f["sit_seconds"] * 1000 for f in finals)
    keys = statistics.median(f["handshake_seconds"] * 1000 for f in finals)
    return {
        "round_trip_ms": round(rtt, 3),
        "move_to_answer_ms": {
            "median": round(median, 2),
            "p99": round(latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))], 2),
            "moves": len(latencies)},
        "sit_down_ms": round(sit, 2), "keys_ms": round(keys, 2),
        "extra_for_keys_ms": round(sit - 3 * rtt, 2),
        "key_agreement_cpu_ms": round(_key_agreement_ms(), 2),
        "bytes_per_game_per_guest": {
            "two_players": round(two[0]["bytes_received"] / games),
            "four_players": round(max(f["bytes_received"] for f in four) / max(1, games // 2))},
        "meets_targets": median <= rtt + TARGET_OVER_ROUND_TRIP_MS,
    }


def _round_trip_ms(lan) -> float:
    """The median round trip between the host's computer and a friend's (TCP echo)."""
    host, friend = lan.computers[0], lan.computers[1]
    server = host.python("-m", "tests.net.stranger", "echo", "7070")
    server.stdout.readline()
    client = friend.python("-m", "tests.net.stranger", "rtt", host.address, "7070", "500")
    out, _err = client.communicate(timeout=60)
    server.kill()
    return statistics.median(json.loads(out)) * 1000


def _key_agreement_ms(rounds: int = 20) -> float:
    """One handshake's work, both sides (no network): SPAKE2, the keys, the proofs."""
    import time

    from spite_gui.net.secure import GuestHandshake, HostHandshake, KeyPair

    table, seat = KeyPair.generate(), KeyPair.generate()
    started = time.perf_counter()
    for _ in range(rounds):
        host = HostHandshake(table, lambda: "482913")
        guest = GuestHandshake("482913", table.public_hex)
        offer, = host.receive(guest.start()[0]).send
        answer = guest.receive(offer).send[0]
        agreed = host.receive(answer)
        session = guest.receive(agreed.send[0]).session
        assert agreed.session is not None and session is not None
        proof = agreed.session.proof_of(table, "table")
        assert session.proves(table.public_hex, "table", proof)
        assert agreed.session.proves(seat.public_hex, "seat", session.proof_of(seat, "seat"))
    return (time.perf_counter() - started) / rounds * 1000


if __name__ == "__main__":
    main()
