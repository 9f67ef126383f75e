"""Application entry point: parse arguments, create the Qt application, build the window.

``main(argv)`` does it all: arguments, the player's folders, then the composition
root (:func:`spite_gui.root.build_app`); tests use ``build_app`` with pytest-qt's
``qapp`` instead. Nothing here touches Qt or the disk at import time.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from typing import TYPE_CHECKING

from . import APP_ID

if TYPE_CHECKING:  # loaded when used: the start-up reads as little as it can before Qt
    from PySide6.QtWidgets import QApplication

    from .root import AppRoot
    from .sound import DeviceSpeaker
    from .storage import AppPaths, InstanceLock
    from .storage.instance import Holder

SCREENSHOT_SIZE = (1280, 800)
#: Set (to anything) to start without offering the lesson at a first start: the tests'
#: fresh homes, which would otherwise each be offered it.
NO_LESSON_OFFER = "SPITE_GUI_NO_LESSON_OFFER"


def deal_number(text: str) -> int:
    """The deal number ``--seed`` names; ValueError if it is not one (the command line says
    what one is)."""
    from .engine import check_deal_number

    return check_deal_number(int(text))


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    from .command_line import parser as command_line
    from .engine import MAX_DEAL_NUMBER, PRESETS
    from .levels import LEVELS  # not .ai: the computer players load later
    from .storage.settings import ANIMATION_SPEEDS

    parser = command_line(list(PRESETS), LEVELS, ANIMATION_SPEEDS, MAX_DEAL_NUMBER, deal_number)
    args: argparse.Namespace = parser.parse_args(argv)
    if args.level is not None:
        if args.level.casefold() not in LEVELS:
            parser.no_level(args.level, LEVELS)
        args.level = args.level.casefold()
    return args


def create_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (the existing one if there is one), collecting garbage on its thread."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from .controller.gui_thread import confine_collector
    from .resources import resource_path
    from .table.words import set_translator
    from .view.wording import qt_translate

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(
        list(argv or sys.argv[:1]))
    confine_collector(app)  # no Qt object is ever freed by a worker thread's collection
    set_translator(qt_translate)  # every sentence asks the translators installed on the app
    app.setApplicationName("Spite and Malice")
    app.setOrganizationName("spite-and-malice")
    app.setDesktopFileName(APP_ID)  # the Wayland app id: the installed .desktop file's name
    icon = resource_path("icons", "app.svg")
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def device_speaker() -> DeviceSpeaker:
    """The speaker of the computer's audio device (it opens after the first paint).
    ``SPITE_GUI_SOUND_BACKEND`` names miniaudio's sound systems to try ("pulseaudio",
    "alsa,null" …) instead of the platform's usual ones."""
    from .resources import resource_path
    from .sound import DeviceSpeaker

    chosen = os.environ.get("SPITE_GUI_SOUND_BACKEND", "")
    return DeviceSpeaker(resource_path("sounds"),
                         [name.strip() for name in chosen.split(",") if name.strip()])


def claim_instance(paths: AppPaths) -> tuple[InstanceLock, Holder | None]:
    """This copy's lock on the player's files, and the other copy holding it (None if none).

    Where no lock can be made (a read-only folder, say) the game goes on
    unguarded: the autosave will say what is wrong with the folder.
    """
    import logging

    from .storage import InstanceLock

    lock = InstanceLock(paths.lock_file)
    try:
        return lock, lock.acquire()
    except OSError as error:
        logging.getLogger("spite_gui").warning("cannot lock %s: %s", paths.lock_file, error)
        return lock, None


def main(argv: list[str] | None = None) -> int:
    # No garbage collection until the table is first on screen: what a launch makes is
    # nearly all kept, and collecting it meanwhile (a dozen passes over everything made
    # so far) put off the first picture. The GUI thread's collector starts after it.
    gc.disable()
    args = parse_args(argv)
    if args.screenshot and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a picture needs no display
    # The plain-Python parts before Qt: once PySide is loaded it reads the source of every
    # module imported after it (its __feature__ check), a cost paid before the first paint.
    from .engine import RulesError
    from .storage import AppPaths
    from .storage.logs import start_log

    paths = lock = other_copy = None
    if not args.screenshot:  # with a screenshot: the defaults and the command line only
        paths = AppPaths.default()
        start_log(paths)
        lock, other_copy = claim_instance(paths)
    app = create_app()
    from .language import TRANSLATORS
    from .storage.settings import read_language

    TRANSLATORS.install(app, read_language(paths) if paths is not None else "")
    from .controller.gui_thread import confine_collector
    from .root import build_app

    root = build_app(speed="instant" if args.screenshot else args.speed, paths=paths,
                     speaker=None if args.screenshot else device_speaker())
    confine_collector(app).wait_for(root.window.view.after_first_paint)
    try:
        root.settings.set_overrides(args.preset, args.players, args.level, args.speed,
                                    args.people)
    except (RulesError, ValueError) as error:
        print(f"spite-and-malice: {error}", file=sys.stderr)
        return 2
    if args.screenshot:
        return 0 if save_screenshot(app, root, args.seed, args.screenshot) else 1
    root.window.show()
    root.start(args.seed, other_copy=other_copy)
    if not os.environ.get(NO_LESSON_OFFER):
        root.offer_lesson()
    if args.join:
        root.friends.join_now(args.join)
    elif args.friends:
        root.friends.show()
    code: int = app.exec()
    root.shutdown()
    if lock is not None:
        lock.release()
    return code


def save_screenshot(app: QApplication, root: AppRoot, seed: int | None, path: str) -> bool:
    """Deal ``seed`` and save the window as a PNG at the default size (at a table several
    people share, the cover is up for the first of them)."""
    from PySide6.QtCore import Qt

    window = root.window
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    app.processEvents()
    root.session.new_game(seed, think=False)
    app.processEvents()
    window.view.fit_table()
    window.view._resize_settled()
    ok: bool = window.grab().save(path)
    root.shutdown()
    window.close()
    return ok
