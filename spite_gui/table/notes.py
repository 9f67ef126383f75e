"""What the table tells the player about the game itself, beside the moves: hints being
looked for, a game resumed, the hidden cards, the zoom, and what giving a game up costs.
No Qt.

>>> resumed(3, None), resumed(3, "West")
('Game resumed in round 3: your turn.', "Game resumed in round 3: West's turn.")
>>> print(forfeit_words("West", 12, person=False))  # doctest: +NORMALIZE_WHITESPACE
West wins it as if its payoff pile were empty now: +12 (5 points plus the cards left in
the other payoff piles).
"""

from __future__ import annotations

from .words import Phrase, Plural

CONTEXT = "Notes"

LOOKING_FOR_A_MOVE = Phrase(CONTEXT, "Looking for a good move…")
NO_HINT = Phrase(CONTEXT, "No hint this time: play as you see fit.")
HINTS_ON_YOUR_TURN = Phrase(CONTEXT, "Hints are given on your turn.")
_RESUMED_YOURS = Phrase(CONTEXT, "Game resumed in round {round}: your turn.")
_RESUMED = Phrase(CONTEXT, "Game resumed in round {round}: {who}'s turn.")
HIDDEN_UNTIL_OVER = Phrase(CONTEXT, "The hidden cards are shown once the game is over.")
HIDDEN_UNTIL_CHECKED = Phrase(CONTEXT, "The hidden cards are shown once the game is over and "
                                       "its deal was checked.")
_ZOOM = Phrase(CONTEXT, "Zoom {zoom}%")
_ZOOM_AT_MOST = Phrase(CONTEXT, "Zoom {zoom}%: the cards are as large as the window allows "
                                "({shown}%)")
# giving a game up: the winner of the forfeit (a person's pile is "their", a computer's "its")
_WINS = (Phrase(CONTEXT, "{winner} wins it as if its payoff pile were empty now: +{points} "
                         "(5 points plus the cards left in the other payoff piles)."),
         Phrase(CONTEXT, "{winner} wins it as if their payoff pile were empty now: +{points} "
                         "(5 points plus the cards left in the other payoff piles)."))
_MATCH_WON = (Phrase(CONTEXT, "In the match, {winner} wins it as if its payoff pile were empty "
                              "now: +{points} (5 points plus the cards left in the other payoff "
                              "piles), and that wins {winner} the match."),
              Phrase(CONTEXT, "In the match, {winner} wins it as if their payoff pile were "
                              "empty now: +{points} (5 points plus the cards left in the other "
                              "payoff piles), and that wins {winner} the match."))
_MATCH_GOES_ON = (Phrase(CONTEXT, "In the match, {winner} wins it as if its payoff pile were "
                                  "empty now: +{points} (5 points plus the cards left in the "
                                  "other payoff piles); the match goes on with the next deal."),
                  Phrase(CONTEXT, "In the match, {winner} wins it as if their payoff pile were "
                                  "empty now: +{points} (5 points plus the cards left in the "
                                  "other payoff piles); the match goes on with the next deal."))
MOVES = Plural(CONTEXT, "{count} move", "{count} moves")  # a game kept, so far
MATCH_LEFT = Phrase(CONTEXT, "Your statistics count it as a loss, and the match in play ends "
                             "with it.")


def resumed(round_number: int, who: str | None) -> str:
    """A resumed game's first line: whose turn it is (``who`` None: the player's own)."""
    if who is None:
        return _RESUMED_YOURS(round=round_number)
    return _RESUMED(round=round_number, who=who)


def zoom_words(zoom: int, shown: int | None = None) -> str:
    """ "Zoom 150%", and how large the cards are when the window is too small for it."""
    return _ZOOM(zoom=zoom) if shown is None else _ZOOM_AT_MOST(zoom=zoom, shown=shown)


def forfeit_words(winner: str, points: int, person: bool, match: str = "") -> str:
    """Who wins a game given up, and with what (``person``: the winner is a person);
    ``match``: "won" when that wins the match, "goes on" when the match goes on."""
    templates = {"won": _MATCH_WON, "goes on": _MATCH_GOES_ON}.get(match, _WINS)
    return templates[person](winner=winner, points=points)
