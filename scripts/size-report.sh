#!/usr/bin/env bash
# Prints the size of each file of the built web page, raw and brotli-compressed
# (what a static host that serves brotli sends), each language's files,
# then where the wasm's bytes
# go: its sections, data and largest functions (scripts/wasm-parts.mjs, named
# from the symbol map the build writes beside the site).
#   scripts/size-report.sh [SITE_DIR] [--top N]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
site=$root/build/web/site
top=25
while [ $# -gt 0 ]; do
  case $1 in
    --top) top=$2; shift 2 ;;
    *) site=$1; shift ;;
  esac
done
total_raw=0 total_br=0 page_raw=0 page_br=0
printf '%-22s %12s %12s\n' file raw brotli
for f in "$site"/*; do
  [ -f "$f" ] || continue
  raw=$(stat -c %s "$f")
  br=$(brotli -c -q 11 "$f" | wc -c)
  total_raw=$((total_raw + raw)); total_br=$((total_br + br))
  case $(basename "$f") in
    index.html|index.js|index.wasm|boot.js|update.js|page.css)
      page_raw=$((page_raw + raw)); page_br=$((page_br + br)) ;;
  esac
  printf '%-22s %12d %12d\n' "$(basename "$f")" "$raw" "$br"
done
printf '%-22s %12d %12d\n' total "$total_raw" "$total_br"
printf '%-22s %12d %12d\n' "first load" "$page_raw" "$page_br"
echo "(first load: index.html, its scripts and stylesheet, index.js and index.wasm;"
echo " the icons, manifest, service worker and index.deferred.wasm, the code the"
echo " home screen does not run, come after the first frames)"
# Each language's files (lang/): fetched only when it is chosen, so English
# costs none of them.
if [ -d "$site/lang" ]; then
  echo
  printf '%-22s %12s %12s   %s\n' language raw brotli "(lang/CODE.mo, .editions.json, .shell.json)"
  for mo in "$site"/lang/*.mo; do
    code=$(basename "$mo" .mo)
    raw=0 br=0
    for f in "$site/lang/$code".*; do
      raw=$((raw + $(stat -c %s "$f"))); br=$((br + $(brotli -c -q 11 "$f" | wc -c)))
    done
    printf '%-22s %12d %12d\n' "$code" "$raw" "$br"
  done
fi
# A split page (scripts/web-split.mjs) keeps its whole module beside the
# site, with the symbol map that names its functions.
full="$site/index.wasm"
[ -f "$(dirname "$site")/index.full.wasm" ] && full=$(dirname "$site")/index.full.wasm
if [ -f "$full" ]; then
  echo
  symbols=$(dirname "$site")/index.wasm.symbols
  node "$root/scripts/wasm-parts.mjs" "$full" "$symbols" --top "$top"
fi
