#!/usr/bin/env python3
"""Subsets a font to the characters the game draws: subset_font.py IN OUT

The code points are those the UI loads into its font atlas
(src/platform/font_ranges.txt; host.cpp's ranges must stay the same), so
the subset holds every glyph the atlas can show and nothing else. Layout
tables and hints are dropped: Dear ImGui's stb_truetype reads neither.
Needs fontTools (Debian python3-fonttools, installed by scripts/setup.sh).
"""
import pathlib
import sys

try:
    from fontTools import subset
except ImportError:
    sys.exit("subset_font.py: fontTools is missing: install Debian's python3-fonttools "
             "(scripts/setup.sh does) to build the embedded fonts")

src, out = sys.argv[1:3]
ranges = pathlib.Path(__file__).resolve().parent.parent / "src" / "platform" / "font_ranges.txt"
unicodes = []
for line in ranges.read_text().splitlines():
    line = line.split("#", 1)[0].strip()
    if line:
        lo, _, hi = line.partition("-")
        unicodes.extend(range(int(lo, 16), int(hi or lo, 16) + 1))

options = subset.Options()
options.layout_features = []
options.hinting = False
options.desubroutinize = True  # larger raw, smaller once compressed
options.notdef_outline = True
font = subset.load_font(src, options)
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=unicodes)
subsetter.subset(font)
subset.save_font(font, out, options)
