"""Linux desktop integration: .desktop, AppStream metainfo, install.sh."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from pkgtools import PACKAGING, ROOT, load_script

info = load_script("buildinfo")
LINUX = PACKAGING / "linux"
DESKTOP = LINUX / "spite-and-malice.desktop"
METAINFO = LINUX / f"{info.APP_ID}.metainfo.xml"
INSTALL_SH = LINUX / "install.sh"
unix_only = pytest.mark.skipif(sys.platform == "win32", reason="install.sh is for Linux")


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed")
    return path


def _desktop_entry(path):
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_validates(tmp_path):
    tool = _tool("desktop-file-validate")
    # As committed, and under the name install.sh gives it (the application id).
    installed = tmp_path / f"{info.APP_ID}.desktop"
    shutil.copy(DESKTOP, installed)
    for path in (DESKTOP, installed):
        result = subprocess.run([tool, str(path)], capture_output=True, text=True)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_metainfo_validates():
    tool = _tool("appstreamcli")
    result = subprocess.run(
        [tool, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_desktop_file_contents():
    entry = _desktop_entry(DESKTOP)
    assert entry["Type"] == "Application"
    assert entry["Name"] == info.APP_NAME
    assert entry["Icon"] == info.APP_ID
    assert entry["Exec"].split()[0] == info.LINUX_NAME
    assert {"Game", "CardGame"} <= set(entry["Categories"].strip(";").split(";"))
    assert entry["Keywords"] and entry["Comment"]


def test_metainfo_matches_the_release():
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == info.APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    assert root.find("launchable").text == f"{info.APP_ID}.desktop"
    assert root.find("content_rating").get("type") == "oars-1.1"
    assert root.find("developer").findtext("name") == info.DEVELOPER
    newest = root.find("releases/release")
    assert newest.get("version") == info.read_version(ROOT), "add a <release> for this version"
    assert newest.get("date")


def run_install_sh(script, home, *args, path_prefix=None):
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env["HOME"] = str(home)
    if path_prefix:
        env["PATH"] = f"{path_prefix}{os.pathsep}{env['PATH']}"
    return subprocess.run(
        ["bash", str(script), *args], env=env, capture_output=True, text=True, timeout=60
    )


@unix_only
def test_install_sh_from_a_source_checkout(tmp_path):
    home = tmp_path / "home"
    fake_bin = tmp_path / "venv-bin"
    fake_bin.mkdir(parents=True)
    command = fake_bin / info.LINUX_NAME
    command.write_text("#!/bin/sh\nexit 0\n")
    command.chmod(0o755)
    data = home / ".local" / "share"

    result = run_install_sh(INSTALL_SH, home, path_prefix=fake_bin)
    assert result.returncode == 0, result.stderr
    desktop = data / "applications" / f"{info.APP_ID}.desktop"
    entry = _desktop_entry(desktop)
    assert entry["Exec"] == f'"{command}"'
    assert (data / "metainfo" / f"{info.APP_ID}.metainfo.xml").is_file()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True)
        assert check.returncode == 0, check.stdout

    result = run_install_sh(INSTALL_SH, home, "--uninstall")
    assert result.returncode == 0, result.stderr
    assert not desktop.exists()
    assert not (data / "metainfo" / f"{info.APP_ID}.metainfo.xml").exists()
    assert command.exists(), "uninstall must not touch a pip-installed command"


@unix_only
def test_install_sh_without_the_game_says_what_to_do(tmp_path):
    env_path = "/usr/bin:/bin"
    result = subprocess.run(
        ["bash", str(INSTALL_SH)],
        env={"HOME": str(tmp_path), "PATH": env_path},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1
    assert "pip install" in result.stderr
