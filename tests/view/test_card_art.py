"""Card pictures: cached per size, never blurred up, with a hook to draw faces differently."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, QSizeF
from PySide6.QtGui import QImage, QPainter

from spite_gui.view.card_art import CardArt
from spite_gui.view.card_item import CardItem


def test_pixmaps_are_cached_per_size(qapp):
    art = CardArt()
    a = art.pixmap("QH", QSize(100, 140))
    assert a is not None and (a.width(), a.height()) == (100, 140)
    assert art.pixmap("QH", QSize(100, 140)) is a
    b = art.pixmap("QH", QSize(200, 280))
    assert b is not a and b.width() == 200


def test_frozen_art_makes_no_new_pixmaps_and_still_draws(qapp):
    art = CardArt()
    art.frozen = True
    assert art.pixmap("AS", QSize(90, 126)) is None
    image = QImage(90, 126, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    art.draw(painter, "AS", QRectF(0, 0, 90, 126))
    painter.end()
    assert image.pixelColor(45, 63).alpha() == 255  # drawn straight from the vectors


def test_high_dpi_painters_get_sharper_pixmaps(qapp):
    art = CardArt()
    image = QImage(200, 280, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    painter = QPainter(image)
    art.draw(painter, "5C", QRectF(0, 0, 100, 140))
    painter.end()
    assert art.pixmap("5C", QSize(200, 280)) is not None  # cached at device pixels


def test_a_missing_picture_is_drawn_plainly(qapp, tmp_path):
    art = CardArt(tmp_path)
    assert art.renderer("QH") is None
    image = QImage(100, 140, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    art.draw(painter, "QH", QRectF(0, 0, 100, 140))
    painter.end()
    assert image.pixelColor(50, 5).alpha() == 255


def test_the_face_hook_redraws_chosen_cards(qapp):
    art = CardArt()
    assert art.picture_for("KS") == "KS" and art.picture_for(None) == "back-1"
    art.set_face_mapper(lambda text: "JK" if text.startswith("K") else text)
    assert art.picture_for("KS") == "JK" and art.picture_for("QS") == "QS"


def test_card_items_move_and_finish_at_once(qapp):
    from PySide6.QtCore import QPointF

    card = CardItem(CardArt(), "7H", QSizeF(100, 140))
    card.animate_to(QPointF(50, 60), 10_000)
    assert card.animating
    card.finish_animation()
    assert not card.animating and card.pos() == QPointF(50, 60)
    card.set_badge("7")
    assert card.badge == "7"


def test_a_card_turns_over_to_its_new_face(qapp):
    card = CardItem(CardArt(), None, QSizeF(100, 140))
    card.turn_over("9D", 10_000)
    assert card.animating and card.face is None
    card.finish_animation()
    assert card.face == "9D" and not card.animating and card.transform().isIdentity()
    card.turn_over("TD", 0)
    assert card.face == "TD"


def test_completed_cards_never_look_like_the_stock(qapp):
    from spite_gui.view.card_art import OTHER_BACK

    art = CardArt()
    for back in ("back-1", "back-2", "back-3"):
        art.set_back(back)
        assert art.picture_for(None) == back
        assert art.picture_for(OTHER_BACK) not in (back, OTHER_BACK)
        assert art.renderer(art.picture_for(OTHER_BACK)) is not None


def _paint(item, width=100, height=140) -> QImage:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def test_a_wild_cards_badge_is_drawn_without_a_font(qapp, monkeypatch):
    """The rank on a wild card's badge uses the card art's own glyphs, like the corners,
    so it looks the same on every system."""
    from spite_gui.controller.event_animator import rank_mark
    from spite_gui.view.card_item import badge_picture

    art = CardArt()
    for rank in range(1, 14):  # every rank a wild card can stand for has its picture
        assert art.renderer(badge_picture(rank_mark(rank))) is not None
    texts = []
    monkeypatch.setattr(QPainter, "drawText", lambda self, *args: texts.append(args))
    card = CardItem(art, "KS", QSizeF(100, 140))
    plain = _paint(card)
    card.set_badge("7")
    seven = _paint(card)
    card.set_badge("Q")
    queen = _paint(card)
    assert texts == []
    disc = QRectF(29, 90, 42, 42)  # low in the card's middle

    def ink(image):
        return sum(1 for x in range(int(disc.left()), int(disc.right()))
                   for y in range(int(disc.top()), int(disc.bottom()))
                   if (c := image.pixelColor(x, y)).red() < 90 and c.green() < 70
                   and c.blue() < 40 and c.alpha() == 255)

    gold = seven.pixelColor(int(disc.center().x()), int(disc.top()) + 6)
    assert gold.red() > 200 and gold.green() > 150 and gold.blue() < 120
    assert ink(seven) > 20 and ink(queen) > 20
    assert seven != queen != plain
