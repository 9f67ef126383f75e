"""What the table says about friends over the network: beside their names, in the status bar,
in the log, and every piece of news. No Qt.

>>> from spite_gui.net.protocol import SeatInfo
>>> bob = SeatInfo("Bob", "remote", "waiting", 42)
>>> seat_note(bob, 42), turn_words(bob, 42)
('away 0:42', 'Bob dropped out: their seat waits 0:42 for them to come back.')
>>> seat_note(SeatInfo("Bob", "remote", "standing_in", None, "hard"), None)
'computer playing'
>>> news_words(News("joined", 1, "Bob"))
'Bob joined the table.'

The network's tables tell what happens as :class:`~spite_gui.net.news.News` (a kind,
a seat, a name and the facts that go with it); every sentence made of them is here,
and each is a template of :mod:`.words`.
"""

from __future__ import annotations

from typing import Any

from ..engine import Refusal
from ..net import channel as link
from ..net import client as dialed
from ..net import door as hosted
from ..net import fairness, invite, tcp, transport
from ..net import news as told
from ..net.client import NO_ANSWER, NOBODY_HOSTS, UNKNOWN_ADDRESS, UNREACHABLE
from ..net.fairness import Verdict
from ..net.news import News
from ..net.protocol import (
    BUSY,
    CONNECTED,
    OPEN,
    PROTOCOL,
    STANDING_IN,
    WAITING,
    Goodbye,
    SeatInfo,
    peer_fault,
)
from ..net.secure import NEEDS_PIN, NOT_A_PIN, WRONG_PIN
from ..play import REMOTE
from .refusals import refusal_words
from .words import Phrase, Plural

CONTEXT = "Friends"

#: The quick reactions' words, by the ids the protocol names them with: what the button
#: says, and the line the table and the chat show.
REACTION_WORDS = {
    "hello": (Phrase(CONTEXT, "Hi!"), Phrase(CONTEXT, "Hello!")),
    "well_played": (Phrase(CONTEXT, "Nice!"), Phrase(CONTEXT, "Well played!")),
    "oops": (Phrase(CONTEXT, "Oops"), Phrase(CONTEXT, "Oops!")),
    "thinking": (Phrase(CONTEXT, "Hmm…"), Phrase(CONTEXT, "Let me think…")),
    "hurry": (Phrase(CONTEXT, "Your turn"), Phrase(CONTEXT, "Your turn!")),
    "good_game": (Phrase(CONTEXT, "GG"), Phrase(CONTEXT, "Good game!")),
    "thanks": (Phrase(CONTEXT, "Thanks"), Phrase(CONTEXT, "Thanks!")),
}
#: The computer players' levels as the table names them.
LEVEL_NAMES = {"easy": Phrase(CONTEXT, "Easy"), "medium": Phrase(CONTEXT, "Medium"),
               "hard": Phrase(CONTEXT, "Hard"), "expert": Phrase(CONTEXT, "Expert")}
MINUTES = Plural(CONTEXT, "{count} minute", "{count} minutes")
SECONDS = Plural(CONTEXT, "{count} second", "{count} seconds")
SOMEONE = Phrase(CONTEXT, "Someone")


def level_name(level: str) -> str:
    """A computer's level as the table names it: "Hard"."""
    name = LEVEL_NAMES.get(level)
    return name() if name is not None else level.capitalize()


def clock(seconds: int | None) -> str:
    """Seconds as a countdown shows them: "1:05", "0:07"."""
    left = max(0, seconds or 0)
    return f"{left // 60}:{left % 60:02d}"


#: The turn clock on the plate of the seat to play, and the player's warning that their
#: own time is nearly up.
TIMES_UP = Phrase(CONTEXT, "time's up")
TIME_LEFT = Phrase(CONTEXT, "{clock} left")
TIME_WARNING = Plural(
    CONTEXT, "{count} second left in your turn: then a computer plays the rest of it.",
    "{count} seconds left in your turn: then a computer plays the rest of it.")


def clock_note(left: int, ran_out: bool) -> str:
    """The turn clock as the plate shows it: "0:42 left", "time's up"."""
    return TIMES_UP() if ran_out else TIME_LEFT(clock=clock(left))


def time_warning(left: int) -> str:
    """What the player is told when their own turn's time is nearly up."""
    return TIME_WARNING(left)


def wait_words(seconds: int) -> str:
    """How long a seat waits, as a sentence says it: "1 minute", "90 seconds".

    >>> wait_words(60), wait_words(300), wait_words(90), wait_words(1)
    ('1 minute', '5 minutes', '90 seconds', '1 second')
    """
    if seconds >= 60 and seconds % 60 == 0:
        return MINUTES(seconds // 60)
    return SECONDS(seconds)


SEAT_NOTES = {CONNECTED: Phrase(CONTEXT, "online"),
              STANDING_IN: Phrase(CONTEXT, "computer playing"),
              OPEN: Phrase(CONTEXT, "open seat")}
AWAY_NOTE = Phrase(CONTEXT, "away {clock}")
HOST_NOTE = Phrase(CONTEXT, "host")


def seat_note(info: SeatInfo, wait_left: int | None, host: bool = False) -> str:
    """The word beside a seat's name: how a friend's seat is held now ("online", "away
    0:42", "computer playing", "open seat"); "host" for the host's seat (``host``)."""
    if info.kind != REMOTE:
        return HOST_NOTE() if host else ""
    if info.state == WAITING:
        return AWAY_NOTE(clock=clock(wait_left))
    note = SEAT_NOTES.get(info.state)
    return note() if note is not None else ""


FRIENDS_TURN = Phrase(CONTEXT, "{name}'s turn: waiting for their move…")
DROPPED_TURN = Phrase(CONTEXT, "{name} dropped out: their seat waits {clock} for them to come "
                               "back.")
STANDS_IN = Phrase(CONTEXT, "A computer plays for {name} until they come back…")
STANDS_IN_AT = Phrase(CONTEXT, "A computer ({level}) plays for {name} until they come back…")
PLAYS_OPEN = Phrase(CONTEXT, "A computer plays the open seat…")
PLAYS_OPEN_AT = Phrase(CONTEXT, "A computer ({level}) plays the open seat…")


def turn_words(info: SeatInfo, wait_left: int | None) -> str | None:
    """The status bar while it is a friend's turn (None for seats at the host's computer)."""
    name = info.name
    if info.kind != REMOTE:
        return None
    if info.state == CONNECTED:
        return FRIENDS_TURN(name=name)
    if info.state == WAITING:
        return DROPPED_TURN(name=name, clock=clock(wait_left))
    level = level_name(info.level) if info.level else ""
    if info.state == STANDING_IN:
        return STANDS_IN_AT(name=name, level=level) if level else STANDS_IN(name=name)
    return PLAYS_OPEN_AT(level=level) if level else PLAYS_OPEN()


def reaction_text(reaction: str) -> str:
    words = REACTION_WORDS.get(reaction)
    return words[1]() if words is not None else reaction


def reaction_button(reaction: str) -> str:
    """What the button of a quick reaction says: "Nice!"."""
    words = REACTION_WORDS.get(reaction)
    return words[0]() if words is not None else reaction


#: Each kind of news as the log and the headless programs say it, of a player by name.
_NEWS = {
    told.JOINED: Phrase(CONTEXT, "{who} joined the table."),
    told.BACK: Phrase(CONTEXT, "{who} is back."),
    told.DROPPED: Phrase(CONTEXT, "{who} dropped out ({detail})."),
    told.WAITING: Phrase(CONTEXT, "{who}'s seat waits {detail} seconds for them to come back."),
    told.STOOD_IN: Phrase(CONTEXT, "A computer player ({detail}) plays for {who} until they "
                                   "come back."),
    told.LEFT: Phrase(CONTEXT, "{who} left the table."),
    told.CHAT: Phrase(CONTEXT, "{who}: {detail}"),
    told.REACTION: Phrase(CONTEXT, "{who}: [{detail}]"),
    told.AGAIN: Phrase(CONTEXT, "{who} would like to play again."),
    told.STARTED: Phrase(CONTEXT, "Game {detail} is dealt."),
    told.OVER: Phrase(CONTEXT, "Game {detail} is over."),
    told.TURNED_AWAY: Phrase(CONTEXT, "A program at {who} was turned away: it {detail}."),
    told.CLOSED: Phrase(CONTEXT, "The table is closed: {detail}"),
    told.AWAY: Phrase(CONTEXT, "{who} closed their game."),
    told.PAUSED: Phrase(CONTEXT, "{who}'s program was closed; the table is kept. Back to it "
                                 "when {who} hosts it again."),
    told.RECAP: Phrase(CONTEXT, "The table talk so far."),
    told.CLOCK: Phrase(CONTEXT, "{who} has {detail} seconds for this turn."),
    told.TIME_UP: Phrase(CONTEXT, "{who}'s time for the turn ran out: a computer plays the "
                                  "rest of it."),
    told.KNOCK_GONE: Phrase(CONTEXT, "{who} stopped asking to sit down."),
    told.REMOVED: Phrase(CONTEXT, "{who} was removed from the table; a computer plays the seat."),
    told.NEW_PIN: Phrase(CONTEXT, "Someone guessed at the table's PIN: it is now {detail}."),
}
#: Why the host ended the conversation (a :class:`~spite_gui.net.protocol.Goodbye` code),
#: said to the guest.
GOODBYES: dict[str, Phrase] = {
    Goodbye.HOST_CLOSED: Phrase(CONTEXT, "{host} closed the table."),
    Goodbye.HOST_AWAY: Phrase(CONTEXT, "{host}'s program was closed."),
    Goodbye.NOT_LET_IN: Phrase(CONTEXT, "{host} did not let you in."),
    Goodbye.NOT_ANSWERED: Phrase(CONTEXT, "{host} did not answer in time: try again."),
    Goodbye.TABLE_FULL: Phrase(CONTEXT, "The table is full."),
    Goodbye.INVITE_TAKEN: Phrase(CONTEXT, "Someone already sits at the seat of this invite "
                                          "code."),
    Goodbye.REMOVED: Phrase(CONTEXT, "{host} removed you from the table."),
    Goodbye.SAT_ELSEWHERE: Phrase(CONTEXT, "You sat down at this table again from another "
                                           "place."),
    # fixed sentences every version of the protocol compares as they are: worded here too
    BUSY: Phrase(CONTEXT, "The table is busy. Try again in a moment."),
    NEEDS_PIN: Phrase(CONTEXT, "This table asks for its PIN: type the PIN shown on the host's "
                               "screen."),
    WRONG_PIN: Phrase(CONTEXT, "That PIN is not the table's: check the PIN on the host's "
                               "screen."),
}


#: What a program did wrong, or how a connection ended: the network layer's fixed reasons,
#: as part of a sentence ("A program at 10.0.0.7 was turned away: it …", "Bob dropped out
#: (…)", "The table is closed: …").
REASONS: dict[str, Phrase] = {
    hosted.OUT_OF_TURN: Phrase(CONTEXT, "sent a message out of turn"),
    hosted.OTHER_SEAT: Phrase(CONTEXT, "sent a move for another seat"),
    hosted.NO_PROOF: Phrase(CONTEXT, "could not prove it holds the seat key it named"),
    hosted.WRONG_PIN: Phrase(CONTEXT, "did not know the table's PIN"),
    hosted.TOO_SLOW: Phrase(CONTEXT, "took too long to join"),
    hosted.MADE_ROOM: Phrase(CONTEXT, "made room for a newer connection"),
    hosted.OTHER_VERSION: Phrase(CONTEXT, "has another version of the game"),
    link.NOT_VALID: Phrase(CONTEXT, "sent a message that is not valid"),
    invite.BAD_HINTS: Phrase(CONTEXT, "the other program sent bad connection hints"),
    link.TIMED_OUT: Phrase(CONTEXT, "stopped answering"),
    transport.TOO_LARGE: Phrase(CONTEXT, "sent a message that is too large"),
    transport.CLOSED: Phrase(CONTEXT, "the connection closed"),
    transport.NOT_READING: Phrase(CONTEXT, "stopped reading"),
    dialed.NO_PROOF: Phrase(CONTEXT, "the table could not prove it holds its key"),
    dialed.NO_WORD: Phrase(CONTEXT, "the table did not answer"),
    dialed.MOVED_US: Phrase(CONTEXT, "the table moved us to another seat"),
    dialed.OUT_OF_TURN: Phrase(CONTEXT, "the table sent a message out of turn"),
    dialed.OTHER_VIEW: Phrase(CONTEXT, "the table sent the view of another seat"),
    # what the player typed is not a way to a table, or the invite code found none
    tcp.NOT_AN_ADDRESS: Phrase(CONTEXT, "Type the host's address and port as they see it, "
                                        "like 192.168.1.20:47474 (the port may be left out "
                                        "if it is 47474)."),
    NOT_A_PIN: Phrase(CONTEXT, "A table PIN is 6 digits, like 482 913."),
    invite.NOT_A_CODE: Phrase(CONTEXT, "That is not an invite code; one looks like "
                                       "7-guitarist-revenge."),
    invite.WRONG_CODE: Phrase(CONTEXT, "That invite code is not right: check the number and "
                                       "the words."),
    invite.NOBODY: Phrase(CONTEXT, "Nobody offers a seat with that invite code right now."),
}
INVITE_NOT_USED = Phrase(CONTEXT, "The invite could not be used ({why}).")
OTHER_VERSION_AT = Phrase(CONTEXT, "the table runs another version of the game ({version})")
CUT_OFF = Phrase(CONTEXT, "The table ended the connection: your program {fault}.")
NEWER_TABLE = Phrase(CONTEXT, "This table runs Spite and Malice {version}, a newer version "
                              "than yours. Play with version {version} to join.")
OLDER_TABLE = Phrase(CONTEXT, "This table runs Spite and Malice {version}, an older version "
                              "than yours. Play with version {version} to join, or ask the "
                              "host to update.")


def reason_words(reason: str) -> str:
    """One of the network layer's fixed reasons, worded (what was wrong with a message that
    was not valid is for developers, and left out); any other reason as it came.

    >>> reason_words("stopped answering"), reason_words("sent a message that is not valid "
    ...                                                 "(the name is not valid)")
    ('stopped answering', 'sent a message that is not valid')
    >>> reason_words("the other program sent bad connection hints (Expecting value)")
    'the other program sent bad connection hints'
    >>> reason_words("the table runs another version of the game (0.3.0)")
    'the table runs another version of the game (0.3.0)'
    """
    said = REASONS.get(reason)
    if said is not None:
        return said()
    head, bracket, rest = reason.partition(" (")
    if bracket and head in (link.NOT_VALID, invite.BAD_HINTS):
        return REASONS[head]()
    if bracket and head == dialed.OTHER_VERSION and rest.endswith(")"):
        return OTHER_VERSION_AT(version=rest[:-1])
    if bracket and head == invite.NOT_USED and rest.endswith(")."):
        return INVITE_NOT_USED(why=reason_words(rest[:-2]))
    return reason


def other_version_words(version: str, protocol: int) -> str:
    """Why a table of another protocol would not seat us: the version it runs, which is
    newer or older than ours."""
    return (NEWER_TABLE if protocol > PROTOCOL else OLDER_TABLE)(version=version)


#: Why dialing the table failed (:func:`~spite_gui.net.client.why_not_connected`'s codes).
NOT_CONNECTED = {
    NOBODY_HOSTS: Phrase(CONTEXT, "nobody hosts a table at that address and port"),
    NO_ANSWER: Phrase(CONTEXT, "the table did not answer in time"),
    UNKNOWN_ADDRESS: Phrase(CONTEXT, "that address is not known on this network"),
}
UNREACHABLE_WORDS = Phrase(CONTEXT, "could not reach the table: {why}")


def connect_words(why: str) -> str:
    """Why dialing failed, in the player's words (what the network said, as it said it)."""
    said = NOT_CONNECTED.get(why)
    return said() if said is not None else reason_words(why)


def goodbye_words(reason: str, host: str) -> str:
    """Why the table is gone, in the player's words: a
    :class:`~spite_gui.net.protocol.Goodbye` code of the host's, or the guest's own
    "unreachable: <why>", worded; anything else (another version's code, an older
    program's sentence) as it came.

    >>> goodbye_words("The host did not let you in.", "Anna")
    'Anna did not let you in.'
    >>> goodbye_words("Gone fishing.", "Anna")
    'Gone fishing.'
    >>> goodbye_words("Your program stopped answering.", "Anna")
    'The table ended the connection: your program stopped answering.'
    >>> goodbye_words("the table did not answer", "Anna")
    'the table did not answer'
    >>> goodbye_words("unreachable: nobody_hosts", "Anna")
    'could not reach the table: nobody hosts a table at that address and port'
    """
    head, colon, why = reason.partition(": ")
    if colon and head == UNREACHABLE:
        return UNREACHABLE_WORDS(why=connect_words(why))
    said = GOODBYES.get(reason)
    if said is not None:
        return said(host=host)
    fault = peer_fault(reason)
    if fault is not None:  # this program was cut off for what it did
        worded = reason_words(fault)
        return reason if worded == fault and fault not in REASONS else CUT_OFF(fault=worded)
    return reason_words(reason)


#: What the check of a deal found (:mod:`spite_gui.net.fairness`'s codes), said to the guest.
VERDICTS = {
    fairness.VERIFIED: Phrase(CONTEXT, "Deal verified: every card came from deal #{deal}, as "
                                       "the host promised before dealing."),
    fairness.NOT_PROMISED_DEAL: Phrase(CONTEXT, "Warning: the deal the host revealed is not "
                                                "the one it promised before the game."),
    fairness.NOT_SEEN: Phrase(CONTEXT, "The deal could not be checked: the game was not seen "
                                       "from its start."),
    fairness.CHANGED: Phrase(CONTEXT, "Warning: the host's cards changed during the game."),
    fairness.PROMISE_CHANGED: Phrase(CONTEXT, "Warning: the host changed its promise about "
                                              "the deal during the game."),
    fairness.NO_PROMISE: Phrase(CONTEXT, "Warning: the host promised nothing about this deal "
                                         "before dealing it, so it can't be checked."),
}


def verdict_words(verdict: Verdict) -> str:
    """What the check of the deal found, in the player's words (where the cards first
    changed is for the log, in :attr:`Verdict.message`).

    >>> verdict_words(Verdict(True, "", "verified", 4242))
    'Deal verified: every card came from deal #4242, as the host promised before dealing.'
    """
    said = VERDICTS.get(verdict.kind)
    return said(deal=verdict.deal) if said is not None else verdict.message


SEAT_WAITS = Plural(CONTEXT, "{who}'s seat waits {count} second for them to come back.",
                    "{who}'s seat waits {count} seconds for them to come back.")
REFUSED = Phrase(CONTEXT, "Refused: {reason}")
RECONNECTING = Phrase(CONTEXT, "The connection to the table was lost; trying again for "
                               "{duration}.")
SEATED = Phrase(CONTEXT, "You sit at seat {seat}.")
KNOCKED = Phrase(CONTEXT, "{who} asks to sit at seat {seat}.")
ASKING = Phrase(CONTEXT, "The host is asked to let you sit at seat {seat}.")
OTHER_NEWS = Phrase(CONTEXT, "{kind}: {detail}")


def news_words(news: News) -> str:
    """``news`` in one sentence, each player named (the log of a program without a
    window, the notes of the friends' dialogs)."""
    who, detail, kind = news.name or SOMEONE(), news.detail, news.kind
    seat = (news.seat or 0) + 1
    if kind in (told.VERIFIED, told.CHEATED):
        return verdict_words(detail) if isinstance(detail, Verdict) else str(detail)
    if kind == told.WAITING and isinstance(detail, int):
        return SEAT_WAITS(detail, who=who)
    if kind == told.REFUSED:
        return REFUSED(reason=refusal_words(detail) if isinstance(detail, Refusal) else detail)
    if kind == told.CLOSED and isinstance(detail, str):
        detail = goodbye_words(detail, who)
    if kind in (told.TURNED_AWAY, told.DROPPED) and isinstance(detail, str):
        detail = reason_words(detail)
    if kind == told.RECONNECTING:
        return RECONNECTING(duration=_duration(detail))
    if kind in (told.SEATED, told.KNOCKED, told.ASKING):
        return {told.SEATED: SEATED, told.KNOCKED: KNOCKED, told.ASKING: ASKING}[kind](
            who=who, seat=seat)
    said = _NEWS.get(kind)
    if said is None:
        return OTHER_NEWS(kind=kind, detail=detail)
    return said(who=who, detail=detail)


def _duration(seconds: Any) -> str:
    """ "45 seconds", "15 minutes" (the detail of a RECONNECTING news)."""
    if not isinstance(seconds, int | float):
        return str(seconds)
    if seconds >= 120:
        return MINUTES(round(seconds / 60))
    return SECONDS(seconds) if isinstance(seconds, int) else f"{seconds} seconds"


#: The log's lines about seats, said of another player and of the player at this table.
YOU_SAT = Phrase(CONTEXT, "You sat down at the table.")
SAT = Phrase(CONTEXT, "{who} sat down at the table.")
STOOD_IN_FOR = Phrase(CONTEXT, "A computer plays for {who} until they come back.")
STOOD_IN_FOR_AT = Phrase(CONTEXT, "A computer ({level}) plays for {who} until they come back.")
STOOD_IN_FOR_YOU = Phrase(CONTEXT, "A computer plays for you until you come back.")
STOOD_IN_FOR_YOU_AT = Phrase(CONTEXT, "A computer ({level}) plays for you until you come back.")
WAITS = Phrase(CONTEXT, "{who}'s seat waits {clock} for them to come back.")
YOU_WAIT = Phrase(CONTEXT, "Your seat waits {clock} for you to come back.")
ASKING_IN = Phrase(CONTEXT, "The host is asked to let you in…")
ASKS = KNOCKED  # the news and the log's line are the same sentence
YOU_ASK = Phrase(CONTEXT, "You ask to sit at seat {seat}.")
REMOVED_LINE = Phrase(CONTEXT, "{who} was removed from the table: a computer plays the seat.")
YOU_REMOVED = Phrase(CONTEXT, "You were removed from the table: a computer plays the seat.")
TIME_UP_LINE = Phrase(CONTEXT, "{who}'s time ran out: a computer plays the rest of their turn.")
YOUR_TIME_UP = Phrase(CONTEXT, "Your time ran out: a computer plays the rest of your turn.")


def news_line(news: News, own_seat: int | None = None) -> str | None:
    """A line for the game log and the chat panel, or None for news told elsewhere (chat
    lines go to the chat panel as such, a move refused to the status bar)."""
    you = news.seat is not None and news.seat == own_seat
    who = news.name or SOMEONE()
    kind = news.kind
    if kind in (told.CHAT, told.REACTION, told.REFUSED, told.CLOCK):
        return None
    if kind == told.TIME_UP:
        return YOUR_TIME_UP() if you else TIME_UP_LINE(who=who)
    if kind == told.SEATED:
        return YOU_SAT()
    if kind == told.JOINED:
        return YOU_SAT() if you else SAT(who=who)
    if kind == told.STOOD_IN:
        level = level_name(str(news.detail)) if news.detail else ""
        if you:
            return STOOD_IN_FOR_YOU_AT(level=level) if level else STOOD_IN_FOR_YOU()
        return STOOD_IN_FOR_AT(who=who, level=level) if level else STOOD_IN_FOR(who=who)
    if kind == told.WAITING:
        return (YOU_WAIT if you else WAITS)(who=who, clock=clock(news.detail))
    if kind == told.STARTED:
        return _NEWS[told.STARTED](detail=news.detail)
    if kind == told.ASKING:
        return ASKING_IN()
    if kind == told.KNOCKED:
        return (YOU_ASK if you else ASKS)(who=who, seat=(news.seat or 0) + 1)
    if kind == told.REMOVED:
        return YOU_REMOVED() if you else REMOVED_LINE(who=who)
    return news_words(news)
