"""Entry script for the bundled game (PyInstaller needs a script, not an entry point)."""

from spite_gui.app import main

raise SystemExit(main())
