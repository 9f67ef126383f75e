"""No Qt object is freed off the GUI thread while the computer players think.

Python runs its cyclic garbage collector on whichever thread allocates, and a
computer player thinking allocates a great deal. A collection there would free
cards, piles and animations the table had dropped, running their Qt destructors
on the worker thread: a freeze or a crash. These tests play many computer turns
in the real window with strong computer players, and record on which thread
every collection runs and every table item is freed.
"""

from __future__ import annotations

import gc
import threading
import weakref
from collections import Counter

from spite_gui.engine import Game, Rules

COMPUTER_MOVES = 150  # several thousand worker allocations past the collector's thresholds
LEVELS = ["hard", "expert", "hard"]  # three computer players beside the human


class _Witness:
    """Records the thread of every garbage collection and of every watched object's end."""

    def __init__(self) -> None:
        self.collections: list[int] = []
        self.freed: list[tuple[str, int]] = []
        self._refs: dict[int, weakref.ref] = {}

    def __enter__(self) -> _Witness:
        gc.callbacks.append(self._collecting)
        return self

    def __exit__(self, *_exc) -> None:
        gc.callbacks.remove(self._collecting)

    def _collecting(self, phase: str, _info: dict) -> None:
        if phase == "start":
            self.collections.append(threading.get_ident())

    def watch(self, obj) -> None:
        key = id(obj)
        if key in self._refs:
            return
        name = type(obj).__name__

        def ended(_ref, name=name, key=key) -> None:
            self.freed.append((name, threading.get_ident()))
            self._refs.pop(key, None)

        self._refs[key] = weakref.ref(obj, ended)

    def watch_table(self, scene) -> None:
        """Every item on the table, and the animations the cards and piles own."""
        for item in scene.items():
            self.watch(item)
            children = getattr(item, "children", None)
            for child in children() if children else ():
                self.watch(child)


def test_strong_computer_players_never_collect_or_free_qt_objects_off_the_gui_thread(
        qtbot, qapp, no_message_boxes):
    from spite_gui.play import Seating
    from spite_gui.root import build_app

    app = build_app(speed="instant")  # the real computer players
    window, controller = app.window, app.table
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    gui = threading.get_ident()
    computer_moves = []
    controller.move_applied.connect(
        lambda player, move: computer_moves.append(move) if player else None)
    deals = []
    app.session.game_started.connect(deals.append)
    seed = 20_230

    def deal() -> None:
        game = Game.new(Rules.preset("Classic", 4), 4, seed + len(deals))
        app.session.play(game, Seating.against_computers(4, LEVELS))

    def play() -> bool:
        witness.watch_table(window.scene)
        if len(computer_moves) >= COMPUTER_MOVES and len(deals) >= 2:
            return True
        if app.session.game.is_over and not controller.busy:
            if app.session.game_over_dialog is not None:
                app.session.game_over_dialog.close()
            deal()
        elif len(computer_moves) >= COMPUTER_MOVES // 2 and len(deals) < 2:
            deal()  # a second deal replaces the whole table
        elif moves := controller.legal_moves():
            controller.play_move(moves[-1])  # the human ends the turn at once: a discard
        return False

    with _Witness() as witness:
        deal()
        qtbot.waitUntil(play, timeout=120_000)
        app.shutdown()
        window.close()
        qtbot.waitUntil(lambda: bool(witness.collections), timeout=10_000)

    off_gui = [t for t in witness.collections if t != gui]
    freed_off_gui = Counter(name for name, thread in witness.freed if thread != gui)
    # (collections on a worker thread, Qt objects freed there by type)
    assert (len(off_gui), dict(freed_off_gui)) == (0, {})
    assert {"CardItem", "PileItem"} <= {name for name, _thread in witness.freed}
