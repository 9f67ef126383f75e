"""The host's reasons for ending a conversation travel as codes (fixed sentences, which an
older program shows as they are); a reason this program does not know (a newer version's
code, an older one's sentence) is shown as it came, and the program goes on."""

from __future__ import annotations

import pytest

from spite_gui.net import news as told
from spite_gui.net.protocol import BUSY, Bye, Goodbye
from spite_gui.net.secure import NEEDS_PIN, WRONG_PIN
from spite_gui.table.company import GOODBYES, goodbye_words, news_words

from .helpers import Harness, RawPeer, wait_for


@pytest.fixture
def harness():
    harness = Harness()
    yield harness
    harness.close()


def test_a_reason_this_program_does_not_know_is_shown_as_it_came(harness):
    table, port = harness.host(("computer", "remote"), start_when_full=True)
    bob = harness.guest(port, "Bob", pace=0.01)
    wait_for(lambda: bob.update is not None, 10)
    harness.run(lambda: table.close("gone_fishing"))
    wait_for(lambda: bob.closed is not None, 10)
    assert bob.closed == "gone_fishing"
    closed = harness.told["Bob"][-1]
    assert closed.kind == told.CLOSED
    assert news_words(closed) == "The table is closed: gone_fishing"


def test_a_host_that_kept_the_table_for_an_unknown_reason_is_still_waited_for(harness):
    table, port = harness.host(("computer", "remote"), start_when_full=True, wait=60)
    bob = harness.guest(port, "Bob", pace=0.01)
    wait_for(lambda: bob.update is not None, 10)
    harness.run(lambda: table.close("Gone for tea, back soon.", kept=True))
    wait_for(lambda: bob.paused, 10)
    assert bob.closed is None  # the table is kept: Bob's program dials it again
    paused = next(n for n in harness.told["Bob"] if n.kind == told.PAUSED)
    assert news_words(paused).startswith("Host's program was closed; the table is kept.")


def test_the_host_says_why_with_a_code_an_older_program_can_read(harness):
    table, port = harness.host(("person", "remote"))
    eve = RawPeer(harness, port)
    eve.sit("Eve")
    harness.run(table.close)
    assert eve.until(Bye).reason == Goodbye.HOST_CLOSED == "The host closed the table."


def test_each_code_is_worded_and_anything_else_shown_as_it_came():
    assert goodbye_words(Goodbye.TABLE_FULL, "Anna") == "The table is full."
    assert goodbye_words(Goodbye.REMOVED, "Anna") == "Anna removed you from the table."
    assert goodbye_words("gone_fishing", "Anna") == "gone_fishing"
    assert goodbye_words("The host closed the table.", "Anna") == "Anna closed the table."


def test_the_fixed_sentences_every_version_compares_are_worded_too():
    for sentence in (BUSY, NEEDS_PIN, WRONG_PIN):
        assert GOODBYES[sentence].text == sentence
        assert goodbye_words(sentence, "Anna") == sentence
