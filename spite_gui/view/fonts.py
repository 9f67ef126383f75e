"""Fonts on the table: sized in pixels, so that text keeps its size against the cards
whatever the screen's dots per inch."""

from __future__ import annotations

from PySide6.QtGui import QFont


def pixel_font(pixel: int, bold: bool = True) -> QFont:
    """The application's font, ``pixel`` pixels high (bold unless told otherwise)."""
    font = QFont()
    font.setPixelSize(pixel)
    font.setBold(bold)
    return font
