"""People are "their", computers "its": in the game log, on the table and in the questions
the window asks, for a person here, at a friend's computer, or sharing this one."""

from __future__ import annotations

from spite_gui.engine import Move
from spite_gui.play import COMPUTER, PERSON, REMOTE, Seating, SeatPlan
from tests.engine.helpers import position

from .helpers import lift_cover
from .persist_helpers import answer_abandon, settle


def _log(app) -> list[str]:
    return [line.text for line in app.game_log.lines]


def test_a_friend_at_another_computer_plays_from_their_hand_and_their_payoff_pile(app, qtbot):
    game = position(hands=["2C 3C 4C 5C 6C", "AH 7D 8D 9D TD"], payoffs=["9S", "QS AS"],
                    stock="2D 3D 4D 5D 6D 7S 8S", current=1)
    seating = Seating((SeatPlan(PERSON, "You"), SeatPlan(REMOTE, "Hanna")))
    app.session.play(game, seating)
    host = app.session.host
    assert host.submit(1, Move("hand", 0, "centre", 0)) is None
    assert host.submit(1, Move("payoff", 0, "centre", 1)) is None
    qtbot.waitUntil(lambda: "Hanna revealed Q♠ on their payoff pile" in _log(app))
    log = _log(app)
    assert "Hanna played A♥ from their hand to centre stack 1" in log
    assert "Hanna played their payoff card A♠ to centre stack 2" in log
    assert not any(" its " in line for line in log)


def test_a_computer_keeps_its_own_hand(app, qtbot):
    game = position(hands=["2C 3C 4C 5C 6C", "AH 7D 8D 9D TD"], payoffs=["9S", "QS 5S"],
                    stock="2D 3D 4D 5D 6D 7S 8S", current=1)
    seating = Seating((SeatPlan(PERSON, "You"), SeatPlan(COMPUTER, "Computer", "easy")))
    app.session.play(game, seating, think=False)
    assert app.session.host.submit(1, Move("hand", 0, "centre", 0)) is None
    qtbot.waitUntil(lambda: "Computer played A♥ from its hand to centre stack 1" in _log(app))


def test_giving_up_a_game_two_people_share_says_their_payoff_pile(launch, qtbot):
    app = launch(start=False)
    game = position(hands=["AC 3C 4C 5C 6C", "7D 8D 9D TD JD"], payoffs=["9S 8S", "QS 5S"],
                    stock="2D 3D 4D 5D 6D 7S 8S 2H 3H 4H 5H", current=0)
    app.session.play(game, Seating.of(people=2, players=2, names=("Anna", "Hanna")))
    lift_cover(app.window)  # the cover comes off for Anna
    settle(qtbot, app)
    assert app.table.play_move(Move("hand", 0, "centre", 0)) is None
    settle(qtbot, app)
    app.window.commands["new"].trigger()
    text = answer_abandon(qtbot, app, give_up=False)
    assert "Hanna wins it as if their payoff pile were empty now" in text
