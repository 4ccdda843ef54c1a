#!/usr/bin/env python3
"""Every character the game can draw is in its embedded fonts.

check_glyphs.py SOURCE_DIR FONT...

Collects each non-ASCII character the UI's sources and the edition files
use (written literally, as UTF-8 bytes in \\x escapes, or as \\u escapes) and
checks that it is in src/platform/font_ranges.txt (what the fonts are
subset to), in host.cpp's atlas ranges, and in every subset font's
character map; and that those ranges match host.cpp's. Exits non-zero and
names each missing character otherwise.
"""
import pathlib
import re
import sys

from fontTools.ttLib import TTFont

root = pathlib.Path(sys.argv[1])
fonts = sys.argv[2:]
failures = []

def parse_ranges(text):
    cps = set()
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            lo, _, hi = line.partition("-")
            cps.update(range(int(lo, 16), int(hi or lo, 16) + 1))
    return cps

kept = parse_ranges((root / "src/platform/font_ranges.txt").read_text())

host = (root / "src/platform/host.cpp").read_text()
m = re.search(r"kRanges\[\]\s*=\s*\{(.*?)\};", host, re.S)
if not m:
    sys.exit("host.cpp: no kRanges array found")
nums = [int(x, 16) for x in re.findall(r"0x([0-9A-Fa-f]+)", re.sub(r"//[^\n]*", "", m.group(1)))]
atlas = set()
for lo, hi in zip(nums[0::2], nums[1::2]):
    atlas.update(range(lo, hi + 1))
if atlas != kept:
    failures.append("host.cpp's kRanges differ from font_ranges.txt: only in host.cpp %s, only in the file %s"
                    % (sorted(hex(c) for c in atlas - kept)[:10], sorted(hex(c) for c in kept - atlas)[:10]))

used = {}  # code point -> first place seen
def note(ch, where):
    used.setdefault(ord(ch), where)

escape_run = re.compile(r"(?:\\x[0-9A-Fa-f]{2})+")
for folder in ["src/ui", "src/platform", "src/app", "src/saves", "assets/editions"]:
    for path in sorted((root / folder).rglob("*")):
        if not path.is_file() or path.suffix not in {".cpp", ".h", ".json", ".txt"}:
            continue
        text = path.read_text(encoding="utf-8")
        where = str(path.relative_to(root))
        for ch in text:
            if ord(ch) > 0x7E:
                note(ch, where)
        for run in escape_run.findall(text):
            raw = bytes(int(h, 16) for h in re.findall(r"\\x([0-9A-Fa-f]{2})", run))
            if max(raw) < 0x80:
                continue
            try:
                for ch in raw.decode("utf-8"):
                    if ord(ch) > 0x7E:
                        note(ch, where)
            except UnicodeDecodeError:
                failures.append("%s: escape %s is not UTF-8" % (where, run))
        for h in re.findall(r"\\u([0-9A-Fa-f]{4})", text):
            if int(h, 16) > 0x7E:
                note(chr(int(h, 16)), where)

needed = set(used) | set(range(0x20, 0x7F))
for cp in sorted(needed - kept):
    failures.append("U+%04X %r (%s) is not in font_ranges.txt" % (cp, chr(cp), used.get(cp, "ASCII")))
for font in fonts:
    cmap = TTFont(font).getBestCmap()
    for cp in sorted(needed - set(cmap)):
        failures.append("U+%04X %r (%s) has no glyph in %s" % (cp, chr(cp), used.get(cp, "ASCII"), font))

print("checked %d non-ASCII characters used by the UI and editions (%s) in %d fonts"
      % (len(used), "".join(chr(c) for c in sorted(used)), len(fonts)))
for f in failures:
    print("MISSING:", f)
sys.exit(1 if failures else 0)
