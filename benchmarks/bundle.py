"""The one-folder bundle: its size, its build time and how fast it starts, as JSON.

    python benchmarks/bundle.py                 # build into a temporary folder, then time it
    python benchmarks/bundle.py --bundle DIR    # time a bundle already built

- ``size_mib``: the bundle folder on disk (target ≤ 170 MB for Linux).
- ``build_s``: ``packaging/build.py`` from start to finish (reported, no target).
- ``screenshot``: seconds from starting the bundle's executable with ``--screenshot``
  to its exit, offscreen, from an empty home folder: the first run (``cold_s``, the disk
  cache not yet holding the bundle) and the median of ``--runs`` more (``warm_s``, target
  ≤ 0.6 s). Such a run starts the game, deals, paints the table once into a PNG and quits,
  so it covers start to first painted table and a little more.
- ``empty_window_s``: the same measure for a bare PySide6 window from this Python, in the
  same run, and ``ratio`` the bundle's warm time against it, to compare runs across
  machines that differ in speed.

Needs PyInstaller (``python -m pip install ".[test]"``).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_WARM_S = 0.6
TARGET_LINUX_MIB = 170

EMPTY_WINDOW = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1280, 800)
window.show()
QTimer.singleShot(0, app.quit)
app.exec()
"""


def load(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def executable(bundle: Path, info) -> Path:
    if sys.platform == "darwin":
        return bundle / "Contents" / "MacOS" / info.APP_NAME
    if sys.platform == "win32":
        return bundle / f"{info.APP_NAME}.exe"
    return bundle / info.LINUX_NAME


def timed(cmd: list[str], env: dict[str, str], cwd: Path) -> float:
    started = time.perf_counter()
    proc = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True, timeout=120)
    seconds = time.perf_counter() - started
    if proc.returncode != 0:
        raise SystemExit(f"{cmd[0]} failed ({proc.returncode}):\n{proc.stderr}")
    return seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, help="a bundle already built (default: build one)")
    parser.add_argument("--runs", type=int, default=5, help="warm runs (default 5)")
    args = parser.parse_args(argv)
    info, build = load("buildinfo"), load("build")
    result: dict = {}
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        bundle = args.bundle
        if bundle is None:
            started = time.monotonic()
            subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"),
                            "--dist", str(tmp / "dist"), "--work", str(tmp / "build")],
                           check=True, stdout=subprocess.DEVNULL)
            result["build_s"] = round(time.monotonic() - started, 1)
            bundle = build.result_path(tmp / "dist")
        result["bundle"] = bundle.name
        result["size_mib"] = round(build.tree_size(bundle) / 2**20, 1)
        if sys.platform.startswith("linux"):
            result["target_size_mib"] = TARGET_LINUX_MIB
            floor = build.glibc_floor(bundle)
            if floor:
                result["needs_glibc"] = floor[0]
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SPITE_GUI_HOME=str(tmp / "home"))
        exe = executable(bundle, info)
        runs = [timed([str(exe), "--screenshot", str(tmp / f"shot{i}.png")], env, tmp)
                for i in range(args.runs + 1)]
        empty = [timed([sys.executable, "-c", EMPTY_WINDOW], env, tmp)
                 for _ in range(args.runs)]
    warm = statistics.median(runs[1:])
    result["screenshot"] = {
        "cold_s": round(runs[0], 3),
        "warm_s": round(warm, 3),
        "warm_max_s": round(max(runs[1:]), 3),
        "target_warm_s": TARGET_WARM_S,
        "empty_window_s": round(statistics.median(empty), 3),
        "ratio": round(warm / statistics.median(empty), 2),
    }
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
