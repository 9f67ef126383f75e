"""Shared helpers for the computer-player tests."""

from __future__ import annotations

from spite_gui.ai import make_player
from spite_gui.engine import Game, Rules


def play_out(levels, preset="Classic", players=2, seed=0, max_moves=20_000, **options):
    """Play one game between ``levels`` (cycled over the seats); return (game, illegal moves)."""
    rules = Rules.preset(preset, players)
    game = Game.new(rules, players, seed)
    seats = [make_player(levels[i % len(levels)], seed=seed * 7 + i, **options.get(
        levels[i % len(levels)], {})) for i in range(players)]
    illegal = []
    for _ in range(max_moves):
        if game.is_over:
            break
        seat = game.current_player
        move = seats[seat].choose(game.view(seat))
        if not game.is_legal(move):
            illegal.append((game.state, move))
            move = game.legal_moves()[0]
        game.play(move)
    return game, illegal
