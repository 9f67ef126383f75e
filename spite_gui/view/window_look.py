"""The window in the theme's colours: the menu bar, the status bar, the panels, the dialogs.

:class:`WindowLook` dresses a main window in a :class:`~.theme.TableTheme`: the bars
and the docked panels (the game log, Table Talk) in its :class:`~.theme.Chrome`, and
the whole application — menus, dialogs, message boxes — in its scheme:

- ``desktop`` (the felt tables): the desktop's own colours, light or dark. Where the
  desktop says it is dark but Qt's style still paints light (some Linux desktops),
  the dialogs get the dark palette below.
- ``dark``: the desktop is asked for dark (``QStyleHints.setColorScheme``: Windows 11,
  macOS and the Linux desktops that support it) and every widget gets a dark palette;
  on Windows 10's classic style, which paints no dark palette, the Fusion style.
- ``high-contrast``: black, white text, every control framed in white, the focus and
  what is chosen in yellow (a style sheet: the styles frame controls in shades of the
  window's colour, which on black would not show).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QToolBar, QWidget

from .theme import DARK_SCHEME, DESKTOP, GREEN_CHROME, HIGH_CONTRAST_SCHEME, Chrome, TableTheme

Role = QPalette.ColorRole
DARK_COLOURS = {
    Role.Window: "#23262c", Role.WindowText: "#e6e6e6", Role.Base: "#1a1c21",
    Role.AlternateBase: "#262a31", Role.Text: "#e6e6e6", Role.Button: "#2d3139",
    Role.ButtonText: "#e6e6e6", Role.BrightText: "#ffffff", Role.Highlight: "#c9a227",
    Role.HighlightedText: "#111111", Role.Link: "#8ab4f8", Role.LinkVisited: "#c58af9",
    Role.ToolTipBase: "#2d3139", Role.ToolTipText: "#f0f0f0", Role.PlaceholderText: "#8c9099",
    Role.Light: "#3a3f48", Role.Midlight: "#31353d", Role.Mid: "#1f2227", Role.Dark: "#15171b",
    Role.Shadow: "#0a0b0d",
}
HIGH_CONTRAST_COLOURS = {
    Role.Window: "#000000", Role.WindowText: "#ffffff", Role.Base: "#000000",
    Role.AlternateBase: "#1a1a1a", Role.Text: "#ffffff", Role.Button: "#000000",
    Role.ButtonText: "#ffffff", Role.BrightText: "#ffffff", Role.Highlight: "#ffff00",
    Role.HighlightedText: "#000000", Role.Link: "#00ffff", Role.LinkVisited: "#ff80ff",
    Role.ToolTipBase: "#000000", Role.ToolTipText: "#ffffff", Role.PlaceholderText: "#c0c0c0",
    Role.Light: "#ffffff", Role.Midlight: "#ffffff", Role.Mid: "#ffffff", Role.Dark: "#ffffff",
    Role.Shadow: "#ffffff",
}
DISABLED_INK = {DARK_SCHEME: "#7d828b", HIGH_CONTRAST_SCHEME: "#b4b4b4"}
# The warning boxes of the dialogs (a rule the engine refuses, a file that can't be read):
# (ink, ground, edge) on a light window and on a dark one.
WARNING_LIGHT = ("#8a1c1c", "#fdecea", "#e6b0aa")
WARNING_DARK = ("#ffb4a9", "#3b1d1b", "#8c4a44")


# High contrast: every control framed in white, the focus and what is chosen in yellow (the
# styles draw their frames in shades of the window's colour: on black, none would show).
HIGH_CONTRAST_STYLE = """
QPushButton, QToolButton, QComboBox, QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit,
QAbstractItemView, QGroupBox { border: 1px solid #ffffff; }
QPushButton, QComboBox { padding: 3px 8px; }
QToolButton { padding: 2px; }
QGroupBox { margin-top: 1.2em; padding-top: 4px; }
QGroupBox::title { subcontrol-origin: margin; left: 6px; }
QPushButton:focus, QToolButton:focus, QComboBox:focus, QLineEdit:focus,
QAbstractSpinBox:focus, QAbstractItemView:focus { border: 2px solid #ffff00; }
QToolButton:checked { border: 3px solid #ffff00; }
QPushButton:disabled, QToolButton:disabled, QComboBox:disabled, QLineEdit:disabled,
QAbstractSpinBox:disabled { color: #b4b4b4; border-color: #808080; }
QCheckBox::indicator, QRadioButton::indicator { border: 1px solid #ffffff; background: #000000;
  width: 12px; height: 12px; }
QRadioButton::indicator { border-radius: 7px; }
QCheckBox::indicator:checked, QRadioButton::indicator:checked { background: #ffff00; }
QCheckBox:focus, QRadioButton:focus { color: #ffff00; }
QTabBar::tab { border: 1px solid #ffffff; padding: 4px 10px; }
QTabBar::tab:selected { background: #ffff00; color: #000000; }
QSlider::groove:horizontal { border: 1px solid #ffffff; height: 4px; }
QSlider::handle:horizontal { background: #ffff00; border: 1px solid #ffffff; width: 12px;
  margin: -6px 0; }
QMenu { border: 1px solid #ffffff; }
QMenu::item:selected { background: #ffff00; color: #000000; }
QToolTip { border: 1px solid #ffffff; }
"""


def palette_for(scheme: str) -> QPalette:
    """The application's palette for a ``dark`` or ``high-contrast`` scheme."""
    colours = HIGH_CONTRAST_COLOURS if scheme == HIGH_CONTRAST_SCHEME else DARK_COLOURS
    palette = QPalette()
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (Role.WindowText, Role.Text, Role.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(DISABLED_INK[scheme]))
    return palette


def dark_window() -> bool:
    """Whether the application's windows are dark now (its palette's window colour)."""
    return QApplication.palette().color(Role.Window).lightness() < 128


def warning_style(name: str) -> str:
    """The style sheet of a dialog's warning box whose object name is ``name``, for the
    windows' colours now (dialogs are made when they open, after the theme is set)."""
    ink, ground, edge = WARNING_DARK if dark_window() else WARNING_LIGHT
    return (f"QLabel#{name} {{ color: {ink}; background: {ground};"
            f" border: 1px solid {edge}; border-radius: 4px; padding: 6px; }}")


def warning_ink() -> str:
    """A style sheet for words that warn (red, readable on the windows' colours now)."""
    return f"color: {(WARNING_DARK if dark_window() else WARNING_LIGHT)[0]};"


def menu_bar_style(chrome: Chrome) -> str:
    selected = f" color: {chrome.selected_ink};" if chrome.selected_ink else ""
    return (f"QMenuBar {{ background: {chrome.bar}; color: {chrome.bar_ink}; padding: 1px 2px; }}"
            "QMenuBar::item { background: transparent; padding: 4px 10px; }"
            f"QMenuBar::item:selected {{ background: {chrome.bar_edge}; border-radius: 3px;"
            f"{selected} }}")


def status_bar_style(chrome: Chrome) -> str:
    return (f"QStatusBar {{ background: {chrome.bar}; color: {chrome.bar_ink};"
            f" border-top: 1px solid {chrome.bar_edge}; }}"
            f"QStatusBar QLabel {{ color: {chrome.bar_ink}; padding: 2px 8px; }}"
            "QStatusBar::item { border: none; }")


class WindowLook(QObject):
    """Dresses ``window`` (and the application's dialogs) in a theme; see the module's
    docstring. The window starts in the green felt's colours (:data:`~.theme.GREEN_CHROME`);
    panels docked later are dressed as they come (:meth:`dress`)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.chrome = GREEN_CHROME
        self.scheme = DESKTOP
        self._palette_ours = False  # the application's palette is ours, not the desktop's
        self._style_before: str | None = None  # the style we left for Fusion (Windows 10)
        self._hints = QGuiApplication.styleHints()
        self._desktop_dark = self._hints.colorScheme() == Qt.ColorScheme.Dark
        self._hints.colorSchemeChanged.connect(self._desktop_changed)

    def apply(self, theme: TableTheme, felt_colour: str | None = None) -> None:
        """Dress the window in ``theme`` (a felt of the player's own ``felt_colour`` gives
        the window round it that colour's shades)."""
        chrome = Chrome.of_felt(felt_colour) if felt_colour and theme.felt is None else (
            theme.chrome)
        if chrome != self.chrome:
            self.chrome = chrome
            window = self._window
            window.menuBar().setStyleSheet(menu_bar_style(chrome))
            window.statusBar().setStyleSheet(status_bar_style(chrome))
            for dock in window.findChildren(QDockWidget):
                self.dress(dock)
            for bar in window.findChildren(QToolBar):
                self.dress(bar)
        if theme.scheme != self.scheme:
            self.scheme = theme.scheme
            self._use_scheme()

    def dress(self, panel: QWidget) -> None:
        """Dress a docked panel that has a ``set_look(chrome)``."""
        set_look = getattr(panel, "set_look", None)
        if set_look is not None:
            set_look(self.chrome)

    def restore(self) -> None:
        """Give the application back the desktop's colours (the window has closed)."""
        if self.scheme != DESKTOP or self._palette_ours:
            self.scheme = DESKTOP
            self._desktop_dark = False  # this window no longer dresses any dialog
            self._use_scheme()

    # -- the application's colours -------------------------------------------------------
    def _desktop_changed(self, scheme: Qt.ColorScheme) -> None:
        if self.scheme == DESKTOP:  # else it is our own wish, not the desktop's
            self._desktop_dark = scheme == Qt.ColorScheme.Dark
            self._use_scheme()

    def _use_scheme(self) -> None:
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return
        if self.scheme == DESKTOP:
            self._hints.unsetColorScheme()
            if app.styleSheet():
                app.setStyleSheet("")
            self._restore_style(app)
            if self._palette_ours:
                app.setPalette(QPalette())  # the desktop's own again, following its changes
                self._palette_ours = False
            if self._desktop_dark and not dark_window():  # the style paints light anyway
                app.setPalette(palette_for(DARK_SCHEME))
                self._palette_ours = True
            return
        self._hints.setColorScheme(Qt.ColorScheme.Dark)
        style = app.style()
        if style is not None and style.name().lower() == "windowsvista":
            self._style_before = style.name()
            app.setStyle("fusion")  # Windows 10's classic style paints no dark palette
        app.setPalette(palette_for(self.scheme))
        self._palette_ours = True
        app.setStyleSheet(HIGH_CONTRAST_STYLE if self.scheme == HIGH_CONTRAST_SCHEME else "")

    def _restore_style(self, app: QApplication) -> None:
        if self._style_before is not None:
            app.setStyle(self._style_before)
            self._style_before = None
