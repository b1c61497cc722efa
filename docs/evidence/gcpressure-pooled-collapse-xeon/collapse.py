#!/usr/bin/env python3
"""Per probe fork in forks.tar.xz (GcPressureBenchmark on JDK 17, this 2100 MHz Xeon host, one fork per JMH run,
5 x 1 s warmup): its measured iterations (ops/ms) and whether it collapsed (its slowest iteration under 0.4 of its
fastest). Groups: gc-* 12 iterations with GcPauseProfiler; gcp-* 15 iterations, no profiler; gcq-* 12 with
GcPauseProfiler; gcc-* 12 with GcPauseProfiler and -XX:+PrintCompilation; gcn-* 12, no profiler; gcj-1 12 with a
continuous JFR recording (settings=profile; the first of a series stopped at its first collapse); gcs-* sized, 12,
no profiler; mtt-* (mtt1-*) no warmup, 15 iterations, -XX:MaxTenuringThreshold=1; thr-1 no warmup, 25 iterations,
per-thread CPU sampled from /proc (thr-1-proc-ticks.txt).

Usage (in this folder): python3 collapse.py > collapse.txt
"""
import json, re, tarfile
from collections import defaultdict


def collapsed(it):
    """A fork's measured iterations (ops/ms): whether its slowest after the first three (no-warmup forks start slow)
    is under 0.4 of its fastest. lines.py counts collapses by the same rule."""
    return min(it[3:]) / max(it) < 0.4


def main():
    tar = tarfile.open('forks.tar.xz')
    groups = defaultdict(lambda: [0, 0])
    for m in sorted(tar.getmembers(), key=lambda m: [int(x) if x.isdigit() else x for x in re.split(r'(\d+)', m.name)]):
        row = json.loads(tar.extractfile(m).read())[0]
        it = row['primaryMetric']['rawData'][0]
        method = row['benchmark'].rsplit('.', 1)[1]
        fell = collapsed(it)
        name = m.name[:-5]
        group = (re.sub(r'-?\d+$', '', re.sub(r'-(sized|pooled)', '', name)), method)
        groups[group][0] += 1
        groups[group][1] += fell
        print(f"{name:<14} {method:<7} {'COLLAPSED' if fell else '         '} {' '.join(f'{x:.0f}' for x in it)}")
    print()
    for (g, method), (n, c) in groups.items():
        print(f'{g:<4} {method:<7} {c} of {n} forks collapsed')


if __name__ == '__main__':
    main()
