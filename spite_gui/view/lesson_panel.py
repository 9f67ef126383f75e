"""The lesson's panel beside the table: the step, what it teaches and asks, how the last
move went, and the buttons that go through the lesson.

It shows what it is told (the words come from the lesson's script, through the
wording layer) and says which button was pressed; it never looks at the game. The
window's look dresses it like the game log (:meth:`LessonPanel.set_look`). Built by the
lesson the first time it is taken, owned by the window it is docked in.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal, SignalInstance
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..table.speech import spoken
from .theme import GREEN_CHROME, Chrome

MIN_WIDTH = 260  # beside the table on a 1366-pixel screen, the table keeps the most room
WRONG, DONE, NOTE = "wrong", "done", "note"  # how the line under the step reads
_FEEDBACK_COLOURS = {WRONG: ("#5a1f16", "#ffd9c8", "#e0734f"),  # background, ink, edge
                     DONE: ("#1d4a2a", "#e6f7de", "#7bc96f"),
                     NOTE: ("#203040", "#e3ecf6", "#7fa6cf")}
translate = QCoreApplication.translate


class LessonPanel(QDockWidget):
    """A dock panel: "Step 2 of 8", the step's title and text, the feedback, and Back, Next,
    Skip Lesson (at the end: the real game, and Close)."""

    back_requested = Signal()
    next_requested = Signal()
    skip_requested = Signal()  # Skip Lesson, Close, or the panel's own close button
    play_requested = Signal()  # at the end: a real game (or back to the game put aside)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("LessonPanel", "Learn to Play"), parent)
        self.setObjectName("lesson")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        body = QFrame(self)
        body.setObjectName("lesson_body")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(10)
        self.counter = self._label(body, "lesson_counter")
        self.title = self._label(body, "lesson_title")
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.title.setFont(font)
        self.text = self._label(body, "lesson_text")
        self.feedback = self._label(body, "lesson_feedback")
        self.feedback.setMargin(8)
        self.feedback.hide()
        text_font = QFont(self.text.font())
        text_font.setPointSizeF(text_font.pointSizeF() * 1.1)
        self.text.setFont(text_font)
        self.feedback.setFont(text_font)
        for label in (self.counter, self.title, self.text, self.feedback):
            layout.addWidget(label)
        layout.addSpacing(6)
        row = QHBoxLayout()
        self.back_button = self._button(body, translate("LessonPanel", "&Back"),
                                        self.back_requested)
        self.next_button = self._button(body, translate("LessonPanel", "&Next"),
                                        self.next_requested)
        self.play_button = self._button(body, translate("LessonPanel", "&Play a Real Game"),
                                        self.play_requested)
        row.addWidget(self.back_button)
        row.addStretch(1)
        row.addWidget(self.next_button)
        row.addWidget(self.play_button)
        layout.addLayout(row)
        self.skip_button = self._button(body, translate("LessonPanel", "&Skip Lesson"),
                                        self.skip_requested)
        layout.addWidget(self.skip_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addStretch(1)
        self.play_button.hide()
        self.setWidget(body)
        self.setMinimumWidth(MIN_WIDTH)
        self._feedback_kind = NOTE
        self.chrome = GREEN_CHROME
        self.set_look(self.chrome)

    @staticmethod
    def _label(parent: QWidget, name: str) -> QLabel:
        label = QLabel(parent)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        return label

    @staticmethod
    def _button(parent: QWidget, text: str, pressed: SignalInstance) -> QPushButton:
        button = QPushButton(text, parent)
        button.setAutoDefault(False)
        button.clicked.connect(lambda _checked=False: pressed.emit())
        return button

    # -- what it shows ---------------------------------------------------------------------
    def show_step(self, counter: str, title: str, text: str, first: bool, last: bool) -> None:
        """A step: ``counter`` ("Step 2 of 8"), its ``title`` and ``text``; Back is there
        unless it is the ``first``, Next unless it is the ``last``."""
        self.counter.setText(counter)
        self.title.setText(title)
        self.text.setText(text)
        self.text.setAccessibleName(spoken(text))
        self.back_button.setEnabled(not first)
        self.next_button.setVisible(not last)
        self.play_button.setVisible(last)
        self.skip_button.setText(translate("LessonPanel", "&Skip Lesson"))
        self.show_feedback("")

    def show_feedback(self, text: str, kind: str = NOTE) -> None:
        """The line under the step: what went wrong (``WRONG``), that the step is done
        (``DONE``), or a note; "" hides it."""
        self._feedback_kind = kind
        self.feedback.setText(text)
        self.feedback.setAccessibleName(spoken(text))
        self.feedback.setVisible(bool(text))
        self._paint_feedback()

    def show_end(self, game_waiting: bool) -> None:
        """The last step is done: the way to a real game (``game_waiting``: back to the
        game put aside for the lesson), and Close instead of Skip Lesson."""
        self.play_button.setText(translate("LessonPanel", "Return to &Your Game") if game_waiting
                                 else translate("LessonPanel", "&Play a Real Game"))
        self.play_button.show()
        self.skip_button.setText(translate("LessonPanel", "&Close"))
        self.play_button.setFocus()

    def focus_next(self) -> None:
        """The keys go to Next (a step is done: Space or Enter goes on)."""
        if self.next_button.isVisible():
            self.next_button.setFocus()

    # -- the look ----------------------------------------------------------------------------
    def set_look(self, chrome: Chrome) -> None:
        """The panel in the window's colours (:mod:`.window_look`)."""
        self.chrome = chrome
        self.setStyleSheet(f"QDockWidget {{ color: {chrome.bar_ink}; }}"
                           f"QDockWidget::title {{ background: {chrome.bar}; padding: 5px 8px; }}")
        edge = f"1px solid {chrome.panel_edge}" if chrome.panel_edge else "none"
        self.widget().setStyleSheet(
            f"QFrame#lesson_body {{ background: {chrome.panel}; border: {edge}; }}"
            f"QLabel {{ color: {chrome.panel_ink}; background: transparent; }}"
            f"QLabel#lesson_counter {{ color: {chrome.turn}; }}"
            f"QLabel#lesson_title {{ color: {chrome.heading}; }}"
            f"QPushButton {{ padding: 6px 14px; }}")
        self._paint_feedback()

    def _paint_feedback(self) -> None:
        background, ink, edge = _FEEDBACK_COLOURS[self._feedback_kind]
        self.feedback.setStyleSheet(
            f"QLabel {{ background: {background}; color: {ink}; border: 1px solid {edge};"
            " border-radius: 6px; }")

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.skip_requested.emit()
