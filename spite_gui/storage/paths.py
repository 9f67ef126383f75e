"""Where the game keeps its files.

Nothing here touches the disk: an :class:`AppPaths` is a plain value that is
computed once at start-up and handed to the functions that read and write.
Folders are created by the writers, on first write.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "Spite and Malice"
HOME_VARIABLE = "SPITE_GUI_HOME"


@dataclass(frozen=True)
class AppPaths:
    """The three folders the game uses, plus the files inside them."""

    config_dir: Path
    data_dir: Path
    log_dir: Path

    @classmethod
    def under(cls, root: str | os.PathLike[str]) -> AppPaths:
        """All folders inside one root: ``config/``, ``data/`` and ``logs/``."""
        base = Path(root).expanduser().absolute()
        return cls(config_dir=base / "config", data_dir=base / "data", log_dir=base / "logs")

    @classmethod
    def default(cls, environ: Mapping[str, str] | None = None) -> AppPaths:
        """The player's folders.

        If the environment variable ``SPITE_GUI_HOME`` is set (and not empty),
        everything lives under that folder, as :meth:`under` describes; this is
        how tests and portable installs keep the player's real files out of
        reach. Otherwise the platform's usual per-user folders are used.
        """
        env = os.environ if environ is None else environ
        home = env.get(HOME_VARIABLE, "").strip()
        if home:
            return cls.under(home)
        return cls(
            config_dir=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
            data_dir=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
            log_dir=Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)),
        )

    @property
    def settings_file(self) -> Path:
        """The player's settings (JSON)."""
        return self.config_dir / "settings.json"

    @property
    def window_file(self) -> Path:
        """Where the window was and which panels were open (JSON)."""
        return self.config_dir / "window.json"

    @property
    def autosave_file(self) -> Path:
        """The game in progress, saved after every turn (JSON)."""
        return self.data_dir / "autosave.json"

    @property
    def hosted_table_file(self) -> Path:
        """The table hosted for friends, kept after every move (JSON)."""
        return self.data_dir / "hosted-table.json"

    @property
    def kept_seat_file(self) -> Path:
        """The seat taken at a friend's table, kept to go back to it (JSON)."""
        return self.data_dir / "seat-at-friends.json"

    @property
    def saves_dir(self) -> Path:
        """The suggested folder for games the player saves by name."""
        return self.data_dir / "saves"

    @property
    def stats_db(self) -> Path:
        """Statistics and history of finished games (SQLite)."""
        return self.data_dir / "stats.sqlite3"

    @property
    def daily_file(self) -> Path:
        """The results of Today's Deal, day by day (JSON)."""
        return self.data_dir / "daily.json"

    @property
    def lock_file(self) -> Path:
        """Held by the copy of the game that is running (see :mod:`spite_gui.storage.instance`)."""
        return self.data_dir / "instance.lock"

    @property
    def own_folders(self) -> tuple[Path, ...]:
        """The folders where the game writes its own files (and may clean up after itself)."""
        return (self.config_dir, self.data_dir, self.saves_dir)

    @property
    def log_file(self) -> Path:
        """The application log."""
        return self.log_dir / "spite-and-malice.log"
