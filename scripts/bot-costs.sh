#!/usr/bin/env bash
# What each computer player costs: decisions per second and per-decision
# times of every level, and for the searching level the futures and
# simulated actions its look-ahead plays a second, natively and in
# WebAssembly (the CLI under node), from `landlord-cli arena` (4-player
# classic games, one thread).
#
#   scripts/bot-costs.sh [GAMES]      # default 200 (the Expert's table: GAMES / 4)
#
# Builds nothing: needs build/native/src/cli/landlord-cli and
# build/web/src/cli/landlord-cli.js (cmake --build build/native build/web
# --target landlord-cli), and warns when a source of the rules or the bots
# is newer than either. Run from the repository root.
#
# BENCH_CPU=N (default 0): native and WebAssembly run on that processor
# (taskset), as in scripts/peer-bench.sh: on a shared virtual machine one
# processor can be a third slower than the other for minutes at a time.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
games=${1:-200}
native=build/native/src/cli/landlord-cli
wasm=build/web/src/cli/landlord-cli.js
for f in "$native" "$wasm"; do
  [ -f "$f" ] || { echo "bot-costs: $f not found (build it first)" >&2; exit 2; }
done
# A source of the rules or the bots newer than a build means figures from
# other code: say so (the two builds must also play the same games).
for f in "$native" "$wasm"; do
  newer=$(find src/engine src/ai -newer "$f" -type f -print -quit)
  [ -z "$newer" ] || echo "bot-costs: warning: $f is older than $newer (rebuild it)" >&2
done
pin=()
if command -v taskset >/dev/null; then
  pin=(taskset -c "${BENCH_CPU:-0}")
  echo "native and WebAssembly on processor ${BENCH_CPU:-0}"
fi
run() {  # label, seats, games
  local seats=$2 n=$3
  echo "== $1: --seats $seats --games $n --seed 1 --threads 1"
  echo "-- native"
  "${pin[@]}" "$native" arena --seats "$seats" --games "$n" --seed 1 --threads 1 | sed -n '2,$p'
  echo "-- WebAssembly (node)"
  "${pin[@]}" node --no-experimental-fetch "$wasm" arena --seats "$seats" --games "$n" --seed 1 --threads 1 | sed -n '2,$p'
}
run "plain levels" simple,easy,hard,fp-a "$games"
run "fixed policies" fp-a,fp-b,fp-c,hard "$games"
run "the searching level" expert,hard,hard,hard $((games / 4 > 0 ? games / 4 : 1))
