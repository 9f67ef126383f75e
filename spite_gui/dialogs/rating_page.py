"""The statistics' Rating page: a person's rating over time, the level that gives them an
even game, and their friends' ratings.

The ratings are worked out (:mod:`spite_gui.rating`) from every recorded game each time
the page is shown, against the computer levels' ratings shipped with the game
(``level_ratings.json``, measured by ``benchmarks/level_ratings.py``). A file that cannot
be read, or is not a sound table, is said on the page; the rest of the statistics go on.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from spite_gui.language import level_name
from spite_gui.rating import (
    LevelsFileError,
    RatedGame,
    Rater,
    Ratings,
    Skill,
    chances,
    even_level,
    read_levels,
    win_chance,
)
from spite_gui.resources import resource_path
from spite_gui.storage import StatsStore, StorageProblem
from spite_gui.storage.stats import FRIEND_MARK, PERSON, WON, YOU, Choice, GameRecord
from spite_gui.storage.text import from_file
from spite_gui.table.review_words import percent
from spite_gui.view.window_look import warning_style

from .rating_chart import ChartPoint, RatingChart
from .statistics import RESULT_LABELS, shown_name

translate = QCoreApplication.translate
LEVELS_FILE = "level_ratings.json"
#: How many games are read from the statistics at a time.
READ_PAGE = 500
#: A game is called even when the chance to win is within this of a half.
EVEN = 0.1


def load_levels() -> tuple[dict[str, Skill], dict[str, object]]:
    """The levels' shipped ratings and how they were measured; raises LevelsFileError."""
    try:
        document = json.loads(resource_path(LEVELS_FILE).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise LevelsFileError(from_file(exc) if isinstance(exc, OSError) else
                              "not a table of ratings") from exc
    measured = document.get("measured") if isinstance(document, dict) else None
    return read_levels(document), measured if isinstance(measured, dict) else {}


def read_games(store: StatsStore, ids: list[int]) -> list[GameRecord]:
    """The recorded games with these ids, a page at a time (raises StorageProblem)."""
    games: list[GameRecord] = []
    for start in range(0, len(ids), READ_PAGE):
        games.extend(store.games(ids[start:start + READ_PAGE]))
    return games


def person_name(name: str) -> str:
    return translate("Statistics", "You") if name == YOU else shown_name(name)


def opponents_words(opponents: tuple[str, ...]) -> str:
    """ "Hard", "Easy and Bob" …: whom a game was played against."""
    names = [shown_name(name.removeprefix(FRIEND_MARK)) if name.startswith(FRIEND_MARK)
             else translate("Rating", "another person") if name == PERSON
             else level_name(name) for name in opponents]
    return QLocale().createSeparatedList(names)


def game_words(game: RatedGame) -> str:
    """ "Won against Hard" …, for the chart's pointer."""
    return translate("Rating", "{result} against {opponents}").format(
        result=translate("Statistics", RESULT_LABELS.get(game.result, game.result)),
        opponents=opponents_words(game.opponents))


def day(finished_at: str) -> str:
    """The local day a game ended, "2026-11-03"."""
    try:
        return datetime.fromisoformat(finished_at).astimezone().strftime("%Y-%m-%d")
    except (ValueError, OverflowError, OSError):
        return finished_at[:10]


def suggestion(person: str, skill: Skill, levels: Mapping[str, Skill]) -> str:
    """The level that gives ``person`` an even game, in a sentence."""
    level, chance = even_level(skill, levels)
    even = abs(chance - 0.5) <= EVEN
    if person == YOU:
        words = (translate("Rating", "Against {level} you win about {percent} — an even game.")
                 if even else translate("Rating", "Against {level} you win about {percent} "
                                        "— the nearest to an even game."))
    else:
        words = (translate("Rating", "Against {level}, {name} wins about {percent} — an "
                           "even game.") if even else
                 translate("Rating", "Against {level}, {name} wins about {percent} — the "
                           "nearest to an even game."))
    return words.format(level=level_name(level), name=shown_name(person),
                        percent=percent(chance))


class RatingPage(QWidget):
    """A person's rating (chosen on the page), its chart, the even game, and friends."""

    def __init__(self, store: StatsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.ratings: Ratings | None = None
        self._rater: Rater | None = None  # the ratings so far, and the games they rated
        self._rated_ids: list[int] = []
        self._watched: QWidget | None = None  # the window whose coming back refreshes it
        self.person_combo = QComboBox()
        person_label = QLabel(translate("Rating", "Rating &of:"))
        person_label.setBuddy(self.person_combo)
        self.person_combo.currentIndexChanged.connect(self._show_person)
        top = QHBoxLayout()
        top.addWidget(person_label)
        top.addWidget(self.person_combo)
        top.addStretch(1)

        self.problem_label = QLabel()
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_label.setWordWrap(True)
        self.problem_label.setObjectName("ratingProblem")
        self.problem_label.setStyleSheet(warning_style("ratingProblem"))
        self.problem_label.hide()

        self.rating_label = QLabel()  # "1,623"
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 2.2)
        big.setBold(True)
        self.rating_label.setFont(big)
        self.rating_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rating_label.setAccessibleName(translate("Rating", "Rating"))
        self.doubt_label = QLabel()  # "likely between … after 42 rated games"
        self.doubt_label.setWordWrap(True)
        self.even_label = QLabel()  # "Against Hard you win about 48% — an even game."
        self.even_label.setWordWrap(True)
        strong = QFont(self.font())
        strong.setBold(True)
        self.even_label.setFont(strong)
        self.chances_label = QLabel()  # "You win about: Easy 97% · Medium 80% …"
        self.chances_label.setWordWrap(True)
        headline = QVBoxLayout()
        headline.setSpacing(2)
        headline.addWidget(self.rating_label)
        headline.addWidget(self.doubt_label)
        headline.addSpacing(6)
        headline.addWidget(self.even_label)
        headline.addWidget(self.chances_label)

        self.chart = RatingChart()
        self.chart_group = QGroupBox(translate("Rating", "Rating over time"))
        QVBoxLayout(self.chart_group).addWidget(self.chart)

        friends = QGroupBox(translate("Rating", "Friends over the network"))
        self.friends_table = QTableWidget(0, 4)
        self.friends_table.setHorizontalHeaderLabels([
            translate("Rating", "Friend"), translate("Rating", "Rating"),
            translate("Rating", "Games"), translate("Rating", "Chance to win")])
        self.friends_table.verticalHeader().hide()
        self.friends_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.friends_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.friends_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        rows = self.friends_table.fontMetrics().height() + 10
        self.friends_table.setMinimumHeight(rows * 3)  # the header and two friends
        self.friends_table.setMaximumHeight(rows * 5)
        self.no_friends_label = QLabel(translate(
            "Rating", "No games with friends over the network yet: they are rated by name "
            "here as you play them."))
        self.no_friends_label.setWordWrap(True)
        self.no_friends_label.setEnabled(False)
        friends_layout = QVBoxLayout(friends)
        friends_layout.addWidget(self.friends_table)
        friends_layout.addWidget(self.no_friends_label)

        self.about_label = QLabel()  # how the levels' ratings were measured
        self.about_label.setWordWrap(True)
        self.about_label.setEnabled(False)

        # On a small screen the page scrolls, rather than making the dialog taller than it.
        body = QWidget()
        body.setAutoFillBackground(False)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.viewport().setAutoFillBackground(False)
        scroll.setWidget(body)  # the scroll area owns the body
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        layout = QVBoxLayout(body)
        layout.addLayout(top)
        layout.addWidget(self.problem_label)
        layout.addLayout(headline)
        layout.addWidget(self.chart_group, 1)
        below = QHBoxLayout()  # the friends, and beside them how the ratings are made
        below.addWidget(friends, 3)
        below.addWidget(self.about_label, 2, Qt.AlignmentFlag.AlignBottom)
        layout.addLayout(below)

    @staticmethod
    def title() -> str:
        return translate("Rating", "Rating")

    @property
    def person(self) -> str:
        chosen: str | None = self.person_combo.currentData()
        return chosen or YOU

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._watched is None:  # the window this page is in, from now on
            self._watched = self.window()
            self._watched.installEventFilter(self)
        self.refresh()  # the games played since it was last shown count

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Back in its window (after Reset statistics…, or a game finished meanwhile), the
        page shows the record as it is now."""
        if event.type() == QEvent.Type.WindowActivate and self.isVisible():
            self.refresh()
        return False

    def refresh(self) -> None:
        """Rate every recorded game again and show the chosen person's rating."""
        try:
            levels, measured = load_levels()
        except LevelsFileError as exc:
            self._show_problem(translate(
                "Rating", "The computer levels' ratings that came with the game could not "
                "be read ({reason}), so no rating can be given. Installing the game again "
                "puts them back.").format(reason=str(exc)))
            return
        try:
            self.ratings = self._rate(levels)
        except StorageProblem as exc:
            self._show_problem(exc.message)
            return
        self.problem_label.hide()
        self._list_people(list(self.ratings.people))
        self._show_about(measured, levels)
        self._show_person()

    def _rate(self, levels: dict[str, Skill]) -> Ratings:
        """The ratings of every recorded game: only the games recorded since the last time
        are rated, when they came after those (else all again). Raises StorageProblem."""
        ids = sorted(self.store.game_ids(Choice(player=None)))  # the order they were recorded
        rated = len(self._rated_ids)
        rater = self._rater
        if rater is None or rater.levels != levels or ids[:rated] != self._rated_ids:
            rater, rated = Rater(levels), 0
        new = read_games(self.store, ids[rated:])
        if not rater.takes(new):
            rater, new = Rater(levels), read_games(self.store, ids)
        rater.add(new)
        self._rater, self._rated_ids = rater, ids
        return rater.ratings

    # -- showing -----------------------------------------------------------------------
    def _show_problem(self, problem: str) -> None:
        self.ratings = None
        self.problem_label.setText(problem)
        self.problem_label.show()
        for label in (self.rating_label, self.doubt_label, self.even_label,
                      self.chances_label):
            label.clear()
        self.chart.show_ratings((), {}, problem)
        self.friends_table.setRowCount(0)

    def _list_people(self, names: list[str]) -> None:
        names = [YOU, *sorted((n for n in names if n != YOU), key=str.casefold)]
        shown = [self.person_combo.itemData(i) for i in range(self.person_combo.count())]
        if shown == names:
            return
        chosen = self.person
        self.person_combo.blockSignals(True)
        self.person_combo.clear()
        for name in names:
            self.person_combo.addItem(person_name(name), name)
        self.person_combo.setCurrentIndex(max(0, self.person_combo.findData(chosen)))
        self.person_combo.blockSignals(False)

    def _show_person(self) -> None:
        ratings = self.ratings
        if ratings is None:
            return
        person = self.person
        games = ratings.people.get(person, ())
        skill = ratings.skill(person)
        self.rating_label.setText(QLocale().toString(skill.points))
        low, high = skill.points - skill.doubt_points, skill.points + skill.doubt_points
        if games:
            doubt = translate("Rating", "Likely between {low} and {high}, after %n rated "
                              "game(s).", None, len(games))
        else:
            doubt = translate("Rating", "No rated game yet: every player starts here, "
                              "likely between {low} and {high}. Each game against the "
                              "computer or a friend tells more.")
        self.doubt_label.setText(doubt.format(low=QLocale().toString(low),
                                              high=QLocale().toString(high)))
        self.even_label.setText(suggestion(person, skill, ratings.levels))
        found = chances(skill, ratings.levels)
        each = " · ".join(f"{level_name(level)} {percent(chance)}"
                          for level, chance in found.items())
        self.chances_label.setText(translate("Rating", "Chance to win a game of two: "
                                             "{chances}").format(chances=each))
        self.chart.show_ratings(
            [ChartPoint(day(game.finished_at), game.skill.points, game.skill.doubt_points,
                        game.result == WON, game_words(game)) for game in games],
            {level_name(level): anchor.points for level, anchor in ratings.levels.items()},
            translate("Rating", "Finish a game against the computer to see your rating "
                      "here, game after game."))
        self._show_friends(skill)

    def _show_friends(self, skill: Skill) -> None:
        friends = self.ratings.friends if self.ratings is not None else ()
        self.friends_table.setRowCount(len(friends))
        for row, friend in enumerate(friends):
            cells = (shown_name(friend.name), QLocale().toString(friend.skill.points),
                     QLocale().toString(friend.games), percent(win_chance(skill, friend.skill)))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.friends_table.setItem(row, column, item)
        self.friends_table.setVisible(bool(friends))
        self.no_friends_label.setVisible(not friends)

    def _show_about(self, measured: Mapping[str, object], levels: Mapping[str, Skill]) -> None:
        pairs = measured.get("pairs")
        games = sum(pair.get("games", 0) for pair in pairs if isinstance(pair, dict)
                    and isinstance(pair.get("games", 0), int)) if isinstance(pairs, list) else 0
        doubt = max((anchor.doubt_points for anchor in levels.values()), default=0)
        each = ", ".join(f"{level_name(level)} {QLocale().toString(anchor.points)}"
                         for level, anchor in levels.items())
        self.about_label.setText(translate(
            "Rating", "Ratings are points on a chess-like scale: 200 points more wins about "
            "three games in four. The computer levels' ratings ({levels}) were measured in "
            "{games} games between them, each within about {doubt} points either way; "
            "your games never move them.").format(
                levels=each, games=QLocale().toString(games), doubt=doubt))


__all__ = ["RatingPage", "suggestion"]
