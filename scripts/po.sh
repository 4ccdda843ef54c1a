#!/usr/bin/env bash
# The catalogs of what a player reads (po/, gettext's PO format).
#
#   scripts/po.sh extract   po/landlord.pot from the source (xgettext), and
#                           each po/LANG.po brought up to it (msgmerge): new
#                           messages untranslated, changed ones fuzzy
#   scripts/po.sh check     fails when the template is not what the source
#                           says, or a catalog misses a message, carries a
#                           stale one, has one fuzzy or untranslated, or
#                           does not pass msgfmt --check (ctest runs it)
#   scripts/po.sh stats     each catalog's counts
#
# Messages are marked in the source by the functions of src/text/tr.h, and
# in the page's own scripts (web/boot.js, web/update.js) by t() and t_noop().
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

sources() {
  find src -name '*.cpp' -o -name '*.h' -o -name '*.def' | LC_ALL=C sort
}

# The template, written to $1.
template() {
  local err
  err=$(mktemp)
  sources | xgettext --force-po --files-from=- --output="$1" --from-code=UTF-8 --language=C++ \
    --keyword= --keyword=tr --keyword=trc:1c,2 --keyword=trn:1,2 \
    --keyword=trf:1 --keyword=trcf:1c,2 --keyword=trnf:1,2 --keyword=tr_noop --keyword=trc_noop:1c,2 \
    --flag=trf:1:python-brace-format --flag=trcf:2:python-brace-format \
    --flag=trnf:1:python-brace-format --flag=trnf:2:python-brace-format \
    --add-comments=TRANSLATORS: --add-location=file --sort-by-file \
    --package-name=landlord --msgid-bugs-address= --copyright-holder= 2>"$err" \
    || { cat "$err" >&2; rm -f "$err"; return 1; }
  # The page's own words (web/boot.js, web/update.js: t() and t_noop()).
  xgettext --join-existing --output="$1" --from-code=UTF-8 --language=JavaScript \
    --keyword= --keyword=t --keyword=t_noop --add-comments=TRANSLATORS: --add-location=file --sort-by-file \
    web/boot.js web/update.js 2>>"$err" || { cat "$err" >&2; rm -f "$err"; return 1; }
  grep -v -e 'msgid-bugs-address' -e 'Makevars' -e 'MSGID_BUGS_ADDRESS' -e 'command line option' "$err" >&2 || true
  rm -f "$err"
  # A stable header: no creation date to differ from one run to the next.
  sed -i '/^"POT-Creation-Date:/d' "$1"
  # Each message with {named} placeholders is marked python-brace-format,
  # the format whose placeholders msgfmt --check compares with each
  # translation's (xgettext does not mark it in C++ sources).
  python3 - "$1" <<'PY'
import re, sys
path = sys.argv[1]
entries = open(path, encoding='utf-8').read().split('\n\n')
out = []
for e in entries:
    lines = e.split('\n')
    ids = ''.join(re.findall(r'^(?:msgid|msgid_plural|)\s*"(.*)"$', '\n'.join(l for l in lines if not l.startswith('msgstr') and not l.startswith('#')), re.M))
    if re.search(r'(?<!\{)\{[A-Za-z_][A-Za-z0-9_]*(:[^}]*)?\}', ids) and not any(l.startswith('#,') and 'python-brace-format' in l for l in lines):
        at = next((i for i, l in enumerate(lines) if l.startswith('msgctxt') or l.startswith('msgid')), 0)
        flags = next((i for i, l in enumerate(lines) if l.startswith('#,')), None)
        if flags is None:
            lines.insert(at, '#, python-brace-format')
        else:
            lines[flags] += ', python-brace-format'
    out.append('\n'.join(lines))
open(path, 'w', encoding='utf-8').write('\n\n'.join(out))
PY
}

catalogs() { ls po/*.po 2>/dev/null | LC_ALL=C sort; }

case "${1:-check}" in
  extract)
    template po/landlord.pot
    for po in $(catalogs); do
      msgmerge --quiet --update --backup=none --previous "$po" po/landlord.pot
    done
    echo "po/landlord.pot: $(grep -c '^msgid ' po/landlord.pot) entries (the header included)"
    ;;
  check)
    fail=0
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    template "$tmp/landlord.pot"
    if ! diff -u po/landlord.pot "$tmp/landlord.pot" >"$tmp/diff"; then
      echo "po/landlord.pot is not what the source marks: run scripts/po.sh extract"
      head -40 "$tmp/diff"
      fail=1
    fi
    for po in $(catalogs); do
      if ! msgfmt --check --output-file=/dev/null "$po" 2>"$tmp/err"; then
        echo "$po: msgfmt --check fails:"; head -10 "$tmp/err"; fail=1
      fi
      # Every message of the template is in the catalog...
      if ! msgcmp "$po" po/landlord.pot 2>"$tmp/err"; then
        echo "$po misses messages of the template:"; head -10 "$tmp/err"; fail=1
      fi
      # ...and none that the template no longer has (kept as obsolete #~ is allowed).
      if ! msgcmp --use-untranslated po/landlord.pot <(msgattrib --no-obsolete "$po") 2>"$tmp/err"; then
        echo "$po carries stale messages:"; head -10 "$tmp/err"; fail=1
      fi
      fuzzy=$(msgattrib --only-fuzzy --no-obsolete "$po" | grep -c '^msgid ' || true)
      untranslated=$(msgattrib --untranslated --no-obsolete "$po" | grep -c '^msgid ' || true)
      # (each count includes the header when there is any message)
      if [ "$fuzzy" -gt 0 ] || [ "$untranslated" -gt 0 ]; then
        echo "$po: $((fuzzy > 0 ? fuzzy - 1 : 0)) fuzzy, $((untranslated > 0 ? untranslated - 1 : 0)) untranslated"
        msgattrib --only-fuzzy --no-obsolete "$po" | grep -A1 '^msgid ' | head -10
        msgattrib --untranslated --no-obsolete "$po" | grep -A1 '^msgid ' | head -10
        fail=1
      fi
    done
    [ $fail = 0 ] && echo "po: the template and $(catalogs | wc -l) catalogs agree with the source"
    exit $fail
    ;;
  stats)
    for po in $(catalogs); do printf '%-12s ' "$po"; msgfmt --statistics --output-file=/dev/null "$po" 2>&1; done
    ;;
  *) echo "usage: scripts/po.sh extract|check|stats" >&2; exit 2 ;;
esac
