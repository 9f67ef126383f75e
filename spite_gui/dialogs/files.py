"""The file dialogs of Save As… and Open…, sized so that every column reads whole.

Where the desktop offers its own file dialog, Qt shows that one and these settings do
not apply; Qt's own dialog (a desktop without one) opens with room for its list of
files, the name column taking what the date, size and type leave.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QFileDialog, QHeaderView, QTreeView, QWidget

from spite_gui.view.screen_fit import fit_size

#: The size Qt's own file dialog asks for (less on a smaller screen).
DIALOG_SIZE = QSize(900, 560)


def file_dialog(parent: QWidget, title: str, folder: Path, name_filter: str) -> QFileDialog:
    """A file dialog starting in ``folder`` that lists the files ``name_filter`` names, with
    their details (name, size, type, date)."""
    dialog = QFileDialog(parent, title, str(folder), name_filter)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    return dialog


def chosen_file(dialog: QFileDialog) -> str | None:
    """Show ``dialog`` and wait; the file chosen, or None if the player cancels. The dialog
    is deleted afterwards."""
    try:
        _fit_columns(dialog)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        files = dialog.selectedFiles()
    finally:
        dialog.deleteLater()
    return files[0] if accepted and files else None


def _fit_columns(dialog: QFileDialog) -> None:
    """Qt's own dialog: every column but the name as wide as what it shows, the name the
    rest, in a dialog wide enough for all of them."""
    lists = dialog.findChildren(QTreeView)
    if not lists:
        return  # the desktop's own dialog
    header = lists[0].header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    dialog.resize(fit_size(dialog, DIALOG_SIZE))
