#!/usr/bin/env bash
# Sets up, builds and starts Landlord.
#
#   scripts/play.sh            build the web page and serve it on 127.0.0.1:8080
#   scripts/play.sh --port N   another port
#   scripts/play.sh --native   build and start the native app (SDL2 window)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
native=0 port=8080
while [ $# -gt 0 ]; do
  case $1 in
    --native) native=1 ;;
    --port) port=$2; shift ;;
    -h|--help) sed -n '2,7p' "$0"; exit 0 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
  shift
done
export NODE_PATH=/usr/share/nodejs EMSDK_PYTHON=/usr/bin/python3
if [ $native = 1 ]; then
  scripts/setup.sh --native
  cmake --preset native -DLANDLORD_BUILD_TESTS=OFF >/dev/null
  cmake --build build/native --target landlord
  exec build/native/src/app/landlord
fi
scripts/setup.sh
# The published page (no test hooks): its icons and service worker included.
cmake --preset web-release >/dev/null
cmake --build --preset web-release
exec node scripts/serve.mjs --dir build/web-release/site --port "$port"
