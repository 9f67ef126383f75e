"""Why a set of rules can't deal a game, in words: the engine's :class:`RulesError`
carries a code and its numbers, worded here (the Rules page of Preferences, and the
table for friends, say it in the player's language). No Qt.

>>> from spite_gui.engine import Rules
>>> try:
...     Rules(decks=2, payoff_size=30).check_players(4)
... except RulesError as error:
...     print(rules_problem_words(error))  # doctest: +NORMALIZE_WHITESPACE
4 players need more cards: the deal takes 140 of the 104 cards and leaves only 0 in the
stock. Use 4 decks or smaller payoff piles.
"""

from __future__ import annotations

from ..engine.rules import PLAYER_COUNT, TOO_FEW_CARDS, RulesError
from .words import Phrase

CONTEXT = "Rules"

_TOO_FEW_CARDS = Phrase(
    CONTEXT, "{players} players need more cards: the deal takes {dealt} of the {total} cards "
             "and leaves only {stock} in the stock. Use {decks} decks or smaller payoff piles.")
_PLAYER_COUNT = Phrase(CONTEXT, "Spite and Malice is played by 2, 3 or 4 players.")
_BAD_OPTIONS = Phrase(CONTEXT, "These rules can't make a game.")
_CANT_DEAL_FOR = Phrase(CONTEXT, "These rules can't deal for {players} players: {why}")


def rules_problem_words(error: RulesError) -> str:
    """Why the rules of ``error`` can't make a game, in the player's language."""
    if error.code == TOO_FEW_CARDS:
        return _TOO_FEW_CARDS(**error.values)
    if error.code == PLAYER_COUNT:
        return _PLAYER_COUNT()
    return _BAD_OPTIONS()


def cant_deal_words(players: int, error: RulesError) -> str:
    """ "These rules can't deal for 4 players: …" (a table for friends being opened)."""
    return _CANT_DEAL_FOR(players=players, why=rules_problem_words(error))
