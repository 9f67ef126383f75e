"""The name plates and the status bar always agree on whose turn it is."""

from __future__ import annotations

from spite_gui.engine import Game, Rules
from spite_gui.table.speech import YOUR_MOVE

PLAYING = " is playing…"


def _disagreements(window, controller) -> list[str]:
    """What the table says about the turn that does not fit together, if anything."""
    seats = window.scene.seat_info()
    lit = [seat for seat, info in seats.items() if info.active]
    thinking = [seat for seat, info in seats.items() if info.note]
    status = controller.status
    problems = []
    if len(lit) > 1:
        problems.append(f"plates {lit} lit at once")
    if not set(thinking) <= set(lit):
        problems.append(f"{[seats[s].name for s in thinking]} thinking while {lit} is lit")
    if status.endswith(PLAYING):
        named = controller.names.index(status[:-len(PLAYING)])
        if lit != [named]:
            problems.append(f"status {status!r} while {lit} is lit")
    if status == YOUR_MOVE() and lit != [0]:
        problems.append(f"'your turn' while {lit} is lit")
    return problems


def test_the_turn_shows_the_same_player_everywhere_as_it_passes(app, qtbot):
    window, controller = app.window, app.table
    controller.set_speed("fast")  # real pauses between the steps, as a player sees them
    seed = next(s for s in range(1, 200) if Game.new(Rules.preset("Classic", 3), 3, s)
                .current_player == 0)
    app.settings.set_overrides(players=3)
    app.session.new_game(seed)
    seen: list[str] = []

    def check(*_args) -> None:
        seen.extend(f"turn {app.session.game.turn}: {p}"
                    for p in _disagreements(window, controller))

    for signal in (controller.status_changed, controller.turn_changed, controller.settled):
        signal.connect(check)
    for _round in range(2):
        qtbot.waitUntil(lambda: controller.my_turn and not controller.busy,
                        timeout=20000)
        discard = next(m for m in controller.legal_moves() if m.target == "side")
        controller.play_move(discard)
    qtbot.waitUntil(lambda: controller.my_turn and not controller.busy, timeout=20000)
    assert app.session.game.turn >= 5
    assert seen == []
