"""What the table sounds like: which sound plays when, at what volume, and when not.

:class:`TableSounds` listens to the table and plays through a speaker
(:mod:`spite_gui.sound`):

- a card picked up (dragged, or lifted by a click or a key); a card laid down, a card
  turned over, the deal and the cards drawn, the completed stacks shuffled back, a
  stack completed — each when the table shows it, the other players' cards too;
- a card refused where it was put; a win or a loss when the table has shown the end;
- a line in Table Talk from a friend;
- the "your turn" chime when the turn comes back after a friend's turn or another
  person's at this screen (when the cover goes up for them), or whenever the window is
  in the background or a screen reader is listening; not after every computer's turn
  while the player watches the table, which would ring every few seconds for hours;
- for players who can't see the table, a card held (lifted by a key) and the cues the
  screen-reader side asks for (:meth:`TableSounds.cue`: the end of a row).

A burst of news (a computer's whole turn at the Instant speed, a click that hurries the
table) plays each sound once, not a rattle (:data:`~spite_gui.sound.cues.MIN_GAP_MS`).
The device opens after the table's first paint, and only while the sound is on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject
from PySide6.QtGui import QAccessible, QAction
from PySide6.QtWidgets import QWidget

from ..engine import Outcome, events
from ..play import DrewUnseen, Update
from ..sound import ACCESS_CUES, Speaker
from ..sound import cues as cue
from ..storage import Settings
from .seat import SeatController

#: What each piece of news sounds like, as the table shows it.
EVENT_SOUNDS: dict[type, str] = {
    events.Played: cue.PUT_DOWN, events.Discarded: cue.PUT_DOWN, events.Revealed: cue.FLIP,
    events.Completed: cue.STACK_COMPLETED, events.Recycled: cue.SHUFFLE,
    events.Drew: cue.DEAL, DrewUnseen: cue.DEAL,
}


def gain_of(volume: int) -> float:
    """The gain of a volume from 0 to 100 as the slider shows it: the square, so that
    each step sounds about as much louder as the last.

    >>> gain_of(100), gain_of(50), gain_of(0)
    (1.0, 0.25, 0.0)
    """
    return (max(0, min(volume, 100)) / 100) ** 2


class TableSounds(QObject):
    """Plays the table's sounds through ``speaker``; see the module's docstring.

    ``window`` is asked whether it is the active window (the chime plays when it is
    not); ``switch`` is View → Sound, shown on or off as the settings say; ``clock``
    tells the time in milliseconds (Qt's monotonic clock unless given).
    """

    def __init__(self, speaker: Speaker, table: SeatController, window: QWidget,
                 switch: QAction, after_first_paint: Callable[[Callable[[], None]], None],
                 clock: Callable[[], int] | None = None) -> None:
        super().__init__(table)
        self.speaker = speaker
        self.table = table
        self._window = window
        self._switch = switch
        self.on = False
        self.chime = True
        self._painted = False
        self._timer = QElapsedTimer()
        self._timer.start()
        self._clock = clock or self._timer.elapsed
        self._last_played: dict[str, int] = {}
        self._turn_from: int | None = None  # who played before the turn came to the player
        self._chimed_turn: int | None = None  # the turn the player was last told of
        table.scene.drag_started.connect(self._picked_up)
        table.move_rejected.connect(lambda _why: self.play(cue.REFUSED))
        table.events_happened.connect(self._on_events)
        table.table_started.connect(self._on_started)
        table.ready_to_move.connect(self._on_ready)
        table.game_over.connect(self._on_game_over)
        after_first_paint(self._first_paint)

    # -- the player's settings ---------------------------------------------------------------
    def apply(self, settings: Settings) -> None:
        """Sound on or off, its volume and the chime, as ``settings`` say."""
        self.on, self.chime = settings.sound, settings.turn_chime
        self.speaker.set_volume(gain_of(settings.sound_volume))
        if self._switch.isChecked() != self.on:
            self._switch.setChecked(self.on)
        if self._painted:
            self._wake()

    def _first_paint(self) -> None:
        self._painted = True
        self._wake()

    def _wake(self) -> None:
        if self.on:
            self.speaker.start()
        else:
            self.speaker.pause()

    @property
    def problem(self) -> str | None:
        """Why nothing can be heard, if the device could not be opened (in the player's
        words)."""
        problem = self.speaker.problem
        return None if problem is None else QCoreApplication.translate("Sound", problem)

    def try_volume(self, volume: int) -> None:
        """Play a sample at ``volume`` (0 to 100), whatever the settings (Preferences' Try:
        the volume in use stays as it is until the player says OK)."""
        self.speaker.start()
        self.speaker.play(cue.YOUR_TURN, gain_of(volume))

    # -- playing -----------------------------------------------------------------------------
    def play(self, name: str) -> None:
        """Play ``name`` if the sound is on and it has not just played."""
        if not self.on:
            return
        now = self._clock()
        last = self._last_played.get(name)
        if last is not None and now - last < cue.MIN_GAP_MS.get(name, 0):
            return
        self._last_played[name] = now
        self.speaker.play(name)

    def cue(self, name: str) -> None:
        """A cue for players who can't see the table, asked for by the screen-reader side
        (:data:`~spite_gui.sound.cues.ACCESS_CUES`; "your-turn" is the chime, which rings
        by its own rule above: every turn while a screen reader listens)."""
        if name in ACCESS_CUES:
            self.play(name)

    def chat(self) -> None:
        """A friend wrote a line (or sent a reaction) in Table Talk."""
        self.play(cue.CHAT)

    def covered(self, up: bool) -> None:
        """The cover went up between two people's turns at this screen: the next person is
        called (the chime; not before the first move of a game, when all are there)."""
        if up and self.table.moves:
            self._ring()

    def _picked_up(self, _pile: object, _index: int) -> None:
        """A card picked up; lifted by a key, the cue that it is held as well."""
        self.play(cue.PICK_UP)
        scene = self.table.scene
        if scene.lifted is not None and scene.focus.ring_wanted:
            self.play(cue.LIFTED)

    # -- the news ----------------------------------------------------------------------------
    def _on_events(self, happened: Iterable[object]) -> None:
        for event in happened:
            if isinstance(event, events.TurnPassed) and event.next_player == self.table.seat:
                self._turn_from = event.player
            sound = EVENT_SOUNDS.get(type(event))
            if sound is not None:
                self.play(sound)

    def _on_started(self, update: Update) -> None:
        """A new table: a fresh deal is heard; whoever had the turn before is forgotten."""
        self._turn_from = None
        if [type(event) for event in update.events] == [events.Dealt]:
            self.play(cue.DEAL)

    def _on_ready(self) -> None:
        """The player may move: the chime, once a turn, if the rule says so."""
        view = self.table.view
        if view is None or self._chimed_turn == view.turn:
            return
        self._chimed_turn = view.turn
        came_from, self._turn_from = self._turn_from, None
        if came_from is None:
            return
        seating = self.table.seating
        person = seating is not None and came_from in seating.humans
        if person or not self._window.isActiveWindow() or QAccessible.isActive():
            self._ring()

    def _ring(self) -> None:
        if self.chime:
            self.play(cue.YOUR_TURN)

    def _on_game_over(self, outcome: Outcome) -> None:
        table, winner = self.table, outcome.winner
        seating = table.seating
        ours = winner is not None and (
            winner == table.seat or (table.shared and seating is not None
                                     and winner in seating.people))
        self.play(cue.WIN if ours else cue.LOSE)
