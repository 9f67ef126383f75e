"""The bar above the table while the computers are watched: pause, step, speed, the
seat the table is watched from (each player with its level), the hands turned face up,
the log, a new deal and Stop.

The bar only shows and asks: its signals say what the watcher pressed, and
whoever made it (``controller/watching.py``) does it. Every button has a key.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QLabel, QMenu, QToolBar, QToolButton, QWidget

from ..translatable import QT_TRANSLATE_NOOP
from .theme import Chrome

translate = QCoreApplication.translate
PAUSE_KEY, STEP_MOVE_KEY, STEP_TURN_KEY, DEAL_AGAIN_KEY, STOP_KEY = "F5", "F6", "F7", "F9", "F8"
PAUSE = QT_TRANSLATE_NOOP("Watching", "&Pause")
RESUME = QT_TRANSLATE_NOOP("Watching", "&Resume")


def _with_key(text: str, key: str) -> str:
    """A tooltip: what a button does and its key."""
    shown = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
    return f"{text} ({shown})"


class WatchBar(QToolBar):
    """The watch mode's controls (made when watching first starts; hidden after)."""

    pause_pressed = Signal(bool)  # True: pause, False: resume
    step_move_pressed = Signal()
    step_turn_pressed = Signal()
    speed_chosen = Signal(str)
    viewpoint_chosen = Signal(int)  # the seat the table shows
    face_up_toggled = Signal(int, bool)  # a seat's hand shown face up, or not
    deal_again_pressed = Signal()
    stop_pressed = Signal()

    def __init__(self, speeds: QComboBox, log: QAction, parent: QWidget | None = None) -> None:
        super().__init__(translate("Watching", "Watching"), parent)
        self.setObjectName("watch_bar")  # the window's saved state names it
        self.setMovable(False)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self._paused = False
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setContentsMargins(6, 0, 10, 0)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.addWidget(self.title)
        self.pause_action = self._action(translate("Watching", PAUSE), PAUSE_KEY,
                                         lambda: self.pause_pressed.emit(not self._paused))
        self.step_move_action = self._action(translate("Watching", "Step: One &Move"),
                                             STEP_MOVE_KEY, self.step_move_pressed.emit)
        self.step_turn_action = self._action(translate("Watching", "Step: One &Turn"),
                                             STEP_TURN_KEY, self.step_turn_pressed.emit)
        self.addSeparator()
        self.speeds = speeds
        speeds.setAccessibleName(translate("Watching", "Speed"))
        speeds.activated.connect(lambda index: self.speed_chosen.emit(speeds.itemData(index)))
        self.addWidget(self._label(translate("Watching", "Sp&eed:"), speeds))
        self.addWidget(speeds)
        self.viewpoints = QComboBox()
        self.viewpoints.setAccessibleName(translate("Watching", "The table shows the view of"))
        self.viewpoints.activated.connect(self.viewpoint_chosen.emit)
        self.addWidget(self._label(translate("Watching", "Table &from:"), self.viewpoints))
        self.addWidget(self.viewpoints)
        self.face_up_menu = QMenu(self)  # a hand's switch each, one per seat
        self.face_up_button = QToolButton()
        self.face_up_button.setText(translate("Watching", "&Hands Face Up"))
        self.face_up_button.setToolTip(translate(
            "Watching", "Which hands the table shows face up, besides the one at the bottom"))
        self.face_up_button.setMenu(self.face_up_menu)
        self.face_up_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.addWidget(self.face_up_button)
        self.face_up_actions: list[QAction] = []
        self.addSeparator()
        self.addAction(log)
        self.deal_again_action = self._action(translate("Watching", "&Deal Again"),
                                              DEAL_AGAIN_KEY, self.deal_again_pressed.emit)
        self.stop_action = self._action(translate("Watching", "&Stop Watching"), STOP_KEY,
                                        self.stop_pressed.emit)

    def _action(self, text: str, key: str, slot: object) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.setToolTip(_with_key(text.replace("&", ""), key))
        action.triggered.connect(lambda _checked=False: slot())  # type: ignore[operator]
        self.addAction(action)
        return action

    def _label(self, text: str, buddy: QWidget | None) -> QLabel:
        label = QLabel(text)
        label.setContentsMargins(8, 0, 4, 0)
        if buddy is not None:
            label.setBuddy(buddy)
        return label

    def set_look(self, chrome: Chrome) -> None:
        """The bar in the window's colours, as the menu bar above it."""
        self.setStyleSheet(
            f"QToolBar {{ background: {chrome.panel}; border: none;"
            f" border-bottom: 1px solid {chrome.bar_edge}; padding: 2px 4px; spacing: 4px; }}"
            f"QToolBar QLabel {{ color: {chrome.panel_ink}; background: transparent; }}"
            f"QToolButton {{ color: {chrome.panel_ink}; background: transparent;"
            " border: 1px solid transparent; border-radius: 4px; padding: 3px 8px; }"
            f"QToolButton:hover {{ border-color: {chrome.bar_edge}; }}"
            f"QToolButton:checked {{ background: {chrome.bar_edge};"
            f" border-color: {chrome.turn}; }}"
            f"QToolButton:disabled {{ color: {chrome.note}; }}"
            f"QToolBar::separator {{ background: {chrome.bar_edge}; width: 1px;"
            " margin: 4px 6px; }")

    # -- what the bar shows ----------------------------------------------------------------------
    def show_game(self, title: str, players: Sequence[str], speed: str) -> None:
        """A new watched game: its ``players`` (each name with its level), every hand face
        down but the viewpoint's."""
        self.title.setText(title)
        self.title.setAccessibleName(title)
        self.speeds.setCurrentIndex(max(0, self.speeds.findData(speed)))
        self.viewpoints.clear()
        self.viewpoints.addItems(list(players))
        self.face_up_menu.clear()  # the menu owns its actions: they go with it
        self.face_up_actions = []
        for seat, player in enumerate(players):
            action = self.face_up_menu.addAction(player)
            action.setCheckable(True)
            action.toggled.connect(lambda on, s=seat: self.face_up_toggled.emit(s, on))
            self.face_up_actions.append(action)
        self.show_viewpoint(0)
        self.show_paused(False)
        self.show_over(False)

    def show_viewpoint(self, seat: int) -> None:
        """The table shows ``seat``'s view: its hand is face up, whatever its switch says."""
        self.viewpoints.setCurrentIndex(seat)
        for index, action in enumerate(self.face_up_actions):
            if index == seat:
                action.setChecked(True)
            action.setEnabled(index != seat)

    def show_paused(self, paused: bool) -> None:
        self._paused = paused
        text = translate("Watching", RESUME if paused else PAUSE)
        self.pause_action.setText(text)
        self.pause_action.setToolTip(_with_key(text.replace("&", ""), PAUSE_KEY))

    def show_over(self, over: bool) -> None:
        """The watched game is over: nothing left to pause or step."""
        for action in (self.pause_action, self.step_move_action, self.step_turn_action):
            action.setEnabled(not over)
