"""The main window: the table, the menus and the status bar. It decides nothing.

The menus come from one table (:mod:`.menus`); whoever builds the window connects
the commands to what they do. The window fits the screen it opens on
(:meth:`MainWindow.place_on_screen`): the table, the hand and the status bar are
never off the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QFont,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QTextLayout,
)
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QMenu, QSizePolicy, QWidget

from ..table.speech import spoken
from . import accessible, menu_keys, timing
from .menus import MENUS, Command, Submenu, shortcuts
from .screen_fit import available_area, fit_size, fitted, frame_margins
from .table_scene import TableScene
from .table_view import TableView
from .theme import GREEN_CHROME
from .window_look import WindowLook, menu_bar_style, status_bar_style

if TYPE_CHECKING:
    from .log_panel import GameLogPanel

TITLE = "Spite and Malice"
translate = QCoreApplication.translate
DEFAULT_SIZE = QSize(1280, 800)  # the window where the screen has room for it …
FIRST_SHARE = 0.75  # … and larger on a large screen: this share of its width or height
TEXT_GROWS_PAST = QSize(1600, 1000)  # a window larger than this has larger words round it …
TEXT_GROWTH_MOST = 2.0  # … up to twice their size (the menus and the status bar)
LOG_SHARE = 0.24  # of the window's width, for the game log when it opens …
LOG_MOST = 0.34  # … and the most it takes when it comes back as the player left it
LOG_SIDES = {"left": Qt.DockWidgetArea.LeftDockWidgetArea,
             "right": Qt.DockWidgetArea.RightDockWidgetArea}


def first_size(screen: QSize) -> QSize:
    """The window's size at its first start, on a screen with ``screen`` free: the default
    size, or on a large screen that much larger (its shape kept) as fills
    :data:`FIRST_SHARE` of the screen's width or height.

    >>> first_size(QSize(1366, 728)), first_size(QSize(3840, 2120))
    (PySide6.QtCore.QSize(1280, 800), PySide6.QtCore.QSize(2544, 1590))
    """
    growth = max(1.0, min(screen.width() * FIRST_SHARE / DEFAULT_SIZE.width(),
                          screen.height() * FIRST_SHARE / DEFAULT_SIZE.height()))
    return QSize(round(DEFAULT_SIZE.width() * growth), round(DEFAULT_SIZE.height() * growth))



def deal_words(number: int) -> str:
    """ "Deal #48213", in the player's language."""
    return translate("Window", "Deal #{number}").format(number=number)


class StatusMessage(QLabel):
    """The status bar's message. The bar keeps one height at a given width: the lines the
    game's longest turn message needs there (``room_for``; three at most, one in a wide
    window), so the table above never shrinks and jumps back as long messages come and go
    (the whole table read out with T took four lines). A message longer than that room
    ends in "…" on screen; it is whole in :meth:`text`, in its tooltip and for a screen
    reader (its accessible name, with the cards in words)."""

    MAX_LINES = 3

    def __init__(self, room_for: str = "") -> None:
        super().__init__()
        self._room_for = room_for
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def _line_height(self) -> int:
        return self.fontMetrics().lineSpacing()

    def _text_width(self) -> int:
        return max(1, self.contentsRect().width() - 2 * self.indent() if self.indent() > 0
                   else self.contentsRect().width())

    def _lines_for(self, text: str) -> int:
        """How many lines ``text`` wraps to at this width."""
        layout = QTextLayout(text, self.font())
        layout.beginLayout()
        lines = 0
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(self._text_width())
            lines += 1
        layout.endLayout()
        return max(1, lines)

    def _room(self) -> int:
        """The lines the bar has at this width (see the class's notes)."""
        if self.width() < self.fontMetrics().averageCharWidth() * 8:
            return 1  # not laid out yet
        return min(self.MAX_LINES, self._lines_for(self._room_for or self.text()))

    def _height(self) -> int:
        margins = self.contentsMargins()
        lines = self._room()
        return (self.fontMetrics().height() + (lines - 1) * self._line_height()
                + margins.top() + margins.bottom())

    def hasHeightForWidth(self) -> bool:
        return False  # the bar's layout would size it for no width at all: it asks _height()

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().averageCharWidth() * 12, self._height())

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._height())

    def set_room_for(self, text: str) -> None:
        """Keep room for ``text`` (the longest message of the game's turns)."""
        self._room_for = text
        self.updateGeometry()

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setAccessibleName(spoken(text))
        self.setToolTip(text if self._lines_for(text) > self._room() else "")
        self.updateGeometry()

    def paintEvent(self, event: QPaintEvent) -> None:
        text = self.text()
        room = self._room()
        if self._lines_for(text) <= room:
            super().paintEvent(event)
            return
        # the lines that fit, the last of them ending in "…"
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        rect = self.contentsRect()
        layout = QTextLayout(text, self.font())
        layout.beginLayout()
        starts: list[tuple[int, int]] = []
        while len(starts) < room:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(self._text_width())
            starts.append((line.textStart(), line.textLength()))
        layout.endLayout()
        metrics = self.fontMetrics()
        y = rect.top() + metrics.ascent()
        for number, (start, length) in enumerate(starts):
            piece = text[start:start + length] if number < room - 1 else text[start:]
            if number == room - 1:
                piece = metrics.elidedText(" ".join(piece.split()), Qt.TextElideMode.ElideRight,
                                           rect.width())
            painter.drawText(rect.left(), y, piece.rstrip())
            y += self._line_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.updateGeometry()  # the bar asks again how tall the message is at this width


class MainWindow(QMainWindow):
    """The game window. Menu commands are :attr:`actions` (see :mod:`.menus`); the status bar
    shows what it is told."""

    log_panel_created = Signal(object)  # the game log panel, made when first opened
    speed_chosen = Signal(str)  # a speed picked in View → Animation Speed
    closing = Signal()

    def __init__(self, scene: TableScene | None = None, parent: QWidget | None = None,
                 ask_before_closing: Callable[[Callable[[], None]], bool] = lambda _close: False,
                 ) -> None:
        super().__init__(parent)
        self.setWindowTitle(TITLE)
        self.scene = scene or TableScene()
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.table_news = accessible.install(self.view)  # the table for screen readers
        menu_keys.install()  # the menus' items tell screen readers their keys
        self.view.setFocus()  # the keys play at once
        self.log_panel: GameLogPanel | None = None  # made when first opened: a faster start
        self._deal: int | None = None  # for the title: the deal and the file it came from
        self._file_name: str | None = None
        self._maximized_before_full_screen = False
        self._text_font = QFont(self.font())  # the menus' and status bar's, before growing
        self._text_growth = 1.0
        # Before the window closes, whoever has something to ask asks it: True if a question
        # is open (then the window closes when its argument is called, once agreed).
        self.ask_before_closing = ask_before_closing
        self._close_agreed = False
        self.commands: dict[str, QAction] = {}  # every menu command, by its key (.menus)
        self.menus: dict[str, QMenu] = {}
        self._build_menus()
        self._build_status_bar()
        self.look = WindowLook(self)  # the bars, the panels and the dialogs in the theme's colours
        self.resize(fit_size(self, DEFAULT_SIZE))

    def addDockWidget(self, area: Qt.DockWidgetArea, dock: QDockWidget,
                      *args: Qt.Orientation) -> None:
        """Dock ``dock`` (the game log, Table Talk), in the theme's colours."""
        self.look.dress(dock)
        super().addDockWidget(area, dock, *args)

    # -- menus -----------------------------------------------------------------------------------
    def _build_menus(self) -> None:
        """The menu bar, from the one table of commands (:data:`.menus.MENUS`). The window
        itself answers the commands that only change the window (the log, full screen,
        the speed shown, Quit); whoever builds the window connects the rest."""
        bar = self.menuBar()
        bar.setStyleSheet(menu_bar_style(GREEN_CHROME))  # until the theme is applied
        for key, title, entries in MENUS:
            menu = self.menus[key] = bar.addMenu(translate("Menus", title))
            for entry in entries:
                if entry is None:
                    menu.addSeparator()
                elif isinstance(entry, Submenu):
                    submenu = self.menus[entry.key] = menu.addMenu(
                        translate("Menus", entry.text))
                    group = QActionGroup(self)
                    for choice in entry.choices:
                        group.addAction(self._action(choice))
                        submenu.addAction(self.commands[choice.key])
                else:
                    menu.addAction(self._action(entry))
        self.commands["quit"].triggered.connect(self.close)
        self.commands["game_log"].toggled.connect(self.show_game_log)
        self.commands["full_screen"].toggled.connect(self.show_full_screen)
        for name in timing.SPEEDS:
            self.commands[f"speed_{name}"].triggered.connect(
                lambda _checked=False, n=name: self.speed_chosen.emit(n))
        self.show_speed(timing.DEFAULT_SPEED)

    def _action(self, command: Command) -> QAction:
        action = QAction(translate("Menus", command.text), self)
        action.setShortcuts(shortcuts(command.keys))
        action.setCheckable(command.checkable)
        action.setEnabled(command.enabled)
        self.commands[command.key] = action
        return action

    def show_game_log(self, show: bool = True) -> None:
        """Open or close the game log panel beside the table."""
        if show and self.log_panel is None:
            from .log_panel import GameLogPanel

            panel = self.log_panel = GameLogPanel(self)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
            panel.closed.connect(lambda: self.commands["game_log"].setChecked(False))
            self.log_panel_created.emit(panel)
            self.place_game_log(0)
        if self.log_panel is not None:
            self.log_panel.setVisible(show)
        self.commands["game_log"].setChecked(show)

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
        self.commands[f"speed_{speed}"].setChecked(True)

    # -- the window on the screen -----------------------------------------------------------------
    def place_on_screen(self, normal: QRect | None = None, maximized: bool = False) -> None:
        """Size and place the window within its screen's available area (the screen less the
        desktop's panels), frame and all.

        ``normal`` is where the player left the window last time (its inside, in screen
        pixels); it is brought back onto the screen if that screen is now smaller or gone.
        Without it the window opens centred at its first size (:func:`first_size`: the
        default, larger on a large screen), or maximized where the screen has no room for
        the default. ``maximized`` maximizes it, keeping ``normal`` for when
        the player restores it.
        """
        frame = frame_margins(self)
        if normal is None:
            area = available_area(self)
            want = QRect(QPoint(), first_size(area.size()))
            want.moveCenter(area.center())
            maximized = not area.contains(want.marginsAdded(frame))
        else:
            area = available_area(self, normal.center())
            want = normal
        self.setWindowState(Qt.WindowState.WindowNoState)
        self.setGeometry(fitted(want, area, frame))
        if maximized:
            self.setWindowState(Qt.WindowState.WindowMaximized)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._grow_text()

    def _grow_text(self) -> None:
        """The words round the table (menus, status bar) grow with a window larger than
        :data:`TEXT_GROWS_PAST`, as the cards do: on a large screen at few dots per inch
        (a television, say) they would stay tiny beside them."""
        size = self.size()
        growth = min(size.width() / TEXT_GROWS_PAST.width(),
                     size.height() / TEXT_GROWS_PAST.height())
        growth = round(min(max(growth, 1.0), TEXT_GROWTH_MOST) * 8) / 8  # in steps of 1/8
        if growth == self._text_growth:
            return
        self._text_growth = growth
        font = QFont(self._text_font)
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * growth)
        else:
            font.setPixelSize(round(font.pixelSize() * growth))
        bar = self.statusBar()  # its labels too: a style sheet keeps them from inheriting it
        for widget in (self.menuBar(), bar, *bar.findChildren(QLabel), *self.menus.values()):
            widget.setFont(font)

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
        self.commands["full_screen"].setChecked(full)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():  # the usual way out
            self.show_full_screen(False)
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.WindowStateChange:  # the window manager's own way too
            self.commands["full_screen"].setChecked(self.isFullScreen())

    # -- status bar --------------------------------------------------------------------------------
    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        bar.setSizeGripEnabled(False)
        bar.setStyleSheet(status_bar_style(GREEN_CHROME))  # until the theme is applied
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

    def set_score(self, text: str) -> None:
        """The score in the status bar ("Score: You 12 · West 5"), said with pauses."""
        self.score_label.setText(text)
        self.score_label.setAccessibleName(spoken(text))

    def set_deal(self, number: int | None) -> None:
        """The deal on the table (None: not known here, as at a friend's table until the
        game is over)."""
        self.deal_label.setText(deal_words(number) if number is not None else "")
        self._deal = number
        self._show_title()

    def set_file_name(self, name: str | None) -> None:
        """The saved game the table shows, for the title (None: not from a file)."""
        self._file_name = name
        self._show_title()

    def _show_title(self) -> None:
        """ "game.spite — Spite and Malice — Deal #48213" """
        parts = [self._file_name, TITLE,
                 deal_words(self._deal) if self._deal is not None else None]
        self.setWindowTitle(" — ".join(part for part in parts if part))
        self.setAccessibleName(spoken(self.windowTitle()))  # no "em dash" read aloud

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._close_agreed and self.ask_before_closing(self._close_now):
            event.ignore()  # asked first: closed once the player agrees
            return
        self.closing.emit()
        super().closeEvent(event)

    def _close_now(self) -> None:
        self._close_agreed = True
        self.close()

