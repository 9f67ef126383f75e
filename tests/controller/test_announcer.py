"""What the table says to a screen reader: the other players' moves in the game log's words,
the result of the player's own moves or why they were refused, and the read-out keys."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from spite_gui.table import speech
from spite_gui.view.menus import every_command

from .helpers import opening, put


def listen(app) -> list[tuple[str, bool]]:
    said: list[tuple[str, bool]] = []
    app.announcer.spoken.connect(lambda text, urgent: said.append((text, urgent)))
    return said


def test_the_computers_turn_is_told_in_the_game_logs_words(app, qtbot):
    said = listen(app)
    app.window.show_game_log(True)
    put(app, opening(current=1))
    qtbot.waitUntil(lambda: app.table.my_turn and not app.table.settling, timeout=10000)
    log = [speech.spoken(line) for line in app.window.log_panel.lines()]
    told = " ".join(text for text, urgent in said if not urgent)
    computer = [line for line in log if line.startswith("Computer")]
    assert computer and all(f"{line}." in told for line in computer)
    assert "Your turn." in told
    assert "♣" not in told and "♥" not in told  # the cards named in words


def test_your_own_move_is_told_and_a_refusal_cuts_in(app, qtbot):
    said = listen(app)
    put(app, opening())
    view = app.window.view
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert said[-1] == ("You played Ace of hearts from your hand to centre stack 1.", False)
    QTest.keyClick(view, Qt.Key.Key_Left)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert said[-1] == ("No centre stack takes the 7 of clubs now.", True)


def test_the_read_out_keys_say_the_table_the_hand_the_next_player_and_the_score(app, qtbot):
    said = listen(app)
    game = put(app, opening())
    window = app.window
    view, names = game.view(0), ["You", "Computer"]
    for key, words in [("T", speech.table_words(view, names)),
                       ("C", speech.hand_words(view)),
                       ("N", speech.next_player_words(view, names)),
                       ("S", "Score this session: You 0, Computer 0."
                             " Payoff cards left: you 3, Computer 3.")]:
        QTest.keySequence(window, QKeySequence(key))
        assert said[-1] == (words, True)
        assert window.message_label.text() == words  # shown too
    QTest.keySequence(window, QKeySequence("R"))
    assert said[-1] == (speech.score_words(names, [0, 0], [3, 3]), True)  # R: again


def test_every_menu_command_has_a_key_of_its_own_and_none_is_a_key_of_play(app):
    play_keys = {QKeySequence(k) for k in ("Left", "Right", "Up", "Down", "Space", "Return",
                                            "Enter", "Esc", "1", "2", "3", "4", "P", "Tab")}
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
    assert first_hand.startswith("Your hand: ")
    discard = next(m for m in app.table.legal_moves() if m.target == "side")
    app.table.play_move(discard)
    qtbot.waitUntil(lambda: scene.cover.up, timeout=10000)
    for command in ("read_hand", "read_table"):
        app.window.commands[command].trigger()
        assert said[-1] == (scene.cover.text, True)
    before = len(said)
    app.window.commands["read_again"].trigger()  # the last words were forgotten …
    assert said[before:] in ([], [(scene.cover.text, True)])  # … or were the cover's
    assert not any(first_hand in text for text, _urgent in said[said.index(
        (first_hand, True)) + 1:])
