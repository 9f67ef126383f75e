"""The player's settings at the table: what the next game is, Preferences, and the look.

:class:`PlayerSettings` reads the settings quietly when it is made (without a
home folder — a screenshot, a test — it keeps the defaults and saves nothing).
It is the one source of *what the next game is*: :meth:`PlayerSettings.plan`
gives the rules, who sits where and the match length, from the settings and the
command line's choices for this launch. Edit → Preferences… edits the settings:
display options apply at once, the rules, seats and match length from the next
game. It is handed the few things it shows on the window beside the table
(:class:`WindowSide`); the window's place and panels are :mod:`.window_place`'s.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from ..engine import Rules
from ..engine.rules import DEFAULT_PRESET
from ..language import LANGUAGE_NAMES, preset_name
from ..play import COMPUTER, PERSON, Seating, SeatKind
from ..play.rules_settings import rules_from_settings
from ..storage import AppPaths, Settings, StorageProblem, load_settings, save_settings
from ..storage.settings import ZOOM_STEPS
from ..table.notes import zoom_words
from ..table.rule_problems import saved_rules_words
from ..translatable import QT_TRANSLATE_NOOP
from ..view.layout import compute_layout
from ..view.quiet_build import answer_readers, quietly
from ..view.theme import THEMES, TableTheme
from .matchplay import Plan
from .seat import SeatController

if TYPE_CHECKING:
    from ..dialogs.preferences import PreferencesDialog

NEXT_GAME_NOTE = QT_TRANSLATE_NOOP("Preferences", "The new rules apply from the next game.")


def language_note(language: str) -> str:
    """What the player is told on choosing a language: it applies from the next start."""
    if not language:
        return QCoreApplication.translate(
            "Preferences", "The game follows the system's language from its next start.")
    # in the language chosen's own name, as the chooser shows it
    return QCoreApplication.translate(
        "Preferences", "The game speaks {language} from its next start.").format(
            language=LANGUAGE_NAMES.get(language, language))
ZOOM_FITS = 0.97  # a zoom shown this close to its size is shown in full


def seating_from(settings: Settings, players: int, people: int | None = None,
                 level: str | None = None) -> Seating:
    """Who sits where for ``settings`` at a table of ``players``: the first seat is a person,
    the others as the settings say — or ``people`` people in the first seats and computers
    after them (the command line's ``--people``); ``level`` for every computer (``--level``).
    """
    if people is not None:
        kinds = [PERSON] * people + [COMPUTER] * (players - people)
    else:
        kinds = [PERSON] + list(settings.seat_kinds[:players - 1])
    levels = [""] + [level or settings.levels[seat] for seat in range(players - 1)]
    return Seating.build(kinds, settings.names, levels)


class SoundCheck(Protocol):
    """What Preferences' Sound page asks of the table's sounds."""

    def try_volume(self, volume: int) -> None:
        """Play a sample at ``volume`` (0 to 100)."""

    @property
    def problem(self) -> str | None:
        """Why nothing can be heard, or None."""


class WindowSide(NamedTuple):
    """What the settings show on the window beside the table."""

    parent: QWidget  # the window: Preferences opens over it, and it owns the settings
    show_speed: Callable[[str], None]  # the speed ticked in View → Animation Speed
    apply_look: Callable[[TableTheme, str | None], None]  # the bars and panels in its colours
    zoom: tuple[QAction, QAction, QAction]  # View → Zoom In, Zoom Out and Normal Size


class PlayerSettings(QObject):
    """The settings in use (:attr:`settings`), saved when they change if there is a home.
    ``sound`` plays Preferences' sample and says why nothing can be heard."""

    applied = Signal(object)  # the Settings now in use, each time they are applied
    plan_changed = Signal()  # the rules, seats or match target of the next game changed

    def __init__(self, window: WindowSide, table: SeatController, paths: AppPaths | None,
                 tell: Callable[[str], None], sound: SoundCheck | None = None) -> None:
        """The window's speed menu is connected to :meth:`pick_speed` by the composition
        root."""
        super().__init__(window.parent)
        self.window_side = window
        self.table = table
        self.paths = paths
        self._tell = tell
        self._sound = sound
        self.preferences_dialog: PreferencesDialog | None = None
        self._overrides: dict[str, object] = {}
        self._desktop_reduces_motion = False  # the desktop asks for reduced motion
        self._speed_picked = False  # a speed picked from the menu this launch wins over that
        self.pending: list[str] = []  # what to tell the player once the window shows
        if paths is None:
            self.settings = Settings()
        else:
            self.settings, problem = load_settings(paths)
            if problem:
                self.pending.append(problem)
            _rules, note = rules_from_settings(self.settings)
            if note is not None:
                self.pending.append(saved_rules_words(note, preset_name(DEFAULT_PRESET)))
        self.apply_display()

    # -- what the next game is -------------------------------------------------------------------
    def set_overrides(self, preset: str | None = None, players: int | None = None,
                      level: str | None = None, speed: str | None = None,
                      people: int | None = None) -> None:
        """Command-line choices for this launch only, never saved (those not given stay as
        they were).

        Raises RulesError (or ValueError) if they can't deal a game; nothing changes then.
        """
        given = {k: v for k, v in (("preset", preset), ("players", players), ("level", level),
                                   ("speed", speed), ("people", people)) if v is not None}
        before, self._overrides = self._overrides, {**self._overrides, **given}
        try:
            plan = self.plan()
            plan.rules.check_players(plan.players)
        except (ValueError, TypeError):
            self._overrides = before
            raise
        self.apply_display()

    @property
    def launch_choices(self) -> dict[str, object]:
        """The command line's choices of what game is played (not how it looks), by option:
        ``{"players": 4}`` for ``--players 4``."""
        return {name: value for name, value in self._overrides.items() if name != "speed"}

    def plan(self) -> Plan:
        """The rules, seats and match length of the next new game or match."""
        settings, overrides = self.settings, self._overrides
        players = int(overrides.get("players", settings.players))  # type: ignore[call-overload]
        people = overrides.get("people")
        if isinstance(people, int) and people > players:
            if "players" in overrides:
                raise ValueError(f"{people} people can't sit at a table of {players}.")
            players = people
        if "preset" in overrides:
            rules = Rules.preset(str(overrides["preset"]), players)
        else:
            rules, _message = rules_from_settings(dataclasses.replace(settings, players=players))
        level = overrides.get("level")
        seating = seating_from(settings, players, people if isinstance(people, int) else None,
                               level if isinstance(level, str) else None)
        return Plan(rules, seating, settings.match_target)

    # -- preferences -----------------------------------------------------------------------------
    def show(self) -> None:
        """Edit → Preferences…"""
        from ..dialogs.preferences import PreferencesDialog

        if self.preferences_dialog is not None:
            self.preferences_dialog.raise_()
            return
        sound = self._sound
        with quietly():  # told to a screen reader whole, as it opens
            dialog = PreferencesDialog(self.settings, self.window_side.parent,
                                       sound_problem=sound.problem if sound else None)
        self.preferences_dialog = dialog
        if sound is not None:
            dialog.sound_tried.connect(sound.try_volume)

        def done(_result: int) -> None:
            self.preferences_dialog = None
            dialog.deleteLater()

        dialog.accepted.connect(lambda: self.change(dialog.result_settings()))
        dialog.finished.connect(done)
        answer_readers()
        dialog.open()

    def change(self, settings: Settings) -> None:
        """Use and save ``settings``: the look at once, the rules and seats from the next game."""
        old = self.settings
        self.settings = settings

        def game_of(s: Settings) -> tuple[dict[str, Any], bool, int, list[str], list[SeatKind],
                                          list[str], int]:
            seats = s.players - 1
            return (s.rules, s.decks_chosen, s.players, s.levels[:seats], s.seat_kinds[:seats],
                    s.names[:s.players], s.match_target)

        if game_of(old) != game_of(settings):
            for key in ("preset", "players", "level", "people"):
                self._overrides.pop(key, None)  # the player's new choice wins over the command line
            self.plan_changed.emit()  # a match in play ends with this game
            self.table.say(QCoreApplication.translate("Preferences", NEXT_GAME_NOTE))
        if settings.language != old.language:
            self.table.say(language_note(settings.language))
        if settings.animation_speed != old.animation_speed:
            self._overrides.pop("speed", None)
        if (settings.animation_speed, settings.follow_desktop_motion) != (
                old.animation_speed, old.follow_desktop_motion):
            self._speed_picked = False  # the preferences say it all again
        self._save()
        self.apply_display()

    def save(self) -> None:
        """Write the settings in use (the player is told if that fails)."""
        self._save()

    @property
    def save_folder(self) -> Path | None:
        """The folder the player last saved or opened a game in by name (None: none yet)."""
        folder = self.settings.save_folder
        return Path(folder) if folder else None

    def remember_save_folder(self, folder: Path) -> None:
        """Keep ``folder`` as the one Save As and Open… start in."""
        if str(folder) != self.settings.save_folder:
            self.settings = dataclasses.replace(self.settings, save_folder=str(folder))
            self._save()

    def remember_lesson_offered(self) -> None:
        """The player answered the offer of a lesson: it is not made again."""
        if not self.settings.lesson_offered:
            self.settings = dataclasses.replace(self.settings, lesson_offered=True)
            self._save()

    def _save(self) -> None:
        if self.paths is None:
            return
        try:
            save_settings(self.paths, self.settings)
        except StorageProblem as problem:
            self._tell(problem.message)

    def pick_speed(self, speed: str) -> None:
        """A speed picked in View → Animation Speed: it wins over the command line's and the
        desktop's, and is saved."""
        self._overrides.pop("speed", None)
        self._speed_picked = True
        if speed != self.settings.animation_speed:
            self.settings = dataclasses.replace(self.settings, animation_speed=speed)
            self._save()
        self.apply_display()

    def set_sound(self, on: bool) -> None:
        """View → Sound: the table's sounds on or off (saved)."""
        if on != self.settings.sound:
            self.settings = dataclasses.replace(self.settings, sound=on)
            self._save()
            self.apply_display()

    # -- zoom and motion -------------------------------------------------------------------------
    def zoom_in(self) -> None:
        """View → Zoom In: the next larger size of :data:`ZOOM_STEPS`."""
        larger = [z for z in ZOOM_STEPS if z > self.settings.zoom]
        if larger:
            self._set_zoom(larger[0])

    def zoom_out(self) -> None:
        """View → Zoom Out: the next smaller size (100%: the whole table fits)."""
        smaller = [z for z in ZOOM_STEPS if z < self.settings.zoom]
        if smaller:
            self._set_zoom(smaller[-1])

    def reset_zoom(self) -> None:
        """View → Normal Size."""
        self._set_zoom(ZOOM_STEPS[0])

    def _set_zoom(self, zoom: int) -> None:
        if zoom == self.settings.zoom:
            return
        self.settings = dataclasses.replace(self.settings, zoom=zoom)
        self._save()
        self.apply_display()
        scene, layout = self.table.scene, self.table.scene.table_layout
        shown = None
        if layout is not None and zoom > ZOOM_STEPS[0]:
            rect = scene.sceneRect()
            fitted = compute_layout(rect.width(), rect.height(), scene.players).card_width
            if layout.card_width < fitted * zoom / 100 * ZOOM_FITS:
                shown = round(100 * layout.card_width / fitted)
        scene.announce(zoom_words(zoom, shown))

    def set_desktop_reduces_motion(self, reduced: bool) -> None:
        """The desktop asks for reduced motion (or no longer does): with the setting to follow
        it, the cards then move at once, as at the Instant speed."""
        self._desktop_reduces_motion = reduced
        self.apply_display()

    @property
    def motion_stilled(self) -> bool:
        """The cards move at once because the desktop asks for reduced motion."""
        return (self._desktop_reduces_motion and self.settings.follow_desktop_motion
                and not self._speed_picked and "speed" not in self._overrides)

    def apply_display(self) -> None:
        """Show the table as the settings say (the game itself is not touched)."""
        settings, table, scene = self.settings, self.table, self.table.scene
        speed = str(self._overrides.get("speed", settings.animation_speed))
        if self.motion_stilled:
            speed = "instant"
        table.set_speed(speed)
        self.window_side.show_speed(speed)
        table.set_wild_kings_as_jokers(settings.wild_kings_as_jokers)
        table.highlight_targets = settings.highlight_targets
        if not settings.highlight_targets:
            scene.highlights.clear()
        scene.look.set_card_back(settings.card_back)
        scene.look.set_card_faces(settings.card_faces == "large-print", settings.four_colour_suits)
        theme = THEMES[settings.table_theme]
        scene.look.set_theme(theme)
        standard = settings.table_colour == Settings().table_colour
        scene.look.set_table_colour(None if standard else settings.table_colour)  # None: shaded
        self.window_side.apply_look(theme, None if standard else settings.table_colour)
        scene.set_zoom(settings.zoom / 100)
        zoom_in, zoom_out, zoom_reset = self.window_side.zoom
        zoom_in.setEnabled(settings.zoom < ZOOM_STEPS[-1])
        zoom_out.setEnabled(settings.zoom > ZOOM_STEPS[0])
        zoom_reset.setEnabled(settings.zoom != ZOOM_STEPS[0])
        self.applied.emit(settings)
