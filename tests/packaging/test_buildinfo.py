"""Build metadata: version numbers, Windows version resource, macOS Info.plist, spec guards."""

from __future__ import annotations

import ast
import importlib.util
import plistlib

import pytest
from pkgtools import PACKAGING, ROOT, load_script

info = load_script("buildinfo")


def test_version_comes_from_the_package():
    import spite_gui

    assert info.read_version(ROOT) == spite_gui.__version__


@pytest.mark.parametrize(
    ("version", "expected"),
    [
        ("0.1.0", (0, 1, 0, 0)),
        ("1.2", (1, 2, 0, 0)),
        ("2.0.1rc1", (2, 0, 1, 0)),
        ("1.0.dev3", (1, 0, 0, 0)),
        ("3.4.5.6.7", (3, 4, 5, 6)),
    ],
)
def test_version_tuple(version, expected):
    assert info.version_tuple(version) == expected


def test_windows_version_file_is_a_python_expression():
    text = info.windows_version_file("1.2.3")
    tree = ast.parse(text, mode="eval")
    ffi = {kw.arg: kw.value for kw in tree.body.keywords}["ffi"]
    fields = {kw.arg: ast.literal_eval(kw.value) for kw in ffi.keywords}
    assert fields["filevers"] == fields["prodvers"] == (1, 2, 3, 0)


def test_windows_version_file_loads_in_pyinstaller(tmp_path):
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("needs PyInstaller")
    try:
        from PyInstaller.utils.win32 import versioninfo
    except ImportError:
        pytest.skip("PyInstaller reads version files only on Windows (pefile, pywin32-ctypes)")

    path = tmp_path / "version_info.txt"
    path.write_text(info.windows_version_file("1.2.3"), encoding="utf-8")
    loaded = versioninfo.load_version_info_from_text_file(str(path))
    assert loaded.ffi.fileVersionMS == (1 << 16) | 2
    assert loaded.ffi.fileVersionLS == 3 << 16
    text = str(loaded)
    assert "'ProductName', 'Spite and Malice'" in text
    assert "'OriginalFilename', 'Spite and Malice.exe'" in text
    assert "'ProductVersion', '1.2.3'" in text


def test_macos_info_plist():
    plist = info.macos_info_plist("1.2.3")
    assert plist["CFBundleName"] == "Spite and Malice"
    assert plist["CFBundleIdentifier"] == info.APP_ID
    assert plist["CFBundleShortVersionString"] == "1.2.3"
    assert plist["NSHighResolutionCapable"] is True
    plistlib.loads(plistlib.dumps(plist))  # serialisable as a real plist


def _assigned(path, name):
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} not found in {path.name}")


def test_spec_never_excludes_the_qt_modules_the_game_needs():
    spec = PACKAGING / "spite-and-malice.spec"
    unused = _assigned(spec, "QT_UNUSED")
    for needed in ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtSvgWidgets", "QtDBus"):
        assert needed not in unused
    text = spec.read_text(encoding="utf-8")
    assert '"PySide6.QtSvg"' in text and '"PySide6.QtSvgWidgets"' in text


def test_gui_hook_keeps_svg_plugins():
    keep = _assigned(PACKAGING / "hooks" / "hook-PySide6.QtGui.py", "KEEP")
    assert "qsvg" in keep["imageformats"]
    assert "qsvgicon" in keep["iconengines"]
    for platform in ("qxcb", "qwayland", "qwindows", "qcocoa", "qoffscreen"):
        assert platform in keep["platforms"]
