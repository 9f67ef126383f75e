"""The player's files at the table: settings and Preferences, the autosave, saved games, statistics.

:class:`Persistence` is built once per window (see ``app.build_window``). It
reads the settings quietly when it is made; :meth:`Persistence.start` then
tells the player about any file that had to be moved aside, offers the
autosaved game back ("Resume your game?") and deals. After that:

- every turn, a new deal and quitting write the autosave; a finished game is
  recorded in the statistics and then the autosave is cleared (or, in a match
  that goes on, it keeps the match for the next deal), as soon as the game is
  decided, even if the window closes before its last cards have landed;
- Game → Open…, Save and Save As… read and write named ``.spite`` files (Save
  writes to the file the game came from or was last saved to, whose name the
  window title shows); a file that is not a game to play on is refused and left
  as it is, the player is told, and the game on the table is left alone;
- a started game given up (New Game, Restart, Open…, or a new game instead of the
  one offered back at start-up) is recorded in the statistics as abandoned, a
  loss (see :mod:`.abandon`);
- a saved or autosaved table brings back the game with its history (the log and
  the undo of the turn in progress) and the session score; Open… keeps the score
  of the session in play;
- Edit → Preferences… edits the settings: display options apply at once, the
  rules, players, levels and match length from the next game.

Nothing here blocks: questions and messages are opened with ``open()``, and the
file dialogs are the attributes :attr:`Persistence.ask_save_path` and
:attr:`Persistence.ask_open_path`, which tests replace.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ..engine import Game, Outcome, Rules
from ..play.rules_settings import rules_from_settings
from ..play.save_format import SavedTable, read_table, table_document
from ..storage import (
    NEWER,
    SAVE_EXTENSION,
    AppPaths,
    GameRecord,
    Holder,
    Settings,
    StatsStore,
    StorageProblem,
    clear_autosave,
    load_settings,
    read_autosave,
    read_save,
    remove_leftovers,
    save_settings,
    write_autosave,
    write_save,
)
from ..storage.stats import ABANDONED
from ..storage.window_state import WindowState, load_window_state, save_window_state
from .abandon import forfeit_of, has_started
from .game_controller import HUMAN, GameController
from .matchplay import MatchPlay, Plan
from .notices import Notices, plain_box

FILE_FILTER = f"Spite and Malice games (*{SAVE_EXTENSION})"
CUSTOM_RULES = "Custom"
RESUME_QUESTION = "Resume your game?"
RESUME_MATCH_QUESTION = "Resume your match?"
OTHER_COPY_TITLE = "Already Open"
PLAY_WITHOUT_AUTOSAVE = "Play Without Autosave"
QUIT = "Quit"
NEXT_GAME_NOTE = "The new rules apply from the next game."

if TYPE_CHECKING:
    from ..dialogs.statistics import StatisticsDialog

PathAsker = Callable[[QWidget, Path], "str | None"]


def ask_save_path(parent: QWidget, folder: Path) -> str | None:
    """Ask where to save a game; None if the player cancels."""
    folder.mkdir(parents=True, exist_ok=True)
    path, _filter = QFileDialog.getSaveFileName(
        parent, "Save Game", str(folder / f"game{SAVE_EXTENSION}"), FILE_FILTER)
    return path or None


def ask_open_path(parent: QWidget, folder: Path) -> str | None:
    """Ask which saved game to open; None if the player cancels."""
    path, _filter = QFileDialog.getOpenFileName(
        parent, "Open Game", str(folder if folder.is_dir() else Path.home()), FILE_FILTER)
    return path or None


def game_record(game: Game, levels: list[str], now: datetime | None = None,
                forfeit: Outcome | None = None) -> GameRecord:
    """The statistics line for ``game``, seen from the human's seat.

    A game still in play is recorded as given up: result ``"abandoned"``
    (counted as lost), reason ``"abandoned"``, the scores of its ``forfeit``
    (every score 0 without one), and the turns and payoff cards as the table stands.
    """
    outcome = game.outcome
    if outcome is None:
        scores = forfeit.scores if forfeit is not None else (0,) * game.players
        result, reason = ABANDONED, ABANDONED
    else:
        winner = outcome.winner
        result = "draw" if winner is None else "won" if winner == HUMAN else "lost"
        scores, reason = outcome.scores, outcome.reason
    return GameRecord(
        finished_at=(now or datetime.now(UTC)).isoformat(timespec="seconds"),
        preset=game.rules.preset_name() or CUSTOM_RULES, players=game.players,
        levels=tuple(levels), deal=game.seed, result=result, human_score=scores[HUMAN],
        scores=scores, turns=game.turn, payoff_left=len(game.seat(HUMAN).payoff),
        reason=reason)


class Persistence(QObject):
    """Settings, autosave, saved games and statistics for one window."""

    def __init__(self, window, controller: GameController, paths: AppPaths) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.session = window.session
        self.paths = paths
        self.notices = Notices(window)
        self.matchplay = MatchPlay(window, controller, self.notices)
        self.stats = StatsStore(paths.stats_db)
        self.ask_save_path: PathAsker = ask_save_path
        self.ask_open_path: PathAsker = ask_open_path
        self.autosave_enabled = True
        self.resume_box: QMessageBox | None = None
        self.other_copy_box: QMessageBox | None = None
        self.preferences_dialog = None
        self.statistics_dialog: StatisticsDialog | None = None
        self._overrides: dict[str, object] = {}
        self._pending: list[str] = []
        self._autosave_failed = False
        self._stats_told: set[str] = set()
        self._keep_window_file = False
        self.settings, message = load_settings(paths)
        if message:
            self._pending.append(message)
        _rules, message = rules_from_settings(self.settings)
        if message:
            self._pending.append(message)
        self.current_file: Path | None = None  # where Save writes the game on the table
        self._opening: Path | None = None  # the file whose game is being put on the table
        self.session.next_game = self.next_game
        abandoning = self.session.abandoning
        abandoning.match_state = self.matchplay.forfeit_effect
        abandoning.game_abandoned.connect(self._on_game_abandoned)
        controller.game_started.connect(self._on_game_started)
        controller.turn_changed.connect(lambda _player: self.autosave())
        controller.game_decided.connect(self._on_game_decided)
        self.session.game_over_shown.connect(lambda _outcome: self.matchplay.announce())
        self.session.match_banner = self.matchplay.win_banner
        window.closing.connect(self.autosave)
        window.closing.connect(self.save_window)
        self.restore_window()
        window.speed_chosen.connect(self._on_speed_chosen)
        self._add_actions()
        self.apply_display()

    # -- menus ---------------------------------------------------------------------------------
    def _add_actions(self) -> None:
        window = self.window
        self._action = window.make_action
        window.add_section_action("game", "saves", self._action(
            "open", "&Open…", [QKeySequence.StandardKey.Open], self.open_game))
        window.add_section_action("game", "saves", self._action(
            "save", "&Save", [QKeySequence.StandardKey.Save, "Ctrl+S"], self.save_game))
        window.add_section_action("game", "saves", self._action(
            "save_as", "Save &As…", [QKeySequence.StandardKey.SaveAs, "Ctrl+Shift+S"],
            self.save_game_as))
        window.add_section_action("game", "statistics", self._action(
            "statistics", "S&tatistics…", [], self.show_statistics))
        window.menus["edit"].addSeparator()
        window.add_menu_action("edit", self._action(
            "preferences", "&Preferences…", [QKeySequence.StandardKey.Preferences, "Ctrl+,"],
            self.show_preferences))

    # -- what the next game is -------------------------------------------------------------------
    def set_overrides(self, preset: str | None = None, players: int | None = None,
                      level: str | None = None, speed: str | None = None) -> None:
        """Command-line choices for this launch only, never saved.

        Raises RulesError if they can't deal a game.
        """
        overrides = {k: v for k, v in (("preset", preset), ("players", players),
                                       ("level", level), ("speed", speed)) if v is not None}
        if "preset" in overrides:
            count = overrides.get("players", self.settings.players)
            Rules.preset(overrides["preset"], count).check_players(count)
        self._overrides = overrides
        self.apply_display()

    def plan(self) -> Plan:
        """The rules, players, levels and match length of the next new game or match."""
        settings, overrides = self.settings, self._overrides
        players = overrides.get("players", settings.players)
        if "preset" in overrides:
            rules = Rules.preset(overrides["preset"], players)
        else:
            rules, _message = rules_from_settings(dataclasses.replace(settings, players=players))
        if "level" in overrides:
            levels = [overrides["level"]] * (players - 1)
        else:
            levels = list(settings.levels[:players - 1])
        return Plan(rules, players, levels, settings.match_target)

    def next_game(self, seed: int | None = None) -> tuple[Game, list[str]]:
        return self.matchplay.next_game(self.plan(), seed)

    # -- start-up ------------------------------------------------------------------------------
    def start(self, seed: int | None = None, other_copy: Holder | None = None) -> None:
        """Tell the player what went wrong with their files, then resume or deal.

        ``other_copy``: another copy of the game holds the lock on these files
        (see :class:`~spite_gui.storage.instance.InstanceLock`); the player is
        asked whether to play here without autosave or to quit.
        """
        for message in self._pending:
            self.notices.tell(message)
        self._pending.clear()
        if other_copy is None:
            remove_leftovers(self.paths.own_folders)  # no other copy is writing: ours to tidy
        try:
            problem = self.stats.prepare()
        except StorageProblem as exc:
            problem = exc
        if problem is not None:
            self._tell_stats(problem)
        if other_copy is not None:
            self._ask_about_other_copy(other_copy, seed)
            return
        saved, problem = read_autosave(self.paths, read_table)
        if problem is not None:
            self.notices.tell(problem.message)
            if problem.reason == NEWER:
                self.autosave_enabled = False  # it stays for the newer version to resume
        if saved is None:
            self.session.new_game(seed)
            return
        table = read_table(saved.game)
        self._ask_to_resume(table, seed)

    def _ask_about_other_copy(self, holder: Holder, seed: int | None) -> None:
        who = holder.describe()
        box = plain_box(
            QMessageBox.Icon.Warning, OTHER_COPY_TITLE,
            f"Spite and Malice is already open{f' ({who})' if who else ''}.",
            QMessageBox.StandardButton.NoButton, self.window,
            details="Two copies would save over each other's game in progress. You can play"
                    " here without autosave (this game is lost when you quit), or quit and go"
                    " back to the other window.")
        play = box.addButton(PLAY_WITHOUT_AUTOSAVE, QMessageBox.ButtonRole.AcceptRole)
        quit_button = box.addButton(QUIT, QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(quit_button)
        box.setEscapeButton(quit_button)
        self.other_copy_box = box

        def answered(_result: int) -> None:
            self.other_copy_box = None
            box.deleteLater()
            if box.clickedButton() is play:
                self.autosave_enabled = False
                self.session.new_game(seed)
            else:
                self.window.close()

        box.finished.connect(answered)
        box.open()

    def _ask_to_resume(self, table: SavedTable, seed: int | None) -> None:
        question = RESUME_QUESTION if table.game is not None else RESUME_MATCH_QUESTION
        at_stake = has_started(table.game, HUMAN, table.match is not None)
        box = plain_box(QMessageBox.Icon.Question, "Resume", question,
                        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                        self.window, details=_describe(table) + (
                            " A new game instead abandons it: it counts as a loss." if at_stake
                            else " New Game deals a new game instead."))
        box.button(QMessageBox.StandardButton.Yes).setText("&Resume")
        box.button(QMessageBox.StandardButton.No).setText(
            "&Abandon It" if at_stake else "&New Game")
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        self.resume_box = box
        self.window.set_status(question)

        def answered(_result: int) -> None:
            self.resume_box = None
            box.deleteLater()
            if box.clickedButton() is box.button(QMessageBox.StandardButton.No):
                if at_stake and table.game is not None:
                    self._record(table.game, table.levels, forfeit_of(table.game))
                self.session.new_game(seed)  # the new deal replaces the autosave
            else:
                self.restore(table)

        box.finished.connect(answered)
        box.open()

    def restore(self, table: SavedTable, scores: list[int] | None = None) -> None:
        """Put a saved table back exactly as it was; a computer to move carries on.

        The session score is the table's own, or ``scores`` when given.
        """
        self.matchplay.adopt(table.match, table.levels,
                             table.scores if scores is None else scores)
        if table.game is None:
            self.session.new_game()  # the next game of the match
        else:
            self.session.play(table.game, table.levels, deal=False)

    # -- the window ----------------------------------------------------------------------------
    def restore_window(self) -> None:
        """Put the window where the player left it, with the same panels open, as far as the
        screen allows; the first time (or after a bad window file, which the player is told
        about once) it opens to fit the screen."""
        state, problem = load_window_state(self.paths)
        # a bad file left where it is (not a regular file, say) is not written over either
        self._keep_window_file = problem is not None and problem.moved_to is None
        if problem is not None:
            worded = problem.moved_to is not None or problem.reason == NEWER
            self._pending.append(problem.message if worded else
                                 f"{problem.message} The window opens with its usual layout.")
        window = self.window
        if state is None:
            window.place_on_screen()
            return
        window.place_on_screen(QRect(state.x, state.y, state.width, state.height),
                               state.maximized)
        if state.game_log:
            window.show_game_log(True)
            window.place_game_log(state.log_width, state.log_side)

    def save_window(self) -> None:
        if self._keep_window_file:
            return
        window = self.window
        normal = window.normalGeometry()
        log_width, log_side = window.game_log_place()
        state = WindowState(x=normal.x(), y=normal.y(), width=max(normal.width(), 1),
                            height=max(normal.height(), 1), maximized=window.isMaximized(),
                            game_log=window.actions["game_log"].isChecked(),
                            log_width=log_width, log_side=log_side)
        with contextlib.suppress(OSError, StorageProblem):  # the autosave tells what is wrong
            save_window_state(self.paths, state)

    # -- the autosave --------------------------------------------------------------------------
    def autosave(self) -> None:
        """Save the game in progress (after every turn, on a new deal and on quitting)."""
        game = self.controller.game
        if not self.autosave_enabled or game is None or game.is_over:
            return
        self._write_autosave(self._table_document(game))

    def _table_document(self, game: Game | None) -> dict:
        return table_document(game, self.matchplay.match, self.controller.levels,
                              self.controller.totals)

    def _write_autosave(self, document: dict) -> None:
        try:
            write_autosave(self.paths, document)
        except StorageProblem as problem:
            if not self._autosave_failed:  # once is enough: it would repeat every turn
                self._autosave_failed = True
                self.notices.tell(problem.message)

    def _on_game_started(self, _deal: int) -> None:
        self.current_file, self._opening = self._opening, None
        self.window.set_file_name(self.current_file.name if self.current_file else None)
        if self.autosave_enabled:
            clear_autosave(self.paths)  # its backup must not bring the old game back
            self.window.view.after_first_paint(self.autosave)  # at launch: not before the table

    def _on_game_decided(self, _outcome) -> None:
        """Keep the result the moment the game ends, not once the last cards have landed:
        the player may quit while they fly."""
        game = self.controller.game
        self._record(game, self.controller.levels)
        self.matchplay.count(game)
        if not self.autosave_enabled:
            return
        clear_autosave(self.paths)
        if self.matchplay.waiting:  # the match goes on: keep it for the next deal
            self._write_autosave(table_document(None, self.matchplay.match,
                                                self.matchplay.levels))

    def _on_game_abandoned(self, game: Game, forfeit: Outcome) -> None:
        """A started game was given up: a loss in the statistics, a forfeit in the match."""
        self._record(game, self.controller.levels, forfeit)
        self.matchplay.count(game, forfeit)
        self.matchplay.announce()  # the forfeit may have won the match for an opponent

    # -- statistics ------------------------------------------------------------------------------
    def _record(self, game: Game, levels: list[str], forfeit: Outcome | None = None) -> None:
        try:
            problem = self.stats.record_game(game_record(game, levels, forfeit=forfeit))
        except StorageProblem as exc:
            problem = exc
        if problem is not None:
            self._tell_stats(problem)

    def _tell_stats(self, problem: StorageProblem) -> None:
        """Tell the player about their statistics, each message once (a database from a
        newer version, say, refuses every game: once is enough)."""
        if problem.message not in self._stats_told:
            self._stats_told.add(problem.message)
            self.notices.tell(problem.message)

    def show_statistics(self) -> None:
        from ..dialogs.statistics import StatisticsDialog

        if self.statistics_dialog is None:
            self.statistics_dialog = StatisticsDialog(self.stats, self.window)
        self.statistics_dialog.refresh()
        self.statistics_dialog.show()
        self.statistics_dialog.raise_()

    # -- named saves ---------------------------------------------------------------------------
    def save_game(self) -> None:
        """Save to the file the game came from or was saved to last (else ask where)."""
        if self.current_file is None:
            self.save_game_as()
        else:
            self._save_to(self.current_file)

    def save_game_as(self) -> None:
        if self._nothing_to_save():
            return
        path = self.ask_save_path(self.window, self.paths.saves_dir)
        if path:
            self._save_to(Path(path))

    def _nothing_to_save(self) -> bool:
        game = self.controller.game
        if game is None or game.is_over:
            self.notices.tell("There is no game in progress to save.",
                              QMessageBox.Icon.Information)
            return True
        return False

    def _save_to(self, path: Path) -> None:
        if self._nothing_to_save():
            return
        try:
            written = write_save(path, self._table_document(self.controller.game))
        except StorageProblem as problem:
            self.notices.tell(problem.message)
            return
        self.current_file = written
        self.window.set_file_name(written.name)
        self.window.set_status(f"Game saved as {written.name}.")

    def open_game(self) -> None:
        """Open a saved game, once the player agrees to give up a started game on the table;
        the session score goes on (in single games)."""
        path = self.ask_open_path(self.window, self.paths.saves_dir)
        if not path:
            return
        try:
            saved = read_save(path, read_table)
        except StorageProblem as problem:
            self.notices.tell(problem.message)  # the game on the table goes on
            return
        table = read_table(saved.game)

        def put_on_table() -> None:
            single = self.matchplay.match is None
            self._opening = Path(path)
            self.restore(table, scores=list(self.controller.totals) if single else None)

        self.session.abandoning.confirm("open", put_on_table)

    # -- preferences -----------------------------------------------------------------------------
    def show_preferences(self) -> None:
        from ..dialogs.preferences import PreferencesDialog

        if self.preferences_dialog is not None:
            self.preferences_dialog.raise_()
            return
        dialog = PreferencesDialog(self.settings, self.window)
        self.preferences_dialog = dialog

        def done(_result: int) -> None:
            self.preferences_dialog = None
            dialog.deleteLater()

        dialog.accepted.connect(lambda: self.change_settings(dialog.result_settings()))
        dialog.finished.connect(done)
        dialog.open()

    def change_settings(self, settings: Settings) -> None:
        """Use and save ``settings``: the look at once, the rules from the next game."""
        old = self.settings
        self.settings = settings
        rules_changed = ((old.rules, old.players, old.levels[:old.players - 1], old.match_target)
                         != (settings.rules, settings.players,
                             settings.levels[:settings.players - 1], settings.match_target))
        if rules_changed:
            for key in ("preset", "players", "level"):
                self._overrides.pop(key, None)  # the player's new choice wins over the command line
            self.matchplay.restart = True
            self.window.set_status(NEXT_GAME_NOTE)
        if settings.animation_speed != old.animation_speed:
            self._overrides.pop("speed", None)
        self._save_settings()
        self.apply_display()

    def _save_settings(self) -> None:
        try:
            save_settings(self.paths, self.settings)
        except StorageProblem as problem:
            self.notices.tell(problem.message)

    def _on_speed_chosen(self, speed: str) -> None:
        self._overrides.pop("speed", None)
        if speed != self.settings.animation_speed:
            self.settings = dataclasses.replace(self.settings, animation_speed=speed)
            self._save_settings()

    def apply_display(self) -> None:
        """Show the table as the settings say (the game itself is not touched)."""
        settings, controller, scene = self.settings, self.controller, self.controller.scene
        speed = self._overrides.get("speed", settings.animation_speed)
        controller.set_speed(speed)
        self.window.show_speed(speed)
        controller.set_wild_kings_as_jokers(settings.wild_kings_as_jokers)
        controller.highlight_targets = settings.highlight_targets
        if not settings.highlight_targets:
            scene.clear_highlights()
        scene.set_card_back(settings.card_back)
        standard = settings.table_colour == Settings().table_colour
        scene.set_table_colour(None if standard else settings.table_colour)  # None: shaded felt


def _describe(table: SavedTable) -> str:
    """ "Deal #48213 is waiting at turn 7." and the match, if there is one."""
    match = table.match
    parts = []
    if table.game is not None:
        parts.append(f"Deal #{table.game.seed} is waiting at turn {table.game.turn}.")
    if match is not None:
        parts.append(f"Your match to {match.target} points has {match.games_played} "
                     f"game{'s' if match.games_played != 1 else ''} played.")
    return " ".join(parts)
