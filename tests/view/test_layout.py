"""The table fills the window and nothing overlaps, for 2, 3 and 4 players; every card stays
readable in a small window."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from spite_gui.play.seating import computer_names
from spite_gui.table.piles import PileKey, SeatInfo
from spite_gui.view.arrangement import LOOSE, MIN_READABLE_PX, OPPONENT_SCALE
from spite_gui.view.layout import compute_layout
from spite_gui.view.scoreboard import Scoreboard, ScoreLine
from spite_gui.view.table_scene import TableScene

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]
# the table's part of the window on small screens: the smallest the window allows, an
# 800×600 screen (with the game log open too), a 1024×600 netbook, a 1366×768 laptop
SMALL_TABLES = [(560, 380), (800, 470), (590, 470), (1024, 520), (780, 520), (1366, 690),
                (1100, 690)]


def _areas(scene: TableScene, scoreboard: bool = True) -> dict[str, QRectF]:
    """What each thing on the table covers; the scoreboard must show unless told not."""
    areas = {str(key): pile.area_rect() for key, pile in scene.piles().items()}
    for key, _pile in scene.piles().items():
        badge = scene.badge(key)
        if badge is not None:
            badge.set_text("88")
            areas[f"badge {key}"] = badge.sceneBoundingRect()
    scene.set_seats({seat: SeatInfo("You") if seat == 0 else
                     SeatInfo("Computer 3", True, "thinking…") for seat in range(scene.players)})
    for seat in range(scene.players):
        areas[f"plate {seat}"] = scene.plate(seat).sceneBoundingRect()
    # a match's scoreboard at its widest: a long match, many games, three-figure scores
    names = ["You", *computer_names(scene.players)[1:]]  # as the table names its seats
    scene.set_scoreboard(Scoreboard("Match to 100 · game 188", tuple(
        ScoreLine(name, "188", leading=seat == 1) for seat, name in enumerate(names))))
    if scoreboard:
        assert scene.scoreboard.isVisible()
    if scene.scoreboard.isVisible():
        areas["scoreboard"] = scene.scoreboard.sceneBoundingRect()
    return areas


def _overlaps(a: str, b: str) -> bool:
    # a count badge sits on the edge of its own pile by design
    for badge, pile in ((a, b), (b, a)):
        if badge.startswith("badge ") and badge[6:] == pile:
            return False
    return True


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES + SMALL_TABLES)
def test_nothing_overlaps_and_everything_is_inside(qapp, players, size):
    if players == 2 and size == (590, 470):
        pytest.skip("a two-player match in a squarish table: no corner for the scoreboard")
    scene = TableScene()
    scene.set_table(players, 4)
    scene.relayout(*size)
    bounds = QRectF(0, 0, *size)
    areas = _areas(scene)
    for name, rect in areas.items():
        assert bounds.contains(rect), f"{name} {rect} leaves the {size} table"
    for (a, ra), (b, rb) in itertools.combinations(areas.items(), 2):
        if _overlaps(a, b):
            assert not ra.intersects(rb), f"{a} {ra} overlaps {b} {rb} at {size}"


def test_the_scoreboard_shows_only_in_a_match_and_reads_well(qapp):
    scene = TableScene()
    scene.set_table(4, 4)
    scene.relayout(1024, 700)
    assert not scene.scoreboard.isVisible()  # single games: no scoreboard
    board = Scoreboard("Match to 50 · game 2", (ScoreLine("You", "23", True),
                                                ScoreLine("West", "17"), ScoreLine("North", "4"),
                                                ScoreLine("East", "0")))
    scene.set_scoreboard(board)
    item = scene.scoreboard
    assert item.isVisible() and item.board == board
    rect = item.sceneBoundingRect()
    assert rect.height() >= 5 * 10  # a title and a line per player, readable
    assert rect.right() <= 1024 and rect.bottom() <= 700
    scene.relayout(1920, 1080)  # stays in its corner
    assert scene.scoreboard.sceneBoundingRect().right() > 1800
    scene.set_scoreboard(None)
    assert not item.isVisible()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cards_grow_with_the_window(players):
    widths = [compute_layout(w, h, players).card_width for w, h in SIZES]
    assert widths == sorted(widths) and widths[0] < widths[-1]
    assert widths[0] >= 70  # still readable at 1024×700


def test_three_centre_stacks_fit_too(qapp):
    scene = TableScene()
    scene.set_table(4, 3)
    scene.relayout(1024, 700)
    keys = [k for k in scene.piles() if k.kind == "centre"]
    assert sorted(k.number for k in keys) == [0, 1, 2]


def test_seats_sit_clockwise_from_the_human_at_the_bottom(qapp):
    scene = TableScene()
    scene.set_table(4, 4)
    scene.relayout(1280, 800)
    centre = {s: scene.pile(PileKey("payoff", s)).base_rect().center() for s in range(4)}
    assert centre[0].y() > centre[2].y()  # human below the player opposite
    assert centre[1].x() < centre[2].x() < centre[3].x()  # left, top, right
    human = scene.pile(PileKey("payoff", 0)).card_size.width()
    assert scene.pile(PileKey("payoff", 2)).card_size.width() < human  # opponents smaller


def test_a_resize_lays_the_table_out_again(app, qtbot):
    window, _controller = app.window, app.table
    app.session.new_game(48213)
    before = window.scene.pile(PileKey("centre", -1, 0)).card_size
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.scene.sceneRect().width() > 1800)
    after = window.scene.pile(PileKey("centre", -1, 0)).card_size
    assert after.width() > before.width()
    card = window.scene.pile(PileKey("hand", 0)).cards[0]
    assert card.size == window.scene.pile(PileKey("hand", 0)).card_size


def _index_corner(rect: QRectF) -> QRectF:
    """Where a card shows its rank and suit: its top-left corner."""
    return QRectF(rect.left(), rect.top(), rect.width() * 0.25, rect.height() * 0.3)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SMALL_TABLES[1:] + SIZES)
def test_the_opponents_cards_stay_readable_in_a_small_window(qapp, players, size):
    """Their payoff tops and side-stack tops: never below the readable size, and no count
    badge or name plate on the corner that shows the rank."""
    if players > 2 and size == (590, 470):
        pytest.skip("3 or 4 players beside the game log on an 800-pixel screen: too narrow")
    scene = TableScene()
    scene.set_table(players, 4)
    scene.relayout(*size)
    texts = []
    for key in scene.piles():
        badge = scene.badge(key)
        if badge is not None:
            badge.set_text("20")
            texts.append(badge.sceneBoundingRect())
    scene.set_seats({seat: SeatInfo("West", True, "thinking…") for seat in range(players)})
    texts += [scene.plate(seat).sceneBoundingRect() for seat in range(players)]
    human = scene.pile(PileKey("payoff", 0)).card_size.width()
    for seat in range(1, players):
        for key in [PileKey("payoff", seat)] + [PileKey("side", seat, i) for i in range(4)]:
            pile = scene.pile(key)
            width = pile.card_size.width()
            assert MIN_READABLE_PX <= width <= human, f"{key} cards {width} px wide at {size}"
            for top in (pile.card_positions(1)[0], pile.card_positions(6)[-1]):
                corner = _index_corner(QRectF(top, pile.card_size))
                for text in texts:
                    assert not corner.intersects(text), f"{key}'s rank is covered at {size}"


def test_a_small_table_closes_up_before_the_opponents_cards_grow(qapp):
    """4 players at 1024×650: the fans overlap more and the gaps narrow, so the opponents'
    cards keep their usual share of the human's and are still readable."""
    roomy = compute_layout(1920, 1080, 4)
    small = compute_layout(1024, 650, 4)
    west_hand = PileKey("hand", 1)
    for layout in (roomy, small):
        assert layout.seat_scale[1] == OPPONENT_SCALE
    card = small.piles[west_hand].card_size.width()
    assert card >= MIN_READABLE_PX
    assert small.piles[west_hand].cap / card < LOOSE.backs_cap
    assert roomy.piles[west_hand].cap / roomy.piles[west_hand].card_size.width() == pytest.approx(
        LOOSE.backs_cap)
    # narrower still: the opponents' cards take a larger share to stay readable
    narrow = compute_layout(800, 470, 4)
    assert narrow.seat_scale[1] > OPPONENT_SCALE
    assert narrow.piles[west_hand].card_size.width() >= MIN_READABLE_PX


ZOOMS = [1.25, 1.5, 1.75, 2.0]


@pytest.mark.parametrize("zoom", ZOOMS)
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES + [(1366, 690), (1024, 520)])
def test_a_zoomed_table_still_fits_and_nothing_overlaps(qapp, players, size, zoom):
    """Zoomed in, the player's hand and the centre grow and the table closes up round them:
    nothing leaves the view and nothing covers anything else."""
    scene = TableScene()
    scene.set_table(players, 4)
    scene.relayout(*size)
    usual = scene.table_layout.card_width
    scene.set_zoom(zoom)
    assert scene.table_layout.card_width >= usual  # never smaller (a small window: as large)
    bounds = QRectF(0, 0, *size)
    areas = _areas(scene, scoreboard=False)  # no room for it: the status bar has the score
    for name, rect in areas.items():
        assert bounds.contains(rect), f"{name} {rect} leaves the {size} table at {zoom}"
    for (a, ra), (b, rb) in itertools.combinations(areas.items(), 2):
        if _overlaps(a, b):
            assert not ra.intersects(rb), f"{a} {ra} overlaps {b} {rb} at {size}, {zoom}"
    for key, pile in scene.piles().items():
        if key.seat not in (0, -1):
            assert pile.card_size.width() >= MIN_READABLE_PX, f"{key} unreadable at {zoom}"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_zoom_step_makes_the_hand_larger_up_to_what_the_window_holds(qapp, players):
    scene = TableScene()
    scene.set_table(players, 4)
    scene.relayout(1280, 755)  # a 1280×800 window less its menu and status bars
    widths = []
    for zoom in [1.0, *ZOOMS]:
        scene.set_zoom(zoom)
        widths.append(scene.pile(PileKey("hand", 0)).card_size.width())
    assert widths == sorted(widths) and len(set(widths)) == len(widths)
    assert widths[-1] >= 1.75 * widths[0]
