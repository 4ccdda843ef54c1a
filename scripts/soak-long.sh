#!/usr/bin/env bash
# The long soak, played in chunks: each run goes on from the last game of the
# ledger (docs/soak-ledger.tsv) with the same seed, so the chunks together
# are one run of consecutive games, and appends its own line (date, commit,
# games, actions, speed, violations).
#
#   scripts/soak-long.sh SECONDS [THREADS]      # builds the Release CLI, plays, records
#   scripts/soak-long.sh --record OUTPUT COMMIT # records a chunk already played
#
# A chunk uses the native Release build (build/native, copied, so that a
# rebuild does not touch it) at nice 19, so that it can run beside other
# work; THREADS defaults to the number of cores. Exit 1
# on any violation (the line is recorded all the same).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
ledger=${SOAK_LEDGER:-docs/soak-ledger.tsv}
seed=1000

next_first() {
  if [[ ! -s $ledger ]]; then echo 0; return; fi
  awk -F'\t' 'NR > 1 && $5 != "" { last = $5 } END { print (last == "" ? 0 : last + 1) }' "$ledger"
}

# record OUTPUT COMMIT: appends the chunk whose soak output is in OUTPUT.
record() {
  local out=$1 commit=$2
  local counts speed range
  counts=$(grep -m1 '^soak: ' "$out")
  speed=$(grep -m1 'actions/s, violations' "$out")
  range=$(grep -m1 'games [0-9]* to [0-9]* of seed' "$out")
  [[ -n $counts && -n $speed && -n $range ]] || { echo "soak-long: no soak result in $out" >&2; return 2; }
  local games actions first last rseed threads secs rate viol
  games=$(sed -E 's/^soak: ([0-9]+) games.*/\1/' <<<"$counts")
  actions=$(sed -E 's/.* games \([0-9]+ finished\), ([0-9]+) actions.*/\1/' <<<"$counts")
  first=$(sed -E 's/.*games ([0-9]+) to ([0-9]+) of seed ([0-9]+), ([0-9]+) threads?.*/\1/' <<<"$range")
  last=$(sed -E 's/.*games ([0-9]+) to ([0-9]+) of seed ([0-9]+), ([0-9]+) threads?.*/\2/' <<<"$range")
  rseed=$(sed -E 's/.*games ([0-9]+) to ([0-9]+) of seed ([0-9]+), ([0-9]+) threads?.*/\3/' <<<"$range")
  threads=$(sed -E 's/.*games ([0-9]+) to ([0-9]+) of seed ([0-9]+), ([0-9]+) threads?.*/\4/' <<<"$range")
  secs=$(sed -E 's/^ *([0-9.]+) s, ([0-9]+) actions\/s, violations: ([0-9]+).*/\1/' <<<"$speed")
  rate=$(sed -E 's/^ *([0-9.]+) s, ([0-9]+) actions\/s, violations: ([0-9]+).*/\2/' <<<"$speed")
  viol=$(sed -E 's/^ *([0-9.]+) s, ([0-9]+) actions\/s, violations: ([0-9]+).*/\3/' <<<"$speed")
  if [[ $rseed != "$seed" ]]; then echo "soak-long: the chunk used seed $rseed, the ledger $seed" >&2; return 2; fi
  local want
  want=$(next_first)
  if [[ $first != "$want" ]]; then echo "soak-long: the chunk starts at game $first, the ledger goes on at $want" >&2; return 2; fi
  if [[ ! -s $ledger ]]; then
    printf 'date\tcommit\tseed\tfirst\tlast\tgames\tactions\tseconds\tactions_per_s\tthreads\tviolations\n' > "$ledger"
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%F)" "$commit" "$seed" "$first" "$last" \
    "$games" "$actions" "$secs" "$rate" "$threads" "$viol" >> "$ledger"
  awk -F'\t' 'NR > 1 { g += $6; a += $7; v += $11 } END {
    printf "soak-long: %d games and %d actions so far in %d chunks, %d violations\n", g, a, NR - 1, v }' "$ledger"
  [[ $viol == 0 ]]
}

if [[ ${1:-} == --record ]]; then
  record "$2" "$3"
  exit $?
fi

seconds=${1:?usage: scripts/soak-long.sh SECONDS [THREADS]}
threads=${2:-$(nproc)}
cmake --preset native >/dev/null
cmake --build build/native -j2 --target landlord-cli >/dev/null
# The chunk plays a copy of the CLI and is recorded with the commit it was
# built from, so that build/native can be rebuilt and commits made while it
# runs.
commit=$(git rev-parse --short HEAD)
[[ -z $(git status --porcelain -- src) ]] || commit="$commit+changes"
first=$(next_first)
out=$(mktemp)
cli=$(mktemp)
trap 'rm -f "$out" "$cli"' EXIT
cp build/native/src/cli/landlord-cli "$cli"
chmod +x "$cli"
echo "soak-long: games from $first, seed $seed, $seconds s on $threads thread(s), commit $commit"
status=0
nice -n 19 "$cli" soak --editions assets/editions --seed "$seed" --first "$first" \
  --games 100000000 --seconds "$seconds" --threads "$threads" --quiet > "$out" || status=$?
cat "$out"
record "$out" "$commit" || status=1
exit "$status"
