#!/bin/sh
# Install the built app for the current user, into the applications menu:
#
#     sh packaging/linux/install.sh [DIST_FOLDER]     (default: dist/Tressette)
#
# Copies the app folder to ~/.local/opt/Tressette, the menu entry to
# ~/.local/share/applications/tressette.desktop (its Exec line pointing at the copy) and
# the icon to ~/.local/share/icons/hicolor/256x256/apps/tressette.png. Run it again to
# update. Uninstall: rm -r ~/.local/opt/Tressette ~/.local/share/applications/tressette.desktop
# ~/.local/share/icons/hicolor/256x256/apps/tressette.png
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
dist=${1:-$root/dist/Tressette}
data=${XDG_DATA_HOME:-$HOME/.local/share}
target=$HOME/.local/opt/Tressette
if [ ! -x "$dist/Tressette" ]; then
    echo "install.sh: no app at $dist/Tressette; build it first: pyinstaller build_installer.spec" >&2
    exit 1
fi
rm -rf "$target"
mkdir -p "$(dirname "$target")"
cp -R "$dist" "$target"
mkdir -p "$data/applications"
sed "s|^Exec=.*|Exec=\"$target/Tressette\"|" "$here/tressette.desktop" > "$data/applications/tressette.desktop"
install -Dm644 "$root/assets/icon.png" "$data/icons/hicolor/256x256/apps/tressette.png"
echo "Installed $target; Tressette is in the applications menu (Games)."
