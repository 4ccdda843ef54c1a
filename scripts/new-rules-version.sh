#!/usr/bin/env bash
# Adds a rules version after an intended change of how the game plays (a
# rule, an edition file's numbers, a computer player): see
# docs/rules-versions.md.
#
#   scripts/new-rules-version.sh "what changed"
#
# Bumps kRulesVersion in src/engine/rules_version.h, builds the native
# landlord-cli and persistence_tests (build/native, or $LANDLORD_NATIVE_BUILD),
# appends the new version's line to tests/rules-versions.txt (bench
# signature and golden transcripts digest as they are now) and writes its
# fixture save, tests/persistence/fixtures/rules-v<N>.json. Regenerate the
# golden transcripts first if they changed (LANDLORD_UPDATE_GOLDEN=1).
# Running it again before committing redoes the same version.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
why=${1:?usage: scripts/new-rules-version.sh \"what changed\"}
build=${LANDLORD_NATIVE_BUILD:-build/native}
header=src/engine/rules_version.h
pins=tests/rules-versions.txt

current=$(sed -n 's/^inline constexpr int kRulesVersion = \([0-9]*\);$/\1/p' "$header")
last=$(awk '!/^#/ && NF { v = $1 } END { print v }' "$pins")
[ -n "$current" ] && [ -n "$last" ] || { echo "cannot read the rules version" >&2; exit 2; }
if [ "$current" != "$last" ]; then
  echo "$header says $current but $pins ends at $last: fix that first" >&2
  exit 2
fi
# Already bumped and not committed yet: a re-run redoes the same version.
if git diff --quiet HEAD -- "$header"; then next=$((current + 1)); else next=$current; fi
sed -i "s/^inline constexpr int kRulesVersion = [0-9]*;$/inline constexpr int kRulesVersion = $next;/" "$header"
# A re-run replaces its own line and fixture.
awk -v n="$next" '/^#/ || !NF || $1 != n' "$pins" > "$pins.tmp" && mv "$pins.tmp" "$pins"
rm -f "tests/persistence/fixtures/rules-v$next.json"

[ -f "$build/build.ninja" ] || cmake --preset native >/dev/null
cmake --build "$build" -j2 --target landlord-cli persistence_tests
signature=$("$build/src/cli/landlord-cli" bench | sed -n 's/^signature: //p')
digest=$(LANDLORD_PRINT_PIN=1 "$build/tests/persistence/persistence_tests" \
  --gtest_filter=RulesPin.PrintGoldenDigest | sed -n 's/^golden digest: //p')
[ -n "$signature" ] && [ -n "$digest" ] || { echo "could not measure the signature" >&2; exit 2; }
echo "$next $signature $digest $why" >> "$pins"
LANDLORD_WRITE_FIXTURES=1 "$build/tests/persistence/persistence_tests" \
  --gtest_filter=Fixtures.WriteMissingFixtures >/dev/null
echo "rules version $next: $signature $digest"
echo "check with: ctest --test-dir $build -R 'RulesPin|Fixtures|RulesVersions'"
echo "then commit $header, $pins and tests/persistence/fixtures/rules-v$next.json"
