#!/usr/bin/env python3
"""CPU ticks (1/100 s) per interval of about 1.4 s, by thread group, of fork thr-1's JVM, from thr-1-proc-ticks.txt
(lines: epoch second, thread id, comm|utime+stime, sampled from /proc/<pid>/task/*/stat; comm is cut to 15 chars, so
the two benchmark threads both read 'io.github.poolb').

Usage (in this folder): python3 proc_ticks.py > proc-ticks.txt
"""
import collections

data, names = collections.defaultdict(dict), {}
for line in open('thr-1-proc-ticks.txt'):
    t, tid, rest = line.rstrip('\n').split(' ', 2)
    name, ticks = rest.rsplit('|', 1)
    if ticks:
        data[int(t)][tid] = int(ticks)
        names[tid] = name
groups = ['io.github.poolb', 'GC Thread', 'G1 Refine', 'G1 Conc', 'VM Thread', 'C2 Compiler']


def group(name):
    return next((g for g in groups if name.startswith(g)), 'other')


times = sorted(data)
print('second ' + ' '.join(f'{g:>16}' for g in groups + ['other']))
for a, b in zip(times, times[1:]):
    ticks = collections.Counter()
    for tid, v in data[b].items():
        ticks[group(names[tid])] += v - data[a].get(tid, v)
    print(f'{b - times[0]:6d} ' + ' '.join(f'{ticks[g]:>16}' for g in groups + ['other']))
