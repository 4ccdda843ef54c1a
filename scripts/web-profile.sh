#!/usr/bin/env bash
# The profile the web build's optimiser uses for the rules and the computer
# players (profile-guided optimisation, cmake/WebProfile.cmake): builds
# landlord-cli natively with clang's instrumentation, plays a fixed set of
# seeded games with it (the bench, then arenas of every level, on the
# three editions), and merges what it counted into one .profdata file. The games
# are seeded; only the code that formats the timings they print counts
# differently from one run to the next.
#
#   scripts/web-profile.sh CLANG CLANGXX LLVM_PROFDATA OUT BUILD
#
# CLANG, CLANGXX, LLVM_PROFDATA: the host clang and llvm-profdata of the
# LLVM that Emscripten compiles with (the profile's format is that LLVM's).
# OUT: the .profdata to write. BUILD: where the instrumented native build
# goes (the web builds share one: it is the same whichever asks). The web
# build runs this itself when a source of the rules, the bots or the CLI
# changes; there is no need to run it by hand.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
usage="usage: scripts/web-profile.sh CLANG CLANGXX LLVM_PROFDATA OUT BUILD"
cc=${1:?$usage}
cxx=${2:?$usage}
profdata=${3:?$usage}
out=${4:?$usage}
build=${5:?$usage}
raw="$out.raw"
mkdir -p "$build" "$(dirname "$out")"

# The profile is kept outside the clone under a hash of everything it is
# made from (the sources of the rules, the bots and the CLI, the editions,
# the build files, this script and the compiler), in ~/.cache/landlord/
# web-profile ($LANDLORD_CACHE_DIR/web-profile when set): a build or a new
# clone whose inputs are the same takes it from there instead of building
# and playing again.
cache=${LANDLORD_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/landlord}/web-profile
key=$( { (cd "$root" && find src/engine src/ai src/cli assets/editions cmake CMakeLists.txt scripts/web-profile.sh \
            -type f | LC_ALL=C sort | while IFS= read -r f; do printf '%s\n' "$f"; cat "$f"; done)
         "$cxx" --version; } | sha256sum | cut -c1-64)
if [ -f "$cache/$key.profdata" ]; then
  cp "$cache/$key.profdata" "$out.tmp" && mv "$out.tmp" "$out"
  echo "web-profile: the profile from $cache/$key.profdata"
  exit 0
fi
# A native build, whatever the calling build's toolchain: no Emscripten
# variables in its environment.
unset CC CXX CFLAGS CXXFLAGS LDFLAGS EMCC_CFLAGS
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" \
    -DCMAKE_CXX_FLAGS=-fprofile-instr-generate -DCMAKE_EXE_LINKER_FLAGS=-fprofile-instr-generate \
    -DLANDLORD_BUILD_APP=OFF -DLANDLORD_BUILD_TESTS=OFF > "$build/configure.log" 2>&1 ||
    { cat "$build/configure.log" >&2; rm -f "$build/build.ninja"; exit 1; }
fi
cmake --build "$build" --target landlord-cli -- -j2 > "$build/build.log" 2>&1 || { cat "$build/build.log" >&2; exit 1; }
cli="$build/src/cli/landlord-cli"
editions="$root/assets/editions"
rm -rf "$raw"
mkdir -p "$raw"
export LLVM_PROFILE_FILE="$raw/%p.profraw"
# What the page runs: the Simple bots of the bench (what `landlord-cli
# bench` and wasm-bench.mjs measure), and every level a player can seat,
# the Expert's look-ahead among them, on the three editions.
"$cli" bench --games 2000 --editions "$editions" > /dev/null
"$cli" arena --seats simple,easy,hard,fp-a --games 60 --seed 7 --threads 1 --editions "$editions" > /dev/null
"$cli" arena --seats fp-b,fp-c,easy,hard --games 30 --seed 8 --threads 1 --edition travel --editions "$editions" > /dev/null
"$cli" arena --seats easy,hard,simple --games 30 --seed 9 --threads 1 --edition boutique --editions "$editions" > /dev/null
"$cli" arena --seats expert,hard,easy,hard --games 6 --seed 10 --threads 1 --editions "$editions" > /dev/null
"$profdata" merge -o "$out.tmp" "$raw"/*.profraw
mv "$out.tmp" "$out"
rm -rf "$raw"
mkdir -p "$cache"
cp "$out" "$cache/$key.profdata.$$" && mv "$cache/$key.profdata.$$" "$cache/$key.profdata"
