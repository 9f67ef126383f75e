"""make_icons.py: PNGs at every size, and ICO / ICNS containers that parse back."""

from __future__ import annotations

import struct

import pytest
from pkgtools import load_script

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def icons(standin_svg, tmp_path_factory):
    make_icons = load_script("make_icons")
    out = tmp_path_factory.mktemp("icons")
    return make_icons, make_icons.make_icons(standin_svg, out)


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_MAGIC
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_pngs_at_every_size(icons):
    make_icons, written = icons
    for size in make_icons.PNG_SIZES:
        data = written[f"png{size}"].read_bytes()
        assert _png_size(data) == (size, size)


def test_png_is_not_blank(icons):
    from PySide6.QtGui import QImage

    _, written = icons
    image = QImage(str(written["png64"]))
    colours = {image.pixel(x, y) for x in range(0, 64, 3) for y in range(0, 64, 3)}
    assert len(colours) > 2


def test_ico_parses_back(icons):
    make_icons, written = icons
    data = written["ico"].read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    assert count == len(make_icons.ICO_SIZES)
    sizes = []
    for i in range(count):
        w, h, colours, _res, planes, bpp, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i
        )
        size = w or 256
        assert (h or 256) == size and colours == 0 and planes == 1 and bpp == 32
        assert offset + length <= len(data)
        assert _png_size(data[offset : offset + length]) == (size, size)
        sizes.append(size)
    assert sizes == sorted(make_icons.ICO_SIZES)


def test_icns_parses_back(icons):
    make_icons, written = icons
    data = written["icns"].read_bytes()
    magic, total = struct.unpack_from(">4sI", data, 0)
    assert magic == b"icns" and total == len(data)
    found = {}
    pos = 8
    while pos < len(data):
        kind, length = struct.unpack_from(">4sI", data, pos)
        assert length > 8 and pos + length <= len(data)
        found[kind] = _png_size(data[pos + 8 : pos + length])
        pos += length
    assert pos == len(data)
    expected = {kind: (size, size) for kind, size in make_icons.ICNS_TYPES}
    assert found == expected
    for kind in (b"ic07", b"ic08", b"ic09", b"ic10"):
        assert kind in found
