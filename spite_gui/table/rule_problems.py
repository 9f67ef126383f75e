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
from ..play.rules_settings import (
    NO_PRESET_NAME,
    NOT_OPTIONS,
    TURN_LIMIT,
    UNKNOWN_PRESET,
    RulesNote,
)
from .words import Phrase, Plural

CONTEXT = "Rules"

_TOO_FEW_CARDS = Phrase(
    CONTEXT, "{players} players need more cards: the deal takes {dealt} of the {total} cards "
             "and leaves only {stock} in the stock. Use {decks} decks or smaller payoff piles.")
_PLAYER_COUNT = Phrase(CONTEXT, "Spite and Malice is played by 2, 3 or 4 players.")
_BAD_OPTIONS = Phrase(CONTEXT, "These rules can't make a game.")
_CANT_DEAL_FOR = Phrase(CONTEXT, "These rules can't deal for {players} players: {why}")
_NOT_USED = Phrase(CONTEXT, "Your saved rules could not be used: {why} The game uses the "
                            "{preset} rules instead.")
_NOT_OPTIONS = Phrase(CONTEXT, "They are not a set of named options.")
_NO_PRESET_NAME = Phrase(CONTEXT, "Their preset has no name.")
_UNKNOWN_PRESET = Phrase(CONTEXT, "There is no preset called “{name}”.")
_TURN_LIMIT = Plural(CONTEXT, "The turn limit is always {count} turn each.",
                     "The turn limit is always {count} turns each.")
_MORE_DECKS = Plural(CONTEXT, "{players} players need more cards than the decks chosen hold, so "
                              "the game uses {count} deck.",
                     "{players} players need more cards than the decks chosen hold, so the "
                     "game uses {count} decks.")


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


def saved_rules_words(note: RulesNote, preset: str) -> str:
    """What had to change in the player's saved rules, in their language; ``preset`` is the
    name (in their language) of the preset used instead when the rules could not be."""
    if not note.fell_back:
        return _MORE_DECKS(note.values["dealt"], players=note.values["players"])
    if note.code == NOT_OPTIONS:
        why = _NOT_OPTIONS()
    elif note.code == NO_PRESET_NAME:
        why = _NO_PRESET_NAME()
    elif note.code == UNKNOWN_PRESET:
        why = _UNKNOWN_PRESET(name=note.name)
    elif note.code == TURN_LIMIT:
        why = _TURN_LIMIT(note.values["turns"])
    else:
        why = rules_problem_words(note.error) if note.error is not None else _BAD_OPTIONS()
    return _NOT_USED(why=why, preset=preset)
