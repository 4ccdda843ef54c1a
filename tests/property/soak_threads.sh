#!/usr/bin/env bash
# The soak on two threads plays the very games it plays on one: the same
# game numbers, the same totals (actions, refusals, legal actions applied,
# saves reloaded, trades accepted), with no violation. A long soak run in
# chunks on several threads counts each game once.
#   tests/property/soak_threads.sh LANDLORD_CLI EDITIONS_DIR
set -euo pipefail
cli=$1
editions=$2
one=$("$cli" soak --editions "$editions" --games 24 --seed 11 --first 5 --threads 1 --quiet)
two=$("$cli" soak --editions "$editions" --games 24 --seed 11 --first 5 --threads 2 --quiet)
# The first line holds the counts; the second the time; the third the range.
counts() { sed -n 1p <<<"$1"; }
range() { sed -n 3p <<<"$1" | sed -e 's/^ *//' -e 's/, [0-9]* threads\?$//'; }
echo "one thread:  $(counts "$one") / $(range "$one")"
echo "two threads: $(counts "$two") / $(range "$two")"
grep -q 'violations: 0' <<<"$one"
grep -q 'violations: 0' <<<"$two"
[[ "$(counts "$one")" == "$(counts "$two")" ]] || { echo "the totals differ"; exit 1; }
[[ "$(range "$one")" == "games 5 to 28 of seed 11" ]] || { echo "one thread: wrong range"; exit 1; }
[[ "$(range "$one")" == "$(range "$two")" ]] || { echo "the game numbers differ"; exit 1; }
echo ok
