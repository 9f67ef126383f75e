"""A provably fair deal: the host promises its deal before dealing, and each guest checks it.

Before a game is dealt the host sends every guest the SHA-256 of the deal number and a
random salt (:func:`commitment`). The salt keeps the deal number secret: there are
only a million of them, but no one can try every salt. When the game is over the host
reveals both. A guest's program then deals that deal again, plays the moves it saw,
and compares every table it was sent with the table the promised deal gives at that
point (:class:`DealCheck`). A host that changed a card it kept hidden (the stock, a
buried payoff card, another player's hand) is caught as soon as the changed card
reached the guest's view, and a host that changed nothing is confirmed.

>>> salt = "00" * 32
>>> commitment(48213, salt)
'9ccc75ebff5e862d93fd94087ef6b7e9bbe84fe30fb3dd6840dc0984ca0de82a'
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass, field
from enum import StrEnum

from ..engine import Game, IllegalMoveError, Move, PlayerView, round_of
from ..play import MOVE, START, UNDO, Update, seen_events
from .protocol import Commit, Reveal

DOMAIN = "spite-and-malice/deal/v1"


def new_salt() -> str:
    """32 random bytes, as hex."""
    return secrets.token_hex(32)


def commitment(deal: int, salt: str) -> str:
    """The SHA-256 (hex) a host sends before dealing ``deal``, with ``salt`` (hex)."""
    return hashlib.sha256(f"{DOMAIN}/{deal}/{salt}".encode("ascii")).hexdigest()


class VerdictKind(StrEnum):
    """What the check of a deal found (a :class:`Verdict`'s ``kind``), as a code the
    wording layer words for the player: the deal verified; the deal revealed is not the one
    promised; the game was not seen from its start; the host's cards changed during the
    game; the host changed its promise during the game; the host promised nothing before
    dealing."""

    VERIFIED = "verified"
    NOT_PROMISED_DEAL = "not_promised_deal"
    NOT_SEEN = "not_seen"
    CHANGED = "changed"
    PROMISE_CHANGED = "promise_changed"
    NO_PROMISE = "no_promise"


VERIFIED, NOT_PROMISED_DEAL, NOT_SEEN, CHANGED, PROMISE_CHANGED, NO_PROMISE = (
    VerdictKind.VERIFIED, VerdictKind.NOT_PROMISED_DEAL, VerdictKind.NOT_SEEN,
    VerdictKind.CHANGED, VerdictKind.PROMISE_CHANGED, VerdictKind.NO_PROMISE)


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the check found: ``ok``, its ``kind`` (a code above) with the ``deal`` verified,
    and the same in English (``message``) for the log and the programs without a window
    (with, when the cards changed, where they first did)."""

    ok: bool
    message: str
    kind: VerdictKind
    deal: int | None = None


@dataclass(slots=True)
class _Seen:
    update: Update
    moves: tuple[Move, ...] | None  # with a START: every move played before it


@dataclass(slots=True)
class DealCheck:
    """Keeps what one seat was told during one game, and checks it against the deal the
    host promised once it is revealed."""

    digest: str
    previous_starter: int | None
    seen: list[_Seen] = field(default_factory=list)
    #: once verified: the whole game as the promised deal and the moves seen make it
    game: Game | None = None

    def record(self, update: Update, moves: tuple[Move, ...] | None = None) -> None:
        """Keep ``update`` (and, with a START, the moves played before it)."""
        self.seen.append(_Seen(update, moves))

    def verify(self, deal: int, salt: str) -> Verdict:
        """Check the revealed ``deal`` and ``salt`` against the promise and every table seen."""
        if commitment(deal, salt) != self.digest:
            return Verdict(False, "Warning: the deal the host revealed is not the one it "
                                  "promised before the game.", NOT_PROMISED_DEAL)
        if not self.seen or self.seen[0].update.kind != START:
            return Verdict(False, "The deal could not be checked: the game was not seen "
                                  "from its start.", NOT_SEEN)
        problem = self._replay(deal)
        if problem:
            return Verdict(False, f"Warning: the host's cards changed during the game "
                                  f"({problem}).", CHANGED)
        return Verdict(True, f"Deal verified: every card came from deal #{deal}, as the "
                             "host promised before dealing.", VERIFIED, deal)

    def _replay(self, deal: int) -> str | None:
        """None if every table seen follows from ``deal``; else where it first did not."""
        first = self.seen[0].update.view

        def when(turn: int) -> str:
            return f"in round {round_of(turn, first.players)}"

        game: Game | None = None
        for seen in self.seen:
            update = seen.update
            try:
                if update.kind == START:
                    game = Game.replay(first.rules, first.players, deal, seen.moves or (),
                                       self.previous_starter)
                    story = update.events  # the latest part of the story so far, if any
                    if story and seen_events(game.events, update.seat)[-len(story):] != story:
                        return f"turn {game.turn}: the story of the game so far is not the deal's"
                elif game is None:
                    return "a move came before the deal"
                elif update.kind == MOVE:
                    if update.mover != game.current_player or update.move is None:
                        return f"{when(update.view.turn)}: a move was made out of turn"
                    caused = game.play(update.move)
                    if seen_events(caused, update.seat) != update.events:
                        return f"{when(game.turn)}: the cards moved are not the deal's"
                elif update.kind == UNDO and (not game.can_undo or game.undo() != update.move):
                    return f"{when(game.turn)}: a move was taken back that was not made"
            except IllegalMoveError:
                return f"{when(update.view.turn)}: a move could not be made with the deal's cards"
            assert game is not None
            if PlayerView.of(game, update.seat) != update.view:
                return f"{when(update.view.turn)}: your table is not the deal's"
        self.game = game
        return None


class Promises:
    """A guest's watch over the host's promises, game after game: the promise of the game
    being played and what its seat was told, each verdict once a deal is revealed, and the
    last game verified whole (for its review)."""

    def __init__(self) -> None:
        self.commit: Commit | None = None  # the promise of the game dealt last
        self._check: DealCheck | None = None  # what this seat was told in that game
        self._checks: dict[int, DealCheck] = {}  # the games verified, by number
        self.verdicts: dict[int, Verdict] = {}  # by game number

    def promised(self, commit: Commit) -> Verdict | None:
        """The host promises a deal (again, to a seat come back); a warning if it changed
        the promise of the game being played."""
        same = self.commit is not None and self.commit.game == commit.game
        changed = same and self.commit != commit
        if not same:
            self._check = DealCheck(commit.digest, commit.previous_starter)
        self.commit = commit
        if changed:
            return Verdict(False, "Warning: the host changed its promise about the deal "
                                  "during the game.", PROMISE_CHANGED)
        return None

    def record(self, update: Update, moves: tuple[Move, ...] | None = None) -> None:
        """What the seat is told, kept to check against the promise."""
        if self._check is not None:
            self._check.record(update, moves)

    def revealed(self, reveal: Reveal) -> Verdict:
        """The host reveals a game's deal: checked against its promise and what was seen."""
        if self._check is None or self.commit is None or self.commit.game != reveal.game:
            verdict = Verdict(False, "Warning: the host promised nothing about this deal "
                                     "before dealing it, so it can't be checked.", NO_PROMISE)
        else:
            verdict = self._check.verify(reveal.deal, reveal.salt)
            if verdict.ok:
                self._checks = {reveal.game: self._check}  # the last game is enough
        self.verdicts[reveal.game] = verdict
        return verdict

    def finished_game(self, game: int) -> Game | None:
        """Game number ``game`` whole, once it is over and its deal was verified."""
        check = self._checks.get(game)
        return check.game if check is not None else None
