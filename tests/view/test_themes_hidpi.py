"""Every table and every card back at every zoom, on a screen of two device pixels per
unit (HiDPI): the felt covers the whole table in its own colour, and a back on the stock is
as sharp as its picture drawn at that size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from spite_gui.resources import resource_path
from spite_gui.storage import Settings
from spite_gui.storage.settings import CARD_BACKS, TABLE_THEMES, ZOOM_STEPS
from spite_gui.table.piles import PileKey
from spite_gui.view.felt import felt_shades
from spite_gui.view.theme import THEMES
from tests.controller.helpers import opening, put

RATIO = 2  # device pixels per unit: a HiDPI screen
STOCK = PileKey("stock")


def _render(scene, area: QRectF | None = None) -> QImage:
    """``area`` of the scene (all of it) as a HiDPI screen shows it."""
    area = area or scene.sceneRect()
    image = QImage(round(area.width() * RATIO), round(area.height() * RATIO),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(RATIO)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, area.width(), area.height()), area)
    painter.end()
    return image


def _same_cloth(colour: QColor, cloth: QColor) -> bool:
    """``colour`` is a shade of ``cloth``: the same hue (a grey cloth, grey), no lighter."""
    if cloth.hsvSaturation() < 40:
        return colour.hsvSaturation() < 60 and colour.value() <= cloth.value() + 10
    hue = abs(colour.hsvHue() - cloth.hsvHue())
    return min(hue, 360 - hue) <= 12 and colour.value() <= cloth.value() + 10


@pytest.fixture
def table(app):
    put(app, opening(), think=False)
    return app


@pytest.mark.parametrize("theme", TABLE_THEMES)
def test_every_table_at_every_zoom_is_its_own_colour_edge_to_edge(table, theme):
    scene = table.window.scene
    seen: list[QColor] = []
    for zoom in ZOOM_STEPS:
        table.settings.change(Settings(table_theme=theme, zoom=zoom))
        assert scene.zoom == zoom / 100 and scene.look.theme is THEMES[theme]
        image = _render(scene)
        assert image.width() == round(scene.sceneRect().width() * RATIO)
        corners = [image.pixelColor(x, y) for x in (2, image.width() - 3)
                   for y in (2, image.height() - 3)]
        assert all(c.alpha() == 255 for c in corners), "a corner left unpainted"
        felt = THEMES[theme].felt
        cloth = felt_shades(felt)[1] if THEMES[theme].shaded else QColor(felt or "#000000")
        for corner in corners:  # the cloth's own hue, darker towards the edge
            assert _same_cloth(corner, cloth), (theme, zoom, corner.name(), cloth.name())
        seen.append(corners[0])
    assert len({c.name() for c in seen}) == 1, "the felt changes with the zoom"


def _direct(name: str, width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(resource_path("cards", f"{name}.svg"))).render(
        painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def _difference(a: QImage, b: QImage, step: int = 3) -> float:
    """The mean difference of the two pictures' colours, 0 to 255 (every ``step`` pixel)."""
    total = count = 0
    for y in range(2, min(a.height(), b.height()) - 2, step):
        for x in range(2, min(a.width(), b.width()) - 2, step):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            total += (abs(p.red() - q.red()) + abs(p.green() - q.green())
                      + abs(p.blue() - q.blue())) / 3
            count += 1
    return total / count


@pytest.mark.parametrize("back", CARD_BACKS)
def test_every_back_at_every_zoom_is_sharp_on_a_hidpi_screen(table, back):
    scene = table.window.scene
    for zoom in (ZOOM_STEPS[0], ZOOM_STEPS[-1]):
        table.settings.change(Settings(card_back=back, zoom=zoom))
        card = scene.pile(STOCK).cards[-1]
        assert scene.art.picture_for(card.face) == back
        rect = card.scene_card_rect()
        shown = _render(scene, rect)
        drawn = _direct(back, shown.width(), shown.height())
        assert _difference(shown, drawn) < 6, (back, zoom)  # its own picture, not blurred
        other = _direct("back-1" if back != "back-1" else "back-2", shown.width(),
                        shown.height())
        assert _difference(shown, other) > 20  # and not another back
