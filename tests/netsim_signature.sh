#!/bin/sh
# Plays the same online games over the test network natively and in
# WebAssembly (under node) and checks that both builds end every game in the
# same state with the same log: `landlord-cli netsim --json` prints every
# figure the games fix (actions, entries, faults, messages, bytes, rolls and
# a digest of every game's final state); all but the CPU time must be equal.
# Signatures (Ed25519), digests (BLAKE2b) and the chance drawn from them are
# libsodium's in both. Builds nothing.
#
#   tests/netsim_signature.sh [NATIVE_CLI] [WASM_CLI_JS] [GAMES]
#
# Defaults: build/native/src/cli/landlord-cli, build/web/src/cli/landlord-cli.js, 6 games.
set -u
native=${1:-build/native/src/cli/landlord-cli}
wasm=${2:-build/web/src/cli/landlord-cli.js}
games=${3:-6}
for f in "$native" "$wasm"; do
  if [ ! -f "$f" ]; then
    echo "netsim_signature: $f not found (build it first)" >&2
    exit 2
  fi
done
native_out=$("$native" netsim --games "$games" --seed 7 --json) || { echo "netsim_signature: native netsim failed" >&2; exit 2; }
wasm_out=$(node --no-experimental-fetch "$wasm" netsim --games "$games" --seed 7 --json) || {
  echo "netsim_signature: wasm netsim failed" >&2
  exit 2
}
fixed() { printf '%s\n' "$1" | sed 's/"cpu_us_per_action_per_device": [0-9.]*, //'; }
echo "native: $(fixed "$native_out" | sed 's/"roll_counts": \[[^]]*\], //')"
echo "wasm:   $(fixed "$wasm_out" | sed 's/"roll_counts": \[[^]]*\], //')"
case $native_out in *'"signature": "'*) ;; *) echo "netsim_signature: no signature printed" >&2; exit 1 ;; esac
if [ "$(fixed "$native_out")" != "$(fixed "$wasm_out")" ]; then
  echo "netsim_signature: the builds played different online games" >&2
  exit 1
fi
echo "netsim_signature: the same games, natively and in WebAssembly"
