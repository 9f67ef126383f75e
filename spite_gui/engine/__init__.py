"""The rules of Spite and Malice: pure Python, standard library only, no Qt, no I/O.

>>> from spite_gui.engine import Game, Rules
>>> game = Game.new(Rules.preset("Classic"), players=2, seed=48213)
>>> len(game.seat(0).hand), game.is_over
(5, False)

The public names are few: :class:`Rules` (options and presets), :class:`Game`
(deal, ``legal_moves``, ``play``, ``undo``, ``view``, ``to_dict``/``from_dict``),
:class:`Move` and :class:`Card` (small values with text forms), the events in
:mod:`.events`, :class:`PlayerView` (what one seat may see), :class:`Outcome`
and :class:`Match`, and the errors, which are all ``ValueError``s.
"""

from . import events
from .cards import Card
from .game import Game, Seat, State, new_deal_number
from .moves import END_TURN, IllegalMoveError, Move
from .rules import PRESETS, Rules, RulesError
from .scoring import Match, Outcome
from .serial import SaveError
from .view import PlayerView

__all__ = [
    "END_TURN",
    "PRESETS",
    "Card",
    "Game",
    "IllegalMoveError",
    "Match",
    "Move",
    "Outcome",
    "PlayerView",
    "Rules",
    "RulesError",
    "SaveError",
    "Seat",
    "State",
    "events",
    "new_deal_number",
]
