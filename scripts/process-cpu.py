#!/usr/bin/env python3
"""Where a command's CPU goes, by kind of process: runs the command and,
every 0.3 s while it runs, reads the CPU time of every process on the
machine (/proc/PID/stat), then prints the CPU seconds spent meanwhile by
each kind: Chromium's GPU process (WebGL drawn by Mesa's llvmpipe or
SwiftShader), its renderers (the page's WebAssembly and scripts), its
browser process, node (the test runner and Playwright), and the rest.

    scripts/process-cpu.py node --test tests/browser/game-visible-desktop.test.mjs

Run it with nothing else on the machine: every process is counted. A
process that starts and ends between two readings is missed (a few
hundredths of a second each).
"""
import collections
import os
import re
import subprocess
import sys
import time

HZ = os.sysconf('SC_CLK_TCK')


def cpu_ticks(pid):
    with open(f'/proc/{pid}/stat') as f:
        text = f.read()
    fields = text[text.rindex(')') + 2:].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def kind_of(pid):
    try:
        with open(f'/proc/{pid}/cmdline', 'rb') as f:
            argv = f.read().split(b'\0')
    except OSError:
        return 'gone'
    cmd = b' '.join(argv).decode(errors='replace')
    if not argv or not argv[0]:
        return 'kernel'
    if 'chromium' in cmd or 'chrome' in cmd:
        m = re.search(r'--type=(\S+)', cmd)
        if not m:
            return 'chromium: browser'
        if m.group(1) == 'utility':
            sub = re.search(r'--utility-sub-type=(\S+)', cmd)
            return 'chromium: utility ' + (sub.group(1) if sub else '')
        return 'chromium: ' + m.group(1)
    return os.path.basename(argv[0].decode(errors='replace'))


def snapshot():
    out = {}
    for d in os.listdir('/proc'):
        if d.isdigit():
            try:
                out[int(d)] = cpu_ticks(d)
            except (OSError, ValueError, IndexError):
                pass
    return out


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    first = snapshot()
    kinds, last = {}, {}
    start = time.monotonic()
    proc = subprocess.Popen(sys.argv[1:])
    while proc.poll() is None:
        for pid, ticks in snapshot().items():
            if pid not in kinds:
                kinds[pid] = kind_of(pid)
            last[pid] = ticks
        time.sleep(0.3)
    wall = time.monotonic() - start
    spent = collections.Counter()
    for pid, ticks in last.items():
        spent[kinds[pid]] += (ticks - first.get(pid, 0)) / HZ
    total = sum(spent.values())
    print(f'\n{total:.1f} CPU-seconds in {wall:.1f} s ({total / wall / os.cpu_count() * 100:.0f}% of '
          f'{os.cpu_count()} cores):')
    for kind, secs in spent.most_common():
        if secs >= 0.05:
            print(f'  {secs:8.1f} s  {secs / total * 100:4.0f}%  {kind}')
    sys.exit(proc.returncode)


if __name__ == '__main__':
    main()
