#!/usr/bin/env bash
# Builds landlord-cli with ASan and UBSan (the `fuzz` preset, clang) and
# runs the soak: random games on every edition and variant, 2-8 players,
# every invariant checked after every action (see `landlord-cli soak --help`).
#
#   scripts/soak.sh [SECONDS] [extra soak options...]
#
# SECONDS bounds the run (default 120); games are numbered from 0 with seed 1
# unless --seed/--first say otherwise, so a run is reproducible. It plays on
# one thread per core (SOAK_THREADS overrides); the games played are the same
# whatever the number of threads, and the last line names their range.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
seconds=${1:-120}
shift || true
cmake --preset fuzz >/dev/null
cmake --build build/fuzz -j2 --target landlord-cli >/dev/null
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  build/fuzz/src/cli/landlord-cli soak --editions assets/editions --games 100000000 \
  --seconds "$seconds" --threads "${SOAK_THREADS:-$(nproc)}" --quiet "$@"
