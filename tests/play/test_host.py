"""The game host: moves only from the seat to move, and every seat told only what it may see."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spite_gui.engine import Card, Game, Illegal, Move, PlayerView, Refusal, Rules, events
from spite_gui.engine.rules import PRESETS
from spite_gui.play import MOVE, START, UNDO, DrewUnseen, GameHost, Seating, Update
from spite_gui.play.refusals import Declined
from tests.engine.helpers import position, visible_to

from .replica import apply_seen, undo_seen


def _event_cards(event) -> Counter[Card]:
    found: Counter[Card] = Counter()
    for value in event:
        if isinstance(value, Card):
            found[value] += 1
        elif isinstance(value, tuple) and all(isinstance(c, Card) for c in value):
            found.update(value)
    return found


class Recorder:
    """A seat driver that answers nothing and keeps what it is told."""

    def __init__(self) -> None:
        self.updates: list[Update] = []

    def __call__(self, update: Update) -> None:
        self.updates.append(update)


SETUPS = [(name, players, people) for name in PRESETS for players in (2, 3, 4)
          for people in range(1, players + 1)]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 999_999), rng_seed=st.integers())
def test_every_seat_is_told_only_what_it_may_see_and_enough_to_follow(setup, seed, rng_seed):
    name, players, people = setup
    rng = random.Random(rng_seed)
    game = Game.new(Rules.preset(name, players), players, seed)
    seating = Seating.of(people=people, players=players, level="easy")
    host = GameHost(game, seating)
    drivers = [Recorder() for _ in range(players)]
    for seat, driver in enumerate(drivers):
        host.attach(seat, driver)
    host.start()
    tables = [d.updates[-1].view for d in drivers]
    assert all(d.updates[-1].kind == START for d in drivers)
    for _step in range(400):
        if game.is_over:
            break
        before = [visible_to(game, seat) for seat in range(players)]
        heard = [len(d.updates) for d in drivers]
        mover = game.current_player
        # now and then, a seat that is not to move tries its luck: refused, nothing told
        other = rng.randrange(players)
        if other != mover:
            assert host.submit(other, game.legal_moves()[0]) == Refusal(Illegal.NOT_YOUR_TURN)
            assert host.undo(other) is not None
            assert [len(d.updates) for d in drivers] == heard
        undoing = seating.seats[mover].is_person and host.can_undo(mover) and rng.random() < 0.2
        if undoing:
            assert host.undo(mover) is None
        else:
            legal = game.legal_moves()
            plays = [m for m in legal if m.target == "centre"]
            move = rng.choice(plays if plays and rng.random() < 0.8 else legal)
            assert host.submit(mover, move) is None
        for seat, driver in enumerate(drivers):
            news = driver.updates[heard[seat]:]
            assert news, "every seat hears of every change"
            for update in news:
                assert update.seat == seat
                assert update.kind == (UNDO if undoing else MOVE)
                if update.kind == MOVE:
                    assert update.view == apply_seen(tables[seat], update.events)
                else:
                    assert undo_seen(tables[seat], update.events, update.view)
                tables[seat] = update.view
                # what the seat saw before and after, and the cards played: shown to all
                allowed = before[seat] + visible_to(game, seat) + Counter(
                    e.card for e in update.events if isinstance(e, events.Played))
                for event in update.events:
                    assert not (isinstance(event, events.Drew) and event.player != seat), (
                        "another seat's draw is a count, never the cards")
                    assert not (_event_cards(event) - allowed), (event, "is hidden from", seat)
                assert not (Counter(update.view.visible_cards()) - visible_to(game, seat))
            assert tables[seat] == PlayerView.of(game, seat)
    for seat in range(players):
        assert tables[seat] == game.view(seat), "each table ends in the engine's final position"


def _sync_computers(host: GameHost, seats, rng: random.Random) -> None:
    """Drivers that answer at once, inside the host's own telling (the hardest order)."""

    def driver(update: Update) -> None:
        view = update.view
        if view.my_turn:
            moves = view.legal_moves()
            assert host.submit(update.seat, rng.choice(moves)) is None

    for seat in seats:
        host.attach(seat, driver)


def test_drivers_that_answer_at_once_play_a_whole_game_in_order():
    game = Game.new(Rules.preset("Quick"), 3, seed=4242)
    host = GameHost(game, Seating.of(people=0 + 1, players=3, level="easy"))
    watcher = Recorder()
    host.attach(0, watcher)
    rng = random.Random(1)
    _sync_computers(host, (1, 2), rng)
    host.start()
    while not host.is_over:
        view = host.view(0)
        if view.my_turn:
            assert host.submit(0, rng.choice(view.legal_moves())) is None
        else:
            pytest.fail("the computers answer at once, so the person is to move")
    table = watcher.updates[0].view
    for update in watcher.updates[1:]:
        table = apply_seen(table, update.events)
        assert table == update.view, "the person's table hears every change, in order"
    assert table == game.view(0) and table.outcome == host.outcome


def test_a_move_is_taken_only_from_the_seat_to_move_with_the_engines_reason():
    game = position(hands=["AS 5H 6H 7H 8H", "2C 3C 4C 5C 6C"], payoffs=["9D", "9C"],
                    stock="KS KS KS KS KS KS")
    host = GameHost(game, Seating.against_computers(2, "easy"))
    assert host.submit(1, Move("hand", 0, "centre", 0)) == Refusal(Illegal.NOT_YOUR_TURN)
    assert host.submit(0, Move("hand", 1, "centre", 0)) == game.why_illegal(
        Move("hand", 1, "centre", 0))
    assert host.submit(0, "hand:0>centre:0") == Refusal(Illegal.NOT_A_MOVE)
    assert host.submit(7, Move("hand", 0, "centre", 0)) == Refusal(Declined.NO_SUCH_SEAT)
    assert host.submit(0, Move("hand", 0, "centre", 0)) is None
    assert game.state.centre[0] == (Card.parse("AS"),)


def test_only_the_seat_that_moved_may_take_it_back_and_everyone_sees_it_go_back():
    game = position(hands=["AS 5H 6H 7H 8H", "2C 3C 4C 5C 6C"], payoffs=["9D", "9C"],
                    stock="KS KS KS KS KS KS")
    host = GameHost(game, Seating.of(people=2, players=2))
    you, friend = Recorder(), Recorder()
    host.attach(0, you)
    host.attach(1, friend)
    host.submit(0, Move("hand", 0, "centre", 0))
    assert you.updates[-1].undo_offered and not friend.updates[-1].undo_offered
    assert host.undo(1) == Refusal(Illegal.NOT_YOUR_TURN)
    assert host.undo(0) is None
    assert friend.updates[-1].kind == UNDO and friend.updates[-1].mover == 0
    assert friend.updates[-1].view.hand_counts[0] == 5 and friend.updates[-1].view.centre[0] == ()
    assert you.updates[-1].view.hand[0] == Card.parse("AS")
    assert host.undo(0) == Refusal(Declined.NOTHING_TO_UNDO)


def test_a_friend_over_the_network_learns_the_deal_number_when_the_game_is_over():
    game = position(hands=["AS 5H 6H 7H 8H", "2C 3C 4C 5C 6C"], payoffs=["2D", "9C 3C"],
                    stock="KS KS KS KS KS KS", seed=48213)
    host = GameHost(game, Seating.of(people=2, players=2), deal_public=False)
    friend = Recorder()
    host.attach(1, friend)
    host.start()
    assert friend.updates[-1].deal is None
    with pytest.raises(ValueError):
        host.finished_game()
    host.submit(0, Move("hand", 0, "centre", 0))
    host.submit(0, Move("payoff", 0, "centre", 0))  # the last payoff card: the game is won
    assert host.is_over and friend.updates[-1].deal == 48213
    assert host.finished_game().state == game.state


def test_the_story_so_far_is_told_as_each_seat_sees_it():
    game = Game.new(Rules(), 2, seed=99)
    host = GameHost(game, Seating.against_computers(2, "easy"))
    while game.turn < 4:
        host.submit(game.current_player, game.legal_moves()[-1])
    for seat in (0, 1):
        story = host.history(seat)
        assert isinstance(story[0], events.Dealt)
        draws = [e for e in story if isinstance(e, events.Drew | DrewUnseen)]
        assert draws and all(isinstance(e, events.Drew) == (e.player == seat) for e in draws)
