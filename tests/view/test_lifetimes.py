"""The rules of :mod:`spite_gui.view.lifetimes`, each by the sequence that broke it.

A use of freed memory shows only sometimes, and then as a crash: a sequence that
crashed runs in a Python process of its own with glibc's allocator checks on
(``MALLOC_CHECK_=3``, and ``MALLOC_PERTURB_`` filling freed memory with a
pattern), so that a double delete aborts or crashes the process at once, and the
test reads how the process ended.
"""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys
import textwrap

from PySide6.QtCore import QSequentialAnimationGroup

from spite_gui.table.piles import CardFace, PileKey, TableSnapshot
from spite_gui.view.drop import Refused
from spite_gui.view.table_scene import TableScene

ROOT = pathlib.Path(__file__).resolve().parents[2]
PERTURB = 207  # a byte that has made each sequence below crash before its fix
HAND, CENTRE = PileKey("hand", 0), PileKey("centre", -1, 0)

SETUP = """
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from spite_gui.table.piles import CardFace, PileKey, TableSnapshot
from spite_gui.view.drop import Refused
from spite_gui.view.table_scene import TableScene

app = QApplication([])
HAND, CENTRE = PileKey("hand", 0), PileKey("centre", -1, 0)


def spin(ms):
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def table():
    scene = TableScene()
    scene.relayout(1280, 800)
    scene.show_snapshot(TableSnapshot(
        {HAND: [CardFace(t) for t in ("5S", "9C", "QD")], CENTRE: [CardFace("AH")]}, {}, {}))
    scene.pointer.set_draggable({HAND})
    return scene
"""


def run_isolated(body: str) -> subprocess.CompletedProcess:
    """Run ``body`` after :data:`SETUP` in a process of its own, allocator checks on."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MALLOC_CHECK_": "3",
           "MALLOC_PERTURB_": str(PERTURB), "PYTHONFAULTHANDLER": "1"}
    source = SETUP + textwrap.dedent(body) + "\nprint('survived')\n"
    return subprocess.run([sys.executable, "-c", source], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def assert_survived(done: subprocess.CompletedProcess) -> None:
    assert done.returncode == 0, f"ended with {done.returncode}: {done.stderr[-2000:]}"
    assert done.stdout.strip().endswith("survived")
    for bad in ("Traceback", "shared QObject was deleted directly", "malloc", "free()"):
        assert bad not in done.stderr, done.stderr[-2000:]


def test_a_new_deal_while_a_refused_card_shakes_frees_the_old_table_once():
    """Rules 1 and 3: the shake's callback held the refused card's pile, the last thing
    holding the old table's cards once a new deal had dropped them; deleting the
    shake freed the pile and the card, and the card deleted the shake a second time."""
    done = run_isolated("""
        scene = table()
        scene.drops.set_motion(40, shake_ms=80)
        scene.drops.set_judge(lambda _key, _index, _target: Refused("No"))
        for _ in range(3):
            scene.pointer.lift(scene.pile(HAND).cards[0])
            scene.pointer.put_down(CENTRE)  # refused: the card shakes, then slides home
            spin(20)
            scene.set_table(2, 4)  # a new deal takes the piles and the cards off the table
            spin(250)  # the shake ends and is deleted, and so are the old table's items
            scene.show_snapshot(TableSnapshot(
                {HAND: [CardFace(t) for t in ("5S", "9C")], CENTRE: [CardFace("AH")]}, {}, {}))
    """)
    assert_survived(done)


def test_a_table_item_left_on_the_table_by_python_is_still_the_tables():
    """Rule 1: whatever Python still holds of an item that left the table (a variable in
    the controller, a closure) decides nothing: the item is deleted, and using the old
    reference raises an error instead of reaching freed memory."""
    done = run_isolated("""
        import shiboken6
        scene = table()
        kept = scene.pile(HAND).cards[0]
        scene.set_table(2, 4)
        spin(50)
        assert not shiboken6.isValid(kept), "the old card is still there"
        try:
            kept.setPos(0, 0)
        except RuntimeError:
            pass
        else:
            raise AssertionError("a deleted card answered")
    """)
    assert_survived(done)


def test_a_shaking_card_holds_no_pile_alive(qtbot):
    """Rule 3: the callback that sends a refused card home once it has shaken holds its
    pile weakly, so deleting the shake can never free the pile (and the cards in it)."""
    scene = TableScene()
    scene.relayout(1280, 800)
    scene.show_snapshot(TableSnapshot(
        {HAND: [CardFace(t) for t in ("5S", "9C")], CENTRE: [CardFace("AH")]}, {}, {}))
    scene.pointer.set_draggable({HAND})
    scene.drops.set_motion(40, shake_ms=5_000)
    scene.drops.set_judge(lambda _key, _index, _target: Refused("No"))
    hand = scene.pile(HAND)
    held = sys.getrefcount(hand)
    card = hand.cards[0]
    scene.pointer.lift(card)
    scene.pointer.put_down(CENTRE)
    assert card.findChildren(QSequentialAnimationGroup)  # shaking
    assert sys.getrefcount(hand) == held
