#!/bin/sh
# Checks that `landlord-cli bench` prints the signature pinned for today's
# rules version, the last line of tests/rules-versions.txt (see
# docs/rules-versions.md). Exit 0 when it does.
#
#   tests/rules_pin.sh [NATIVE_CLI]        runs the bench
#   tests/rules_pin.sh --signature SIG     checks a signature already printed
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
pins="$root/tests/rules-versions.txt"
version=$(awk '!/^#/ && NF { v = $1 } END { print v }' "$pins")
pinned=$(awk '!/^#/ && NF { s = $2 } END { print s }' "$pins")
if [ "${1:-}" = "--signature" ]; then
  sig=${2:-}
else
  cli=${1:-$root/build/native/src/cli/landlord-cli}
  sig=$(cd "$root" && "$cli" bench | sed -n 's/^signature: //p')
fi
if [ -z "$sig" ] || [ "$sig" != "$pinned" ]; then
  echo "rules_pin: the bench signature is ${sig:-missing}, but rules version $version pins $pinned:" >&2
  echo "rules_pin: how the game plays has changed. If that is intended, add a rules version:" >&2
  echo "rules_pin:   scripts/new-rules-version.sh \"what changed\"   (docs/rules-versions.md)" >&2
  exit 1
fi
echo "rules_pin: bench signature $sig is the one pinned for rules version $version"
