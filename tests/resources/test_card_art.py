"""The generated card art: complete, self-contained, renderable and in sync with its script."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import importlib.util
import pathlib
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = pathlib.Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "resources"
SCRIPT = RESOURCES / "make_card_art.py"

RANKS = "A23456789TJQK"
SUITS = "SHDC"
FACES = [f"{rank}{suit}" for suit in SUITS for rank in RANKS]
BACKS = [f"back-{n}" for n in range(1, 8)]
CARD_FILES = [*FACES, "JK", *BACKS, "empty"]
# the court cards' marks in other languages: German B (Bube) and D (Dame), French V
# (Valet), D and R (Roi), each in every set of faces
LOCAL_MARKS = {"J": "BV", "Q": "D", "K": "R"}
MARKED = [f"marks/{mark}/{folder}{rank}{suit}" for rank, marks in LOCAL_MARKS.items()
          for mark in marks for folder in ["", "four-colour/", "large-print/",
                                           "large-print-four-colour/"] for suit in SUITS]
BADGE_MARKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
               "B", "D", "V", "R"]
BADGES = [f"badge-{mark}" for mark in BADGE_MARKS]  # the rank a wild card stands for
FACE_SETS = ["four-colour/", "large-print/", "large-print-four-colour/"]  # beside the standard
EXPECTED = ([f"cards/{name}.svg" for name in [*CARD_FILES, *BADGES]] + ["icons/app.svg"]
            + [f"cards/{folder}{face}.svg" for folder in FACE_SETS for face in FACES]
            + [f"cards/{name}.svg" for name in MARKED])

FORBIDDEN_TAGS = {"text", "tspan", "textPath", "font", "font-face", "glyph", "image",
                  "script", "foreignObject", "style"}


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


@pytest.fixture(scope="module")
def qt_app(qapp):
    """pytest-qt's one application for the whole run (a QGuiApplication made here would
    abort the first widget a later test makes)."""
    return qapp


def _render(path: pathlib.Path, width: int, height: int) -> QImage:
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), f"{path.name} does not load in QSvgRenderer"
    image = QImage(width, height, QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def _census(image: QImage) -> dict[str, int]:
    """Count opaque light, dark and reddish pixels, and any non-transparent ones."""
    data = bytes(image.constBits())[: image.sizeInBytes()]
    counts = {"light": 0, "dark": 0, "red": 0, "visible": 0, "opaque": 0}
    for i in range(0, len(data), 4):
        r, g, b, a = data[i], data[i + 1], data[i + 2], data[i + 3]
        if a:
            counts["visible"] += 1
        if a < 200:
            continue
        counts["opaque"] += 1
        if r > 220 and g > 220 and b > 220:
            counts["light"] += 1
        elif r < 80 and g < 80 and b < 80:
            counts["dark"] += 1
        if r > 150 and g < 90 and b < 90:
            counts["red"] += 1
    return counts


@pytest.mark.parametrize("rel", EXPECTED)
def test_file_is_self_contained_svg(rel):
    path = RESOURCES / rel
    assert path.is_file(), f"missing {rel}"
    root = ET.parse(path).getroot()
    assert _local(root.tag) == "svg"
    for element in root.iter():
        tag = _local(element.tag)
        assert tag not in FORBIDDEN_TAGS, f"{rel} has a <{tag}> element"
        for name, value in element.attrib.items():
            assert not _local(name).endswith("href"), f"{rel} links out via {name}={value!r}"
            assert not _local(name).startswith("font"), f"{rel} uses {name}"
            for target in re.findall(r"url\(([^)]*)\)", value):
                assert target.startswith("#"), f"{rel} refers to {target}"
    text = path.read_text(encoding="utf-8")
    assert "<text" not in text and "font" not in text
    assert "http" not in text.replace('xmlns="http://www.w3.org/2000/svg"', "")


@pytest.mark.parametrize("name", CARD_FILES)
def test_cards_use_poker_geometry(name):
    root = ET.parse(RESOURCES / "cards" / f"{name}.svg").getroot()
    assert root.get("viewBox") == "0 0 250 350"


def test_icon_is_square():
    root = ET.parse(RESOURCES / "icons" / "app.svg").getroot()
    _x, _y, w, h = root.get("viewBox").split()
    assert w == h


def test_no_stray_files():
    generated = sorted(
        str(p.relative_to(RESOURCES)).replace(os.sep, "/")
        for folder in ("cards", "icons")
        for p in (RESOURCES / folder).rglob("*") if p.is_file()
    )
    assert generated == sorted(EXPECTED)


@pytest.mark.parametrize("face", FACES)
def test_face_renders_with_suit_colour(qt_app, face):
    counts = _census(_render(RESOURCES / "cards" / f"{face}.svg", 125, 175))
    assert counts["opaque"] > 0.9 * 125 * 175, "a face card should be solid"
    assert counts["light"] > 2000, "a face card is white"
    assert counts["dark"] + counts["red"] > 100, "a face card carries ink"
    if face[1] in "HD":
        assert counts["red"] > 150, "red suits are printed red"
    else:
        assert counts["dark"] > 150
        assert counts["red"] == 0, "black suits carry no red"


def _ink_colours(image: QImage) -> dict[str, int]:
    """Opaque pixels that are clearly green, blue or red."""
    data = bytes(image.constBits())[: image.sizeInBytes()]
    counts = {"green": 0, "blue": 0, "red": 0}
    for i in range(0, len(data), 4):
        r, g, b, a = data[i], data[i + 1], data[i + 2], data[i + 3]
        if a < 200:
            continue
        if g > r + 50 and g > b + 30:
            counts["green"] += 1
        elif b > r + 60 and b > g + 30:
            counts["blue"] += 1
        elif r > 150 and g < 90 and b < 90:
            counts["red"] += 1
    return counts


@pytest.mark.parametrize("folder", ["four-colour/", "large-print-four-colour/"])
@pytest.mark.parametrize("face", ["7C", "KC", "7D", "QD", "7H", "7S"])
def test_four_colour_suits_each_have_their_own_ink(qt_app, folder, face):
    """Clubs green, diamonds blue, hearts red, spades black: no two suits alike."""
    ink = _ink_colours(_render(RESOURCES / "cards" / f"{folder}{face}.svg", 125, 175))
    suit = face[1]
    if suit == "C":
        assert ink["green"] > 150 and ink["red"] == 0
    elif suit == "D":
        assert ink["blue"] > 150 and ink["red"] == 0 and ink["green"] == 0
    elif suit == "H":
        assert ink["red"] > 150 and ink["green"] == 0
    else:
        assert ink["red"] == ink["green"] == 0


def _corner_ink_height(image: QImage, column: float) -> int:
    """How many rows of the card's corner index (the ``column`` of the card's width at its
    left, in the card's upper third) carry ink before the first blank row below the rank:
    the rank's height as drawn."""
    rows = []
    for y in range(image.height() // 3):
        inked = False
        for x in range(round(image.width() * column)):
            colour = image.pixelColor(x, y)
            if colour.alpha() > 200 and colour.lightness() < 140:
                inked = True
                break
        rows.append(inked)
    first = rows.index(True)
    height = 0
    for inked in rows[first:]:
        if not inked:
            break
        height += 1
    return height


@pytest.mark.parametrize("face", ["QH", "7C", "TS", "AD"])
def test_large_print_ranks_read_at_a_glance_on_a_small_card(qt_app, face):
    """On an opponent's card at the smallest size the table uses (48 pixels wide) the
    large-print rank stands well over twice as tall as the standard one."""
    width, height = 48, 67
    standard = _corner_ink_height(
        _render(RESOURCES / "cards" / f"{face}.svg", width, height), 0.16)  # left of the pips
    large = _corner_ink_height(
        _render(RESOURCES / "cards" / "large-print" / f"{face}.svg", width, height), 0.31)
    assert large >= 2.4 * standard
    assert large >= 16  # pixels: a rank read without leaning in


def test_joker_is_colourful(qt_app):
    counts = _census(_render(RESOURCES / "cards" / "JK.svg", 125, 175))
    assert counts["light"] > 2000
    assert counts["dark"] > 100
    assert counts["red"] > 100


def test_backs_are_solid_and_distinct(qt_app):
    images = []
    for name in BACKS:
        image = _render(RESOURCES / "cards" / f"{name}.svg", 125, 175)
        counts = _census(image)
        assert counts["opaque"] > 0.9 * 125 * 175, f"{name} should cover the card"
        assert counts["light"] < 0.5 * counts["opaque"], f"{name} should be mostly coloured"
        images.append(bytes(image.constBits())[: image.sizeInBytes()])
    assert len(set(images)) == len(BACKS)


def test_empty_marker_is_a_faint_outline(qt_app):
    counts = _census(_render(RESOURCES / "cards" / "empty.svg", 125, 175))
    assert counts["visible"] > 500, "the marker must show"
    assert counts["opaque"] < 0.1 * 125 * 175, "the marker lets the felt show through"


def test_wild_card_badges_are_gold_discs_with_their_rank_in_ink(qt_app):
    images = []
    for name in BADGES:
        image = _render(RESOURCES / "cards" / f"{name}.svg", 40, 40)
        centre, corner = image.pixelColor(20, 20), image.pixelColor(1, 1)
        assert corner.alpha() == 0, f"{name} is a disc, not a square"
        counts = _census(image)
        assert counts["dark"] > 20, f"{name} shows no rank"
        gold = sum(1 for x in range(40) for y in range(40)
                   if (c := image.pixelColor(x, y)).alpha() > 200 and c.red() > 200
                   and c.green() > 150 and c.blue() < 120)
        assert gold > 0.3 * 40 * 40, f"{name} is not a gold disc"
        assert centre.alpha() == 255
        images.append(bytes(image.constBits())[: image.sizeInBytes()])
    assert len(set(images)) == len(BADGES), "every rank has its own badge"


def test_badges_use_the_card_glyphs():
    art = _load_script()
    for mark in BADGE_MARKS:
        text = (RESOURCES / "cards" / f"badge-{mark}.svg").read_text(encoding="utf-8")
        assert f'd="{art.GLYPHS[mark][1]}"' in text


@pytest.mark.parametrize("size", [16, 32, 256])
def test_icon_renders_at_all_sizes(qt_app, size):
    counts = _census(_render(RESOURCES / "icons" / "app.svg", size, size))
    assert counts["red"] > 0 and counts["dark"] > 0
    assert counts["visible"] > 0.25 * size * size


def _load_script():
    spec = importlib.util.spec_from_file_location("make_card_art", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("face", FACES)
def test_pip_counts(face):
    """Number cards carry the right number of pips, plus the two corner suits."""
    art = _load_script()
    rank, suit = face
    text = (RESOURCES / "cards" / f"{face}.svg").read_text(encoding="utf-8")
    shapes = text.count(f'd="{art.SUIT_PATHS[suit]}"')
    if rank in "23456789T":
        assert shapes == 2 + (10 if rank == "T" else int(rank))
    elif rank == "A":
        assert shapes == 3


def test_generator_reproduces_committed_files(tmp_path):
    result = subprocess.run(
        [sys.executable, str(SCRIPT), str(tmp_path)], capture_output=True, text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    produced = sorted(
        str(p.relative_to(tmp_path)).replace(os.sep, "/")
        for p in tmp_path.rglob("*") if p.is_file()
    )
    assert produced == sorted(EXPECTED)
    for rel in EXPECTED:
        assert (tmp_path / rel).read_bytes() == (RESOURCES / rel).read_bytes(), (
            f"{rel} differs from the script's output: run python resources/make_card_art.py"
        )


@pytest.mark.parametrize("name", MARKED)
def test_a_court_card_in_another_language_shows_its_mark_where_english_shows_its_rank(name):
    """The corners (and a court's big letter) carry the language's mark; the rest of the
    picture is the English card's."""
    art = _load_script()
    _marks, mark, *folder, face = name.split("/")
    rank = face[0]
    english = (RESOURCES / "cards" / "".join(f + "/" for f in folder)
               / f"{face}.svg").read_text(encoding="utf-8")
    local = (RESOURCES / "cards" / f"{name}.svg").read_text(encoding="utf-8")
    assert f'd="{art.GLYPHS[mark][1]}"' in local
    assert f'd="{art.GLYPHS[rank][1]}"' not in local and f'd="{art.GLYPHS[rank][1]}"' in english
    assert local.replace(art.GLYPHS[mark][1], "").count("<path") == \
        english.replace(art.GLYPHS[rank][1], "").count("<path")
