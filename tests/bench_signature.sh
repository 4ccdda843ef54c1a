#!/bin/sh
# Runs `landlord-cli bench` and `landlord-cli golden` natively and in
# WebAssembly (under node) and checks that both print the same signatures:
# the bench's simple bots, which must be the signature pinned for today's
# rules version in tests/rules-versions.txt (tests/rules_pin.sh), and the
# golden games of the Easy and Hard bots people play against, whose
# transcripts must also match the pinned ones in tests/golden/transcripts.
# Builds nothing.
#
#   tests/bench_signature.sh [NATIVE_CLI] [WASM_CLI_JS]
#
# Defaults: build/native/src/cli/landlord-cli and
# build/web/src/cli/landlord-cli.js. Run from the repository root (the
# bench finds assets/editions there). Exit 0 when the signatures match the pin.
set -u
native=${1:-build/native/src/cli/landlord-cli}
wasm=${2:-build/web/src/cli/landlord-cli.js}
transcripts=tests/golden/transcripts

for f in "$native" "$wasm"; do
  if [ ! -f "$f" ]; then
    echo "bench_signature: $f not found (build it first)" >&2
    exit 2
  fi
done

native_out=$("$native" bench) || { echo "bench_signature: native bench failed" >&2; exit 2; }
wasm_out=$(node --no-experimental-fetch "$wasm" bench) || {
  echo "bench_signature: wasm bench failed" >&2
  exit 2
}

native_sig=$(printf '%s\n' "$native_out" | sed -n 's/^signature: //p')
wasm_sig=$(printf '%s\n' "$wasm_out" | sed -n 's/^signature: //p')
native_speed=$(printf '%s\n' "$native_out" | sed -n 's/^player-turns per CPU-second: //p')
wasm_speed=$(printf '%s\n' "$wasm_out" | sed -n 's/^player-turns per CPU-second: //p')

echo "native: signature: $native_sig  player-turns per CPU-second: $native_speed"
echo "wasm:   signature: $wasm_sig  player-turns per CPU-second: $wasm_speed"
if [ -z "$native_sig" ] || [ "$native_sig" != "$wasm_sig" ]; then
  echo "bench_signature: signatures differ" >&2
  exit 1
fi
echo "bench_signature: signatures match"
# And they are the signature pinned for today's rules version.
"$(dirname "$0")/rules_pin.sh" --signature "$native_sig" || exit 1

# The golden games (Easy, Hard and simple bots on the table the UI uses).
native_golden=$("$native" golden --check "$transcripts") || {
  printf '%s\n' "$native_golden" >&2
  echo "bench_signature: native golden games differ from $transcripts" >&2
  exit 1
}
wasm_golden=$(node --no-experimental-fetch "$wasm" golden --check "$transcripts") || {
  printf '%s\n' "$wasm_golden" >&2
  echo "bench_signature: wasm golden games differ from $transcripts" >&2
  exit 1
}
native_gsig=$(printf '%s\n' "$native_golden" | sed -n 's/^signature: //p')
wasm_gsig=$(printf '%s\n' "$wasm_golden" | sed -n 's/^signature: //p')
echo "native: golden signature: $native_gsig"
echo "wasm:   golden signature: $wasm_gsig"
if [ -z "$native_gsig" ] || [ "$native_gsig" != "$wasm_gsig" ]; then
  echo "bench_signature: golden signatures differ" >&2
  exit 1
fi
echo "bench_signature: golden games match"
