"""Application entry point: parse arguments, then create the Qt application."""

from __future__ import annotations

import argparse
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="spite-and-malice", description="Spite and Malice")
    parser.add_argument(
        "--screenshot", metavar="FILE.png", help="render the window to a PNG file and exit"
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication.instance() or QApplication(sys.argv[:1])
    label = QLabel("Spite and Malice\n\nThe card table is on its way.")
    label.setWindowTitle("Spite and Malice")
    label.resize(480, 240)
    if args.screenshot:
        return 0 if label.grab().save(args.screenshot) else 1
    label.show()
    return app.exec()
