"""The kinds of things (where a move takes a card, what an update tells, who sits in a seat
and how it is held) are enums now, but they save and cross the wire as the same words:
a table saved and messages sent before still read, and write back byte for byte.

``data/kinds-as-words.json`` was written by the version before the enums: a saved table
of three seats (two people and a computer) with plays from the hand, the payoff
pile and the side stacks and discards; the update a friend is sent when they sit down
and after a move; and the seats in every state a friend's program is told.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spite_gui.engine import Place
from spite_gui.net.protocol import HOST_SAYS, SeatState, UpdateMessage, decode, encode
from spite_gui.play import SeatKind, UpdateKind
from spite_gui.play.save_format import read_table, table_document

WRITTEN_BEFORE = json.loads((Path(__file__).parent / "data" / "kinds-as-words.json")
                            .read_text(encoding="utf-8"))


def test_a_table_saved_before_reads_the_same_and_is_written_back_unchanged() -> None:
    saved = WRITTEN_BEFORE["save"]
    table = read_table(json.loads(saved))
    assert table.game is not None
    assert {move.source for move in table.game.moves} == {Place.HAND, Place.PAYOFF, Place.SIDE}
    assert all(type(move.source) is Place and type(move.target) is Place
               for move in table.game.moves)
    assert [type(seat.kind) for seat in table.seating.seats] == [SeatKind] * 3
    again = table_document(table.game, table.match, table.seating, table.scores)
    assert json.dumps(again, indent=1, sort_keys=True) == saved


@pytest.mark.parametrize("name", ["start", "move"])
def test_an_update_sent_before_reads_as_its_kind_and_is_sent_again_unchanged(name: str) -> None:
    sent = WRITTEN_BEFORE[name].encode("utf-8")
    message = decode(sent, HOST_SAYS)
    assert isinstance(message, UpdateMessage)
    assert type(message.update.kind) is UpdateKind
    assert message.update.kind == name
    assert encode(message) == sent


def test_the_seats_sent_before_read_as_their_kinds_and_states_and_are_sent_again() -> None:
    sent = WRITTEN_BEFORE["seats"].encode("utf-8")
    message = decode(sent, HOST_SAYS)
    seats = message.seats  # type: ignore[attr-defined]
    assert [(seat.kind, seat.state) for seat in seats] == [
        (SeatKind.PERSON, SeatState.PRESENT), (SeatKind.COMPUTER, SeatState.PRESENT),
        (SeatKind.REMOTE, SeatState.WAITING), (SeatKind.REMOTE, SeatState.STANDING_IN)]
    assert all(type(seat.kind) is SeatKind and type(seat.state) is SeatState for seat in seats)
    assert encode(message) == sent
