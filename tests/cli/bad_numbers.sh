#!/usr/bin/env bash
# Counts, seeds and limits on the command line are digits only: a sign, a
# space, a fraction or a number past 64 bits is refused with exit 2 and a
# message (strtoull alone would read "-1" as 2^64 - 1: a soak of "-2" games
# ran without end). Good values still run. An unknown edition or variant
# and a table size the edition does not take are refused alike by every
# command that plays or reads a table, with exit 2 and the same words; so
# are lists of seats with a word that is no level or the wrong length. An
# option followed by another option instead of its value, an unknown option
# and a second file are refused the same way by every command. The bench's
# warm-up changes neither its signature nor its counts.
#   tests/cli/bad_numbers.sh LANDLORD_CLI EDITIONS_DIR
set -uo pipefail
cli=$1
editions=$2
fail=0
refused() {
  local out rc
  out=$("$cli" "$@" --editions "$editions" 2>&1 >/dev/null)
  rc=$?
  if [[ $rc != 2 || -z $out ]]; then
    echo "not refused (exit $rc): $*"
    fail=1
  else
    echo "refused: $* -> $out"
  fi
}
refused soak --games -2 --seconds 1
refused soak --games 3 --first -1
refused soak --games 1 --seed -7
refused soak --games 1 --threads 0
refused soak --games 1 --save-every -5
refused soak --games 1 --seconds -1
refused soak --games ' 4'
refused arena --seats hard,easy --games -1
refused arena --seats hard,easy --games 4 --seed -1
refused arena --seats hard,easy --games 4 --seed 99999999999999999999999
refused arena --seats hard,easy --games 4 --max-turns +5
refused simulate --games 1 --seed -3
refused simulate --games 2.5
refused bench --games 2.5
refused bench --games +5
refused bench --games 0
refused insight --seed -1
refused insight --opponents ' 3'
says() {
  local want=$1 out rc
  shift
  out=$("$cli" "$@" --editions "$editions" 2>&1 >/dev/null)
  rc=$?
  if [[ $rc != 2 || $out != *"$want"* ]]; then
    echo "not refused with '$want' (exit $rc): $* -> $out"
    fail=1
  else
    echo "refused: $* -> $out"
  fi
}
for cmd in "arena --seats hard,easy" simulate insight; do
  says "${cmd%% *}: nosuch: " $cmd --edition nosuch
  says "${cmd%% *}: edition 'boutique' has no variant 'nosuch'" $cmd --edition boutique --variant nosuch
done
says "arena: edition 'travel' takes 2 to 6 players" arena --seats hard,easy,easy,easy,easy,easy,easy --edition travel
says "simulate: edition 'travel' takes 2 to 6 players" simulate --players 7 --edition travel
# Lists of seats: a word that is no level, too few or too many seats, no list.
says "arena: --seats lists 2 to 8 levels among simple, easy, hard, expert" arena --seats hard,nosuch
says "arena: --seats lists 2 to 8 levels" arena --seats hard
says "arena: --seats lists 2 to 8 levels" arena --seats hard,hard,hard,hard,hard,hard,hard,hard,hard
says "replay: --seats is a list of human, simple, easy" replay nosuch.json --seats human,nosuch
says "replay: unknown option '--frob'" replay nosuch.json --frob
says "replay: only one FILE may be given" replay a.json b.json
# An option with no value before the next option: its value is missing,
# not the next option's name.
says "arena: '--seats' needs a value, not the option '--editions'" arena --seats
says "replay: '--seats' needs a value, not the option '--editions'" replay nosuch.json --seats
says "simulate: '--seed' needs a value, not the option '--games'" simulate --seed --games 3
says "golden: '--check' needs a value, not the option '--editions'" golden --check
says "golden: unknown option '--frob'" golden --frob
says "options-doc: unknown option '--frob'" options-doc --frob
says "scenario: only one FILE may be given" scenario a.json b.json
says "scenario: unknown option '--frob'" scenario a.json --frob
out=$("$cli" soak --games 2 --seed 0x10 --editions "$editions" --quiet) || { echo "soak with a hex seed failed"; fail=1; }
grep -q 'games 0 to 1 of seed 16' <<<"$out" || { echo "hex seed not read: $out"; fail=1; }
"$cli" arena --seats hard,easy --games 2 --seed 5 --editions "$editions" >/dev/null || { echo "arena with good numbers failed"; fail=1; }
refused bench --games 10 --warmup -1
# The bench's warm-up games are neither timed nor counted: the signature
# and the counts are those of the timed games alone.
cold=$("$cli" bench --games 12 --editions "$editions") || { echo "bench failed"; fail=1; }
warm=$("$cli" bench --games 12 --warmup 30 --editions "$editions") || { echo "bench --warmup failed"; fail=1; }
grep -q '^warm-up: 30 games' <<<"$warm" || { echo "no warm-up line: $warm"; fail=1; }
for key in signature player-turns actions; do
  if [[ $(grep "^$key:" <<<"$cold") != $(grep "^$key:" <<<"$warm") || -z $(grep "^$key:" <<<"$cold") ]]; then
    echo "bench --warmup changed $key: $(grep "^$key:" <<<"$cold") / $(grep "^$key:" <<<"$warm")"
    fail=1
  fi
done
[[ $fail == 0 ]] && echo ok
exit $fail
