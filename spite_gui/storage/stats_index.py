"""The recorded games as compact columns in memory: totals and lists by any filter at once.

:class:`~spite_gui.storage.stats.StatsStore` reads every sound game once into a
:class:`GamesIndex` (its id, whose record, the opponents' level, the rules, whom it
was played with and the friends among them, the result, the score and the payoff
cards left), adds the games recorded since as they come, and asks it which games a
:class:`Choice` keeps. Every question is answered by a few C loops over these
columns (``bytes.translate``, ``itertools.compress``), so 100,000 games are counted
in milliseconds where reading them as rows took seconds.

>>> from spite_gui.storage.stats_terms import COMPUTERS_ONLY, WITH_FRIENDS
>>> index = GamesIndex()
>>> index.add([(1, "You", "hard", "Classic", COMPUTERS_ONLY, (), "won", 12, 0),
...            (2, "You", "easy", "Quick", COMPUTERS_ONLY, (), "lost", 0, 3),
...            (3, "Anna", "mixed", "Classic", WITH_FRIENDS, ("Bob",), "won", 9, 0)])
>>> index.summary(Choice()).games, index.summary(Choice(preset="Classic")).won
(2, 1)
>>> index.ids(Choice(player="Anna", friend="Bob")), index.friends
([3], ['Bob'])
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import compress

from spite_gui.storage.stats_terms import (
    ABANDONED,
    DRAW,
    LOST,
    WON,
    YOU,
    Summary,
)

#: One byte per game for its result.
RESULT_CODES = {WON: ord("w"), LOST: ord("l"), DRAW: ord("d"), ABANDONED: ord("a")}
_NOT_WON = bytes.maketrans(b"lda", b"   ")  # a streak of wins ends at anything else
#: A column keeps up to this many different values as one-byte codes; rarer ones beyond
#: (a database with hundreds of players, say) by the games that hold them.
_CODES = 255

#: One game as :meth:`GamesIndex.add` takes it: its id, whose record, the opponents'
#: common level (or "mixed"), the rules, whom it was played with, the friends among
#: them, the result, the player's score and the payoff cards they had left.
Row = tuple[int, str, str, str, str, tuple[str, ...], str, int, int]


@dataclass(frozen=True)
class Choice:
    """Which games to count: ``player``'s record (None: everyone's), and only those played
    with ``company`` (the computers only, other people here too, friends over the
    network), with the friend called ``friend``, against computers at ``level`` (or
    "mixed") and with the rules ``preset`` (None: any)."""

    player: str | None = YOU
    company: str | None = None
    friend: str | None = None
    level: str | None = None
    preset: str | None = None


class _Column:
    """One value per game (whose record, say) as a one-byte code, for choosing games by it."""

    def __init__(self) -> None:
        self.codes = bytearray()
        self.values: list[str] = []  # by code
        self._code: dict[str, int] = {}
        self._rare: dict[str, list[int]] = {}  # values past the codes: the games holding them

    def extend(self, values: Sequence[str]) -> None:
        """Add a value for each game added."""
        for value in dict.fromkeys(values):
            if value not in self._code and len(self.values) < _CODES:
                self._code[value] = len(self.values)
                self.values.append(value)
        first = len(self.codes)
        if len(self.values) < _CODES or all(value in self._code for value in values):
            self.codes.extend(map(self._code.__getitem__, values))
            return
        for position, value in enumerate(values, first):  # past the codes: one by one
            code = self._code.get(value)
            if code is None:
                self._rare.setdefault(value, []).append(position)
            self.codes.append(_CODES if code is None else code)

    def chosen(self, value: str) -> bytes:
        """One byte per game: 1 where the game holds ``value``, else 0."""
        code = self._code.get(value)
        if code is not None:
            table = bytearray(256)
            table[code] = 1
            return bytes(self.codes.translate(table))
        return _marked(len(self.codes), self._rare.get(value, ()))

    def distinct(self) -> list[str]:
        return [*self.values, *self._rare]


def _marked(length: int, positions: Iterable[int]) -> bytes:
    chosen = bytearray(length)
    for position in positions:
        chosen[position] = 1
    return bytes(chosen)


def _both(one: bytes | None, other: bytes) -> bytes:
    """The games both choose (``one`` None: every game)."""
    if one is None:
        return other
    return (int.from_bytes(one, "little") & int.from_bytes(other, "little")).to_bytes(
        len(other), "little")


class GamesIndex:
    """Every sound recorded game, in the order recorded, as columns (see the module)."""

    def __init__(self) -> None:
        self._ids = array("q")
        self._results = bytearray()
        self._scores = array("q")
        self._payoffs = array("q")
        self._player, self._level, self._preset, self._company = (
            _Column(), _Column(), _Column(), _Column())
        self._friends: dict[str, list[int]] = {}  # by name: the games played with them

    def __len__(self) -> int:
        return len(self._ids)

    @property
    def last_id(self) -> int:
        """The id of the latest game (0: none)."""
        return self._ids[-1] if self._ids else 0

    def add(self, rows: Iterable[Row]) -> None:
        """Add games recorded after those already here, in the order recorded; each judged
        sound by the caller (see :meth:`~spite_gui.storage.stats.StatsStore.game_ids`)."""
        columns = list(zip(*rows, strict=False))
        if not columns:
            return
        ids, players, levels, presets, companies, friends, results, scores, payoffs = columns
        first = len(self._ids)
        self._ids.extend(ids)
        self._results.extend(map(RESULT_CODES.__getitem__, results))
        self._scores.extend(scores)
        self._payoffs.extend(payoffs)
        self._player.extend(players)
        self._level.extend(levels)
        self._preset.extend(presets)
        self._company.extend(companies)
        with_friends = compress(range(first, first + len(ids)), friends)
        for position, names in zip(with_friends, filter(None, friends), strict=True):
            for name in names:
                self._friends.setdefault(name, []).append(position)

    # -- questions ---------------------------------------------------------------------------
    @property
    def players(self) -> list[str]:
        """Whose records there are: "You" first, then by name."""
        return sorted(self._player.distinct(), key=lambda name: (name != YOU, name.casefold()))

    @property
    def friends(self) -> list[str]:
        """The friends games were played with over the network, by name."""
        return sorted(self._friends, key=str.casefold)

    def _chosen(self, choice: Choice) -> bytes | None:
        """One byte per game, 1 for each game ``choice`` keeps (None: every game)."""
        chosen: bytes | None = None
        for column, value in ((self._player, choice.player), (self._level, choice.level),
                              (self._preset, choice.preset), (self._company, choice.company)):
            if value is not None:
                chosen = _both(chosen, column.chosen(value))
        if choice.friend is not None:
            chosen = _both(chosen, _marked(len(self._ids), self._friends.get(choice.friend, ())))
        return chosen

    def ids(self, choice: Choice) -> list[int]:
        """The ids of the games ``choice`` keeps, the latest first."""
        chosen = self._chosen(choice)
        ids = list(self._ids if chosen is None else compress(self._ids, chosen))
        ids.reverse()
        return ids

    def summary(self, choice: Choice, unreadable: int = 0) -> Summary:
        """The totals of the games ``choice`` keeps (``unreadable``: the rows left out)."""
        chosen = self._chosen(choice)
        results = bytes(self._results if chosen is None else compress(self._results, chosen))
        if not results:
            return Summary(unreadable=unreadable)
        games, won = len(results), results.count(b"w")
        drawn, abandoned = results.count(b"d"), results.count(b"a")
        streaks = results.translate(_NOT_WON).split(b" ")  # the runs of wins, in order
        scores = self._scores if chosen is None else compress(self._scores, chosen)
        payoffs = self._payoffs if chosen is None else compress(self._payoffs, chosen)
        return Summary(
            games=games,
            won=won,
            lost=games - won - drawn,
            drawn=drawn,
            abandoned=abandoned,
            unreadable=unreadable,
            win_rate=won / games,
            current_streak=len(streaks[-1]),
            best_streak=max(map(len, streaks)),
            best_score=max(scores),
            average_payoff_left=sum(payoffs) / games,
        )
