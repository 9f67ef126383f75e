"""Allow ``python -m spite_gui.net host|join …`` (see :mod:`spite_gui.net.cli`)."""

from spite_gui.net.cli import main

raise SystemExit(main())
