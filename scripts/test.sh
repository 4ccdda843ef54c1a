#!/usr/bin/env bash
# Sets up, builds and runs every test: the native unit, scenario, property
# and golden tests (ctest), a short fuzzing run of every loader and a bounded
# soak of random games under the sanitizers, the WebAssembly build, the bench signature
# checked native against WebAssembly, and the browser tests (Playwright
# driving Debian's headless Chromium on 127.0.0.1). The browser tests drive
# the page built with test hooks (preset web); the PWA and offline tests run
# once more against the page as published (preset web-release, no hooks).
#
# Artifacts (screenshots, logs) go to artifacts/.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
export NODE_PATH=/usr/share/nodejs EMSDK_PYTHON=/usr/bin/python3
step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }
start=$(date +%s)

step "set-up"
scripts/setup.sh

step "native build"
cmake --preset native >/dev/null
cmake --build build/native -j2

step "native tests (ctest)"
ctest --test-dir build/native --output-on-failure -j2

step "fuzzing: every loader under libFuzzer with ASan and UBSan (about a minute)"
scripts/fuzz.sh 60

step "soak: random games on every edition and variant, invariants after every action (ASan, UBSan)"
scripts/soak.sh 90

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

step "browser tests (headless Chromium)"
rm -rf artifacts/browser
# A test that hangs fails after 10 minutes instead of stalling the run.
node --test --test-concurrency=1 --test-timeout=600000 tests/browser/

step "PWA, offline and split-code tests against the page as published"
LANDLORD_SITE_DIR=build/web-release/site LANDLORD_SITE_HOOKS=0 LANDLORD_ARTIFACT_DIR=artifacts/browser-published \
  node --test --test-concurrency=1 --test-timeout=600000 tests/browser/pwa.test.mjs tests/browser/split.test.mjs

echo "all tests passed in $(( $(date +%s) - start )) s"
