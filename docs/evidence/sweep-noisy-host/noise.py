#!/usr/bin/env python3
"""Noise of two sweep runs on two hosts: committed JMH JSON against the stopped run's fork TSV.

Usage: python3 noise.py COMMITTED_JDK17_JSON COMMITTED_JDK25_JSON FORKS_TSV [PROBE_JDK17_JSON PROBE_JDK25_JSON]

For each run and JDK, over its rounds 1-3 (all the stopped run has) and, for the committed run, over all its rounds:
  within  = median over forks of the SD of log(iteration) within a fork (noise between a fork's measured iterations)
  between = median over rows of the SD of log(fork mean) across rounds (noise between forks of one row)
  aa      = SD across rounds of log(sizedBuilderAgain / sizedBuilder), per length (what the A/A interval is made of)
SDs of logs are shares of the score (0.03 = about 3%).
"""
import csv, json, math, statistics as st, sys
from collections import defaultdict


def sd_log(xs):
    return st.stdev([math.log(x) for x in xs])


def summary(forks, rounds):
    """forks: {(jdk, bench, length): {round: [iterations]}}"""
    out = {}
    for jdk in sorted({k[0] for k in forks}):
        rows = {k: v for k, v in forks.items() if k[0] == jdk}
        within = st.median(sd_log(v[r]) for v in rows.values() for r in rounds if r in v)
        between = st.median(sd_log([st.mean(v[r]) for r in rounds]) for v in rows.values()
                            if all(r in v for r in rounds))
        aa = {}
        for (j, b, n), v in rows.items():
            if b == 'sizedBuilder' and (j, 'sizedBuilderAgain', n) in rows:
                w = rows[(j, 'sizedBuilderAgain', n)]
                aa[n] = st.stdev([math.log(st.mean(w[r]) / st.mean(v[r])) for r in rounds])
        out[jdk] = (within, between, aa)
    return out


def committed(paths):
    forks = defaultdict(dict)
    for p in paths:
        for row in json.load(open(p)):
            jdk = int(row['jdkVersion'].split('.')[0])
            key = (jdk, row['benchmark'].rsplit('.', 1)[1], int(row['params']['length']))
            for i, f in enumerate(row['primaryMetric']['rawData']):
                forks[key][i + 1] = f
    return forks


def stopped(path):
    forks = defaultdict(dict)
    lines = [l for l in open(path) if not l.startswith('#')]
    for r in csv.DictReader(lines, delimiter='\t'):
        key = (int(r['jdk']), r['benchmark'], int(r['length']))
        forks[key][int(r['round'])] = [float(x) for x in r['measured'].split(',')]
    return forks


def show(name, s):
    for jdk, (within, between, aa) in s.items():
        print(f"{name} | JDK {jdk} | within {within:.3f} | between {between:.3f} | A/A per-round SD "
              + ', '.join(f"{n}: {x:.3f}" for n, x in sorted(aa.items())))


if __name__ == '__main__':
    c = committed(sys.argv[1:3])
    n = max(len(v) for v in c.values())
    show('committed, rounds 1-3', summary(c, [1, 2, 3]))
    show(f'committed, rounds 1-{n}', summary(c, list(range(1, n + 1))))
    show('stopped, rounds 1-3', summary(stopped(sys.argv[3]), [1, 2, 3]))
    if len(sys.argv) > 5:
        p = committed(sys.argv[4:6])
        show(f'probe, rounds 1-{max(len(v) for v in p.values())}', summary(p, list(range(1, max(len(v) for v in p.values()) + 1))))
