"""Matches played to a target score: which game comes next, the scoreboard and the match end.

The engine's :class:`Match` keeps the score; this module decides when a match
starts (the first game, after a match is won, or after the player changed the
rules, players, levels or target in Preferences), shows the running totals in the
status bar ("Match to 50 · game 2: You 23 · Computer 17") and on a scoreboard in
a corner of the table, and tells the player who won the match. A match game is
never dealt again for free: one given up (New Game, Restart, Open…) is forfeited,
the opponent best placed scoring as if it had won it then (see :mod:`.abandon`),
and the match goes on with the next deal.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox

from ..engine import Game, Match, Outcome, PlayerView, Rules
from ..play import Seating
from ..table import matches, speech
from ..view.scoreboard import Scoreboard, ScoreLine
from .abandon import MATCH_GOES_ON, MATCH_LEFT, MATCH_WON
from .notices import Notices
from .session import Session


class Plan(NamedTuple):
    """What the next new game (or match) is made of: from the settings and the command line."""

    rules: Rules
    seating: Seating
    target: int  # 0: single games

    @property
    def players(self) -> int:
        return self.seating.players


class MatchPlay(QObject):
    """The match in play (None for single games) and its scoreboard."""

    match_over = Signal(object)  # the finished Match

    def __init__(self, session: Session, notices: Notices,
                 show_score: Callable[[str], None]) -> None:
        super().__init__(session)
        self.session = session
        self._show_score = show_score  # the score in the status bar
        self.notices = notices
        self.match: Match | None = None
        self.seating: Seating | None = None  # who sits where in the match in play
        self.restart = True  # the next deal starts a new match (or single game)
        self.match_over_box: QMessageBox | None = None
        session.scores_changed.connect(lambda _totals: self.show_scoreboard())
        session.game_started.connect(lambda _deal: self.show_scoreboard())

    # -- dealing -------------------------------------------------------------------------------
    def start_afresh(self) -> None:
        """The rules, seats or target changed: the next deal starts a new match (or single
        game)."""
        self.restart = True

    def next_game(self, plan: Plan, seed: int | None = None) -> tuple[Game, Seating]:
        """The next game to deal and who sits where in it."""
        match = self.match
        if self.restart or match is None or match.is_over or self.seating is None:
            if plan.target or match is not None:
                self.session.totals = [0] * plan.players  # a new match, or leaving one
            match = Match(plan.rules, plan.players, plan.target) if plan.target else None
            self.match, self.seating, self.restart = match, plan.seating, False
        if match is None:
            return Game.new(plan.rules, plan.players, seed), plan.seating
        self.session.totals = list(match.totals)
        game = Game.new(match.rules, match.players, seed, previous_starter=match.last_starter)
        return game, self.seating

    def adopt(self, match: Match | None, seating: Seating,
              scores: Sequence[int] | None = None) -> None:
        """Carry on with a saved match, or a saved single game (``match`` None) with the
        session score ``scores`` (if it is one for as many players)."""
        self.match, self.seating, self.restart = match, seating, False
        players = seating.players
        if match is not None:
            self.session.totals = list(match.totals)
        elif scores is not None and len(scores) == players:
            self.session.totals = list(scores)
        else:
            self.session.totals = [0] * players

    # -- the end of a game -----------------------------------------------------------------------
    def count(self, game: Game, forfeit: Outcome | None = None) -> None:
        """Add a finished ``game`` (or one given up, with its ``forfeit``) to the match,
        quietly: :meth:`announce` tells the player."""
        if self.match is not None and not self.match.is_over:
            self.match.record(game, forfeit)

    def forfeit_effect(self, forfeit: Outcome) -> str | None:
        """How the match in play takes the game on the table being given up with ``forfeit``
        (see :func:`.abandon.consequences`); None when no match is in play."""
        match = self.match
        if match is None or match.is_over:
            return None
        if self.restart:
            return MATCH_LEFT  # new settings: the next deal starts afresh anyway
        after = copy.copy(match)  # the match as the forfeit would leave it
        after.totals = [total + points for total, points in zip(match.totals, forfeit.scores,
                                                                 strict=True)]
        return MATCH_WON if after.is_over else MATCH_GOES_ON

    def announce(self) -> None:
        """Show the match score after a game, and tell the player if the match is won."""
        match = self.match
        if match is None:
            return
        self.show_scoreboard()
        if match.is_over:
            headline, details = self.describe_end(match)
            self.match_over_box = self.notices.tell(
                headline, QMessageBox.Icon.Information, matches.MATCH_OVER(), details)
            self.match_over.emit(match)

    @property
    def waiting(self) -> bool:
        """True between two games of a match that goes on."""
        return self.match is not None and not self.match.is_over

    def _winner_here(self) -> str | None:
        """How the headline calls the winner of the match if it is a person at this computer
        ("You" alone), else None."""
        match, seating = self.match, self.seating
        if match is None or match.winner is None or seating is None:
            return None
        if not seating.seats[match.winner].is_person:
            return None
        return self.session.names[match.winner]  # "You" alone, else as the table names them

    def win_banner(self) -> tuple[str, str] | None:
        """The celebration's banner if a person here has just won the match, else None."""
        who = self._winner_here()
        match = self.match
        if who is None or match is None or not match.is_over:
            return None
        return matches.match_won_banner(who, match.target, self._totals_text(match))

    def describe_end(self, match: Match) -> tuple[str, str]:
        """The headline and the final score of a match that is over, for people."""
        names = self.session.names
        winner = names[match.winner] if match.winner is not None else None
        headline = matches.match_won_headline(winner, self._winner_here() is not None)
        return headline, matches.match_over_details(match.target, match.games_played,
                                                     self._totals_text(match))

    # -- the scoreboard ------------------------------------------------------------------------
    def _totals_text(self, match: Match) -> str:
        return matches.totals_line(self.session.names, match.totals)

    def scoreboard(self) -> str | None:
        """The match line of the status bar, or None for single games."""
        if self.match is None:
            return None
        return matches.match_line(self.match_title(self.match), self._totals_text(self.match))

    def totals_title(self) -> str:
        """What the session's totals add up: the match's games, or every single game played
        this session."""
        return matches.totals_title(self.match.target if self.match is not None else None)

    def match_title(self, match: Match) -> str:
        """ "Match to 50 · game 3": the game in play, or the last one once it is over."""
        game = self.session.game
        number = match.games_played + (0 if game is None or game.is_over else 1)
        return matches.match_title(match.target, max(number, 1))

    def table_scoreboard(self) -> Scoreboard | None:
        """The scoreboard on the table: the match and each player's points, the leaders
        marked; None for single games."""
        match = self.match
        if match is None:
            return None
        best = max(match.totals, default=0)
        lines = tuple(ScoreLine(speech.shown_name(name), str(points),
                                leading=points == best and best > 0)
                      for name, points in zip(self.session.names, match.totals,
                                              strict=False))
        return Scoreboard(self.match_title(match), lines)

    def score_words(self, view: PlayerView | None) -> str:
        """The score said aloud: the match's (or the session's) totals, and the payoff cards
        each player has left in the game on the table (``view``)."""
        match = self.match
        counts = view.payoff_counts if view is not None else ()
        if match is None:
            return speech.score_words(self.session.names, self.session.totals, counts)
        return speech.score_words(self.session.names, match.totals, counts,
                                  self.match_title(match))

    def show_scoreboard(self) -> None:
        """The score in the status bar: the match's, or the session's in single games; and
        the match's on the table (none in single games)."""
        text = self.scoreboard()
        if text is None:
            text = speech.session_score(self.session.names, self.session.totals)
        self._show_score(text)
        self.session.table.scene.labels.set_scoreboard(self.table_scoreboard())
