"""Dealing, who starts, replays, undo, the player's view and matches."""

from collections import Counter

import pytest

from spite_gui.engine import Game, Match, Rules, events
from spite_gui.engine.deal import deal

from .helpers import cards, position


def test_the_same_deal_number_deals_the_same_game():
    a = Game.new(Rules(), 2, seed=48213)
    b = Game.new(Rules(), 2, seed=48213)
    c = Game.new(Rules(), 2, seed=48214)
    assert a == b and a.state == b.state
    assert a.state.stock != c.state.stock


def test_the_deal_gives_every_card_once_and_turns_up_each_payoff_top():
    for name in ("Classic", "Traditional", "Quick", "Family", "Jokers to King"):
        for players in (2, 3, 4):
            rules = Rules.preset(name, players)
            game = Game.new(rules, players, seed=11)
            s = game.state
            found = Counter(s.stock)
            for seat in s.seats:
                assert len(seat.payoff) == rules.payoff_size and len(seat.hand) == rules.hand_size
                assert seat.sides == ((), (), (), ())
                found.update(seat.payoff + seat.hand)
            assert found == Counter(rules.deck())
            view = game.view(1)
            assert view.payoff_tops == tuple(seat.payoff[-1] for seat in s.seats)


def test_a_random_deal_number_is_shareable():
    game = Game.new()
    assert 1 <= game.seed <= 999_999


def test_the_higher_payoff_top_starts_and_a_wild_card_ranks_highest():
    for seed in range(40):
        state = deal(Rules(), 3, seed)
        def value(seat):
            return 14 if seat.payoff[-1].rank == 13 else seat.payoff[-1].rank
        best = max(value(seat) for seat in state.seats)
        assert value(state.seats[state.current]) == best


def test_ties_go_clockwise_from_the_seat_after_the_previous_first_player():
    from spite_gui.engine import Seat
    from spite_gui.engine.deal import first_player

    seats = [Seat(cards(top), (), ((),) * 4) for top in ("9H", "QS", "4C", "QD")]
    rules = Rules(decks=4)
    assert first_player(rules, seats, None) == 1
    assert first_player(rules, seats, 1) == 3
    assert first_player(rules, seats, 3) == 1
    assert first_player(rules, seats, 0) == 1


def test_a_game_replays_event_for_event_from_its_seed_and_moves():
    game = Game.new(Rules(), 2, seed=99)
    for _ in range(60):
        if game.is_over:
            break
        game.play(game.legal_moves()[0])
    again = Game.replay(Rules(), 2, 99, game.moves)
    assert again == game and again.events == game.events


def test_undo_returns_the_exact_previous_state_and_forgets_its_events():
    game = Game.new(Rules(), 2, seed=3)
    snapshots = []
    for _ in range(40):
        snapshots.append((game.state, len(game.events)))
        game.play(game.legal_moves()[0])
    for state, n_events in reversed(snapshots):
        game.undo()
        assert game.state == state and len(game.events) == n_events
    assert not game.can_undo
    with pytest.raises(IndexError):
        game.undo()


def test_undo_of_a_payoff_play_hides_the_revealed_card_again():
    game = position(hands=["9C", "5C"], payoffs=["4S AD", "KH"])
    game.play("payoff>centre:0")
    assert game.view(1).payoff_tops[0].text == "4S"
    assert isinstance(game.last_move_events()[-1], events.Revealed)
    game.undo()
    assert game.view(1).payoff_tops[0].text == "AD"


def test_a_view_holds_only_what_the_seat_may_see():
    game = position(hands=["9C 8C", "5C 6C"], payoffs=["QH 4S AD", "2C 3C KH"],
                    sides=[["7H 6H", "", "", ""], ["", "JD", "", ""]], stock="TS TD TC")
    view = game.view(0)
    assert view.hand == cards("9C 8C") and view.hand_counts == (2, 2)
    assert view.payoff_tops == tuple(cards("AD KH")) and view.payoff_counts == (3, 3)
    assert view.sides[1][1] == cards("JD") and view.stock_count == 3
    assert not hasattr(view, "seed") and not hasattr(view, "stock")
    hidden = cards("5C 6C QH 4S 2C 3C TS TD TC")
    shown = set(view.visible_cards())
    assert not shown & set(hidden)
    assert view.legal_moves() == game.legal_moves()
    assert game.view(1).legal_moves() == [] and not game.view(1).my_turn


def test_a_single_game_match_ends_with_its_game():
    match = Match(Rules(), 2, target=0, seed=10)
    game = match.next_game()
    while not game.is_over:
        game.play(game.legal_moves()[0])
    match.record(game)
    assert match.is_over and match.winner == game.outcome.winner
    assert match.totals == list(game.outcome.scores)


def test_a_match_runs_to_its_target_and_rotates_the_starter_by_the_rules():
    match = Match(Rules.preset("Quick"), 2, target=25, seed=500)
    starters = []
    while not match.is_over:
        game = match.next_game()
        assert game.previous_starter == match.last_starter
        starters.append(game.first_player)
        while not game.is_over:
            game.play(game.legal_moves()[0])
        match.record(game)
    assert max(match.totals) >= 25
    assert match.winner == match.totals.index(max(match.totals))
    assert match.games_played == len(starters) >= 1
    with pytest.raises(ValueError, match="match is over"):
        match.next_game()


def test_match_targets_are_the_published_ones():
    with pytest.raises(ValueError, match="25, 50 or 100"):
        Match(Rules(), 2, target=30)


def test_a_match_round_trips_and_refuses_nonsense():
    match = Match(Rules(), 3, target=50, seed=8, totals=[10, 0, 31], games_played=3,
                  last_starter=2, last_winner=2)
    again = Match.from_dict(match.to_dict())
    assert again.to_dict() == match.to_dict()
    bad = {**match.to_dict(), "totals": [1, 2]}
    with pytest.raises(ValueError, match="not valid"):
        Match.from_dict(bad)
    with pytest.raises(ValueError):
        Match.from_dict({"rules": {}})
