"""The review never uses a card the seat could not see: every deal it judges a decision on
holds, in the places hidden from the seat, exactly the cards hidden there in the game (by
rank, all a sampled table knows of a card), and shows what the seat saw everywhere else."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from spite_gui.ai import make_player
from spite_gui.ai.compact import Compact
from spite_gui.engine import Game, PlayerView, Rules, State
from spite_gui.review import review_game
from spite_gui.review.judge import Judge
from spite_gui.review.replay import fresh


def watched(seen: list[tuple[PlayerView, list[Compact]]]):
    """The review's judge, keeping in ``seen`` each view it was given and its deals."""

    def judge(view: PlayerView, samples: int, seed: int) -> Judge:
        made = Judge(view, samples, seed)
        seen.append((view, [table for table, _ in made.deals]))
        return made

    return judge


def states_seen_by(game: Game, seat: int) -> dict[PlayerView, State]:
    """Every view ``seat`` had during ``game``, with the table it was a view of."""
    again = fresh(game)
    found = {again.view(seat): again.state}
    for move in game.moves:
        again.play(move)
        found[again.view(seat)] = again.state
    return found


def hidden(seat: int, state: State) -> Counter[int]:
    ranks: Counter[int] = Counter(c.rank for c in state.stock + state.completed)
    for p, place in enumerate(state.seats):
        ranks.update(c.rank for c in place.payoff[:-1])
        if p != seat:
            ranks.update(c.rank for c in place.hand)
    return ranks


def hidden_in_deal(seat: int, table: Compact) -> Counter[int]:
    ranks = Counter(table.stock + table.completed)
    for p in range(table.players):
        ranks.update(table.payoffs[p][:-1])
        if p != seat:
            ranks.update(table.hands[p])
    return ranks


def shown(seat: int, table: Compact) -> tuple[object, ...]:
    """What ``seat`` sees of a table, and the size of every hidden place."""
    return (table.centre, [p[-1:] for p in table.payoffs], table.hands[seat], table.sides,
            [len(p) for p in table.payoffs], [len(h) for h in table.hands],
            len(table.stock), len(table.completed), table.current, table.turn)


@settings(max_examples=5, deadline=None)
@given(deal=st.integers(1, 99_999), moves=st.integers(1, 45), seat=st.integers(0, 1),
       preset=st.sampled_from(["Classic", "Traditional", "Quick"]))
def test_the_review_s_deals_hold_only_cards_the_seat_could_not_see(deal, moves, seat, preset):
    game = Game.new(Rules.preset(preset), 2, seed=deal)
    players = [make_player("easy", 1), make_player("easy", 2)]
    while not game.is_over and len(game.moves) < moves:
        game.play(players[game.current_player].choose(game.view(game.current_player)))
    seen: list[tuple[PlayerView, list[Compact]]] = []
    review_game(game, seat, samples=3, judge=watched(seen))
    states = states_seen_by(game, seat)
    assert seen
    for view, deals in seen:
        state = states[view]
        truth = Compact.of(game.rules, state)
        for table in deals:
            assert hidden_in_deal(seat, table) == hidden(seat, state)
            assert shown(seat, table) == shown(seat, truth)
