"""What the table calls each seat. Seat 0 is the person at the computer.

Play passes to the left, so the computer players sit, in turn order, on the
left, at the top and on the right of the table; with several of them they are
named after those places, as at a bridge table.

>>> seat_names(2)
['You', 'Computer']
>>> seat_names(4)
['You', 'West', 'North', 'East']
"""

from __future__ import annotations


def seat_names(players: int) -> list[str]:
    """"You" and the computer players, in seat order, for a table of ``players``."""
    if players == 2:
        return ["You", "Computer"]
    if players == 3:
        return ["You", "West", "East"]
    return ["You", "West", "North", "East"]
