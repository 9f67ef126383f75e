"""Comfort at the table: zoom, large-print and four-colour faces, dark and high-contrast
tables, highlights told by shape, and the desktop's wish for reduced motion."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QKeySequence

from spite_gui.storage import load_settings
from spite_gui.table.piles import CardFace, PileKey
from spite_gui.view.pile_item import HOVER, LEGAL

from .persist_helpers import Launcher, settle

HAND = PileKey("hand", 0)


@pytest.fixture
def launch(qtbot, qapp):
    launcher = Launcher(qtbot)
    yield launcher
    launcher.close_all()


def _visible(app) -> QRectF:
    view = app.window.view
    return view.mapToScene(view.viewport().rect()).boundingRect()


def _change(app, **options) -> None:
    app.settings.change(dataclasses.replace(app.settings.settings, **options))


def _grab(app) -> QImage:
    return app.window.view.grab().toImage()


def _count(image: QImage, rect: QRectF, test) -> int:
    found = 0
    r = rect.toRect()
    for y in range(r.top(), r.bottom() + 1):
        for x in range(r.left(), r.right() + 1):
            if test(image.pixelColor(x, y)):
                found += 1
    return found


def _shown(cards, index: int) -> QRectF:
    """The part of card ``index`` of a fan that the next card leaves in view (less its
    rounded edge, where the felt shows)."""
    rect = cards[index].scene_card_rect().adjusted(4, 4, -4, -4)
    if index + 1 < len(cards):
        rect.setRight(cards[index + 1].scene_card_rect().left())
    return rect


def test_the_zoom_commands_sit_in_the_view_menu_with_their_keys(app):
    view_menu = app.window.menus["view"].actions()
    for key, keys in (("zoom_in", ("Ctrl++", "Ctrl+=")), ("zoom_out", ("Ctrl+-",)),
                      ("zoom_reset", ("Ctrl+0",))):
        command = app.window.commands[key]
        assert command in view_menu
        for sequence in keys:
            assert QKeySequence(sequence) in command.shortcuts()
    assert not app.window.commands["zoom_out"].isEnabled()  # 100%: the whole table fits


def test_at_200_percent_the_hand_and_the_centre_are_large_and_whole_in_the_window(
        launch, qtbot):
    app = launch(seed=48213)
    settle(qtbot, app)
    scene = app.window.scene
    usual = scene.pile(HAND).card_size.width()
    for _ in range(4):
        app.window.commands["zoom_in"].trigger()
    assert app.settings.settings.zoom == 200
    assert not app.window.commands["zoom_in"].isEnabled()
    assert scene.pile(HAND).card_size.width() >= 1.75 * usual
    visible = _visible(app)
    needed = [card.scene_card_rect() for card in scene.pile(HAND).cards]
    needed += [pile.area_rect() for key, pile in scene.piles().items()]
    assert len(scene.pile(HAND).cards) == 5
    for rect in needed:
        assert visible.contains(rect), f"{rect} is cut off at 200%"
    assert "Zoom 200%" in (scene.messages.text or "")
    # and it is remembered
    assert load_settings(app.settings.paths)[0].zoom == 200
    app.window.commands["zoom_reset"].trigger()
    assert scene.pile(HAND).card_size.width() == usual
    assert load_settings(app.settings.paths)[0].zoom == 100


def test_the_zoom_comes_back_at_the_next_start(launch, qtbot):
    app = launch(seed=48213)
    app.window.commands["zoom_in"].trigger()
    app.window.commands["zoom_in"].trigger()
    launch.quit(app)
    again = launch(seed=48213)
    assert again.window.scene.zoom == 1.5
    assert again.window.commands["zoom_out"].isEnabled()


def test_the_table_draws_the_chosen_faces(app):
    scene = app.window.scene
    scene.set_pile_faces(HAND, [CardFace("7C"), CardFace("7D"), CardFace("QH")])
    cards = scene.pile(HAND).cards
    assert [scene.art.picture_for(c.face) for c in cards] == ["7C", "7D", "QH"]

    def green(colour: QColor) -> bool:
        return colour.green() > colour.red() + 50 and colour.green() > colour.blue() + 30

    def blue(colour: QColor) -> bool:
        return colour.blue() > colour.red() + 60 and colour.blue() > colour.green() + 30

    def red(colour: QColor) -> bool:
        return colour.red() > 150 and colour.green() < 90 and colour.blue() < 90

    clubs, diamonds = _shown(cards, 0), _shown(cards, 1)
    image = _grab(app)
    assert _count(image, clubs, green) == 0 and _count(image, diamonds, red) > 10

    _change(app, card_faces="large-print", four_colour_suits=True)
    assert [scene.art.picture_for(c.face) for c in cards] == [
        "large-print-four-colour/7C", "large-print-four-colour/7D", "large-print-four-colour/QH"]
    image = _grab(app)
    assert _count(image, clubs, green) > 10, "clubs are printed green"
    assert _count(image, diamonds, blue) > 10 and _count(image, diamonds, red) == 0


@pytest.mark.parametrize(("theme", "felt"), [("dark", lambda c: c.lightness() < 70
                                               and abs(c.red() - c.green()) < 16),
                                              ("high-contrast", lambda c: c.lightness() == 0),
                                              ("blue", lambda c: c.blue() > c.red() + 40),
                                              ("burgundy", lambda c: c.red() > c.green() + 30
                                               and c.red() > c.blue() + 20)])
def test_the_other_tables(app, theme, felt):
    green = _grab(app).pixelColor(8, 300)
    assert green.green() > green.red() + 20
    _change(app, table_theme=theme)
    assert app.window.scene.look.theme.name == theme
    assert felt(_grab(app).pixelColor(8, 300))


def _edge_runs(app, key: PileKey, state: int) -> tuple[int, QColor]:
    """How many separate strokes of the highlight colour cross the top edge of pile ``key``'s
    highlight, and that colour."""
    scene = app.window.scene
    pile = scene.pile(key)
    pile.set_highlight(state)
    image = _grab(app)
    pile.set_highlight(0)
    colour = scene.look.theme.colour("highlight")
    area = pile.area_rect()
    y_found, runs = None, 0
    for y in range(round(area.top()) - 12, round(area.top()) + 2):  # the outline's row
        row = [image.pixelColor(x, y) for x in range(round(area.left()), round(area.right()))]
        lit = [abs(c.red() - colour.red()) + abs(c.green() - colour.green())
               + abs(c.blue() - colour.blue()) < 60 for c in row]
        count = sum(1 for i, on in enumerate(lit) if on and (i == 0 or not lit[i - 1]))
        if sum(lit) > len(lit) * 0.3:
            y_found, runs = y, count
            break
    assert y_found is not None, "no outline found above the pile"
    return runs, colour


@pytest.mark.parametrize("theme", ["felt", "blue", "burgundy", "dark", "high-contrast"])
def test_a_possible_target_is_dashed_and_the_chosen_one_solid_on_every_table(app, theme):
    """The shape tells them apart, not only the colour: a dashed outline where a card may go,
    a solid one where it would land."""
    _change(app, table_theme=theme)
    key = PileKey("centre", -1, 1)
    dashed, _colour = _edge_runs(app, key, LEGAL)
    solid, _colour = _edge_runs(app, key, HOVER)
    assert dashed >= 4 and solid == 1


def test_a_hint_and_a_refusal_carry_their_own_marks(app):
    """A star in the corner of the card a hint suggests, a cross on a refused card."""
    scene = app.window.scene
    scene.set_pile_faces(PileKey("payoff", 0), [CardFace("5S")])
    card = scene.pile(PileKey("payoff", 0)).cards[-1]
    rect = card.scene_card_rect()
    d = rect.width() * 0.3  # the mark's disc in the card's top-right corner: its middle
    corner = QRectF(rect.right() - 0.45 * d, rect.top() + 0.25 * d, 0.2 * d, 0.2 * d)
    highlight = scene.look.theme.colour("highlight")

    def near(colour: QColor, other: QColor) -> bool:
        return (abs(colour.red() - other.red()) + abs(colour.green() - other.green())
                + abs(colour.blue() - other.blue())) < 60

    plain = _grab(app)
    assert _count(plain, corner, lambda c: near(c, highlight)) == 0
    scene.highlights.show_hint(PileKey("centre", -1, 0), PileKey("payoff", 0))
    assert _count(_grab(app), corner, lambda c: near(c, highlight)) > 3  # the star
    scene.highlights.clear_hint()
    scene.drops.refuse(PileKey("payoff", 0), 0, "Not there.")
    refused = _grab(app)
    assert _count(refused, corner, lambda c: near(c, QColor("#ffffff"))) > 3  # the cross
    between_arms = corner.translated(0, -0.28 * d)
    assert _count(refused, between_arms, lambda c: near(c, scene.look.theme.colour("refusal"))) > 3


def test_the_cards_are_stilled_while_the_desktop_asks_for_reduced_motion(launch, qtbot):
    app = launch(seed=48213, speed=None)
    settings, table, window = app.settings, app.table, app.window
    assert table.speed == "normal"
    settings.set_desktop_reduces_motion(True)
    assert table.speed == "instant" and window.commands["speed_instant"].isChecked()
    assert load_settings(settings.paths)[0].animation_speed == "normal"  # the choice is kept
    settings.set_desktop_reduces_motion(False)
    assert table.speed == "normal"

    _change(app, follow_desktop_motion=False)  # the player would rather see the cards move
    settings.set_desktop_reduces_motion(True)
    assert table.speed == "normal"
    _change(app, follow_desktop_motion=True)
    assert table.speed == "instant"
    window.commands["speed_slow"].trigger()  # a speed picked now wins for this launch
    assert table.speed == "slow"
