"""The deal promised before the game is the deal played, or the guest is warned."""

from __future__ import annotations

import random

import pytest

from spite_gui.engine import Game, Rules
from spite_gui.net.fairness import DealCheck, commitment, new_salt
from spite_gui.play import START, GameHost, Seating, Update

DEAL = 48213


class Guest:
    """What a guest's program keeps: every update of its seat, for the check."""

    def __init__(self, host: GameHost, seat: int, digest: str) -> None:
        self.host, self.seat = host, seat
        self.check = DealCheck(digest, None)
        self.heard = 0

    def __call__(self, update: Update) -> None:
        self.heard += 1
        self.check.record(update, self.host.moves if update.kind == START else None)


def _table(players: int = 2, deal: int = DEAL):
    salt = new_salt()
    game = Game.new(Rules.preset("Quick", players), players, deal)
    host = GameHost(game, Seating.of(people=players, players=players), deal_public=False)
    guest = Guest(host, 1, commitment(deal, salt))
    host.attach(1, guest)
    host.start()
    return game, host, guest, salt


def _play_out(game: Game, host: GameHost, rng: random.Random, undo_chance: float = 0.0,
              until=lambda: False) -> None:
    while not game.is_over and not until():
        seat = game.current_player
        if host.can_undo(seat) and rng.random() < undo_chance:
            assert host.undo(seat) is None
        else:
            assert host.submit(seat, rng.choice(game.legal_moves())) is None


@pytest.mark.parametrize("seed", range(4))
def test_an_honest_host_is_confirmed_undos_and_all(seed):
    game, host, guest, salt = _table(players=2 + seed % 3)
    _play_out(game, host, random.Random(seed), undo_chance=0.3)
    verdict = guest.check.verify(DEAL, salt)
    assert verdict.ok and "Deal verified" in verdict.message


def test_a_host_that_changes_a_hidden_card_mid_game_is_caught():
    game, host, guest, salt = _table()
    rng = random.Random(3)
    # play on until it is the host's turn (seat 0), some way into the game
    _play_out(game, host, rng, until=lambda: game.turn > 6 and game.current_player == 0)
    # the host swaps its worst hand card with the top of the stock, which the guest
    # draws next: a card no seat could see changes places
    s = game.state
    hand, stock = list(s.seats[0].hand), list(s.stock)
    worst = min(range(len(hand)), key=lambda i: hand[i].rank)
    assert hand[worst] != stock[-1]
    hand[worst], stock[-1] = stock[-1], hand[worst]
    seats = (s.seats[0]._replace(hand=tuple(hand)),) + s.seats[1:]
    game.state = s._replace(seats=seats, stock=tuple(stock))
    _play_out(game, host, rng)
    verdict = guest.check.verify(DEAL, salt)
    assert not verdict.ok
    assert "the host's cards changed during the game" in verdict.message


def test_a_host_that_reveals_another_deal_or_salt_is_caught():
    game, host, guest, salt = _table()
    _play_out(game, host, random.Random(1))
    assert not guest.check.verify(DEAL + 1, salt).ok
    other = new_salt()
    assert not guest.check.verify(DEAL, other).ok
    assert "not the one it promised" in guest.check.verify(DEAL, other).message


def test_a_guest_that_came_back_mid_game_checks_from_there_on():
    game, host, guest, salt = _table()
    rng = random.Random(2)
    _play_out(game, host, rng, until=lambda: game.turn > 10)
    host.detach(1)
    _play_out(game, host, rng, until=lambda: game.turn > 14)
    back = Guest(host, 1, guest.check.digest)  # a new program: it saw nothing before
    host.attach(1, back)
    host.resend(1)
    _play_out(game, host, rng)
    assert back.check.verify(DEAL, salt).ok
    assert back.heard < len(game.moves)


def test_the_salt_hides_the_deal_number():
    salt_a, salt_b = new_salt(), new_salt()
    assert salt_a != salt_b and len(salt_a) == 64
    assert commitment(DEAL, salt_a) != commitment(DEAL, salt_b)


def test_a_host_that_changes_its_promise_or_promised_nothing_is_named_in_the_players_words():
    """The guest's watch over the promises gives each warning as a kind the wording layer
    words (the English kept for the log)."""
    from spite_gui.net.fairness import NO_PROMISE, PROMISE_CHANGED, Promises
    from spite_gui.net.protocol import Commit, Reveal
    from spite_gui.table.company import VERDICTS

    promises = Promises()
    salt = new_salt()
    first = Commit(1, commitment(DEAL, salt), None, 0)
    assert promises.promised(first) is None
    assert promises.promised(first) is None  # the same promise again, to a seat come back
    changed = promises.promised(Commit(1, commitment(DEAL + 1, salt), None, 0))
    assert changed is not None and not changed.ok and changed.kind == PROMISE_CHANGED
    unpromised = promises.revealed(Reveal(2, DEAL, salt, (0, 0)))
    assert not unpromised.ok and unpromised.kind == NO_PROMISE
    assert promises.verdicts[2] is unpromised
    assert {changed.kind, unpromised.kind} <= VERDICTS.keys()  # worded in the player's language
