"""How the table looks: the theme round the cards, the felt's colour, the card faces and backs.

Preferences → Display choose them (:mod:`spite_gui.controller.player_settings`);
:class:`TableLook` puts each choice on the table at once: the felt painted under
everything (:func:`.felt.paint_felt`), the theme's colours on the labels, the focus
ring and the messages, and every card drawn again with the new faces or backs.

Owns nothing drawn: the card pictures are the scene's :class:`~.card_art.CardArt`
(the theme is kept there, where every card and pile reads it), the items are the
scene's and its rooms'. It keeps the player's felt colour.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene

from .felt import paint_felt
from .room import Room
from .theme import TableTheme

if TYPE_CHECKING:
    from .table_scene import TableScene


class TableLook(Room):
    """The look of a table, changed as the player chooses."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.table_colour: str | None = None  # None: the standard green felt

    @property
    def theme(self) -> TableTheme:
        return self.scene.art.theme

    def set_theme(self, theme: TableTheme) -> None:
        """The look of the table round the cards (:mod:`.theme`): felt, marks and outlines."""
        scene = self.scene
        scene.art.theme = theme
        scene.messages.theme = theme
        scene.labels.set_theme(theme)
        scene.focus.set_theme(theme)
        scene.invalidate(scene.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.redraw_cards()

    def set_table_colour(self, colour: str | None) -> None:
        """The felt's colour ("#1f6b3a"; None: the standard green)."""
        scene = self.scene
        self.table_colour = colour
        scene.invalidate(scene.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_card_faces(self, large_print: bool, four_colour: bool) -> None:
        """Draw the cards with large-print faces and/or four-colour suits, at once."""
        self.scene.art.set_faces(large_print, four_colour)
        self.redraw_cards()

    def set_card_back(self, name: str) -> None:
        """The picture on the backs of the cards ("back-1" …), redrawn at once."""
        self.scene.art.set_back(name)
        self.redraw_cards()

    def redraw_cards(self) -> None:
        """Paint every card and pile again (the pictures changed: a new back, a new size).

        Items keep a picture of themselves; ``update()`` on the scene alone would show
        the old one.
        """
        for item in self.scene.items():
            item.update()

    def paint_felt(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the part ``rect`` of the felt under the table."""
        theme = self.theme
        paint_felt(painter, self.scene.sceneRect(), rect, theme.felt or self.table_colour,
                   theme.shaded)
