"""The rules of Spite and Malice: pure Python, standard library only, no Qt, no I/O.

>>> from spite_gui.engine import Game, Rules
>>> game = Game.new(Rules.preset("Classic"), players=2, seed=48213)
>>> len(game.seat(0).hand), game.is_over
(5, False)

The public names are few: :class:`Rules` (options and presets), :class:`Game`
(deal, ``legal_moves``, ``play``, ``undo``, ``view``, ``to_dict``/``from_dict``),
:class:`Move` and :class:`Card` (small values with text forms), the events in
:mod:`.events`, :class:`PlayerView` (what one seat may see), :class:`Outcome`
(with its :class:`Reason`), :class:`Refusal` (why a move is refused: an
:class:`Illegal` code and what it is about) and :class:`Match`, deal numbers (from 0 to
:data:`MAX_DEAL_NUMBER`, checked by :func:`check_deal_number`), the round a turn
falls in (:func:`round_of`), and the errors, which are all ``ValueError``s.
"""

from . import events
from .cards import Card
from .deal import MAX_DEAL_NUMBER, check_deal_number, new_deal_number
from .game import Game
from .match import Match
from .moves import END_TURN, IllegalMoveError, Move, Place
from .refusals import Illegal, Refusal, RefusalCode
from .rules import PRESETS, Rules, RulesError
from .scoring import Outcome, Reason
from .serial import SaveError
from .state import Seat, State, round_of
from .view import PlayerView

__all__ = [
    "END_TURN",
    "MAX_DEAL_NUMBER",
    "PRESETS",
    "Card",
    "Game",
    "Illegal",
    "IllegalMoveError",
    "Match",
    "Move",
    "Outcome",
    "Place",
    "PlayerView",
    "Reason",
    "Refusal",
    "RefusalCode",
    "Rules",
    "RulesError",
    "SaveError",
    "Seat",
    "State",
    "check_deal_number",
    "events",
    "new_deal_number",
    "round_of",
]
