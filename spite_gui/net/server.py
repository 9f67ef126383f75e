"""The hosting side: a game host whose friends' seats are played over the network.

A :class:`TableServer` owns the games played at one table, one :class:`GameHost` after
another, and a seat slot for every friend. A slot is the seat driver of its seat:
it sends the seat's updates over the friend's connection, and the friend's moves go
to ``host.submit`` for that seat only. Everything a connection says is judged here:
a message out of turn, or for another seat, gets the connection refused and closed
with the reason, and nothing else at the table changes.

Who sits down is the host's to say (see :mod:`.secure` for how it is made sure):
a new seat needs the table's PIN (:attr:`TableServer.pin`), or, at a table whose host
lets each newcomer in by hand (``ServerSettings.door == ASK``), the host's yes
(:meth:`TableServer.answer` to a :data:`~.news.KNOCKED` news), or the seat's invite
code. A seat once taken belongs to the seat key of the friend who took it; the host
can :meth:`TableServer.remove` them (a computer plays the seat, and that key never sits
here again).

A friend who drops out keeps their seat for :attr:`ServerSettings.wait` seconds (every
table sees the countdown); their program comes back proving it holds the seat key,
from any address, and the game goes on from where it stands. After the wait a
computer plays for them, until they come back and take it.

The table lives on its owner's thread (see :mod:`.runtime`); links arrive from the
network thread through :meth:`TableServer.link_arrived`.

Who owns what: the table owns its games (one :class:`GameHost` at a time), a
:class:`~.server_terms.Slot` for every friend's seat (its connection, its timer, the
computer standing in) and the pool those computers think in (unless it was given one).
Four rooms do a job each for the table's life, made with it; each is handed the table's
settings, its timers and, as a small protocol of its own, only the few things of the
table it reads or asks (no room imports the table): the :class:`~.door.Door` (the
connections not seated yet, the PIN's guesses, the host's yes), the
:class:`~.talk.ServerTalk` (chat, reactions, the recap's lines), the
:class:`~.turn_clock.TurnClock` (the turn clock and the computer that plays a turn whose
time ran out) and the :class:`~.seat_keeper.SeatKeeper` (a dropped friend's wait, then a
computer standing in). The table itself knows who sits where and relays the game: each
seat's updates to its friend, their moves to the game host.
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import functools
import math
import time
from collections.abc import Callable
from typing import Any

from ..engine import Game, Refusal, Rules, new_deal_number
from ..play import REMOTE, START, GameHost, Seating, SeatPlan, Update
from ..play.refusals import Declined
from . import news as told
from .channel import Channel
from .codec import MAX_STORY
from .computer_seat import ComputerSeat
from .door import OTHER_SEAT, OUT_OF_TURN, Door
from .fairness import commitment, new_salt
from .news import News
from .protocol import (
    CONNECTED,
    GUEST_GREETS,
    GUEST_SAYS,
    MAX_MESSAGE,
    OPEN,
    PRESENT,
    STANDING_IN,
    WAITING,
    Again,
    Away,
    Bye,
    Chat,
    Clock,
    Commit,
    Goodbye,
    Message,
    Play,
    React,
    Recap,
    Refused,
    Reveal,
    Seated,
    SeatInfo,
    Seats,
    Undo,
    UpdateMessage,
    encode,
    told_peer,
)
from .runtime import NetLoop, Owner
from .seat_keeper import SeatKeeper
from .secure import HostHandshake, KeyPair, new_pin
from .server_snapshot import TABLE_FORMAT, TABLE_VERSION, read_snapshot
from .server_terms import DEFAULT_SETTINGS, PIN, ServerSettings, Slot
from .talk import ServerTalk
from .transport import Link
from .turn_clock import TurnClock

LOBBY, PLAYING, OVER, CLOSED = "lobby", "playing", "over", "closed"

PlayerFactory = Callable[[str, int], Any]


def _make_player(level: str, seed: int) -> Any:
    from ..ai import make_player

    return make_player(level, seed)


class TableServer:
    """Games with friends, hosted here. See the module's docstring.

    ``attach_local(host)`` is called for every new game so the program can attach its
    own drivers (the person at this computer, the computer players) to the seats
    that are not friends'. ``on_news`` hears what happens (joins, drops, chat …).
    """

    def __init__(self, seating: Seating, rules: Rules, net: NetLoop, owner: Owner, *,
                 settings: ServerSettings = DEFAULT_SETTINGS,
                 attach_local: Callable[[GameHost], Any] = lambda host: None,
                 on_news: Callable[[News], Any] = lambda news: None,
                 players: PlayerFactory = _make_player,
                 pool: concurrent.futures.Executor | None = None,
                 deals: Callable[[], int] = new_deal_number,
                 table_key: KeyPair | None = None, pin: str | None = None) -> None:
        """``table_key``: the table's key pair (a new one by default; a table hosted again
        keeps its own); ``pin``: its PIN (a new one by default, at a PIN table)."""
        rules.check_players(seating.players)
        self.seating, self.rules, self.settings = seating, rules, settings
        self._net, self.owner = net, owner
        self._attach_local, self._on_news = attach_local, on_news
        self._players, self._deals = players, deals
        self._own_pool = pool is None
        self._pool = pool or concurrent.futures.ThreadPoolExecutor(1, "stand-in")
        self.slots = {i: Slot(i, plan.name) for i, plan in enumerate(seating.seats)
                      if plan.kind == REMOTE}
        if not self.slots:
            raise ValueError("A table with friends has at least one friend's seat.")
        self._by_channel: dict[Channel, Slot] = {}
        self.table_key = table_key or KeyPair.generate()
        #: the PIN a new seat needs (None at a table whose host lets newcomers in); read by
        #: the handshakes on the network thread, changed here only by swapping the string
        self.pin: str | None = (pin or new_pin()) if settings.door == PIN else None
        #: seat keys the host removed: never seated again
        self.removed: set[str] = set()
        self.phase = LOBBY
        self.host: GameHost | None = None
        self.game_number = 0
        self.totals = [0] * seating.players
        self._commit: Commit | None = None
        self._reveal: Reveal | None = None
        self._secret: tuple[int, str] | None = None
        self._previous_starter: int | None = None
        # the table's rooms, kept for its life (see the module's docstring)
        self._door = Door(self, settings, owner.call_later)
        self._talk = ServerTalk(settings, self.broadcast, self.news, self.turn_away)
        self._clock = TurnClock(self, settings.turn_time, owner.call_later)
        self._keeper = SeatKeeper(self, settings, owner.call_later)

    # -- what the program asks ------------------------------------------------------------------
    def seats(self) -> tuple[SeatInfo, ...]:
        """Every seat as the tables show it now."""
        now = time.monotonic()
        shown = []
        for i, plan in enumerate(self.current_seating().seats):
            slot = self.slots.get(i)
            if slot is None:
                shown.append(SeatInfo(plan.name, plan.kind, PRESENT, None, plan.level))
                continue
            wait = max(0, math.ceil(slot.deadline - now)) if slot.state == WAITING else None
            level = self.settings.stand_in if slot.state == STANDING_IN else ""
            shown.append(SeatInfo(slot.name, REMOTE, slot.state, wait, level))
        return tuple(shown)

    def current_seating(self) -> Seating:
        """The seating with each friend's seat named after the friend sitting there."""
        plans = list(self.seating.seats)
        for seat, slot in self.slots.items():
            plans[seat] = SeatPlan(REMOTE, slot.name)
        return Seating(tuple(plans))

    def clock(self) -> Clock | None:
        """The turn clock as it runs now (``left``: whole seconds), if it runs."""
        return self._clock.now()

    @property
    def playing(self) -> bool:
        """True while a game is being played."""
        return self.phase == PLAYING

    @property
    def lobby(self) -> bool:
        """True until the first game is dealt."""
        return self.phase == LOBBY

    @property
    def closed(self) -> bool:
        return self.phase == CLOSED

    @property
    def open_seats(self) -> int:
        return sum(slot.state == OPEN for slot in self.slots.values())

    def taken(self, seat: int) -> bool:
        """True if ``seat`` is a friend's seat that belongs to someone (their seat key)."""
        slot = self.slots.get(seat)
        return slot is not None and slot.seat_key is not None

    @property
    def fingerprint(self) -> str:
        """The table's key as its friends see it in their Join list (see :mod:`.secure`)."""
        return self.table_key.fingerprint

    def start(self) -> None:
        """Deal the first game now; a computer plays the seats nobody has taken yet (until
        someone does)."""
        if self.phase != LOBBY:
            return
        for slot in self.slots.values():
            if slot.state == OPEN:
                self._keeper.stand_in(slot)
        self._deal()

    def play_again(self, new_match: bool = False) -> None:
        """Deal the next game with the same seats (``new_match``: the points start again
        from nothing, as after a match was won)."""
        if self.phase == OVER:
            if new_match:
                self.totals = [0] * self.seating.players
                self._previous_starter = None
            self._deal()

    def say(self, seat: int, text: str) -> None:
        """A chat message from a person at this computer."""
        self._talk.say(seat, text)

    def react(self, seat: int, reaction: str) -> None:
        """A quick reaction (one of :data:`~.protocol.REACTIONS`) from a person here."""
        self._talk.react(seat, reaction)

    def close(self, reason: str = Goodbye.HOST_CLOSED, kept: bool = False) -> None:
        """Say goodbye to everyone and stop every computer standing in; ``kept``: the table is
        kept to be hosted again (the host's program is closing), so the friends are told to
        come back to it rather than that it is gone."""
        self.phase = CLOSED
        self._door.close(reason)
        for channel in list(self._by_channel):
            if kept:
                channel.send(Away(reason))
                channel.close()
            else:
                channel.close(reason)
        for slot in self.slots.values():
            self._keeper.cancel(slot)
            if slot.stand_in is not None:
                slot.stand_in.stop()
        self._clock.stop()
        self._by_channel.clear()
        if self._own_pool:
            self._pool.shutdown(wait=False, cancel_futures=True)

    # -- keeping the table across a restart --------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        """The table as a JSON-safe document, to host it again after the program stopped
        (:meth:`resume`): the game and its promised deal, the points, each friend's name and
        seat key (public), the table's key pair and PIN (so it holds secrets: keep it with
        the autosave, not to share)."""
        return {
            "format": TABLE_FORMAT, "version": TABLE_VERSION,
            "rules": self.rules.to_dict(), "seating": self.seating.to_dict(),
            "game_number": self.game_number, "totals": list(self.totals),
            "previous_starter": self._previous_starter,
            "game": self.host.document() if self.host is not None else None,
            "salt": self._secret[1] if self._secret is not None else None,
            "friends": [{"seat": s.seat, "name": s.name, "seat_key": s.seat_key}
                        for s in self.slots.values()],
            "table_key": self.table_key.seed_hex, "pin": self.pin,
            "removed": sorted(self.removed),
            "chat": {"said": self._talk.count,
                     "lines": [{"type": line.TYPE, **line.fields()} for line in self._talk.lines]},
        }

    @classmethod
    def resume(cls, snapshot: Any, net: NetLoop, owner: Owner, *, start: bool = True,
               **options: Any) -> TableServer:
        """The table of a :meth:`snapshot`, its game going on where it stood, every friend's
        seat waiting for them to come back; ValueError saying what is wrong with a
        document that can't be used. Call on the owner's thread. With ``start`` False the
        game kept waits for :meth:`start_kept_game` (whoever seats the players here
        wants the table made first)."""
        kept = read_snapshot(snapshot)
        table = cls(kept.seating, kept.rules, net, owner,
                    table_key=KeyPair.from_hex(kept.table_key), pin=kept.pin, **options)
        table.game_number, table.totals = kept.game_number, list(kept.totals)
        table._previous_starter = kept.previous_starter
        table.removed = set(kept.removed)
        table._talk.resume(kept.lines, kept.said)
        for friend in kept.friends:
            slot = table.slots[friend["seat"]]
            slot.name, slot.seat_key = friend["name"], friend["seat_key"]
        if kept.game is not None and kept.salt is not None:
            table._resume_game(kept.game, kept.salt, start)
        return table

    def _resume_game(self, game: Game, salt: str, start: bool) -> None:
        self._secret = (game.seed, salt)
        self._commit = Commit(self.game_number, commitment(game.seed, salt), game.previous_starter,
                              self.settings.match_target)
        self.host = host = GameHost(game, self.current_seating(), deal_public=False)
        self.phase = OVER if game.is_over else PLAYING
        if game.is_over:
            self._reveal = Reveal(self.game_number, game.seed, salt, tuple(self.totals))
        for slot in self.slots.values():
            host.attach(slot.seat, functools.partial(self._tell, slot))
            if slot.seat_key is None:
                self._keeper.stand_in(slot)
            else:
                self._keeper.wait_for(slot)
        if start:
            self.start_kept_game()

    def start_kept_game(self) -> None:
        """Seat the players here at the game the table was resumed with, and tell every seat
        the table as it stands (see :meth:`resume`)."""
        host = self.host
        assert host is not None, "a table resumed with a game"
        self._attach_local(host)
        host.start()

    # -- connections --------------------------------------------------------------------------
    def link_arrived(self, link: Link, seat: int | None = None) -> None:
        """A new connection (called on the network thread); ``seat`` when it came with the
        invite code of that seat."""
        handshake = HostHandshake(self.table_key, lambda: self.pin, by_code=seat is not None)
        channel = Channel(link, self._net, self.owner, GUEST_SAYS, handshake, GUEST_GREETS,
                          ping_every=self.settings.ping_every, silence=self.settings.silence)
        self.owner.post(lambda: self._door.meet(channel, seat))

    def turn_away(self, channel: Channel, reason: str) -> None:
        """Refuse a misbehaving connection: tell it why, close it, and free what it held."""
        if not channel.is_open:
            return
        channel.close(told_peer(reason))
        self.news(told.TURNED_AWAY, None, reason, name=channel.address)
        self.gone(channel, reason)

    def gone(self, channel: Channel, reason: str, leaving: bool = False,
             away: bool = False) -> None:
        """``channel`` is gone (closed, or lost): what it held is freed; a friend's seat waits
        for them (``away``, or dropped) or is played by a computer (``leaving``)."""
        session = channel.session
        if session is not None and session.with_pin and not session.confirmed:
            self._door.wrong_pin(channel)  # agreed a key with a PIN and could not use it
        elif channel.refused_peer:  # the channel cut it off for what it sent
            self.news(told.TURNED_AWAY, None, reason, name=channel.address)
        self._door.let_go(channel)
        slot = self._by_channel.pop(channel, None)
        if slot is not None and slot.channel is channel:
            self._keeper.dropped(slot, reason, leaving, away)

    # -- what connections say --------------------------------------------------------------------
    def heard(self, channel: Channel, message: Message) -> None:
        """What a connection said: at the door, or from the friend seated on it."""
        if isinstance(message, Bye):
            channel.close()
            self.gone(channel, message.reason, leaving=True)
            return
        slot = self._by_channel.get(channel)
        if slot is None:
            self._door.heard(channel, message)
        elif isinstance(message, Play | Undo):
            self._move(slot, channel, message)
        elif isinstance(message, Chat | React):
            self._talk.heard(slot, channel, message)
        elif isinstance(message, Away):  # closing their program: the seat waits for them
            channel.close()
            self.gone(channel, message.reason, away=True)
        elif isinstance(message, Again) and message.seat is None:
            self._again(slot)
        else:
            self.turn_away(channel, OUT_OF_TURN)

    # -- the host lets newcomers in ----------------------------------------------------------
    def answer(self, request: int, let_in: bool) -> None:
        """The host's answer to request ``request`` (a :data:`~.news.KNOCKED` news's detail):
        let the newcomer sit down, or turn them away. A request no longer waiting is let be."""
        self._door.answer(request, let_in)

    def remove(self, seat: int) -> None:
        """The host removes the friend at ``seat``: their program is told, a computer plays
        the seat (someone else may take it), and their seat key never sits here again."""
        slot = self.slots[seat]
        if slot.seat_key is None:
            return
        self.removed.add(slot.seat_key)
        slot.seat_key = None
        name = slot.name
        channel, slot.channel = slot.channel, None
        if channel is not None:
            self._by_channel.pop(channel, None)
            channel.close(Goodbye.REMOVED)
        self.news(told.REMOVED, seat, name=name)
        slot.name = self.seating.seats[seat].name
        if self.phase == LOBBY:
            self._keeper.cancel(slot)
            slot.state = OPEN
            self.seats_changed()
        else:
            self._keeper.stand_in(slot)

    def take(self, slot: Slot, channel: Channel, name: str, seat_key: str,
             returning: bool) -> None:
        """Seat the friend of ``seat_key`` on ``channel`` at ``slot`` (``returning``: theirs
        already), and tell them the table as it stands."""
        self._keeper.let_go(slot)
        old = slot.channel
        if old is not None and old is not channel:
            self._by_channel.pop(old, None)
            old.close(Goodbye.SAT_ELSEWHERE)
        slot.seat_key = seat_key
        slot.channel, slot.state, slot.name = channel, CONNECTED, name
        slot.wants_again = False
        self._by_channel[channel] = slot
        channel.send(Seated(slot.seat))
        deal_now = self.host is None and self.settings.start_when_full and \
            self.open_seats == 0 and all(s.state == CONNECTED for s in self.slots.values())
        channel.send(Recap(self.game_number + deal_now, math.ceil(self.settings.wait),
                           math.ceil(self.settings.turn_time), self._talk.count,
                           tuple(self._talk.lines)))
        self.news(told.BACK if returning else told.JOINED, slot.seat)
        self.seats_changed()
        if self.host is not None:
            assert self._commit is not None
            self.host.seating = self.current_seating()
            channel.send(self._commit)
            self.host.resend(slot.seat)
            if self._reveal is not None:
                channel.send(self._reveal)
            self._clock.tell(slot.seat, channel)
        elif deal_now:
            self._deal()

    def _move(self, slot: Slot, channel: Channel, message: Play | Undo) -> None:
        host = self.host
        if message.seat != slot.seat:
            self.turn_away(channel, OTHER_SEAT)
        elif slot.ran_out and (host is None or host.current != slot.seat
                               or self._clock.playing):
            # sent as the clock ran out (the two crossed): refused, not taken for misbehaving
            channel.send(Refused(Refusal(Declined.TOO_LATE)))
        elif host is None or self.phase != PLAYING or host.current != slot.seat:
            self.turn_away(channel, OUT_OF_TURN)
        else:
            if isinstance(message, Play):
                played = host.view(slot.seat).card_for(message.move)
                refusal = host.submit(slot.seat, message.move)
                if refusal is not None and refusal.card is None:
                    # named, the card goes home, not the guest's oldest card waiting; a
                    # refusal worded without its card is worded the same with it
                    refusal = refusal._replace(card=played)
            else:
                refusal = host.undo(slot.seat)
            if refusal is not None:
                channel.send(Refused(refusal))

    def _again(self, slot: Slot) -> None:
        if self.phase != OVER or slot.wants_again:
            return
        slot.wants_again = True
        self.broadcast(Again(slot.seat))
        self.news(told.AGAIN, slot.seat)
        if self.settings.again_when_ready and all(
                s.wants_again for s in self.slots.values() if s.state == CONNECTED):
            self.play_again()

    def computer_for(self, seat: int, submit: Callable[[int, Any], Refusal | None]) -> ComputerSeat:
        """A computer at the stand-ins' level for ``seat`` in this game, whose moves go to
        ``submit``: to stand in for a friend, or to play a turn whose time ran out."""
        player = self._players(self.settings.stand_in, self.game_number * 8 + seat)
        return ComputerSeat(submit, seat, player, self.owner, self._pool, self.settings.pace)

    # -- games ------------------------------------------------------------------------------------
    def _deal(self) -> None:
        self.game_number += 1
        deal, salt = self._deals(), new_salt()
        self._secret = (deal, salt)
        game = Game.new(self.rules, self.seating.players, deal, self._previous_starter)
        self._commit = Commit(self.game_number, commitment(deal, salt), self._previous_starter,
                              self.settings.match_target)
        self._reveal = None
        self.host = host = GameHost(game, self.current_seating(), deal_public=False)
        self._clock.stop()
        for slot in self.slots.values():
            slot.wants_again = slot.ran_out = False
            host.attach(slot.seat, functools.partial(self._tell, slot))
            if slot.stand_in is not None:  # a fresh player for a fresh game
                self._keeper.new_stand_in(slot)
        self._attach_local(host)
        self.broadcast(self._commit)
        self.phase = PLAYING
        self.news(told.STARTED, None, self.game_number)
        host.start()

    def _tell(self, slot: Slot, update: Update) -> None:
        """The driver of a friend's seat: to the friend, or to the computer standing in."""
        host = self.host
        assert host is not None
        if slot.channel is not None and slot.state == CONNECTED:
            if update.kind == START:  # the table as it stands, the moves before it
                slot.channel.send(_with_story(update, host.moves))
            else:
                slot.channel.send(UpdateMessage(update))
        elif slot.stand_in is not None:
            slot.stand_in(update)
        if self.settings.turn_time > 0:
            self.owner.post(self._clock.follow_turn)  # once every seat has been told
        if host.is_over and self.phase == PLAYING:
            self.phase = OVER
            # after every seat has been told the last move
            self.owner.post(self._game_over)

    def _game_over(self) -> None:
        host = self.host
        assert host is not None and host.outcome is not None and self._secret is not None
        for seat, points in enumerate(host.outcome.scores):
            self.totals[seat] += points
        self._previous_starter = host.finished_game().first_player
        deal, salt = self._secret
        self._reveal = Reveal(self.game_number, deal, salt, tuple(self.totals))
        self.broadcast(self._reveal)
        self.news(told.OVER, None, self.game_number)

    # -- telling everyone --------------------------------------------------------------------------
    def broadcast(self, message: Message) -> None:
        """``message`` to every friend connected."""
        for slot in self.slots.values():
            if slot.channel is not None:
                slot.channel.send(message)

    def seats_changed(self) -> None:
        """Every friend is shown the seats as they are now."""
        self.broadcast(Seats(self.seats()))

    def news(self, kind: told.NewsKind, seat: int | None, detail: Any = None,
             name: str = "") -> None:
        """Tell the host's program what happened (``name``: the seat's, unless given)."""
        if not name and seat is not None:
            name = self.current_seating().names[seat]
        self._on_news(News(kind, seat, name, detail))



def _with_story(update: Update, moves: tuple[Any, ...]) -> UpdateMessage:
    """The table as it stands for one seat, the moves before it, and the story so far as that
    seat saw it (for its game log): the latest part of it that fits in a message."""
    story = update.events[-MAX_STORY:]
    while True:
        message = UpdateMessage(dataclasses.replace(update, events=story), moves)
        if not story or len(encode(message)) <= MAX_MESSAGE * 3 // 4:
            return message
        story = story[len(story) // 2 + 1:]
