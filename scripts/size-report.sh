#!/usr/bin/env bash
# Prints the size of each file of the built web page, raw and brotli-compressed
# (what a static host that serves brotli sends).   scripts/size-report.sh [SITE_DIR]
set -euo pipefail
site=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/build/web/site}
total_raw=0 total_br=0
printf '%-22s %12s %12s\n' file raw brotli
for f in "$site"/*; do
  [ -f "$f" ] || continue
  raw=$(stat -c %s "$f")
  br=$(brotli -c -q 11 "$f" | wc -c)
  total_raw=$((total_raw + raw)); total_br=$((total_br + br))
  printf '%-22s %12d %12d\n' "$(basename "$f")" "$raw" "$br"
done
printf '%-22s %12d %12d\n' total "$total_raw" "$total_br"
