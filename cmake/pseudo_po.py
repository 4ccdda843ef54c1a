#!/usr/bin/env python3
"""The pseudo-language's catalog (en-XA) from the template po/landlord.pot:
every message accented, 40% longer and between brackets ("[Röll ··]"),
its placeholders ({player}) and escapes kept, so that the browser tests
see at once text that did not come through a catalog, text that a longer
language would clip, and text cut at either end.

    pseudo_po.py TEMPLATE OUTPUT
"""
import re
import sys

# Latin-1's accented letters, which the game's fonts carry for every
# shipped language.
ACCENTS = dict(zip("aceinouyACEINOUY", "åçéîñöüýÅÇÉÎÑÖÜÝ"))


def pseudo(text):
    """`text` as it is written in a PO string (escapes included)."""
    out, letters, i = [], 0, 0
    while i < len(text):
        c = text[i]
        if c == '\\' and i + 1 < len(text):
            out.append(text[i:i + 2])
            i += 2
        elif c == '{' and text.startswith('{{', i):
            out.append('{{')
            i += 2
        elif c == '{':
            j = text.find('}', i)
            j = len(text) - 1 if j < 0 else j
            out.append(text[i:j + 1])
            i = j + 1
        else:
            if c.isalpha():
                letters += 1
            out.append(ACCENTS.get(c, c))
            i += 1
    if not text:
        return text
    pad = max(1, round(letters * 0.4))
    return '[' + ''.join(out) + ' ' + '·' * pad + ']'


def main(template, output):
    with open(template, encoding='utf-8') as f:
        lines = f.read().split('\n')
    out = []
    i = 0
    header_done = False
    while i < len(lines):
        line = lines[i]
        m = re.match(r'^(msgid|msgid_plural|msgctxt) "(.*)"$', line)
        if m and m.group(1) == 'msgid':
            # The message (and its continuation lines), then its msgstr(s).
            ids = [m.group(2)]
            out.append(line)
            i += 1
            while i < len(lines) and lines[i].startswith('"'):
                ids.append(lines[i][1:-1])
                out.append(lines[i])
                i += 1
            plural = None
            if i < len(lines) and lines[i].startswith('msgid_plural '):
                plural = [lines[i][len('msgid_plural "'):-1]]
                out.append(lines[i])
                i += 1
                while i < len(lines) and lines[i].startswith('"'):
                    plural.append(lines[i][1:-1])
                    out.append(lines[i])
                    i += 1
            # Skip the template's empty msgstr lines.
            while i < len(lines) and (lines[i].startswith('msgstr') or lines[i].startswith('"')):
                i += 1
            singular = ''.join(ids)
            if not header_done and singular == '':
                header_done = True
                out.append('msgstr ""')
                out.append('"Project-Id-Version: landlord\\n"')
                out.append('"PO-Revision-Date: 2026-01-01 00:00+0000\\n"')
                out.append('"Last-Translator: cmake/pseudo_po.py\\n"')
                out.append('"Language-Team: none\\n"')
                out.append('"Language: en_XA\\n"')
                out.append('"MIME-Version: 1.0\\n"')
                out.append('"Content-Type: text/plain; charset=UTF-8\\n"')
                out.append('"Content-Transfer-Encoding: 8bit\\n"')
                out.append('"Plural-Forms: nplurals=2; plural=(n != 1);\\n"')
            elif plural is None:
                out.append('msgstr "%s"' % pseudo(singular))
            else:
                out.append('msgstr[0] "%s"' % pseudo(singular))
                out.append('msgstr[1] "%s"' % pseudo(''.join(plural)))
            continue
        if line.startswith('#, fuzzy'):
            line = line.replace('fuzzy, ', '').replace(', fuzzy', '')
            if line.strip() == '#, fuzzy':
                i += 1
                continue
        out.append(line)
        i += 1
    with open(output, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out))


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
