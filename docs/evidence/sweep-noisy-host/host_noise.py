#!/usr/bin/env python3
"""Summarises HostNoise.java's slices: per kernel the median ns/op, the spread (standard deviation of ln(ns/op) over
the slices, one per round), p90/p50 and max/p50; then the correlation of every two kernels' per-round logs (a cause
shared by the whole core, such as its clock, moves them together).

Usage: python3 host_noise.py host-noise-*.tsv   (one summary per file)
"""
import math
import statistics
import sys

# HostNoise.java's kernels, in the order they lean further from the core: printed in this order
ORDER = ['aluLatency', 'aluThroughput', 'l2Chase', 'l3Chase', 'dramChase', 'alloc']


def read(path):
    by_kernel = {}
    for line in open(path):
        if not line[0].isdigit():
            continue
        round_, _position, kernel, _start, ns = line.rstrip('\n').split('\t')
        by_kernel.setdefault(kernel, {})[int(round_)] = float(ns)
    return by_kernel


def summarise(path):
    by_kernel = read(path)
    kernels = sorted(by_kernel, key=lambda k: (ORDER.index(k) if k in ORDER else len(ORDER), k))
    print(f'{path}')
    print(f'{"kernel":14s} {"median ns/op":>12s} {"spread":>7s} {"p90/p50":>8s} {"max/p50":>8s}')
    logs = {}
    for k in kernels:
        rounds = sorted(by_kernel[k])
        values = [by_kernel[k][r] for r in rounds]
        logs[k] = [math.log(v) for v in values]
        ordered = sorted(values)
        p50 = statistics.median(values)
        p90 = ordered[int(0.9 * (len(ordered) - 1))]
        print(f'{k:14s} {p50:12.3f} {statistics.stdev(logs[k]):7.3f} {p90 / p50:8.3f} {ordered[-1] / p50:8.2f}')
    print('correlation of per-round ln(ns/op)')
    print(' ' * 14 + ''.join(f'{k[:8]:>9s}' for k in kernels))
    for a in kernels:
        print(f'{a:14s}' + ''.join(f'{statistics.correlation(logs[a], logs[b]):9.2f}' for b in kernels))
    print()


if __name__ == '__main__':
    for p in sys.argv[1:]:
        summarise(p)
