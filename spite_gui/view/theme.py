"""The looks of the whole window: the table's felt, what is drawn on it, and round it the
menus, the status bar, the game log, Table Talk and the dialogs (Preferences → Display).

A :class:`TableTheme` says what the scene paints under and round the cards: the
felt, the empty places and their captions, the count badges and name plates, the
highlights and the keyboard focus ring; its :class:`Chrome` colours the window round
the table, and its ``scheme`` says how the dialogs look. The cards are the card art's
(:mod:`.card_art`). :data:`THEMES` has one theme per name of
:data:`spite_gui.storage.settings.TABLE_THEMES`:

- ``felt``: the green baize (or the player's own table colour), lit in the middle;
- ``blue`` and ``burgundy``: the same baize in those colours;
- ``dark``: a dark grey cloth, easy on the eyes in a dim room; the whole window dark;
- ``high-contrast``: black, with white outlines and yellow highlights, and no shading;
  the whole window black and white.

The felt tables leave the dialogs to the desktop (light, or dark where the desktop is
dark); the other two make them dark or high-contrast whatever the desktop's choice.

Every highlight is told by its shape as well as its colour (:mod:`.outlines`), and
every outline is drawn with two strokes, one dark and one light, so it shows on the
felt, on a card and on every theme.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

DESKTOP, DARK_SCHEME, HIGH_CONTRAST_SCHEME = "desktop", "dark", "high-contrast"


@dataclass(frozen=True)
class Chrome:
    """The colours of the window round the table (``#rrggbb``)."""

    bar: str  # the menu bar and the status bar
    bar_ink: str
    bar_edge: str  # the status bar's top line, the menu title under the pointer
    panel: str  # the game log and Table Talk
    panel_ink: str
    field: str  # Table Talk's lines
    field_edge: str
    entry: str  # the line to write in Table Talk
    entry_ink: str
    heading: str  # headings in the log, names in the chat
    turn: str  # whose turn in the log, notes in the chat
    note: str  # notes in the log
    selected_ink: str = ""  # a menu title under the pointer ("": the bar's ink)
    entry_edge: str = ""  # an edge round the line to write ("": none, it stands out)
    panel_edge: str = ""  # an edge round the panels ("": none, they stand out)

    @classmethod
    def of_felt(cls, colour: str) -> Chrome:
        """The window round a felt of the player's own ``colour``: its shades, darkened.

        >>> Chrome.of_felt("#402060").bar
        '#221133'
        """
        felt = QColor(colour)

        def shade(darker: int) -> str:
            return felt.darker(darker).name()

        return cls(bar=shade(188), bar_ink="#f4efdc", bar_edge=shade(110), panel=shade(240),
                   panel_ink="#e8e3cf", field=shade(300), field_edge=shade(110),
                   entry="#f4efdc", entry_ink=shade(240), heading="#ffd75e", turn="#d8d8c8",
                   note="#c9c2a8")


GREEN_CHROME = Chrome(
    bar="#12331f", bar_ink="#f4efdc", bar_edge="#2c5a3b", panel="#10281a", panel_ink="#e8e3cf",
    field="#0c2014", field_edge="#2c5a3b", entry="#f4efdc", entry_ink="#10281a",
    heading="#ffd75e", turn="#b8d8c0", note="#c9c2a8")
BLUE_CHROME = Chrome(
    bar="#10263d", bar_ink="#eef2f8", bar_edge="#2c4f76", panel="#0d2034", panel_ink="#e3e8ef",
    field="#091829", field_edge="#2c4f76", entry="#eef2f8", entry_ink="#0d2034",
    heading="#ffd75e", turn="#b8cce0", note="#c2c8d2")
BURGUNDY_CHROME = Chrome(
    bar="#3a1119", bar_ink="#f7ece6", bar_edge="#6b2a36", panel="#2e0d14", panel_ink="#efe2dd",
    field="#24090f", field_edge="#6b2a36", entry="#f7ece6", entry_ink="#2e0d14",
    heading="#ffd75e", turn="#e6c0c6", note="#d2c4c2")
DARK_CHROME = Chrome(
    bar="#1b1e24", bar_ink="#e6e6e6", bar_edge="#3a3f48", panel="#16181d", panel_ink="#e0e0e0",
    field="#101216", field_edge="#3a3f48", entry="#2a2e36", entry_ink="#f0f0f0",
    heading="#ffd54a", turn="#b8c4d0", note="#b4b4b4")
HIGH_CONTRAST_CHROME = Chrome(
    bar="#000000", bar_ink="#ffffff", bar_edge="#ffff00", panel="#000000", panel_ink="#ffffff",
    field="#000000", field_edge="#ffffff", entry="#000000", entry_ink="#ffffff",
    heading="#ffff00", turn="#00ffff", note="#ffffff", selected_ink="#000000",
    entry_edge="#ffffff", panel_edge="#ffffff")


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
    chrome: Chrome = GREEN_CHROME  # the window round the table
    scheme: str = DESKTOP  # the dialogs: the desktop's, or always dark or high-contrast

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
BLUE = TableTheme(
    name="blue", felt="#1f4d78", shaded=True, marker="#73ffffff", caption="#78ffffff",
    highlight="#ffde59", highlight_fill="#30ffe678", outline_dark="#d00c1018",
    badge="#cd0a1626", badge_edge="#46ffffff", badge_ink="#f2f6ff",
    active_badge="#eb78540a", active_edge="#ffde59",
    focus_ring=("#000000", "#ffffff"), refusal="#ff4d4d", chrome=BLUE_CHROME)
BURGUNDY = TableTheme(
    name="burgundy", felt="#5c1826", shaded=True, marker="#73ffffff", caption="#78ffffff",
    highlight="#ffde59", highlight_fill="#30ffe678", outline_dark="#d0140a0c",
    badge="#cd22080e", badge_edge="#46ffffff", badge_ink="#fff4ec",
    active_badge="#eb78540a", active_edge="#ffde59",
    focus_ring=("#000000", "#ffffff"), refusal="#ff6060", chrome=BURGUNDY_CHROME)
DARK = TableTheme(
    name="dark", felt="#262a31", shaded=True, marker="#8cffffff", caption="#8cffffff",
    highlight="#ffd54a", highlight_fill="#2effd54a", outline_dark="#e0000000",
    badge="#e6101216", badge_edge="#66ffffff", badge_ink="#f2f2f2",
    active_badge="#f0735300", active_edge="#ffd54a",
    focus_ring=("#000000", "#ffffff"), refusal="#ff4d4d", chrome=DARK_CHROME,
    scheme=DARK_SCHEME)
HIGH_CONTRAST = TableTheme(
    name="high-contrast", felt="#000000", shaded=False, marker="#ffffff", caption="#ffffff",
    highlight="#ffff00", highlight_fill="#38ffff00", outline_dark="#000000",
    badge="#000000", badge_edge="#ffffff", badge_ink="#ffffff",
    active_badge="#000000", active_edge="#ffff00",
    focus_ring=("#000000", "#00ffff"), refusal="#ff3030", chrome=HIGH_CONTRAST_CHROME,
    scheme=HIGH_CONTRAST_SCHEME)

THEMES: dict[str, TableTheme] = {
    theme.name: theme for theme in (FELT, BLUE, BURGUNDY, DARK, HIGH_CONTRAST)}
