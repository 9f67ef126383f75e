"""Easy: a beginner. Plays its payoff card when it can, otherwise mostly at random.

It never looks ahead. When the payoff top card fits a centre stack it plays it;
otherwise it plays a random card to the centre about half the time (and never
wastes a wild card unless that is all it can do), then ends the turn by placing
a random card from its hand on a random side stack, with a slight liking for a
side stack showing the same rank.
"""

from __future__ import annotations

from ..engine import Move, PlayerView
from ..engine.moves import PAYOFF
from .base import Player, legal_moves, plays_and_discards, source_card

PLAY_CHANCE = 0.55


class EasyPlayer(Player):
    level = "easy"

    def choose(self, view: PlayerView) -> Move:
        moves = legal_moves(view)
        plays, ends = plays_and_discards(moves)
        for move in plays:
            if move.source == PAYOFF:
                return move
        if plays and (not ends or self.rng.random() < PLAY_CHANCE):
            wild = view.rules.wild_rank
            plain = [m for m in plays if source_card(view, m).rank != wild]
            return self.rng.choice(plain or plays)
        same = [m for m in ends if m.is_discard and view.my_sides[m.target_index]
                and view.my_sides[m.target_index][-1].rank == view.hand[m.source_index].rank]
        if same and self.rng.random() < 0.5:
            return self.rng.choice(same)
        return self.rng.choice(ends)
