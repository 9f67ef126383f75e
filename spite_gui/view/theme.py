"""The table's looks: the felt, and the colours of what is drawn on it (Preferences → Display).

A :class:`TableTheme` says what the scene paints under and round the cards: the
felt, the empty places and their captions, the count badges and name plates, the
highlights and the keyboard focus ring. The cards are the card art's
(:mod:`.card_art`). :data:`THEMES` has one theme per name of
:data:`spite_gui.storage.settings.TABLE_THEMES`:

- ``felt``: the green baize (or the player's own table colour), lit in the middle;
- ``dark``: a dark grey cloth, easy on the eyes in a dim room;
- ``high-contrast``: black, with white outlines and yellow highlights, and no shading.

Every highlight is told by its shape as well as its colour (:mod:`.outlines`), and
every outline is drawn with two strokes, one dark and one light, so it shows on the
felt, on a card and on either theme.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class TableTheme:
    """The colours of one look of the table (``#rrggbb``, or ``#aarrggbb`` with alpha)."""

    name: str
    felt: str | None  # the cloth (None: the player's table colour, or our green)
    shaded: bool  # a lit centre, darker edges and a cloth grain; else one flat colour
    marker: str  # the outline of an empty place
    caption: str  # the word on an empty place ("STOCK")
    highlight: str  # where a card may go, the pile under a dragged card, a hint
    highlight_fill: str  # the light wash inside a highlighted pile
    outline_dark: str  # the dark stroke beside every light outline
    badge: str  # count badges and name plates
    badge_edge: str
    badge_ink: str
    active_badge: str  # the name plate of the player to move
    active_edge: str
    focus_ring: tuple[str, str]  # the keyboard focus: the outer and the inner stroke
    refusal: str  # a refused card's frame and cross

    def colour(self, name: str) -> QColor:
        """The colour called ``name`` ("highlight") as a QColor."""
        value = getattr(self, name)
        return QColor(value)


FELT = TableTheme(
    name="felt", felt=None, shaded=True, marker="#73ffffff", caption="#78ffffff",
    highlight="#ffde59", highlight_fill="#30ffe678", outline_dark="#d0101410",
    badge="#cd0a1e12", badge_edge="#46ffffff", badge_ink="#fff8e1",
    active_badge="#eb78540a", active_edge="#ffde59",
    focus_ring=("#000000", "#ffffff"), refusal="#e12323")
DARK = TableTheme(
    name="dark", felt="#262a31", shaded=True, marker="#8cffffff", caption="#8cffffff",
    highlight="#ffd54a", highlight_fill="#2effd54a", outline_dark="#e0000000",
    badge="#e6101216", badge_edge="#66ffffff", badge_ink="#f2f2f2",
    active_badge="#f0735300", active_edge="#ffd54a",
    focus_ring=("#000000", "#ffffff"), refusal="#ff4d4d")
HIGH_CONTRAST = TableTheme(
    name="high-contrast", felt="#000000", shaded=False, marker="#ffffff", caption="#ffffff",
    highlight="#ffff00", highlight_fill="#38ffff00", outline_dark="#000000",
    badge="#000000", badge_edge="#ffffff", badge_ink="#ffffff",
    active_badge="#000000", active_edge="#ffff00",
    focus_ring=("#000000", "#00ffff"), refusal="#ff3030")

THEMES: dict[str, TableTheme] = {theme.name: theme for theme in (FELT, DARK, HIGH_CONTRAST)}
