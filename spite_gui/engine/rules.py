"""The rule options, the named presets, and the few facts every other module asks of them.

>>> rules = Rules.preset("Quick")
>>> rules.payoff_size, rules.recycle
(13, 'turn_end')
>>> Rules.preset("Classic", players=4).decks
4

Every option of the rules reference is a field of :class:`Rules`. A ``Rules``
value never changes; ``replace`` makes a changed copy and checks it again.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from .cards import JOKER_RANK, KING, QUEEN, Card, full_deck

RECYCLE_MODES = ("turn_end", "stock_empty")
WILD_MODES = ("kings", "jokers")
MIN_PLAYERS, MAX_PLAYERS = 2, 4
SIDE_STACKS = 4


class RulesError(ValueError):
    """A set of rule options that cannot make a game; the message says why in plain words
    (English, for logs and the command line). ``code`` says which check failed and
    ``values`` its numbers, for a program that words it in its player's language:
    :data:`TOO_FEW_CARDS` (``players``, ``dealt``, ``total``, ``stock``, ``decks``: the
    decks that would do), :data:`PLAYER_COUNT`; :data:`BAD_OPTIONS` for any other (a
    malformed or unknown option, from a file or a peer, not a player's choice)."""

    def __init__(self, message: str, code: str = "", **values: int) -> None:
        super().__init__(message)
        self.code = code or BAD_OPTIONS
        self.values = values


TOO_FEW_CARDS = "too_few_cards"
PLAYER_COUNT = "player_count"
BAD_OPTIONS = "bad_options"


@dataclass(frozen=True, slots=True)
class Rules:
    """Every rule option. The defaults are the Classic preset.

    - ``decks``: standard decks shuffled together (2–4).
    - ``payoff_size``: cards dealt to each payoff pile (10–30).
    - ``hand_size``: cards a hand is filled up to (5, or 6 as in "Misery").
    - ``centre_stacks``: shared stacks built up from Ace (3 or 4).
    - ``wild``: ``"kings"`` (Kings wild, stacks end at Queen) or ``"jokers"``
      (two jokers per deck are the only wild cards, stacks end at King).
    - ``wild_may_start``: a wild card may stand for an Ace (always so with jokers).
    - ``deal_side_stacks``: start with one card face up on each side stack.
    - ``recycle``: completed stacks go back into the stock at the end of the turn
      (``"turn_end"``) or only when someone must draw from an empty stock
      (``"stock_empty"``).
    - ``aces_must_play``: a turn can't end while an Ace could start a centre stack.
    - ``no_ace_discard``: Aces may not go to side stacks.
    - ``turn_limit``: turns each player may take before the game is a draw.
    """

    decks: int = 2
    payoff_size: int = 20
    hand_size: int = 5
    centre_stacks: int = 4
    wild: str = "kings"
    wild_may_start: bool = False
    deal_side_stacks: bool = False
    recycle: str = "turn_end"
    aces_must_play: bool = False
    no_ace_discard: bool = False
    turn_limit: int = 250

    def __post_init__(self) -> None:
        self._check_values()

    # -- derived facts -------------------------------------------------------------
    @property
    def jokers(self) -> bool:
        """True when the decks keep their jokers (the jokers-wild variant)."""
        return self.wild == "jokers"

    @property
    def wild_rank(self) -> int:
        """The rank of the wild cards: 13 for Kings, 0 for jokers."""
        return JOKER_RANK if self.jokers else KING

    @property
    def top_rank(self) -> int:
        """The rank that completes a centre stack: Queen, or King with jokers wild."""
        return KING if self.jokers else QUEEN

    @property
    def wild_starts(self) -> bool:
        """Whether a wild card may be played on an empty centre stack."""
        return self.wild_may_start or self.jokers

    def is_wild(self, card: Card) -> bool:
        """Whether ``card`` is a wild card under these rules."""
        return card.rank == self.wild_rank

    def deck(self) -> tuple[Card, ...]:
        """All the cards of a game under these rules, in a fixed order (before shuffling)."""
        return full_deck(self.decks, self.jokers)

    def cards_dealt(self, players: int) -> int:
        """How many cards the deal takes for ``players`` players."""
        side = SIDE_STACKS if self.deal_side_stacks else 0
        return players * (self.payoff_size + self.hand_size + side)

    # -- checks --------------------------------------------------------------------
    def _check_values(self) -> None:
        def need(ok: bool, message: str) -> None:
            if not ok:
                raise RulesError(message)

        for name in ("decks", "payoff_size", "hand_size", "centre_stacks", "turn_limit"):
            value = getattr(self, name)
            need(type(value) is int, f"The {name.replace('_', ' ')} must be a whole number.")
        for name in ("wild_may_start", "deal_side_stacks", "aces_must_play", "no_ace_discard"):
            label = name.replace("_", " ")
            need(type(getattr(self, name)) is bool, f"The {label} option is on or off.")
        need(2 <= self.decks <= 4, "Play with 2, 3 or 4 decks.")
        need(10 <= self.payoff_size <= 30, "A payoff pile holds from 10 to 30 cards.")
        need(self.hand_size in (5, 6), "A hand holds 5 cards (or 6 in the Misery variant).")
        need(self.centre_stacks in (3, 4), "There are 3 or 4 centre stacks.")
        need(type(self.wild) is str and self.wild in WILD_MODES,
             "The wild cards are either the Kings or the jokers.")
        need(type(self.recycle) is str and self.recycle in RECYCLE_MODES,
             "Completed stacks go back into the stock at turn end or when the stock runs out.")
        need(50 <= self.turn_limit <= 10_000, "The turn limit must be between 50 and 10,000 turns.")

    def check_players(self, players: int) -> None:
        """Raise :class:`RulesError` unless these rules can deal a game for ``players``."""
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise RulesError("Spite and Malice is played by 2, 3 or 4 players.", PLAYER_COUNT)
        total = len(self.deck())
        dealt = self.cards_dealt(players)
        stock = total - dealt
        if stock < players * self.hand_size:
            decks = min_decks(self, players)
            raise RulesError(
                f"{players} players need more cards: the deal takes {dealt} of the {total} cards "
                f"and leaves only {max(stock, 0)} in the stock. Use {decks} "
                "decks or smaller payoff piles.",
                TOO_FEW_CARDS, players=players, dealt=dealt, total=total, stock=max(stock, 0),
                decks=decks)

    # -- construction --------------------------------------------------------------
    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (checked again)."""
        return dataclasses.replace(self, **changes)

    @classmethod
    def preset(cls, name: str, players: int = 2) -> Rules:
        """The named preset, dealt with :func:`default_decks` for ``players``.

        Names: Classic, Traditional, Quick, Family, Jokers to King (any case).
        """
        key = name.strip().casefold()
        for preset_name, options in PRESETS.items():
            if preset_name.casefold() == key:
                rules = cls(**options)
                decks = default_decks(players, rules.decks)
                return rules if decks == rules.decks else rules.replace(decks=decks)
        raise RulesError(f"There is no preset called {name!r}; choose one of {', '.join(PRESETS)}.")

    def preset_name(self) -> str | None:
        """The name of the preset these rules are, ignoring the deck count; None if custom."""
        mine = self.to_dict()
        mine.pop("decks")
        for name, options in PRESETS.items():
            theirs = Rules(**options).to_dict()
            theirs.pop("decks")
            if theirs == mine:
                return name
        return None

    def to_dict(self) -> dict[str, Any]:
        """The options as a JSON-safe dict."""
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """Rules from :meth:`to_dict` output: every option, each of its own type and range.

        Raises :class:`RulesError` for an option left out or unknown, or a value of
        the wrong type (a bool is not a number, ``20.0`` is not a whole number).
        """
        if not isinstance(data, dict):
            raise RulesError("The rules must be a set of named options.")
        known = [f.name for f in dataclasses.fields(cls)]
        unknown = sorted(str(key)[:40] for key in data if key not in known)
        if unknown:
            raise RulesError(f"Unknown rule options: {', '.join(unknown[:5])}.")
        missing = [name for name in known if name not in data]
        if missing:
            raise RulesError(f"The rules leave out: {', '.join(missing)}.")
        return cls(**data)


def default_decks(players: int, preset_decks: int = 2) -> int:
    """The decks a game for ``players`` is dealt with unless the player chooses: one per
    player (the traditional advice), never fewer than the preset's own ``preset_decks``.

    >>> default_decks(2), default_decks(3), default_decks(4), default_decks(2, preset_decks=3)
    (2, 3, 4, 3)
    """
    return min(max(preset_decks, players), 4)


def min_decks(rules: Rules, players: int) -> int:
    """The fewest decks that deal ``players`` players under ``rules``.

    Four decks deal any allowed options for four players, so the answer is at most 4.
    """
    for decks in range(2, 4):
        candidate = dataclasses.replace(rules, decks=decks)
        stock = len(candidate.deck()) - candidate.cards_dealt(players)
        if stock >= players * rules.hand_size:
            return decks
    return 4


#: The first preset's name, and what rules of no preset are called (a table's rules, a
#: friend's table found on the network).
CLASSIC, CUSTOM = "Classic", "Custom"
#: The rules a new player starts with, and the table falls back on.
DEFAULT_PRESET = CLASSIC
PRESETS: dict[str, dict[str, Any]] = {
    DEFAULT_PRESET: {},
    "Traditional": {"decks": 3, "payoff_size": 26, "recycle": "stock_empty"},
    "Quick": {"payoff_size": 13},
    "Family": {"payoff_size": 10, "recycle": "stock_empty", "aces_must_play": True},
    "Jokers to King": {
        "payoff_size": 26, "wild": "jokers", "wild_may_start": True, "recycle": "stock_empty",
    },
}
