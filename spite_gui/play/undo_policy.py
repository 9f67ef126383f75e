"""Which moves a player may take back (the engine itself can undo anything).

A player may take back their own plays of the turn in progress, one at a time,
but never a play that showed them a card they had not seen: turning up the next
payoff card, or drawing a new hand after the hand ran out. Once the turn has
passed, nothing can be taken back. No Qt here.

>>> from spite_gui.engine import Game, Rules
>>> game = Game.new(Rules.preset("Classic"), players=2, seed=3)
>>> undo_refusal(game, human=0 if game.current_player else 1)
Refusal(code=<Illegal.NOT_YOUR_TURN: 'not_your_turn'>, card=None, rank=0, source=None)
"""

from __future__ import annotations

from spite_gui.engine import Game, Illegal, Refusal, events

from .refusals import Declined


def own_move_this_turn(game: Game | None, human: int) -> bool:
    """True if the last move was ``human``'s, in the turn they are still playing."""
    if game is None or game.is_over or game.current_player != human or not game.can_undo:
        return False
    return not any(isinstance(e, events.TurnPassed) for e in game.last_move_events())


def undo_refusal(game: Game | None, human: int) -> Refusal | None:
    """None if ``human`` may take back the last move of ``game``, else why not."""
    if game is None:
        return Refusal(Declined.NO_GAME)
    if game.is_over:
        return Refusal(Illegal.GAME_OVER)
    if game.current_player != human:
        return Refusal(Illegal.NOT_YOUR_TURN)
    if not own_move_this_turn(game, human):
        return Refusal(Declined.NOTHING_TO_UNDO)
    happened = game.last_move_events()
    played = next((e.card for e in happened if isinstance(e, events.Played)), None)
    if any(isinstance(e, events.Revealed) for e in happened):
        return Refusal(Declined.UNDO_REVEALED, played)
    if any(isinstance(e, events.Drew) for e in happened):
        return Refusal(Declined.UNDO_DREW, played)
    return None
