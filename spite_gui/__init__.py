"""Spite and Malice for the desktop.

This module holds the version only; it must never import Qt.
"""

__version__ = "0.1.0"
