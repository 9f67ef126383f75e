#!/usr/bin/env bash
# Add Spite and Malice to your desktop's application menu (for your user only, no root).
#
#   ./install.sh              install (or update)
#   ./install.sh --uninstall  remove everything this script installed
#
# Run from the unzipped Linux download, it copies the game to
# ${XDG_DATA_HOME:-~/.local/share}/spite-and-malice and links ~/.local/bin/spite-and-malice.
# Run from a source checkout (packaging/linux/), it uses the spite-and-malice command that
# `pip install` put on your PATH instead. Either way it then installs the menu entry,
# AppStream metadata and icons under ${XDG_DATA_HOME:-~/.local/share}.
set -euo pipefail

APP_ID=io.github.spiteandmalice.SpiteAndMalice
NAME=spite-and-malice
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
BIN="$HOME/.local/bin"
APP_DIR="$DATA/$NAME"
SIZES=(16 24 32 48 64 128 256 512)

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

usage() { sed -n '2,11s/^# \{0,1\}//p' "$0"; }

refresh_caches() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$DATA/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [[ -d "$DATA/icons/hicolor" ]]; then
        gtk-update-icon-cache -q -t -f "$DATA/icons/hicolor" 2>/dev/null || true
    fi
}

is_our_bundle() { [[ -x "$1/$NAME" && -d "$1/_internal" ]]; }

uninstall() {
    rm -f "$DATA/applications/$APP_ID.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml"
    rm -f "$DATA/icons/hicolor/scalable/apps/$APP_ID.svg"
    for size in "${SIZES[@]}"; do
        rm -f "$DATA/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
    done
    # Only remove the command link if it is ours (points into the installed bundle).
    if [[ -L "$BIN/$NAME" && "$(readlink "$BIN/$NAME")" == "$APP_DIR/$NAME" ]]; then
        rm -f "$BIN/$NAME"
    fi
    if is_our_bundle "$APP_DIR"; then
        rm -rf "$APP_DIR"
    fi
    refresh_caches
    echo "Spite and Malice removed."
}

install() {
    local exec_path svg=""
    if is_our_bundle "$here"; then
        # Unzipped bundle: copy it into place (replacing an older copy) and link the command.
        if [[ "$here" != "$APP_DIR" ]]; then
            rm -rf "$APP_DIR.new"
            mkdir -p "$DATA"
            cp -a "$here" "$APP_DIR.new"
            rm -rf "$APP_DIR"
            mv "$APP_DIR.new" "$APP_DIR"
        fi
        exec_path="$APP_DIR/$NAME"
        mkdir -p "$BIN"
        ln -sfn "$exec_path" "$BIN/$NAME"
        [[ -f "$APP_DIR/_internal/resources/icons/app.svg" ]] && svg="$APP_DIR/_internal/resources/icons/app.svg"
    else
        # Source checkout: point the menu entry at the installed command.
        if ! exec_path=$(command -v "$NAME"); then
            echo "install.sh: no '$NAME' command found. Install the game first" >&2
            echo "  (python -m pip install .), or run this script from the unzipped download." >&2
            exit 1
        fi
        exec_path=$(cd "$(dirname "$exec_path")" && pwd)/$(basename "$exec_path")
        [[ -f "$here/../../resources/icons/app.svg" ]] && svg="$here/../../resources/icons/app.svg"
    fi

    mkdir -p "$DATA/applications" "$DATA/metainfo"
    # Exec/TryExec get the absolute path: ~/.local/bin is not on every session's PATH.
    EXE="$exec_path" awk '/^Exec=/ { print "Exec=\"" ENVIRON["EXE"] "\""; print "TryExec=" ENVIRON["EXE"]; next }
        { print }' "$here/$NAME.desktop" >"$DATA/applications/$APP_ID.desktop"
    cp "$here/$APP_ID.metainfo.xml" "$DATA/metainfo/$APP_ID.metainfo.xml"

    local installed_icons=0
    for size in "${SIZES[@]}"; do
        if [[ -f "$here/icons/$size.png" ]]; then
            mkdir -p "$DATA/icons/hicolor/${size}x${size}/apps"
            cp "$here/icons/$size.png" "$DATA/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
            installed_icons=$((installed_icons + 1))
        fi
    done
    if [[ -n "$svg" ]]; then
        mkdir -p "$DATA/icons/hicolor/scalable/apps"
        cp "$svg" "$DATA/icons/hicolor/scalable/apps/$APP_ID.svg"
        installed_icons=$((installed_icons + 1))
    fi
    [[ $installed_icons -gt 0 ]] || echo "install.sh: warning: no icon found to install" >&2

    refresh_caches
    echo "Spite and Malice installed: find it in your applications menu."
    echo "  program: $exec_path"
    case ":$PATH:" in
        *":$BIN:"*) ;;
        *) is_our_bundle "$here" && echo "  ($BIN is not on your PATH; the menu entry works anyway)" ;;
    esac
    return 0
}

case "${1:-}" in
    "") install ;;
    --uninstall) uninstall ;;
    -h | --help) usage ;;
    *) echo "install.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
esac
