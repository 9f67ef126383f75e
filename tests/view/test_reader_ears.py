"""Asking the desktop whether its screen reader hears announcements, in the background."""

from __future__ import annotations

import os

import shiboken6
from PySide6.QtCore import QProcess

from spite_gui.view.reader_ears import ReaderEars


def test_a_window_closed_while_the_question_is_under_way_says_nothing_more(
        qtbot, tmp_path, monkeypatch):
    """The game quit while dbus-send was still asking (a slow or stuck bus): the process
    was killed as the asker was deleted, and its last word reached the half-deleted
    asker, a traceback at every such exit."""
    slow = tmp_path / "dbus-send"
    slow.write_text("#!/bin/sh\nexec sleep 30\n")  # a bus that takes its time to answer
    slow.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    ears = ReaderEars()
    heard = []
    ears.changed.connect(heard.append)
    ears.ask_if_due()
    process = ears.findChild(QProcess)
    qtbot.waitUntil(lambda: process.processId() != 0)  # running
    shiboken6.delete(ears)  # as the window goes, with its children
    assert heard == []
