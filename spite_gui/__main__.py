"""Allow ``python -m spite_gui``."""

from spite_gui.app import main

raise SystemExit(main())
