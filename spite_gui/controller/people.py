"""The people at this computer, as seat drivers: the table shows the seat of whoever plays.

With one person at the computer this is simply their table. With several taking
turns ("pass and play"), the table turns to the next person when their turn
comes — once the computers between them have played and the table has shown it
— behind a cover that hides every hand and says whose turn it is; the next
person lifts it (a click, or Space) when they are at the screen. A game that
starts or is resumed at a shared table starts behind the cover too.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Signal

from ..play import START, Seating, Update
from ..table.narration import TURN
from ..table.speech import COVER_PROMPT, seat_names
from ..view.cover import Cover
from .seat import SeatController, SeatPort


class Host(SeatPort, Protocol):
    """What the people's table needs of the game host: moves, and the table told afresh."""

    def resend(self, seat: int) -> None: ...


class PeopleHere(QObject):
    """Answers for every person seat at this computer through one table."""

    covered = Signal(bool)  # the cover went up (True: hide what the last person saw) or came off

    def __init__(self, table: SeatController, cover: Cover, host: Host, seating: Seating,
                 animate: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.host = host
        self.seating = seating
        self._cover = cover
        self._animate = animate
        self._starts: dict[int, Update] = {}  # the latest table told afresh, by seat
        self._bound: int | None = None
        self._next: int | None = None  # the person the cover waits for
        self._current = 0
        self._active = True
        cover.lifted.connect(self._on_lifted)
        table.settled.connect(self._cover_if_due)

    def driver(self, update: Update) -> None:
        """The seat driver of every person seat."""
        if not self._active:
            return
        seat = update.seat
        self._current = update.view.current
        if update.kind == START:
            self._starts[seat] = update
            if seat == self._bound and not self._cover.up:
                self.table.seat_at(self.host, self.seating, update, self._animate)
            return
        if seat == self._bound:
            self.table.show(update)
        elif update.view.my_turn and self.seating.shared:
            self._next = seat
            self._cover_if_due()

    def begin(self) -> None:
        """Sit the first person down, once the host has told every seat the table (behind
        the cover at a shared table)."""
        first = self._facing(self._current)
        if self.seating.shared:
            self._bound = None
            self._next = first
            self._show_cover(first)
        else:
            self._bound = first
            self.table.seat_at(self.host, self.seating, self._starts[first], self._animate)

    def _facing(self, current: int) -> int:
        """The person who plays next from seat ``current`` on (``current`` itself if a person)."""
        people = self.seating.people
        players = self.seating.players
        return next(seat for step in range(players)
                    for seat in [(current + step) % players] if seat in people)

    def _cover_if_due(self) -> None:
        if self._next is None or self._cover.up or self.table.settling or not self._active:
            return
        self._show_cover(self._next)

    def _show_cover(self, seat: int) -> None:
        name = seat_names(self.seating)[seat]  # "Player 2" in the player's language
        self._cover.show_for(TURN(who=name), COVER_PROMPT(name=name))
        self.table.say(TURN(who=name) + ".")
        self.covered.emit(True)

    def _on_lifted(self) -> None:
        seat, self._next = self._next, None
        if seat is None or not self._active:
            return
        self._bound = seat
        self.covered.emit(False)
        self.host.resend(seat)  # the table turns: the host tells this seat the table afresh

    @property
    def waiting_for(self) -> int | None:
        """The person the cover is waiting for, if it is up."""
        return self._next if self._cover.up else None

    def stop(self) -> None:
        """Stop answering (the game is left)."""
        self._active = False
        self._next = None
        self._cover.hide_quietly()
