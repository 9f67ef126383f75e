"""Launching the app against the test's private home, and games that end in one move."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from spite_gui.ai.simple import simple_factory
from spite_gui.engine import Game, Match, Move, Rules, events
from spite_gui.play import Seating
from spite_gui.play.save_format import SavedTable, table_document
from spite_gui.root import build_app
from spite_gui.storage import AppPaths, write_autosave
from spite_gui.table.piles import PileKey

WIN_NOW = Move("payoff", 0, "centre", 0)

# Saves hold a deal number and the moves played from it, so the games these tests save and
# resume come from real deals. In deal 8 the human plays first (their payoff card is a King).
DEAL = 8


def computer_to_move() -> Game:
    """Deal 8 after the human's first move, a discard that ends their turn."""
    game = Game.new(Rules.preset("Classic"), 2, DEAL)
    game.play(Move("hand", 0, "side", 0))
    return game


def moved_in(game: Game) -> Game:
    """``game`` once the person in the first seat has had a turn (each player discards at
    once): a game under way, which a restart offers back (a deal nobody here has moved in
    is not)."""
    while not any(isinstance(e, events.Discarded) and e.player == 0 for e in game.events):
        game.play(next(m for m in game.legal_moves() if m.target == "side"))
    return game


def discard(qtbot, app) -> None:
    """The person at the table ends their turn at once (the game is then under way)."""
    settle(qtbot, app)
    move = next(m for m in app.table.legal_moves() if m.target == "side")
    assert app.table.play_move(move) is None
    settle(qtbot, app)


class Launcher:
    """Starts the app the way ``main()`` does, as often as a test likes ("restarts"); each
    start gives the app's composition root (``.window``, ``.table``, ``.session`` …)."""

    def __init__(self, qtbot) -> None:
        self.qtbot = qtbot
        self.apps = []

    @property
    def paths(self) -> AppPaths:
        return AppPaths.default()

    def __call__(self, seed: int | None = None, start: bool = True, speed: str | None = "instant"):
        app = build_app(simple_factory, speed=speed, paths=self.paths)
        window = app.window
        self.qtbot.addWidget(window)
        # the tests' screen is smaller than this table: a first start opens maximized there
        window.setWindowState(Qt.WindowState.WindowNoState)
        window.resize(1280, 800)
        window.show()
        self.qtbot.waitExposed(window)
        self.apps.append(app)
        if start:
            app.start(seed)
        return app

    def quit(self, app) -> None:
        app.window.close()

    def close_all(self) -> None:
        for app in self.apps:
            app.shutdown()


def settle(qtbot, app) -> None:
    """Wait until the person at the table may move (or the game is over)."""
    table = app.table
    qtbot.waitUntil(lambda: table.view is not None and (
        (table.my_turn and not table.busy) or table.view.outcome is not None),
        timeout=20000)


def answer_abandon(qtbot, app, give_up: bool = True) -> str:
    """Answer the question asked before a started game is given up; returns its text."""
    from PySide6.QtWidgets import QMessageBox

    abandoning = app.abandoning
    qtbot.waitUntil(lambda: abandoning.box is not None and abandoning.box.isVisible())
    box = abandoning.box
    text = f"{box.text()} {box.informativeText()}"
    button = QMessageBox.StandardButton.Yes if give_up else QMessageBox.StandardButton.No
    box.button(button).click()
    return text


def nearly_won(seed: int = 5, their_payoff: int = 20, previous_starter: int | None = None) -> Game:
    """A Classic two-player game where the human moves and wins by playing their payoff Ace.

    No deal makes this table: it is set up card by card, so it can't come from a
    file (a save holds only what its deal and moves make). Put it on the table
    with :func:`launch_at`.
    """
    dealt = Game.new(Rules.preset("Classic"), 2, seed)
    state = dealt.state
    mine, theirs = state.seats
    stock = list(state.stock)
    ace = next(card for card in stock if card.rank == 1)
    stock.remove(ace)
    stock.extend(mine.payoff)
    extra = len(theirs.payoff) - their_payoff
    stock[:0] = theirs.payoff[:extra]
    seats = (mine._replace(payoff=(ace,)), theirs._replace(payoff=theirs.payoff[extra:]))
    table = state._replace(seats=seats, stock=tuple(stock), current=0)
    return Game(dealt.rules, 2, seed, table, first_player=0, previous_starter=previous_starter)


def launch_at(launch: Launcher, game: Game, match: Match | None = None,
              levels: tuple[str, ...] = ("medium",), speed: str = "instant"):
    """The app started with ``game`` (and ``match``) on its table, as a resumed save puts it."""
    app = launch(start=False, speed=speed)
    seating = Seating.against_computers(game.players, list(levels))
    app.saved_games.restore(SavedTable(game, match, seating))
    settle(launch.qtbot, app)
    return app


def put_autosave(paths: AppPaths, game: Game | None, match=None, levels=("medium",)) -> None:
    players = game.players if game is not None else match.players
    seating = Seating.against_computers(players, list(levels))
    write_autosave(paths, table_document(game, match, seating))


def faces(app, kind: str, seat: int = 0, index: int = 0) -> list[str | None]:
    """The cards a pile shows on the table (None: face down)."""
    return [card.face for card in app.window.scene.pile(PileKey(kind, seat, index)).cards]


def table_faces(app) -> dict[str, list]:
    """Every pile of the table and the faces it shows."""
    return {str(key): [card.face for card in pile.cards]
            for key, pile in app.window.scene.piles().items()}


def write_raw(path: Path, data: bytes | dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data if isinstance(data, bytes) else json.dumps(data).encode())


def moved_aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.stem}.corrupt-*{path.suffix}"))
