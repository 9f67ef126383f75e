"""Each person's rating, game by game, from the statistics' record of finished games.

The record holds what a rating needs: when each game ended, its result for the person
whose record it is, and whom they played (the computers by level, friends over the
network by name, "person" for another person at this computer). A game played by
several people here is recorded once for each of them at the same moment (same deal,
scores and length): those records are put back together into one game, so the people
rate each other too. The computer levels are the anchors: their ratings are the shipped
measurement (:mod:`.anchors`) and no game moves them.

What a game says, pair by pair (only pairs with a person here in them are known):
a person who won beat everyone at the table; a draw is a draw with everyone; a person
who lost (or gave the game up, which the statistics count as a loss) lost to the person
here who won, or, if none of the people here won, to each of the other opponents (the
record does not say which of them won). Two who both lost are not compared. Each person
and friend is then updated from their pairs of the game, everyone from their rating
before it (openskill's Thurstone-Mosteller model, :mod:`.model`).

Games are taken in the order they ended (the record's order for games that ended in the
same second). Nothing here reads a file or draws: the statistics dialog hands it the
records.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from openskill.models import ThurstoneMostellerFull

from spite_gui.levels import LEVELS
from spite_gui.storage.stats import DRAW, FRIEND_MARK, PERSON, WON, GameRecord

from .model import START, Skill, from_openskill, make_model, to_openskill

#: The records of one game played by several people here end within this of each other.
SAME_GAME = timedelta(minutes=2)
#: A pair's outcome for the first of the two: won, drawn, lost.
BEAT, TIED, BEATEN = 1, 0, -1


@dataclass(frozen=True)
class RatedGame:
    """One rated game of a person: when it ended, its result, whom it was played against
    (as the record names them) and the person's rating after it."""

    finished_at: str
    result: str
    opponents: tuple[str, ...]
    skill: Skill


@dataclass(frozen=True)
class FriendRating:
    """A friend's rating from the games played with them here, by name."""

    name: str
    skill: Skill
    games: int


@dataclass(frozen=True)
class Ratings:
    """Every rating the record gives: each person's games, rated (``people``, by the name
    their record is kept under), the friends', and the levels' (fixed)."""

    people: Mapping[str, tuple[RatedGame, ...]]
    friends: tuple[FriendRating, ...]
    levels: Mapping[str, Skill]

    def skill(self, person: str) -> Skill:
        """``person``'s rating now (the start's if they have no rated game)."""
        games = self.people.get(person, ())
        return games[-1].skill if games else START


# Who sits at a table: a person here, a friend or a computer level, by name; a computer
# seat is told apart from another of the same level by its place.
Player = tuple[str, str, int]
_HERE, _FRIEND, _LEVEL = "here", "friend", "level"


def moment(record: GameRecord) -> datetime:
    """When a game ended, in UTC (a time recorded without a zone is taken as UTC)."""
    ended = datetime.fromisoformat(record.finished_at)
    return ended.replace(tzinfo=UTC) if ended.tzinfo is None else ended.astimezone(UTC)


def rate_history(records: Iterable[GameRecord], levels: Mapping[str, Skill]) -> Ratings:
    """Every person's and friend's rating from ``records`` (any order), against the
    computer ``levels``' fixed ratings."""
    rater = Rater(levels)
    rater.add(records)
    return rater.ratings


class Rater:
    """The ratings so far, taking more games as they are played (:meth:`add`), so that a
    long record is not rated again from its first game each time it grows."""

    def __init__(self, levels: Mapping[str, Skill]) -> None:
        self.levels = dict(levels)
        self.last: datetime | None = None  # when the latest game rated ended
        self._model = make_model()
        self._skills: dict[Player, Skill] = {}
        self._people: dict[str, list[RatedGame]] = {}
        self._friend_games: dict[str, int] = {}

    def takes(self, records: Iterable[GameRecord]) -> bool:
        """Whether ``records`` all ended no earlier than the games rated so far (else the
        order would change: rate the whole record afresh)."""
        return self.last is None or all(moment(record) >= self.last for record in records)

    def add(self, records: Iterable[GameRecord]) -> None:
        """Rate the games of ``records`` (any order among themselves), after those so far."""
        for game in played_games(records):
            pairs = compare(game)
            before = dict(self._skills)
            for player, known in pairs.items():
                self._skills[player] = _updated(self._model, player, known, before,
                                                self.levels)
            for record in game:
                if (_HERE, record.player, 0) in pairs:
                    self._people.setdefault(record.player, []).append(RatedGame(
                        record.finished_at, record.result, record.levels,
                        self._skills[(_HERE, record.player, 0)]))
            for kind, name, _ in pairs:
                if kind == _FRIEND:
                    self._friend_games[name] = self._friend_games.get(name, 0) + 1
            ended = max(map(moment, game))
            self.last = ended if self.last is None else max(self.last, ended)

    @property
    def ratings(self) -> Ratings:
        friends = tuple(FriendRating(name, self._skills[(_FRIEND, name, 0)], games)
                        for name, games in sorted(self._friend_games.items(),
                                                  key=lambda item: item[0].casefold()))
        return Ratings({name: tuple(games) for name, games in self._people.items()},
                       friends, dict(self.levels))


def played_games(records: Iterable[GameRecord]) -> list[tuple[GameRecord, ...]]:
    """The games the records tell of, in the order they ended: one record each, or, for a
    game several people here played, each person's record of it together."""
    ordered = sorted(enumerate(records), key=lambda pair: (moment(pair[1]), pair[0]))
    games: list[list[GameRecord]] = []
    open_games: list[list[GameRecord]] = []  # games of people here still missing a record
    for _, record in ordered:
        if PERSON not in record.levels:
            games.append([record])
            continue
        ended = moment(record)
        open_games = [g for g in open_games if ended - moment(g[0]) <= SAME_GAME]
        home = next((g for g in open_games if _same_game(g, record)), None)
        if home is None:
            home = [record]
            games.append(home)
            open_games.append(home)
        else:
            home.append(record)
        if len(home) == 1 + record.levels.count(PERSON):
            open_games.remove(home)
    return [tuple(game) for game in games]


def _same_game(game: Sequence[GameRecord], record: GameRecord) -> bool:
    first = game[0]
    return (len(game) < 1 + first.levels.count(PERSON)
            and record.player not in {r.player for r in game}
            and (record.deal, record.preset, record.players, record.scores, record.turns,
                 record.reason, sorted(record.levels))
            == (first.deal, first.preset, first.players, first.scores, first.turns,
                first.reason, sorted(first.levels)))


def compare(game: Sequence[GameRecord]) -> dict[Player, list[tuple[Player, int]]]:
    """What the game says of each person here and each friend: the players they are known
    to have beaten, drawn with or lost to (see the module's notes)."""
    here = {record.player: record.result for record in game}
    others: list[Player] = []
    for place, name in enumerate(game[0].levels):
        if name.startswith(FRIEND_MARK):
            others.append((_FRIEND, name.removeprefix(FRIEND_MARK), 0))
        elif name in LEVELS:
            others.append((_LEVEL, name, place))
    someone_here_won = WON in here.values()
    pairs: dict[Player, list[tuple[Player, int]]] = {}

    def known(a: Player, b: Player, outcome: int) -> None:
        pairs.setdefault(a, []).append((b, outcome))
        if b[0] != _LEVEL:
            pairs.setdefault(b, []).append((a, -outcome))

    people = list(here)
    for i, person in enumerate(people):
        me: Player = (_HERE, person, 0)
        for other in people[i + 1:]:
            outcome = _between(here[person], here[other])
            if outcome is not None:
                known(me, (_HERE, other, 0), outcome)
        for other_player in others:
            result = here[person]
            if result == WON:
                known(me, other_player, BEAT)
            elif result == DRAW:
                known(me, other_player, TIED)
            elif not someone_here_won:
                known(me, other_player, BEATEN)
    return pairs


def _between(first: str, second: str) -> int | None:
    """How two people here did against each other, from their own results (None when
    neither won, or the results do not agree)."""
    if first == DRAW and second == DRAW:
        return TIED
    if first == WON and second != WON:
        return BEAT
    if second == WON and first != WON:
        return BEATEN
    return None


def _updated(model: ThurstoneMostellerFull, player: Player, known: Sequence[tuple[Player, int]],
             skills: Mapping[Player, Skill], levels: Mapping[str, Skill]) -> Skill:
    """``player``'s rating after a game in which they had the ``known`` outcomes."""
    def now(who: Player) -> Skill:
        return levels.get(who[1], START) if who[0] == _LEVEL else skills.get(who, START)

    teams = [[to_openskill(now(player), model)]]
    ranks = [1.0]
    for other, outcome in known:
        teams.append([to_openskill(now(other), model)])
        ranks.append(1.0 + outcome)  # lower finishes higher: 0 beat them, 2 lost to them
    rated = model.rate(teams, ranks=ranks)
    return from_openskill(rated[0][0])
