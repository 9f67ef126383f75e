"""Matches and wins in words: the match's title and totals, who won it, and the banner a
win is celebrated with. No Qt.

>>> match_title(50, 3)
'Match to 50 · game 3'
>>> totals_line(["You", "West"], [23, 17])
'You 23 · West 17'
>>> match_won_headline("You", here=True), match_won_headline("West", here=False)
('You won the match!', 'West won the match.')
>>> win_banner("You", 45, emptied=True)
('You won!', '+45 points: your payoff pile is empty')
"""

from __future__ import annotations

from collections.abc import Sequence

from .speech import shown_name
from .words import YOU, Phrase, Plural

CONTEXT = "Matches"

MATCH_TO = Phrase(CONTEXT, "Match to {target}")  # what a match's totals add up to
THIS_SESSION = Phrase(CONTEXT, "This session")  # … and single games' totals
MATCH_GAME = Phrase(CONTEXT, "Match to {target} · game {number}")
MATCH_OVER = Phrase(CONTEXT, "Match over")
_MATCH_LINE = Phrase(CONTEXT, "{title}: {totals}")  # the status bar's match score
_YOU_WON_MATCH = Phrase(CONTEXT, "You won the match!")
_WON_MATCH_HERE = Phrase(CONTEXT, "{who} won the match!")  # a person at this computer
_WON_MATCH = Phrase(CONTEXT, "{who} won the match.")
_NOBODY_WON_MATCH = Phrase(CONTEXT, "Nobody won the match.")
_FIRST_TO = Phrase(CONTEXT, "First to {target} points: {totals}")
_FIRST_TO_AFTER = Plural(CONTEXT, "First to {target} points, after {count} game:",
                         "First to {target} points, after {count} games:")
_NEW_MATCH = Phrase(CONTEXT, "The next game starts a new match.")
_YOU_WON = Phrase(CONTEXT, "You won!")
_WON = Phrase(CONTEXT, "{who} won!")
_YOUR_PAYOFF_EMPTY = Plural(CONTEXT, "+{count} point: your payoff pile is empty",
                            "+{count} points: your payoff pile is empty")
_THEIR_PAYOFF_EMPTY = Plural(CONTEXT, "+{count} point: {who}'s payoff pile is empty",
                             "+{count} points: {who}'s payoff pile is empty")
_FEWEST = Plural(CONTEXT, "+{count} point: the fewest payoff cards",
                 "+{count} points: the fewest payoff cards")


def match_title(target: int, number: int) -> str:
    """ "Match to 50 · game 3"."""
    return MATCH_GAME(target=target, number=number)


def match_line(title: str, totals: str) -> str:
    """ "Match to 50 · game 3: You 23 · West 17", as the status bar shows it."""
    return _MATCH_LINE(title=title, totals=totals)


def totals_title(target: int | None) -> str:
    """What the totals add up: a match to ``target``, or (None) this session's games."""
    return MATCH_TO(target=target) if target is not None else THIS_SESSION()


def totals_line(names: Sequence[str], totals: Sequence[int]) -> str:
    """ "You 23 · West 17": each player's points (the player here named in their language)."""
    return " · ".join(f"{shown_name(name)} {points}"
                      for name, points in zip(names, totals, strict=False))


def match_won_headline(who: str | None, here: bool) -> str:
    """Who won the match (None: nobody); ``here``: a person at this computer, cheered."""
    if who is None:
        return _NOBODY_WON_MATCH()
    if who == YOU:
        return _YOU_WON_MATCH()
    return _WON_MATCH_HERE(who=who) if here else _WON_MATCH(who=who)


def match_won_banner(who: str, target: int, totals: str) -> tuple[str, str]:
    """The celebration's banner when ``who`` (a person here) has won the match."""
    return match_won_headline(who, here=True), _FIRST_TO(target=target, totals=totals)


def match_over_details(target: int, games: int, totals: str) -> str:
    """The final score of a match that is over, and what comes next."""
    return (f"{_FIRST_TO_AFTER(games, target=target)}\n{totals}.\n\n{_NEW_MATCH()}")


def win_banner(who: str, points: int, emptied: bool) -> tuple[str, str]:
    """The celebration's banner when ``who`` (a person here; "You" alone) won a game with
    ``points``: by emptying the payoff pile, or else with the fewest payoff cards left."""
    headline = _YOU_WON() if who == YOU else _WON(who=who)
    if not emptied:
        return headline, _FEWEST(points)
    if who == YOU:
        return headline, _YOUR_PAYOFF_EMPTY(points)
    return headline, _THEIR_PAYOFF_EMPTY(points, who=who)
