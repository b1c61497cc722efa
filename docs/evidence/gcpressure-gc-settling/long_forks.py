#!/usr/bin/env python3
"""25 measured iterations, no warmup, per probe fork in long-forks-xeon.tar.xz (GcPressureBenchmark, JDK 17, the 2100
MHz Xeon host, GcPauseProfiler; gcl-* sized, gclp-* pooled): medians over iterations 2-5, 6-9, ..., 22-25 of
throughput (ops/ms), the longest pause (ms) and the share of time paused (%). Iteration 1 holds the setup's two
System.gc() calls. An iteration without a collection has no longest pause, so pooled's pause lists are shorter and
their blocks approximate.

Usage (in this folder): python3 long_forks.py > long-forks-xeon.txt
"""
import json, statistics, tarfile

tar = tarfile.open('long-forks-xeon.tar.xz')
blocks = [(2, 5), (6, 9), (10, 13), (14, 17), (18, 21), (22, 25)]


def med(xs, a, b):
    return f'{statistics.median(xs[a - 1:b]):.2f}' if len(xs) >= b else '  n/a'


print('fork     ' + ' | '.join(f'{a}-{b}' for a, b in blocks) + '   (iterations; each metric: one median per block)')
for name in ['gcl-1', 'gcl-2', 'gcl-3', 'gcl-4', 'gclp-1', 'gclp-2', 'gclp-3', 'gclp-4']:
    row = json.loads(tar.extractfile(name + '.json').read())[0]
    sm = row['secondaryMetrics']
    for label, xs in (('ops/ms', row['primaryMetric']['rawData'][0]),
                      ('longest pause ms', sm['jfr.gc.pause.longest']['rawData'][0]),
                      ('paused %', sm['jfr.gc.pausedPercent']['rawData'][0])):
        method = row['benchmark'].rsplit('.', 1)[1]
        print(f'{name:<7} {method:<7} {label:<17} ' + ' '.join(f'{med(xs, a, b):>7}' for a, b in blocks))
