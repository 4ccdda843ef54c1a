#!/usr/bin/env python3
"""The page's own words in one language (lang/LANG.shell.json): the
messages of a catalog that web/boot.js and web/update.js mark with t() and
t_noop(), as {"English": "translation"}. boot.js fetches the file of the
player's language; English needs none.

    shell_words.py CATALOG.po OUTPUT.json
"""
import json
import re
import sys


def unquote(s):
    return json.loads('"' + s + '"')


def entries(path):
    """Each entry of a PO file: (its locations, msgid, msgstr)."""
    with open(path, encoding='utf-8') as f:
        blocks = f.read().split('\n\n')
    for block in blocks:
        where, key, parts = [], None, {}
        for line in block.split('\n'):
            if line.startswith('#:'):
                where += line[2:].split()
                continue
            if line.startswith('#'):
                continue
            m = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$', line)
            if m:
                key = m.group(1)
                parts[key] = unquote(m.group(2))
            elif line.startswith('"') and key:
                parts[key] += unquote(line[1:-1])
        if 'msgid' in parts and parts['msgid'] and 'msgctxt' not in parts and 'msgstr' in parts:
            yield where, parts['msgid'], parts['msgstr']


def main(catalog, output):
    words = {}
    for where, msgid, msgstr in entries(catalog):
        if msgstr and any(w.startswith('web/') for w in where):
            words[msgid] = msgstr
    with open(output, 'w', encoding='utf-8') as f:
        json.dump(words, f, ensure_ascii=False, sort_keys=True, separators=(',', ':'))
        f.write('\n')


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
