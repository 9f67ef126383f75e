"""The game review's panel beside the table: the steps, the grades, the chart, the summary.

It shows what it is told (the rows of the player's turns, the turn on the table, how
far the analysis is) and says what the player asks for with signals; it never looks
at the game. Everything in it is text a screen reader reaches with the keys: the
buttons, the switch, the list of the player's turns (one entry per turn, its grade in
words), the turn's details (a read-only text), the summary's turns (buttons), and the
chart (its description says the chance at the turn shown).

Who owns what: every widget is the panel's child (through its layouts); a costly turn's
button, made afresh with each review, is deleted by Qt (``deleteLater``) when the next
review replaces it. The buttons' callbacks hold no panel (:func:`.lifetimes.weak_call`).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QIcon, QKeyEvent, QPainter, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QCommandLinkButton,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTabBar,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..table.speech import spoken
from .chance_chart import ChanceChart
from .lifetimes import weak_call
from .review_grades import grade_colour, grade_label, grade_word, percent
from .theme import GREEN_CHROME

translate = QCoreApplication.translate
FIRST, BACK, FORWARD, LAST = "first", "back", "forward", "last"
TURN_ROLE = Qt.ItemDataRole.UserRole
COSTLY_TAB, TURNS_TAB = 0, 1  # the tabs under the details


@dataclass(frozen=True)
class TurnRow:
    """One of the reviewed player's turns, as the panel shows it."""

    turn: int
    grade: str  # the Grade's value: "best" … "blunder"
    words: str  # what was played against what Expert would have played
    before: float
    after: float
    after_best: float
    loss: float


def step_icon(way: str) -> QIcon:
    """The step buttons' icons, drawn here (no font has all four signs): a triangle for
    a turn, a triangle and a bar for the first and the last."""
    icon = QIcon()
    for mode, colour in ((QIcon.Mode.Normal, GREEN_CHROME.bar_ink),
                         (QIcon.Mode.Disabled, GREEN_CHROME.note)):
        pixmap = QPixmap(36, 36)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(colour))
        backward = way in (FIRST, BACK)
        tip, base = (8.0, 26.0) if backward else (28.0, 10.0)
        if way in (FIRST, LAST):
            bar = 6.0 if backward else 26.0
            painter.drawRect(QRectF(bar, 8, 4, 20))
            tip, base = (tip + 4, base + 4) if backward else (tip - 4, base - 4)
        painter.drawPolygon(QPolygonF([QPointF(tip, 18), QPointF(base, 8), QPointF(base, 28)]))
        painter.end()
        icon.addPixmap(pixmap, mode)
    return icon


def _style() -> str:
    c = GREEN_CHROME
    return f"""
        QWidget#reviewPanel {{ background: {c.panel}; color: {c.panel_ink}; }}
        QWidget#reviewPanel QLabel {{ color: {c.panel_ink}; background: transparent; }}
        QLabel#reviewHeading {{ color: {c.heading}; }}
        QLabel#reviewCaption {{ color: {c.note}; }}
        QLabel#reviewAccuracy {{ color: {c.heading}; }}
        QFrame#reviewCard {{ background: {c.field}; border: 1px solid {c.field_edge};
                             border-radius: 8px; }}
        QTextBrowser, QListWidget {{ background: {c.field}; color: {c.panel_ink};
                                     border: 1px solid {c.field_edge}; border-radius: 6px; }}
        QListWidget::item {{ padding: 3px 4px; }}
        QListWidget::item:selected {{ background: {c.bar_edge}; color: {c.bar_ink}; }}
        QToolButton, QPushButton {{ background: {c.bar}; color: {c.bar_ink};
                                    border: 1px solid {c.bar_edge}; border-radius: 6px;
                                    padding: 4px 8px; }}
        QToolButton:hover, QPushButton:hover {{ background: {c.bar_edge}; }}
        QToolButton:focus, QPushButton:focus, QCheckBox:focus {{ border: 2px solid {c.heading}; }}
        QToolButton:disabled, QPushButton:disabled {{ color: {c.note}; background: {c.panel}; }}
        QCommandLinkButton#reviewCostly {{ background: {c.field}; color: {c.panel_ink};
                                           border: 1px solid {c.field_edge};
                                           border-radius: 6px; padding: 4px; }}
        QCommandLinkButton#reviewCostly:hover {{ background: {c.bar_edge}; }}
        QCommandLinkButton#reviewCostly:focus {{ border: 2px solid {c.heading}; }}
        QCheckBox {{ color: {c.panel_ink}; }}
        QScrollArea, QWidget#reviewPage {{ background: {c.panel}; }}
        QTabBar::tab {{ background: {c.panel}; color: {c.note}; padding: 5px 12px;
                        border-bottom: 2px solid {c.field_edge}; }}
        QTabBar::tab:selected {{ color: {c.heading}; border-bottom: 2px solid {c.heading}; }}
        QTabBar::tab:focus {{ color: {c.bar_ink}; }}
        QProgressBar {{ background: {c.field}; color: {c.panel_ink}; border: 1px solid
                        {c.field_edge}; border-radius: 5px; text-align: center; height: 16px; }}
        QProgressBar::chunk {{ background: {c.heading}; border-radius: 4px; }}
    """


class _ArrowsStay(QObject):
    """Keeps Left and Right for the widget it watches (a tab bar: they go from tab to tab),
    before the window's keys that step a turn take them."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right)):
            event.accept()
            return True
        return super().eventFilter(watched, event)


class TabbedPages(QWidget):
    """Pages under a tab bar, one shown at a time: what a tab widget shows, without its
    page stack, which screen readers name: Orca (43 and 48) said an unnamed "layered
    pane" before the first control of a page. A tab's description (its tool tip) says
    what its page holds, so a reader that moves to the tab hears it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bar = QTabBar()
        self._bar.setDocumentMode(True)
        self._bar.setExpanding(False)
        self._bar.setDrawBase(False)
        self._pages: list[QWidget] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self._bar)
        self._bar.currentChanged.connect(self._show_page)

    def addTab(self, page: QWidget, title: str) -> int:
        """Add ``page`` under a tab ``title``; its index."""
        self._pages.append(page)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.addWidget(page, 1)
        index = self._bar.addTab(title)
        self._show_page(self._bar.currentIndex())
        return index

    def tabBar(self) -> QTabBar:
        return self._bar

    def currentIndex(self) -> int:
        return self._bar.currentIndex()

    def setCurrentIndex(self, index: int) -> None:
        self._bar.setCurrentIndex(index)

    def set_tab_description(self, index: int, text: str) -> None:
        """What tab ``index``'s page holds, told with the tab (and shown as its tool tip)."""
        self._bar.setTabToolTip(index, text)

    def _show_page(self, index: int) -> None:
        for at, page in enumerate(self._pages):
            page.setVisible(at == index)


class ReviewPanel(QWidget):
    """The review beside the table (see the module's notes)."""

    step_asked = Signal(str)  # FIRST, BACK, FORWARD or LAST
    turn_asked = Signal(int)  # a turn number: from the list, the summary or the chart
    show_all_changed = Signal(bool)
    cancel_asked = Signal()
    method_asked = Signal()  # how the chances are estimated
    close_asked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(_style())
        self.setMinimumWidth(300)
        self._rows: dict[int, TurnRow] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(8)

        self.heading = QLabel(translate("ReviewWindow", "Game Review"))
        self.heading.setObjectName("reviewHeading")
        font = QFont(self.heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.heading.setFont(font)
        self.subtitle = QLabel()
        self.subtitle.setObjectName("reviewCaption")
        self.subtitle.setWordWrap(True)
        self.accuracy = QLabel("–")
        self.accuracy.setObjectName("reviewAccuracy")
        big = QFont(self.accuracy.font())
        big.setPointSizeF(big.pointSizeF() * 2.0)
        big.setBold(True)
        self.accuracy.setFont(big)
        self.accuracy.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        accuracy_caption = QLabel(translate("ReviewWindow", "Accuracy"))
        accuracy_caption.setObjectName("reviewCaption")
        accuracy_caption.setAlignment(Qt.AlignmentFlag.AlignRight)
        top = QHBoxLayout()
        titles = QVBoxLayout()
        titles.addWidget(self.heading)
        titles.addWidget(self.subtitle)
        top.addLayout(titles, 1)
        score = QVBoxLayout()
        score.setSpacing(0)
        score.addWidget(self.accuracy)
        score.addWidget(accuracy_caption)
        top.addLayout(score)
        layout.addLayout(top)

        # the steps: First, Back, Forward, Last, and where the table is
        self.buttons: dict[str, QToolButton] = {}
        steps = QHBoxLayout()
        for key, words, keys in (
                (FIRST, translate("ReviewWindow", "First turn"), "Home"),
                (BACK, translate("ReviewWindow", "Back one turn"), "Left"),
                (FORWARD, translate("ReviewWindow", "Forward one turn"), "Right"),
                (LAST, translate("ReviewWindow", "Last turn"), "End")):
            button = QToolButton()
            button.setIcon(step_icon(key))
            button.setIconSize(QSize(18, 18))
            button.setAccessibleName(words)
            button.setToolTip(f"{words} ({keys})")
            button.setMinimumWidth(40)
            button.clicked.connect(weak_call(self.ask_step, key))  # holds no panel
            self.buttons[key] = button
            steps.addWidget(button)
        self.position = QLabel()
        self.position.setAlignment(Qt.AlignmentFlag.AlignCenter)
        steps.addWidget(self.position, 1)
        layout.addLayout(steps)
        self.show_all = QCheckBox(translate("ReviewWindow", "Show &all cards"))
        self.show_all.toggled.connect(self.show_all_changed)
        layout.addWidget(self.show_all)

        # the analysis under way
        self.working = QFrame()
        working = QHBoxLayout(self.working)
        working.setContentsMargins(0, 0, 0, 0)
        self.progress = QProgressBar()
        self.progress.setAccessibleName(translate("ReviewWindow", "Reviewing the game"))
        self.cancel_button = QPushButton(translate("ReviewWindow", "&Cancel"))
        self.cancel_button.clicked.connect(self.cancel_asked)
        working.addWidget(self.progress, 1)
        working.addWidget(self.cancel_button)
        layout.addWidget(self.working)
        self.note = QLabel()  # the analysis cancelled or failed
        self.note.setObjectName("reviewCaption")
        self.note.setWordWrap(True)
        self.note.hide()
        layout.addWidget(self.note)

        self.chart = ChanceChart()
        self.chart.turn_clicked.connect(self.turn_asked)
        layout.addWidget(self.chart)

        self.details = QTextBrowser()  # the turn on the table, in words
        self.details.setAccessibleName(translate("ReviewWindow", "This turn"))
        self.details.setOpenLinks(False)
        # a caret: the arrow keys move through the text, and a screen reader reads it
        self.details.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction
            | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.details.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.details.setMinimumHeight(110)
        layout.addWidget(self.details, 1)

        # the costliest turns and every turn of the player's, a tab each
        self.tabs = TabbedPages()
        costly_page = QWidget()
        costly_page.setObjectName("reviewPage")
        costly_layout = QVBoxLayout(costly_page)
        costly_layout.setContentsMargins(0, 6, 0, 0)
        costly_layout.setSpacing(4)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.hide()
        costly_layout.addWidget(self.summary)
        self.costly_box = QVBoxLayout()
        self.costly_box.setSpacing(4)
        costly_layout.addLayout(self.costly_box)
        costly_layout.addStretch(1)
        scroller = QScrollArea()
        scroller.setWidget(costly_page)
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no unnamed stop: Tab goes to its turns
        self.costly: list[QCommandLinkButton] = []
        self.tabs.addTab(scroller, translate("ReviewWindow", "Costliest turns"))
        self.turns = QListWidget()
        self.turns.setAccessibleName(translate("ReviewWindow", "Your turns"))
        self.turns.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.turns.itemActivated.connect(self._row_chosen)
        self.turns.itemClicked.connect(self._row_chosen)
        self.tabs.addTab(self.turns, translate("ReviewWindow", "Your turns"))
        self.tabs.setMinimumHeight(150)
        # the arrows on the tabs go from tab to tab (the window's steps took them: the
        # player's turns could not be reached with the keys); the panel owns the filter
        self.tabs.tabBar().installEventFilter(_ArrowsStay(self))
        layout.addWidget(self.tabs, 2)

        bottom = QHBoxLayout()
        self.method_button = QPushButton(
            translate("ReviewWindow", "How are the chances estimated?"))
        self.method_button.clicked.connect(self.method_asked)
        self.close_button = QPushButton(translate("ReviewWindow", "C&lose Review"))
        self.close_button.clicked.connect(self.close_asked)
        bottom.addWidget(self.method_button, 1)
        bottom.addWidget(self.close_button)
        layout.addLayout(bottom)

    # -- the game ---------------------------------------------------------------------------
    def set_subtitle(self, text: str) -> None:
        self.subtitle.setText(text)
        self.subtitle.setAccessibleName(spoken(text))  # no "middle dot" read

    def allow_show_all(self, allowed: bool, why_not: str = "") -> None:
        """The switch shows every card once the game is over (never while it goes on)."""
        self.show_all.setEnabled(allowed)
        self.show_all.setToolTip("" if allowed else why_not)

    def set_position(self, words: str, at_first: bool, at_last: bool) -> None:
        """Where the table is ("Turn 12 of 40 · your turn"); the steps that can go on."""
        self.position.setText(words)
        self.position.setAccessibleName(spoken(words))
        self.buttons[FIRST].setEnabled(not at_first)
        self.buttons[BACK].setEnabled(not at_first)
        self.buttons[FORWARD].setEnabled(not at_last)
        self.buttons[LAST].setEnabled(not at_last)

    def set_details(self, title: str, lines: Sequence[str], grade: str | None = None) -> None:
        """The turn on the table: a title, its grade (a word and a colour), its lines."""
        parts = [f"<p style='margin:0'><b>{html.escape(title)}</b></p>"]
        if grade is not None:
            colour = grade_colour(grade).name()
            parts.append(f"<p style='margin:4px 0'><span style='color:{colour};"
                         f"font-weight:bold'>{html.escape(grade_label(grade))}</span></p>")
        parts += [f"<p style='margin:3px 0'>{html.escape(line)}</p>" for line in lines]
        self.details.setHtml("".join(parts))
        # Orca 43 says a read-only text's name and role only, never its text or its
        # description: the turn goes in the name, in words (no card symbols), after what the
        # box is; the text a reader walks with the caret stays what the eye sees
        said = spoken(" ".join(filter(None, [title, grade_word(grade) if grade else "", *lines])))
        self.details.setAccessibleName(f"{translate('ReviewWindow', 'This turn')}. {said}")

    # -- the analysis ---------------------------------------------------------------------
    def set_working(self, done: int, total: int) -> None:
        """The analysis is under way: ``done`` of ``total`` turns."""
        self.working.show()
        self.note.hide()
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setFormat(translate("ReviewWindow", "Reviewing… %p%"))

    def set_stopped(self, words: str) -> None:
        """No analysis runs: ``words`` say why there is no review (or nothing)."""
        self.working.hide()
        self.note.setText(words)
        self.note.setVisible(bool(words))

    def show_review(self, accuracy: float, rows: Sequence[TurnRow],
                    chances: Sequence[tuple[int, float]], costliest: Sequence[TurnRow],
                    summary: str, who: str) -> None:
        """The finished review: the score, the chart, the player's turns, the costliest."""
        self.set_stopped("")
        self.accuracy.setText(f"{accuracy:.0f}")
        self.accuracy.setAccessibleName(
            translate("ReviewWindow", "Accuracy {score} out of 100").format(
                score=f"{accuracy:.0f}"))
        self._rows = {row.turn: row for row in rows}
        self.chart.show_chances(chances, [(row.turn, row.grade) for row in rows], who)
        self.turns.clear()
        for row in rows:
            text = translate("ReviewWindow", "Turn {turn}  {grade}  {before} → {after}").format(
                turn=row.turn, grade=grade_label(row.grade), before=percent(row.before),
                after=percent(row.after))
            item = QListWidgetItem(text)
            item.setData(TURN_ROLE, row.turn)
            item.setForeground(grade_colour(row.grade))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken(
                translate("ReviewWindow", "Turn {turn}: {grade}. Chance {before} before, {after} "
                          "after.").format(turn=row.turn, grade=grade_word(row.grade),
                                           before=percent(row.before), after=percent(row.after))))
            self.turns.addItem(item)
        for button in self.costly:
            self.costly_box.removeWidget(button)
            button.deleteLater()  # the panel's child until Qt deletes it
        self.costly = []
        self.summary.setText(summary)
        self.summary.setVisible(bool(summary) and not costliest)
        for row in costliest:
            button = QCommandLinkButton(
                translate("ReviewWindow", "Turn {turn} · {grade} · −{loss}").format(
                    turn=row.turn, grade=grade_label(row.grade), loss=percent(row.loss)),
                row.words)
            button.setIcon(QIcon())
            button.setObjectName("reviewCostly")
            button.setAccessibleName(spoken(translate(
                "ReviewWindow", "Turn {turn}, {grade}, cost {loss}: {words}").format(
                    turn=row.turn, grade=grade_word(row.grade), loss=percent(row.loss),
                    words=row.words)))
            button.setToolTip(row.words)
            button.clicked.connect(weak_call(self.ask_turn, row.turn))  # holds no panel
            self.costly.append(button)
            self.costly_box.addWidget(button)
        # Tab goes from the tabs through the costliest turns to the buttons below (made
        # now, they came last, after Close Review)
        chain = [self.tabs.tabBar(), *self.costly, self.method_button]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)
        if not costliest and not summary:
            self.summary.setText(translate("ReviewWindow", "No costly turns: well played."))
            self.summary.show()
        self.tabs.set_tab_description(COSTLY_TAB, spoken(" ".join(translate(
            "ReviewWindow", "Turn {turn}, {grade}, cost {loss}.").format(
                turn=row.turn, grade=grade_word(row.grade), loss=percent(row.loss))
            for row in costliest) or self.summary.text()))

    def ask_step(self, way: str) -> None:
        """Ask for a step ``way`` (FIRST, BACK, FORWARD or LAST), as its button does."""
        self.step_asked.emit(way)

    def ask_turn(self, turn: int) -> None:
        """Ask for ``turn`` on the table, as a costly turn's button does."""
        self.turn_asked.emit(turn)

    def row(self, turn: int) -> TurnRow | None:
        return self._rows.get(turn)

    def set_current(self, turn: int | None) -> None:
        """Mark ``turn`` on the chart and in the list of the player's turns."""
        self.chart.set_current(turn)
        for index in range(self.turns.count()):
            item = self.turns.item(index)
            if item.data(TURN_ROLE) == turn:
                if self.turns.currentRow() != index:
                    self.turns.blockSignals(True)
                    self.turns.setCurrentRow(index)
                    self.turns.blockSignals(False)
                self.turns.scrollToItem(item)
                self.tabs.set_tab_description(TURNS_TAB, str(
                    item.data(Qt.ItemDataRole.AccessibleTextRole)))
                return
        self.turns.clearSelection()
        self.tabs.set_tab_description(TURNS_TAB, translate(
            "ReviewWindow", "%n turns of yours.", "", self.turns.count())
            if self.turns.count() else "")

    def _row_chosen(self, item: QListWidgetItem) -> None:
        turn = item.data(TURN_ROLE)
        if isinstance(turn, int):
            self.turn_asked.emit(turn)
