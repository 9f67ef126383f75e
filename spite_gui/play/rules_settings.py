"""Between the rules stored in the player's settings and the engine's :class:`Rules`.

``Settings.rules`` holds either ``{"preset": "Classic"}`` (a preset by name)
or a full ``Rules.to_dict()`` plus an optional ``"preset"`` key naming the
preset the player started from. Unless ``Settings.decks_chosen`` says the player
set the decks themselves, the game is dealt with the engine's default deck count
for the number of players (:func:`~spite_gui.engine.rules.default_decks`).

>>> from spite_gui.storage import Settings
>>> rules, note = rules_from_settings(Settings(players=4))
>>> rules.preset_name(), rules.decks, note
('Classic', 4, None)
>>> stored = Rules(decks=2, payoff_size=15).to_dict()
>>> rules_from_settings(Settings(rules=stored, players=3))[0].decks  # one deck per player
3

No Qt and no words here: the preferences dialog and the table both use these functions,
and what had to change is a :class:`RulesNote` that :mod:`spite_gui.table.rule_problems`
words in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from spite_gui.engine import PRESETS, Rules, RulesError
from spite_gui.engine.rules import (
    DEFAULT_PRESET,
    MAX_PLAYERS,
    MIN_PLAYERS,
    default_decks,
    min_decks,
)

STANDARD_TURN_LIMIT = Rules().turn_limit
PRESET_KEY = "preset"

#: Why the saved rules could not be used (the default preset's are, then): they are not a
#: set of named options; their preset has no name; no preset has their preset's name
#: (``name``); the engine refused them (``error``);
#: they change the turn limit, which is not a player's option. And the one change made to
#: usable rules: more decks, to deal the players.
NOT_OPTIONS, NO_PRESET_NAME, UNKNOWN_PRESET, REFUSED, TURN_LIMIT, MORE_DECKS = (
    "not_options", "no_preset_name", "unknown_preset", "refused", "turn_limit", "more_decks")


@dataclass(frozen=True)
class RulesNote:
    """What had to change in the saved rules: a code above, its numbers (``turns``; or
    ``players``, ``decks`` and ``dealt``), the preset ``name`` no preset has and, when the
    engine refused them, its error (None for options of the wrong type)."""

    code: str
    values: dict[str, int] = field(default_factory=dict)
    error: RulesError | None = None
    name: str = ""

    @property
    def fell_back(self) -> bool:
        """True if the default preset's rules are used instead of the saved ones."""
        return self.code != MORE_DECKS


def _players(settings: Any) -> int:
    players = getattr(settings, "players", 2)
    if type(players) is int and MIN_PLAYERS <= players <= MAX_PLAYERS:
        return players
    return MIN_PLAYERS


def _fallback(players: int, note: RulesNote) -> tuple[Rules, RulesNote]:
    return Rules.preset(DEFAULT_PRESET, players), note


def why_not_offered(rules: Rules) -> RulesNote | None:
    """Why the game never deals ``rules``, or None if it may.

    Every option of Preferences is offered; the turn limit is not a player's
    option (it only makes sure that every game ends), so it stays the standard one.
    """
    if rules.turn_limit != STANDARD_TURN_LIMIT:
        return RulesNote(TURN_LIMIT, {"turns": STANDARD_TURN_LIMIT})
    return None


def enough_decks(rules: Rules, players: int) -> Rules:
    """``rules`` with the deck count raised, if need be, to the fewest that deal ``players``."""
    try:
        rules.check_players(players)
    except RulesError:
        return rules.replace(decks=max(rules.decks, min_decks(rules, players)))
    return rules


def usual_decks(started_from: object, players: int) -> int:
    """The deck count dealt for ``players`` when the player has not chosen one: the
    engine's default, from the decks of the preset the rules started from."""
    base = Rules().decks
    if isinstance(started_from, str) and started_from in PRESETS:
        base = Rules.preset(started_from).decks
    return default_decks(players, base)


def rules_from_settings(settings: Any) -> tuple[Rules, RulesNote | None]:
    """Usable rules for ``settings`` and, if something had to change, a note of it for the
    player.

    Never raises. A stored dict the engine refuses gives the Classic preset and
    a note saying why. Unless the player chose the deck count, it is the usual
    one for ``settings.players`` (:func:`usual_decks`); a chosen one is raised
    when it could not deal that many players.
    """
    players = _players(settings)
    data = getattr(settings, "rules", None)
    if not isinstance(data, dict):
        return _fallback(players, RulesNote(NOT_OPTIONS))
    options = {k: v for k, v in data.items() if k != PRESET_KEY}
    if not options:
        name = data.get(PRESET_KEY, DEFAULT_PRESET)
        if not isinstance(name, str):
            return _fallback(players, RulesNote(NO_PRESET_NAME))
        if name not in PRESETS:
            return _fallback(players, RulesNote(UNKNOWN_PRESET, name=name))
        try:
            return Rules.preset(name, players), None
        except RulesError as exc:
            return _fallback(players, RulesNote(REFUSED, error=exc))
    try:
        rules = Rules.from_dict(options)
    except RulesError as exc:
        return _fallback(players, RulesNote(REFUSED, error=exc))
    except TypeError:
        return _fallback(players, RulesNote(REFUSED))
    problem = why_not_offered(rules)
    if problem is not None:
        return _fallback(players, problem)
    if not getattr(settings, "decks_chosen", False):
        rules = rules.replace(decks=usual_decks(data.get(PRESET_KEY), players))
    dealt = enough_decks(rules, players)
    if dealt.decks != rules.decks:
        return dealt, RulesNote(MORE_DECKS, {"players": players, "decks": rules.decks,
                                             "dealt": dealt.decks})
    return rules, None


def rules_to_settings(rules: Rules, players: int | None = None,
                      started_from: str | None = None) -> dict[str, Any]:
    """The dict to store in ``Settings.rules`` for ``rules``.

    When ``players`` is given and ``rules`` are exactly what that preset deals
    for them, only the preset's name is stored (``{"preset": "Quick"}``), so the
    settings keep following the preset. Otherwise every option is stored, with
    ``"preset"`` naming the matching preset or else ``started_from``.
    """
    name = rules.preset_name()
    if name is not None and players is not None and rules == Rules.preset(name, players):
        return {PRESET_KEY: name}
    data = rules.to_dict()
    label = name or (started_from if started_from in PRESETS else None)
    if label is not None:
        data[PRESET_KEY] = label
    return data
