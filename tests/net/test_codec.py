"""Seat updates on the wire: every update survives the trip, and nothing else gets through."""

from __future__ import annotations

import contextlib
import copy
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spite_gui.engine import Game, Rules
from spite_gui.engine.rules import PRESETS
from spite_gui.net.codec import ProtocolError, decode_update, encode_update
from spite_gui.play import GameHost, Seating, Update


def _game_updates(preset: str, players: int, seed: int, moves: int = 300) -> list[Update]:
    game = Game.new(Rules.preset(preset, players), players, seed)
    host = GameHost(game, Seating.against_computers(players, "easy"))
    told: list[Update] = []
    for seat in range(players):
        host.attach(seat, told.append)
    host.start()
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        host.submit(game.current_player, rng.choice(game.legal_moves()))
    return told


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset=st.sampled_from(list(PRESETS)), players=st.integers(2, 4),
       seed=st.integers(0, 999_999))
def test_every_update_of_a_game_comes_back_as_it_went(preset, players, seed):
    for update in _game_updates(preset, players, seed):
        wire = json.loads(json.dumps(encode_update(update)))
        assert decode_update(wire) == update


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=20)
SAMPLE = [json.loads(json.dumps(encode_update(u))) for u in _game_updates("Classic", 3, 5, 40)]


@settings(max_examples=300, deadline=None)
@given(junk=JSON)
def test_junk_is_refused_with_a_protocol_error_only(junk):
    with contextlib.suppress(ProtocolError):
        decode_update(junk)


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _paths(child, (*prefix, index))


@settings(max_examples=400, deadline=None)
@given(data=st.data(), replacement=JSON)
def test_a_tampered_field_is_refused_or_read_exactly(data, replacement):
    original = data.draw(st.sampled_from(SAMPLE))
    path = data.draw(st.sampled_from(list(_paths(original))[1:]))
    tampered = copy.deepcopy(original)
    holder = tampered
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = replacement
    try:
        update = decode_update(tampered)
    except ProtocolError:
        return
    # accepted: then it must say exactly what the tampered document says
    assert encode_update(update) == tampered


def test_bools_and_floats_are_not_numbers():
    wire = SAMPLE[0]
    for key, value in (("seat", True), ("seat", 0.0), ("undo_offered", 1), ("deal", 5.0)):
        tampered = dict(wire, **{key: value})
        try:
            decode_update(tampered)
        except ProtocolError:
            continue
        raise AssertionError(f"{key}={value!r} was accepted")
