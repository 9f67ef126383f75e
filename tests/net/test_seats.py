"""A seat belongs to the person in it: who may sit down (the PIN, the host's yes), who may
come back (the seat key, from anywhere), and who can't (a copied message, a borrowed
address, someone the host removed). Over loopback, in one process."""

from __future__ import annotations

import pytest

from spite_gui.net import news as told
from spite_gui.net.codec import ProtocolError
from spite_gui.net.protocol import (
    Asking,
    Bye,
    Goodbye,
    Join,
    KeyOffer,
    Play,
    Seated,
    UpdateMessage,
    Welcome,
)
from spite_gui.net.secure import (
    MAX_WRONG_PINS,
    NEEDS_PIN,
    WRONG_PIN,
    GuestHandshake,
    HostHandshake,
    KeyPair,
    Refusal,
    Session,
    fingerprint,
)
from spite_gui.net.server_terms import ASK

from .helpers import Harness, RawPeer, wait_for


@pytest.fixture
def harness():
    harness = Harness()
    yield harness
    harness.close()


def _agree(pin_at_host: str | None, pin_typed: str | None,
           returning: bool = False) -> tuple[Session, Session]:
    """The two sides of one handshake, message by message, without a network."""
    table_key = KeyPair.generate()
    host = HostHandshake(table_key, lambda: pin_at_host)
    guest = GuestHandshake(pin_typed, table_key.public_hex, returning)
    hello, = guest.start()
    offer, = host.receive(hello).send
    answer = guest.receive(offer)
    to_host = host.receive(answer.send[0])
    finish, = to_host.send
    to_guest = guest.receive(finish)
    assert to_host.session is not None and to_guest.session is not None
    return to_host.session, to_guest.session


def test_both_sides_agree_a_key_only_with_the_same_pin():
    host, guest = _agree("482913", "482913")
    assert guest.open(host.seal(b"your hand")) == b"your hand"
    assert host.open(guest.seal(b"my move")) == b"my move"
    assert host.transcript == guest.transcript
    host, guest = _agree("482913", "482914")
    with pytest.raises(ProtocolError, match="could not be opened"):
        guest.open(host.seal(b"your hand"))


def test_a_frame_repeated_dropped_or_changed_on_the_way_is_refused():
    host, guest = _agree("482913", "482913")
    first, second, third = (host.seal(m) for m in (b"one", b"two", b"three"))
    assert guest.open(first) == b"one"
    with pytest.raises(ProtocolError):
        guest.open(first)  # repeated
    with pytest.raises(ProtocolError):
        guest.open(third)  # the one before it dropped
    with pytest.raises(ProtocolError):
        guest.open(second[:-1] + bytes([second[-1] ^ 1]))  # one bit changed
    assert guest.open(second) == b"two"


def test_a_proof_is_good_for_its_own_connection_only():
    seat_key = KeyPair.generate()
    host, guest = _agree(None, None)
    proof = guest.proof_of(seat_key, "seat")
    assert host.proves(seat_key.public_hex, "seat", proof)
    assert not host.proves(seat_key.public_hex, "table", proof)  # not as another role
    other_host, _other_guest = _agree(None, None)
    assert not other_host.proves(seat_key.public_hex, "seat", proof)  # not replayed elsewhere
    assert not host.proves(KeyPair.generate().public_hex, "seat", proof)


def test_a_guest_asks_for_the_pin_before_guessing_and_takes_no_other_table():
    table_key = KeyPair.generate()
    hello, = GuestHandshake().start()
    offer, = HostHandshake(table_key, lambda: "482913").receive(hello).send
    assert isinstance(offer, KeyOffer) and offer.pin
    with pytest.raises(Refusal, match="asks for its PIN"):
        GuestHandshake(None).receive(offer)
    expected = KeyPair.generate().public_hex
    with pytest.raises(Refusal) as refused:
        GuestHandshake("482913", expected).receive(offer)
    assert fingerprint(expected) in str(refused.value)
    assert table_key.fingerprint in str(refused.value)


def test_a_new_friend_sits_down_with_the_pin_and_not_without(harness):
    table, port = harness.host(("person", "remote", "remote"))
    with pytest.raises(Refusal, match="asks for its PIN"):  # asked before any guess is made
        RawPeer(harness, port).greet(GuestHandshake(None))
    wrong = "000000" if table.pin != "000000" else "111111"
    guessed = RawPeer(harness, port, pin=wrong)
    assert isinstance(guessed.greet(), KeyOffer)
    with pytest.raises(ProtocolError, match="could not be opened"):
        guessed.until(Welcome)  # the table's welcome can't be read with a wrong PIN
    guessed.close()
    wait_for(lambda: any(n.detail == "did not know the table's PIN" for n in harness.news), 5)
    assert isinstance(RawPeer(harness, port).sit("Bob"), Seated)
    assert harness.run(lambda: table.open_seats) == 1


def test_after_ten_wrong_guesses_the_table_takes_a_new_pin(harness):
    table, port = harness.host(("person", "remote"))
    first = table.pin
    for guess in range(MAX_WRONG_PINS):
        peer = RawPeer(harness, port, pin=f"{(int(first) + 1 + guess) % 10**6:06d}")
        peer.greet()
        peer.close()
    wait_for(lambda: any(n.kind == told.NEW_PIN for n in harness.news), 10, "a new PIN")
    assert table.pin != first
    with pytest.raises(ProtocolError, match="could not be opened"):
        RawPeer(harness, port, pin=first).sit("Eve")
    assert isinstance(RawPeer(harness, port, pin=table.pin).sit("Bob"), Seated)


def test_the_guest_program_says_a_wrong_pin_plainly(harness):
    table, port = harness.host(("person", "remote"))
    wrong = "000000" if table.pin != "000000" else "111111"
    bob = harness.guest(port, "Bob", pin=wrong)
    wait_for(lambda: bob.closed is not None, 10)
    assert bob.closed == WRONG_PIN and bob.seat is None
    cleo = harness.guest(port, "Cleo", pin=None)
    wait_for(lambda: cleo.closed is not None, 10)
    assert cleo.closed == NEEDS_PIN and cleo.offered_key == table.table_key.public_hex


def test_at_a_table_whose_host_lets_friends_in_the_host_decides(harness):
    table, port = harness.host(("person", "remote", "remote"), door=ASK, host_name="Anna")
    assert table.pin is None
    bob = RawPeer(harness, port)
    assert bob.sit("Bob") == Asking(1)
    knock = next(n for n in harness.news if n.kind == told.KNOCKED)
    assert (knock.name, knock.seat) == ("Bob", 1)
    eve = RawPeer(harness, port)
    assert eve.sit("Eve") == Asking(1)
    second = [n for n in harness.news if n.kind == told.KNOCKED][-1]
    harness.run(lambda: table.answer(second.detail, False))
    bye = eve.until(Bye)
    assert bye.reason == Goodbye.NOT_LET_IN
    harness.run(lambda: table.answer(knock.detail, True))
    assert bob.until(Seated) == Seated(1)
    assert [s.state for s in harness.run(table.seats)] == ["present", "connected", "open"]


def test_the_host_removes_a_friend_who_can_not_come_back(harness):
    table, port = harness.host(("computer", "remote"), wait=30, host_name="Anna")
    bob = RawPeer(harness, port)
    assert bob.sit("Bob") == Seated(1)
    harness.run(table.start)
    bob.until(UpdateMessage)
    harness.run(lambda: table.remove(1))
    assert bob.until(Bye).reason == Goodbye.REMOVED
    assert harness.run(lambda: table.seats()[1].state) == "standing_in"
    again = RawPeer(harness, port, seat_key=bob.seat_key)
    bye = again.sit("Bob")
    assert isinstance(bye, Bye) and bye.reason == Goodbye.REMOVED
    # the seat is free for someone the host lets sit down
    assert RawPeer(harness, port).sit("Cleo") == Seated(1)


def test_a_copied_join_gets_nothing(harness):
    """Someone who saw a friend's Join (its seat key and proof) sends it on a connection of
    their own: the proof signs the friend's connection, not theirs."""
    table, port = harness.host(("computer", "remote"), wait=30)
    bob = RawPeer(harness, port)
    bob.greet()
    bob.until(Welcome)
    assert bob.session is not None
    join = Join("Bob", bob.seat_key.public_hex, bob.session.proof_of(bob.seat_key, "seat"))
    bob.send(join)
    assert bob.until(Seated) == Seated(1)
    harness.run(table.start)
    bob.close()
    wait_for(lambda: harness.run(lambda: table.seats()[1].state) == "waiting", 5)
    eve = RawPeer(harness, port, returning=True)
    eve.greet()
    eve.until(Welcome)
    eve.send(join)
    bye = eve.until(Bye)
    assert bye.reason == "Your program could not prove it holds the seat key it named."
    assert harness.run(lambda: table.seats()[1].state) == "waiting"


def test_a_friend_coming_back_from_another_address_takes_the_seat_and_the_old_link_goes(
        harness):
    table, port = harness.host(("computer", "remote"), wait=30)
    bob = RawPeer(harness, port)
    assert bob.sit("Bob") == Seated(1)
    harness.run(table.start)
    update = bob.until(UpdateMessage).update
    back = RawPeer(harness, port, seat_key=bob.seat_key, returning=True)
    assert back.sit("Bob") == Seated(1)
    assert bob.until(Bye).reason == Goodbye.SAT_ELSEWHERE
    start = back.until(UpdateMessage)
    assert start.update.view.turn >= update.view.turn
    if start.update.view.my_turn:
        back.send(Play(1, start.update.view.legal_moves()[0]))
        assert back.until(UpdateMessage) is not None


def test_a_friend_told_the_table_is_busy_tries_again_by_itself(harness):
    """Every place is taken by newcomers waiting for the host's answer (they can't be made
    to go): Bob's program is told the table is busy and dials again by itself, waiting
    longer each time, without a word of reconnecting (he had not sat down yet), and gets
    in once a place is free."""
    table, port = harness.host(("person", "remote", "remote"), door=ASK, max_strangers=2)
    waiting = [RawPeer(harness, port) for _ in range(2)]
    assert [peer.sit(name) for peer, name in zip(waiting, ("Eve", "Mal"), strict=True)] == [
        Asking(1), Asking(1)]
    bob = harness.guest(port, "Bob")
    wait_for(lambda: bob.dials >= 3, 20, "Bob's program to be told twice the table is busy")
    assert bob.closed is None and bob.seat is None
    knocks = [n for n in harness.news if n.kind == told.KNOCKED]
    harness.run(lambda: table.answer(knocks[0].detail, False))  # a place frees
    wait_for(lambda: [n.name for n in harness.news if n.kind == told.KNOCKED][-1] == "Bob",
             30, "Bob to ask, on his program's own")
    harness.run(lambda: table.answer(
        [n for n in harness.news if n.kind == told.KNOCKED][-1].detail, True))
    wait_for(lambda: bob.seat is not None, 10, "Bob to sit down")
    assert not any(n.kind == told.RECONNECTING for n in harness.told["Bob"])
    assert bob.closed is None
