"""The game host: owns the game, takes each seat's moves, and tells each seat what it may see.

The host is where a game lives, wherever its players sit. It takes a move only
from the seat whose turn it is and checks it with the engine; after every change
it hands each seat an :class:`Update`: that seat's :class:`PlayerView` and the
events as that seat sees them (another player's draw is a count; the stock order
and the buried payoff cards never leave the host). Who answers for a seat — the
person at this table, a computer player, a friend over the network — is a
:class:`SeatDriver`; the host neither knows nor cares which.

No Qt and no I/O here, and no clock: drivers decide when to answer.

>>> from spite_gui.engine import Game, Rules
>>> from spite_gui.play.seating import Seating
>>> host = GameHost(Game.new(Rules(), 2, seed=7), Seating.against_computers(2, "easy"))
>>> told = []
>>> host.attach(0, told.append)
>>> host.start()
>>> str(told[0].kind), told[0].view.seat, len(told[0].view.hand)
('start', 0, 5)
>>> host.submit(1 - host.current, host.view(host.current).legal_moves()[0]).code
<Illegal.NOT_YOUR_TURN: 'not_your_turn'>
"""

from __future__ import annotations

import enum
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import END_TURN, Game, Illegal, Move, PlayerView, Refusal, Rules, events
from ..engine.scoring import Outcome
from .refusals import Declined
from .seating import Seating
from .undo_policy import own_move_this_turn, undo_refusal
from .visibility import SeenEvent, seen_events


class UpdateKind(enum.StrEnum):
    """What an :class:`Update` tells (its word crosses the wire to a friend's program)."""

    START = "start"
    MOVE = "move"
    UNDO = "undo"


START, MOVE, UNDO = UpdateKind.START, UpdateKind.MOVE, UpdateKind.UNDO


@dataclass(frozen=True, slots=True)
class Update:
    """What one seat is told after a change at the table.

    - ``kind``: :data:`START` (the table as it stands: a new deal or a resumed game;
      ``events`` are the story so far, from the deal), :data:`MOVE` (``mover`` made
      ``move``, causing ``events``) or :data:`UNDO` (``mover`` took ``move`` back;
      ``events`` are the events it had caused).
    - ``view``: the table as this seat sees it now.
    - ``undo_offered``: this seat has made a play this turn, so Undo is offered (the host
      may still refuse a play that turned up a new card, and says why).
    - ``deal``: the deal number, when this seat may know it (None otherwise).
    """

    seat: int
    kind: UpdateKind
    view: PlayerView
    events: tuple[SeenEvent, ...] = ()
    mover: int | None = None
    move: Move | None = None
    undo_offered: bool = False
    deal: int | None = None


#: Whoever answers for a seat: called with every :class:`Update` for that seat. It makes
#: its moves with :meth:`GameHost.submit` when the update's view says it is its turn —
#: at once, or later (a person thinks; a computer thinks on another thread).
SeatDriver = Callable[[Update], Any]


class GameHost:
    """Owns one game and its seating; every seat hears only what it may see.

    ``deal_public`` says whether the seats may know the deal number while the game
    goes on (at one computer they may: it is shown on the table; a friend over the
    network learns it when the game is over).
    """

    def __init__(self, game: Game, seating: Seating, *, deal_public: bool = True) -> None:
        if game.players != seating.players:
            raise ValueError("The seating does not match the game's players.")
        self._game = game
        self.seating = seating
        self.deal_public = deal_public
        self._drivers: dict[int, SeatDriver] = {}
        self._outbox: deque[Update] = deque()
        self._telling = False

    # -- seats -------------------------------------------------------------------------
    def attach(self, seat: int, driver: SeatDriver) -> None:
        """Let ``driver`` answer for ``seat`` from now on (replacing any other)."""
        self._check_seat(seat)
        self._drivers[seat] = driver

    def detach(self, seat: int) -> None:
        """Nobody answers for ``seat`` until another driver is attached (the seat waits)."""
        self._drivers.pop(seat, None)

    def start(self) -> None:
        """Tell every seat the table as it stands (a new deal, or a game resumed)."""
        for seat in range(self.players):
            self._post(self._update(seat, START, self._game.events))
        self._flush()

    def resend(self, seat: int) -> None:
        """Tell ``seat`` the table as it stands again (a driver newly attached)."""
        self._check_seat(seat)
        self._post(self._update(seat, START, self._game.events))
        self._flush()

    # -- what every seat may know --------------------------------------------------------
    @property
    def players(self) -> int:
        return self._game.players

    @property
    def current(self) -> int:
        """The seat to move."""
        return self._game.current_player

    @property
    def turn(self) -> int:
        return self._game.turn

    @property
    def is_over(self) -> bool:
        return self._game.is_over

    @property
    def outcome(self) -> Outcome | None:
        return self._game.outcome

    @property
    def rules(self) -> Rules:
        return self._game.rules

    @property
    def deal(self) -> int:
        """The deal number (for the host's own use: saves, statistics)."""
        return self._game.seed

    @property
    def game(self) -> Game:
        """The whole game, hidden cards and all: for the host's own services (its saves,
        its statistics, its match), never to be handed to a seat."""
        return self._game

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every move played so far, in order (each one was seen by every seat)."""
        return tuple(self._game.moves)

    @property
    def has_started(self) -> bool:
        """True once any move has been made: a game a player would call started."""
        return bool(self._game.moves)

    def view(self, seat: int) -> PlayerView:
        """The table as ``seat`` sees it now."""
        self._check_seat(seat)
        return PlayerView.of(self._game, seat)

    def history(self, seat: int) -> tuple[SeenEvent, ...]:
        """Everything that happened since the deal, as ``seat`` sees it (a resumed log)."""
        self._check_seat(seat)
        return seen_events(self._game.events, seat)

    def can_undo(self, seat: int) -> bool:
        """True if ``seat`` may take back its last play now."""
        return undo_refusal(self._game, seat) is None

    def finished_game(self) -> Game:
        """The whole game, hidden cards included, once it is over (for the reveal)."""
        if not self._game.is_over:
            raise ValueError("The hidden cards are shown once the game is over.")
        return self._game.copy()

    def document(self) -> dict[str, Any]:
        """The game for a save: the engine's document (deal number, rules and moves)."""
        return self._game.to_dict()

    # -- moves ---------------------------------------------------------------------------
    def submit(self, seat: int, move: Move) -> Refusal | None:
        """Play ``move`` for ``seat``; None, or why not."""
        if not 0 <= seat < self.players:
            return Refusal(Declined.NO_SUCH_SEAT)
        game = self._game
        if game.is_over:
            return Refusal(Illegal.GAME_OVER)
        if seat != game.current_player:
            return Refusal(Illegal.NOT_YOUR_TURN)
        if not isinstance(move, Move):
            return Refusal(Illegal.NOT_A_MOVE)
        problem = game.why_illegal(move)
        if problem is not None:
            return problem
        self._play(move)
        # a hand of nothing but Aces that may neither be played nor discarded: the turn
        # passes by itself, for every kind of seat
        while not game.is_over and game.legal_moves() == [END_TURN]:
            self._play(END_TURN)
        self._flush()
        return None

    def undo(self, seat: int) -> Refusal | None:
        """Take back ``seat``'s last play of the turn in progress; None, or why not."""
        if not 0 <= seat < self.players:
            return Refusal(Declined.NO_SUCH_SEAT)
        problem = undo_refusal(self._game, seat)
        if problem is not None:
            return problem
        game = self._game
        caused = game.last_move_events()
        move = game.undo()
        for other in range(self.players):
            self._post(self._update(other, UNDO, caused, seat, move))
        self._flush()
        return None

    def _play(self, move: Move) -> None:
        game = self._game
        mover = game.current_player
        caused = game.play(move)
        for seat in range(self.players):
            self._post(self._update(seat, MOVE, caused, mover, move))

    # -- telling the seats -----------------------------------------------------------------
    def _update(self, seat: int, kind: UpdateKind, caused: Sequence[events.Event] = (),
                mover: int | None = None, move: Move | None = None) -> Update:
        game = self._game
        deal = game.seed if self.deal_public or game.is_over else None
        return Update(seat, kind, PlayerView.of(game, seat), seen_events(caused, seat), mover, move,
                      own_move_this_turn(game, seat), deal)

    def _post(self, update: Update) -> None:
        self._outbox.append(update)

    def _flush(self) -> None:
        """Hand out the updates in order. A driver that moves while it is being told
        (a computer answering at once) has its move's updates told after the rest."""
        if self._telling:
            return
        self._telling = True
        try:
            while self._outbox:
                update = self._outbox.popleft()
                driver = self._drivers.get(update.seat)
                if driver is not None:
                    driver(update)
        finally:
            self._telling = False

    def _check_seat(self, seat: int) -> None:
        if not 0 <= seat < self.players:
            raise ValueError(f"There is no seat {seat} at this table.")
