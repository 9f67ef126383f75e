"""Card pictures: SVG files rendered once per size into cached pixmaps.

Pixmaps are cached per (picture, size in device pixels), so the table stays
sharp at any window size and on high-DPI screens. While the window is being
resized the cache is *frozen*: a card is drawn straight from its vectors and
no pixmap is made for a size that lasts only a moment. Bitmaps are never
scaled up.

The face hook :meth:`CardArt.set_face_mapper` lets a display option redraw some
cards with another picture (for example wild Kings drawn as jokers) without the
table knowing why, and :meth:`CardArt.set_faces` chooses the set of faces the
cards are drawn with (large print, four-colour suits: :func:`face_folder`).

The court cards and the Ace carry the marks of the player's language in their
corners (a German Queen a D, a French King an R: :func:`~spite_gui.table.card_names.rank_mark`)
where the art has a picture for that mark, under ``marks/<mark>/``. The picture is
chosen as the card is painted, so a card drawn after the language changes shows the
new marks (the cache holds each picture under its own name).
"""

from __future__ import annotations

import pathlib
from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPixmap, QTransform
from PySide6.QtSvg import QSvgRenderer

from ..resources import resource_path
from ..table.card_names import RANK_MARKS, rank_mark
from ..table.snapshot import COMPLETED_BACK
from .theme import FELT, TableTheme

BACK = "back-1"
OTHER_BACK = COMPLETED_BACK  # a back in another colour than the chosen one (completed cards)
EMPTY = "empty"
SUITED = frozenset(f"{rank}{suit}" for rank in "A23456789TJQK" for suit in "SHDC")
CACHE_LIMIT = 400  # pixmaps kept; a full table at one size needs about 60
TRANSLATE_ONLY = QTransform.TransformationType.TxTranslate.value
_MARKED_RANKS = {mark: rank for rank, mark in RANK_MARKS.items()}  # "Q" -> 12


class CardArt:
    """Renders card pictures by name ("QH", "JK", "back-1", "empty") at any size."""

    def __init__(self, folder: pathlib.Path | None = None) -> None:
        self._folder = folder or resource_path("cards")
        self._renderers: dict[str, QSvgRenderer | None] = {}  # None: missing or broken
        self._cache: OrderedDict[tuple[str, int, int], QPixmap] = OrderedDict()
        self._face_mapper: Callable[[str], str] | None = None
        self.frozen = False
        self.back = BACK
        self.faces = ""  # the folder of the set of faces in use ("": the standard faces)
        self.theme: TableTheme = FELT  # how the table round the cards looks (outlines, marks)

    # -- hooks -----------------------------------------------------------------------
    def set_face_mapper(self, mapper: Callable[[str], str] | None) -> None:
        """Draw card ``text`` as picture ``mapper(text)`` (None: every card as itself)."""
        self._face_mapper = mapper
        self._cache.clear()

    def set_faces(self, large_print: bool = False, four_colour: bool = False) -> None:
        """Draw the 52 cards with large-print faces and/or four-colour suits."""
        folder = face_folder(large_print, four_colour)
        if folder != self.faces:
            self.faces = folder
            self._cache.clear()

    def set_back(self, name: str) -> None:
        """Draw face-down cards as picture ``name`` ("back-2")."""
        if name != self.back:
            self.back = name
            self._cache.clear()

    def picture_for(self, face: str | None) -> str:
        """The picture name for a card face (None is a card back)."""
        if face is None:
            return self.back
        if face == OTHER_BACK:
            return "back-2" if self.back != "back-2" else "back-1"
        name = self._face_mapper(face) if self._face_mapper else face
        return self._marked(self.faces + name, name) if name in SUITED else name

    def _marked(self, picture: str, name: str) -> str:
        """``picture`` of card ``name`` with the corner mark of the player's language, where
        there is art for that mark (else as it is)."""
        rank = _MARKED_RANKS.get(name[0])
        mark = rank_mark(rank) if rank is not None else name[0]
        if mark == name[0] or not mark.isalnum():  # the English mark, or none we could draw
            return picture
        local = f"marks/{mark}/{picture}"
        return local if self.renderer(local) is not None else picture

    # -- drawing ---------------------------------------------------------------------
    def renderer(self, name: str) -> QSvgRenderer | None:
        """The SVG renderer for a picture, or None if the file is missing or broken."""
        if name not in self._renderers:
            path = self._folder / f"{name}.svg"
            renderer = QSvgRenderer(str(path)) if path.is_file() else None
            self._renderers[name] = renderer if renderer and renderer.isValid() else None
        return self._renderers[name]

    def pixmap(self, name: str, size: QSize) -> QPixmap | None:
        """The picture rendered at ``size`` device pixels (cached); None while frozen."""
        key = (name, size.width(), size.height())
        found = self._cache.get(key)
        if found is not None:
            self._cache.move_to_end(key)
            return found
        if self.frozen or size.isEmpty():
            return None
        image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._render(painter, name, QRectF(0, 0, size.width(), size.height()))
        painter.end()
        pixmap = QPixmap.fromImage(image)
        self._cache[key] = pixmap
        while len(self._cache) > CACHE_LIMIT:
            self._cache.popitem(last=False)
        return pixmap

    def draw(self, painter: QPainter, name: str, rect: QRectF) -> None:
        """Draw a picture into ``rect`` (scene units), sharp at the painter's pixel ratio."""
        ratio = _device_ratio(painter)
        size = QSize(round(rect.width() * ratio), round(rect.height() * ratio))
        pixmap = self.pixmap(name, size)
        if pixmap is None:
            self._render(painter, name, rect)
        else:
            draw_pixmap(painter, rect, pixmap, ratio)

    def _render(self, painter: QPainter, name: str, rect: QRectF) -> None:
        renderer = self.renderer(name)
        if renderer is not None:
            renderer.render(painter, rect)
        else:
            _draw_fallback(painter, name, rect)

    def clear(self) -> None:
        """Forget every cached pixmap (after a resize, the sizes have changed)."""
        self._cache.clear()


def face_folder(large_print: bool, four_colour: bool) -> str:
    """Where under the card art a set of faces is ("large-print-four-colour/"; "": standard)."""
    parts = (["large-print"] if large_print else []) + (["four-colour"] if four_colour else [])
    return "-".join(parts) + "/" if parts else ""


def draw_pixmap(painter: QPainter, rect: QRectF, pixmap: QPixmap, ratio: float) -> None:
    """Draw ``pixmap`` (made for ``rect`` at ``ratio`` device pixels per unit) into ``rect``.

    When the painter only translates, the picture goes to the nearest whole device
    pixel at its own size: a plain copy, several times faster than the filtered
    scaling a fractional position or size would cost, and just as sharp.
    """
    source = QRectF(pixmap.rect())
    transform = painter.worldTransform()
    if transform.type().value <= TRANSLATE_ONLY:
        dx, dy = transform.dx(), transform.dy()
        x = round((rect.x() + dx) * ratio) / ratio - dx
        y = round((rect.y() + dy) * ratio) / ratio - dy
        rect = QRectF(x, y, pixmap.width() / ratio, pixmap.height() / ratio)
    painter.drawPixmap(rect, pixmap, source)


def aligned(painter: QPainter, point: QPointF) -> QPointF:
    """``point`` moved to the nearest whole device pixel (for pixmaps drawn at their size)."""
    transform = painter.worldTransform()
    if transform.type().value > TRANSLATE_ONLY:
        return point
    ratio = _device_ratio(painter)
    dx, dy = transform.dx(), transform.dy()
    return QPointF(round((point.x() + dx) * ratio) / ratio - dx,
                   round((point.y() + dy) * ratio) / ratio - dy)


def _device_ratio(painter: QPainter) -> float:
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    scale = painter.worldTransform().m11()
    return max(ratio * abs(scale), 0.1)


def _draw_fallback(painter: QPainter, name: str, rect: QRectF) -> None:
    """A plain card for a missing picture: white with the card's text, or a blue back."""
    painter.save()
    path = QPainterPath()
    radius = rect.width() * 0.06
    path.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    back = name.startswith("back")
    painter.fillPath(path, QColor("#2a4d8f") if back else QColor("#fffdf8"))
    painter.setPen(QColor("#55555c"))
    painter.drawPath(path)
    if not back and name != EMPTY:
        painter.setPen(QColor("#c8102e") if name[-1:] in "HD" else QColor("#222"))
        font = painter.font()
        font.setPixelSize(max(6, int(rect.height() * 0.2)))
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, name)
    painter.restore()
