"""Helpers for the packaging checks.

The ``packaging/`` folder is not an importable package (its name would shadow the
``packaging`` library), so its scripts are loaded by file path.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"

# A stand-in for the real app icon: a few colours and a transparent margin, so rendered
# PNGs can be told apart from blank ones.
STANDIN_SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect x="4" y="4" width="56" height="56" rx="8" fill="#1b6b3a"/>
  <rect x="14" y="10" width="26" height="38" rx="3" fill="#ffffff" stroke="#222222"/>
  <rect x="24" y="16" width="26" height="38" rx="3" fill="#ffffff" stroke="#222222"/>
  <path d="M37 28 l5 7 -5 7 -5 -7z" fill="#c62828"/>
</svg>
"""


def load_script(name: str):
    """Import ``packaging/<name>.py`` as a module object."""
    path = PACKAGING / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"_pkg_{name}", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
