"""What the table sounds like, heard through the null backend (the speaker every window made
without an audio device has): each thing that happens plays its sound once, the chime rings
when the player is wanted, and the sound's switches work."""

from __future__ import annotations

import logging
import pathlib
import sys

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest

from spite_gui.ai.simple import simple_factory
from spite_gui.controller.sounds import TableSounds
from spite_gui.engine import Move, Rules
from spite_gui.play import Seating
from spite_gui.root import build_app
from spite_gui.sound import DeviceSpeaker, RecordingSpeaker
from spite_gui.sound import cues as cue
from spite_gui.storage import Settings, load_settings
from spite_gui.table.piles import PileKey
from tests.engine.helpers import ladder, position

from .helpers import ACE, BLOCKED, OPENING_HAND, card_grip, drag, lift_cover, opening, put

HAND = PileKey("hand", 0)
CLASSIC = Rules.preset("Classic")
STOCK = "TC TH JS JC 8D 8C 7D 7H 6C 6D 6H 4D 4H 3D 3H 2C 2H"


def _heard(app) -> list[str]:
    speaker = app.sounds.speaker
    assert isinstance(speaker, RecordingSpeaker)  # no real device in a test
    return speaker.played


def _settled(app, qtbot) -> None:
    qtbot.waitUntil(lambda: not app.table.settling)


def _my_turn(app, qtbot) -> None:
    qtbot.waitUntil(lambda: app.table.my_turn and not app.table.busy)


def _centre(app, stack: int) -> QPointF:
    return app.window.scene.pile(PileKey("centre", -1, stack)).base_rect().center()


def test_a_new_deal_is_heard_once(app, qtbot):
    put(app, opening(), deal=True, think=False)
    _my_turn(app, qtbot)
    assert _heard(app) == [cue.DEAL]


def test_a_card_picked_up_and_put_on_a_stack(app, qtbot):
    put(app, opening(), think=False)
    _my_turn(app, qtbot)
    ace = app.window.scene.pile(HAND).cards[ACE]
    drag(app.window.view, card_grip(ace), _centre(app, 0))
    _settled(app, qtbot)
    assert _heard(app) == [cue.PICK_UP, cue.PUT_DOWN]


def test_a_card_refused_where_it_was_dropped(app, qtbot):
    put(app, opening(), think=False)
    _my_turn(app, qtbot)
    card = app.window.scene.pile(HAND).cards[BLOCKED]
    drag(app.window.view, card_grip(card), _centre(app, 1))
    assert _heard(app) == [cue.PICK_UP, cue.REFUSED]


def test_a_payoff_card_played_turns_the_next_one_over(app, qtbot):
    put(app, opening(payoff="JD 3C AS"), think=False)
    _my_turn(app, qtbot)
    assert app.table.play_move(Move("payoff", 0, "centre", 0)) is None
    _settled(app, qtbot)
    assert _heard(app) == [cue.PUT_DOWN, cue.FLIP]


def test_a_stack_built_to_the_queen_is_completed(app, qtbot):
    game = position(CLASSIC, hands=["QH 7C 9D 4S 5C", "5S 5H 5D 6C 6S"],
                    payoffs=["JD 3C 8S", "JH 2D 9C"], centre=[ladder(11), "", "", ""],
                    stock=STOCK)
    put(app, game, think=False)
    _my_turn(app, qtbot)
    assert app.table.play_move(Move("hand", 0, "centre", 0)) is None
    _settled(app, qtbot)
    assert _heard(app) == [cue.PUT_DOWN, cue.STACK_COMPLETED]


def test_the_completed_stacks_shuffled_back_at_the_end_of_the_turn(app, qtbot):
    game = position(CLASSIC, hands=["7C 9D 4S 5C 6H", "5S 5H 5D"],
                    payoffs=["JD 3C 8S", "JH 2D 9C"], completed=ladder(12, "D"), stock=STOCK)
    put(app, game, think=False)
    _my_turn(app, qtbot)
    assert app.table.play_move(Move("hand", 0, "side", 0)) is None
    _settled(app, qtbot)
    # the discard, the completed cards shuffled into the stock, the next player's draw
    # (two cards: one sound)
    assert _heard(app) == [cue.PUT_DOWN, cue.SHUFFLE, cue.DEAL]


def test_a_win_and_a_loss(app_with, qtbot):
    winner = app_with()
    put(winner, opening(payoff="AS"), think=False)
    _my_turn(winner, qtbot)
    assert winner.table.play_move(Move("payoff", 0, "centre", 0)) is None
    qtbot.waitUntil(lambda: cue.WIN in _heard(winner))
    assert _heard(winner) == [cue.PUT_DOWN, cue.WIN]

    loser = app_with()
    put(loser, position(CLASSIC, hands=["7C 9D 4S 5C 6H", "5S 5H 5D 6C 6S"],
                        payoffs=["JD 3C 8S", "AH"], stock=STOCK, current=1))
    qtbot.waitUntil(lambda: loser.table.view is not None and loser.table.view.outcome
                    is not None and not loser.table.settling)
    assert _heard(loser) == [cue.PUT_DOWN, cue.LOSE]


def _computer_plays_then_me():
    """The computer moves first (its payoff Ace, then a discard); then it is the player's
    turn."""
    return position(CLASSIC, hands=["AS 9D 4S 5C 6H", "AD 5H 5D 6C 6S"],
                    payoffs=["JD 3C 8S", "JH 2D AC"], stock=STOCK, current=1)


def test_no_chime_after_a_computers_turn_while_the_player_watches(app, qtbot):
    app.window.activateWindow()
    qtbot.waitUntil(app.window.isActiveWindow)
    put(app, _computer_plays_then_me())
    _my_turn(app, qtbot)
    assert cue.PUT_DOWN in _heard(app) and cue.YOUR_TURN not in _heard(app)


def test_the_chime_rings_when_the_game_is_in_the_background(app_with, qtbot):
    app, other = app_with(), app_with()
    other.window.activateWindow()  # the player is in another window
    qtbot.waitUntil(lambda: not app.window.isActiveWindow())
    put(app, _computer_plays_then_me())
    _my_turn(app, qtbot)
    assert _heard(app).count(cue.YOUR_TURN) == 1
    # … once a turn: not again after each of the player's own plays
    free = next(m for m in app.table.legal_moves() if m.source == "hand" and m.target == "centre")
    assert app.table.play_move(free) is None
    _my_turn(app, qtbot)
    assert _heard(app).count(cue.YOUR_TURN) == 1


def test_the_chime_can_be_turned_off_on_its_own(app_with, qtbot):
    app, other = app_with(), app_with()
    app.settings.change(Settings(turn_chime=False))
    other.window.activateWindow()
    qtbot.waitUntil(lambda: not app.window.isActiveWindow())
    put(app, _computer_plays_then_me())
    _my_turn(app, qtbot)
    assert cue.PUT_DOWN in _heard(app) and cue.YOUR_TURN not in _heard(app)


def test_the_chime_calls_the_next_person_to_the_screen(app, qtbot):
    app.window.activateWindow()
    seating = Seating.build(["person", "person"], ["Anna", "Ben"])
    game = position(Rules.preset("Quick"), hands=["AS 2S 3S 9D 9C", "AH 2H 3H 8D 8C"],
                    payoffs=["KD QD", "QC JC"], stock="2C 3C 4C 5C 6C 7C 5S 2D 4D 5D 6D 7D")
    app.session.play(game, seating)
    assert app.window.scene.cover.up  # for Anna, who is there: they have just begun
    lift_cover(app.window)
    _my_turn(app, qtbot)
    assert cue.YOUR_TURN not in _heard(app)
    assert app.table.play_move(Move("hand", 3, "side", 0)) is None  # Anna ends her turn
    qtbot.waitUntil(lambda: app.window.scene.cover.up)
    assert _heard(app).count(cue.YOUR_TURN) == 1
    lift_cover(app.window)  # Ben sits down: the chime has called him already
    qtbot.waitUntil(lambda: app.table.seat == 1 and app.table.my_turn and not app.table.busy)
    assert _heard(app).count(cue.YOUR_TURN) == 1


def test_by_the_keys_a_card_held_and_the_end_of_a_row_are_heard(app, qtbot):
    """For players who can't see the table: a pitched tick when a key lifts a card (as well
    as the card's own sound), a soft bump when the arrows reach the end of a row."""
    put(app, opening(), think=False)
    _my_turn(app, qtbot)
    view = app.window.view
    view.setFocus()
    for _ in range(len(OPENING_HAND.split()) + 1):  # along the hand, and once past its end
        QTest.keyClick(view, Qt.Key.Key_Left)
    assert _heard(app) == [cue.EDGE]
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert app.window.scene.lifted is not None
    assert _heard(app) == [cue.EDGE, cue.PICK_UP, cue.LIFTED]
    app.sounds.cue(cue.YOUR_TURN)  # asked for every turn: the chime keeps its own rule
    assert cue.YOUR_TURN not in _heard(app)


def test_view_sound_turns_every_sound_off_and_on_and_is_kept(launch, qtbot):
    app = launch(start=False)
    switch = app.window.commands["sound"]
    assert switch.isCheckable() and switch.isChecked()
    assert QKeySequence("Ctrl+Shift+M") in switch.shortcuts()
    switch.trigger()  # off
    put(app, opening(), deal=True, think=False)
    _my_turn(app, qtbot)
    assert _heard(app) == []
    assert load_settings(launch.paths)[0].sound is False
    again = launch(start=False)
    assert not again.window.commands["sound"].isChecked()
    again.window.commands["sound"].trigger()  # on
    assert load_settings(launch.paths)[0].sound is True
    put(again, opening(), deal=True, think=False)
    _my_turn(again, qtbot)
    assert _heard(again) == [cue.DEAL]


def test_the_volume_is_the_players_and_preferences_try_it(app, qtbot):
    app.settings.change(Settings(sound_volume=50))
    speaker = app.sounds.speaker
    put(app, opening(), deal=True, think=False)
    _my_turn(app, qtbot)
    assert speaker.gains == [0.25]
    app.settings.show()
    dialog = app.settings.preferences_dialog
    dialog.volume_slider.setValue(100)
    dialog.try_button.click()
    assert speaker.played[-1] == cue.YOUR_TURN and speaker.gains[-1] == 1.0
    assert speaker.gain == 0.25  # tried, not chosen: the game plays at the volume set
    dialog.reject()
    app.settings.show()
    dialog = app.settings.preferences_dialog
    dialog.volume_slider.setValue(30)
    dialog.ok_button.click()
    assert app.settings.settings.sound_volume == 30 and speaker.gain == pytest.approx(0.09)


def test_a_burst_of_news_taps_once_not_a_rattle(app, qtbot):
    """A computer's whole turn shown at once (the Instant speed, a click that hurries the
    table): each sound plays once in its moment, then again once that has passed."""
    now = [0]
    speaker = RecordingSpeaker()
    sounds = TableSounds(speaker, app.table, app.window, QAction(), lambda then: then(),
                         clock=lambda: now[0])
    sounds.apply(Settings())
    for _ in range(5):
        sounds.play(cue.PUT_DOWN)
    sounds.play(cue.FLIP)
    now[0] += cue.MIN_GAP_MS[cue.PUT_DOWN]
    sounds.play(cue.PUT_DOWN)
    assert speaker.played == [cue.PUT_DOWN, cue.FLIP, cue.PUT_DOWN]


SOUNDS = pathlib.Path(__file__).resolve().parents[2] / "resources" / "sounds"
MISSING = "pulseaudio" if sys.platform == "win32" else "wasapi"  # not on this platform


def test_without_an_audio_device_the_game_plays_on_in_silence(qtbot, qapp, caplog,
                                                              no_message_boxes):
    caplog.set_level(logging.INFO, logger="spite_gui")
    speaker = DeviceSpeaker(SOUNDS, backends=[MISSING])  # miniaudio finds no device
    app = build_app(simple_factory, speed="instant", speaker=speaker)
    try:
        qtbot.addWidget(app.window)
        app.window.show()
        qtbot.waitExposed(app.window)
        qtbot.waitUntil(speaker.ready.is_set)  # tried after the first paint, on its thread
        put(app, _computer_plays_then_me())
        for _ in range(3):  # whole turns: the computer's sounds and the player's
            _my_turn(app, qtbot)
            move = next(m for m in app.table.legal_moves() if m.target == "side")
            assert app.table.play_move(move) is None
        _my_turn(app, qtbot)
        assert app.table.view.turn >= 7
        switch = app.window.commands["sound"]
        switch.trigger()
        switch.trigger()  # on again: the player is told why nothing is heard
        assert "silent" in app.window.message_label.text()
        said = [r.getMessage() for r in caplog.records if "silent" in r.getMessage()]
        assert len(said) == 1 and said[0].startswith(speaker.problem)
    finally:
        app.shutdown()
