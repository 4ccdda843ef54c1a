#!/usr/bin/env python3
"""Each language's words of the editions (OUT_DIR/CODE.editions.json): the
member CODE of the "translations" of every edition file in EDITIONS_DIR, by
edition id ({"classic": {...}, "travel": {...}}), for the page, whose
editions are compiled in without them (cmake/BundleEditions.cmake). A file
is written for every CODE given, empty ({}) where no edition has words in it
(the pseudo-language shows the files' own English).

    edition_words.py EDITIONS_DIR OUT_DIR CODE...
"""
import json
import os
import sys


def main(editions_dir, out_dir, codes):
    editions = {}
    for name in sorted(os.listdir(editions_dir)):
        if name.endswith('.json'):
            with open(os.path.join(editions_dir, name), encoding='utf-8') as f:
                editions[name[:-len('.json')]] = json.load(f).get('translations', {})
    os.makedirs(out_dir, exist_ok=True)
    for code in codes:
        words = {eid: t[code] for eid, t in editions.items() if code in t}
        with open(os.path.join(out_dir, code + '.editions.json'), 'w', encoding='utf-8') as f:
            json.dump(words, f, ensure_ascii=False, sort_keys=True, separators=(',', ':'))
            f.write('\n')


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
