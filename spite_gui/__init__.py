"""Spite and Malice for the desktop.

This module holds the version and the app's id only; it must never import Qt.
"""

__version__ = "0.1.0"
# reverse-DNS id: the Linux .desktop file and icons, the Wayland app id, macOS, AppStream
APP_ID = "io.github.spiteandmalice.SpiteAndMalice"
