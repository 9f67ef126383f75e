"""Byte by byte: nothing sent to a guest, in many games, shows a card hidden from it, and
nothing on the wire between them shows anything at all.

Each frame the guest's program received is taken as it was opened (the channel's tap),
inflated and read with the strict decoder; each update is checked against the host's
own record of the game, replayed move by move alongside. The bytes on the wire (a
loopback relay in between keeps them) show no card and no message.
"""

from __future__ import annotations

import json
import re
import zlib
from collections import Counter
from itertools import count

import pytest

from spite_gui.engine import Card, Game, Move, PlayerView, Rules
from spite_gui.net.codec import decode_update

from .helpers import Harness, Proxy, wait_for

CARD = re.compile(rb'"([2-9TJQKA][SHDC]|JK)"')
GAMES = 3  # per table: 15 games in all


@pytest.fixture
def harness():
    harness = Harness()
    yield harness
    harness.close()


def _inflated(opened: list[bytes]) -> list[bytes]:
    """Each message the table sent, as the guest opened it, inflated."""
    unpack = zlib.decompressobj(-15)
    return [unpack.decompress(frame[1:]) if frame[:1] == b"z" else frame for frame in opened]


def _on_the_wire(carried: bytes) -> list[bytes]:
    """The frames as they went on the wire."""
    frames, at = [], 0
    while at < len(carried):
        size = int.from_bytes(carried[at:at + 4], "big")
        frames.append(carried[at + 4:at + 4 + size])
        at += 4 + size
    return frames


def _cards(data: bytes) -> Counter[Card]:
    return Counter(Card.parse(m.decode()) for m in CARD.findall(data))


def _dump(value: object) -> bytes:
    return json.dumps(value, separators=(",", ":")).encode()


def _seen(game: Game, seat: int) -> Counter[Card]:
    return Counter(PlayerView.of(game, seat).visible_cards())


def _card_moved(game: Game, move: Move) -> Card | None:
    """The card ``move`` takes, by the host's game (None for ending a turn)."""
    seat = game.state.seats[game.current_player]
    if move.source == "payoff":
        return seat.payoff[-1]
    if move.source == "hand":
        return seat.hand[move.source_index]
    if move.source == "side":
        return seat.sides[move.source_index][-1]
    return None


def _check_stream(frames: list[bytes], documents: list[dict], seat: int) -> int:
    """Check every frame sent to ``seat``; returns how many updates were checked."""
    games = iter(documents)
    game: Game | None = None
    moves: list[Move] = []
    checked = 0
    for number in count():
        if number >= len(frames):
            break
        data = frames[number]
        raw = json.loads(data)
        if raw["type"] == "commit":
            document = next(games)
            game = Game.new(Rules.from_dict(document["rules"]), document["players"],
                            document["seed"], document["previous_starter"])
            moves = [Move.parse(m) for m in document["moves"]]
        if raw["type"] != "update":
            assert not _cards(data), f"{raw['type']} shows cards"
            continue
        assert game is not None
        update = decode_update(raw["update"])  # the exact shape, nothing more
        assert update.seat == seat
        before = _seen(game, seat)
        if update.kind == "move":
            assert update.move == moves[len(game.moves)]
            before[_card_moved(game, update.move)] += 1  # shown to all as it is played
            game.play(update.move)
        after = _seen(game, seat)
        # the table shows what the seat sees now; each event, what it saw a moment ago or
        # sees now; and no card is anywhere else in the message
        parts = [_dump(raw["update"]["view"])] + [_dump(e) for e in raw["update"]["events"]]
        assert sum((_cards(p) for p in parts), Counter()) == _cards(data)
        assert not (_cards(parts[0]) - after), "the table shows a hidden card"
        for event, part in zip(raw["update"]["events"], parts[1:], strict=True):
            assert not (_cards(part) - (before | after)), f"{event} shows a hidden card"
            assert not (event["event"] == "Drew" and event["player"] != seat), (
                "another seat's draw shows its cards")
        assert update.view == PlayerView.of(game, seat)
        assert (update.deal is not None) == game.is_over, "the deal number before the end"
        checked += 1
    return checked


@pytest.mark.parametrize("preset, players", [
    ("Classic", 2), ("Quick", 3), ("Traditional", 4), ("Jokers to King", 2), ("Family", 3),
])
def test_nothing_sent_to_a_guest_shows_a_card_hidden_from_it(harness, preset, players):
    _table, port = harness.host(("computer",) + ("remote",) * (players - 1),
                               Rules.preset(preset, players), start_when_full=True,
                               again_when_ready=True)
    proxy = Proxy(harness, port)
    opened: list[list[bytes]] = [[] for _ in range(1, players)]
    guests = [harness.guest(proxy.port, f"Friend {n}", seed=n, games=GAMES,
                            tap=opened[n - 1].append)
              for n in range(1, players)]
    wait_for(lambda: all(len(g.verdicts) == GAMES for g in guests), 120, "the games")
    assert len(harness.games) == GAMES
    assert all(v.ok for g in guests for v in g.verdicts.values())
    for guest, frames in zip(guests, opened, strict=True):
        moves = sum(len(d["moves"]) for d in harness.games)
        assert _check_stream(_inflated(frames), harness.games, guest.seat) == moves + GAMES
    assert len(proxy.carried) == len(guests)
    for carried in proxy.carried:  # what someone watching the wire saw
        wire = _on_the_wire(bytes(carried))
        clear = [json.loads(frame)["type"] for frame in wire[:2]]
        assert clear == ["key_offer", "key_finish"], "only the keys' agreement is in the clear"
        assert len(wire) > moves, "every update went, sealed"
        sealed = b"".join(wire[2:])
        # sealed bytes look random: nothing in them repeats, so nothing in them compresses
        assert len(zlib.compress(sealed, 9)) > 0.99 * len(sealed)
        assert b'"type"' not in sealed and b'"update"' not in sealed
