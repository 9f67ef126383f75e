"""What the network tells a player, in the player's language: a program cut off for what
it sent reads why in its own language (the wire carries a fixed English sentence, which an
older program of the same protocol shows as it is: readable, never a bare code); the host's
log says in its own language why a program was turned away or a friend dropped out; a
table of another version is named in the guest's words, not the host's English. The
catalogue is made for the test with Qt's tools, under the context the shipped catalogues
keep these words in."""

from __future__ import annotations

import re

import pytest

from spite_gui.net import news as told
from spite_gui.net.client import OTHER_VERSION
from spite_gui.net.door import OUT_OF_TURN, TOO_SLOW
from spite_gui.net.news import News
from spite_gui.net.protocol import MAX_REASON, Bye, Goodbye, Hello, Join, told_peer
from spite_gui.net.transport import CLOSED
from spite_gui.table.company import CONTEXT, goodbye_words, news_words, other_version_words

from ..net.helpers import Harness, RawPeer, wait_for

GERMAN = {
    (CONTEXT, "The table ended the connection: your program {fault}."):
        "Der Tisch hat die Verbindung beendet: Ihr Programm {fault}.",
    (CONTEXT, "sent a message out of turn"): "hat eine Nachricht zur falschen Zeit geschickt",
    (CONTEXT, "took too long to join"): "hat zu lange gebraucht, um Platz zu nehmen",
    (CONTEXT, "sent a message that is not valid"): "hat eine ungültige Nachricht geschickt",
    (CONTEXT, "the connection closed"): "die Verbindung wurde beendet",
    (CONTEXT, "A program at {who} was turned away: it {detail}."):
        "Ein Programm unter {who} wurde abgewiesen: Es {detail}.",
    (CONTEXT, "{who} dropped out ({detail})."): "{who} ist ausgestiegen ({detail}).",
    (CONTEXT, "The table is closed: {detail}"): "Der Tisch ist geschlossen: {detail}",
    (CONTEXT, "the table sent a message out of turn"):
        "der Tisch hat eine Nachricht zur falschen Zeit geschickt",
    (CONTEXT, "{host} did not let you in."): "{host} hat Sie nicht hereingelassen.",
    (CONTEXT, "This table runs Spite and Malice {version}, a newer version than yours. "
              "Play with version {version} to join."):
        "An diesem Tisch läuft Spite and Malice {version}, eine neuere Version als Ihre. "
        "Spielen Sie mit Version {version}, um mitzuspielen.",
}


@pytest.fixture
def harness():
    harness = Harness()
    yield harness
    harness.close()


def test_a_program_cut_off_reads_why_in_german_and_an_older_one_reads_a_sentence(
        harness, made):
    made(GERMAN)
    _table, port = harness.host(("person", "remote"))
    peer = RawPeer(harness, port)
    peer.send(Join("Eve", "0" * 64, "0" * 128))  # before saying hello: not taken yet
    bye = peer.until(Bye)
    # what crosses the wire is the fixed English sentence: what an older program shows
    assert bye.reason == ("Your program sent a message that is not valid (the message is of "
                          "a kind this side does not take).")
    assert goodbye_words(bye.reason, "Anna") == (
        "Der Tisch hat die Verbindung beendet: Ihr Programm hat eine ungültige Nachricht "
        "geschickt.")  # what was wrong with it is for developers
    wait_for(lambda: any(n.kind == told.TURNED_AWAY for n in harness.news), 5)
    turned = next(n for n in harness.news if n.kind == told.TURNED_AWAY)
    assert news_words(turned) == (f"Ein Programm unter {turned.name} wurde abgewiesen: Es hat "
                                  "eine ungültige Nachricht geschickt.")
    assert goodbye_words(told_peer(OUT_OF_TURN), "Anna") == (
        "Der Tisch hat die Verbindung beendet: Ihr Programm hat eine Nachricht zur falschen "
        "Zeit geschickt.")


def test_the_hosts_log_words_its_reasons_in_german(made):
    made(GERMAN)
    assert news_words(News(told.TURNED_AWAY, None, "10.0.0.7", TOO_SLOW)) == (
        "Ein Programm unter 10.0.0.7 wurde abgewiesen: Es hat zu lange gebraucht, um Platz "
        "zu nehmen.")
    # what was wrong with a message is for developers: the player reads that it was not valid
    not_valid = News(told.TURNED_AWAY, None, "10.0.0.7",
                     "sent a message that is not valid (the name is not valid)")
    assert news_words(not_valid) == ("Ein Programm unter 10.0.0.7 wurde abgewiesen: Es hat "
                                     "eine ungültige Nachricht geschickt.")
    assert news_words(News(told.DROPPED, 1, "Bob", CLOSED)) == (
        "Bob ist ausgestiegen (die Verbindung wurde beendet).")
    assert news_words(News(told.CLOSED, None, "Anna", "the table sent a message out of turn")) \
        == "Der Tisch ist geschlossen: der Tisch hat eine Nachricht zur falschen Zeit geschickt"


def test_a_table_of_a_newer_version_is_named_in_german(made):
    made(GERMAN)
    assert other_version_words("0.4.0", 99) == (
        "An diesem Tisch läuft Spite and Malice 0.4.0, eine neuere Version als Ihre. "
        "Spielen Sie mit Version 0.4.0, um mitzuspielen.")
    assert goodbye_words(f"{OTHER_VERSION} (0.4.0)", "Anna") == (
        "the table runs another version of the game (0.4.0)")  # not in the made catalogue


def test_a_guest_of_another_protocol_learns_the_hosts_version(harness):
    _table, port = harness.host(("person", "remote"))
    peer = RawPeer(harness, port)
    peer.send(Hello(99, "9.0.0"))
    bye = peer.until(Bye)
    assert bye.protocol is not None and bye.version is not None  # the guest words it


def test_every_goodbye_an_older_program_shows_is_a_readable_sentence(made):
    made(GERMAN)
    for goodbye in Goodbye:
        assert re.fullmatch(r"[A-Z][^_]* [^_]*\.", goodbye), goodbye  # a sentence, no code
        assert len(goodbye) <= MAX_REASON
        assert Bye.read({"type": "bye", "reason": str(goodbye), "protocol": None,
                         "version": None}).reason == goodbye  # as any program reads it
    assert goodbye_words(Goodbye.NOT_LET_IN, "Anna") == "Anna hat Sie nicht hereingelassen."


def test_the_check_of_the_deal_is_told_in_german(made):
    from spite_gui.net.fairness import CHANGED, VERIFIED, Verdict

    made({(CONTEXT, "Deal verified: every card came from deal #{deal}, as the host promised "
                    "before dealing."):
          "Spiel geprüft: Jede Karte kam aus Spiel Nr. {deal}, wie der Gastgeber es vor dem "
          "Geben versprochen hatte.",
          (CONTEXT, "Warning: the host's cards changed during the game."):
          "Achtung: Die Karten des Gastgebers haben sich während des Spiels verändert."})
    verified = Verdict(True, "Deal verified: every card came from deal #77, …", VERIFIED, 77)
    assert news_words(News(told.VERIFIED, None, "Anna", verified)) == (
        "Spiel geprüft: Jede Karte kam aus Spiel Nr. 77, wie der Gastgeber es vor dem Geben "
        "versprochen hatte.")
    changed = Verdict(False, "Warning: the host's cards changed during the game (in round 3: "
                             "your table is not the deal's).", CHANGED)
    assert news_words(News(told.CHEATED, None, "Anna", changed)) == (
        "Achtung: Die Karten des Gastgebers haben sich während des Spiels verändert.")


def test_what_a_german_player_typed_wrong_is_said_in_german(made):
    """A PIN, an address or an invite code that is not one: the network layer's fixed
    sentence, worded where it is shown."""
    from spite_gui.net import invite, tcp
    from spite_gui.net.secure import read_pin
    from spite_gui.table.company import reason_words

    made({(CONTEXT, "A table PIN is 6 digits, like 482 913."):
          "Eine Tisch-PIN hat 6 Ziffern, etwa 482 913.",
          (CONTEXT, "That is not an invite code; one looks like 7-guitarist-revenge."):
          "Das ist kein Einladungscode; einer sieht so aus: 7-guitarist-revenge."})
    with pytest.raises(ValueError) as typed:
        read_pin("48")
    assert reason_words(str(typed.value)) == "Eine Tisch-PIN hat 6 Ziffern, etwa 482 913."
    with pytest.raises(ValueError) as typed:
        invite.read_code("hello there")
    assert reason_words(str(typed.value)) == (
        "Das ist kein Einladungscode; einer sieht so aus: 7-guitarist-revenge.")
    with pytest.raises(ValueError) as typed:
        tcp.read_address("my friend's house")
    assert reason_words(str(typed.value)).startswith("Type the host's address")  # not made
