"""Names, ids and version shared by the spec, build.py and the tests (stdlib only)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

APP_NAME = "Spite and Malice"  # shown to players: window, Dock, Start menu, .app/.exe name
LINUX_NAME = "spite-and-malice"  # Linux executable and bundle folder: no spaces on a CLI
ICON_BASENAME = "spite-and-malice"  # make_icons.py output: <name>.ico / <name>.icns
DEVELOPER = "Spite and Malice developers"


def _package_constant(name: str, root: Path = ROOT) -> str:
    """A constant of ``spite_gui/__init__.py``, read without importing the package."""
    source = (root / "spite_gui" / "__init__.py").read_text(encoding="utf-8")
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            return ast.literal_eval(node.value)
    raise RuntimeError(f"spite_gui/__init__.py has no {name}")


def read_version(root: Path = ROOT) -> str:
    """``spite_gui.__version__``, read without importing the package."""
    return _package_constant("__version__", root)


# reverse-DNS id (macOS, AppStream, icons), the one the game gives Wayland
APP_ID = _package_constant("APP_ID")


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """The four numbers Windows wants: "1.2.3rc1" -> (1, 2, 3, 0)."""
    release = re.match(r"\d+(?:\.\d+)*", version)
    numbers = [int(n) for n in release.group(0).split(".")] if release else []
    return tuple([*numbers, 0, 0, 0, 0][:4])


def windows_version_file(version: str) -> str:
    """A PyInstaller version-resource file (the text ``EXE(version=...)`` reads)."""
    v = version_tuple(version)
    strings = {
        "CompanyName": DEVELOPER,
        "FileDescription": APP_NAME,
        "FileVersion": version,
        "InternalName": APP_NAME,
        "LegalCopyright": f"© {DEVELOPER}. MIT licence.",
        "OriginalFilename": f"{APP_NAME}.exe",
        "ProductName": APP_NAME,
        "ProductVersion": version,
    }
    table = ",\n".join(f"        StringStruct({k!r}, {s!r})" for k, s in strings.items())
    return f"""# UTF-8
# Generated at build time from spite_gui.__version__; do not edit.
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={v},
    prodvers={v},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
{table}
      ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def macos_info_plist(version: str) -> dict:
    """Info.plist keys for the .app (PyInstaller fills in the executable and icon file)."""
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleIdentifier": APP_ID,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "CFBundlePackageType": "APPL",
        "CFBundleDevelopmentRegion": "en",
        "LSApplicationCategoryType": "public.app-category.card-games",
        "NSPrincipalClass": "NSApplication",
        "NSHighResolutionCapable": True,
        "NSSupportsAutomaticGraphicsSwitching": True,
        "NSRequiresAquaSystemAppearance": False,
        "NSHumanReadableCopyright": f"© {DEVELOPER}. MIT licence.",
    }
