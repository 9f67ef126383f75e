"""A German player who types a way to a table that is not one (an address, a PIN, an invite
code) reads what one looks like in German (a catalogue made for the test with Qt's tools,
under the context the shipped catalogues keep the words in)."""

from __future__ import annotations

from spite_gui.table.company import CONTEXT

from .helpers import LOOPBACK, join_by_address, join_by_code

GERMAN = {
    (CONTEXT, "Type the host's address and port as they see it, like 192.168.1.20:47474 (the "
              "port may be left out if it is 47474)."):
        "Geben Sie Adresse und Port des Gastgebers so ein, wie er sie sieht, etwa "
        "192.168.1.20:47474 (der Port kann wegfallen, wenn er 47474 ist).",
    (CONTEXT, "A table PIN is 6 digits, like 482 913."):
        "Eine Tisch-PIN hat 6 Ziffern, etwa 482 913.",
    (CONTEXT, "That is not an invite code; one looks like 7-guitarist-revenge."):
        "Das ist kein Einladungscode; einer sieht so aus: 7-guitarist-revenge.",
}


def test_an_address_that_is_not_one_is_explained_in_german(app_with, made):
    made(GERMAN)
    dialog = join_by_address(app_with(), "bei meinem Freund")
    assert "Geben Sie Adresse und Port des Gastgebers so ein" in dialog.status_label.text()
    assert not dialog.joining


def test_a_pin_that_is_not_one_is_explained_in_german(app_with, made):
    made(GERMAN)
    dialog = join_by_address(app_with(), f"{LOOPBACK}:47474", pin="12")
    assert "Eine Tisch-PIN hat 6 Ziffern, etwa 482 913." in dialog.status_label.text()


def test_an_invite_code_that_is_not_one_is_explained_in_german(app_with, made):
    made(GERMAN)
    dialog = join_by_code(app_with(), "hallo")
    assert "Das ist kein Einladungscode" in dialog.status_label.text()
