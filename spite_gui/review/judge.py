"""The review's judge: a seat's chance to win after a line of moves, from what it saw.

A :class:`Judge` is made from one view (the reviewed seat's, at the start of a turn or
of a decision within it) and deals the cards that view does not show, ``samples`` times,
with :class:`~spite_gui.ai.dealing.Dealer`: the unseen cards shuffled into the hidden
places (the other hands, the cards under the payoff tops, the stock, the completed
pile) with the sizes the view shows. It is given nothing but the view, so a deal never
holds a card the seat saw elsewhere.

A line is worth the average, over the deals, of: its moves made on the deal (a move
that shows a card the seat could not see shows the deal's card), the rest of the turn
played by the quick turn of the play-outs (:class:`~spite_gui.ai.playout.QuickTurn`)
if the line stopped short of its end, then every seat's turns by the same quick turn
until the turn ``turn + players * rounds`` has begun, and finally the seat's chance in
the race of the payoff piles left (:func:`~spite_gui.ai.chances.leaf_value`). The empty
line is the chance as the position stands: the same measure as
:func:`~spite_gui.ai.chances.win_chance`. Every line meets the same deals, shuffled the
same way, so two lines differ by what they do and not by the luck of the deal.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..ai.chances import ROUNDS, leaf_value, quick_turn
from ..ai.compact import Compact, seeded_shuffle
from ..ai.dealing import Dealer
from ..engine import Move, PlayerView


class Judge:
    """Values lines of moves from ``view`` on ``samples`` shared deals (see the module)."""

    def __init__(self, view: PlayerView, samples: int, seed: int = 0,
                 rounds: int = ROUNDS) -> None:
        self.view = view
        self.seat = view.seat
        self.quick = quick_turn(view.rules)
        self.last_turn = view.turn + view.players * rounds
        dealer = Dealer(view)
        rng = random.Random(f"review:{seed}:{view.turn}:{view.current}")
        #: the deals, each with the seed of the shuffles of its completed cards
        self.deals: list[tuple[Compact, int]] = []
        for _ in range(max(1, samples)):
            table = dealer.deal(rng)
            self.deals.append((table, rng.getrandbits(32)))

    def chance(self, moves: Sequence[Move] = ()) -> float:
        """The seat's chance to win after ``moves`` (legal from the view, in order)."""
        total = 0.0
        for table, shuffle_seed in self.deals:
            total += self._value(table.copy(seeded_shuffle(shuffle_seed)), moves)
        return total / len(self.deals)

    def _value(self, table: Compact, moves: Sequence[Move]) -> float:
        for move in moves:
            if table.reason is not None or move not in table.legal_moves():
                break  # (a line is one decision's: every move is legal on every deal)
            table.apply(move)
        quick, last = self.quick, self.last_turn
        while table.reason is None and table.turn <= last:
            quick.turn(table)
        return leaf_value(table, self.seat)
