#!/bin/sh
# Installs what the game needs from the system before the first start, on Debian/Ubuntu:
# Python's venv module and the shared libraries Qt loads for a window that do not load
# yet (tressette_gui/window_check.py finds them, the same check the app makes at start).
# Asks for sudo only when something is missing; on other systems it names what is
# missing and changes nothing.
#
#     sh scripts/install-system-libs.sh
set -eu
cd "$(dirname "$0")/.."
need="$(python3 -m tressette_gui.window_check)"
python3 -c "import ensurepip" 2>/dev/null || need="python3-venv $need"
need="$(echo $need)"  # one line, single spaces
if [ -z "$need" ]; then
  echo "install-system-libs: nothing to install"
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-system-libs: not Debian/Ubuntu; install your system's equivalents of:"
  echo "  $need"
  exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "install-system-libs: ${sudo:+$sudo }apt-get install -y $need"
$sudo apt-get update -qq
# shellcheck disable=SC2086 # one word per package
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $need
