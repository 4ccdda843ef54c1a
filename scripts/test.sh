#!/usr/bin/env bash
# Sets up, builds and runs every test: the native unit, scenario, property
# and golden tests (ctest), a short fuzzing run of every loader and a bounded
# soak of random games under the sanitizers, the WebAssembly build, the bench signature
# and the online games' signature checked native against WebAssembly, and the browser tests (Playwright
# driving Debian's headless Chromium on 127.0.0.1). The browser tests drive
# the page built with test hooks (preset web); the PWA and offline tests run
# once more against the page as published (preset web-release, no hooks).
#
#   scripts/test.sh                  everything, what CI runs (.ci/run)
#   scripts/test.sh --only PART      one part, on the builds already there:
#     native     the native build (incremental) and ctest
#     fuzz       the fuzzing run and the soak (their sanitizer build, incremental)
#     web        the two web builds (incremental), the bench and netsim signatures
#     browser    the browser tests and the published page's tests
#     FILE...    the browser test files named (tests/browser/x.test.mjs),
#                against build/web/site (pwa and split also as published)
#
# Every compile goes through ccache (cmake/Ccache.cmake), kept outside the
# clone, so a new clone on the same machine starts warm; the web profile and
# the split's start profile are kept by the hash of their inputs
# (~/.cache/landlord). At the end (or at a failure) a table gives each
# step's wall time and the slowest ten tests of each runner.
#
# LANDLORD_BROWSER_JOBS: browser test files run at once (default 2; the
# files that time the page run alone after the others).
# Artifacts (screenshots, logs, timings) go to artifacts/.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
export NODE_PATH=/usr/share/nodejs EMSDK_PYTHON=/usr/bin/python3

only=""
files=()
if [ "${1:-}" = "--only" ]; then
  only=${2:?"usage: scripts/test.sh [--only native|fuzz|web|browser|FILE...]"}
  case $only in
    native|fuzz|web|browser) ;;
    *) shift; files=("$@"); only=files
       for f in "${files[@]}"; do [ -f "$f" ] || { echo "scripts/test.sh: no test file $f" >&2; exit 2; }; done ;;
  esac
elif [ $# -gt 0 ]; then
  echo "usage: scripts/test.sh [--only native|fuzz|web|browser|FILE...]" >&2
  exit 2
fi
wants() { [ -z "$only" ] || [ "$only" = "$1" ]; }

times_dir=artifacts/times
rm -rf "$times_dir"
mkdir -p "$times_dir"
start=$(date +%s)
step_names=()
step_secs=()
current=""
current_start=0

step() {
  finish_step
  current=$*
  current_start=$(date +%s)
  printf '\n\033[1m== %s ==\033[0m\n' "$*"
}
finish_step() {
  if [ -n "$current" ]; then
    step_names+=("$current")
    step_secs+=($(( $(date +%s) - current_start )))
    current=""
  fi
}
report() {
  local rc=$?
  finish_step
  [ ${#step_names[@]} -gt 0 ] || exit $rc
  printf '\n\033[1m== where the time went ==\033[0m\n'
  local i
  for i in "${!step_names[@]}"; do
    printf '%-44s %6d s\n' "${step_names[$i]%%:*}" "${step_secs[$i]}"
  done
  printf '%-44s %6d s\n' "in all" $(( $(date +%s) - start ))
  if [ -f build/native/ctest-junit.xml ] && [ "${ran_ctest:-0}" = 1 ]; then
    printf '\nslowest native tests (ctest):\n'
    python3 tests/tools/ctest-times.py build/native/ctest-junit.xml 10 || true
  fi
  local t
  for t in "$times_dir"/*.tsv; do
    [ -f "$t" ] || continue
    printf '\nslowest test files (%s; seconds in their tests):\n' "$(basename "$t" .tsv)"
    sort -rn "$t" | head -n 10 | awk -F'\t' -v r="$root/" \
      '{ f = $4; sub(r, "", f); printf "  %-56s %7.1f s  %d tests%s\n", f, $1, $2, ($3 > 0 ? ", " $3 " failed" : "") }'
  done
  [ $rc -eq 0 ] && echo "all tests passed in $(( $(date +%s) - start )) s"
  exit $rc
}
trap report EXIT

# Runs browser test files with node's test runner; NAME names their timings.
browser_tests() {
  local name=$1
  shift
  node --test --test-concurrency="${LANDLORD_BROWSER_JOBS:-2}" --test-timeout=1200000 \
    --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=./tests/tools/time-reporter.mjs --test-reporter-destination="$times_dir/$name.tsv" "$@"
}
# WebGL in the browser tests: Mesa's llvmpipe, which draws a frame of a
# game for about two thirds of the CPU that SwiftShader takes
# (scripts/frame-cost.mjs, docs/performance.md), but for the files that
# time the page against the wall clock: those keep SwiftShader, the
# renderer of a browser without a GPU that their bounds were set on.
# LANDLORD_BROWSER_GL (scripts/chromium.mjs) set by the caller decides
# for every file.
gl=${LANDLORD_BROWSER_GL:-llvmpipe}
gl_timed=${LANDLORD_BROWSER_GL:-swiftshader}
# Browser test files that time the page against the wall clock: run one
# at a time, with nothing beside them.
timed=(tests/browser/game-pace.test.mjs tests/browser/slow-phone.test.mjs)
# And online play's files, whose two or three browsers and their WebRTC
# play a game at once: beside another file it is the one new load of the
# day on which other files hung waiting for the page (and, as a third lane
# beside two game files, a returning device's WebRTC handshake timed out
# again and again); two online files at a time were no faster than one
# (188 against 203 s: the machine is busy throughout). Alone.
online=(tests/browser/online-table.test.mjs tests/browser/online-screens.test.mjs
  tests/browser/online-return.test.mjs)
alone=("${timed[@]}" "${online[@]}")
# The browser test files that take longest (the table at the end of a run).
longest=(tests/browser/game-visible-phone.test.mjs tests/browser/game-visible-desktop.test.mjs
  tests/browser/touch-log.test.mjs tests/browser/touch.test.mjs tests/browser/game-play-phone.test.mjs
  tests/browser/game-play-desktop.test.mjs tests/browser/tabs.test.mjs tests/browser/saves-manage.test.mjs
  tests/browser/game-bots.test.mjs tests/browser/touch-game.test.mjs)
published_tests() {
  LANDLORD_BROWSER_GL=$gl LANDLORD_SITE_DIR=build/web-release/site LANDLORD_SITE_HOOKS=0 \
    LANDLORD_ARTIFACT_DIR=artifacts/browser-published browser_tests "browser tests, page as published" "$@"
}

if [ -z "$only" ]; then
  step "set-up"
  scripts/setup.sh
fi

if wants native; then
  step "native build"
  cmake --preset native >/dev/null
  cmake --build build/native -j2

  step "native tests (ctest)"
  ran_ctest=1
  # ctest starts the tests that took longest last time first, from the
  # times it keeps in Testing/Temporary/CTestCostData.txt; kept outside
  # the clone too, a new clone starts with them instead of in the order
  # the tests are numbered (where a minute-long test could start last).
  costs=${LANDLORD_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/landlord}/ctest-costs.txt
  mkdir -p build/native/Testing/Temporary "$(dirname "$costs")"
  [ -f build/native/Testing/Temporary/CTestCostData.txt ] || [ ! -f "$costs" ] ||
    cp "$costs" build/native/Testing/Temporary/CTestCostData.txt
  ctest --test-dir build/native --output-on-failure -j2 --output-junit ctest-junit.xml
  cp build/native/Testing/Temporary/CTestCostData.txt "$costs" 2>/dev/null || true
fi

if wants fuzz; then
  step "fuzzing: every loader under libFuzzer with ASan and UBSan (a minute of fuzzing)"
  scripts/fuzz.sh 60

  step "soak: random games on every edition and variant, invariants after every action (ASan, UBSan)"
  scripts/soak.sh 90
fi

if wants web; then
  step "web build"
  cmake --preset web >/dev/null
  cmake --build build/web -j2
  # landlord-cli as a page: determinism.test.mjs plays the bench and the
  # golden games in Chromium's WebAssembly engine.
  cmake --build build/web -j2 --target bench_page

  step "web build as published (no test hooks)"
  cmake --preset web-release >/dev/null
  cmake --build --preset web-release -j2

  step "bench signature: native and WebAssembly play the same games"
  tests/bench_signature.sh build/native/src/cli/landlord-cli build/web/src/cli/landlord-cli.js

  step "netsim signature: native and WebAssembly play the same online games"
  tests/netsim_signature.sh build/native/src/cli/landlord-cli build/web/src/cli/landlord-cli.js
fi

if wants browser; then
  step "browser tests (headless Chromium)"
  rm -rf artifacts/browser
  # Two files at a time, but for those that time the page against the
  # clock (a paced computer turn, a throttled first load) and online
  # play's: they run after, alone. A test (or a file) that hangs fails
  # after 20 minutes instead of stalling; a wait inside a test gives up
  # sooner, naming what it waited for (PATIENCE in
  # tests/browser/harness.mjs). A failing step does not keep the next ones
  # from running: the command fails at the end.
  # The longest files start first, so that the two lanes end together.
  together=()
  for f in "${longest[@]}" tests/browser/*.test.mjs; do
    case " ${alone[*]} ${together[*]} " in *" $f "*) ;; *) together+=("$f") ;; esac
  done
  browser_failed=0
  LANDLORD_BROWSER_GL=$gl browser_tests "browser tests" "${together[@]}" || browser_failed=1
  step "browser tests run alone (pace, online play)"
  LANDLORD_BROWSER_GL=$gl_timed LANDLORD_BROWSER_JOBS=1 browser_tests "browser tests, alone" "${timed[@]}" ||
    browser_failed=1
  LANDLORD_BROWSER_GL=$gl LANDLORD_BROWSER_JOBS=1 browser_tests "browser tests of online play, alone" "${online[@]}" ||
    browser_failed=1

  step "PWA, offline and split-code tests against the page as published"
  published_tests tests/browser/pwa.test.mjs tests/browser/split.test.mjs || browser_failed=1
  if [ $browser_failed -ne 0 ]; then
    echo "browser tests failed: see the failing tests listed above" >&2
    exit 1
  fi
fi

if [ "$only" = files ]; then
  step "browser tests named"
  case " ${timed[*]} " in *" ${files[0]} "*) g=$gl_timed ;; *) g=$gl ;; esac
  LANDLORD_BROWSER_GL=$g browser_tests "browser tests" "${files[@]}"
  published=()
  for f in "${files[@]}"; do
    case $(basename "$f") in pwa.test.mjs|split.test.mjs) published+=("$f") ;; esac
  done
  if [ ${#published[@]} -gt 0 ]; then
    step "the same against the page as published"
    published_tests "${published[@]}"
  fi
fi
