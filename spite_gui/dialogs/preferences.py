"""The preferences dialog: the rules of the next game, the opponents, and the look of the table.

The dialog edits a copy of :class:`Settings` and reads or writes no file; the
caller saves :meth:`PreferencesDialog.result_settings` after the dialog is
accepted. Rule options are checked live by the engine: while they can't make
a game the engine's reason is shown and OK is disabled. The deck count follows
the number of players (the engine's default) until the player sets it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QSpinBox,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from spite_gui.engine import PRESETS, Rules, RulesError
from spite_gui.engine.rules import DEFAULT_PRESET
from spite_gui.language import LANGUAGE_NAMES, level_name, preset_name
from spite_gui.levels import LEVELS
from spite_gui.play.rules_settings import (
    enough_decks,
    rules_from_settings,
    rules_to_settings,
    usual_decks,
)
from spite_gui.play.seating import COMPUTER, MAX_PERSON_NAME, PERSON, SeatKind
from spite_gui.resources import resource_path
from spite_gui.storage import Settings
from spite_gui.storage.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    CARD_FACES,
    COMPUTER_SEATS,
    MATCH_TARGETS,
    SPEECH_CHANNELS,
    TABLE_THEMES,
)
from spite_gui.table.rule_problems import rules_problem_words, saved_rules_words
from spite_gui.translatable import QT_TRANSLATE_NOOP
from spite_gui.view.screen_fit import PageScroller, fit_size
from spite_gui.view.theme import FELT, THEMES
from spite_gui.view.voice import CHANNELS as SPEECH_LABELS
from spite_gui.view.window_look import warning_style

from .network_page import NetworkPage
from .table_preview import TablePreview

translate = QCoreApplication.translate
CUSTOM = QT_TRANSLATE_NOOP("Preferences", "Custom")
FELT_GREEN = Settings().table_colour
PREVIEW_SIZE = QSize(50, 70)

MATCH_LABELS = {
    0: QT_TRANSLATE_NOOP("Preferences", "Single game"),
    25: QT_TRANSLATE_NOOP("Preferences", "First to 25 points"),
    50: QT_TRANSLATE_NOOP("Preferences", "First to 50 points"),
    100: QT_TRANSLATE_NOOP("Preferences", "First to 100 points"),
}
RECYCLE_LABELS = {
    "turn_end": QT_TRANSLATE_NOOP("Preferences", "At the end of the turn"),
    "stock_empty": QT_TRANSLATE_NOOP("Preferences", "When the stock runs out"),
}
WILD_LABELS = {
    "kings": QT_TRANSLATE_NOOP("Preferences", "Kings"),
    "jokers": QT_TRANSLATE_NOOP("Preferences", "Jokers"),
}
SEAT_LABELS: dict[str, str] = {  # by a SeatKind's word, kept in the settings
    COMPUTER: QT_TRANSLATE_NOOP("Preferences", "Computer"),
    PERSON: QT_TRANSLATE_NOOP("Preferences", "Person"),
}
SPEED_LABELS = {
    "instant": QT_TRANSLATE_NOOP("Preferences", "Instant"),
    "fast": QT_TRANSLATE_NOOP("Preferences", "Fast"),
    "normal": QT_TRANSLATE_NOOP("Preferences", "Normal"),
    "slow": QT_TRANSLATE_NOOP("Preferences", "Slow"),
}
HAND_LABELS = {
    5: QT_TRANSLATE_NOOP("Preferences", "5 cards"),
    6: QT_TRANSLATE_NOOP("Preferences", "6 cards (Misery)"),
}
CENTRE_LABELS = {3: "3", 4: "4"}
BACK_LABELS = {
    "back-1": QT_TRANSLATE_NOOP("Preferences", "Blue"),
    "back-2": QT_TRANSLATE_NOOP("Preferences", "Red"),
    "back-3": QT_TRANSLATE_NOOP("Preferences", "Green"),
    "back-4": QT_TRANSLATE_NOOP("Preferences", "Midnight"),
    "back-5": QT_TRANSLATE_NOOP("Preferences", "Tartan"),
    "back-6": QT_TRANSLATE_NOOP("Preferences", "Waves"),
    "back-7": QT_TRANSLATE_NOOP("Preferences", "Plum"),
}
BACKS_A_ROW = 7  # one row: the Display page is tall enough
FACE_LABELS = {
    "standard": QT_TRANSLATE_NOOP("Preferences", "Standard"),
    "large-print": QT_TRANSLATE_NOOP("Preferences", "Large print"),
}
THEME_LABELS = {
    "felt": QT_TRANSLATE_NOOP("Preferences", "Green felt"),
    "blue": QT_TRANSLATE_NOOP("Preferences", "Blue felt"),
    "burgundy": QT_TRANSLATE_NOOP("Preferences", "Burgundy felt"),
    "dark": QT_TRANSLATE_NOOP("Preferences", "Dark"),
    "high-contrast": QT_TRANSLATE_NOOP("Preferences", "High contrast"),
}
THEME_TIP = QT_TRANSLATE_NOOP(
    "Preferences",
    "The felts leave the dialogs in your desktop's colours. Dark: a dim cloth, the "
    "whole window dark. High contrast: a black table and window with white "
    "outlines and yellow highlights.",
)
SOUND_WORDS = {
    "on": QT_TRANSLATE_NOOP("Preferences", "&Play sounds"),
    "volume": QT_TRANSLATE_NOOP("Preferences", "&Volume:"),
    "volume_name": QT_TRANSLATE_NOOP("Preferences", "Volume"),
    "try": QT_TRANSLATE_NOOP("Preferences", "&Try"),
    "try_tip": QT_TRANSLATE_NOOP("Preferences", 'Play the "your turn" chime at this volume.'),
    "chime": QT_TRANSLATE_NOOP("Preferences", '"&Your turn" chime'),
    "chime_note": QT_TRANSLATE_NOOP(
        "Preferences",
        "The chime rings when the turn comes back to you from a friend or from "
        "another person at this computer, and whenever the game is in the "
        "background.",
    ),
}


def card_back_preview(
    name: str, size: QSize = PREVIEW_SIZE, cards_dir: Path | None = None
) -> QPixmap | None:
    """A small picture of card back ``name`` (e.g. "back-1"), or None if its art is missing."""
    path = (cards_dir or resource_path("cards")) / f"{name}.svg"
    if not path.is_file():
        return None
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        return None
    pixmap = QPixmap(size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return pixmap


def _combo(labels: Mapping[str, str] | Mapping[int, str]) -> QComboBox:
    combo = QComboBox()
    for value, text in labels.items():
        combo.addItem(translate("Preferences", text), value)
    return combo


def _select(combo: QComboBox, value: object) -> None:
    index = combo.findData(value)
    if index >= 0:
        combo.setCurrentIndex(index)


def _spin(low: int, high: int, suffix: str = "") -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setSuffix(suffix)
    return spin


class PreferencesDialog(QDialog):
    """Edit ``settings`` (which is not changed); read the result with :meth:`result_settings`.
    ``sound_problem`` is why the game can't be heard, if it can't (shown on the Sound page).
    """

    sound_tried = Signal(int)  # Try: play a sample at this volume (0 to 100)

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        cards_dir: Path | None = None,
        sound_problem: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Preferences", "Preferences"))
        self._cards_dir = cards_dir
        self._sound_problem = sound_problem
        self._loading = False
        self._started_from: str | None = None
        self._decks_chosen = False  # the player set the deck count themselves
        self._wild_start_with_kings = False
        self._colour = FELT_GREEN

        self.tabs = QTabWidget()
        self.tabs.addTab(PageScroller(self._build_rules_tab()), translate("Preferences", "Rules"))
        self.tabs.addTab(
            PageScroller(self._build_players_tab()), translate("Preferences", "Players")
        )
        self.tabs.addTab(
            PageScroller(self._build_display_tab()), translate("Preferences", "Display")
        )
        self.tabs.addTab(PageScroller(self._build_sound_tab()), translate("Preferences", "Sound"))
        self.network_page = NetworkPage()
        self.network_page.changed.connect(self._option_changed)
        self.tabs.addTab(PageScroller(self.network_page), translate("Preferences", "Friends"))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.restore_button.clicked.connect(self.restore_defaults)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)

        self._load(settings)
        # measured as styled (a high-contrast table's style sheet pads every control): the
        # pages scroll on a small screen only
        self.ensurePolished()
        self.resize(fit_size(self, self.sizeHint()))

    # -- building ------------------------------------------------------------------
    def _build_rules_tab(self) -> QWidget:
        page = QWidget()
        self.preset_combo = QComboBox()
        for name in PRESETS:
            self.preset_combo.addItem(preset_name(name), name)
        self.preset_combo.activated.connect(self._preset_chosen)
        top = QFormLayout()
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        top.addRow(translate("Preferences", "&Preset:"), self.preset_combo)

        self.payoff_spin = _spin(10, 30, translate("Preferences", " cards"))
        self.centre_combo = _combo(CENTRE_LABELS)
        self.decks_spin = _spin(2, 4)
        self.decks_spin.setToolTip(
            translate(
                "Preferences",
                "One deck per player (at least the preset's) unless you choose another number.",
            )
        )
        self.hand_combo = _combo(HAND_LABELS)
        self.wild_combo = _combo(WILD_LABELS)
        self.wild_start_check = QCheckBox(translate("Preferences", "Wild card may start a stack"))
        self.side_deal_check = QCheckBox(translate("Preferences", "Deal side stacks at start"))
        self.recycle_combo = _combo(RECYCLE_LABELS)
        self.aces_must_check = QCheckBox(translate("Preferences", "Aces must be played"))
        self.no_ace_discard_check = QCheckBox(translate("Preferences", "No discarding Aces"))
        options = QGroupBox(translate("Preferences", "Options"))
        form = QFormLayout(options)
        form.addRow(translate("Preferences", "Pa&yoff pile size:"), self.payoff_spin)
        form.addRow(translate("Preferences", "&Centre stacks:"), self.centre_combo)
        form.addRow(translate("Preferences", "&Decks:"), self.decks_spin)
        form.addRow(translate("Preferences", "&Hand size:"), self.hand_combo)
        form.addRow(translate("Preferences", "&Wild cards:"), self.wild_combo)
        form.addRow(translate("Preferences", "Reshu&ffle completed cards:"), self.recycle_combo)
        checks = QVBoxLayout()
        for check in (
            self.wild_start_check,
            self.side_deal_check,
            self.aces_must_check,
            self.no_ace_discard_check,
        ):
            checks.addWidget(check)
        form.addRow(checks)

        self.warning_label = QLabel()
        self.warning_label.setWordWrap(True)
        self.warning_label.setObjectName("rulesWarning")
        self.warning_label.setStyleSheet(warning_style("rulesWarning"))
        keep_room = self.warning_label.sizePolicy()
        keep_room.setRetainSizeWhenHidden(True)  # the dialog must not jump when it shows
        self.warning_label.setSizePolicy(keep_room)
        self.warning_label.hide()
        self.notice_label = QLabel()
        self.notice_label.setTextFormat(Qt.TextFormat.PlainText)  # it may quote the settings file
        self.notice_label.setWordWrap(True)
        self.notice_label.hide()
        note = QLabel(translate("Preferences", "Rule changes apply from the next game."))
        note.setEnabled(False)

        layout = QVBoxLayout(page)
        layout.addLayout(top)
        layout.addWidget(self.notice_label)
        layout.addWidget(options)
        layout.addWidget(self.warning_label)
        layout.addStretch(1)
        layout.addWidget(note)

        self.wild_combo.currentIndexChanged.connect(self._wild_changed)
        self.wild_start_check.toggled.connect(self._wild_start_toggled)
        self.payoff_spin.valueChanged.connect(self._option_changed)
        self.decks_spin.valueChanged.connect(self._decks_changed)
        for combo in (self.centre_combo, self.hand_combo, self.recycle_combo):
            combo.currentIndexChanged.connect(self._option_changed)
        for check in (self.side_deal_check, self.aces_must_check, self.no_ace_discard_check):
            check.toggled.connect(self._option_changed)
        return page

    def _build_players_tab(self) -> QWidget:
        """Who sits where: the number of players, each seat after yours a computer at a level
        or a person taking turns at this computer (with a name), and the match length."""
        page = QWidget()
        self.players_spin = _spin(2, 4)
        self.match_combo = _combo(MATCH_LABELS)
        top = QFormLayout()
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        top.addRow(translate("Preferences", "Number of p&layers:"), self.players_spin)
        top.addRow(translate("Preferences", "&Match:"), self.match_combo)
        self.kind_combos = [_combo(SEAT_LABELS) for _ in range(COMPUTER_SEATS)]
        self.level_combos = [
            _combo({lv: level_name(lv) for lv in LEVELS}) for _ in range(COMPUTER_SEATS)
        ]
        self.name_edits = [QLineEdit() for _ in range(COMPUTER_SEATS + 1)]
        seats = QGroupBox(translate("Preferences", "Seats, in turn order"))
        grid = QGridLayout(seats)
        titles = (
            "",
            translate("Preferences", "Who"),
            translate("Preferences", "Level"),
            translate("Preferences", "Name"),
        )
        for column, title in enumerate(titles):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        self.seat_labels = []
        for seat, edit in enumerate(self.name_edits):
            edit.setMaxLength(MAX_PERSON_NAME)
            edit.setPlaceholderText(
                translate("Preferences", "Player {number}").format(number=seat + 1)
            )
            label = QLabel(translate("Preferences", "Seat {number}:").format(number=seat + 1))
            label.setBuddy(edit if seat == 0 else self.kind_combos[seat - 1])
            self.seat_labels.append(label)
            grid.addWidget(label, seat + 1, 0)
            if seat == 0:
                grid.addWidget(
                    QLabel(translate("Preferences", "You, at this computer")), 1, 1, 1, 2
                )
            else:
                grid.addWidget(self.kind_combos[seat - 1], seat + 1, 1)
                grid.addWidget(self.level_combos[seat - 1], seat + 1, 2)
            grid.addWidget(edit, seat + 1, 3)
        note = QLabel(
            translate(
                "Preferences",
                "People take turns at this computer: a cover hides the hands between "
                'their turns. Alone with the computers you are "You"; names are '
                "for games with other people.",
            )
        )
        note.setWordWrap(True)
        note.setEnabled(False)
        layout = QVBoxLayout(page)
        layout.addLayout(top)
        layout.addWidget(seats)
        layout.addStretch(1)
        layout.addWidget(note)
        self.players_spin.valueChanged.connect(self._players_changed)
        for combo in self.kind_combos:
            combo.currentIndexChanged.connect(self._option_changed)
        return page

    def _build_display_tab(self) -> QWidget:
        page = QWidget()
        self.back_group = QButtonGroup(self)
        self.back_group.setExclusive(True)
        backs = QGridLayout()
        self.back_buttons: dict[str, QToolButton] = {}
        for number, name in enumerate(CARD_BACKS):
            button = QToolButton()
            button.setCheckable(True)
            back_name = translate("Preferences", BACK_LABELS.get(name, name))
            button.setText(back_name)
            button.setToolTip(translate("Preferences", "Card back: {name}").format(name=back_name))
            button.setProperty("card_back", name)
            preview = card_back_preview(name, cards_dir=self._cards_dir)
            if preview is not None:
                button.setIcon(QIcon(preview))
                button.setIconSize(PREVIEW_SIZE)
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setAutoRaise(True)
            self.back_group.addButton(button)
            self.back_buttons[name] = button
            backs.addWidget(button, number // BACKS_A_ROW, number % BACKS_A_ROW)
        backs.setColumnStretch(BACKS_A_ROW, 1)
        self.back_group.buttonToggled.connect(self._show_preview)
        self.preview = TablePreview(self._cards_dir)

        self.jokers_look_check = QCheckBox(translate("Preferences", "Draw wild Kings as jokers"))
        self.speed_combo = _combo({s: SPEED_LABELS.get(s, s) for s in ANIMATION_SPEEDS})
        self.highlight_check = QCheckBox(translate("Preferences", "Highlight where a card may go"))
        self.colour_button = QPushButton(translate("Preferences", "Choose…"))
        self.colour_button.setIconSize(QSize(36, 14))
        self.colour_button.clicked.connect(self._choose_colour)
        self.felt_button = QPushButton(translate("Preferences", "Felt green"))
        self.felt_button.clicked.connect(lambda: self._set_colour(FELT_GREEN))
        colour_row = QHBoxLayout()
        colour_row.addWidget(self.colour_button)
        colour_row.addWidget(self.felt_button)
        colour_row.addStretch(1)

        self.faces_combo = _combo({f: FACE_LABELS.get(f, f) for f in CARD_FACES})
        self.faces_combo.setToolTip(
            translate(
                "Preferences",
                "Large print: big ranks and suits in the corners and one "
                "plain suit in the middle, read at a glance.",
            )
        )
        self.four_colour_check = QCheckBox(
            translate("Preferences", "Four-colour suits (clubs green, diamonds blue)")
        )
        self.theme_combo = _combo({t: THEME_LABELS.get(t, t) for t in TABLE_THEMES})
        self.theme_combo.setToolTip(translate("Preferences", THEME_TIP))
        self.theme_combo.currentIndexChanged.connect(self._theme_changed)
        self.faces_combo.currentIndexChanged.connect(self._show_preview)
        self.four_colour_check.toggled.connect(self._show_preview)
        self.desktop_motion_check = QCheckBox(
            translate("Preferences", "Still the cards when the desktop asks for reduced motion")
        )
        self.desktop_motion_check.setToolTip(
            translate(
                "Preferences",
                'While your desktop\'s "reduce motion" setting is on, the cards move at once, '
                "as at the Instant speed.",
            )
        )

        colour_label = QLabel(translate("Preferences", "Table &colour:"))
        colour_label.setBuddy(self.colour_button)
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.preview)
        form.addRow(translate("Preferences", "&Table:"), self.theme_combo)
        form.addRow(colour_label, colour_row)
        form.addRow(translate("Preferences", "Card back:"), backs)
        form.addRow(translate("Preferences", "Card &faces:"), self.faces_combo)
        form.addRow("", self.four_colour_check)
        form.addRow("", self.jokers_look_check)
        form.addRow(translate("Preferences", "&Animation speed:"), self.speed_combo)
        form.addRow("", self.desktop_motion_check)
        form.addRow("", self.highlight_check)
        self.speech_combo = _combo({c: SPEECH_LABELS[c] for c in SPEECH_CHANNELS})
        self.speech_combo.setToolTip(
            translate(
                "Preferences",
                "How the game's words reach your screen reader. Automatic: its announcements "
                "where it listens for them (Orca 46 and later, Windows, macOS), else the focused "
                "pile or card (Orca 42 to 45).",
            )
        )
        self.summary_combo = _combo(
            {
                "short": QT_TRANSLATE_NOOP("Preferences", "Short: the ranks on each centre stack"),
                "full": QT_TRANSLATE_NOOP("Preferences", "Full: every card and where it came from"),
            }
        )
        self.language_combo = QComboBox()
        self.language_combo.addItem(translate("Preferences", "The system's language"), "")
        for code, name in LANGUAGE_NAMES.items():
            self.language_combo.addItem(name, code)  # each in its own words
        self.language_combo.setToolTip(translate("Preferences", "Applies from the next start."))
        language_row = QHBoxLayout()
        language_row.addWidget(self.language_combo)
        language_note = QLabel(translate("Preferences", "(from the next start)"))
        language_note.setEnabled(False)
        language_row.addWidget(language_note)
        language_row.addStretch(1)
        language_label = QLabel(translate("Preferences", "&Language:"))
        language_label.setBuddy(self.language_combo)
        form.addRow(language_label, language_row)
        form.addRow(translate("Preferences", "S&peech:"), self.speech_combo)
        form.addRow(translate("Preferences", "Other players' t&urns:"), self.summary_combo)
        return page

    def _build_sound_tab(self) -> QWidget:
        """Sound on or off, its volume (with a sample to try it), and the "your turn" chime."""
        page = QWidget()
        self.sound_check = QCheckBox(translate("Preferences", SOUND_WORDS["on"]))
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setSingleStep(5)
        self.volume_slider.setPageStep(10)
        self.volume_slider.setAccessibleName(translate("Preferences", SOUND_WORDS["volume_name"]))
        self.volume_value = QLabel()
        self.volume_value.setMinimumWidth(
            self.volume_value.fontMetrics().horizontalAdvance("100%") + 4
        )
        self.try_button = QPushButton(translate("Preferences", SOUND_WORDS["try"]))
        self.try_button.setToolTip(translate("Preferences", SOUND_WORDS["try_tip"]))
        self.try_button.clicked.connect(lambda: self.sound_tried.emit(self.volume_slider.value()))
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume_slider, 1)
        volume_row.addWidget(self.volume_value)
        volume_row.addWidget(self.try_button)
        self.chime_check = QCheckBox(translate("Preferences", SOUND_WORDS["chime"]))
        chime_note = QLabel(translate("Preferences", SOUND_WORDS["chime_note"]))
        chime_note.setWordWrap(True)
        chime_note.setEnabled(False)
        self.sound_problem_label = QLabel(self._sound_problem or "")
        self.sound_problem_label.setWordWrap(True)
        self.sound_problem_label.setVisible(self._sound_problem is not None)
        volume_label = QLabel(translate("Preferences", SOUND_WORDS["volume"]))
        volume_label.setBuddy(self.volume_slider)
        form = QFormLayout(page)
        form.addRow(self.sound_check)
        form.addRow(volume_label, volume_row)
        form.addRow(self.chime_check)
        form.addRow(chime_note)
        form.addRow(self.sound_problem_label)
        self.volume_slider.valueChanged.connect(
            lambda value: self.volume_value.setText(f"{value}%")
        )
        self.sound_check.toggled.connect(self._sound_toggled)
        return page

    def _sound_toggled(self, on: bool) -> None:
        for widget in (self.volume_slider, self.volume_value, self.try_button, self.chime_check):
            widget.setEnabled(on)

    # -- public --------------------------------------------------------------------
    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    @property
    def restore_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)

    @property
    def problem(self) -> str | None:
        """Why the chosen rules can't make a game, or None when they can."""
        return self.warning_label.text() if not self.warning_label.isHidden() else None

    def restore_defaults(self) -> None:
        """Put every widget back to the default settings (nothing is saved until OK)."""
        self._load(Settings())

    def rules(self) -> Rules | None:
        """The rules the widgets describe, or None if the engine refuses them."""
        try:
            return self._rules_from_widgets()
        except RulesError:
            return None

    def result_settings(self) -> Settings:
        """The settings as the player left them (read it after the dialog is accepted)."""
        players = self.players_spin.value()
        rules = self.rules()
        if rules is None:
            stored = dict(self._original.rules)
        else:  # chosen decks are kept as they are: every option is stored
            stored = rules_to_settings(
                rules, None if self._decks_chosen else players, self._started_from
            )
        return dataclasses.replace(
            self._original,
            **self.network_page.values(),
            **dict(
                rules=stored,
                decks_chosen=self._decks_chosen,
                players=players,
                levels=[combo.currentData() for combo in self.level_combos],
                seat_kinds=[SeatKind(combo.currentData()) for combo in self.kind_combos],
                names=[" ".join(edit.text().split()) for edit in self.name_edits],
                match_target=self.match_combo.currentData(),
                card_back=self._card_back(),
                wild_kings_as_jokers=self.jokers_look_check.isChecked(),
                animation_speed=self.speed_combo.currentData(),
                highlight_targets=self.highlight_check.isChecked(),
                table_colour=self._colour,
                zoom=self._original.zoom,  # set in the View menu
                card_faces=self.faces_combo.currentData(),
                four_colour_suits=self.four_colour_check.isChecked(),
                table_theme=self.theme_combo.currentData(),
                follow_desktop_motion=self.desktop_motion_check.isChecked(),
                speech_channel=self.speech_combo.currentData(),
                turn_summary=self.summary_combo.currentData(),
                sound=self.sound_check.isChecked(),
                sound_volume=self.volume_slider.value(),
                turn_chime=self.chime_check.isChecked(),
                language=self.language_combo.currentData(),
            ),
        )

    # -- loading -------------------------------------------------------------------
    def _load(self, settings: Settings) -> None:
        self._original = settings
        rules, note = rules_from_settings(settings)
        message = saved_rules_words(note, preset_name(DEFAULT_PRESET)) if note else ""
        stored = settings.rules if isinstance(settings.rules, dict) else {}
        started = stored.get("preset")
        known = isinstance(started, str) and started in PRESETS  # a file may hold anything
        self._started_from = started if known else rules.preset_name()
        self._decks_chosen = settings.decks_chosen
        self._loading = True
        try:
            self.players_spin.setValue(settings.players)
            for combo, level in zip(self.level_combos, settings.levels, strict=False):
                _select(combo, level)
            for combo, kind in zip(self.kind_combos, settings.seat_kinds, strict=False):
                _select(combo, kind)
            for edit, name in zip(self.name_edits, settings.names, strict=False):
                edit.setText(name)
            _select(
                self.match_combo,
                settings.match_target if settings.match_target in MATCH_TARGETS else 0,
            )
            self._wild_start_with_kings = rules.wild_may_start
            self._show_rules(rules)
            back = self.back_buttons.get(settings.card_back) or self.back_buttons[CARD_BACKS[0]]
            back.setChecked(True)
            self.jokers_look_check.setChecked(settings.wild_kings_as_jokers)
            _select(self.speed_combo, settings.animation_speed)
            self.highlight_check.setChecked(settings.highlight_targets)
            self._set_colour(settings.table_colour)
            _select(self.faces_combo, settings.card_faces)
            self.four_colour_check.setChecked(settings.four_colour_suits)
            _select(self.theme_combo, settings.table_theme)
            self.desktop_motion_check.setChecked(settings.follow_desktop_motion)
            _select(self.speech_combo, settings.speech_channel)
            _select(self.summary_combo, settings.turn_summary)
            self.sound_check.setChecked(settings.sound)
            self._sound_toggled(settings.sound)
            self.volume_slider.setValue(settings.sound_volume)
            self.volume_value.setText(f"{settings.sound_volume}%")
            self.chime_check.setChecked(settings.turn_chime)
            _select(self.language_combo, settings.language)
            self.network_page.load(settings)
        finally:
            self._loading = False
        self.notice_label.setText(message)
        self.notice_label.setVisible(bool(message))
        self._refresh()

    def _show_rules(self, rules: Rules) -> None:
        """Put ``rules`` into the option widgets (the caller holds ``_loading``)."""
        self.payoff_spin.setValue(rules.payoff_size)
        _select(self.centre_combo, rules.centre_stacks)
        self.decks_spin.setValue(rules.decks)
        _select(self.hand_combo, rules.hand_size)
        _select(self.wild_combo, rules.wild)
        self.wild_start_check.setChecked(rules.wild_may_start or rules.jokers)
        self.side_deal_check.setChecked(rules.deal_side_stacks)
        _select(self.recycle_combo, rules.recycle)
        self.aces_must_check.setChecked(rules.aces_must_play)
        self.no_ace_discard_check.setChecked(rules.no_ace_discard)

    def _rules_from_widgets(self) -> Rules:
        jokers = self.wild_combo.currentData() == "jokers"
        return Rules(
            decks=self.decks_spin.value(),
            payoff_size=self.payoff_spin.value(),
            hand_size=self.hand_combo.currentData(),
            centre_stacks=self.centre_combo.currentData(),
            wild=self.wild_combo.currentData(),
            wild_may_start=jokers or self.wild_start_check.isChecked(),
            deal_side_stacks=self.side_deal_check.isChecked(),
            recycle=self.recycle_combo.currentData(),
            aces_must_play=self.aces_must_check.isChecked(),
            no_ace_discard=self.no_ace_discard_check.isChecked(),
        )

    # -- reacting ------------------------------------------------------------------
    def _preset_chosen(self, index: int) -> None:
        name = self.preset_combo.itemData(index)
        if name not in PRESETS:
            return
        rules = Rules.preset(name, self.players_spin.value())
        self._started_from = name
        self._decks_chosen = False  # a preset brings its own deck count
        self._loading = True
        try:
            self._wild_start_with_kings = rules.wild_may_start and not rules.jokers
            self._show_rules(rules)
        finally:
            self._loading = False
        self._refresh()

    def _players_changed(self, players: int) -> None:
        """The decks follow the players unless the player chose them (then they are only
        raised to what can deal)."""
        if self._loading:
            return
        decks = self.decks_spin.value()
        if not self._decks_chosen:
            decks = usual_decks(self._started_from, players)
        else:
            rules = self.rules()
            if rules is not None:
                decks = enough_decks(rules, players).decks
        if decks != self.decks_spin.value():
            self._loading = True
            try:
                self.decks_spin.setValue(decks)
            finally:
                self._loading = False
        self._refresh()

    def _decks_changed(self) -> None:
        if not self._loading:
            self._decks_chosen = True
            self._refresh()

    def _wild_changed(self) -> None:
        jokers = self.wild_combo.currentData() == "jokers"
        self._loading, was_loading = True, self._loading
        try:
            self.wild_start_check.setChecked(jokers or self._wild_start_with_kings)
        finally:
            self._loading = was_loading
        self._option_changed()

    def _wild_start_toggled(self, checked: bool) -> None:
        if not self._loading and self.wild_combo.currentData() != "jokers":
            self._wild_start_with_kings = checked
        self._option_changed()

    def _option_changed(self) -> None:
        if not self._loading:
            self._refresh()

    def _refresh(self) -> None:
        """Match the preset combo, enable what applies, and check the rules with the engine."""
        players = self.players_spin.value()
        for seat, label in enumerate(self.seat_labels):
            playing = seat < players
            label.setEnabled(playing)
            person = seat == 0 or self.kind_combos[seat - 1].currentData() == PERSON
            self.name_edits[seat].setEnabled(playing and person)
            if seat:
                self.kind_combos[seat - 1].setEnabled(playing)
                self.level_combos[seat - 1].setEnabled(playing and not person)
        jokers = self.wild_combo.currentData() == "jokers"
        self.wild_start_check.setEnabled(not jokers)
        self.wild_start_check.setToolTip(
            translate("Preferences", "Jokers may always start a stack.")
            if jokers
            else translate(
                "Preferences", "A wild card may stand for an Ace on an empty centre stack."
            )
        )

        problem = None
        rules: Rules | None
        try:
            rules = self._rules_from_widgets()
            rules.check_players(players)
        except RulesError as exc:
            problem = rules_problem_words(exc)  # the engine's code, in the player's words
            rules = self.rules()
        self._show_preset(rules.preset_name() if rules is not None else None)
        self.warning_label.setText(problem or "")
        self.warning_label.setVisible(problem is not None)
        self.ok_button.setEnabled(problem is None and self.network_page.problem() is None)

    def _show_preset(self, name: str | None) -> None:
        custom = self.preset_combo.findData(CUSTOM)
        if name is not None:
            self._started_from = name
            if custom >= 0:
                self.preset_combo.removeItem(custom)
            _select(self.preset_combo, name)
            return
        if custom < 0:
            self.preset_combo.addItem(translate("Preferences", CUSTOM), CUSTOM)
            custom = self.preset_combo.count() - 1
        self.preset_combo.setCurrentIndex(custom)

    # -- display -------------------------------------------------------------------
    def _card_back(self) -> str:
        button: QAbstractButton | None = self.back_group.checkedButton()
        return button.property("card_back") if button is not None else CARD_BACKS[0]

    def _theme_changed(self) -> None:
        """The table colour is the green felt's: the other tables have their own."""
        felt = self.theme_combo.currentData() == "felt"
        self.colour_button.setEnabled(felt)
        self.felt_button.setEnabled(felt)
        self._show_preview()

    def _show_preview(self) -> None:
        """The preview shows the table and the cards as chosen now."""
        theme = THEMES.get(self.theme_combo.currentData(), FELT)
        standard = self._colour == FELT_GREEN
        self.preview.show_choices(
            theme,
            None if standard else self._colour,
            self._card_back(),
            self.faces_combo.currentData() == "large-print",
            self.four_colour_check.isChecked(),
        )

    def _choose_colour(self) -> None:
        colour = QColorDialog.getColor(
            QColor(self._colour), self, translate("Preferences", "Table colour")
        )
        if colour.isValid():
            self._set_colour(colour.name())

    def _set_colour(self, colour: str) -> None:
        if not QColor(colour).isValid():
            colour = FELT_GREEN
        self._colour = QColor(colour).name()
        swatch = QPixmap(self.colour_button.iconSize())
        swatch.fill(QColor(self._colour))
        painter = QPainter(swatch)
        painter.setPen(QColor("#55555c"))
        painter.drawRect(swatch.rect().adjusted(0, 0, -1, -1))
        painter.end()
        self.colour_button.setIcon(QIcon(swatch))
        self.colour_button.setToolTip(
            translate("Preferences", "Table colour {colour}").format(colour=self._colour)
        )
        self._show_preview()

    @property
    def table_colour(self) -> str:
        return self._colour
