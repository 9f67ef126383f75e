"""Which moves a player may take back (the engine itself can undo anything).

A player may take back their own plays of the turn in progress, one at a time,
but never a play that showed them a card they had not seen: turning up the next
payoff card, or drawing a new hand after the hand ran out. Once the turn has
passed, nothing can be taken back. No Qt here.

>>> from spite_gui.engine import Game, Rules
>>> game = Game.new(Rules.preset("Classic"), players=2, seed=3)
>>> undo_refusal(game, human=0 if game.current_player else 1)
'Wait for your turn.'
"""

from __future__ import annotations

from spite_gui.engine import Game, events

NOTHING_TO_UNDO = "There is nothing to take back this turn."


def own_move_this_turn(game: Game | None, human: int) -> bool:
    """True if the last move was ``human``'s, in the turn they are still playing."""
    if game is None or game.is_over or game.current_player != human or not game.can_undo:
        return False
    return not any(isinstance(e, events.TurnPassed) for e in game.last_move_events())


def undo_refusal(game: Game | None, human: int) -> str | None:
    """None if ``human`` may take back the last move of ``game``, else why not (for the player)."""
    if game is None:
        return "There is no game."
    if game.is_over:
        return "The game is over."
    if game.current_player != human:
        return "Wait for your turn."
    if not own_move_this_turn(game, human):
        return NOTHING_TO_UNDO
    happened = game.last_move_events()
    played = next((e.card.label for e in happened if isinstance(e, events.Played)), "card")
    if any(isinstance(e, events.Revealed) for e in happened):
        return (f"The {played} can't be taken back: playing it turned up your next "
                "payoff card.")
    if any(isinstance(e, events.Drew) for e in happened):
        return (f"The {played} can't be taken back: your hand ran out and you drew "
                "new cards.")
    return None
