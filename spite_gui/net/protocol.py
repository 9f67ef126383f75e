"""The messages a hosting table and its guests exchange, and their checks.

A message is one JSON object with a ``"type"``. The guest speaks first with
:class:`Hello`; the host answers :class:`KeyOffer` (same protocol) or :class:`Bye`
naming the version to get. The shape of ``Hello`` and ``Bye`` never changes, so any
two versions of the game can tell each other which one to get. The guest answers
:class:`KeyAnswer`, and from then on every message is sealed with the session's keys
(see :mod:`.secure`): the host's :class:`Welcome` proves it holds the table's key, the
guest asks for a seat with :class:`Join` (its seat key, and its proof of holding it)
and is :class:`Seated`, or told :class:`Asking` while the host is asked to let it in.

Every message read from the network is checked field by field (exact types,
ranges, lengths, text forms) and anything else raises :class:`ProtocolError`;
which messages may come *in turn* is for the table to judge.

>>> text = encode(Play(seat=1, move=Move.parse("hand:2>centre:0")))
>>> text
b'{"type":"play","seat":1,"move":"hand:2>centre:0"}'
>>> play = decode(text, GUEST_SAYS)
>>> play.seat, play.move.source, play.move.target
(1, <Place.HAND: 'hand'>, <Place.CENTRE: 'centre'>)
>>> decode(b'{"type":"play","seat":true,"move":"hand:2>centre:0"}', GUEST_SAYS)
Traceback (most recent call last):
...
spite_gui.net.codec.ProtocolError: the seat is not valid
"""

from __future__ import annotations

import enum
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from ..engine import Move, Refusal, Rules
from ..engine.match import MATCH_TARGETS
from ..engine.rules import MAX_PLAYERS
from ..levels import LEVELS
from ..play import START, Update
from ..play.seating import KINDS, MAX_NAME, REMOTE, SeatKind, clean_name, tidy_line
from .codec import (
    MAX_DEAL,
    ProtocolError,
    decode_update,
    encode_refusal,
    encode_update,
    listed,
    need,
    read_move,
    read_refusal,
    read_rules,
    record,
    whole,
)

APP = "spite-and-malice"
#: The version of the messages below; a host seats only guests that speak the same one.
#: 2: every connection sealed end to end (:mod:`.secure`), seats bound to seat keys.
#: 3: a refusal is a code with parameters, worded by each guest in its own language.
PROTOCOL = 3
#: The most bytes one message may take (a whole game's moves fit many times over).
MAX_MESSAGE = 256 * 1024
MAX_MOVES = 12_000  # more moves than any game can make before its turn limit
MAX_CHAT = 200  # characters of one chat message
MAX_REASON = 300  # characters of a reason given for a goodbye
MAX_GAMES = 1_000_000
MAX_SCORE = 10_000_000
MAX_RECAP = 50  # lines of table talk told again to a friend who sits down
MAX_WAIT = 24 * 3600  # seconds a seat may wait for its friend, or a turn may take

#: The quick reactions a player can send with one click, by id (the table words them).
REACTIONS = ("hello", "well_played", "oops", "thinking", "hurry", "good_game", "thanks")

class SeatState(enum.StrEnum):
    """How a seat is held now: a person at the host's computer or a computer player is
    always ``present``; a friend's seat is ``open`` until someone takes it, then
    ``connected``, ``waiting`` for them after they dropped out, or ``standing_in`` while
    a computer plays for them. The word crosses the wire."""

    PRESENT = "present"
    OPEN = "open"
    CONNECTED = "connected"
    WAITING = "waiting"
    STANDING_IN = "standing_in"


PRESENT, OPEN, CONNECTED, WAITING = (
    SeatState.PRESENT, SeatState.OPEN, SeatState.CONNECTED, SeatState.WAITING)
STANDING_IN = SeatState.STANDING_IN
SEAT_STATES = tuple(SeatState)

#: What a table too busy to take another connection says (the program tries again later).
BUSY = "The table is busy. Try again in a moment."


class Goodbye(enum.StrEnum):
    """Why the host ends a conversation, as the reason of its :class:`Bye` or :class:`Away`:
    a fixed English sentence that serves as a code. A guest that knows it words it in its
    own language (the host's name is the one its welcome gave); an older program of this
    protocol, which shows a reason as it came, shows a readable sentence. A reason that is
    none of these (another version's, or free text) is shown as it came."""

    HOST_CLOSED = "The host closed the table."
    HOST_AWAY = "The host's program was closed; the table is kept."
    NOT_LET_IN = "The host did not let you in."  # the host turned the newcomer away
    NOT_ANSWERED = "The host did not answer in time: try again."  # to the newcomer
    TABLE_FULL = "The table is full."
    INVITE_TAKEN = "Someone already sits at the seat of this invite code."
    REMOVED = "The host removed you from the table."  # this seat key, from the table
    SAT_ELSEWHERE = "You sat down at this table again from another place."


#: What a program that misbehaved is told as it is cut off: a fixed sentence around one of
#: the fixed faults (``sent a message out of turn``, …), which a program of this protocol
#: words in its player's language and an older one shows as it is.
YOUR_PROGRAM = "Your program {fault}."


def told_peer(fault: str) -> str:
    """The reason said to a peer cut off for ``fault``.

    >>> told_peer("sent a message out of turn")
    'Your program sent a message out of turn.'
    """
    return YOUR_PROGRAM.format(fault=fault)


def peer_fault(reason: str) -> str | None:
    """The fault a :func:`told_peer` reason names, or None if ``reason`` is not one.

    >>> peer_fault("Your program stopped answering."), peer_fault("The table is full.")
    ('stopped answering', None)
    """
    head, tail = YOUR_PROGRAM.split("{fault}")
    if reason.startswith(head) and reason.endswith(tail) and len(reason) > len(head + tail):
        return reason[len(head):len(reason) - len(tail)]
    return None

_VERSION = re.compile(r"[0-9A-Za-z.+\-]{1,32}")
PUBLIC_KEY = re.compile(r"[0-9a-f]{64}")  # an Ed25519 public key, in hex
SIGNATURE = re.compile(r"[0-9a-f]{128}")  # an Ed25519 signature, in hex
SPAKE = re.compile(r"[0-9a-f]{66}")  # a SPAKE2 message, in hex
_DIGEST = re.compile(r"[0-9a-f]{64}")


# -- field readers ----------------------------------------------------------------------------
def text_field(value: Any, limit: int, what: str) -> str:
    need(isinstance(value, str) and len(value) <= limit, f"{what} is not valid")
    return str(value)


tidy = tidy_line  # a line of text a person typed, as it is shown


def one_line(value: Any, limit: int, what: str) -> str:
    """A line of text a person typed: at most ``limit`` characters once tidied, not empty."""
    line = tidy(text_field(value, 2 * limit, what))
    need(bool(line) and len(line) <= limit, f"{what} is not valid")
    return line


def read_name(value: Any) -> str:
    raw = text_field(value, 4 * MAX_NAME, "the name")
    name = clean_name(raw, "")
    need(bool(name), "the name is not valid")
    return name


def pattern(value: Any, form: re.Pattern[str], what: str) -> str:
    need(isinstance(value, str) and form.fullmatch(value) is not None, f"{what} is not valid")
    return str(value)


def optional(value: Any, read: Callable[[Any], Any]) -> Any:
    return None if value is None else read(value)


def seat_number(value: Any, players: int = MAX_PLAYERS) -> int:
    return whole(value, 0, players - 1, "the seat")


# -- messages ---------------------------------------------------------------------------------
class Message:
    """One message; ``TYPE`` names it on the wire."""

    TYPE: ClassVar[str]

    def fields(self) -> dict[str, Any]:  # pragma: no cover - every message has its own
        raise NotImplementedError

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Message:  # pragma: no cover
        raise NotImplementedError


def _keys(raw: Mapping[str, Any], *keys: str) -> dict[str, Any]:
    return record(raw, ("type", *keys), f"a {raw.get('type')} message")


@dataclass(frozen=True, slots=True)
class Hello(Message):
    """The guest's first words: which game and protocol it speaks, and its version."""

    protocol: int
    version: str
    app: str = APP
    TYPE: ClassVar[str] = "hello"

    def fields(self) -> dict[str, Any]:
        return {"app": self.app, "protocol": self.protocol, "version": self.version}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Hello:
        raw = _keys(raw, "app", "protocol", "version")
        need(raw["app"] == APP, "this is not a Spite and Malice table")
        return cls(whole(raw["protocol"], 1, 1_000_000, "the protocol"),
                   pattern(raw["version"], _VERSION, "the version"))


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """One seat as every table shows it: who, how they play, and for a friend who dropped
    out the seconds their seat still waits."""

    name: str
    kind: SeatKind  # a person at the host's computer, a computer player, a remote friend
    state: SeatState
    wait: int | None = None  # while WAITING
    level: str = ""  # a computer's level, or the level of the one standing in

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "state": self.state, "wait": self.wait,
                "level": self.level}

    @classmethod
    def read(cls, value: Any) -> SeatInfo:
        raw = record(value, ("name", "kind", "state", "wait", "level"), "a seat")
        need(raw["kind"] in KINDS and raw["state"] in SEAT_STATES, "a seat is not valid")
        need((raw["kind"] == REMOTE) == (raw["state"] != PRESENT), "a seat is not valid")
        need(raw["level"] == "" or raw["level"] in LEVELS, "a seat is not valid")
        wait = optional(raw["wait"], lambda x: whole(x, 0, 24 * 3600, "a seat's wait"))
        need((wait is not None) == (raw["state"] == WAITING), "a seat is not valid")
        return cls(read_name(raw["name"]), SeatKind(raw["kind"]), SeatState(raw["state"]), wait,
                   raw["level"])


def read_seats(value: Any) -> tuple[SeatInfo, ...]:
    seats = listed(value, MAX_PLAYERS, SeatInfo.read, "the seats")
    need(len(seats) >= 2, "the seats are not valid")
    return seats


@dataclass(frozen=True, slots=True)
class Welcome(Message):
    """The host speaks the guest's protocol: the table's name, rules and seats."""

    protocol: int
    version: str
    host: str
    rules: Rules
    seats: tuple[SeatInfo, ...]
    proof: str  # the table key's signature of this session (hex)
    TYPE: ClassVar[str] = "welcome"

    def fields(self) -> dict[str, Any]:
        return {"protocol": self.protocol, "version": self.version, "host": self.host,
                "rules": self.rules.to_dict(), "seats": [s.to_json() for s in self.seats],
                "proof": self.proof}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Welcome:
        raw = _keys(raw, "protocol", "version", "host", "rules", "seats", "proof")
        return cls(whole(raw["protocol"], 1, 1_000_000, "the protocol"),
                   pattern(raw["version"], _VERSION, "the version"), read_name(raw["host"]),
                   read_rules(raw["rules"]), read_seats(raw["seats"]),
                   pattern(raw["proof"], SIGNATURE, "the table's proof"))


@dataclass(frozen=True, slots=True)
class Bye(Message):
    """The end of the conversation, and why. Sent to a guest of another protocol, it also
    names the version of the game the host runs (``version``) and its ``protocol``."""

    reason: str
    protocol: int | None = None
    version: str | None = None
    TYPE: ClassVar[str] = "bye"

    def fields(self) -> dict[str, Any]:
        return {"reason": self.reason, "protocol": self.protocol, "version": self.version}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Bye:
        raw = _keys(raw, "reason", "protocol", "version")
        return cls(one_line(raw["reason"], MAX_REASON, "the reason"),
                   optional(raw["protocol"], lambda x: whole(x, 1, 1_000_000, "the protocol")),
                   optional(raw["version"], lambda x: pattern(x, _VERSION, "the version")))


@dataclass(frozen=True, slots=True)
class KeyOffer(Message):
    """The host's answer to a Hello of its protocol (in the clear): the table's public key,
    and whether a new seat needs the table's PIN."""

    table_key: str
    pin: bool
    TYPE: ClassVar[str] = "key_offer"

    def fields(self) -> dict[str, Any]:
        return {"table_key": self.table_key, "pin": self.pin}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> KeyOffer:
        raw = _keys(raw, "table_key", "pin")
        need(type(raw["pin"]) is bool, "the key offer is not valid")
        return cls(pattern(raw["table_key"], PUBLIC_KEY, "the table's key"), raw["pin"])


@dataclass(frozen=True, slots=True)
class KeyFinish(Message):
    """The host's SPAKE2 message (in the clear); everything after it is sealed."""

    spake: str
    TYPE: ClassVar[str] = "key_finish"

    def fields(self) -> dict[str, Any]:
        return {"spake": self.spake}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> KeyFinish:
        return cls(pattern(_keys(raw, "spake")["spake"], SPAKE, "the key exchange"))


@dataclass(frozen=True, slots=True)
class KeyAnswer(Message):
    """The guest's SPAKE2 message (in the clear), made with the table's PIN (``pin``) or
    without it (a friend coming back to a seat, by invite code, or to be let in)."""

    spake: str
    pin: bool
    TYPE: ClassVar[str] = "key_answer"

    def fields(self) -> dict[str, Any]:
        return {"spake": self.spake, "pin": self.pin}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> KeyAnswer:
        raw = _keys(raw, "spake", "pin")
        need(type(raw["pin"]) is bool, "the key answer is not valid")
        return cls(pattern(raw["spake"], SPAKE, "the key answer"), raw["pin"])


@dataclass(frozen=True, slots=True)
class Join(Message):
    """Sit me down: my name, my seat key (public) and its signature of this session, which
    proves this program holds the key (the seat it had, if it is coming back)."""

    name: str
    seat_key: str
    proof: str
    TYPE: ClassVar[str] = "join"

    def fields(self) -> dict[str, Any]:
        return {"name": self.name, "seat_key": self.seat_key, "proof": self.proof}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Join:
        raw = _keys(raw, "name", "seat_key", "proof")
        return cls(read_name(raw["name"]), pattern(raw["seat_key"], PUBLIC_KEY, "the seat key"),
                   pattern(raw["proof"], SIGNATURE, "the seat key's proof"))


@dataclass(frozen=True, slots=True)
class Asking(Message):
    """The host is asked to let the guest in (the answer comes as Seated or Bye)."""

    seat: int
    TYPE: ClassVar[str] = "asking"

    def fields(self) -> dict[str, Any]:
        return {"seat": self.seat}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Asking:
        return cls(seat_number(_keys(raw, "seat")["seat"]))


@dataclass(frozen=True, slots=True)
class Seated(Message):
    """You sit at ``seat`` (come back to it with the same seat key)."""

    seat: int
    TYPE: ClassVar[str] = "seated"

    def fields(self) -> dict[str, Any]:
        return {"seat": self.seat}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Seated:
        return cls(seat_number(_keys(raw, "seat")["seat"]))


@dataclass(frozen=True, slots=True)
class Seats(Message):
    """Who sits where now (sent whenever someone joins, drops out or is stood in for)."""

    seats: tuple[SeatInfo, ...]
    TYPE: ClassVar[str] = "seats"

    def fields(self) -> dict[str, Any]:
        return {"seats": [s.to_json() for s in self.seats]}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Seats:
        return cls(read_seats(_keys(raw, "seats")["seats"]))


@dataclass(frozen=True, slots=True)
class Commit(Message):
    """Before game ``game`` is dealt: the SHA-256 ``digest`` of its deal number and a salt
    (revealed when it is over), the seat that started the game before (which breaks
    ties for the first player), and the match it belongs to: played to ``target`` points
    (0: single games)."""

    game: int
    digest: str
    previous_starter: int | None
    target: int = 0
    TYPE: ClassVar[str] = "commit"

    def fields(self) -> dict[str, Any]:
        return {"game": self.game, "digest": self.digest,
                "previous_starter": self.previous_starter, "target": self.target}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Commit:
        raw = _keys(raw, "game", "digest", "previous_starter", "target")
        need(raw["target"] in MATCH_TARGETS and type(raw["target"]) is int,
             "the match is not valid")
        return cls(whole(raw["game"], 1, MAX_GAMES, "the game"),
                   pattern(raw["digest"], _DIGEST, "the commitment"),
                   optional(raw["previous_starter"], seat_number), raw["target"])


@dataclass(frozen=True, slots=True)
class UpdateMessage(Message):
    """What the guest's seat is told (see :class:`~spite_gui.play.Update`). The table as
    it stands (a START) also carries every move played so far, which anyone at the
    table saw, so a guest coming back can still check the deal."""

    update: Update
    moves: tuple[Move, ...] | None = None
    TYPE: ClassVar[str] = "update"

    def fields(self) -> dict[str, Any]:
        moves = None if self.moves is None else [m.text for m in self.moves]
        return {"update": encode_update(self.update), "moves": moves}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> UpdateMessage:
        raw = _keys(raw, "update", "moves")
        update = decode_update(raw["update"])
        moves = optional(raw["moves"], lambda x: listed(x, MAX_MOVES, read_move, "the moves"))
        need((moves is not None) == (update.kind == START), "an update is not valid")
        return cls(update, moves)


@dataclass(frozen=True, slots=True)
class Reveal(Message):
    """Game ``game`` is over: its deal number and the salt of the commitment, and every
    seat's points over the games played at this table."""

    game: int
    deal: int
    salt: str
    totals: tuple[int, ...]
    TYPE: ClassVar[str] = "reveal"

    def fields(self) -> dict[str, Any]:
        return {"game": self.game, "deal": self.deal, "salt": self.salt,
                "totals": list(self.totals)}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Reveal:
        raw = _keys(raw, "game", "deal", "salt", "totals")
        totals = listed(raw["totals"], MAX_PLAYERS, lambda x: whole(x, 0, MAX_SCORE, "a total"),
                        "the totals")
        need(len(totals) >= 2, "the totals are not valid")
        return cls(whole(raw["game"], 1, MAX_GAMES, "the game"),
                   whole(raw["deal"], 0, MAX_DEAL, "the deal number"),
                   pattern(raw["salt"], _DIGEST, "the salt"), totals)


@dataclass(frozen=True, slots=True)
class Play(Message):
    """The guest's move for its seat."""

    seat: int
    move: Move
    TYPE: ClassVar[str] = "play"

    def fields(self) -> dict[str, Any]:
        return {"seat": self.seat, "move": self.move.text}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Play:
        raw = _keys(raw, "seat", "move")
        return cls(seat_number(raw["seat"]), read_move(raw["move"]))


@dataclass(frozen=True, slots=True)
class Undo(Message):
    """The guest takes back its last play of the turn."""

    seat: int
    TYPE: ClassVar[str] = "undo"

    def fields(self) -> dict[str, Any]:
        return {"seat": self.seat}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Undo:
        return cls(seat_number(_keys(raw, "seat")["seat"]))


@dataclass(frozen=True, slots=True)
class Refused(Message):
    """A move or a request the host could not take, and why: a code with its parameters,
    never words (the connection stays)."""

    refusal: Refusal
    TYPE: ClassVar[str] = "refused"

    def fields(self) -> dict[str, Any]:
        return encode_refusal(self.refusal)

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Refused:
        return cls(read_refusal(_keys(raw, "code", "card", "rank", "source")))


@dataclass(frozen=True, slots=True)
class Chat(Message):
    """A chat message: from a guest, ``seat`` is None (the host knows who sent it); from
    the host, the seat that wrote it."""

    text: str
    seat: int | None = None
    TYPE: ClassVar[str] = "chat"

    def fields(self) -> dict[str, Any]:
        return {"text": self.text, "seat": self.seat}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Chat:
        raw = _keys(raw, "text", "seat")
        return cls(one_line(raw["text"], MAX_CHAT, "the chat message"),
                   optional(raw["seat"], seat_number))


@dataclass(frozen=True, slots=True)
class React(Message):
    """A quick reaction (one of :data:`REACTIONS`); ``seat`` as for :class:`Chat`."""

    reaction: str
    seat: int | None = None
    TYPE: ClassVar[str] = "react"

    def fields(self) -> dict[str, Any]:
        return {"reaction": self.reaction, "seat": self.seat}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> React:
        raw = _keys(raw, "reaction", "seat")
        need(raw["reaction"] in REACTIONS, "the reaction is not valid")
        return cls(raw["reaction"], optional(raw["seat"], seat_number))


@dataclass(frozen=True, slots=True)
class Again(Message):
    """After a game: the guest would play again; from the host, ``seat`` would."""

    seat: int | None = None
    TYPE: ClassVar[str] = "again"

    def fields(self) -> dict[str, Any]:
        return {"seat": self.seat}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Again:
        return cls(optional(_keys(raw, "seat")["seat"], seat_number))


@dataclass(frozen=True, slots=True)
class Ping(Message):
    """Are you there? (answered by :class:`Pong` with the same number)"""

    number: int = 0
    TYPE: ClassVar[str] = "ping"

    def fields(self) -> dict[str, Any]:
        return {"number": self.number}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Ping:
        return cls(whole(_keys(raw, "number")["number"], 0, 2**31, "the number"))


@dataclass(frozen=True, slots=True)
class Pong(Message):
    number: int = 0
    TYPE: ClassVar[str] = "pong"

    def fields(self) -> dict[str, Any]:
        return {"number": self.number}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Pong:
        return cls(whole(_keys(raw, "number")["number"], 0, 2**31, "the number"))


@dataclass(frozen=True, slots=True)
class Away(Message):
    """Gone for now, and coming back. From a guest: my program is closing, keep my seat (it
    waits as after a drop). From the host: the host's program is closing and the table is
    kept; come back to it when it is hosted again."""

    reason: str
    TYPE: ClassVar[str] = "away"

    def fields(self) -> dict[str, Any]:
        return {"reason": self.reason}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Away:
        return cls(one_line(_keys(raw, "reason")["reason"], MAX_REASON, "the reason"))


def read_said(value: Any) -> Chat | React:
    """A line of table talk told again (a chat message or a reaction, with its seat)."""
    need(isinstance(value, dict) and value.get("type") in (Chat.TYPE, React.TYPE),
         "a line of table talk is not valid")
    line = Chat.read(value) if value["type"] == Chat.TYPE else React.read(value)
    need(line.seat is not None, "a line of table talk is not valid")
    return line


@dataclass(frozen=True, slots=True)
class Recap(Message):
    """Told once a friend has sat down (after :class:`Seated`): the table's terms and where
    it stands. ``game``: the number of the game dealt last, or being dealt as they sit down
    (0: none yet, the host deals later); ``wait``: the
    seconds a friend's seat waits after they drop out or close their program; ``turn_time``:
    the seconds a turn may take before a computer plays it (0: no limit); ``lines``: the
    last lines of table talk, ``said`` being how many lines were said at the table in all
    (so a friend back in the same program tells only those it missed)."""

    game: int
    wait: int
    turn_time: int
    said: int
    lines: tuple[Chat | React, ...] = ()
    TYPE: ClassVar[str] = "recap"

    def fields(self) -> dict[str, Any]:
        return {"game": self.game, "wait": self.wait, "turn_time": self.turn_time,
                "said": self.said,
                "lines": [{"type": line.TYPE, **line.fields()} for line in self.lines]}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Recap:
        raw = _keys(raw, "game", "wait", "turn_time", "said", "lines")
        lines = listed(raw["lines"], MAX_RECAP, read_said, "the table talk")
        said = whole(raw["said"], 0, 2**31, "the table talk")
        need(len(lines) <= said, "the table talk is not valid")
        return cls(whole(raw["game"], 0, MAX_GAMES, "the game"),
                   whole(raw["wait"], 0, MAX_WAIT, "the wait"),
                   whole(raw["turn_time"], 0, MAX_WAIT, "the turn time"), said, lines)


@dataclass(frozen=True, slots=True)
class Clock(Message):
    """The turn clock (at a table with a turn time): ``seat`` has ``left`` seconds for turn
    ``turn`` (told as each turn of a person begins, and to a friend who sits down during
    one); ``ran_out``: the time is up, and a computer plays the rest of that turn."""

    seat: int
    turn: int
    left: int
    ran_out: bool = False
    TYPE: ClassVar[str] = "clock"

    def fields(self) -> dict[str, Any]:
        return {"seat": self.seat, "turn": self.turn, "left": self.left,
                "ran_out": self.ran_out}

    @classmethod
    def read(cls, raw: dict[str, Any]) -> Clock:
        raw = _keys(raw, "seat", "turn", "left", "ran_out")
        need(type(raw["ran_out"]) is bool, "the clock is not valid")
        return cls(seat_number(raw["seat"]), whole(raw["turn"], 1, 1_000_000, "the turn"),
                   whole(raw["left"], 0, MAX_WAIT, "the time left"), raw["ran_out"])


def _by_type(*kinds: type[Message]) -> dict[str, type[Message]]:
    return {kind.TYPE: kind for kind in kinds}


#: What a guest may say to a host, and what a host may say to a guest.
GUEST_SAYS = _by_type(Join, Play, Undo, Chat, React, Again, Ping, Pong, Bye, Away)
HOST_SAYS = _by_type(Welcome, Bye, Asking, Seated, Seats, Commit, UpdateMessage, Refused, Chat,
                     React, Again, Reveal, Ping, Pong, Away, Recap, Clock)
#: What each says in the clear, before the session's keys are agreed.
GUEST_GREETS = _by_type(Hello, KeyAnswer, Ping, Pong, Bye)
HOST_GREETS = _by_type(KeyOffer, KeyFinish, Bye, Ping, Pong)


# -- the wire -----------------------------------------------------------------------------------
def encode(message: Message) -> bytes:
    """``message`` as compact UTF-8 JSON."""
    return json.dumps({"type": message.TYPE, **message.fields()}, separators=(",", ":"),
                      ensure_ascii=False, allow_nan=False).encode("utf-8")


def _no_constants(name: str) -> Any:
    raise ProtocolError("a number is not valid")


def decode(data: bytes, allowed: Mapping[str, type[Message]]) -> Message:
    """The message ``data`` holds, if it is one of ``allowed``; else :class:`ProtocolError`."""
    need(len(data) <= MAX_MESSAGE, "the message is too large")
    try:
        raw = json.loads(data.decode("utf-8"), parse_constant=_no_constants)
    except ProtocolError:
        raise
    except (ValueError, RecursionError):
        raise ProtocolError("the message is not JSON") from None
    need(isinstance(raw, dict), "the message is not valid")
    kind = allowed.get(raw.get("type")) if isinstance(raw.get("type"), str) else None
    need(kind is not None, "the message is of a kind this side does not take")
    assert kind is not None
    return kind.read(raw)

