"""Who sits where: a person at this computer, a computer player at a level, or a remote friend.

A :class:`Seating` is a plain value, saved with the game and shown on the table.

>>> seating = Seating.against_computers(3, "hard")
>>> seating.names
('You', 'West', 'East')
>>> [str(seat.kind) for seat in seating.seats]
['person', 'computer', 'computer']
>>> Seating.of(people=2, players=4, level="easy").names
('Player 1', 'Player 2', 'North', 'East')
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from ..levels import LEVELS


class SeatKind(enum.StrEnum):
    """Who answers for a seat (the word is saved with the game and crosses the wire)."""

    PERSON = "person"  # a person at this computer
    COMPUTER = "computer"
    REMOTE = "remote"  # a friend over the network


PERSON, COMPUTER, REMOTE = SeatKind.PERSON, SeatKind.COMPUTER, SeatKind.REMOTE
KINDS = tuple(SeatKind)
MAX_PERSON_NAME = 24  # characters of a person's name, as kept in the settings
MAX_NAME = MAX_PERSON_NAME  # … and as shown on the table
YOU = "You"

#: Where the seats sit, in turn order from the bottom of the table (play passes left).
PLACES = {2: ("South", "North"), 3: ("South", "West", "East"),
          4: ("South", "West", "North", "East")}


@dataclass(frozen=True, slots=True)
class SeatPlan:
    """One seat: its ``kind`` (a person here, a computer, a remote friend), its name, and
    for a computer its level."""

    kind: SeatKind
    name: str
    level: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"A seat is one of {', '.join(KINDS)}.")
        if not isinstance(self.name, str) or not self.name.strip():
            raise ValueError("Every seat has a name.")
        if self.kind == COMPUTER and self.level not in LEVELS:
            raise ValueError(f"A computer plays at one of the levels {', '.join(LEVELS)}.")
        if self.kind != COMPUTER and self.level != "":
            raise ValueError("Only a computer plays at a level.")

    @property
    def is_person(self) -> bool:
        return self.kind == PERSON

    @property
    def is_computer(self) -> bool:
        return self.kind == COMPUTER


def _kind(word: str) -> SeatKind:
    """The kind of seat ``word`` names; ValueError if it names none."""
    if word not in KINDS:
        raise ValueError(f"A seat is one of {', '.join(KINDS)}.")
    return SeatKind(word)


def tidy_line(text: str) -> str:
    r"""Text a person typed as one tidy line: what does not print is a space, runs of
    spaces are one, none at either end.

    >>> tidy_line("  Anna\t \x00 Lee\n")
    'Anna Lee'
    """
    return " ".join("".join(ch if ch.isprintable() else " " for ch in text).split())


def clean_name(text: str, fallback: str) -> str:
    """A person's name as the table shows it: one line, trimmed, at most :data:`MAX_NAME`
    characters; ``fallback`` when nothing is left."""
    return tidy_line(tidy_line(str(text))[:MAX_NAME]) or fallback


def computer_names(players: int) -> list[str]:
    """Computers are named by their place at the table; "Computer" at a table of two."""
    if players == 2:
        return ["Computer"] * 2
    return list(PLACES[players])


@dataclass(frozen=True, slots=True)
class Seating:
    """Every seat of one table, in turn order."""

    seats: tuple[SeatPlan, ...]

    def __post_init__(self) -> None:
        if not 2 <= len(self.seats) <= 4:
            raise ValueError("Spite and Malice is played by 2, 3 or 4 players.")

    @classmethod
    def against_computers(cls, players: int, level: str | Sequence[str]) -> Seating:
        """You in seat 0 and computers in the others (``level`` one for all, or one each)."""
        levels = [level] * (players - 1) if isinstance(level, str) else list(level)
        return cls.of(people=1, players=players, levels=levels)

    @classmethod
    def of(cls, people: int, players: int, level: str = "medium",
           levels: Sequence[str] | None = None,
           names: Sequence[str] = ()) -> Seating:
        """``people`` people in the first seats ("You" alone; else named by ``names`` or
        "Player 1", "Player 2" …) and computers at ``level`` (or ``levels``, one per
        computer seat) in the rest."""
        if not 1 <= people <= players:
            raise ValueError("At least one person plays, and no more people than seats.")
        computers = list(levels) if levels is not None else [level] * (players - people)
        if len(computers) != players - people:
            raise ValueError("Give one level for each computer player.")
        kinds = [PERSON] * people + [COMPUTER] * (players - people)
        return cls.build(kinds, names, [""] * people + computers)

    @classmethod
    def build(cls, kinds: Sequence[str], names: Sequence[str] = (),
              levels: Sequence[str] = ()) -> Seating:
        """A seat of each kind in ``kinds`` (a :class:`SeatKind`'s word, as the settings keep
        it; the first is always a person: somebody sits at
        this computer); people named by ``names`` ("You" alone; else "Player 1" …),
        computers at ``levels`` (by seat; "medium" where none is given) and named by
        their place at the table."""
        players = len(kinds)
        if not kinds or kinds[0] != PERSON:
            raise ValueError("The first seat is the person at this computer.")
        alone = kinds.count(PERSON) == 1
        places = computer_names(players)
        seats = []
        for seat, kind in enumerate(kinds):
            given = names[seat] if seat < len(names) else ""
            if kind == PERSON:  # alone at the computer, the person is "You" whatever its name
                name = YOU if alone else clean_name(given, f"Player {seat + 1}")
                seats.append(SeatPlan(PERSON, name))
            elif kind == COMPUTER:
                level = levels[seat] if seat < len(levels) and levels[seat] else "medium"
                seats.append(SeatPlan(COMPUTER, places[seat], level))
            else:
                seats.append(SeatPlan(_kind(kind), clean_name(given, f"Player {seat + 1}")))
        return cls(tuple(seats))

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    @property
    def people(self) -> tuple[int, ...]:
        """The seats of the people at this computer."""
        return tuple(i for i, seat in enumerate(self.seats) if seat.is_person)

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats people play, here or at their own computers (the log calls their piles
        "their", a computer's "its")."""
        return tuple(i for i, seat in enumerate(self.seats) if not seat.is_computer)

    @property
    def levels(self) -> tuple[str, ...]:
        """The computers' levels, in seat order."""
        return tuple(seat.level for seat in self.seats if seat.is_computer)

    @property
    def shared(self) -> bool:
        """True when several people take turns at this computer (pass and play)."""
        return len(self.people) > 1

    def to_dict(self) -> list[dict[str, str]]:
        return [{"kind": s.kind, "name": s.name, "level": s.level} for s in self.seats]

    @classmethod
    def from_dict(cls, data: object) -> Seating:
        """A seating from :meth:`to_dict` output; ValueError saying what is wrong."""
        if not isinstance(data, list):
            raise ValueError("the seats are not a list")
        seats = []
        for raw in data:
            if not isinstance(raw, dict) or set(raw) != {"kind", "name", "level"}:
                raise ValueError("a seat is not valid")
            kind, name, level = raw["kind"], raw["name"], raw["level"]
            if not all(isinstance(x, str) for x in (kind, name, level)):
                raise ValueError("a seat is not valid")
            if clean_name(name, "") != name:
                raise ValueError("a seat's name is not valid")
            seats.append(SeatPlan(_kind(kind), name, level))
        return cls(tuple(seats))
