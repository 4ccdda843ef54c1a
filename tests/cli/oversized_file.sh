#!/usr/bin/env bash
# `landlord-cli replay` refuses a file over the save limit (8 MiB, the
# page's import limit too) by its size, before reading it: a 31 MB file of
# valid JSON is refused with exit 2 and "file is too large", within a
# memory limit far below what reading and parsing it would take (about
# 670 MB), and a file just under the limit is still read (and refused for
# what it holds, not for its size).
#   tests/cli/oversized_file.sh LANDLORD_CLI EDITIONS_DIR
set -uo pipefail
cli=$1
editions=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail=0
python3 - "$dir" <<'PY'
import sys
d = sys.argv[1]
with open(f'{d}/big.json', 'w') as f:
    f.write('{"format":"landlord-save","actions":[' + ','.join(['{"type":"roll"}'] * 2_000_000) + ']}')
with open(f'{d}/under.json', 'w') as f:
    f.write('{"padding":"' + 'x' * (8 * 1024 * 1024 - 64) + '"}')
PY
size=$(stat -c %s "$dir/big.json")
[ "$size" -gt $((30 * 1024 * 1024)) ] || { echo "test file only $size bytes"; exit 1; }
out=$( (ulimit -v 262144; "$cli" replay "$dir/big.json" --editions "$editions") 2>&1 >/dev/null)
rc=$?
if [ $rc != 2 ] || ! grep -q "file is too large" <<<"$out"; then
  echo "a $size-byte file not refused by its size within 256 MiB (exit $rc): $out"
  fail=1
else
  echo "refused: $size bytes -> $out"
fi
out=$("$cli" replay "$dir/under.json" --editions "$editions" 2>&1 >/dev/null)
rc=$?
if [ $rc != 2 ] || grep -q "too large" <<<"$out" || [ -z "$out" ]; then
  echo "a file under the limit was not read and judged on what it holds (exit $rc): $out"
  fail=1
else
  echo "read, then refused: under the limit -> $out"
fi
exit $fail
