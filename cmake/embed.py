#!/usr/bin/env python3
"""Writes FILE's bytes as a C++ array: embed.py FILE SYMBOL OUT.cpp

Defines `extern const unsigned char SYMBOL[]` and `extern const unsigned SYMBOL_size`.
"""
import sys

src, symbol, out = sys.argv[1:4]
data = open(src, "rb").read()
with open(out, "w") as f:
    f.write("// Generated from %s by cmake/embed.py. Do not edit.\n" % src.rsplit("/", 1)[-1])
    f.write("extern const unsigned char %s[];\nextern const unsigned %s_size;\n" % (symbol, symbol))
    f.write("alignas(4) const unsigned char %s[] = {\n" % symbol)
    for i in range(0, len(data), 24):
        f.write(",".join(str(b) for b in data[i:i + 24]) + ",\n")
    f.write("};\nconst unsigned %s_size = %d;\n" % (symbol, len(data)))
