#!/bin/sh
# Installs what the game needs from the system before the first start, on Debian/Ubuntu:
# Python 3 with its venv module, and those shared libraries Qt loads for a window that
# do not load yet (tressette_gui/window_check.py finds them: the same check the app makes
# at start). Asks for sudo only when something is missing; on other systems it names
# what is missing and changes nothing.
#
#     sh scripts/install-system-libs.sh
set -eu
cd "$(dirname "$0")/.."

# install PACKAGE... : apt-get install them (with sudo unless root), or name them.
install() {
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-system-libs: not Debian/Ubuntu; install your system's equivalents of: $*"
    return 0
  fi
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "install-system-libs: ${sudo:+$sudo }apt-get install -y $*"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"
}

python3 -c "import ensurepip" 2>/dev/null || install python3 python3-venv
# shellcheck disable=SC2046 # one word per package
set -- $(python3 -m tressette_gui.window_check)
if [ "$#" -gt 0 ]; then
  install "$@"
else
  echo "install-system-libs: Qt's system libraries are all there"
fi
