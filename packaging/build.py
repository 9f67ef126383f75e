"""Build the double-clickable game for the system this runs on.

    python packaging/build.py [--dist DIR] [--work DIR] [--resources DIR] [--svg FILE]

1. renders the icons (``make_icons.py``) into ``<work>/icons`` and compiles the
   translations (``translations.py``: each ``.ts`` into its ``.qm``);
2. runs PyInstaller with ``packaging/spite-and-malice.spec``;
3. on Linux, adds the desktop-integration files and ``install.sh`` to the bundle folder;
4. prints where the result is, how big it is and (Linux) the oldest glibc it runs on.

Results: ``<dist>/spite-and-malice/`` (Linux), ``<dist>/Spite and Malice/`` (Windows),
``<dist>/Spite and Malice.app`` (macOS). Needs PyInstaller and PySide6 in this Python.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "spite-and-malice.spec"

_spec = importlib.util.spec_from_file_location("spite_buildinfo", HERE / "buildinfo.py")
info = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(info)


def result_path(dist: Path) -> Path:
    """Where the spec puts the finished app on this system."""
    if sys.platform == "darwin":
        return dist / f"{info.APP_NAME}.app"
    if sys.platform == "win32":
        return dist / info.APP_NAME
    return dist / info.LINUX_NAME


def tree_size(path: Path) -> int:
    """Bytes used by the files under ``path`` (symlinks counted once, not followed)."""
    total = 0
    for dirpath, _dirs, files in os.walk(path):
        for name in files:
            total += os.lstat(os.path.join(dirpath, name)).st_size
    return total


def glibc_floor(path: Path) -> tuple[str, str] | None:
    """The newest ``GLIBC_2.x`` symbol version any ELF file in the bundle asks for.

    Returns (version, file) or None. Bundled system libraries come from the build machine,
    so this is how old a Linux the bundle can run on: build on the oldest system you support.
    """
    best: tuple[int, str] | None = None
    for file in path.rglob("*"):
        if file.is_symlink() or not file.is_file():
            continue
        with file.open("rb") as handle:
            if handle.read(4) != b"\x7fELF":
                continue
            data = handle.read()
        for minor in re.findall(rb"GLIBC_2\.(\d+)", data):
            if best is None or int(minor) > best[0]:
                best = (int(minor), file.name)
    return (f"2.{best[0]}", best[1]) if best else None


def _minor(version: str) -> int:
    return int(version.split(".")[1])


def add_linux_integration(bundle: Path, icons: Path) -> None:
    """Put install.sh, the .desktop, the AppStream metainfo and PNG icons next to the binary."""
    linux = HERE / "linux"
    for src in linux.iterdir():
        if src.is_file():
            shutil.copy2(src, bundle / src.name)
    (bundle / "install.sh").chmod(0o755)
    shutil.copytree(icons / "png", bundle / "icons", dirs_exist_ok=True)


def run(cmd: list[str]) -> None:
    print("build:", " ".join(f'"{c}"' if " " in c else c for c in cmd), flush=True)
    subprocess.run(cmd, check=True)


def build(dist: Path, work: Path, resources: Path, svg: Path) -> Path:
    dist, work = dist.resolve(), work.resolve()
    icons = work / "icons"
    run([sys.executable, str(HERE / "make_icons.py"), str(svg), "--out", str(icons)])
    run([sys.executable, str(HERE / "translations.py")])
    run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level=WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
            str(SPEC),
            "--",
            "--icons",
            str(icons),
            "--resources",
            str(resources),
        ]
    )
    result = result_path(dist)
    if not result.exists():
        raise SystemExit(f"build: PyInstaller finished but {result} is missing")
    if sys.platform.startswith("linux"):
        add_linux_integration(result, icons)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Spite and Malice for this system.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="scratch folder")
    parser.add_argument(
        "--resources", type=Path, default=ROOT / "resources", help="resources/ to bundle"
    )
    parser.add_argument("--svg", type=Path, help="icon art (default: <resources>/icons/app.svg)")
    parser.add_argument(
        "--max-glibc",
        metavar="2.N",
        help="Linux: fail if the bundle needs a newer glibc than this (release builds)",
    )
    args = parser.parse_args(argv)
    if importlib.util.find_spec("PyInstaller") is None:
        print("build: PyInstaller is not installed (python -m pip install pyinstaller)")
        return 2
    svg = args.svg or args.resources / "icons" / "app.svg"
    if not svg.is_file():
        print(f"build: no icon art at {svg}")
        return 2
    started = time.monotonic()
    result = build(args.dist, args.work, args.resources, svg)
    seconds = time.monotonic() - started
    size_mb = tree_size(result) / 2**20
    print(f"build: {result}")
    print(f"build: {size_mb:.1f} MiB in {seconds:.0f} s (version {info.read_version(ROOT)})")
    if sys.platform.startswith("linux"):
        floor = glibc_floor(result)
        if floor:
            print(f"build: needs glibc {floor[0]} or newer (highest need: {floor[1]})")
            if args.max_glibc and _minor(floor[0]) > _minor(args.max_glibc):
                print(f"build: FAIL: promised glibc {args.max_glibc}; build on an older system")
                return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
