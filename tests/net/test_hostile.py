"""Thousands of random and malformed messages at a hosting table while friends play:
no exception, no change to the game, and the honest seats are served throughout."""

from __future__ import annotations

import json
import random
import socket
import threading
import zlib

import pytest

from spite_gui.engine import Move, Rules
from spite_gui.net import news as told
from spite_gui.net.protocol import (
    MAX_MESSAGE,
    PROTOCOL,
    Again,
    Bye,
    Chat,
    Hello,
    Join,
    KeyAnswer,
    Ping,
    Play,
    React,
    Seated,
    SeatInfo,
    Undo,
    Welcome,
    encode,
)
from spite_gui.net.transport import MAX_FRAME

from .helpers import LOOPBACK, Harness, wait_for

DEAL = 4242
KEY = "0123456789abcdef" * 4
PROOF = "ab" * 64


def _frame(payload: bytes) -> bytes:
    return len(payload).to_bytes(4, "big") + payload


def _json(rng: random.Random, depth: int = 0) -> object:
    roll = rng.random()
    if depth > 3 or roll < 0.4:
        return rng.choice([None, True, False, rng.randint(-2**40, 2**40), rng.random() * 1e6,
                           "".join(rng.choice("ab{}\"\\\x00é7-") for _ in range(rng.randrange(6))),
                           "play", "hello", "move", "seat", 1, 0])
    if roll < 0.7:
        return [_json(rng, depth + 1) for _ in range(rng.randrange(4))]
    keys = ["type", "seat", "move", "text", "name", "seat_key", "proof", "protocol", "app",
            "version", "update", "reaction", "number", "spake", "pin", "x"]
    return {rng.choice(keys): _json(rng, depth + 1) for _ in range(rng.randrange(5))}


def _guesses() -> list[str]:
    """SPAKE2 messages made with guessed PINs (made once: each takes a few milliseconds)."""
    from spake2 import SPAKE2_A

    return [SPAKE2_A(f"{n:06d}".encode(), idA=b"guest", idB=b"table").start().hex()
            for n in range(8)]


GUESSES = _guesses()


def _message(rng: random.Random) -> bytes:
    """One frame of something a table must refuse (or, now and then, shrug off)."""
    hello = Hello(PROTOCOL, "0.1.0")
    kind = rng.randrange(12)
    if kind == 0:
        return rng.randbytes(rng.randrange(1, 64))  # not even a frame
    if kind == 1:
        return (MAX_FRAME + 1 + rng.randrange(2**20)).to_bytes(4, "big") + rng.randbytes(8)
    if kind == 2:
        return _frame(rng.randbytes(rng.randrange(200)))
    if kind == 3:
        return _frame(json.dumps(_json(rng)).encode())
    if kind == 4:
        fields = {"type": "hello", "app": rng.choice(["spite-and-malice", "chess", 5]),
                  "protocol": rng.choice([0, PROTOCOL + 1, -1, "1", True, 2**70]),
                  "version": rng.choice(["0.1.0", "", "x" * 40, None])}
        return _frame(json.dumps(fields).encode())
    if kind == 5:  # a well-formed message out of turn
        return _frame(encode(rng.choice([
            Play(rng.randrange(4), Move.parse("hand:0>centre:0")), Undo(rng.randrange(4)),
            Chat("hi"), React("oops"), Again(), Join("Eve", KEY, PROOF), Bye("bye")])))
    if kind == 6:  # what only a host may say
        seats = (SeatInfo("Eve", "person", "present"), SeatInfo("Bob", "remote", "open"))
        return _frame(encode(rng.choice([Welcome(PROTOCOL, "0.1.0", "Eve", Rules(), seats,
                                                 PROOF), Seated(0)])))
    if kind == 7:
        return _frame(b"z" + rng.randbytes(rng.randrange(1, 100)))
    if kind == 8:  # a deflate bomb: a few kilobytes that inflate past the limit
        pack = zlib.compressobj(9, zlib.DEFLATED, -15)
        bomb = pack.compress(b"{" + b" " * (4 * MAX_MESSAGE)) + pack.flush(zlib.Z_SYNC_FLUSH)
        return _frame(b"z" + bomb)
    if kind == 9:
        return _frame(b"[" * 50_000 + b"]" * 50_000)
    if kind == 10:  # a proper hello, a guess at the PIN, then something sealed with it
        return (_frame(encode(hello)) + _frame(encode(KeyAnswer(rng.choice(GUESSES), True)))
                + _frame(rng.randbytes(rng.randrange(16, 80))))
    return _frame(encode(hello)) + _frame(encode(Ping(rng.randrange(2**31))))


def _attack(port: int, rng: random.Random) -> tuple[int, bytes]:
    """One connection: a burst of bad messages, then read until the table hangs up."""
    burst = [_message(rng) for _ in range(rng.randrange(1, 16))]
    answer = b""
    with socket.create_connection((LOOPBACK, port), timeout=10) as sock:
        try:
            sock.sendall(b"".join(burst))
            while data := sock.recv(65536):
                answer += data
        except OSError:  # the table hung up in the middle of the burst
            pass
    return len(burst), answer


def _byes(answer: bytes) -> list[str]:
    reasons, at = [], 0
    while at + 4 <= len(answer):
        size = int.from_bytes(answer[at:at + 4], "big")
        frame = answer[at + 4:at + 4 + size]
        at += 4 + size
        if frame.startswith(b'{"type":"bye"'):
            reasons.append(json.loads(frame)["reason"])
    return reasons


def _play(flood: bool) -> tuple[dict, list, int, list[str]]:
    """A game of the host's computer and two friends, with or without a flood of bad
    messages from two more programs for as long as it lasts."""
    harness = Harness()
    try:
        table, port = harness.host(("computer", "remote", "remote"), start_when_full=True,
                                   deals=lambda: DEAL, join_timeout=2.0)
        guests = [harness.guest(port, name, seed=n, pace=0.05)
                  for n, name in enumerate(("Bob", "Cleo"), 1)]
        wait_for(lambda: all(g.update for g in guests), 30, "the deal")
        sent, reasons = [0, 0], [[], []]

        def attacker(n: int) -> None:
            rng = random.Random(n)
            while not all(g.verdicts for g in guests):
                count, answer = _attack(port, rng)
                sent[n] += count
                reasons[n] += _byes(answer)

        attackers = [threading.Thread(target=attacker, args=(n,)) for n in (0, 1) if flood]
        for thread in attackers:
            thread.start()
        wait_for(lambda: all(g.verdicts for g in guests), 120, "the end of the game")
        for thread in attackers:
            thread.join(30)
        verdicts = [g.verdicts[1].ok for g in guests]
        assert [g.update.view for g in guests] == harness.run(
            lambda: [table.host.view(g.seat) for g in guests])
        assert not harness.net.errors, harness.net.errors
        turned_away = [n.detail for n in harness.news if n.kind == told.TURNED_AWAY]
        return harness.games[-1], verdicts, sum(sent), reasons[0] + reasons[1] + turned_away
    finally:
        harness.close()


@pytest.mark.slow
def test_a_flood_of_bad_messages_changes_nothing_at_the_table():
    quiet, quiet_verdicts, _sent, _reasons = _play(flood=False)
    flooded, verdicts, sent, reasons = _play(flood=True)
    assert sent >= 2500, "thousands of messages"
    assert flooded == quiet, "the game went exactly as without the flood"
    assert verdicts == quiet_verdicts == [True, True]
    # the table said why to those it turned away (and its log says so)
    assert any("not valid" in r for r in reasons)
    assert any(r == "did not know the table's PIN" for r in reasons)
    assert any("out of turn" in r or "kind this side does not take" in r for r in reasons)
    assert all(r.endswith(".") for r in reasons if r.startswith("Your"))
