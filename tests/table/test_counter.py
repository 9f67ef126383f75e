"""The card counter counts, for each rank, the cards a seat cannot see, from its view alone."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from spite_gui.engine import Card, Game, Move, PlayerView, Rules
from spite_gui.engine.state import Seat, State
from spite_gui.table.counter import unseen_by_rank
from tests.engine.helpers import position


def visible_to(view: PlayerView) -> Counter[Card]:
    """Every card the seat sees, written out from the view's own fields."""
    seen: Counter[Card] = Counter(view.hand)
    seen.update(card for card in view.payoff_tops if card is not None)
    for sides in view.sides:
        for stack in sides:
            seen.update(stack)
    for stack in view.centre:
        seen.update(stack)
    return seen


def expected(view: PlayerView) -> dict[int, int]:
    """Deck minus visible, by rank (the wild cards as one rank)."""
    left = Counter(view.rules.deck())
    left.subtract(visible_to(view))
    by_rank: Counter[int] = Counter()
    for card, number in left.items():
        rank = view.rules.wild_rank if view.rules.is_wild(card) else card.rank
        by_rank[rank] += number
    return dict(by_rank)


def with_hidden_cards_shuffled(game: Game, seat: int, seed: int) -> Game:
    """The same game with every card ``seat`` can't see dealt out again among the places it
    can't see into: the stock, the completed pile, the other hands, under the payoff tops."""
    state = game.state
    hidden: list[Card] = list(state.stock) + list(state.completed)
    for index, each in enumerate(state.seats):
        hidden += list(each.payoff[:-1])
        if index != seat:
            hidden += list(each.hand)
    random.Random(seed).shuffle(hidden)

    def take(count: int) -> tuple[Card, ...]:
        taken = tuple(hidden[:count])
        del hidden[:count]
        return taken

    seats = []
    for index, each in enumerate(state.seats):
        buried = take(len(each.payoff) - 1) if each.payoff else ()
        payoff = buried + each.payoff[-1:]
        hand = each.hand if index == seat else take(len(each.hand))
        seats.append(Seat(payoff, hand, each.sides))
    stock, completed = take(len(state.stock)), take(len(state.completed))
    assert not hidden
    other = State(tuple(seats), state.centre, stock, completed, state.current, state.turn,
                  state.shuffles, state.outcome)
    return Game(game.rules, game.players, game.seed, other, first_player=0)


PRESETS = ("Classic", "Quick", "Jokers to King", "Family")


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), preset=st.sampled_from(PRESETS),
       picks=st.lists(st.integers(0, 10**6), min_size=0, max_size=120),
       shuffle=st.integers(0, 10**6))
def test_the_counter_counts_only_what_the_seat_cannot_see(seed, players, preset, picks,
                                                           shuffle):
    game = Game.new(Rules.preset(preset, players), players, seed)
    for pick in picks:
        if game.is_over:
            break
        moves = game.legal_moves()
        game.play(moves[pick % len(moves)])
    for seat in range(players):
        view = game.view(seat)
        counts = unseen_by_rank(view)
        assert {c.rank: c.unseen for c in counts} == expected(view)
        assert sum(c.total for c in counts) == len(view.rules.deck())
        # a game that differs only in the cards hidden from the seat counts the same
        other = with_hidden_cards_shuffled(game, seat, shuffle)
        assert unseen_by_rank(other.view(seat)) == counts


def test_a_seat_counts_its_own_hand_as_seen_and_the_others_hands_as_not():
    classic = Rules.preset("Classic")
    game = position(classic, hands=["AH AS AD 7C 7D", "AC 2C 2D 2H 2S"],
                    payoffs=["5H 9C", "3D 8S"], stock="4C 4D")
    by_seat = [{c.mark: c for c in unseen_by_rank(game.view(seat))} for seat in (0, 1)]
    decks = len(classic.deck()) // 52
    aces = 4 * decks
    assert by_seat[0]["A"].unseen == aces - 3  # its own three
    assert by_seat[1]["A"].unseen == aces - 1
    assert by_seat[0]["2"].unseen == 4 * decks  # the other hand's 2s are not seen
    assert by_seat[0]["5"].unseen == 4 * decks  # buried under a payoff top: not seen
    assert by_seat[0]["9"].unseen == 4 * decks - 1  # a payoff top: seen by every seat
    assert by_seat[1]["9"].unseen == 4 * decks - 1
    assert by_seat[0]["9"].total == 4 * decks
    assert by_seat[0]["K"].wild and by_seat[0]["K"].unseen == 4 * decks


def test_completed_cards_count_as_not_seen_again():
    """A completed stack leaves the table for the completed pile, which goes back into the
    stock: its cards may turn up again, so the counter counts them as not seen."""
    classic = Rules.preset("Classic")
    run = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS"
    game = position(classic, hands=["QS 7C 7D 7H 8C", "2C 2D 2H 2S 3C"],
                    payoffs=["5H 9C", "3D 8S"], centre=[run, "", "", ""], stock="4C 4D 4H 4S 5C")
    before = {c.mark: c.unseen for c in unseen_by_rank(game.view(0))}
    game.play(Move("hand", 0, "centre", 0))  # the Queen completes the stack
    after = {c.mark: c.unseen for c in unseen_by_rank(game.view(0))}
    assert game.state.completed  # the stack went to the completed pile
    assert after["A"] == before["A"] + 1 and after["J"] == before["J"] + 1
    assert after["Q"] == before["Q"] + 1  # the Queen was in the hand: seen, now gone
