"""The game in play at this window: its host, who sits where, and the windows around it.

Each game is a :class:`~spite_gui.play.GameHost` in this process. The people at
this computer answer through the table (:class:`.people.PeopleHere`), the
computers through :class:`.computers.ComputerPlayers`. What game comes next —
the rules, the seats and the match — comes from one place, :attr:`Session.next_game`
(the player's settings and the match in play; the defaults without them).

When a person wins a game or a match the table celebrates first (skippable,
none at the "instant" speed); the game-over dialog opens after it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QWidget

from ..engine import Game, Outcome, Rules
from ..engine.rules import DEFAULT_PRESET
from ..engine.scoring import PAYOFF_EMPTIED
from ..play import GameHost, Seating
from ..table.matches import win_banner
from ..table.outcomes import outcome_words
from ..table.speech import seat_names
from ..table.words import YOU
from ..view import timing
from ..view.cover import Cover
from ..view.quiet_build import answer_readers, quietly
from .computers import ComputerPlayers, Pace
from .people import PeopleHere
from .seat import SeatController
from .thinking import PlayerFactory, default_player_factory

if TYPE_CHECKING:
    from ..dialogs.game_over import GameOverDialog

DEFAULT_LEVEL = "medium"

#: Where new games come from: a deal number (None: a fresh one) -> the game and its seats.
NextGame = Callable[[int | None], tuple[Game, Seating]]


class Company(Protocol):
    """A table with friends over the network, when the table shows one (see
    :mod:`.friends`): the game is theirs too, so "play again" and leaving go through it."""

    def play_again(self) -> None:
        """Ask for the next game with the same seats."""

    def leave(self) -> None:
        """Leave the table (a game here replaces it)."""

    def finished_game(self) -> Game | None:
        """The game just over, hidden cards and all, if this table may show them."""

    def leaving_words(self) -> tuple[str, str]:
        """The question before leaving for a game here, and what leaving does."""


def default_next_game(seed: int | None) -> tuple[Game, Seating]:
    """The Classic rules against one computer player at Medium."""
    return Game.new(Rules.preset(DEFAULT_PRESET, 2), 2, seed), Seating.against_computers(
        2, DEFAULT_LEVEL)


class Session(QObject):
    """The game on the table and the session around it: the score and the game-over box
    (the other dialogs about the game are :class:`.info_dialogs.InfoDialogs`)."""

    game_started = Signal(int)  # the deal number of the game put on the table
    game_resumed = Signal()  # the game put on the table is one under way (after game_started)
    game_decided = Signal(object)  # the Outcome, the moment the game ends
    game_over_shown = Signal(object)  # the Outcome, once the table has celebrated a win
    scores_changed = Signal(object)  # the session's totals, by seat
    covered = Signal(bool)  # the cover between two people's turns went up, or came off
    table_cleared = Signal()  # no game on the table: one comes from elsewhere
    review_asked = Signal()  # "Review This Game" after a game (see :meth:`finished_game`)
    reveal_asked = Signal()  # "Show Hidden Cards" after a game (likewise)

    def __init__(self, parent: QWidget, table: SeatController, cover: Cover,
                 after_first_paint: Callable[[Callable[[], None]], None],
                 player_factory: PlayerFactory | None = None, *,
                 next_game: NextGame = default_next_game,
                 match_banner: Callable[[], tuple[str, str] | None] = lambda: None,
                 totals_title: Callable[[], str] = lambda: "Total") -> None:
        """``next_game`` deals what comes next (the settings and the match in play);
        ``match_banner`` is the banner for a match a person has just won, and
        ``totals_title`` what the totals add up (the match, or the session's single
        games): both from whoever keeps the match."""
        super().__init__(parent)
        self.parent_widget = parent  # the window the dialogs belong to
        self.table = table
        self._cover = cover  # between two people's turns
        self._after_first_paint = after_first_paint  # the AI loads once the table shows
        self.player_factory = player_factory or default_player_factory
        self.host: GameHost | None = None
        self.seating: Seating | None = None
        self.people: PeopleHere | None = None
        self.company: Company | None = None  # the table with friends the table shows
        self.totals: list[int] = [0, 0]
        self.next_game = next_game
        self.match_banner = match_banner
        self.totals_title = totals_title
        self.game_over_dialog: GameOverDialog | None = None  # imported when first shown
        self._computers: ComputerPlayers | None = None
        self._pace = Pace(table)
        self._closed = False  # the window has closed: no more boxes
        # Whoever borrowed the table (a lesson, watching the computers): told to stop when
        # a game comes onto the table; meanwhile the game in play waits and nothing counts.
        self._borrower_stop: Callable[[], None] | None = None
        table.game_decided.connect(self._on_game_decided)
        table.game_over.connect(self._on_game_over)

    # -- what is on the table ------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        """The game in play, hidden cards and all: for the host's own services (saves,
        statistics, the match), never for a table."""
        return self.host.game if self.host is not None else None

    @property
    def names(self) -> list[str]:
        """The players' names as the table shows them (in seat order)."""
        return seat_names(self.seating) if self.seating else self.table.names

    # -- new games -------------------------------------------------------------------------------
    def new_game(self, seed: int | None = None, think: bool = True) -> None:
        """Deal the next game (a random deal unless ``seed`` is given), whatever is on the
        table; with ``think`` False the computers wait (a still picture of the deal)."""
        game, seating = self.next_game(seed)
        self.play(game, seating, think=think)

    def play(self, game: Game, seating: Seating, think: bool = True) -> None:
        """Put ``game`` on the table with ``seating``: a fresh deal flies in from the stock;
        a game under way is shown as it stands, and whoever is to move carries on."""
        self.leave_company()
        host = GameHost(game, seating)
        people = self.sit_down(host, seating, think)
        host.start()
        people.begin()

    def sit_down(self, host: GameHost, seating: Seating, think: bool = True) -> PeopleHere:
        """Put the game of ``host`` on the table: the people here answer through the table
        and the computers of ``seating`` think. The caller starts the host, then the
        people (:meth:`PeopleHere.begin`)."""
        self._close_game_over()
        self._leave()
        if len(self.totals) != host.players:
            self.totals = [0] * host.players
        self.host, self.seating = host, seating
        people = PeopleHere(self.table, self._cover, host, seating,
                            animate=think, parent=self)
        self.people = people
        people.covered.connect(self.covered)
        for seat in seating.people:
            host.attach(seat, people.driver)
        if think:
            computers = ComputerPlayers(host, seating, host.deal, self.player_factory,
                                        self._pace, self._after_first_paint,
                                        parent=self)
            self._computers = computers
            for seat, plan in enumerate(seating.seats):
                if plan.is_computer:
                    host.attach(seat, computers.driver(seat))
        self.game_started.emit(host.deal)
        if host.game.moves:  # saved, opened or hosted again, not a new deal
            self.game_resumed.emit()
        self.scores_changed.emit(list(self.totals))
        return people

    def clear_table(self, seating: Seating | None = None) -> None:
        """Take the game off the table for one played elsewhere, at ``seating`` (a table
        with friends: the table is told its game from there, once it is dealt). Every card
        leaves the table at once: a hand left face up would show behind the dialog."""
        self._close_game_over()
        self._leave()
        self.host = None
        self.seating = seating = seating or self.seating
        self.table.empty(seating.players if seating is not None else None)
        if seating is not None and len(self.totals) != seating.players:
            self.totals = [0] * seating.players
        self.scores_changed.emit(list(self.totals))
        self.table_cleared.emit()

    def join_company(self, company: Company) -> None:
        """The table now shows a game with friends (leaving any other such table)."""
        if company is not self.company:
            self.leave_company()
        self.company = company

    def leave_company(self) -> None:
        """Leave the table with friends, if the table shows one."""
        company, self.company = self.company, None
        if company is not None:
            company.leave()

    # -- the table lent (a lesson, watching the computers) --------------------------------------
    def lend_table(self, stop: Callable[[], None]) -> None:
        """Lend the table to a lesson or a watched game: the game in play waits (its players
        stop; it stays :attr:`game`, for its saves and its questions), and nothing the
        table shows meanwhile reaches the score, the statistics or the match. A game put on
        the table calls ``stop`` first; :meth:`take_back_table` ends the loan."""
        self._close_game_over()
        self._leave()
        self._borrower_stop = stop

    @property
    def table_lent(self) -> bool:
        return self._borrower_stop is not None

    def take_back_table(self) -> None:
        """End the loan: the game that waited goes on where it was (a new deal if it was
        over, or if there was none)."""
        stop, self._borrower_stop = self._borrower_stop, None
        if stop is None:
            return
        stop()
        self.table.leave()
        host, seating = self.host, self.seating
        if host is not None and seating is not None and not host.is_over:
            self.play(host.game, seating)
        else:
            self.new_game()

    def _on_game_decided(self, outcome: Outcome) -> None:
        if self._borrower_stop is None:
            self.game_decided.emit(outcome)

    def _leave(self) -> None:
        """Stop the game on the table: its players no longer answer, and the host lets go
        of them (nothing of the old game keeps another part of it alive)."""
        stop, self._borrower_stop = self._borrower_stop, None
        if stop is not None:
            stop()
        if self.host is not None:
            for seat in range(self.host.players):
                self.host.detach(seat)
        if self._computers is not None:
            self._computers.stop(wait_ms=0)
            self._computers.deleteLater()
            self._computers = None
        if self.people is not None:
            self.people.stop()
            self.people.deleteLater()
            self.people = None
        self.table.leave()

    def shutdown(self) -> None:
        """Stop the computer players and the table's news (the window closes): a card still
        flying lands on a closed window, and the end it brings opens no box there."""
        self._closed = True
        stop, self._borrower_stop = self._borrower_stop, None
        if stop is not None:
            stop()  # the watched game's computers
        self.leave_company()
        self.table.leave()
        if self._computers is not None:
            self._computers.stop()

    # -- the end of a game -------------------------------------------------------------------------

    def _on_game_over(self, outcome: Outcome) -> None:
        """The table has shown the end: the scores go into the session's, and a win is
        celebrated."""
        if self._borrower_stop is not None:
            return  # a lesson's or a watched game: not one of the session's
        self.count(outcome)
        self._celebrate(outcome)

    def count(self, outcome: Outcome) -> None:
        """Add a game's scores (won, or given up with a forfeit) to the session's totals."""
        for seat, points in enumerate(outcome.scores):
            self.totals[seat] += points
        self.scores_changed.emit(list(self.totals))

    def win_banner(self, outcome: Outcome) -> tuple[str, str] | None:
        """The celebration's banner for ``outcome``, if a person here won (the game, or the
        match with it)."""
        match = self.match_banner()
        if match is not None:
            return match
        seating = self.seating
        if outcome.winner is None or seating is None:
            return None
        if not seating.seats[outcome.winner].is_person:
            return None
        who = self.names[outcome.winner] if seating.shared else YOU
        return win_banner(who, outcome.scores[outcome.winner], outcome.reason == PAYOFF_EMPTIED)

    def _celebrate(self, outcome: Outcome) -> None:
        """A win is celebrated on the table before the game-over dialog opens."""
        banner = self.win_banner(outcome)
        duration = timing.scaled(timing.CELEBRATION_MS, self.table.speed)
        if banner is None or duration <= 0:
            self._show_game_over(outcome)
            return
        host, celebration = self.host, self.table.scene.celebration

        def done() -> None:
            celebration.finished.disconnect(done)
            if self.host is host and not self._closed:  # not a new game, nor a window gone
                self._show_game_over(outcome)

        celebration.finished.connect(done)
        self.table.scene.celebrate(*banner, duration)

    def _show_game_over(self, outcome: Outcome) -> None:
        from ..dialogs.game_over import GameOverDialog

        view = self.table.view
        assert view is not None
        names = self.names
        with quietly():  # told to a screen reader whole, as it opens
            dialog = GameOverDialog(outcome_words(outcome, names), names, outcome.scores,
                                    self.totals, list(view.payoff_counts), self.parent_widget,
                                    totals_title=self.totals_title())
        answer_readers()  # a reader's questions about the table answered before it shows
        company = self.company
        if company is not None:
            dialog.new_button.setText(QCoreApplication.translate("GameOver", "Play &Again"))
            dialog.new_game_requested.connect(company.play_again)
        else:
            dialog.new_game_requested.connect(lambda: self.new_game())
        dialog.reveal_requested.connect(self.reveal_asked)
        dialog.review_requested.connect(self.review_asked)
        self.game_over_dialog = dialog
        dialog.open()
        self.game_over_shown.emit(outcome)

    def _close_game_over(self) -> None:
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
            self.game_over_dialog = None

    def finished_game(self) -> Game | None:
        """The game just over, hidden cards and all (None while a game goes on): the host
        releases the whole game once it is over; a table with friends, once it is checked."""
        host = self.host
        if host is not None and host.is_over:
            return host.finished_game()
        return self.company.finished_game() if self.company is not None else None
