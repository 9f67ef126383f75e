"""How the game's words reach a player who listens: one message at a time, through the
channel their screen reader speaks.

Screen readers differ in what they speak of a program's news:

- NVDA and Narrator (Qt's announcements reach them as UI Automation notifications),
  VoiceOver, and Orca from version 46 speak announcements (:data:`ANNOUNCE`);
- Orca 42 to 45 ignores announcements, but speaks a new description of the object that
  has the focus (:data:`FOCUS`: the words ride on the pile or card the keys are on, or
  on the control beside the table that has the focus; Orca 46 and later speak that too);
- speech-dispatcher, the speech service under Orca, speaks whatever a program sends it
  (:data:`SPEECH_SERVICE`: the game speaks for itself, and a key press that silences
  the screen reader does not cut the game's words off).

:data:`AUTOMATIC` takes announcements where the screen reader hears them (Windows,
macOS; on Linux when the accessibility registry lists a listener for them, as Orca 46
and later register: :mod:`.reader_ears`), else the focused object; the player can
choose (Preferences → Display). Whatever the channel, words said at the
same moment go out as one message, and messages go out at least
:data:`MIN_GAP_MS` apart (Orca drops an announcement that follows another within a
tenth of a second); told at the focus, each waits for the last to be said (see
:data:`FOCUS_GAP_MS`), what comes meanwhile joining the next message.
"""

from __future__ import annotations

import logging
import sys

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

from ..translatable import QT_TRANSLATE_NOOP
from . import accessible
from .reader_ears import ReaderEars
from .speech_service import SpeechService
from .table_view import TableView

AUTOMATIC, ANNOUNCE, FOCUS, SPEECH_SERVICE = "automatic", "announce", "focus", "speech-service"
CHANNELS = {  # shown in Preferences, in the player's language
    AUTOMATIC: QT_TRANSLATE_NOOP("Preferences", "Automatic"),
    ANNOUNCE: QT_TRANSLATE_NOOP(
        "Preferences",
        "Screen reader announcements (NVDA, Narrator, VoiceOver, Orca 46 and later)"),
    FOCUS: QT_TRANSLATE_NOOP("Preferences", "The focused pile or card (Orca 42 to 45, and later)"),
    SPEECH_SERVICE: QT_TRANSLATE_NOOP("Preferences",
                                      "Speech Dispatcher: the game speaks by itself (Linux)"),
}
#: what the player is told when speech-dispatcher can't be reached (why is in the log:
#: the system's words, for whoever looks into it)
SERVICE_FAILED = QT_TRANSLATE_NOOP("Preferences", "Speech Dispatcher could not be reached: the "
                                                  "game speaks through your screen reader "
                                                  "instead.")
MIN_GAP_MS = 150  # between two messages
# between two announcements: Orca (46 and later) drops one that it takes in within a
# tenth of a second of the last, and a busy desktop brings them closer on the way
ANNOUNCE_GAP_MS = 400
# Told at the focus, a new message cuts off the one still being said (Orca 43), so news
# waits until the last is likely said: at least FOCUS_GAP_MS, or as long as a brisk voice
# (FOCUS_SPEECH_CPS characters a second) takes to say it. What the player asked for with
# a key (a refusal, a read-out key) goes at once: the key silenced the reader anyway.
FOCUS_GAP_MS = 600
FOCUS_SPEECH_CPS = 25
FOCUS_SETTLE_MS = 300  # words held for a window coming up wait this long after its focus


def channel_for(choice: str, platform: str = sys.platform,
                hears_announcements: bool | None = None) -> str:
    """The channel the player's ``choice`` means on ``platform``, where the screen reader
    is known to hear announcements or not (None: not known).

    >>> channel_for("automatic", "linux"), channel_for("automatic", "win32")
    ('focus', 'announce')
    >>> channel_for("automatic", "linux", hears_announcements=True)
    'announce'
    >>> channel_for("speech-service", "darwin")
    'announce'
    """
    if choice == AUTOMATIC or choice not in CHANNELS:
        if platform.startswith("linux") and not hears_announcements:
            return FOCUS
        return ANNOUNCE
    if choice == SPEECH_SERVICE and not platform.startswith("linux"):
        return ANNOUNCE
    return choice


def _sentence(text: str) -> str:
    """``text`` ended as a sentence, for more words to follow it in one message."""
    return text if text[-1] in ".!?" else text + "."


class Voice(QObject):
    """Says the game's words to the player's screen reader (see the module's notes)."""

    sent = Signal(str, str)  # each message as it went out, and the channel it took
    service_failed = Signal(str)  # speech-dispatcher could not be reached (why)

    def __init__(self, view: TableView, parent: QObject | None = None) -> None:
        super().__init__(parent or view)
        self._view = view
        self._choice = AUTOMATIC
        self._channel = channel_for(AUTOMATIC)
        # on Linux, Automatic asks the accessibility registry what the reader listens to
        self._ears = ReaderEars(self) if sys.platform.startswith("linux") else None
        if self._ears is not None:
            self._ears.changed.connect(self._ears_changed)  # a bound method: no cycle
            self._ears.ask_if_due()
        self._pending: list[str] = []
        self._urgent = False
        self._service: SpeechService | None = None  # made when first chosen; owned here
        self._timer = QTimer(self)  # the next message waits for it: the gap, or this moment
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._send)
        self._quiet_until_gap = False  # a message went out less than MIN_GAP_MS ago
        self._gap = QTimer(self)
        self._gap.setSingleShot(True)
        self._gap.setTimerType(Qt.TimerType.PreciseTimer)  # never a little short of the gap
        self._gap.setInterval(MIN_GAP_MS)
        self._gap.timeout.connect(self._gap_over)
        self._held: list[str] = []  # words for the focus, said when the window comes up
        view.table_scene().key_focus_moved.connect(self._focus_came)

    def _ears_changed(self, _hears: object) -> None:
        self.set_channel(self._choice)

    @property
    def channel(self) -> str:
        return self._channel

    def set_channel(self, choice: str) -> None:
        """Speak through the channel the player chose (one of :data:`CHANNELS`)."""
        self._choice = choice
        hears = self._ears.hears_announcements if self._ears is not None else None
        self._channel = channel_for(choice, hears_announcements=hears)
        if self._channel != SPEECH_SERVICE and self._service is not None:
            self._service.stop()

    def say(self, text: str, urgent: bool = False) -> None:
        """Say ``text``: with whatever else is said at this moment, as one message."""
        text = " ".join(text.split())
        if not text:
            return
        if self._pending and self._pending[-1] == text:
            return  # the same words twice at one moment are said once
        self._pending.append(text)
        self._urgent = self._urgent or urgent
        if self._ears is not None and self._choice == AUTOMATIC:
            self._ears.ask_if_due()  # a reader started or stopped since: noticed soon
        if urgent and self._quiet_until_gap and self._gap.remainingTime() > MIN_GAP_MS:
            self._gap.start(MIN_GAP_MS)  # asked for with a key: no waiting for the news
        if not self._quiet_until_gap and not self._timer.isActive():
            self._timer.start(0)  # once this moment's words are all in

    def _gap_over(self) -> None:
        self._quiet_until_gap = False
        if self._pending:
            self._send()

    def _send(self) -> None:
        if not self._pending:
            return
        text = " ".join(_sentence(part) for part in self._pending[:-1]) + (
            " " if len(self._pending) > 1 else "") + self._pending[-1]
        urgent = self._urgent
        self._pending, self._urgent = [], False
        self._quiet_until_gap = True
        channel = self._channel
        said_for = max(FOCUS_GAP_MS, round(len(text) * 1000 / FOCUS_SPEECH_CPS))
        self._gap.start(said_for if channel == FOCUS
                        else ANNOUNCE_GAP_MS if channel == ANNOUNCE else MIN_GAP_MS)
        if channel == SPEECH_SERVICE:
            self._speech_service().speak(text)
        elif channel == FOCUS and (
                accessible.tell_at_focus(self._view, text, said_for)
                or accessible.tell_at_focused_control(self._view.window(), text)):
            pass
        elif channel == FOCUS and not self._view.window().isActiveWindow():
            self._held.append(text)  # the window is not in front yet: said when it is
            return
        else:
            channel = ANNOUNCE
            accessible.announce_at_table(self._view, text, urgent)
        self.sent.emit(text, channel)

    def _focus_came(self, _stop: object) -> None:
        """The table has the focus (again): what waited for it is said, once the screen
        reader has taken in the window and the focus (it ignores news of a window it does
        not hold yet)."""
        if self._held:
            QTimer.singleShot(FOCUS_SETTLE_MS, self, self._say_held)

    def _say_held(self) -> None:
        held, self._held = self._held, []
        for text in held:
            self.say(text)

    def _speech_service(self) -> SpeechService:
        if self._service is None:
            self._service = SpeechService(self)
            self._service.unavailable.connect(self._service_failed)
        return self._service

    def _service_failed(self, why: str) -> None:
        """speech-dispatcher can't be reached: speak as the platform does, and say so (why,
        in the system's words, goes to the log)."""
        logging.getLogger("spite_gui.speech").warning("speech-dispatcher: %s", why)
        self.set_channel(AUTOMATIC)
        self.service_failed.emit(QCoreApplication.translate("Preferences", SERVICE_FAILED))
