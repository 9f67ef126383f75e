"""The theme is the whole window: the table, the menus, the status bar, the game log, Table
Talk and the dialogs follow the dark and high-contrast choices, and the desktop's dark mode;
the felt tables keep the desktop's dialogs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QMessageBox

from spite_gui.storage import Settings
from spite_gui.view.chat_panel import ChatPanel
from spite_gui.view.theme import GREEN_CHROME, THEMES, Chrome
from tests.controller.helpers import opening, put

WINDOW = QPalette.ColorRole.Window


def _ground(widget, at: QPoint | None = None) -> QColor:
    """The colour a widget is painted in, just inside its top-left corner (or at ``at``)."""
    image = widget.grab().toImage()
    point = at or QPoint(3, 3)
    return image.pixelColor(point.x(), point.y())


def _dark(colour: QColor) -> bool:
    return colour.lightness() < 60


def _window_parts(app, qtbot):
    """The window's parts round the table, each open: the menu bar, the status bar, the game
    log, Table Talk, and the preferences dialog."""
    window = app.window
    put(app, opening(), think=False)
    window.show_game_log(True)
    chat = ChatPanel((("hello", "Hi", "Hello!"),), 200, window)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, chat)
    chat.add_chat("Bob", "hello there")
    app.settings.show()
    dialog = app.settings.preferences_dialog
    qtbot.waitExposed(dialog)
    return {"menu bar": window.menuBar(), "status bar": window.statusBar(),
            "game log": window.log_panel.entries, "table talk": chat.lines, "dialog": dialog}


@pytest.mark.parametrize("theme", ["dark", "high-contrast"])
def test_the_dark_and_high_contrast_choices_darken_the_whole_window(app, qtbot, theme):
    light_before = QApplication.palette().color(WINDOW)
    app.settings.change(Settings(table_theme=theme))
    parts = _window_parts(app, qtbot)
    chrome = THEMES[theme].chrome
    wanted = {"menu bar": chrome.bar, "status bar": chrome.bar, "game log": chrome.panel,
              "table talk": chrome.field}
    for name, colour in wanted.items():  # no longer the green felt's dark green
        assert _ground(parts[name], QPoint(parts[name].width() // 2, 6)) == QColor(colour), name
        assert QColor(colour) != QColor(GREEN_CHROME.bar)
    assert _dark(_ground(parts["dialog"])), "the dialogs stay light"
    # the words on them are light, and a message box opened now is dark too
    assert QApplication.palette().color(QPalette.ColorRole.WindowText).lightness() > 200
    box = QMessageBox(QMessageBox.Icon.Information, "Spite and Malice", "A message",
                      parent=app.window)
    box.show()
    qtbot.waitExposed(box)
    assert _dark(_ground(box))
    box.close()
    parts["dialog"].reject()
    # back on the felt, the dialogs are the desktop's again
    app.settings.change(Settings(table_theme="felt"))
    assert QApplication.palette().color(WINDOW) == light_before


def test_high_contrast_frames_every_control_in_white(app, qtbot):
    app.settings.change(Settings(table_theme="high-contrast"))
    app.settings.show()
    dialog = app.settings.preferences_dialog
    qtbot.waitExposed(dialog)
    button = dialog.restore_button
    image = button.grab().toImage()
    edge = image.pixelColor(0, image.height() // 2)
    assert edge.lightness() > 200, "a button's frame shows on black"
    dialog.reject()


def test_the_felt_tables_colour_the_bars_and_panels_and_leave_the_dialogs_alone(app, qtbot):
    desktop = QApplication.palette().color(WINDOW)
    bars: dict[str, QColor] = {}
    for theme in ("felt", "blue", "burgundy"):
        app.settings.change(Settings(table_theme=theme))
        chrome = THEMES[theme].chrome
        assert _ground(app.window.statusBar()) == QColor(chrome.bar)
        assert QApplication.palette().color(WINDOW) == desktop
        bars[theme] = _ground(app.window.menuBar())
    assert len({c.name() for c in bars.values()}) == 3
    # a felt of the player's own colour: the window round it in its shades
    app.settings.change(Settings(table_theme="felt", table_colour="#402060"))
    assert _ground(app.window.statusBar()) == QColor(Chrome.of_felt("#402060").bar)
    app.settings.change(Settings())
    assert _ground(app.window.statusBar()) == QColor(GREEN_CHROME.bar)


def test_a_panel_opened_after_the_theme_is_in_its_colours_and_keeps_its_lines(app, qtbot):
    app.settings.change(Settings(table_theme="burgundy"))
    window = app.window
    window.show_game_log(True)
    log = window.log_panel.entries
    assert _ground(log) == QColor(THEMES["burgundy"].chrome.panel)
    lines = window.log_panel.lines()
    app.settings.change(Settings(table_theme="high-contrast"))
    assert window.log_panel.lines() == lines
    assert _ground(log, QPoint(log.width() // 2, log.height() - 4)) == QColor("#000000")


def test_the_desktops_dark_mode_darkens_the_dialogs_of_a_felt_table(app, qtbot):
    """Where the desktop says it is dark and Qt's style still paints light, the dialogs get
    the dark palette (the platform here paints light whatever the desktop says)."""
    hints = QGuiApplication.styleHints()
    light = QApplication.palette().color(WINDOW)
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)  # the desktop went dark
    try:
        assert _dark(QApplication.palette().color(WINDOW))
        app.settings.show()
        dialog = app.settings.preferences_dialog
        qtbot.waitExposed(dialog)
        assert _dark(_ground(dialog))
        dialog.reject()
    finally:
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)  # and light again
    assert QApplication.palette().color(WINDOW) == light


def test_a_warning_in_a_dialog_reads_on_a_dark_window(app, qtbot):
    app.settings.change(Settings(table_theme="dark"))
    app.settings.show()
    dialog = app.settings.preferences_dialog
    dialog.players_spin.setValue(4)
    dialog.decks_spin.setValue(2)
    dialog.payoff_spin.setValue(30)  # more cards than two decks hold for four players
    assert dialog.problem is not None
    label = dialog.warning_label
    image = label.grab().toImage()
    ground = image.pixelColor(label.width() // 2, 2)
    assert _dark(ground), "a pale pink box on a dark dialog"
    dialog.reject()
