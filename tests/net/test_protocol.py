"""Messages on the wire: each one comes back as it went, and nothing else gets through."""

from __future__ import annotations

import contextlib
import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spite_gui.engine import Card, Game, Illegal, Move, Place, Refusal, Rules
from spite_gui.net.codec import ProtocolError
from spite_gui.net.protocol import (
    GUEST_GREETS,
    GUEST_SAYS,
    HOST_GREETS,
    HOST_SAYS,
    MAX_MESSAGE,
    PROTOCOL,
    Again,
    Asking,
    Bye,
    Chat,
    Commit,
    Hello,
    Join,
    KeyAnswer,
    KeyFinish,
    KeyOffer,
    Ping,
    Play,
    React,
    Refused,
    Reveal,
    Seated,
    SeatInfo,
    Seats,
    Undo,
    UpdateMessage,
    Welcome,
    decode,
    encode,
)
from spite_gui.play import GameHost, Seating, Update
from spite_gui.play.refusals import REFUSAL_CODES, Declined

KEY = "0123456789abcdef" * 4
PROOF = "cd" * 64
SPAKE = "41" * 33
DIGEST = "ab" * 32


def _updates() -> list[Update]:
    game = Game.new(Rules(), 3, seed=5)
    host = GameHost(game, Seating.against_computers(3, "easy"), deal_public=False)
    told: list[Update] = []
    host.attach(1, told.append)
    host.start()
    for _ in range(30):
        host.submit(game.current_player, game.legal_moves()[0])
    return told


UPDATES = _updates()
SEATS = (SeatInfo("Anna", "person", "present"), SeatInfo("Bob", "remote", "waiting", 42),
         SeatInfo("East", "computer", "present", None, "hard"),
         SeatInfo("Cleo", "remote", "standing_in", None, "medium"))
GUEST = [Join("Bob", KEY, PROOF),
         Play(1, Move.parse("side:2>centre:3")), Undo(1), Chat("nice one!"), React("oops"),
         Again(), Ping(7), Bye("left the table")]
HOST = [Welcome(PROTOCOL, "0.1.0", "Anna", Rules.preset("Traditional"), SEATS, PROOF),
        Bye("The table is full.", PROTOCOL, "0.2.0"), Asking(1), Seated(2), Seats(SEATS),
        Commit(1, DIGEST, None), Commit(3, DIGEST, 2),
        UpdateMessage(UPDATES[0], ()), UpdateMessage(UPDATES[-1]),
        UpdateMessage(UPDATES[0], tuple(Move.parse(m) for m in ("hand:0>side:1", "end"))),
        Refused(Refusal(Illegal.WRONG_RANK, Card(8, "H"), rank=2)),
        Refused(Refusal(Illegal.GAME_OVER)), Refused(Refusal(Illegal.ACE_FIRST, source=Place.SIDE)),
        Chat("hi", 2), React("thanks", 0), Again(3),
        Reveal(1, 48213, DIGEST, (17, 0, 5))]


#: what each side says in the clear, before the keys are agreed
GUEST_CLEAR = [Hello(PROTOCOL, "0.1.0"), KeyAnswer(SPAKE, True), KeyAnswer(SPAKE, False),
               Bye("left")]
HOST_CLEAR = [KeyOffer(KEY, True), KeyOffer(KEY, False), KeyFinish(SPAKE),
              Bye("Get version 0.2.0.", PROTOCOL, "0.2.0")]


@pytest.mark.parametrize("message", GUEST, ids=lambda m: m.TYPE)
def test_every_guest_message_comes_back_as_it_went(message):
    assert decode(encode(message), GUEST_SAYS) == message


@pytest.mark.parametrize("message", HOST, ids=lambda m: m.TYPE)
def test_every_host_message_comes_back_as_it_went(message):
    assert decode(encode(message), HOST_SAYS) == message


@pytest.mark.parametrize("message, allowed", [(m, GUEST_GREETS) for m in GUEST_CLEAR]
                         + [(m, HOST_GREETS) for m in HOST_CLEAR],
                         ids=lambda m: getattr(m, "TYPE", "clear"))
def test_every_message_in_the_clear_comes_back_as_it_went(message, allowed):
    assert decode(encode(message), allowed) == message


def test_nothing_of_the_game_is_taken_in_the_clear():
    """Before the keys are agreed, a table takes only the greetings: no Join, no move."""
    for message in GUEST:
        if not isinstance(message, Bye | Ping):
            with pytest.raises(ProtocolError, match="kind this side does not take"):
                decode(encode(message), GUEST_GREETS)
    for message in HOST:
        if not isinstance(message, Bye):
            with pytest.raises(ProtocolError, match="kind this side does not take"):
                decode(encode(message), HOST_GREETS)


def test_each_side_takes_only_the_messages_the_other_may_send():
    with pytest.raises(ProtocolError, match="kind this side does not take"):
        decode(encode(Seated(1)), GUEST_SAYS)
    with pytest.raises(ProtocolError):
        decode(encode(Play(1, Move.parse("payoff>centre:0"))), HOST_SAYS)


def test_hello_and_bye_keep_their_shape_for_every_version():
    """A program of any version reads these two, so it can be told which version to get."""
    assert json.loads(encode(Hello(99, "7.0"))) == {
        "type": "hello", "app": "spite-and-malice", "protocol": 99, "version": "7.0"}
    assert json.loads(encode(Bye("Get version 0.1.0.", 1, "0.1.0"))) == {
        "type": "bye", "reason": "Get version 0.1.0.", "protocol": 1, "version": "0.1.0"}
    with pytest.raises(ProtocolError, match="not a Spite and Malice table"):
        decode(b'{"type":"hello","app":"chess","protocol":1,"version":"1"}', GUEST_GREETS)


@pytest.mark.parametrize("wire, why", [
    (b'{"type":"play","seat":1,"move":"hand:9>centre:0"}', "move"),
    (b'{"type":"play","seat":1.0,"move":"hand:1>centre:0"}', "seat"),
    (b'{"type":"play","seat":1,"move":"hand:1>centre:0","extra":1}', "play message"),
    (b'{"type":"join","name":"   ","seat_key":"' + KEY.encode() + b'","proof":"'
     + PROOF.encode() + b'"}', "name"),
    (b'{"type":"join","name":"Bob","seat_key":"ABC","proof":"' + PROOF.encode() + b'"}',
     "seat key"),
    (b'{"type":"join","name":"Bob","seat_key":"' + KEY.encode() + b'","proof":null}',
     "proof"),
    (b'{"type":"chat","text":"' + b"x" * 201 + b'","seat":null}', "chat"),
    (b'{"type":"react","reaction":"rude","seat":null}', "reaction"),
    (b'{"type":"ping","number":NaN}', "number"),
    (b'{"type":"ping","number":' + b"9" * 5000 + b"}", "JSON"),
    (b"[" * 100_000 + b"]" * 100_000, "JSON"),
    (b"\xff\xfe", "JSON"),
    (b'["hello"]', "not valid"),
    (b" " * (MAX_MESSAGE + 1), "too large"),
])
def test_a_bad_message_is_refused_saying_what_is_wrong(wire, why):
    with pytest.raises(ProtocolError, match=why):
        decode(wire, GUEST_SAYS)


def test_a_refusal_crosses_as_a_code_with_its_parameters_never_words():
    refused = Refused(Refusal(Declined.UNDO_DREW, Card(12, "H")))
    assert json.loads(encode(refused)) == {
        "type": "refused", "code": "undo_drew", "card": "QH", "rank": 0, "source": None}
    assert decode(encode(refused), HOST_SAYS) == refused


@pytest.mark.parametrize("code", list(REFUSAL_CODES.values()))
def test_every_refusal_code_crosses_the_wire_as_itself(code):
    refused = Refused(Refusal(code, Card(13, "S"), rank=12, source=Place.SIDE))
    assert decode(encode(refused), HOST_SAYS) == refused


def test_a_refusals_pile_is_read_as_a_place_and_written_back_as_the_same_word():
    wire = {"type": "refused", "code": "ace_first", "card": None, "rank": 0, "source": "hand"}
    refused = decode(json.dumps(wire).encode(), HOST_SAYS)
    assert refused.refusal.source is Place.HAND
    assert json.loads(encode(refused)) == wire


def test_a_code_from_a_newer_table_is_read_as_a_refusal_without_its_reason():
    wire = b'{"type":"refused","code":"too_clever","card":null,"rank":0,"source":null}'
    assert decode(wire, HOST_SAYS) == Refused(Refusal(Declined.OTHER))


@pytest.mark.parametrize("fields, why", [
    (b'"code":"Wait for your turn.","card":null,"rank":0,"source":null', "refusal"),
    (b'"code":"wrong_rank","card":"8X","rank":2,"source":null', "card"),
    (b'"code":"wrong_rank","card":"8H","rank":14,"source":null', "rank"),
    (b'"code":"ace_first","card":null,"rank":0,"source":"stock"', "pile"),
    (b'"reason":"Wait for your turn."', "refused message"),
])
def test_a_bad_refusal_is_refused_saying_what_is_wrong(fields, why):
    with pytest.raises(ProtocolError, match=why):
        decode(b'{"type":"refused",' + fields + b"}", HOST_SAYS)


def test_a_name_or_chat_line_is_tidied_not_trusted():
    wire = json.dumps({"type": "join", "name": "  Bob\u0007\n  the  Builder ",
                       "seat_key": KEY, "proof": PROOF}).encode()
    assert decode(wire, GUEST_SAYS) == Join("Bob the Builder", KEY, PROOF)
    chat = decode(b'{"type":"chat","text":"line one\\nline\\ttwo","seat":null}', GUEST_SAYS)
    assert chat == Chat("line one line two")


def test_an_update_carries_the_moves_so_far_exactly_when_it_is_the_table_as_it_stands():
    start, move = UPDATES[0], UPDATES[-1]
    for update, moves in ((start, None), (move, ())):
        with pytest.raises(ProtocolError, match="update"):
            decode(encode(UpdateMessage(update, moves)), HOST_SAYS)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=5),
    max_leaves=25)
WIRES = [json.loads(encode(m)) for m in GUEST + HOST + GUEST_CLEAR + HOST_CLEAR]


@settings(max_examples=400, deadline=None)
@given(data=st.data(), replacement=JSON)
def test_a_tampered_field_is_refused_or_read_exactly(data, replacement):
    original = data.draw(st.sampled_from(WIRES))
    key = data.draw(st.sampled_from(sorted(original)))
    tampered = copy.deepcopy(original)
    tampered[key] = replacement
    wire = json.dumps(tampered).encode()
    for allowed in (GUEST_SAYS, HOST_SAYS, GUEST_GREETS, HOST_GREETS):
        try:
            message = decode(wire, allowed)
        except ProtocolError:
            continue
        assert decode(encode(message), allowed) == message


@settings(max_examples=300, deadline=None)
@given(junk=st.binary(max_size=300) | JSON.map(lambda v: json.dumps(v).encode()))
def test_junk_is_refused_with_a_protocol_error_only(junk):
    for allowed in (GUEST_SAYS, HOST_SAYS, GUEST_GREETS, HOST_GREETS):
        with contextlib.suppress(ProtocolError):
            decode(junk, allowed)


@pytest.mark.parametrize("typed", ["0 \x00", "a \x00 b", "\x1b[31mred\x1b[0m ", " \u2028x\t"])
def test_text_a_person_typed_is_read_as_one_tidy_line_and_comes_back_the_same(typed):
    wire = json.dumps({**json.loads(encode(Chat("hello"))), "text": typed}).encode()
    message = decode(wire, GUEST_SAYS)
    assert message.text == " ".join(message.text.split()) and message.text.isprintable()
    assert decode(encode(message), GUEST_SAYS) == message
