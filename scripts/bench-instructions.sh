#!/usr/bin/env bash
# Instructions per action of `landlord-cli bench`, counted by valgrind's
# callgrind: unlike the bench's clock, the count is the same from one run to
# the next (the same build, the same games), so a change of a few per cent
# shows on a machine whose speed moves by a third between runs.
#
#   scripts/bench-instructions.sh [--games N] [--top K] [CLI ...]
#
# CLI: landlord-cli binaries to count (default build/native's). --games:
# bench games (default 300; the count per action hardly moves with it).
# --top: also list the K functions that execute the most instructions
# themselves (default 0). Needs valgrind (scripts/setup.sh installs it).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
games=300
top=0
clis=()
while [ $# -gt 0 ]; do
  case "$1" in
    --games) games=${2:?--games needs a number}; shift 2 ;;
    --top) top=${2:?--top needs a number}; shift 2 ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) clis+=("$1"); shift ;;
  esac
done
[ ${#clis[@]} -gt 0 ] || clis=("$root/build/native/src/cli/landlord-cli")
command -v valgrind >/dev/null || { echo "bench-instructions: valgrind is missing (scripts/setup.sh)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for cli in "${clis[@]}"; do
  [ -x "$cli" ] || { echo "bench-instructions: no executable $cli" >&2; exit 2; }
  out=$(valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$cli" bench --games "$games" \
          --editions "$root/assets/editions" 2>&1)
  ir=$(sed -n 's/.*I *refs: *//p' <<<"$out" | tr -d ,)
  actions=$(sed -n 's/^actions: //p' <<<"$out")
  turns=$(sed -n 's/^player-turns: //p' <<<"$out")
  sig=$(sed -n 's/^signature: //p' <<<"$out")
  [ -n "$ir" ] && [ -n "$actions" ] || { echo "$out" >&2; exit 1; }
  printf '%s: %d games, %s actions, %s player-turns, signature %s\n' "$cli" "$games" "$actions" "$turns" "$sig"
  awk -v ir="$ir" -v a="$actions" -v t="$turns" 'BEGIN {
    printf "  %.0f million instructions: %.0f per action, %.0f per player-turn\n", ir / 1e6, ir / a, ir / t }'
  if [ "$top" -gt 0 ]; then
    callgrind_annotate "$tmp/cg.out" 2>/dev/null | grep -E '^ *[0-9][0-9,]* \(' | sed -n "2,$((top + 1))p" |
      sed -E 's/ \[[^]]*\]$//; s/\?\?\?://' | cut -c1-120 | sed 's/^/  /'
  fi
done
