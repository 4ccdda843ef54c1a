#!/usr/bin/env bash
# The engine's speed against a public simulator, measured in one run:
# builds bench/peer/peer_driver.cpp against a local copy of
# MC-DeltaT/monopoly-simulation (C++20; 4 players, no houses, no trades),
# then runs it and `landlord-cli bench` alternately, each on one thread,
# both on the same processor, and prints every figure, both medians and the
# ratio.
#
#   scripts/peer-bench.sh PATH [ROUNDS]
#   scripts/peer-bench.sh PATH --instructions
#
# --instructions: instead of timing, counts what each executes under
# valgrind's callgrind (3,000 peer games, 300 bench games; the same count
# in every run of a build): instructions per player-turn of each, the
# peer's turns counted its way and as rounds times four.
#
# PATH: a checkout of https://github.com/MC-DeltaT/monopoly-simulation (the
# directory holding MonopolySimulation/src), fetched separately; nothing of
# it is kept in this repository. ROUNDS: runs of each (default 5).
# Builds landlord-cli (build/native) first if it is missing.
#
# BENCH_CPU=N (default 0): the processor both run on (taskset). On a
# shared virtual machine one processor can be much slower than another for
# minutes at a time (docs/performance.md), so two programs left to land
# where they may are not compared on the same hardware.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
peer=${1:?usage: scripts/peer-bench.sh PATH_TO_MONOPOLY_SIMULATION [ROUNDS]}
rounds=${2:-5}
src="$peer/MonopolySimulation/src"
[ -f "$src/simulation.hpp" ] || { echo "peer-bench: no MonopolySimulation/src/simulation.hpp under $peer" >&2; exit 2; }
out="$root/build/peer"
mkdir -p "$out"
# The same optimisation as the project's Release build (-O3 and, on x86-64,
# -mpopcnt; no -march).
popcnt=
case "$(uname -m)" in x86_64|amd64) popcnt=-mpopcnt ;; esac
g++ -O3 $popcnt -DNDEBUG -std=c++20 -w -pthread -I"$src" "$root/bench/peer/peer_driver.cpp" -o "$out/peer"
cli="$root/build/native/src/cli/landlord-cli"
if [ ! -x "$cli" ]; then
  cmake --preset native >/dev/null
  cmake --build "$root/build/native" -j2 --target landlord-cli >/dev/null
fi
if [ "${2:-}" = --instructions ]; then
  command -v valgrind >/dev/null || { echo "peer-bench: valgrind is missing (scripts/setup.sh)" >&2; exit 2; }
  irefs() { sed -n 's/.*I *refs: *//p' | tr -d ,; }
  pout=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$out/peer" 3000 2>&1)
  lout=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$cli" bench --games 300 \
           --editions "$root/assets/editions" 2>&1)
  pir=$(irefs <<<"$pout"); lir=$(irefs <<<"$lout")
  pturns=$(sed -n 's/^player-turns: \([0-9]*\).*/\1/p' <<<"$pout")
  prounds=$(sed -n 's/^rounds: //p' <<<"$pout")
  lturns=$(sed -n 's/^player-turns: //p' <<<"$lout")
  [ -n "$pir" ] && [ -n "$lir" ] && [ -n "$pturns" ] && [ -n "$lturns" ] || { echo "$pout" "$lout" >&2; exit 1; }
  awk -v pi="$pir" -v pt="$pturns" -v pr="$prounds" -v li="$lir" -v lt="$lturns" 'BEGIN {
    printf "peer: %d instructions, %d player-turns (its count), %d rounds: %.0f per its turn, %.0f per rounds x 4\n",
           pi, pt, pr, pi / pt, pi / (pr * 4)
    printf "landlord: %d instructions, %d player-turns: %.0f per player-turn, %.1fx the peer (rounds x 4)\n",
           li, lt, li / lt, (li / lt) / (pi / (pr * 4)) }'
  exit 0
fi
figure() { sed -n 's/^player-turns per CPU-second: \([0-9]*\).*/\1/p'; }
pin=()
if command -v taskset >/dev/null; then
  pin=(taskset -c "${BENCH_CPU:-0}")
  echo "both on processor ${BENCH_CPU:-0}"
fi
ours=(); theirs=()
for ((i = 1; i <= rounds; i++)); do
  t=$("${pin[@]}" "$out/peer" 100000 | figure)
  o=$("${pin[@]}" "$cli" bench | figure)
  theirs+=("$t"); ours+=("$o")
  printf 'run %d: peer %s, landlord %s player-turns per CPU-second\n' "$i" "$t" "$o"
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
mt=$(median "${theirs[@]}"); mo=$(median "${ours[@]}")
awk -v t="$mt" -v o="$mo" 'BEGIN {
  printf "median: peer %.2f M, landlord %.2f M player-turns per CPU-second: ratio %.2fx\n", t / 1e6, o / 1e6, o / t }'
echo "(the peer counts a roll after doubles as a turn of its own; landlord-cli bench does not)"
