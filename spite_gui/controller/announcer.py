"""What the table says aloud to a screen reader, and the read-out keys.

Everything that happens at the table is said in the game log's words (:func:`describe`),
with the cards named in full for speech: the other players' moves as they are made,
the result of the player's own moves, the cards they draw. Why a move was refused
and what the player asked to hear cut in at once; the rest waits its turn. The
read-out keys (Read menu) say the whole table, the player's hand, the next player's
payoff card and what it needs, and the score; each also shows in the status bar.

The words go out by :attr:`Announcer.spoken`; whoever builds the window hands them
to the screen reader (:func:`spite_gui.view.accessible.announce`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, Signal

from ..engine import PlayerView, events
from ..play import SeenEvent, Update
from ..table import speech
from ..table.narration import describe
from .table import TableController

NO_GAME = "There is no game on the table."


class Announcer(QObject):
    """Turns the table's news into sentences for a screen reader."""

    spoken = Signal(str, bool)  # the words, and whether they cut in at once

    def __init__(self, table: TableController, score: Callable[[], str]) -> None:
        super().__init__(table)
        self.table = table
        self._score = score
        self.last = ""  # the last words said (R says them again)
        table.events_happened.connect(self._on_events)
        table.table_started.connect(self._on_started)
        table.move_taken_back.connect(self._on_taken_back)
        table.move_rejected.connect(lambda why: self.say(why, urgent=True))
        table.undo_refused.connect(lambda why: self.say(why, urgent=True))
        table.told.connect(self.say)

    def say(self, text: str, urgent: bool = False) -> None:
        """Say ``text`` (its cards named in full)."""
        words = speech.spoken(text)
        if words:
            self.last = words
            self.spoken.emit(words, urgent)

    def _sentences(self, happened: Iterable[SeenEvent]) -> str:
        names, you, people = self.table.log_names
        lines = [describe(event, names, you, people) for event in happened]
        return " ".join(f"{line}." for line in lines if line)

    def _on_events(self, happened: Iterable[SeenEvent]) -> None:
        self.say(self._sentences(happened))

    def _on_started(self, update: Update) -> None:
        """A fresh deal is said as the log says it; a table told afresh (a game resumed,
        the table turned to the next person) says whose turn it is."""
        if [type(event) for event in update.events] == [events.Dealt]:
            self.say(self._sentences(update.events))
        else:
            self.say(speech.turn_words(update.view, self.table.names))

    def forget(self) -> None:
        """Forget the last words (the next person at the screen must not hear them)."""
        self.last = ""

    def _on_taken_back(self, _move: object, happened: Iterable[SeenEvent]) -> None:
        played = next((e for e in happened if isinstance(e, events.Played)), None)
        if played is not None:
            names, you, _people = self.table.log_names
            who = "You" if played.player == you else names[played.player]
            self.say(f"{who} took back {played.card.label}.")

    # -- the read-out keys -----------------------------------------------------------------
    def _read(self, words: Callable[[PlayerView], str]) -> None:
        view, cover = self.table.view, self.table.scene.cover
        if cover.up:  # the last person's table lies under it: nothing of it is read
            self.say(cover.text, urgent=True)
        else:
            self.table.say(words(view) if view is not None else NO_GAME, urgent=True)

    def read_table(self) -> None:
        """The whole table in a few sentences."""
        self._read(lambda view: speech.table_words(view, self.table.names))

    def read_hand(self) -> None:
        """The player's hand, and what of it goes to the centre now."""
        self._read(speech.hand_words)

    def read_next_player(self) -> None:
        """The next player's payoff card and what it needs."""
        self._read(lambda view: speech.next_player_words(view, self.table.names))

    def read_score(self) -> None:
        """The score, and the payoff cards each player has left."""
        self._read(lambda _view: self._score())

    def repeat(self) -> None:
        """Say the last words again."""
        if self.last:
            self.spoken.emit(self.last, True)
