"""Help → Learn to Play: the lesson played through with the mouse and with the keys, a
wrong move explained, the first start's offer, and the player's own game left alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from spite_gui.engine import Move
from spite_gui.table.lesson import YOU, lesson_steps
from spite_gui.table.moves import pointer, source_pile
from spite_gui.table.piles import PileKey
from spite_gui.table.speech import spoken

from .helpers import card_grip, drag
from .persist_helpers import answer_abandon, discard, settle

STEPS = lesson_steps()


def _start_lesson(app, qtbot):
    app.window.commands["lesson"].trigger()
    lesson = app.lesson
    qtbot.waitUntil(lambda: lesson.running and _waiting(app))
    return lesson


def _waiting(app) -> bool:
    """The lesson waits for the player's move: their turn, the cards in place, the card to
    play marked and its place lit."""
    table = app.table
    return (table.view is not None and table.my_turn and not table.busy
            and app.window.scene.highlights.hint() is not None)


def _wanted(app) -> Move:
    move = app.lesson.waiting_for
    assert move is not None
    return move


def _card(app, move: Move):
    pile = app.window.scene.pile(source_pile(YOU, move))
    return pile.cards[move.source_index if move.source == "hand" else -1]


def _drag(app, move: Move) -> None:
    """Drag the card of ``move`` onto its target with the mouse."""
    source, _index, target = pointer(YOU, move)
    assert source is not None and target is not None
    scene, view = app.window.scene, app.window.view
    drag(view, card_grip(_card(app, move)), scene.pile(target).base_rect().center())


def _by_keys(app, _move: Move) -> None:
    """Space lifts the card the lesson marks (the keyboard focus is on it), and Space puts
    it down where the lesson's light is (the focus went there)."""
    view = app.window.view
    view.setFocus()
    view.table_scene().focus.show_ring()
    QTest.keyClick(view, Qt.Key.Key_Space)
    QTest.keyClick(view, Qt.Key.Key_Space)


def _play_through(app, qtbot, play) -> list[int]:
    lesson = _start_lesson(app, qtbot)
    done: list[int] = []
    lesson.step_done.connect(done.append)
    for index, step in enumerate(STEPS):
        assert lesson.index == index
        for want_number in range(len(step.wants)):
            qtbot.waitUntil(lambda: _waiting(app) and lesson.moves_made == want_number)  # noqa: B023
            move = _wanted(app)
            lit = app.window.scene.highlights.hint()
            assert lit is not None and lit[1] == pointer(YOU, move)[2]  # the target is lit
            with qtbot.waitSignal(app.table.move_applied, timeout=5000) as applied:
                play(app, move)
            assert applied.args == [YOU, move]
        qtbot.waitUntil(lambda: index in done, timeout=10000)  # noqa: B023
        if index < len(STEPS) - 1:
            lesson.panel.next_button.click()
    return done


def test_the_lesson_is_played_to_the_end_with_the_mouse(app, qtbot):
    done = _play_through(app, qtbot, _drag)
    assert done == list(range(len(STEPS)))
    table = app.table
    qtbot.waitUntil(lambda: table.view.outcome is not None and not table.busy)
    assert table.view.outcome.winner == YOU
    panel = app.lesson.panel
    assert panel.play_button.isVisible() and "whole game" in panel.feedback.text()
    assert app.session.game_over_dialog is None  # a lesson is no game: no box, no score
    assert app.session.totals == [0, 0]
    assert app.window.deal_label.text() == ""  # a lesson's table was never dealt
    panel.play_button.click()  # on to a real game
    settle(qtbot, app)
    assert not app.lesson.running and not panel.isVisible()
    assert app.session.game.start_state is None  # a dealt game, not a lesson's table
    assert app.table.coach is None


def test_the_lesson_is_played_to_the_end_with_the_keys(app, qtbot):
    assert _play_through(app, qtbot, _by_keys) == list(range(len(STEPS)))


def test_the_steps_words_and_a_wrong_moves_words_reach_a_screen_reader(app, qtbot):
    """What the panel shows is said through the announcer, as the table's news is."""
    said = []
    app.announcer.spoken.connect(lambda text, urgent: said.append((text, urgent)))
    lesson = _start_lesson(app, qtbot)
    qtbot.waitUntil(lambda: any(STEPS[0].title() in text for text, _urgent in said))
    assert any(spoken(STEPS[0].text()) in text for text, _urgent in said)
    assert lesson.panel.title.text() == STEPS[0].title()
    said.clear()
    assert app.table.play_move(Move("hand", 0, "side", 0)) is not None
    assert said == [("That 7 of spades would go on your side stack 1 and end your turn, this "
                     "step asks you to start a centre stack with the Ace from your payoff "
                     "pile.", True)]  # at once, the card in words


def test_a_wrong_move_is_refused_and_explained_and_the_step_waits(app, qtbot):
    lesson = _start_lesson(app, qtbot)
    table, scene = app.table, app.window.scene
    card = scene.pile(PileKey("hand", YOU)).cards[0]  # the 7♠: ends the turn on side stack 2
    with qtbot.waitSignal(table.move_rejected, timeout=2000) as rejected:
        drag(app.window.view, card_grip(card), scene.pile(PileKey("side", YOU, 1)).base_rect()
             .center())
    words = rejected.args[0]
    assert words == ("That 7♠ would go on your side stack 2 and end your turn; this step asks "
                     "you to start a centre stack with the Ace from your payoff pile.")
    assert lesson.panel.feedback.text() == words and lesson.panel.feedback.isVisible()
    assert table.moves == [] and lesson.index == 0  # not played, not advanced
    qtbot.waitUntil(lambda: _waiting(app))  # the card home, the target lit again
    assert scene.highlights.hint()[1] == PileKey("centre", -1, 0)
    # an illegal move is explained in the rules' words, then what the step asks
    with qtbot.waitSignal(table.move_rejected, timeout=2000) as rejected:
        drag(app.window.view, card_grip(card), scene.pile(PileKey("centre", -1, 1)).base_rect()
             .center())
    assert rejected.args[0] == ("A 7 can't start a centre stack: an empty stack takes an Ace. "
                                "This step asks you to start a centre stack with the Ace from "
                                "your payoff pile.")
    assert table.moves == [] and lesson.index == 0
    # any empty centre stack will do for the Ace
    payoff = scene.pile(PileKey("payoff", YOU)).cards[-1]
    qtbot.waitUntil(lambda: _waiting(app))
    with qtbot.waitSignal(lesson.step_done, timeout=2000):
        drag(app.window.view, card_grip(payoff), scene.pile(PileKey("centre", -1, 3))
             .base_rect().center())


def test_a_double_click_plays_the_card_where_the_step_asks(app, qtbot):
    lesson = _start_lesson(app, qtbot)
    move = _wanted(app)
    view = app.window.view
    with qtbot.waitSignal(lesson.step_done, timeout=2000):
        QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                          Qt.KeyboardModifier.NoModifier,
                          view.mapFromScene(card_grip(_card(app, move))))
    assert app.table.moves == [move]


def test_the_hint_key_points_at_the_move_the_step_asks_for(app, qtbot):
    lesson = _start_lesson(app, qtbot)
    lesson.show_step(2)  # the King on centre stack 1
    qtbot.waitUntil(lambda: _waiting(app))
    app.window.scene.highlights.clear_hint()
    with qtbot.waitSignal(app.table.told, timeout=2000) as told:
        app.window.commands["hint"].trigger()
    assert told.args[0] == ("This step asks you to play the King from your hand on centre "
                            "stack 1, where it stands for a 5.")
    card, target = app.window.scene.highlights.hint()
    assert card.face == "KH" and target == PileKey("centre", -1, 0)


def test_back_next_and_skip(app, qtbot):
    lesson = _start_lesson(app, qtbot)
    panel = lesson.panel
    assert not panel.back_button.isEnabled()
    panel.next_button.click()
    qtbot.waitUntil(lambda: lesson.index == 1 and _waiting(app))
    assert panel.title.text() == STEPS[1].title()
    assert [c.text for c in app.table.view.centre[0]] == ["AS"]  # the step's own table
    panel.back_button.click()
    qtbot.waitUntil(lambda: lesson.index == 0 and _waiting(app))
    assert app.table.view.centre[0] == ()
    panel.skip_button.click()
    settle(qtbot, app)
    assert not lesson.running and not panel.isVisible()
    assert app.session.game.start_state is None  # a game dealt: none was waiting


def test_the_lesson_leaves_the_game_the_statistics_and_the_autosave_alone(launch, qtbot):
    app = launch(seed=8)
    discard(qtbot, app)  # a game under way, autosaved
    paths = launch.paths
    game = app.session.game
    moves = list(game.moves)
    lesson = _start_lesson(app, qtbot)  # the game in play is autosaved as it is put aside
    saved = paths.autosave_file.read_bytes()
    lesson.show_step(len(STEPS) - 1)  # the winning step
    qtbot.waitUntil(lambda: _waiting(app))
    with qtbot.waitSignal(lesson.step_done, timeout=5000):
        _drag(app, _wanted(app))
    qtbot.waitUntil(lambda: app.table.view.outcome is not None and not app.table.busy)
    app.window.close()  # quitting during the lesson keeps the game waiting
    assert paths.autosave_file.read_bytes() == saved
    assert app.records.stats.history() == []  # no game recorded: the lesson won none
    again = launch(seed=8)
    box = again.saved_games.resume_box
    assert box is not None  # the game put aside is offered back
    box.button(box.StandardButton.Yes).click()
    settle(qtbot, again)
    assert again.session.game.moves == moves


def test_the_game_put_aside_comes_back_when_the_lesson_ends(launch, qtbot):
    app = launch(seed=8)
    discard(qtbot, app)
    settle(qtbot, app)
    moves = list(app.session.game.moves)
    lesson = _start_lesson(app, qtbot)
    assert app.session.table_lent  # the game waits, off the table
    lesson.panel.skip_button.click()
    settle(qtbot, app)
    assert app.session.game.moves == moves


def test_undo_takes_the_steps_move_back_and_the_step_waits_for_it_again(app, qtbot):
    lesson = _start_lesson(app, qtbot)
    lesson.show_step(1)  # the 2, then the 3
    qtbot.waitUntil(lambda: _waiting(app))
    first = _wanted(app)
    with qtbot.waitSignal(app.table.move_applied, timeout=2000):
        _drag(app, first)
    qtbot.waitUntil(lambda: _waiting(app) and lesson.moves_made == 1)
    with qtbot.waitSignal(app.table.move_taken_back, timeout=2000):
        app.window.commands["undo"].trigger()
    qtbot.waitUntil(lambda: _waiting(app) and lesson.moves_made == 0)
    assert _wanted(app) == first
    assert app.window.scene.highlights.hint()[0] is _card(app, first)  # marked again


def test_new_game_during_the_lesson_asks_about_the_game_put_aside(launch, qtbot):
    """A lesson is no way round the question before a started game is given up."""
    app = launch(seed=8)
    discard(qtbot, app)
    moves = list(app.session.game.moves)
    lesson = _start_lesson(app, qtbot)
    app.window.commands["new"].trigger()
    assert not lesson.running and app.session.game.moves == moves  # back on the table
    answer_abandon(qtbot, app, give_up=False)
    settle(qtbot, app)
    assert app.session.game.moves == moves  # kept, as without the lesson


@pytest.fixture
def first_start(monkeypatch):
    """A first start that is offered the lesson, as a player's is."""
    monkeypatch.delenv("SPITE_GUI_NO_LESSON_OFFER", raising=False)


def _offer(app, qtbot):
    from PySide6.QtWidgets import QApplication, QMessageBox

    app.offer_lesson()
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QMessageBox))
    return QApplication.activeModalWidget()


def test_the_first_start_offers_the_lesson_once(launch, qtbot, first_start):
    app = launch()
    settle(qtbot, app)
    box = _offer(app, qtbot)
    assert box.text() == "Would you like a short lesson?"
    buttons = {b.text(): b for b in box.buttons()}
    assert set(buttons) == {"&Learn to Play", "&Not Now"}
    buttons["&Not Now"].click()
    qtbot.waitUntil(lambda: app.settings.settings.lesson_offered)
    assert not app.lesson.running
    app.window.close()
    again = launch()
    settle(qtbot, again)
    assert again.settings.settings.lesson_offered
    from PySide6.QtWidgets import QApplication

    again.offer_lesson()  # the table has shown: asked at once, if it were asked
    assert QApplication.activeModalWidget() is None


def test_taking_the_offered_lesson_starts_it(launch, qtbot, first_start):
    app = launch()
    settle(qtbot, app)
    box = _offer(app, qtbot)
    next(b for b in box.buttons() if b.text() == "&Learn to Play").click()
    qtbot.waitUntil(lambda: app.lesson.running and _waiting(app))
    assert app.settings.settings.lesson_offered


def test_a_screen_reader_is_told_the_focus_on_the_lessons_table_as_it_settles(app, qtbot):
    """With Orca 43 the first step was once lost: the table the lesson puts up is
    put up in place of the game put aside, and the reader was told the focus on the table
    put aside a moment before it went (its focus a destroyed object, it dropped the
    step's words, told at the focus). Until the step's words go out, the reader is told
    of no place thrown away, and last of the one that has the focus."""
    from PySide6.QtGui import QAccessible
    from shiboken6 import isValid

    from spite_gui.view.accessible import focus_item

    window = app.window
    window.show()
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    QAccessible.setActive(True)  # as when a screen reader listens
    try:
        reported = []
        window.table_news.focus_reported.connect(reported.append)
        told = []  # how many places the reader had been told of when the step went out
        app.voice.sent.connect(lambda text, _channel: told.append(len(reported))
                               if STEPS[0].title() in text else None)
        _start_lesson(app, qtbot)
        qtbot.waitUntil(lambda: bool(told))
        before_words = reported[:told[0]]
        assert before_words, "no focus told on the lesson's table before the step's words"
        assert all(isValid(item) for item in before_words), "told of a place thrown away"
        assert before_words[-1] is focus_item(window.scene)
    finally:
        QAccessible.setActive(False)
