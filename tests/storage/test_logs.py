"""The log goes to the log folder under the game's home, and a log that can't open is no harm."""

from __future__ import annotations

import logging

from spite_gui.storage.logs import LOGGER, start_log, stop_log


def test_the_log_is_written_in_the_log_folder(paths):
    try:
        assert start_log(paths) == paths.log_file
        assert start_log(paths) == paths.log_file  # a second call adds no second handler
        logging.getLogger(LOGGER).warning("Your settings could not be read.")
        logging.getLogger(f"{LOGGER}.controller").info("Game saved.")
    finally:
        stop_log()
    text = paths.log_file.read_text(encoding="utf-8")
    assert text.count("Your settings could not be read.") == 1 and "Game saved." in text
    assert paths.log_file.is_relative_to(paths.log_dir)


def test_a_log_folder_that_cannot_be_made_is_ignored(paths):
    paths.log_dir.parent.mkdir(parents=True, exist_ok=True)
    paths.log_dir.write_text("a file where the folder should be")
    try:
        assert start_log(paths) is None
    finally:
        stop_log()
