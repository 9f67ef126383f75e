"""The main window: the table, the menus and the status bar. It decides nothing.

Menu choices come out as signals; whoever builds the window connects them. The
window fits the screen it opens on (:meth:`MainWindow.place_on_screen`): the
table, the hand and the status bar are never off the screen. The menus are
grouped so the actions still to come slot in where players expect them: Game
(New, New with a deal number, Restart, Open/Save, Statistics, the hidden cards,
Quit), Edit (Undo, Redo, Hint, Preferences), View (the game log, animation
speed, full screen) and Help.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QSizePolicy

from . import timing
from .screen_fit import available_area, fit_size, fitted, frame_margins
from .table_scene import TableScene
from .table_view import TableView

if TYPE_CHECKING:
    from .log_panel import GameLogPanel

TITLE = "Spite and Malice"
SPEED_LABELS = {"instant": "&Instant", "fast": "&Fast", "normal": "&Normal", "slow": "&Slow"}
DEFAULT_SIZE = QSize(1280, 800)  # the window where the screen has room for it
LOG_SHARE = 0.24  # of the window's width, for the game log when it opens …
LOG_MOST = 0.34  # … and the most it takes when it comes back as the player left it
LOG_SIDES = {"left": Qt.DockWidgetArea.LeftDockWidgetArea,
             "right": Qt.DockWidgetArea.RightDockWidgetArea}


class StatusMessage(QLabel):
    """The status bar's message. Where the bar is too narrow for it, it wraps onto more lines
    and the bar grows to show them, rather than cutting it or widening the window."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def _height(self) -> int:
        margins = self.contentsMargins()
        line = self.fontMetrics().height() + margins.top() + margins.bottom()
        if self.width() < self.fontMetrics().averageCharWidth() * 8:
            return line  # not laid out yet
        return max(line, self.heightForWidth(self.width()))

    def hasHeightForWidth(self) -> bool:
        return False  # the bar's layout would size it for no width at all: it asks _height()

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().averageCharWidth() * 12, self._height())

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._height())

    def setText(self, text: str) -> None:
        super().setText(text)
        self.updateGeometry()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.updateGeometry()  # the bar asks again how tall the message is at this width


class MainWindow(QMainWindow):
    """The game window. Menu commands are signals; the status bar shows what it is told."""

    new_game_requested = Signal()
    deal_number_requested = Signal()  # "New Game with Deal Number…"
    restart_requested = Signal()  # "Restart This Deal"
    reveal_requested = Signal()  # "Show Hidden Cards…" once a game is over
    log_panel_created = Signal(object)  # the game log panel, made when first opened
    speed_chosen = Signal(str)
    help_requested = Signal()
    about_requested = Signal()
    closing = Signal()

    def __init__(self, scene: TableScene | None = None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(TITLE)
        self.scene = scene or TableScene()
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.log_panel: GameLogPanel | None = None  # made when first opened: a faster start
        self._deal: int | None = None  # for the title: the deal and the file it came from
        self._file_name: str | None = None
        self._maximized_before_full_screen = False
        self.actions: dict[str, QAction] = {}
        self.menus: dict[str, QMenu] = {}
        self._build_menus()
        self._build_status_bar()
        self.resize(fit_size(self, DEFAULT_SIZE))

    # -- menus -----------------------------------------------------------------------------------
    def make_action(self, key: str, text: str, shortcuts=(), slot=None) -> QAction:
        """A menu command, kept in :attr:`actions` under ``key``.

        ``shortcuts`` are the platform's standard keys (``QKeySequence.StandardKey``) and
        our own ("Ctrl+,"), in that order of preference; ``slot`` is called with no
        arguments when the command is chosen.
        """
        action = QAction(text, self)
        if isinstance(shortcuts, str | QKeySequence.StandardKey):
            shortcuts = (shortcuts,)
        keys: list[QKeySequence] = []
        for shortcut in shortcuts:
            if isinstance(shortcut, QKeySequence.StandardKey):
                candidates = QKeySequence.keyBindings(shortcut)
            else:
                candidates = [QKeySequence(shortcut)]
            keys += [k for k in candidates if not k.isEmpty() and k not in keys]
        action.setShortcuts(keys)
        if slot is not None:
            action.triggered.connect(lambda _checked=False: slot())
        self.actions[key] = action
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        bar.setStyleSheet(
            "QMenuBar { background: #12331f; color: #f4efdc; padding: 1px 2px; }"
            "QMenuBar::item { background: transparent; padding: 4px 10px; }"
            "QMenuBar::item:selected { background: #2c5a3b; border-radius: 3px; }"
        )
        game = self.menus["game"] = bar.addMenu("&Game")
        game.addAction(self.make_action("new", "&New Game", QKeySequence.StandardKey.New,
                                        self.new_game_requested.emit))
        game.addAction(self.make_action("new_deal", "New Game with &Deal Number…",
                                        "Ctrl+Shift+N", self.deal_number_requested.emit))
        game.addAction(self.make_action("restart", "&Restart This Deal", (),
                                        self.restart_requested.emit))
        game.addSeparator().setObjectName("saves")  # Open / Save go here
        game.addSeparator().setObjectName("statistics")  # Statistics goes here
        reveal = self.make_action("reveal", "Show &Hidden Cards…", (), self.reveal_requested.emit)
        reveal.setEnabled(False)
        game.addSeparator().setObjectName("reveal")
        game.addAction(reveal)
        game.addSeparator()
        # the standard key is empty on Windows: Ctrl+Q works there too
        game.addAction(self.make_action("quit", "&Quit",
                                        [QKeySequence.StandardKey.Quit, "Ctrl+Q"], self.close))
        self.menus["edit"] = bar.addMenu("&Edit")  # Undo, Redo, Hint, Preferences
        self.menus["edit"].menuAction().setVisible(False)  # shown once it has entries
        view = self.menus["view"] = bar.addMenu("&View")
        log = self.make_action("game_log", "Game &Log", "Ctrl+L")
        log.setCheckable(True)
        log.toggled.connect(self.show_game_log)
        view.addAction(log)
        full = self.make_action("full_screen", "&Full Screen",
                                [QKeySequence.StandardKey.FullScreen, "F11"])
        full.setCheckable(True)
        full.toggled.connect(self.show_full_screen)
        view.addAction(full)
        speed = view.addMenu("Animation &Speed")
        self.menus["speed"] = speed
        group = QActionGroup(self)
        for name, label in SPEED_LABELS.items():
            action = self.make_action(f"speed_{name}", label)
            action.setCheckable(True)
            action.setChecked(name == timing.DEFAULT_SPEED)
            action.triggered.connect(lambda _checked=False, n=name: self.speed_chosen.emit(n))
            group.addAction(action)
            speed.addAction(action)
        help_menu = self.menus["help"] = bar.addMenu("&Help")
        help_menu.addAction(self.make_action("help", "&How to Play", "F1",
                                             self.help_requested.emit))
        help_menu.addSeparator()
        help_menu.addAction(self.make_action("about", "&About Spite and Malice", (),
                                             self.about_requested.emit))

    def add_menu_action(self, menu: str, action: QAction) -> None:
        """Add a later command (Undo, Hint, Preferences …) to a menu and show that menu."""
        self.menus[menu].addAction(action)
        self.menus[menu].menuAction().setVisible(True)

    def add_section_action(self, menu: str, section: str, action: QAction) -> None:
        """Add ``action`` at the end of the part of ``menu`` that starts at separator ``section``
        (e.g. Open and Save As in the Game menu's "saves" part)."""
        entries = self.menus[menu].actions()
        start = next(i for i, a in enumerate(entries)
                     if a.isSeparator() and a.objectName() == section)
        before = next((a for a in entries[start + 1:] if a.isSeparator()), None)
        if before is None and self.actions.get("quit") in entries[start + 1:]:
            before = self.actions["quit"]
        if before is None:
            self.menus[menu].addAction(action)
        else:
            self.menus[menu].insertAction(before, action)

    def show_game_log(self, show: bool = True) -> None:
        """Open or close the game log panel beside the table."""
        if show and self.log_panel is None:
            from .log_panel import GameLogPanel

            panel = self.log_panel = GameLogPanel(self)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
            panel.closed.connect(lambda: self.actions["game_log"].setChecked(False))
            self.log_panel_created.emit(panel)
            self.place_game_log(0)
        if self.log_panel is not None:
            self.log_panel.setVisible(show)
        self.actions["game_log"].setChecked(show)

    def place_game_log(self, width: int, side: str = "right") -> None:
        """Put the game log panel on the ``side`` ("left" or "right") of the table, ``width``
        pixels wide (0: its usual share of the window) as far as the table leaves room for it
        (a log left wide on a larger screen comes back narrower)."""
        panel = self.log_panel
        if panel is None:
            return
        area = LOG_SIDES.get(side, Qt.DockWidgetArea.RightDockWidgetArea)
        if self.dockWidgetArea(panel) != area:
            self.addDockWidget(area, panel)
        room = min(self.width() - self.view.minimumWidth() - 8,
                   round(self.width() * LOG_MOST))  # the table comes first
        width = width if width > 0 else round(self.width() * LOG_SHARE)
        width = max(panel.minimumWidth(), min(width, room))
        self.resizeDocks([panel], [width], Qt.Orientation.Horizontal)

    def game_log_place(self) -> tuple[int, str]:
        """The game log panel's width and side ("left" or "right"); (0, "right") if never
        opened."""
        panel = self.log_panel
        if panel is None:
            return 0, "right"
        area = self.dockWidgetArea(panel)
        side = next((name for name, a in LOG_SIDES.items() if a == area), "right")
        return panel.width(), side

    def show_speed(self, speed: str) -> None:
        self.actions[f"speed_{speed}"].setChecked(True)

    # -- the window on the screen -----------------------------------------------------------------
    def place_on_screen(self, normal: QRect | None = None, maximized: bool = False) -> None:
        """Size and place the window within its screen's available area (the screen less the
        desktop's panels), frame and all.

        ``normal`` is where the player left the window last time (its inside, in screen
        pixels); it is brought back onto the screen if that screen is now smaller or gone.
        Without it the window opens at its default size, centred, or maximized where the
        screen has no room for that. ``maximized`` maximizes it, keeping ``normal`` for when
        the player restores it.
        """
        frame = frame_margins(self)
        if normal is None:
            area = available_area(self)
            want = QRect(QPoint(), DEFAULT_SIZE)
            want.moveCenter(area.center())
            maximized = not area.contains(want.marginsAdded(frame))
        else:
            area = available_area(self, normal.center())
            want = normal
        self.setWindowState(Qt.WindowState.WindowNoState)
        self.setGeometry(fitted(want, area, frame))
        if maximized:
            self.setWindowState(Qt.WindowState.WindowMaximized)

    def show_full_screen(self, full: bool = True) -> None:
        """Fill the screen with the table (F11), or go back to the window as it was."""
        if full == self.isFullScreen():
            return
        if full:
            self._maximized_before_full_screen = self.isMaximized()
            self.showFullScreen()
        elif self._maximized_before_full_screen:
            self.showMaximized()
        else:
            self.showNormal()
        self.actions["full_screen"].setChecked(full)

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():  # the usual way out
            self.show_full_screen(False)
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.WindowStateChange:  # the window manager's own way too
            self.actions["full_screen"].setChecked(self.isFullScreen())

    # -- status bar --------------------------------------------------------------------------------
    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        bar.setSizeGripEnabled(False)
        bar.setStyleSheet(
            "QStatusBar { background: #12331f; color: #f4efdc; border-top: 1px solid #2c5a3b; }"
            "QStatusBar QLabel { color: #f4efdc; padding: 2px 8px; }"
            "QStatusBar::item { border: none; }"
        )
        self.message_label = StatusMessage()
        self.message_label.setObjectName("message")
        self.score_label = QLabel()
        self.score_label.setObjectName("score")
        self.deal_label = QLabel()
        self.deal_label.setObjectName("deal")
        bar.addWidget(self.message_label, 1)
        bar.addPermanentWidget(self.score_label)
        bar.addPermanentWidget(self.deal_label)

    def set_status(self, text: str) -> None:
        self.message_label.setText(text)

    def set_deal(self, number: int) -> None:
        self.deal_label.setText(f"Deal #{number}")
        self._deal = number
        self._show_title()

    def set_file_name(self, name: str | None) -> None:
        """The saved game the table shows, for the title (None: not from a file)."""
        self._file_name = name
        self._show_title()

    def _show_title(self) -> None:
        """ "game.spite — Spite and Malice — Deal #48213" """
        parts = [self._file_name, TITLE, f"Deal #{self._deal}" if self._deal is not None else None]
        self.setWindowTitle(" — ".join(part for part in parts if part))

    def set_scores(self, names: list[str], totals: list[int]) -> None:
        parts = [f"{name} {points}" for name, points in zip(names, totals, strict=False)]
        self.score_label.setText("Score: " + " · ".join(parts))

    def closeEvent(self, event) -> None:
        self.closing.emit()
        super().closeEvent(event)

