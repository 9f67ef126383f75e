"""What the table says to a screen reader: the other players' moves in the game log's words,
the result of the player's own moves or why they were refused, and the read-out keys."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QElapsedTimer, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from spite_gui.engine import events
from spite_gui.table import speech
from spite_gui.table.summary import turn_summary
from spite_gui.view.menus import every_command
from spite_gui.view.voice import MIN_GAP_MS

from .helpers import opening, put


def listen(app) -> list[tuple[str, bool]]:
    said: list[tuple[str, bool]] = []
    app.announcer.spoken.connect(lambda text, urgent: said.append((text, urgent)))
    return said


def sent(app) -> list[str]:
    """Every message the voice sent, whole, as the screen reader gets it."""
    messages: list[str] = []
    app.voice.sent.connect(lambda text, _channel: messages.append(text))
    return messages


def test_the_computers_turn_is_one_sentence_and_your_turn_follows_with_the_cards_drawn(
        app, qtbot):
    messages = sent(app)
    game = put(app, opening(current=1))
    qtbot.waitUntil(lambda: app.table.my_turn and not app.table.settling, timeout=10000)
    qtbot.waitUntil(lambda: any("Your turn." in m for m in messages))
    turn = [e for e in game.events if getattr(e, "player", None) == 1
            and not isinstance(e, events.Drew)]
    summary = turn_summary(turn, "Computer")
    heard = " ".join(messages)
    assert summary in heard  # one sentence, not the log's burst
    assert "Computer placed" not in heard and "ended the turn" not in heard
    assert "♣" not in heard and "♥" not in heard and ":" not in heard
    # the summary and "Your turn" shown at one moment went out as one message
    assert any(summary in m and "Your turn." in m for m in messages)
    assert app.announcer.last_turns == f"{summary} Your turn."
    # and the keyboard focus is on the hand
    assert app.window.scene.focus.stop == app.window.scene.focus.home()


def test_messages_go_out_one_at_a_time_at_least_150_ms_apart(app, qtbot):
    times: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    app.voice.sent.connect(lambda _text, _channel: times.append(clock.elapsed()))
    for word in ("one.", "two.", "three."):
        app.voice.say(word)
    qtbot.waitUntil(lambda: bool(times))
    app.voice.say("four.")
    app.voice.say("five.")
    qtbot.waitUntil(lambda: len(times) == 2)
    assert times[1] - times[0] >= MIN_GAP_MS


def test_your_own_move_is_told_and_a_refusal_cuts_in(app, qtbot):
    said = listen(app)
    put(app, opening())
    view = app.window.view
    QTest.keyClick(view, Qt.Key.Key_Right)  # the first arrow shows where the focus is
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Return)
    # the answer to the player's own key: at once, as a refusal is
    assert said[-1] == ("You played Ace of hearts from your hand to centre stack 1.", True)
    QTest.keyClick(view, Qt.Key.Key_Left)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert said[-1] == ("No centre stack takes the 7 of clubs now.", True)


def test_the_read_out_keys_say_the_table_the_hand_the_next_player_and_the_score(app, qtbot):
    said = listen(app)
    game = put(app, opening())
    window = app.window
    view, names = game.view(0), ["You", "Computer"]
    qtbot.waitUntil(lambda: app.announcer.last.startswith("Your turn."))
    for key, words in [("T", speech.table_words(view, names)),
                       ("C", speech.hand_words(view)),
                       ("N", speech.next_player_words(view, names)),
                       ("S", "Score this session: You 0, Computer 0."
                             " Payoff cards left: you 3, Computer 3.")]:
        QTest.keySequence(window, QKeySequence(key))
        assert said[-1] == (speech.spoken(words), True)
        assert window.message_label.text() == words  # shown too
        qtbot.waitUntil(lambda: app.announcer.last == said[-1][0])  # sent whole
    QTest.keySequence(window, QKeySequence("R"))
    assert said[-1] == (speech.spoken(speech.score_words(names, [0, 0], [3, 3])), True)


def test_every_menu_command_has_a_key_of_its_own_and_none_is_a_key_of_play(app):
    play_keys = {QKeySequence(k) for k in ("Left", "Right", "Up", "Down", "Space", "Return",
                                            "Enter", "Esc", "1", "2", "3", "4", "P", "Tab",
                                            "Y", "M", "D", "O", "PgUp", "PgDown")}
    taken: dict[str, str] = {}
    for command in every_command():
        keys = app.window.commands[command.key].shortcuts()
        assert keys, f"{command.key} has no key"
        for key in keys:
            text = key.toString()
            assert taken.setdefault(text, command.key) == command.key, f"{text} twice"
            assert key not in play_keys, f"{command.key} takes {text} from the table"


def test_under_the_cover_nothing_of_the_last_persons_table_is_read(app_with, qtbot):
    app = app_with()
    said = listen(app)
    app.settings.set_overrides(people=2)
    app.session.new_game(7)
    scene = app.window.scene
    qtbot.waitUntil(lambda: scene.cover.up)
    QTest.keyClick(app.window.view, Qt.Key.Key_Space)  # the first person sits down
    qtbot.waitUntil(lambda: app.table.my_turn and not app.table.settling, timeout=10000)
    app.window.commands["read_hand"].trigger()
    first_hand = said[-1][0]
    assert first_hand.startswith("Your hand, ")
    discard = next(m for m in app.table.legal_moves() if m.target == "side")
    app.table.play_move(discard)
    qtbot.waitUntil(lambda: scene.cover.up, timeout=10000)
    for command in ("read_hand", "read_table"):
        app.window.commands[command].trigger()
        assert said[-1] == (speech.spoken(scene.cover.text), True)
    before = len(said)
    app.window.commands["read_again"].trigger()  # the last words were forgotten …
    assert said[before:] in ([], [(speech.spoken(scene.cover.text), True)])  # … or the cover's
    assert not any(first_hand in text for text, _urgent in said[said.index(
        (first_hand, True)) + 1:])


def test_the_cue_hooks_ring_at_every_turn_and_at_the_edge_of_the_table(app, qtbot):
    """The sound issue's chimes: nothing plays them yet, but the cue is asked for at each
    "Your turn" and where the keys meet the edge (and the words are said anyway)."""
    from spite_gui.controller.announcer import EDGE_CUE, YOUR_TURN_CUE

    cues: list[str] = []
    app.announcer.cue.connect(cues.append)
    said = listen(app)
    put(app, opening(current=1))
    qtbot.waitUntil(lambda: app.table.my_turn and not app.table.settling, timeout=10000)
    assert cues == [YOUR_TURN_CUE]
    view = app.window.view
    QTest.keyClick(view, Qt.Key.Key_Down)  # the first arrow: where the focus is
    QTest.keyClick(view, Qt.Key.Key_Down)  # the hand is the bottom row
    assert cues == [YOUR_TURN_CUE, EDGE_CUE]
    assert said[-1] == ("Bottom of the table.", False)


def test_the_full_turn_summary_names_every_card_and_where_it_came_from(app, qtbot):
    messages = sent(app)
    app.settings.change(dataclasses.replace(app.settings.settings, turn_summary="full"))
    game = put(app, opening(current=1))
    qtbot.waitUntil(lambda: any("Your turn." in m for m in messages), timeout=10000)
    turn = [e for e in game.events if getattr(e, "player", None) == 1
            and not isinstance(e, events.Drew)]
    assert turn_summary(turn, "Computer", full=True) in " ".join(messages)
