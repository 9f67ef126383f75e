"""Friends on separate computers, and a stranger on the same LAN: programs in network
namespaces of their own, joined by a virtual switch that shows every frame to everyone
(a hub, an open Wi-Fi), with addresses that exist only there and no default route.

Skipped, saying why, where namespaces can't be made (they need root; CI runs as root).
"""

from __future__ import annotations

import json
import re
import zlib
from pathlib import Path

import pytest

from spite_gui.net.protocol import Goodbye

from .capture import tcp_payloads
from .lan import Lan, lan_or_skip
from .programs import Program, guest_view, host_views

pytestmark = pytest.mark.slow
PORT = 47474
QUICK = ("--preset", "Quick", "--level", "easy")
CARD = re.compile(rb'"([2-9TJQKA][SHDC]|JK)"')


@pytest.fixture
def lan():
    lan_or_skip()
    lan = Lan(hub=True)
    yield lan
    lan.close()


def _host(computer, *args: str, env: dict[str, str] | None = None) -> tuple[Program, dict]:
    """A host program on ``computer``, and what it said as it opened (PIN, fingerprint)."""
    host = computer.run("host", "--port", str(PORT), *QUICK, *args, env=env)
    opened = host.event("opened")
    host.event("listening")
    return host, opened


def _join(computer, host, *args: str) -> Program:
    return computer.run("join", "--address", f"{host.address}:{PORT}", "--level", "easy",
                        *args)


def _capture(computer, out: Path):
    process = computer.python("-m", "tests.net.capture", "eth0", str(out))
    assert process.stdout is not None
    assert process.stdout.readline().strip() == b"capturing"
    return process


def _stranger(computer, *args: str, env: dict[str, str] | None = None) -> list:
    """Run :mod:`tests.net.stranger` on ``computer`` to its end; the JSON lines it printed."""
    process = computer.python("-m", "tests.net.stranger", *args, env=env)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 0, err.decode()
    return [json.loads(line) for line in out.decode().splitlines() if line.startswith(("{", "["))]


def _agree(host_final, finals) -> None:
    views = host_views(host_final)
    for final in finals:
        assert final["ok"], final
        assert guest_view(final) == views[final["seat"]]
        assert all(ok for ok, _message in final["verdicts"].values())


def _frames(stream: bytes) -> list[bytes]:
    frames, at = [], 0
    while at + 4 <= len(stream):
        size = int.from_bytes(stream[at:at + 4], "big")
        frames.append(stream[at + 4:at + 4 + size])
        at += 4 + size
    return frames


def _turn(program: Program, turn: int) -> None:
    program.until(lambda e: e["event"] == "turn" and e["turn"] >= turn, timeout=120)


def _news(program: Program, kind: str) -> list[dict]:
    return [e for e in program.events if e["event"] == "news" and e["kind"] == kind]


def test_a_stranger_who_sees_every_frame_reads_no_card_and_takes_no_seat(lan, tmp_path):
    anna, bob, eve = lan.computer("anna"), lan.computer("bob"), lan.computer("eve")
    watching = _capture(eve, tmp_path / "lan.frames")
    host, opened = _host(anna, "--seats", "me,friend", "--pace", "0.03")
    friend = _join(bob, anna, "--pin", opened["pin"], "--name", "Bob", "--pace", "0.03")
    _turn(friend, 6)
    # what Eve saw Bob's program send so far, sent again from her computer: nothing opens
    seen = tcp_payloads(tmp_path / "lan.frames")
    from_bob = next(data for (src, _, dst, dport), data in seen.items()
                    if src == bob.address and dst == anna.address and dport == PORT)
    answers = _stranger(eve, "replay", anna.address, str(PORT), from_bob.hex())
    assert answers[-1] == {"closed": True}
    assert not any(a.get("type") in ("welcome", "seated") for a in answers)
    # without the PIN she is asked for it; with a guess she can't read the table's welcome
    no_pin = _join(eve, anna, "--name", "Eve").final(timeout=60)
    assert no_pin["seat"] is None and "asks for its PIN" in no_pin["closed"]
    guess = "000000" if opened["pin"] != "000000" else "111111"
    guessed = _join(eve, anna, "--pin", guess, "--name", "Eve").final(timeout=60)
    assert guessed["seat"] is None and "not the table's" in guessed["closed"]
    # Bob played on, undisturbed, to the end; nobody else ever sat down
    friend_final = friend.final(timeout=180)
    _agree(host.final(), [friend_final])
    assert len(_news(host, "joined")) == 1 and not _news(host, "back")
    watching.terminate()
    watching.wait(10)
    flows = tcp_payloads(tmp_path / "lan.frames")
    to_bob = next(data for (src, sport, dst, _), data in flows.items()
                  if src == anna.address and sport == PORT and dst == bob.address)
    to_anna = next(data for (src, _, dst, dport), data in flows.items()
                   if src == bob.address and dst == anna.address and dport == PORT)
    # Eve saw the whole game go by …
    assert len(to_bob) >= 0.95 * friend_final["bytes_received"]
    # … and read nothing of it: the greetings are in the clear, every other frame is
    # sealed (random to her: it does not even compress): no card, no message, no seat key
    down, up = _frames(to_bob), _frames(to_anna)
    assert [json.loads(f)["type"] for f in down[:2]] == ["key_offer", "key_finish"]
    assert [json.loads(f)["type"] for f in up[:2]] == ["hello", "key_answer"]
    for sealed in (b"".join(down[2:]), b"".join(up[2:])):
        assert len(sealed) > 1000
        assert len(zlib.compress(sealed, 9)) > 0.99 * len(sealed)
        assert b'"type"' not in sealed and not CARD.search(sealed)


def test_an_address_change_or_a_borrowed_address_gets_nothing_the_seat_key_gets_back(
        lan, tmp_path):
    anna, bob, eve = lan.computer("anna"), lan.computer("bob"), lan.computer("eve")
    key = str(tmp_path / "bob.key")
    host, opened = _host(anna, "--seats", "me,friend", "--wait", "60", "--pace", "0.03")
    first = _join(bob, anna, "--pin", opened["pin"], "--seat-key", key, "--name", "Bob",
                  "--pace", "0.03")
    _turn(first, 5)
    first.kill()
    host.event("news", kind="waiting", seat=1)
    # Bob's laptop comes back with another address; Eve takes the one he had
    old = bob.address
    bob.move_to(bob.number + 100)
    eve.sh(f"ip addr add {old}/24 dev eth0")
    borrowed = eve.run("join", "--address", f"{anna.address}:{PORT}", "--returning",
                       "--name", "Bob", "--level", "easy").final(timeout=60)
    assert borrowed["seat"] is None and "PIN" in borrowed["closed"]
    with_pin = eve.run("join", "--address", f"{anna.address}:{PORT}", "--pin", opened["pin"],
                       "--name", "Bob", "--level", "easy").final(timeout=60)
    assert with_pin["seat"] is None and with_pin["closed"] == Goodbye.TABLE_FULL
    # Bob's program, started again with its seat key, from his new address: back at his seat
    again = _join(bob, anna, "--seat-key", key, "--returning", "--name", "Bob",
                  "--pace", "0.03")
    back = host.event("news", kind="back", seat=1)
    assert back["name"] == "Bob"
    _agree(host.final(), [again.final(timeout=180)])


def test_discovery_works_with_no_gateway_and_a_fake_table_is_told_apart(lan):
    """No default route on this LAN: multicast DNS joins its group on the interface that
    has one (the programs choose it themselves here). Eve announces a table of her own
    under Anna's name, from a computer of the same host name: the list shows each with its
    own address and fingerprint, and Bob's program, knowing Anna's key, sits at Anna's."""
    anna, bob, eve = lan.computer("anna"), lan.computer("bob"), lan.computer("eve")
    assert "default" not in anna.sh("ip route")
    own_choice = {"SPITE_GUI_LOCAL_NETWORK": ""}
    host, opened = _host(anna, "--seats", "me,friend", "--announce", "--name", "Anna",
                         env=own_choice)
    assert host.event("announced")["interfaces"] == [anna.address]
    fake, fake_opened = _host(eve, "--seats", "me,friend", "--announce", "--name", "Anna",
                              env=own_choice)
    fake.event("announced")
    listed = _stranger(bob, "list", "2", env=own_choice)[0]
    annas = sorted((t["address"], t["fingerprint"]) for t in listed if t["name"] == "Anna")
    assert annas == sorted([(anna.address, opened["fingerprint"]),
                            (eve.address, fake_opened["fingerprint"])])
    # a program that knows Anna's table takes no other: the fake at Eve's address …
    fooled = bob.run("join", "--address", f"{eve.address}:{PORT}", "--pin",
                     fake_opened["pin"], "--table-key", opened["table_key"],
                     env=own_choice).final(timeout=60)
    assert fooled["seat"] is None and "is not that table's" in fooled["closed"]
    # … and Anna's, found in the list, seats Bob and the game is played
    friend = bob.run("join", "--lan", "--lan-host", "Anna", "--table-key", opened["table_key"],
                     "--pin", opened["pin"], "--level", "easy", env=own_choice)
    assert friend.event("found")["address"] == anna.address
    _agree(host.final(), [friend.final(timeout=180)])


def test_places_held_by_a_stranger_keep_no_friend_out(lan, tmp_path):
    """Eve holds every place for connections that have not sat down, from five addresses,
    opening new ones every second: a new friend with the PIN sits down, and a friend who
    dropped out comes back to their seat."""
    anna, bob, cleo, eve = (lan.computer(n) for n in ("anna", "bob", "cleo", "eve"))
    extra = [f"{lan.subnet}.{200 + n}" for n in range(4)]
    for address in extra:
        eve.sh(f"ip addr add {address}/24 dev eth0")
    key = str(tmp_path / "bob.key")
    host, opened = _host(anna, "--seats", "me,friend,friend", "--wait", "60",
                         "--pace", "0.03")
    bob_first = _join(bob, anna, "--pin", opened["pin"], "--seat-key", key, "--name", "Bob",
                      "--pace", "0.03")
    host.event("news", kind="joined", seat=1)
    holding = eve.python("-m", "tests.net.stranger", "hold", anna.address, str(PORT),
                         eve.address, *extra)
    assert holding.stdout is not None
    for _ in range(3):  # every place is held, and held again
        assert json.loads(holding.stdout.readline())["held"] >= 16
    friend = _join(cleo, anna, "--pin", opened["pin"], "--name", "Cleo", "--pace", "0.03")
    host.event("news", kind="joined", seat=2)
    _turn(bob_first, 5)
    bob_first.kill()
    host.event("news", kind="waiting", seat=1)
    bob_again = _join(bob, anna, "--seat-key", key, "--returning", "--name", "Bob",
                      "--pace", "0.03")
    host.event("news", kind="back", seat=1)
    assert json.loads(holding.stdout.readline())["held"] >= 16, "still holding"
    _agree(host.final(), [bob_again.final(timeout=180), friend.final(timeout=180)])
