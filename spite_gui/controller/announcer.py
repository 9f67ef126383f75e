"""What the table says aloud to a screen reader, and the read-out keys.

What the player needs to hear, when the table shows it:

- the result of their own moves at once, in the game log's words (the cards named in
  full for speech), and why a move was refused;
- each other player's turn in one sentence when the table shows it ending
  (:func:`~spite_gui.table.summary.turn_summary`; short or full, the player's
  choice), not a burst of sentences a key press would cut off;
- "Your turn" every time the player may move, with the cards they drew — and the
  sound issue's cue (:attr:`Announcer.cue`), and the keyboard focus on the hand.

Nothing the player needs is only in speech: R says the last message again, whole,
and L the other players' last turns and whose turn it is. The read-out keys (Read
menu) say the whole table, the hand, the next player's payoff card and the score;
each also shows in the status bar.

The words go out by :attr:`Announcer.spoken`; whoever builds the window hands them to
the voice (:class:`spite_gui.view.voice.Voice`), which says what comes at one moment
as one message.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine import PlayerView, events
from ..play import SeenEvent, Update
from ..table import speech
from ..table.narration import describe, took_back
from ..table.summary import FULL, SHORT, turn_summary
from ..translatable import QT_TRANSLATE_NOOP
from .seat import SeatController

NO_GAME = QT_TRANSLATE_NOOP("Announcer", "There is no game on the table.")
NOTHING_YET = QT_TRANSLATE_NOOP("Announcer",
                                "The other players have not moved since your last turn.")
KEYS_ONCE = QT_TRANSLATE_NOOP(
    "Announcer", "Arrow keys move, Space picks a card up and puts it down, Enter plays it to "
    "the centre, 1 to 4 end your turn on a side stack. F1 lists every key.")
YOUR_TURN_WORDS = QT_TRANSLATE_NOOP("Announcer", "Your turn.")
NOTHING_THAT_WAY = QT_TRANSLATE_NOOP("Announcer", "Nothing more that way.")
translate = QCoreApplication.translate
YOUR_TURN_CUE, EDGE_CUE = "your-turn", "edge"  # the sound cues asked for (see Announcer.cue)
EDGES = {"left": QT_TRANSLATE_NOOP("Announcer", "Start of the row."),
         "right": QT_TRANSLATE_NOOP("Announcer", "End of the row."),
         "up": QT_TRANSLATE_NOOP("Announcer", "Top of the table."),
         "down": QT_TRANSLATE_NOOP("Announcer", "Bottom of the table.")}


class Announcer(QObject):
    """Turns the table's news into sentences for a screen reader."""

    spoken = Signal(str, bool)  # the words, and whether they cut in at once
    # A sound cue (YOUR_TURN_CUE, EDGE_CUE) for whoever plays them: nothing does yet (the
    # sound issue brings the chimes); the words are said whatever plays the cue.
    cue = Signal(str)

    def __init__(self, table: SeatController, score: Callable[[], str]) -> None:
        super().__init__(table)
        self.table = table
        self._score = score
        self.verbosity = SHORT  # how much a turn summary says: SHORT or FULL
        self.last = ""  # the last message said (R says it again)
        self.last_turns = ""  # the other players' turns since the player's last (L)
        self._told_keys = False  # the keys are told once, at the first turn
        self._reset()
        table.events_happened.connect(self._on_events)
        table.table_started.connect(self._on_started)
        table.turn_changed.connect(self._on_turn_shown)
        table.ready_to_move.connect(self._on_ready)
        table.move_taken_back.connect(self._on_taken_back)
        table.move_rejected.connect(lambda why: self.say(why, urgent=True))
        table.undo_refused.connect(lambda why: self.say(why, urgent=True))
        table.told.connect(self.say)

    def _reset(self) -> None:
        self._turn: list[SeenEvent] = []  # the turn in progress of another player
        self._shown: deque[str] = deque()  # what to say as the table shows each turn pass
        self._others: list[str] = []  # the other players' turns since the player's last
        self._drew = ""  # the cards the player drew for the turn to come
        self._said_turn: int | None = None
        self._opening = ""  # the new deal's words, said with the first turn's news

    def say(self, text: str, urgent: bool = False) -> None:
        """Say ``text`` (its cards named in full)."""
        words = speech.spoken(text)
        if words:
            self.spoken.emit(words, urgent)

    def remember(self, message: str) -> None:
        """The message last said whole (as the voice sent it): what R says again."""
        self.last = message

    # -- the news --------------------------------------------------------------------------
    def _describe(self, event: SeenEvent) -> str:
        names, you, people = self.table.log_names
        line = describe(event, names, you, people)
        return f"{line}." if line else ""

    def _on_events(self, news: Iterable[SeenEvent]) -> None:
        happened = list(news)
        me = self.table.seat
        said: list[str] = []
        mine = True  # the events of the mover until the turn passes
        for event in happened:
            if isinstance(event, events.TurnPassed):
                self._turn_passed(event)
                mine = event.next_player == me
                continue
            if isinstance(event, events.GameOver):
                if self._turn:
                    said.append(self._summary())
                said.append(self._describe(event))
                continue
            player = getattr(event, "player", None)
            if isinstance(event, events.Drew) and player == me and not self._my_move_now():
                self._drew = self._describe(event)  # said with "Your turn"
            elif player == me or (player is None and mine and not self._turn):
                said.append(self._describe(event))
            else:
                self._turn.append(event)
        # the result of the player's own move answers their key or click: at once
        moved = any(isinstance(e, events.Played | events.Discarded) and e.player == me
                    for e in happened)
        self.say(" ".join(line for line in said if line), urgent=moved)

    def _my_move_now(self) -> bool:
        view = self.table.view
        return view is not None and view.my_turn and self._said_turn == view.turn

    def _summary(self) -> str:
        """The other player's turn so far in one sentence (and forget it)."""
        turn, self._turn = self._turn, []
        player = next((p for p in (getattr(e, "player", None) for e in turn)
                       if isinstance(p, int)), None)
        if player is None:
            return " ".join(self._describe(e) for e in turn)
        names, _you, people = self.table.log_names
        return turn_summary(turn, names[player], player in people,
                            full=self.verbosity == FULL)

    def _turn_passed(self, event: events.TurnPassed) -> None:
        """A turn ended (the news of it): what to say once the table shows it."""
        me = self.table.seat
        words = self._summary() if event.player != me else ""
        if event.player != me:
            self._turn.clear()
        if event.next_player != me:
            names = self.table.names
            words = f"{words} {speech.turn_of(names[event.next_player])}".strip()
        self._shown.append(words)

    def _on_turn_shown(self, _next_player: int) -> None:
        words = self._shown.popleft() if self._shown else ""
        if words:
            self._others.append(words)
            self.say(self._with_opening(words))

    def _with_opening(self, words: str) -> str:
        opening, self._opening = self._opening, ""
        return f"{opening} {words}".strip()

    def _on_ready(self) -> None:
        """The player may move: "Your turn", every turn, with what they drew; the cue;
        the keyboard focus on the hand."""
        view = self.table.view
        if view is None or self._said_turn == view.turn:
            return  # once a turn, not after each play
        self._said_turn = view.turn
        words = f"{translate('Announcer', YOUR_TURN_WORDS)} {self._drew}".strip()
        self._drew = ""
        if not self._told_keys:
            self._told_keys = True
            words += " " + translate("Announcer", KEYS_ONCE)
        self.last_turns = " ".join([*self._others, translate("Announcer", YOUR_TURN_WORDS)])
        self._others = []
        self.cue.emit(YOUR_TURN_CUE)
        scene = self.table.scene
        if scene.focus.stop != scene.focus.home():
            scene.focus.move_to(scene.focus.home())
        self.say(self._with_opening(words))

    def _on_started(self, update: Update) -> None:
        """A fresh deal is said as the log says it; a table told afresh (a game resumed,
        the table turned to the next person) says whose turn it is."""
        self._reset()
        self.last_turns = ""
        if [type(event) for event in update.events] == [events.Dealt]:
            # said with the first turn's news: two messages a moment apart, a reader
            # that cuts one with the next (Orca 43) would drop this one
            self._opening = " ".join(self._describe(e) for e in update.events)
        elif not update.view.my_turn:  # "Your turn" comes when the player may move
            self.say(speech.turn_words(update.view, self.table.names))

    def forget(self) -> None:
        """Forget the last words (the next person at the screen must not hear them)."""
        self.last = ""
        self.last_turns = ""
        self._others = []

    def _on_taken_back(self, _move: object, happened: Iterable[SeenEvent]) -> None:
        played = next((e for e in happened if isinstance(e, events.Played)), None)
        if played is not None:
            names, you, _people = self.table.log_names
            self.say(f"{took_back(played, names, you)}.")

    def edge(self, way: str) -> None:
        """A key would take the focus off the table's edge: the cue, and the words."""
        self.cue.emit(EDGE_CUE)
        self.say(translate("Announcer", EDGES.get(way, NOTHING_THAT_WAY)))

    # -- the read-out keys -----------------------------------------------------------------
    def _read(self, words: Callable[[PlayerView], str]) -> None:
        view, cover = self.table.view, self.table.scene.cover
        if cover.up:  # the last person's table lies under it: nothing of it is read
            self.say(cover.text, urgent=True)
        else:
            self.table.say(words(view) if view is not None
                           else translate("Announcer", NO_GAME), urgent=True)

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

    def read_last_turns(self) -> None:
        """The other players' turns since the player's last, and whose turn it is."""
        def words(view: PlayerView) -> str:
            if self.last_turns:
                return self.last_turns
            return (translate("Announcer", NOTHING_YET) + " "
                    + speech.turn_words(view, self.table.names))
        self._read(words)

    def repeat(self) -> None:
        """Say the last message again, whole."""
        if self.last:
            self.spoken.emit(self.last, True)


__all__ = ["FULL", "SHORT", "Announcer"]
