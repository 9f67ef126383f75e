"""Saved games at the table: the autosave, "Resume your game?", Open…, Save and Save As….

:meth:`SavedGames.start` tells the player about any file that had to be moved
aside, offers the autosaved game back and deals. After that:

- every turn, a new deal and quitting write the autosave; as soon as a game is
  decided (even if the window closes before its last cards have landed) the
  autosave is cleared, or, in a match that goes on, keeps the match for the next
  deal. An autosave is only ever replaced once its replacement is written (a full
  disk loses nothing); one holding a game given up or over is then removed, so that
  it cannot come back;
- Game → Open…, Save and Save As… read and write named ``.spite`` files (Save
  writes to the file the game came from or was last saved to, whose name the
  window title shows); a file that is not a game to play on is refused and left
  as it is, the player is told, and the game on the table is left alone;
- a saved or autosaved table brings back the game with its history (the log and
  the undo of the turn in progress), who sat where and the session score; Open…
  keeps the score of the session in play; at a table several people share, a
  game brought back starts behind the cover.

Nothing here blocks: questions are opened with ``open()``, and the file dialogs
are the attributes :attr:`SavedGames.ask_save_path` and
:attr:`SavedGames.ask_open_path`, which tests replace.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ..engine import Game, Outcome, round_of
from ..play.save_format import SavedTable, read_table, table_document
from ..play.seating import YOU
from ..storage import (
    NEWER,
    SAVE_EXTENSION,
    AppPaths,
    Holder,
    StorageProblem,
    clear_autosave,
    read_autosave,
    read_save,
    remove_leftovers,
    remove_save_leftovers,
    write_autosave,
    write_save,
)
from ..storage.saves import with_save_extension
from ..translatable import QT_TRANSLATE_NOOP
from ..view.wording import said_words
from .abandon import Abandoning, forfeit_of, has_started
from .matchplay import MatchPlay
from .notices import Notices, plain_box
from .records import GameRecords
from .session import Session

if TYPE_CHECKING:
    from .player_settings import PlayerSettings

FILE_FILTER_WORDS = QT_TRANSLATE_NOOP("Files", "Spite and Malice games ({pattern})")
FILE_FILTER = FILE_FILTER_WORDS.format(pattern=f"*{SAVE_EXTENSION}")
RESUME_QUESTION = QT_TRANSLATE_NOOP("Files", "Resume your game?")
RESUME_MATCH_QUESTION = QT_TRANSLATE_NOOP("Files", "Resume your match?")
OTHER_COPY_TITLE = QT_TRANSLATE_NOOP("Files", "Already Open")
PLAY_WITHOUT_AUTOSAVE = QT_TRANSLATE_NOOP("Files", "Play Without Autosave")
QUIT = QT_TRANSLATE_NOOP("Files", "Quit")
translate = QCoreApplication.translate


def file_filter() -> str:
    """The file dialogs' filter, in the player's language."""
    return translate("Files", FILE_FILTER_WORDS).format(pattern=f"*{SAVE_EXTENSION}")

#: Asks for a file: the window it belongs to, and the file proposed (Save As) or the folder
#: to start in (Open…); the path chosen, or None if the player cancels.
PathAsker = Callable[[QWidget, Path], "str | None"]


def ask_save_path(parent: QWidget, proposed: Path) -> str | None:
    """Ask where to save a game, proposing ``proposed``; None if the player cancels.

    The dialog adds the extension to a name typed without it before it checks the name,
    so replacing a file there is always asked first."""
    from ..dialogs.files import chosen_file, file_dialog  # when first asked: a faster start

    dialog = file_dialog(parent, translate("Files", "Save Game"), proposed.parent,
                         file_filter())
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setDefaultSuffix(SAVE_EXTENSION.removeprefix("."))
    dialog.selectFile(proposed.name)
    return chosen_file(dialog)


def ask_open_path(parent: QWidget, folder: Path) -> str | None:
    """Ask which saved game to open, starting in ``folder``; None if the player cancels."""
    from ..dialogs.files import chosen_file, file_dialog

    dialog = file_dialog(parent, translate("Files", "Open Game"),
                         folder if folder.is_dir() else Path.home(), file_filter())
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    return chosen_file(dialog)


class WindowForSaves(NamedTuple):
    """What the saved games need of the window: a parent for their questions, where to
    say things, where to show the file's name, when the table first shows, and quitting."""

    parent: QWidget
    say: Callable[[str], None]
    show_file_name: Callable[[str | None], None]
    after_first_paint: Callable[[Callable[[], None]], None]
    quit: Callable[[], object]


class SavedGames(QObject):
    """The autosave and the games saved by name, for one window."""

    def __init__(self, frame: WindowForSaves, session: Session, matchplay: MatchPlay,
                 records: GameRecords, abandoning: Abandoning, notices: Notices,
                 paths: AppPaths, settings: PlayerSettings,
                 offer_friends_table: Callable[[Callable[[], None]], bool] = lambda _else: False,
                 ) -> None:
        super().__init__(frame.parent)
        self.frame = frame
        self.settings = settings  # the folder of the player's saves
        self.session = session
        self.matchplay = matchplay
        self.records = records
        self.abandoning = abandoning
        self.notices = notices
        self.paths = paths
        self.ask_save_path: PathAsker = ask_save_path
        self.ask_open_path: PathAsker = ask_open_path
        self.autosave_enabled = True
        self.resume_box: QMessageBox | None = None
        self.other_copy_box: QMessageBox | None = None
        self.replace_box: QMessageBox | None = None
        self.current_file: Path | None = None  # where Save writes the game on the table
        self._file_game: Game | None = None  # the game that file holds
        self._opening: Path | None = None  # the file whose game is being put on the table
        # At start-up, a table with friends (hosted here, or a seat at a friend's) may be
        # offered back before any game of one's own: True if it is (the offer then calls its
        # argument if the player would rather not).
        self.offer_friends_table = offer_friends_table
        self._autosave_failed = False
        # The autosave holds a game no longer on the table (given up, over, or another deal):
        # it is replaced without a backup, and removed if the disk refuses its replacement.
        self._autosave_is_stale = False
        # The next game started is the one the autosave holds (resumed, or the next deal of
        # the match it keeps): the autosave is then this game's, not a stale one.
        self._continuing = False
        session.game_started.connect(self._on_game_started)
        session.table.turn_changed.connect(lambda _player: self.autosave())
        session.game_decided.connect(self._on_game_decided)

    # -- start-up ------------------------------------------------------------------------------
    def start(self, seed: int | None = None, other_copy: Holder | None = None) -> None:
        """Resume or deal, once the player has been told about their files.

        ``other_copy``: another copy of the game holds the lock on these files
        (see :class:`~spite_gui.storage.instance.InstanceLock`); the player is
        asked whether to play here without autosave or to quit.
        """
        if other_copy is None:  # no other copy is writing: ours to tidy
            remove_leftovers(self.paths.own_folders)
            if self.settings.save_folder is not None:  # and a save by name cut short
                remove_save_leftovers(self.settings.save_folder)
        self.frame.after_first_paint(self.records.prepare)  # the table first
        if other_copy is not None:
            self._ask_about_other_copy(other_copy, seed)
            return
        if not self.offer_friends_table(lambda: self._resume_or_deal(seed)):
            self._resume_or_deal(seed)

    def _resume_or_deal(self, seed: int | None) -> None:
        saved, problem = read_autosave(self.paths, read_table)
        if problem is not None:
            self.notices.tell(problem.message)
            if problem.reason == NEWER:
                self.autosave_enabled = False  # it stays for the newer version to resume
        if saved is None:
            self.session.new_game(seed)
            return
        table = read_table(saved.game)
        if table.match is None and not has_started(table.game, table.seating.people):
            # a deal nobody here has moved in: nothing to resume, a new one instead
            self.matchplay.adopt(None, table.seating, table.scores)  # the score goes on
            self.session.new_game(seed)
            return
        self._ask_to_resume(table, seed)

    def _ask_about_other_copy(self, holder: Holder, seed: int | None) -> None:
        who = said_words(holder.describe())
        box = plain_box(
            QMessageBox.Icon.Warning, translate("Files", OTHER_COPY_TITLE),
            translate("Files", "Spite and Malice is already open ({who}).").format(who=who)
            if who else translate("Files", "Spite and Malice is already open."),
            QMessageBox.StandardButton.NoButton, self.frame.parent,
            details=translate(
                "Files", "Two copies would save over each other's game in progress. You can "
                "play here without autosave (this game is lost when you quit), or quit and go "
                "back to the other window."))
        play = box.addButton(translate("Files", PLAY_WITHOUT_AUTOSAVE),
                             QMessageBox.ButtonRole.AcceptRole)
        quit_button = box.addButton(translate("Files", QUIT), QMessageBox.ButtonRole.RejectRole)
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
                self.frame.quit()

        box.finished.connect(answered)
        box.open()

    def _ask_to_resume(self, table: SavedTable, seed: int | None) -> None:
        question = translate("Files", RESUME_QUESTION if table.game is not None
                             else RESUME_MATCH_QUESTION)
        at_stake = has_started(table.game, table.seating.people, table.match is not None)
        left_out = _left_out(table, self.settings.launch_choices, seed)
        details = [_describe(table),
                   translate("Files", "A new game instead abandons it: it counts as a loss.")
                   if at_stake else translate("Files", "New Game deals a new game instead.")]
        if left_out:
            details.append(translate("Files", "Resuming leaves out {options} from the command "
                                     "line, for a new game.").format(
                                         options=_listed(left_out)))
        box = plain_box(QMessageBox.Icon.Question, translate("Files", "Resume"), question,
                        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                        self.frame.parent, details=" ".join(part for part in details if part))
        box.button(QMessageBox.StandardButton.Yes).setText(translate("Files", "&Resume"))
        box.button(QMessageBox.StandardButton.No).setText(
            translate("Files", "&Abandon It") if at_stake else translate("Files", "&New Game"))
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        self.resume_box = box
        self.frame.say(question)

        def answered(_result: int) -> None:
            self.resume_box = None
            box.deleteLater()
            if box.clickedButton() is box.button(QMessageBox.StandardButton.No):
                if at_stake and table.game is not None:
                    self.records.record(table.game, table.seating, forfeit_of(table.game))
                self.session.new_game(seed)  # the new deal replaces the autosave
            else:
                self._continuing = True
                self.restore(table)

        box.finished.connect(answered)
        box.open()

    def restore(self, table: SavedTable, scores: list[int] | None = None) -> None:
        """Put a saved table back exactly as it was; a computer to move carries on.

        The session score is the table's own, or ``scores`` when given.
        """
        self.matchplay.adopt(table.match, table.seating,
                             table.scores if scores is None else scores)
        if table.game is None:
            self.session.new_game()  # the next game of the match
        else:
            self.session.play(table.game, table.seating)

    # -- the autosave --------------------------------------------------------------------------
    def autosave(self) -> None:
        """Save the game in progress (after every turn, on a new deal and on quitting); not
        while the table is lent to a watched game (the game in play waits as it was saved)."""
        if not self.autosave_enabled or self.session.table_lent:
            return
        game = self.session.game
        if game is None or game.is_over or self.hosting:
            if self._autosave_is_stale:  # nothing here replaces a game given up
                self._clear_autosave()
            return
        self._write_autosave(self._table_document(game))

    @property
    def hosting(self) -> bool:
        """True while the table is one with friends (its host keeps it in a file of its own)."""
        return self.session.company is not None

    def _table_document(self, game: Game | None) -> dict[str, Any]:
        seating = self.session.seating if game is not None else self.matchplay.seating
        assert seating is not None
        return table_document(game, self.matchplay.match, seating, self.session.totals)

    def _write_autosave(self, document: dict[str, Any]) -> None:
        """Write the autosave; the one it replaces stays until this one is safely written."""
        try:
            write_autosave(self.paths, document, another_game=self._autosave_is_stale)
        except StorageProblem as problem:
            if self._autosave_is_stale:  # it must not come back; its room may take this one
                self._clear_autosave()
                self._write_autosave(document)
            elif not self._autosave_failed:  # once is enough: it would repeat every turn
                self._autosave_failed = True
                self.notices.tell(problem.message)
        else:
            self._autosave_is_stale = False

    def _clear_autosave(self) -> None:
        clear_autosave(self.paths)
        self._autosave_is_stale = False

    def _on_game_started(self, _deal: int) -> None:
        game = self.session.game
        # the same game back on the table (after watching the computers): its file, its autosave
        back = self._opening is None and game is not None and game is self._file_game
        if not back:
            self.current_file, self._opening = self._opening, None
            self._file_game = game if self.current_file is not None else None
        self.frame.show_file_name(self.current_file.name if self.current_file else None)
        continuing, self._continuing = self._continuing or back, False
        if self.autosave_enabled:
            self._autosave_is_stale = self._autosave_is_stale or not continuing
            self.frame.after_first_paint(self.autosave)  # at launch: not before the table

    def _on_game_decided(self, _outcome: Outcome) -> None:
        """Keep the result the moment the game ends, not once the last cards have landed:
        the player may quit while they fly."""
        game, seating = self.session.game, self.session.seating
        if game is None or seating is None:
            return
        self.records.record(game, seating)
        self.matchplay.count(game)
        if not self.autosave_enabled or self.hosting:
            return
        self._autosave_is_stale = True  # it holds the game now over
        if self.matchplay.waiting:  # the match goes on: keep it for the next deal
            self._continuing = True
            self._write_autosave(self._table_document(None))
        else:
            self._clear_autosave()

    def on_game_abandoned(self, game: Game, forfeit: Outcome) -> None:
        """A started game was given up: a loss in the statistics, a forfeit in the match."""
        self._autosave_is_stale = True  # replaced by the next game, or removed
        seating = self.session.seating
        if seating is not None:
            self.records.record(game, seating, forfeit)
        self.matchplay.count(game, forfeit)
        self.matchplay.announce()  # the forfeit may have won the match for an opponent

    # -- named saves ---------------------------------------------------------------------------
    def save_game(self) -> None:
        """Save to the file the game came from or was saved to last (else ask where)."""
        if self.current_file is None:
            self.save_game_as()
        else:
            self._save_to(self.current_file)

    def save_game_as(self) -> None:
        """Ask where to save the game, proposing a name that tells it (its date, its deal and
        who plays it), and save it there."""
        game, seating = self.session.game, self.session.seating
        if self._nothing_to_save() or game is None or seating is None:
            return
        folder = self._folder()
        name = free_name(folder, proposed_file_name(game.seed, seating.names, date.today()))
        path = self.ask_save_path(self.frame.parent, folder / name)
        if not path:
            return
        chosen = Path(path)
        target = with_save_extension(chosen)
        if target != chosen and target.exists():  # the dialog asked about another name
            self._ask_to_replace(target)
        else:
            self._save_to(target)

    def _folder(self) -> Path:
        """Where Save As and Open… start: the folder last used, or the game's own."""
        folder = self.settings.save_folder
        if folder is not None and folder.is_dir():
            return folder
        with contextlib.suppress(OSError):
            self.paths.saves_dir.mkdir(parents=True, exist_ok=True)
        return self.paths.saves_dir

    def _ask_to_replace(self, target: Path) -> None:
        """The usual question before a file is replaced; saved there if the player agrees."""
        box = plain_box(QMessageBox.Icon.Warning, translate("Files", "Save Game"),
                        translate("Files", "{file} already exists. Do you want to replace "
                                  "it?").format(file=target.name),
                        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                        self.frame.parent)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self.replace_box = box

        def answered(_result: int) -> None:
            self.replace_box = None
            box.deleteLater()
            if box.clickedButton() is box.button(QMessageBox.StandardButton.Yes):
                self._save_to(target)

        box.finished.connect(answered)
        box.open()

    def _nothing_to_save(self) -> bool:
        if self.hosting:
            self.notices.tell(translate("Files", "A game with friends can't be saved in a "
                                        "file: the host's program keeps the table until the "
                                        "game is over."),
                              QMessageBox.Icon.Information)
            return True
        game = self.session.game
        if game is None or game.is_over:
            self.notices.tell(translate("Files", "There is no game in progress to save."),
                              QMessageBox.Icon.Information)
            return True
        return False

    def _save_to(self, path: Path) -> None:
        if self._nothing_to_save():
            return
        # kept before writing: should this write be cut short, the next start tidies there
        self.settings.remember_save_folder(path.parent)
        try:
            written = write_save(path, self._table_document(self.session.game))
        except StorageProblem as problem:
            self.notices.tell(problem.message)
            return
        remove_save_leftovers(written.parent)  # of saves cut short there before
        self.current_file, self._file_game = written, self.session.game
        self.frame.show_file_name(written.name)
        self.frame.say(translate("Files", "Game saved as {file}.").format(file=written.name))

    def open_game(self) -> None:
        """Open a saved game, once the player agrees to give up a started game on the table;
        the session score goes on (in single games)."""
        path = self.ask_open_path(self.frame.parent, self._folder())
        if not path:
            return
        self.settings.remember_save_folder(Path(path).parent)
        try:
            saved = read_save(path, read_table)
        except StorageProblem as problem:
            self.notices.tell(problem.message)  # the game on the table goes on
            return
        table = read_table(saved.game)

        def put_on_table() -> None:
            single = self.matchplay.match is None
            self._opening = Path(path)
            self.restore(table, scores=list(self.session.totals) if single else None)

        self.abandoning.confirm("open", put_on_table)


#: What a file's name may not hold on some system (Windows is the strictest).
_NOT_IN_FILE_NAMES = str.maketrans({char: " " for char in '<>:"/\\|?*'})


def proposed_file_name(deal: int, names: Sequence[str], day: date) -> str:
    """The name Save As proposes for a game: its date, its deal and who plays it.

    >>> proposed_file_name(849633, ("You", "Computer"), date(2026, 11, 27))
    '2026-11-27 Deal 849633 against Computer.spite'
    >>> proposed_file_name(12, ("Anna", "Ben", "East"), date(2026, 11, 27))
    '2026-11-27 Deal 12, Anna, Ben and East.spite'
    """
    who = f" against {_listed(names[1:])}" if names[0] == YOU else f", {_listed(names)}"
    stem = " ".join(f"{day.isoformat()} Deal {deal}{who}".translate(_NOT_IN_FILE_NAMES).split())
    return stem.rstrip(". ") + SAVE_EXTENSION


def _listed(names: Sequence[str]) -> str:
    """ "West", "West and East", "West, North and East" """
    if len(names) == 1:
        return names[0]
    return translate("Files", "{names} and {last}").format(names=", ".join(names[:-1]),
                                                           last=names[-1])


def free_name(folder: Path, name: str) -> str:
    """``name``, or "name (2)" and so on if a file in ``folder`` has it already."""
    stem, suffix = name.removesuffix(SAVE_EXTENSION), SAVE_EXTENSION
    for count in range(2, 1000):
        if not (folder / name).exists():
            break
        name = f"{stem} ({count}){suffix}"
    return name


def _left_out(table: SavedTable, choices: Mapping[str, object], seed: int | None) -> list[str]:
    """The command line's choices for this launch (``choices``, and ``seed``) that the
    game in ``table`` is not played with: resuming it leaves them out."""
    game, match = table.game, table.match
    rules, players = (game.rules, game.players) if game is not None else (
        match.rules, match.players) if match is not None else (None, None)
    seating = table.seating
    played = {"players": players, "people": len(seating.people),
              "preset": rules.preset_name() if rules is not None else None,
              "level": seating.levels[0] if len(set(seating.levels)) == 1 else None}
    left = [f"--{name} {value}" for name, value in choices.items()
            if name in played and played[name] != value]
    if seed is not None and (game is None or game.seed != seed):
        left.append(f"--seed {seed}")
    return left


def _describe(table: SavedTable) -> str:
    """ "Deal #48213 is waiting in round 4: your turn." and the match, if there is one."""
    match, game = table.match, table.game
    parts = []
    if game is not None:
        name = table.seating.names[game.current_player]
        round_number = round_of(game.turn, game.players)
        parts.append(
            translate("Files", "Deal #{deal} is waiting in round {round}: your turn.").format(
                deal=game.seed, round=round_number) if name == YOU else
            translate("Files", "Deal #{deal} is waiting in round {round}: {name}'s turn.")
            .format(deal=game.seed, round=round_number, name=name))
    if match is not None:
        parts.append(translate("Files", "Your match to {target} points has %n game(s) played.",
                               None, match.games_played).format(target=match.target))
    return " ".join(parts)
