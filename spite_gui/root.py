"""The composition root: the window and everything that serves it, built and owned in one place.

:func:`build_app` makes the :class:`AppRoot`: the main window, the table (one
seat's view), the session (the game in play and its host), the player's settings,
and — with the player's files (``paths``) — the statistics, the saved games and Today's
Deal, made together (:class:`PlayerFiles`). Each part is made with what it needs, and
the root once every part exists; only playing with friends and the lesson are made
later, the first time they are wanted. Nothing is hung on the window for others to
find; whoever needs a piece gets it here. Nothing touches Qt or the disk at import
time.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .storage import AppPaths, Holder

if TYPE_CHECKING:  # the Qt side loads when the window is built, not at import
    from .controller.abandon import Abandoning
    from .controller.announcer import Announcer
    from .controller.assist import Assist
    from .controller.card_counter import CardCounter
    from .controller.daily import DailyDeal
    from .controller.e2e_report import E2EReport
    from .controller.friends import Friends
    from .controller.game_log import GameLog
    from .controller.info_dialogs import InfoDialogs
    from .controller.lesson import Lesson
    from .controller.matchplay import MatchPlay
    from .controller.notices import Notices
    from .controller.player_settings import PlayerSettings
    from .controller.records import GameRecords
    from .controller.reviews import GameReviews
    from .controller.saved_games import SavedGames
    from .controller.seat import SeatController
    from .controller.session import Session
    from .controller.sounds import TableSounds
    from .controller.thinking import PlayerFactory
    from .controller.watching import Watching
    from .controller.window_place import WindowPlace
    from .engine import Game
    from .play import Seating
    from .sound import Speaker
    from .storage.settings import Settings
    from .view.main_window import MainWindow
    from .view.voice import Voice


@dataclass(frozen=True)
class PlayerFiles:
    """What the table keeps in the player's files, made together when it has them (a
    screenshot or a test may have none)."""

    paths: AppPaths
    records: GameRecords  # Game → Statistics: every game counted
    saved_games: SavedGames  # the autosave, Open and Save
    daily: DailyDeal  # Today's Deal and its result of each day


@dataclass
class AppRoot:
    """The window and the objects that serve it (see :func:`build_app`), each there from
    the start but friends and the lesson, made when first wanted."""

    window: MainWindow
    table: SeatController  # the table: one seat's view
    session: Session  # the game in play, its host and its players
    settings: PlayerSettings
    notices: Notices
    assist: Assist
    game_log: GameLog
    abandoning: Abandoning
    matchplay: MatchPlay
    announcer: Announcer  # the table's news and the read-out keys, for a screen reader
    voice: Voice  # how the words reach the player's screen reader
    sounds: TableSounds  # what the table sounds like
    dialogs: InfoDialogs  # Help, About, the deal number, the hidden cards
    window_place: WindowPlace  # where the window was left, with which panels
    reviews: GameReviews  # "Review this game": the game over, a file, a record
    watching: Watching  # Game → Watch the Computers
    card_counter: CardCounter  # View → Card Counter
    files: PlayerFiles | None  # the player's files, if the table has them
    e2e_report: E2EReport | None  # when the environment asks for one
    _friends: Friends | None = None  # playing with friends: made when first wanted
    _lesson: Lesson | None = None  # Help → Learn to Play: made when first wanted

    @property
    def paths(self) -> AppPaths | None:
        return self.files.paths if self.files is not None else None

    @property
    def records(self) -> GameRecords | None:
        return self.files.records if self.files is not None else None

    @property
    def saved_games(self) -> SavedGames | None:
        return self.files.saved_games if self.files is not None else None

    @property
    def daily(self) -> DailyDeal | None:
        return self.files.daily if self.files is not None else None

    @property
    def friends(self) -> Friends:
        """Playing with friends over the network. The network code loads the first time
        it is wanted (the menu command, a table kept from before, a test), so that a
        start-up without friends does not pay for it."""
        if self._friends is None:
            self._friends = _play_with_friends(self)
        return self._friends

    @property
    def lesson(self) -> Lesson:
        """Help → Learn to Play (made the first time it is wanted)."""
        if self._lesson is None:
            from .controller.lesson import Lesson

            files = self.files
            self._lesson = Lesson(self.window, self.table, self.session,
                                  files.saved_games.autosave if files else (lambda: None))
        return self._lesson

    def offer_lesson(self) -> None:
        """At the first start, once the table shows: offer the lesson (once, ever)."""
        from PySide6.QtWidgets import QApplication

        from .controller.lesson import offer_lesson

        def offer() -> None:
            if QApplication.activeModalWidget() is None:  # not over another question
                offer_lesson(self.window, self.settings, self.lesson.start)

        self.window.view.after_first_paint(offer)

    def start(self, seed: int | None = None, other_copy: Holder | None = None) -> None:
        """Tell the player what went wrong with their files, then resume or deal."""
        for message in self.settings.pending:
            self.notices.tell(message)
        self.settings.pending.clear()
        if self.files is not None:
            self.files.saved_games.start(seed, other_copy)
        else:
            self.session.new_game(seed)

    def shutdown(self) -> None:
        """Stop the computer players and the hints (the window has closed)."""
        if self._friends is not None:
            self._friends.shutdown()
        self.session.shutdown()
        self.assist.shutdown()
        self.sounds.speaker.close()
        self.window.look.restore()


def build_app(player_factory: PlayerFactory | None = None, speed: str | None = None,
              paths: AppPaths | None = None, speaker: Speaker | None = None) -> AppRoot:
    """The main window and everything that serves it (no game dealt yet: see
    :meth:`AppRoot.start`).

    With ``paths`` the table uses the player's settings, autosave, saved games and
    statistics there; without them (a screenshot, a test) the default settings and
    no files. ``speed`` overrides the animation speed for this window only. The table's
    sounds go to ``speaker`` (without one, to the null backend: a screenshot, a test).
    """
    from .controller.abandon import Abandoning
    from .controller.announcer import Announcer
    from .controller.assist import Assist
    from .controller.commentary import Commentary
    from .controller.game_log import GameLog
    from .controller.info_dialogs import InfoDialogs
    from .controller.matchplay import MatchPlay
    from .controller.notices import Notices
    from .controller.player_settings import PlayerSettings, WindowSide
    from .controller.seat import SeatController
    from .controller.session import Session
    from .controller.sounds import TableSounds
    from .controller.thinking import default_player_factory
    from .controller.window_place import WindowPlace
    from .sound import RecordingSpeaker
    from .view.main_window import MainWindow
    from .view.voice import Voice

    def ask_before_closing(close: Callable[[], None]) -> bool:
        """At a table with friends, quitting asks first (:meth:`Friends.ask_before_quitting`)."""
        return root._friends is not None and root._friends.ask_before_quitting(close)

    window = MainWindow(ask_before_closing=ask_before_closing)
    factory = player_factory or default_player_factory
    table = SeatController(window.scene, speed or "normal", parent=window)
    after_first_paint = window.view.after_first_paint
    notices = Notices(window)
    sounds = TableSounds(speaker or RecordingSpeaker(), table, window, window.commands["sound"],
                         after_first_paint)
    commands = window.commands
    settings = PlayerSettings(
        WindowSide(window, window.show_speed, window.look.apply,
                   (commands["zoom_in"], commands["zoom_out"], commands["zoom_reset"])),
        table, paths, notices.say, sounds)
    window.speed_chosen.connect(settings.pick_speed)
    window_place = WindowPlace(window, paths, settings.pending.append)
    sounds.apply(settings.settings)
    settings.applied.connect(sounds.apply)

    # The session asks the match keeper, made from it just below, what comes next; it asks
    # only once a game is dealt, by then the match keeper is there.
    def next_game(seed: int | None) -> tuple[Game, Seating]:
        return matchplay.next_game(settings.plan(), seed)

    session = Session(window, table, window.scene.cover, after_first_paint, factory,
                      next_game=next_game, match_banner=lambda: matchplay.win_banner(),
                      totals_title=lambda: matchplay.totals_title())
    session.covered.connect(sounds.covered)
    matchplay = MatchPlay(session, notices, window.set_score)
    settings.plan_changed.connect(matchplay.start_afresh)
    session.game_over_shown.connect(lambda _outcome: matchplay.announce())
    abandoning = Abandoning(window, session, matchplay.forfeit_effect)
    announcer = Announcer(table, lambda: matchplay.score_words(table.view))
    voice = Voice(window.view, window)
    _connect_voice(window, voice, announcer, settings, notices)
    announcer.cue.connect(sounds.cue)  # the end of a row, for players who can't see it
    assist = Assist(table, factory)
    game_log = GameLog(table, window)
    dialogs = InfoDialogs(window, session)
    session.reveal_asked.connect(dialogs.show_hidden_cards)
    Commentary(table)
    session.game_resumed.connect(game_log.expect_resumed)
    session.covered.connect(lambda up: game_log.clear() if up else None)
    session.covered.connect(lambda up: announcer.forget() if up else None)
    _connect_table(window, table, session)
    if speed is not None:
        settings.set_overrides(speed=speed)
    from .view.desktop import DesktopMotion

    desktop = DesktopMotion(window)
    desktop.changed.connect(settings.set_desktop_reduces_motion)
    if desktop.reduced:
        settings.set_desktop_reduces_motion(True)
    files = None
    if paths is not None:
        # (``root`` is made below: the friends' table is offered back only once the game
        # starts, after build_app has returned)
        files = _player_files(paths, window, table, session, matchplay, abandoning, notices,
                              settings, lambda: root.friends)
        window.closing.connect(window_place.save)
    autosave = files.saved_games.autosave if files is not None else lambda: None
    reviews = _offer_reviews(window, session, table, settings, notices, dialogs, files)
    watching = _offer_watching(window, session, factory, after_first_paint, autosave)
    card_counter = _offer_card_counter(window, table, session)
    report = os.environ.get("SPITE_GUI_E2E_REPORT")
    e2e_report = None
    if report:
        from .controller.e2e_report import E2EReport

        e2e_report = E2EReport(report, table, window.view)
        e2e_report.watch_voice(voice)
    root = AppRoot(window, table, session, settings, notices, assist,
                   game_log, abandoning, matchplay, announcer, voice, sounds, dialogs,
                   window_place, reviews, watching, card_counter, files, e2e_report)
    _offer_friends(root)
    _connect_commands(root)
    window_place.restore()
    window.closing.connect(root.shutdown)
    return root


def _player_files(paths: AppPaths, window: MainWindow, table: SeatController,
                  session: Session, matchplay: MatchPlay, abandoning: Abandoning,
                  notices: Notices, settings: PlayerSettings,
                  friends: Callable[[], Friends]) -> PlayerFiles:
    """The statistics, the saved games and Today's Deal, kept in the player's files."""
    from .controller.daily import DailyDeal
    from .controller.records import GameRecords
    from .controller.saved_games import SavedGames, WindowForSaves
    from .storage.daily import DailyStore

    daily = DailyDeal(window, session, abandoning, matchplay, DailyStore(paths.daily_file),
                      notices.say)
    records = GameRecords(window, paths, notices.say, pages=[daily.statistics_page])
    records.game_recorded.connect(daily.count_recorded_game)
    frame = WindowForSaves(window, table.say, window.set_file_name,
                           window.view.after_first_paint, window.close)
    saved_games = SavedGames(frame, session, matchplay, records, abandoning, notices, paths,
                             settings, _friends_table_offer(friends, paths))
    abandoning.game_abandoned.connect(saved_games.on_game_abandoned)
    window.closing.connect(saved_games.autosave)
    window.closing.connect(records.close)
    return PlayerFiles(paths, records, saved_games, daily)


def _connect_voice(window: MainWindow, voice: Voice, announcer: Announcer,
                   settings: PlayerSettings, notices: Notices) -> None:
    """The table's words to the player's screen reader, through the channel chosen in
    Preferences; the pile under the focus says its new words; R repeats what went out."""
    announcer.spoken.connect(voice.say)
    voice.sent.connect(lambda text, _channel: announcer.remember(text))
    window.table_news.focused_pile_changed.connect(voice.say)
    # asked for with a key (a reader says nothing of a place it already holds): at once
    window.table_news.focus_shown_words.connect(lambda words: voice.say(words, urgent=True))
    window.view.table_scene().key_edge.connect(announcer.edge)

    def apply(chosen: Settings) -> None:
        voice.set_channel(chosen.speech_channel)
        announcer.verbosity = chosen.turn_summary

    settings.applied.connect(apply)
    apply(settings.settings)
    voice.service_failed.connect(notices.say)  # in the player's words


def _offer_reviews(window: MainWindow, session: Session, table: SeatController,
                   settings: PlayerSettings, notices: Notices, dialogs: InfoDialogs,
                   files: PlayerFiles | None) -> GameReviews:
    """Game reviews: from the game-over dialog, Game → Review a Saved Game… and the
    statistics' history (each in a window of its own; the game in play is not touched)."""
    from .controller.reviews import GameReviews

    paths = files.paths if files is not None else None

    def folder() -> Path:
        chosen = settings.save_folder
        if chosen is not None and chosen.is_dir():
            return chosen
        return paths.saves_dir if paths is not None else Path.home()

    reviews = GameReviews(window, paths, notices.say, folder,
                          lambda: settings.settings.speech_channel,
                          show_help=dialogs.show_help)

    def review_game_over() -> None:
        game, seating = session.finished_game(), session.seating
        if game is not None and seating is not None:
            reviews.review_game(game, seating, table.seat)

    session.review_asked.connect(review_game_over)
    window.commands["review_saved"].triggered.connect(
        lambda _checked=False: reviews.review_saved_file())
    if files is not None:
        files.records.review_requested.connect(reviews.review_record)
    window.closing.connect(reviews.close)
    return reviews


def _offer_friends(root: AppRoot) -> None:
    """Game → Play with Friends…, Leave the Table and Table Talk, and the table kept from
    before offered at start-up: each makes :attr:`AppRoot.friends` when it is used."""
    commands = root.window.commands
    commands["friends"].triggered.connect(lambda _checked=False: root.friends.show())
    commands["leave_table"].triggered.connect(
        lambda _checked=False: root.friends.ask_to_leave())
    commands["chat"].toggled.connect(lambda shown: root.friends.talk.show_panel(shown))


def _friends_table_offer(friends: Callable[[], Friends],
                         paths: AppPaths) -> Callable[[Callable[[], None]], bool]:
    """At start-up, before any game of one's own: a table hosted here, else a seat at a
    friend's, offered back (True if it is; see :attr:`SavedGames.offer_friends_table`).
    ``friends`` makes the friends' side the first time it is wanted."""
    def offer_friends_table(otherwise: Callable[[], None]) -> bool:
        if paths.hosted_table_file.exists() and friends().offer_hosted_table(otherwise):
            return True
        return paths.kept_seat_file.exists() and friends().offer_kept_seat(otherwise)

    return offer_friends_table


def _play_with_friends(root: AppRoot) -> Friends:
    """Playing with friends at this window (see :attr:`AppRoot.friends`)."""
    from .controller.friends import Friends
    from .controller.friends_table import FriendsTableServices

    files = root.files
    frame = FriendsTableServices(root.session, root.game_log, root.notices, root.matchplay,
                                 files.records if files else None, files.paths if files else None)
    friends = Friends(root.window, frame, root.settings, root.abandoning,
                      root.window.commands)
    if root.e2e_report is not None:
        root.e2e_report.watch_friends(friends)
    friends.chat_heard.connect(root.sounds.chat)
    return friends


def _connect_table(window: MainWindow, table: SeatController, session: Session) -> None:
    """What the window shows of the table and the session."""
    from .table.speech import YOUR_MOVE

    window.message_label.set_room_for(YOUR_MOVE())  # the bar's height: never a jump
    table.status_changed.connect(window.set_status)
    table.table_started.connect(lambda update: window.set_deal(update.deal))
    table.game_over.connect(lambda _outcome: window.set_deal(table.deal))  # known by now
    # the deal in the title from the moment it is dealt, even behind the cover between two
    # people's turns (the table itself is told it when the next person sits down)
    session.game_started.connect(window.set_deal)
    session.table_cleared.connect(lambda: window.set_deal(None))
    session.game_started.connect(lambda _deal: window.commands["reveal"].setEnabled(False))
    table.game_over.connect(lambda _outcome: window.commands["reveal"].setEnabled(True))
    window.speed_chosen.connect(table.set_speed)
    window.show_speed(table.speed)


def _connect_commands(root: AppRoot) -> None:
    """Every menu command the window does not answer itself, to what it does."""
    commands, session, abandoning = root.window.commands, root.session, root.abandoning
    table, assist, dialogs, files = root.table, root.assist, root.dialogs, root.files

    def on(key: str, slot: Callable[[], object]) -> None:
        commands[key].triggered.connect(lambda _checked=False: slot())

    def after_lesson(slot: Callable[[], object]) -> Callable[[], None]:
        """A command that replaces the game on the table ends a lesson first, the game it
        put aside back on the table (the command then asks about that game)."""
        def run() -> None:
            if root._lesson is not None:
                root._lesson.end()
            slot()

        return run

    def new_game(seed: int | None = None) -> None:
        abandoning.confirm("new", lambda: session.new_game(seed))

    def restart() -> None:
        deal = table.deal
        if session.host is not None and deal is not None:
            daily = files.daily.restart() if files is not None else None  # its rules
            abandoning.confirm("restart", daily or (lambda: session.new_game(deal)))

    on("new", after_lesson(new_game))
    on("new_deal", after_lesson(lambda: dialogs.ask_deal_number(new_game)))
    on("restart", after_lesson(restart))
    on("reveal", dialogs.show_hidden_cards)
    on("undo", table.undo)
    on("redo", table.redo)
    on("hint", lambda: root.lesson.hint() if root._lesson is not None and root._lesson.running
       else assist.request_hint())
    on("preferences", root.settings.show)
    commands["sound"].toggled.connect(lambda on: _sound_switched(root, on))
    on("zoom_in", root.settings.zoom_in)
    on("zoom_out", root.settings.zoom_out)
    on("zoom_reset", root.settings.reset_zoom)
    on("help", dialogs.show_help)
    on("lesson", lambda: root.lesson.start())
    on("about", dialogs.show_about)
    announcer = root.announcer
    on("read_table", announcer.read_table)
    on("read_hand", announcer.read_hand)
    on("read_next", announcer.read_next_player)
    on("read_score", announcer.read_score)
    on("read_turns", announcer.read_last_turns)
    on("read_again", announcer.repeat)
    table.undo_available.connect(commands["undo"].setEnabled)
    table.redo_available.connect(commands["redo"].setEnabled)
    if files is not None:
        on("statistics", files.records.show)
        on("daily", files.daily.show)
        on("open", after_lesson(files.saved_games.open_game))
        on("save", files.saved_games.save_game)
        on("save_as", files.saved_games.save_game_as)
    else:  # no record, day's result or saved game is kept without a home
        for key in ("statistics", "daily", "open", "save", "save_as"):
            commands[key].setEnabled(False)


def _offer_watching(window: MainWindow, session: Session, factory: PlayerFactory,
                    after_first_paint: Callable[[Callable[[], None]], None],
                    autosave: Callable[[], None]) -> Watching:
    """Game → Watch the Computers… (a child of the session it borrows)."""
    from .controller.watching import WatchControls, Watching

    watching = Watching(session, factory, after_first_paint, autosave)
    WatchControls(window, watching)
    return watching


def _offer_card_counter(window: MainWindow, table: SeatController,
                        session: Session) -> CardCounter:
    """View → Card Counter (a child of the window)."""
    from .controller.card_counter import CardCounter

    counter = CardCounter(window, table, window.commands["card_counter"])
    session.covered.connect(counter.covered)
    session.table_cleared.connect(counter.refresh)
    return counter


def _sound_switched(root: AppRoot, on: bool) -> None:
    """View → Sound: saved; turned on where the game can't be heard, the player is told why."""
    root.settings.set_sound(on)
    problem = root.sounds.problem
    if on and problem is not None:
        root.table.say(problem)
