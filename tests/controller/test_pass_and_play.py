"""Friends sharing one computer: every seat can be a person, and the table turns to whoever
plays, behind a cover that hides every hand between two people's turns."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from spite_gui.engine import Game, Move, Rules
from spite_gui.play import Seating
from spite_gui.table.piles import PileKey
from spite_gui.table.snapshot import table_snapshot
from spite_gui.view.pointer import DRAG_Z
from tests.engine.helpers import position

from .helpers import card_grip, drag, lift_cover, view_point

QUICK = Rules.preset("Quick")


def _grip(window, move: Move, seat: int) -> QPointF:
    scene = window.scene
    if move.source == "hand":
        return card_grip(scene.pile(PileKey("hand", seat)).cards[move.source_index])
    key = PileKey("payoff", seat) if move.source == "payoff" else PileKey(
        "side", seat, move.source_index)
    return scene.pile(key).cards[-1].scene_card_rect().center()


def _target(window, move: Move, seat: int) -> QPointF:
    key = (PileKey("centre", -1, move.target_index) if move.target == "centre"
           else PileKey("side", seat, move.target_index))
    return window.scene.pile(key).base_rect().center()


def _choose(moves: list[Move]) -> Move:
    """A player in a hurry: a card to the centre if one goes, else the first discard."""
    return next((m for m in moves if m.target == "centre"), moves[0])


def _shown(window) -> dict[PileKey, list[str | None]]:
    """What every pile of the table shows, card by card (None: a card back)."""
    return {key: [card.face for card in pile.cards]
            for key, pile in window.scene.piles().items()}


def _hand_faces(window, seat: int) -> list[str | None]:
    return [card.face for card in window.scene.pile(PileKey("hand", seat)).cards]


def _play_with_the_mouse(app, qtbot, people, turns_to_play=None):
    """Play the people's turns with the mouse until the game ends (or ``turns_to_play`` of
    the people's turns are over); returns what the players saw at each cover and each move."""
    window, table, session = app.window, app.table, app.session
    covers: list[tuple[int, str, int | None]] = []
    moves = 0
    last_mover: list[int | None] = [None]  # who moved last, as the table showed it
    table.move_applied.connect(lambda mover, _move: last_mover.__setitem__(0, mover))

    def step() -> bool:
        nonlocal moves
        game = session.game
        if game.is_over and not table.busy:
            return True
        if turns_to_play is not None and game.turn > turns_to_play:
            return True
        cover = window.scene.cover
        if cover.up:
            covers.append((app.session.people.waiting_for, cover.text, last_mover[0]))
            lift_cover(window)
            return False
        if not table.my_turn or table.busy:
            return False
        seat = table.seat
        assert seat == game.current_player and seat in people
        # the table has turned: the person to play sits at the bottom, their hand face up,
        # every other hand face down
        hand = window.scene.pile(PileKey("hand", seat)).base_rect()
        assert hand.center().y() > window.scene.sceneRect().height() * 0.6
        assert _hand_faces(window, seat) == [c.text for c in game.seat(seat).hand]
        for other in range(game.players):
            if other != seat:
                assert set(_hand_faces(window, other)) <= {None}
        move = _choose(table.legal_moves())
        with qtbot.waitSignal(table.move_applied, timeout=5000):
            drag(window.view, _grip(window, move, seat), _target(window, move, seat))
        moves += 1
        return False

    qtbot.waitUntil(step, timeout=120000)
    return covers, moves


def test_two_people_play_a_whole_game_passing_the_computer_between_turns(app_with, qtbot):
    app = app_with()
    window = app.window
    seating = Seating.build(["person", "person"], ["Anna", "Ben"])
    game = position(QUICK, hands=["AS 2S 3S 9D 9C", "AH 2H 3H 8D 8C"],
                    payoffs=["KD QD JD TD 9H 8H 7H 6H 5H 4H 3D 4S", "QC JC TC 9S 8S 7S 6S"],
                    stock=" ".join(["2C 3C 4C 5C 6C 7C 5S 2D 4D 5D 6D 7D TH JH QH"] * 4))
    app.session.play(game, seating)
    # a game at a shared table starts behind the cover, for the person to play first
    assert window.scene.cover.up and "Anna's turn" in window.scene.cover.text
    assert window.scene.cover.text.endswith("when Anna is at the screen.")
    covers, moves = _play_with_the_mouse(app, qtbot, people=(0, 1))
    assert app.session.game.is_over
    assert moves > 10
    # the table, driven only by the updates its seat was told, ends as the engine ended
    final = table_snapshot(app.session.game.view(app.table.seat), app.table.names)
    assert _shown(window) == {key: [face.face for face in faces]
                              for key, faces in final.piles.items()}
    # the cover came between every two people's turns, each time for the one to play next
    names = [text.split("'s turn")[0] for _seat, text, _mover in covers]
    assert names[:4] == ["Anna", "Ben", "Anna", "Ben"]
    assert all(a != b for a, b in itertools.pairwise(names))
    # the log names people by name and never names the cards someone drew
    lines = [line.text for line in app.game_log.lines]
    assert any(line.startswith("Anna played ") for line in lines)
    assert any(line.startswith("Ben played ") for line in lines)
    assert not any(line.startswith("You ") for line in lines)
    assert not any(" drew " in line and "card" not in line for line in lines)
    # the game over box shows every person's result
    qtbot.waitUntil(lambda: app.session.game_over_dialog is not None, timeout=10000)
    assert "Anna" in app.session.game_over_dialog.headline.text() or "Ben" in (
        app.session.game_over_dialog.headline.text())


def test_two_people_and_two_computers_the_computers_play_before_the_cover(app_with, qtbot):
    app = app_with()
    seating = Seating.build(["person", "computer", "person", "computer"], ["Anna", "", "Ben"],
                            ["", "easy", "", "easy"])
    assert seating.names == ("Anna", "West", "Ben", "East")
    game = Game.new(Rules.preset("Quick", 4), 4, 2024)
    app.session.play(game, seating)
    covers, moves = _play_with_the_mouse(app, qtbot, people=(0, 2), turns_to_play=16)
    assert moves > 0 and len(covers) >= 3
    # after the first (at the start), each cover came once the computer between the two
    # people had played its turn on the last person's table: West before Ben, East before Anna
    for seat, text, mover in covers[1:]:
        name = seating.names[seat]
        assert text.startswith(f"{name}'s turn")
        assert mover == (seat - 1) % 4, (text, mover)


def test_the_cover_hides_every_hand_and_space_lifts_it(app_with, qtbot):
    app = app_with()
    window = app.window
    seating = Seating.build(["person", "person"], ["Anna", "Ben"])
    game = position(QUICK, hands=["AS 2S 3S 9D 9C", "AH 2H 3H 8D 8C"],
                    payoffs=["KD QD", "QC JC"], stock="2C 3C 4C 5C 6C 7C 5S 2D 4D 5D 6D 7D")
    app.session.play(game, seating)
    cover = window.scene.cover
    assert cover.up and cover.zValue() > DRAG_Z  # above every card, one being dragged too
    assert cover.sceneBoundingRect().contains(window.scene.sceneRect())
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)
    assert not cover.up and app.table.seat == 0
    qtbot.waitUntil(lambda: app.table.my_turn and not app.table.busy)
    # Anna ends her turn: the table shows it, then the cover comes up for Ben
    assert app.table.play_move(Move("hand", 3, "side", 0)) is None
    qtbot.waitUntil(lambda: cover.up)
    assert "Ben's turn" in cover.text and app.table.seat == 0
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: app.table.seat == 1 and app.table.my_turn and not app.table.busy)
    # the table turned: Ben's hand is at the bottom, face up; Anna's is at the top
    scene = window.scene
    assert scene.pile(PileKey("hand", 1)).base_rect().top() > scene.pile(
        PileKey("hand", 0)).base_rect().bottom()
    assert _hand_faces(window, 1) == ["AH", "2H", "3H", "8D", "8C"]
    assert set(_hand_faces(window, 0)) == {None}
    assert view_point(window.view, scene.pile(PileKey("hand", 1)).base_rect().center()).y() > (
        window.view.viewport().height() // 2)


def _logs_at_each_hand_over(app) -> list[list[str]]:
    """The game log as it stands each time the table is told afresh (a hand-over)."""
    told: list[list[str]] = []
    app.table.table_started.connect(
        lambda _update: told.append([line.text for line in app.game_log.lines]))
    return told


def test_handing_the_table_to_the_next_person_resumes_nothing(app_with, qtbot):
    app = app_with()
    told = _logs_at_each_hand_over(app)
    app.session.play(Game.new(QUICK, 2, 8), Seating.build(["person", "person"], ["Anna", "Ben"]))
    _play_with_the_mouse(app, qtbot, people=(0, 1), turns_to_play=5)
    assert len(told) >= 5
    assert not [line for lines in told for line in lines if "resumed" in line]


def test_a_game_brought_back_says_so_once_in_rounds(app_with, qtbot):
    app = app_with()
    told = _logs_at_each_hand_over(app)
    game = Game.new(QUICK, 2, 8)
    while game.turn < 5:  # two rounds played: the first player's third turn
        game.play(_choose(game.legal_moves()))
    first = game.current_player
    names = ("Anna", "Ben")
    app.session.play(game, Seating.build(["person", "person"], names))  # as a save resumes
    _play_with_the_mouse(app, qtbot, people=(0, 1), turns_to_play=7)
    notes = [[line for line in lines if "resumed" in line] for lines in told]
    assert notes[0] == [f"Game resumed in round 3: {names[first]}'s turn."]
    assert len(told) >= 3 and not any(notes[1:])


def test_a_new_game_behind_the_cover_names_its_own_deal_in_the_title(app_with, qtbot):
    """Ctrl+N with a person in seat 2: the new deal waits behind the cover for the first
    person, and the title already names it, not the deal before."""
    app = app_with()
    window = app.window
    app.settings.set_overrides(people=2)
    app.session.new_game(1111)
    assert window.scene.cover.up
    assert window.windowTitle().endswith("Deal #1111")
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: app.table.my_turn and not app.table.busy)
    window.commands["new"].trigger()  # Ctrl+N: nothing played yet, so no question
    deal = app.session.host.deal
    assert deal != 1111 and window.scene.cover.up
    assert window.windowTitle().endswith(f"Deal #{deal}")
    assert window.deal_label.text() == f"Deal #{deal}"
