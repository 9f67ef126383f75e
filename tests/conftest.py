"""Test-wide setup: headless Qt and private home folders."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
