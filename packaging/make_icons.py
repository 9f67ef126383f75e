"""Render the application icon into every format the three systems want.

From the scalable ``resources/icons/app.svg`` this writes, into an output folder:

- ``png/<size>.png`` for each size in ``PNG_SIZES`` (Linux hicolor theme, window icons);
- ``spite-and-malice.ico``: a multi-size Windows icon, PNG-compressed entries (Vista and later);
- ``spite-and-malice.icns``: a macOS icon family with PNG entries.

The ICO and ICNS containers are written by hand with ``struct`` so that the build needs
nothing beyond PySide6 (QtSvg renders the art, headless via the offscreen platform).

Usage: ``python packaging/make_icons.py [SVG] [--out DIR]``
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SVG = ROOT / "resources" / "icons" / "app.svg"
DEFAULT_OUT = ROOT / "build" / "icons"
ICON_BASENAME = "spite-and-malice"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# ICO entries hold at most 256 px (a 0 in the directory means 256).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS PNG element types and the pixel size each holds. ic10 is the 512@2x (1024 px) artwork,
# ic11..ic14 are the @2x variants of 16, 32, 128 and 256.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_pngs(svg: Path, sizes: set[int]) -> dict[int, bytes]:
    """Render ``svg`` to square PNGs (transparent background); returns {size: png bytes}."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: cannot read SVG {svg}")
    view = renderer.viewBoxF()
    out: dict[int, bytes] = {}
    for size in sorted(sizes):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        # Keep the aspect ratio: fit the view box into the square, centred.
        scale = size / max(view.width(), view.height(), 1e-9)
        w, h = view.width() * scale, view.height() * scale
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF((size - w) / 2, (size - h) / 2, w, h))
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise SystemExit(f"make_icons: cannot encode {size} px PNG")
        buffer.close()
        out[size] = bytes(data.data())
    return out


def build_ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file: ICONDIR, one ICONDIRENTRY per image, then the PNG payloads."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries, payload = [], []
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size
        # width, height, palette colours, reserved, colour planes, bits per pixel, bytes, offset
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset))
        payload.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(payload)


def build_icns(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: 'icns' + total length, then (type, length incl. 8-byte header, data)."""
    elements = b"".join(
        kind + struct.pack(">I", len(pngs[size]) + 8) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", len(elements) + 8) + elements


def make_icons(svg: Path = DEFAULT_SVG, out: Path = DEFAULT_OUT) -> dict[str, Path]:
    """Write PNGs, .ico and .icns for ``svg`` into ``out``; returns the paths written."""
    svg, out = Path(svg), Path(out)
    if not svg.is_file():
        raise SystemExit(f"make_icons: no icon art at {svg}")
    wanted = set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = render_pngs(svg, wanted)
    (out / "png").mkdir(parents=True, exist_ok=True)
    written: dict[str, Path] = {}
    for size in PNG_SIZES:
        path = out / "png" / f"{size}.png"
        path.write_bytes(pngs[size])
        written[f"png{size}"] = path
    ico = out / f"{ICON_BASENAME}.ico"
    ico.write_bytes(build_ico({s: pngs[s] for s in ICO_SIZES}))
    icns = out / f"{ICON_BASENAME}.icns"
    icns.write_bytes(build_icns(pngs))
    written["ico"], written["icns"] = ico, icns
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "svg",
        nargs="?",
        type=Path,
        default=DEFAULT_SVG,
        help="source SVG art (default: %(default)s)",
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    args = parser.parse_args(argv)
    written = make_icons(args.svg, args.out)
    print(f"make_icons: wrote {len(written)} files to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
