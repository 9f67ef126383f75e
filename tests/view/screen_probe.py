"""Run the game on a screen of a given size and print, as JSON, where everything landed.

Used by ``test_screens.py`` in a process of its own, since Qt's screen size is set when
the application starts: ``QT_QPA_PLATFORM=offscreen:configfile=<file>`` gives Qt's
offscreen platform one screen of the size the file names. The game starts as
``main()`` starts it (the player's files under ``SPITE_GUI_HOME``), deals, opens the
game log, then each dialog in turn; every rectangle is in screen pixels.

    python -m tests.view.screen_probe PLAYERS
"""

from __future__ import annotations

import json
import sys
import time

from PySide6.QtCore import QRect, QTimer
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox, QWidget

from spite_gui.ai.simple import simple_factory
from spite_gui.app import create_app
from spite_gui.dialogs.game_over import GameOverDialog
from spite_gui.dialogs.reveal import RevealDialog
from spite_gui.engine import Game, Move, Rules
from spite_gui.root import build_app
from spite_gui.storage import AppPaths
from spite_gui.table.outcomes import outcome_words
from tests.engine.helpers import position

LONG_NOTICE = ("Your statistics could not be read (the file is damaged). It was moved to "
               "'/home/someone/.local/share/Spite and Malice/stats.corrupt-20261121-235959."
               "sqlite3' and the game goes on without them.")


def _rect(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def _global(widget: QWidget) -> list[int]:
    return _rect(QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size()))


def _wait(app: QApplication, done, seconds: float = 20) -> None:
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise SystemExit("timed out")
        app.processEvents()
        time.sleep(0.01)


def _settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def _window_report(window) -> dict:
    view = window.view
    scene = view.table_scene()
    layout = scene.table_layout
    piles = {}
    for key, pile in scene.piles().items():
        area = pile.area_rect().toAlignedRect()
        top_left = view.viewport().mapToGlobal(view.mapFromScene(area.topLeft()))
        piles[str(key)] = [top_left.x(), top_left.y(), area.width(), area.height()]
    label = window.message_label
    return {
        "frame": _rect(window.frameGeometry()),
        "maximized": window.isMaximized(),
        "status_bar": _global(window.statusBar()),
        "status_text": label.text(),
        "status_shown_whole": label.height() >= label.heightForWidth(label.width()),
        "table": _global(view.viewport()),
        "piles": piles,
        "opponent_card": min(layout.piles[key].card_size.width() for key in layout.piles
                             if key.seat > 0),
        "log": _global(window.log_panel) if window.log_panel is not None else None,
        "menu_text_px": window.menuBar().fontInfo().pixelSize(),
        "menu_entry_text_px": window.menus["game"].fontInfo().pixelSize(),
        "status_text_px": label.fontInfo().pixelSize(),
    }


def _dialog_report(dialog: QWidget) -> dict:
    buttons = {button.text(): _global(button) for button in dialog.findChildren(QAbstractButton)
               if button.isVisible() and button.text()}
    return {"frame": _rect(dialog.frameGeometry()), "buttons": buttons}


def _finished_game(players: int) -> Game:
    """A game of ``players`` the human has just won by playing their last payoff card."""
    game = position(Rules.preset("Classic", players),
                    hands=["2H 3H 4H 5H 6H"] + ["7C 8C 9C TC JC"] * (players - 1),
                    payoffs=["AS"] + ["KD QD JD TD 9D 8D 7D 6D 5D 4D"] * (players - 1),
                    stock=" ".join(["2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"] * 3))
    game.play(Move("payoff", 0, "centre", 0))
    return game


def main(players: int) -> dict:
    app = create_app()
    paths = AppPaths.default()
    root = build_app(simple_factory, speed="instant", paths=paths)
    window, controller = root.window, root.table
    root.settings.set_overrides(players=players)
    window.show()
    root.start(48213)
    _wait(app, lambda: controller.my_turn and not controller.busy)
    _settle(app)
    report: dict = {"screen": _rect(app.primaryScreen().availableGeometry()),
                    "notices": list(root.notices.shown),
                    "text_px": QFontInfo(app.font()).pixelSize(),
                    "table": _window_report(window)}
    window.show_full_screen(True)
    _wait(app, lambda: window.geometry().size() == app.primaryScreen().size())
    _settle(app)
    report["full_screen"] = _window_report(window)
    window.show_full_screen(False)
    _wait(app, lambda: not window.isFullScreen())
    _settle(app)
    window.show_game_log(True)
    _settle(app)
    report["with_log"] = _window_report(window)

    dialogs: dict[str, dict] = {}
    info = root.dialogs

    def shown(name: str, dialog: QWidget) -> None:
        _wait(app, dialog.isVisible)
        _settle(app)
        dialogs[name] = _dialog_report(dialog)
        dialog.close()

    info.show_help()
    shown("help", info.help_dialog)
    root.settings.show()
    shown("preferences", root.settings.preferences_dialog)
    root.records.show()
    shown("statistics", root.records.statistics_dialog)
    info.ask_deal_number(lambda _number: None)
    shown("deal number", info.deal_dialog)
    shown("notice", root.notices.tell(LONG_NOTICE))
    game = _finished_game(players)
    names = controller.names
    outcome = game.outcome
    over = GameOverDialog(outcome_words(outcome, names), names, outcome.scores, outcome.scores,
                          [len(game.seat(s).payoff) for s in range(players)], window)
    over.open()
    shown("game over", over)
    reveal = RevealDialog(game, names, window)
    reveal.open()
    shown("hidden cards", reveal)

    def about_box() -> None:  # About waits in a loop of its own until closed
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            dialogs["about"] = _dialog_report(box)
            box.close()
        else:
            QTimer.singleShot(20, about_box)

    QTimer.singleShot(20, about_box)
    info.show_about()
    report["dialogs"] = dialogs
    root.shutdown()
    window.close()
    return report


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]))))
