"""Giving up a game in progress: when to ask first, what it costs, and the question itself.

A game has *started* once a person at this computer has moved in it: a deal
they have only looked at may be dealt again for nothing. In a match every deal counts, moved
in or not, so that no match game is ever dealt again for free. A started game
given up (by New Game, Restart, Open… or "New Game" at the resume question) is
lost: the opponent best placed wins it as if it had emptied its payoff pile
then (:func:`spite_gui.engine.scoring.forfeit`), in the session score and in a
match alike, and the statistics count it as a loss.

>>> from spite_gui.engine import Game, Rules
>>> game = Game.new(Rules.preset("Classic"), 2, seed=3)
>>> has_started(game, people=(0,), in_match=False), has_started(game, (0,), in_match=True)
(False, True)
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine import Game, Outcome, events
from ..engine.scoring import forfeit
from ..table import notes
from ..translatable import QT_TRANSLATE_NOOP
from .session import Session

KEEP_PLAYING = QT_TRANSLATE_NOOP("Abandon", "&Keep Playing")
ACTIONS = {  # what the player asked for: the question and its button
    "new": (QT_TRANSLATE_NOOP("Abandon", "Abandon this game? It counts as a loss."),
            QT_TRANSLATE_NOOP("Abandon", "&Abandon Game")),
    "restart": (QT_TRANSLATE_NOOP("Abandon", "Restart this deal? The game in progress counts "
                                  "as a loss."),
                QT_TRANSLATE_NOOP("Abandon", "&Restart Deal")),
    "open": (QT_TRANSLATE_NOOP("Abandon", "Open the saved game? The game in progress counts "
                               "as a loss."),
             QT_TRANSLATE_NOOP("Abandon", "&Open Game")),
    "friends": (QT_TRANSLATE_NOOP("Abandon", "Play with friends instead? The game in progress "
                                  "counts as a loss."),
                QT_TRANSLATE_NOOP("Abandon", "&Abandon Game")),
}
LEAVE_TABLE = QT_TRANSLATE_NOOP("Abandon", "&Leave the Table")
translate = QCoreApplication.translate
#: How an abandoned match game counts, for :func:`consequences`: the match goes on,
#: the forfeit wins it, or the match ends anyway (new settings start afresh).
MATCH_GOES_ON, MATCH_WON, MATCH_LEFT = "goes on", "won", "left"


def has_started(game: Game | None, people: Collection[int] = (0,),
                in_match: bool = False) -> bool:
    """True if giving ``game`` up now must be asked and counted as a loss: one of the
    ``people`` at this computer has moved in it (in a match: always)."""
    if game is None or game.is_over:
        return False
    if in_match:
        return True
    return any(isinstance(e, events.Played | events.Discarded) and e.player in people
               for e in game.events)


def forfeit_of(game: Game, seat: int = 0) -> Outcome:
    """How ``game`` ends if ``seat`` gives it up now."""
    return forfeit(seat, [len(each.payoff) for each in game.state.seats])


def consequences(outcome: Outcome, names: Sequence[str], match: str | None = None,
                 people: Collection[int] = ()) -> str:
    """What giving the game up does, in words (``match``: how the match takes it, if any;
    ``people``: the seats people play, whose pile is "their" pile, a computer's "its")."""
    seat = outcome.winner if outcome.winner is not None else 1  # a forfeit always has one
    if match == MATCH_LEFT:
        return notes.MATCH_LEFT()
    return notes.forfeit_words(names[seat], outcome.scores[seat], seat in people, match or "")


class Abandoning(QObject):
    """Asks before a started game is thrown away, and reports each game given up.

    :meth:`confirm` runs the player's command at once when nothing would be lost,
    else after they agree in a window-modal box (:attr:`box`, opened with ``open()``).
    The game is given up by the person the table shows. ``match_state``, from whoever
    knows the match in play, returns None (no match), or how the match takes a forfeit
    with ``outcome``.
    """

    game_abandoned = Signal(object, object)  # the Game given up, its forfeit Outcome

    def __init__(self, parent: QWidget, session: Session,
                 match_state: Callable[[Outcome], str | None] = lambda _outcome: None) -> None:
        super().__init__(parent)
        self.parent_widget = parent  # the window the question belongs to
        self.session = session
        self.box: QMessageBox | None = None
        self.match_state = match_state

    def _giver(self) -> int:
        return self.session.table.seat

    def at_stake(self) -> bool:
        """True if the game on the table would be lost by dealing another."""
        game, seating = self.session.game, self.session.seating
        people = seating.people if seating is not None else (0,)
        return has_started(game, people, self._match_state(game) is not None)

    def _match_state(self, game: Game | None) -> str | None:
        if game is None or game.is_over:
            return None
        return self.match_state(forfeit_of(game, self._giver()))

    def confirm(self, action: str, then: Callable[[], None]) -> None:
        """Do ``then`` (New Game, Restart, Open… as ``action`` says), asking first if the
        game on the table has started; a game given up is reported before ``then`` runs."""
        game = self.session.game
        company = self.session.company
        if company is not None:  # a table with friends: leaving it is the question
            question, details = company.leaving_words()
            self._ask(question, details, translate("Abandon", LEAVE_TABLE), None, then)
            return
        if game is None or not self.at_stake():
            then()
            return
        outcome = forfeit_of(game, self._giver())
        question, button = (translate("Abandon", words) for words in ACTIONS[action])
        seating = self.session.seating
        people = seating.humans if seating is not None else ()
        self._ask(question, consequences(outcome, self.session.names, self._match_state(game),
                                         people), button, game, then)

    def _ask(self, question: str, details: str, button: str, game: Game | None,
             then: Callable[[], None]) -> None:
        """Ask ``question``; on yes, give up ``game`` (if it is still in play) and do ``then``."""
        if self.box is not None:
            self.box.close()
        box = QMessageBox(QMessageBox.Icon.Question,
                          translate("Abandon", "Leave Table") if game is None
                          else translate("Abandon", "Abandon Game"), question,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.parent_widget)
        box.setInformativeText(details)
        box.button(QMessageBox.StandardButton.Yes).setText(button)
        box.button(QMessageBox.StandardButton.No).setText(translate("Abandon", KEEP_PLAYING))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setEscapeButton(QMessageBox.StandardButton.No)
        self.box = box

        def answered(_result: int) -> None:
            if self.box is box:
                self.box = None
            box.deleteLater()
            if box.clickedButton() is not box.button(QMessageBox.StandardButton.Yes):
                return
            if game is not None and self.session.game is game and not game.is_over:
                self.abandon()  # still the same game
            then()

        box.finished.connect(answered)
        box.open()

    def abandon(self) -> None:
        """Give up the game on the table: it is lost, and its forfeit is counted."""
        game = self.session.game
        if game is None:
            return
        outcome = forfeit_of(game, self._giver())
        self.session.count(outcome)
        self.game_abandoned.emit(game, outcome)
