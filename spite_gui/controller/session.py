"""Connects the main window to the game controller: menus, status bar, dialogs.

When the player wins a game or a match the table celebrates first (skippable,
none at the "instant" speed); the game-over dialog opens after it.

With the player's files wired in (:mod:`.persistence`), new games come from
their preferences, the command line and the match in play through
:attr:`Session.next_game`; without them (tests, ``--screenshot``) from
:meth:`Session.configure`, by default the Classic rules against one computer
player at Medium.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ..engine import MAX_DEAL_NUMBER, Outcome, Rules
from ..engine.scoring import PAYOFF_EMPTIED
from ..view import timing
from .abandon import Abandoning
from .assist import Assist
from .commentary import Commentary
from .game_controller import DEFAULT_LEVEL, DEFAULT_PRESET, HUMAN, GameController
from .game_log import GameLog


class Session(QObject):
    """The player's session at the table: which game to deal next, and the windows around it."""

    game_over_shown = Signal(object)  # the Outcome, once the table has celebrated a win

    def __init__(self, window, controller: GameController) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.preset = DEFAULT_PRESET
        self.players = 2
        self.level = DEFAULT_LEVEL
        self.game_over_dialog = None  # dialogs are imported when first shown: a faster start
        self.help_dialog = None
        self.deal_dialog = None
        self.reveal_dialog = None
        self.assist = Assist(window, controller)
        self.game_log = GameLog(controller, window)
        self.abandoning = Abandoning(window, controller)  # asks before a game is given up
        self.commentary = Commentary(controller)  # messages and marks on the table
        # Where new games come from once the player's settings are wired in (persistence.py):
        # a callable seed -> (Game, levels). None: the configure() settings.
        self.next_game = None
        # The banner for a match the player has just won, set by whoever keeps the match.
        self.match_banner: Callable[[], tuple[str, str] | None] = lambda: None
        window.new_game_requested.connect(lambda: self.ask_new_game())
        window.restart_requested.connect(self.restart)
        window.deal_number_requested.connect(self.ask_deal_number)
        window.reveal_requested.connect(self.show_hidden_cards)
        controller.game_started.connect(lambda _deal: window.actions["reveal"].setEnabled(False))
        controller.game_over.connect(lambda _outcome: window.actions["reveal"].setEnabled(True))
        window.closing.connect(self.assist.shutdown)
        window.speed_chosen.connect(controller.set_speed)
        window.help_requested.connect(self.show_help)
        window.about_requested.connect(self.show_about)
        window.closing.connect(controller.shutdown)
        controller.status_changed.connect(window.set_status)
        controller.game_started.connect(window.set_deal)
        controller.scores_changed.connect(
            lambda totals: window.set_scores(controller.names, totals))
        controller.game_over.connect(self._celebrate)
        window.show_speed(controller.speed)

    def configure(self, preset: str, players: int, level: str) -> None:
        """Settings for the next games; raises RulesError for rules that can't deal."""
        Rules.preset(preset, players).check_players(players)
        self.preset, self.players, self.level = preset, players, level

    def ask_new_game(self, seed: int | None = None) -> None:
        """New Game as the player asks for it: a started game is given up only if they agree
        (see :mod:`.abandon`)."""
        self.abandoning.confirm("new", lambda: self.new_game(seed))

    def restart(self) -> None:
        """Deal the deal on the table again from the start (its deal number: the same cards
        while the rules are the same), once the player agrees to give up the game in play:
        a started game counts as lost, and in a match the deal is the match's next game."""
        game = self.controller.game
        if game is not None:
            self.abandoning.confirm("restart", lambda: self.new_game(game.seed))

    def new_game(self, seed: int | None = None, think: bool = True) -> None:
        """Deal a new game (a random deal unless ``seed`` is given), whatever is on the table."""
        if self.next_game is not None:
            game, levels = self.next_game(seed)
            self.play(game, levels, autoplay=think)
            return
        self._close_game_over()
        self.controller.new_game(self.preset, self.players, seed, self.level, autoplay=think)

    def play(self, game, levels, autoplay: bool = True, deal: bool = True) -> None:
        """Put ``game`` on the table: dealt afresh, or (``deal`` False) as it stands."""
        self._close_game_over()
        self.controller.start_game(game, levels, autoplay, deal)

    def ask_deal_number(self) -> None:
        """Ask for a deal number and deal it (the same number always deals the same cards)."""
        from PySide6.QtWidgets import QInputDialog

        if self.deal_dialog is None:
            dialog = QInputDialog(self.window)
            dialog.setWindowTitle("New Game with Deal Number")
            dialog.setInputMode(QInputDialog.InputMode.IntInput)
            dialog.setIntRange(0, MAX_DEAL_NUMBER)
            dialog.setLabelText(f"Deal number (0 to {MAX_DEAL_NUMBER:,}). The same number "
                                "deals the same cards,\nso you can replay a deal or share it.")
            dialog.intValueSelected.connect(lambda number: self.ask_new_game(number))
            self.deal_dialog = dialog
        game = self.controller.game
        self.deal_dialog.setIntValue(game.seed if game is not None else 1)
        self.deal_dialog.open()

    def show_hidden_cards(self) -> None:
        """After a game: every card that stayed hidden, so the player can check the deal."""
        from PySide6.QtWidgets import QApplication

        from ..dialogs.reveal import RevealDialog

        game = self.controller.game
        if game is None or not game.is_over:
            self.controller.say("The hidden cards are shown once the game is over.")
            return
        if self.reveal_dialog is not None:
            self.reveal_dialog.close()
        # on top of the game-over box when asked from there, else on the table
        parent = QApplication.activeModalWidget() or self.window
        self.reveal_dialog = RevealDialog(game, self.controller.names, parent)
        self.reveal_dialog.open()

    def _close_game_over(self) -> None:
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
            self.game_over_dialog = None

    def show_about(self) -> None:
        from ..dialogs.about import show_about

        show_about(self.window)

    def show_help(self) -> None:
        from ..dialogs.help import HelpDialog

        if self.help_dialog is None:
            self.help_dialog = HelpDialog(self.window)
        self.help_dialog.show()
        self.help_dialog.raise_()

    def win_banner(self, outcome: Outcome) -> tuple[str, str] | None:
        """The celebration's banner for ``outcome``, if the player won (the game, or the
        match with it)."""
        match = self.match_banner()
        if match is not None:
            return match
        if outcome.winner != HUMAN:
            return None
        points = outcome.scores[HUMAN]
        how = ("your payoff pile is empty" if outcome.reason == PAYOFF_EMPTIED
               else "the fewest payoff cards")
        return "You won!", f"+{points} points: {how}"

    def _celebrate(self, outcome: Outcome) -> None:
        """A win is celebrated on the table before the game-over dialog opens."""
        banner = self.win_banner(outcome)
        duration = timing.scaled(timing.CELEBRATION_MS, self.controller.speed)
        if banner is None or duration <= 0:
            self._show_game_over(outcome)
            return
        game, celebration = self.controller.game, self.controller.scene.celebration

        def done() -> None:
            celebration.finished.disconnect(done)
            if self.controller.game is game:  # not a new game dealt meanwhile
                self._show_game_over(outcome)

        celebration.finished.connect(done)
        self.controller.scene.celebrate(*banner, duration)

    def _show_game_over(self, outcome) -> None:
        from ..dialogs.game_over import GameOverDialog

        controller = self.controller
        game = controller.game
        dialog = GameOverDialog(
            outcome.describe(controller.names), controller.names, outcome.scores,
            controller.totals, [len(s.payoff) for s in game.state.seats], self.window)
        dialog.new_game_requested.connect(lambda: self.new_game())
        dialog.reveal_requested.connect(self.show_hidden_cards)
        self.game_over_dialog = dialog
        dialog.open()
        self.game_over_shown.emit(outcome)
