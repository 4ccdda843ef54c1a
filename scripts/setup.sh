#!/usr/bin/env bash
# Installs everything Landlord needs on a Debian 12 machine, from Debian's
# archive and the npm registry only. Quick when everything is already there:
# each step checks first and does nothing when its result is present.
#
#   scripts/setup.sh            everything (native + web + browser tests)
#   scripts/setup.sh --native   only what the native build and its tests need
#
# Fetched sources and the web SDL2 build go to ~/.cache/landlord/deps,
# outside the clone, so that every clone on the machine shares them (or to
# .deps/ in the clone when it is there, or to $LANDLORD_DEPS_DIR when set).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [ -n "${LANDLORD_DEPS_DIR:-}" ]; then
  deps=$LANDLORD_DEPS_DIR
elif [ -d "$root/.deps" ]; then
  deps=$root/.deps
else
  deps=${XDG_CACHE_HOME:-$HOME/.cache}/landlord/deps
fi
want_web=1
[ "${1:-}" = "--native" ] && want_web=0

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }
sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# --- Debian packages --------------------------------------------------------
packages=(build-essential cmake ninja-build pkg-config libsdl2-dev nlohmann-json3-dev
          libgtest-dev libgl-dev fonts-inter python3 python3-fonttools xvfb xauth
          clang libclang-rt-14-dev   # clang + its runtimes: libFuzzer, ASan, UBSan (scripts/fuzz.sh)
          valgrind                   # callgrind: scripts/bench-instructions.sh
          libsodium-dev              # online play's keys, signatures and digests (src/net/crypto.h)
          ccache                     # every build's compiles, cached outside the clone (cmake/Ccache.cmake)
          gettext libfmt-dev)        # the catalogs of what a player reads (po/, scripts/po.sh) and their formatting
# Node.js may come from elsewhere with npm bundled: ask for the commands.
command -v node >/dev/null && command -v npm >/dev/null || packages+=(nodejs npm)
if [ $want_web = 1 ]; then
  packages+=(emscripten binaryen chromium brotli librsvg2-bin dpkg-dev debian-archive-keyring xz-utils)  # binaryen: wasm-split (scripts/web-split.mjs)
  packages+=(autoconf automake libtool)  # libsodium's build for WebAssembly (its source has no configure)
  packages+=(libegl-mesa0 libgl1-mesa-dri)  # Mesa's llvmpipe: WebGL for the browser tests (scripts/chromium.mjs)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  sudo_if_needed apt-get update -qq
  sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  say "Debian packages present"
fi

# --- Dear ImGui and SDL2 sources from Debian source packages ---------------
# A private source list and private apt state, so the system's apt
# configuration is never touched.
apt_dir=$deps/apt
src_dir=$deps/src
imgui_dir=$src_dir/imgui
sdl_dir=$src_dir/SDL2
sodium_dir=$src_dir/libsodium
fetch_sources() {
  local names=("$@")
  mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$apt_dir/dl"
  cat > "$apt_dir/src.sources" <<'EOF'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  local A=(-o "Dir::Etc::SourceList=$apt_dir/src.sources" -o Dir::Etc::SourceParts=/dev/null
           -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache"
           -o APT::Sandbox::User=root -qq)
  apt-get "${A[@]}" update
  (cd "$apt_dir/dl" && apt-get "${A[@]}" source --download-only "${names[@]}")
}
need_src=()
[ -f "$imgui_dir/imgui.cpp" ] || need_src+=(imgui)
[ $want_web = 1 ] && { [ -f "$sdl_dir/CMakeLists.txt" ] || need_src+=(libsdl2); }
[ $want_web = 1 ] && { [ -f "$sodium_dir/configure.ac" ] || need_src+=(libsodium); }
if [ ${#need_src[@]} -gt 0 ]; then
  say "fetching Debian source packages: ${need_src[*]}"
  fetch_sources "${need_src[@]}"
  mkdir -p "$src_dir"
  for n in "${need_src[@]}"; do
    orig=$(ls "$apt_dir/dl"/${n}_*.orig.tar.* | head -n 1)
    tmp=$(mktemp -d "$src_dir/.x.XXXX")
    tar -xf "$orig" -C "$tmp"
    top=$(ls "$tmp")
    case $n in
      imgui) rm -rf "$imgui_dir"; mv "$tmp/$top" "$imgui_dir" ;;
      libsdl2) rm -rf "$sdl_dir"; mv "$tmp/$top" "$sdl_dir" ;;
      libsodium) rm -rf "$sodium_dir"; mv "$tmp/$top" "$sodium_dir" ;;
    esac
    rmdir "$tmp"
  done
else
  say "Dear ImGui$([ $want_web = 1 ] && echo ', SDL2 and libsodium') sources present"
fi

# --- SDL2 for Emscripten, built once into a cached prefix -----------------
# Only what the page uses: video (WebGL through SDL's OpenGL ES context),
# events and timers. SDL_LEAN_AND_MEAN drops the software blitters, RLE,
# YUV and the software renderer, which a WebGL page never calls (about
# 240 KB of index.wasm, 25 KB brotli; docs/performance.md). The flags are
# recorded beside the build, which is redone when they change.
if [ $want_web = 1 ]; then
  sdl_web=$deps/sdl2-web
  sdl_flags=(-DCMAKE_BUILD_TYPE=Release -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF
             "-DCMAKE_C_FLAGS=-DSDL_LEAN_AND_MEAN=1" -DSDL_AUDIO=OFF -DSDL_RENDER=OFF -DSDL_HAPTIC=OFF
             -DSDL_SENSOR=OFF -DSDL_POWER=OFF -DSDL_HIDAPI=OFF -DSDL_LOCALE=OFF -DSDL_MISC=OFF)
  sdl_stamp="${sdl_flags[*]}"
  if [ ! -f "$sdl_web/lib/cmake/SDL2/SDL2Config.cmake" ] || [ "$(cat "$sdl_web/landlord-flags" 2>/dev/null)" != "$sdl_stamp" ]; then
    say "building SDL2 for WebAssembly (once; a few minutes)"
    export NODE_PATH=/usr/share/nodejs EMSDK_PYTHON=/usr/bin/python3
    rm -rf "$deps/build-sdl2-web" "$sdl_web"
    emcmake cmake -S "$sdl_dir" -B "$deps/build-sdl2-web" -G Ninja -Wno-dev \
      -DCMAKE_INSTALL_PREFIX="$sdl_web" "${sdl_flags[@]}" \
      -DCMAKE_CROSSCOMPILING_EMULATOR="/usr/bin/node;--no-experimental-fetch" > "$deps/sdl2-web-configure.log"
    ninja -C "$deps/build-sdl2-web" install > "$deps/sdl2-web-build.log"
    rm -rf "$deps/build-sdl2-web"
    printf '%s' "$sdl_stamp" > "$sdl_web/landlord-flags"
  else
    say "SDL2 for WebAssembly present"
  fi

  # --- libsodium for Emscripten (online play's signatures and digests) ---
  # Debian's source package, configured for wasm32 with only the minimal
  # API (Ed25519, BLAKE2b, random bytes), into a cached prefix.
  sodium_web=$deps/sodium-web
  sodium_stamp="minimal -Os 1.0.18"
  if [ ! -f "$sodium_web/lib/libsodium.a" ] || [ "$(cat "$sodium_web/landlord-flags" 2>/dev/null)" != "$sodium_stamp" ]; then
    say "building libsodium for WebAssembly (once; under a minute)"
    export NODE_PATH=/usr/share/nodejs EMSDK_PYTHON=/usr/bin/python3
    rm -rf "$deps/build-sodium-web" "$sodium_web"
    cp -r "$sodium_dir" "$deps/build-sodium-web"
    (cd "$deps/build-sodium-web" && ./autogen.sh -s > "$deps/sodium-web-autogen.log" 2>&1 &&
      emconfigure ./configure --prefix="$sodium_web" --host=wasm32-unknown-emscripten --disable-shared \
        --enable-static --without-pthreads --disable-ssp --disable-asm --enable-minimal CFLAGS=-Os \
        > "$deps/sodium-web-configure.log" 2>&1 &&
      emmake make -j2 install > "$deps/sodium-web-build.log" 2>&1)
    rm -rf "$deps/build-sodium-web"
    printf '%s' "$sodium_stamp" > "$sodium_web/landlord-flags"
  else
    say "libsodium for WebAssembly present"
  fi

  # --- npm packages (Playwright's core only: it drives Debian's Chromium) --
  if [ ! -d "$root/node_modules/bittorrent-tracker" ] || [ "$root/package-lock.json" -nt "$root/node_modules/.package-lock.json" ]; then
    say "installing npm packages from package-lock.json (Workbox, playwright-core, esbuild, Trystero, the tracker for tests)"
    # `npm install` rather than `npm ci`: it installs the versions in the lock
    # file all the same (and leaves it unchanged), while npm 11's `ci` refuses
    # locks that omit rollup's optional packages for other platforms.
    # --ignore-scripts: the tracker's WebRTC client (node-datachannel, which
    # the tests' relay does not use) would download a prebuilt binary from
    # GitHub; esbuild's binary comes as an npm package of its own.
    (cd "$root" && npm install --no-audit --no-fund --loglevel=error --ignore-scripts)
  else
    say "npm packages present"
  fi
fi
say "done"
