"""Groups of the table the keyboard focus jumps to, so that a player who cannot see it
gets anywhere in a key or two: Y your hand, M the middle (the centre stacks), D your
side stacks, O the next opponent (again: the one after), Page Down and Page Up the
next and the last group, in the order a screen reader reads the table.

The groups are the player's hand, their payoff pile and side stacks, the centre
stacks, the stock and the completed pile, then each other player. While a card is
lifted, a jump lands only on a place it may be put down on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..table.piles import CENTRE, COMPLETED, HAND, PAYOFF, SIDE, STOCK, PileKey
from .key_focus import Stop

if TYPE_CHECKING:
    from .table_scene import TableScene

YOUR_HAND, MIDDLE, YOUR_SIDES, OPPONENT = "your hand", "middle", "your sides", "opponent"
NEXT, BACK = "next group", "last group"


def groups(scene: TableScene) -> list[list[Stop]]:
    """The table's groups, each its stops in reading order (see the module's notes)."""
    piles = scene.piles()
    viewer, players = scene.viewer, scene.players
    hand = PileKey(HAND, viewer)
    cards = len(piles[hand].cards) if hand in piles else 0
    found = [[Stop(hand, i) for i in range(cards)] or [Stop(hand)],
             [Stop(PileKey(PAYOFF, viewer)), *(Stop(PileKey(SIDE, viewer, i)) for i in range(4))],
             sorted((Stop(k) for k in piles if k.kind == CENTRE), key=lambda s: s.key.number),
             [Stop(PileKey(STOCK)), Stop(PileKey(COMPLETED))]]
    for step in range(1, players):
        seat = (viewer + step) % players
        found.append([Stop(PileKey(PAYOFF, seat)), *(Stop(PileKey(SIDE, seat, i))
                                                      for i in range(4)),
                      Stop(PileKey(HAND, seat))])
    return [[stop for stop in group if stop.key in piles] for group in found]


def _where(scene: TableScene, all_groups: list[list[Stop]]) -> int:
    focus = scene.focus.stop
    return next((i for i, group in enumerate(all_groups)
                 if any(stop.key == focus.key for stop in group)), 0)


def jump(scene: TableScene, group: str) -> Stop | None:
    """Where the focus goes for ``group`` (one of the names above); None
    if it can't go there (no such group, or nowhere the lifted card may go)."""
    all_groups = groups(scene)
    here = _where(scene, all_groups)
    opponents = list(range(4, len(all_groups)))
    if group == YOUR_HAND:
        index = 0
    elif group == MIDDLE:
        index = 2
    elif group == YOUR_SIDES:
        index = 1
    elif group == OPPONENT:
        if not opponents:
            return None
        later = [i for i in opponents if i > here]
        index = later[0] if later else opponents[0]
    elif group == NEXT:
        index = (here + 1) % len(all_groups)
    elif group == BACK:
        index = (here - 1) % len(all_groups)
    else:
        return None
    stops = scene.focus.stops()
    usable = [stop for stop in all_groups[index] if stop in stops]
    if group == YOUR_SIDES:  # your side stacks: the first of them, after the payoff pile
        usable = [stop for stop in usable if stop.key.kind == SIDE] or usable
    if scene.lifted is not None:
        usable = [stop for stop in usable if stop.key.kind in (CENTRE, SIDE)
                  or stop == scene.focus.stop_of(scene.lifted)]
    return usable[0] if usable else None
