"""The computer thinks on a plain thread and its answer comes back to the GUI thread."""

from __future__ import annotations

import gc
import threading
import weakref

import shiboken6

from spite_gui.controller.gui_thread import GuiThreadCollector, gui_mailbox
from spite_gui.controller.thinking import ComputerRunner
from spite_gui.engine import Game, Rules

WORKER_NAME = "computer player"


class _Player:
    """Answers a fixed move once released, recording the thread it thought on."""

    def __init__(self, answer="move", hold: bool = False) -> None:
        self.answer = answer
        self.release = threading.Event()
        if not hold:
            self.release.set()
        self.started = threading.Event()
        self.threads: list[int] = []

    def choose(self, view):
        self.threads.append(threading.get_ident())
        self.started.set()
        self.release.wait(10)
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer


def _view():
    return Game.new(Rules.preset("Classic"), 2, 7).view(0)


def _answers(runner):
    got = []
    runner.move_chosen.connect(lambda ticket, move: got.append(
        (ticket, move, threading.get_ident())))
    return got


def _worker_alive() -> bool:
    return any(t.name == WORKER_NAME for t in threading.enumerate())


def test_the_answer_is_thought_off_the_gui_thread_and_arrives_on_it(qtbot, qapp):
    runner = ComputerRunner()
    got = _answers(runner)
    player = _Player("a move")
    runner.request(1, player, _view())
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    gui = threading.get_ident()
    assert got == [(1, "a move", gui)]
    assert player.threads and player.threads[0] != gui
    qtbot.waitUntil(lambda: not _worker_alive())  # no thread waits about once the work is done


def test_a_player_that_fails_hands_its_error_back(qtbot, qapp, capsys):
    runner = ComputerRunner()
    got = _answers(runner)
    runner.request(4, _Player(ValueError("confused")), _view())
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    [(ticket, error, _thread)] = got
    assert ticket == 4 and isinstance(error, ValueError) and str(error) == "confused"
    assert "ValueError: confused" in capsys.readouterr().err


def test_a_newer_question_replaces_one_still_waiting(qtbot, qapp):
    runner = ComputerRunner()
    got = _answers(runner)
    first = _Player("first", hold=True)
    runner.request(1, first, _view())
    assert first.started.wait(5)
    runner.request(2, _Player("second"), _view())  # waits for the first …
    runner.request(3, _Player("third"), _view())  # … and is replaced by this one
    first.release.set()
    qtbot.waitUntil(lambda: len(got) == 2, timeout=5000)
    assert [(ticket, move) for ticket, move, _thread in got] == [(1, "first"), (3, "third")]


def test_an_answer_for_a_runner_that_is_gone_is_dropped(qtbot, qapp):
    runner = ComputerRunner()
    player = _Player("late", hold=True)
    runner.request(1, player, _view())
    assert player.started.wait(5)
    gone = weakref.ref(runner)
    shiboken6.delete(runner)  # the window closed while the computer thought
    del runner
    posted = []
    player.release.set()
    gui_mailbox().post(posted.append, "after")  # posted after the late answer, so run after it
    qtbot.waitUntil(lambda: posted == ["after"] and not _worker_alive(), timeout=5000)
    assert gone() is None


def test_calls_posted_from_many_threads_run_on_the_gui_thread_in_order(qtbot, qapp):
    mailbox = gui_mailbox()
    calls = []

    def post(name):
        for i in range(50):
            mailbox.post(lambda n=name, i=i: calls.append((n, i, threading.get_ident())))

    threads = [threading.Thread(target=post, args=(n,)) for n in "abc"]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    qtbot.waitUntil(lambda: len(calls) == 150, timeout=5000)
    assert {thread for _n, _i, thread in calls} == {threading.get_ident()}
    for name in "abc":
        assert [i for n, i, _t in calls if n == name] == list(range(50))


def test_the_app_collects_cyclic_garbage_on_the_gui_thread_only(qtbot, qapp):
    from spite_gui.app import create_app

    app = create_app()
    assert isinstance(app.findChild(GuiThreadCollector), GuiThreadCollector)
    assert not gc.isenabled()  # no collection starts on whichever thread allocates …
    threads = []

    def collecting(phase, _info):
        if phase == "start":
            threads.append(threading.get_ident())

    class Node:
        pass

    cycle = Node()
    cycle.me = cycle
    dropped = weakref.ref(cycle)
    del cycle
    ballast = [{} for _ in range(2 * gc.get_threshold()[0])]  # past the first threshold
    gc.callbacks.append(collecting)
    try:
        qtbot.waitUntil(lambda: dropped() is None, timeout=5000)  # … yet garbage goes
    finally:
        gc.callbacks.remove(collecting)
    ballast.clear()
    assert threads and set(threads) == {threading.get_ident()}
