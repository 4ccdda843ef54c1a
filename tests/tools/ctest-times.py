#!/usr/bin/env python3
"""Prints the slowest tests of a ctest JUnit report (ctest --output-junit):
   tests/tools/ctest-times.py REPORT.xml [N]"""
import sys
import xml.etree.ElementTree as ET

cases = []
for case in ET.parse(sys.argv[1]).getroot().iter('testcase'):
    cases.append((float(case.get('time') or 0), case.get('name')))
cases.sort(reverse=True)
for seconds, name in cases[:int(sys.argv[2]) if len(sys.argv) > 2 else 10]:
    print(f'  {name:<60} {seconds:7.1f} s')
