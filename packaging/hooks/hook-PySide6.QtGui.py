"""QtGui, trimmed to the Qt plugins a 2D card game uses.

Replaces PyInstaller's own hook for ``PySide6.QtGui`` (hooks given to the spec take priority).
That hook collects every plugin type QtGui can load; here only the plugins on the keep list
below survive. Filtering here, rather than in the spec, matters: PyInstaller scans the kept
plugins for the system libraries they link, so a dropped plugin (say the GTK3 theme) never
drags its dependencies into the bundle.
"""

from pathlib import PurePath

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

# plugin folder -> plugin base names to keep (file name without "lib" prefix and suffix);
# None keeps the whole folder. Folders not listed are dropped.
KEEP = {
    # Windowing: X11 and Wayland on Linux, Windows, Cocoa on macOS; offscreen for headless
    # runs (screenshots, tests).
    "platforms": {"qxcb", "qwayland", "qwindows", "qcocoa", "qoffscreen"},
    "platforms/darwin": None,
    # Card art and the app icon are SVG; PNG is built into QtGui.
    "imageformats": {"qsvg"},
    "iconengines": {"qsvgicon"},
    # Desktop portal (native file dialogs, colour scheme). The GTK3 theme is dropped: it
    # would copy the build machine's GTK stack into the bundle.
    "platformthemes": {"qxdgdesktopportal"},
    # Keyboard input methods (compose key, IBus). The virtual keyboard needs QtQuick.
    "platforminputcontexts": {
        "composeplatforminputcontextplugin",
        "ibusplatforminputcontextplugin",
    },
    # OpenGL glue for the X11 and Wayland platforms.
    "xcbglintegrations": None,
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": None,
    "wayland-graphics-integration-client": {"qt-plugin-wayland-egl"},
    # Screen readers on Windows/macOS are built in; keep the accessibility bridge if present.
    "accessiblebridge": None,
    # Dropped: generic (evdev/tuio input for embedded), egldeviceintegrations (eglfs).
}


def _keep(dest_dir: str, filename: str) -> bool:
    parts = PurePath(dest_dir.replace("\\", "/")).parts
    if "plugins" not in parts:
        return True  # not a plugin (e.g. a Qt library)
    folder = "/".join(parts[parts.index("plugins") + 1 :])
    if folder not in KEEP:
        return False
    names = KEEP[folder]
    if names is None:
        return True
    stem = PurePath(filename).name.split(".")[0]
    stem = stem.removeprefix("lib")
    return stem in names


hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [(src, dest) for src, dest in binaries if _keep(dest, src)]
