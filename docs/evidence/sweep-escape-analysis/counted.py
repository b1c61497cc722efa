#!/usr/bin/env python3
"""The pool's oversize counter as a probe: sizedBuilder with one atomic add (VarHandle getAndAdd on a long[], as
BucketedStringBuilderPool.countShared) before the appends or after toString(), against sizedBuilder, at 8192 chars.

Usage (in this folder): python3 counted.py
Reads counted-sweep-jdk17.json and counted-sweep-jdk25.json (one run, 8 interleaved rounds, the methods of
counted-probe.patch added to PoolSizeSweep). Per JDK and row: the per-round ratio of fork means to sizedBuilder,
geometric mean with a Student-t 95% interval, the medians (ns/op) and the B/op values seen.
"""
import json, math, statistics as st

from ea import fork_means, paired

for jdk in ('17', '25'):
    rows = {r['benchmark'].rsplit('.', 1)[1]: r for r in json.load(open(f'counted-sweep-jdk{jdk}.json'))}
    means = {n: fork_means(r) for n, r in rows.items()}
    base = means['sizedBuilder']
    for name in ('sizedCountedBefore', 'sizedCountedAfter', 'sizedEscaping'):
        est, lo, hi = paired([math.log(a / b) for a, b in zip(means[name], base)])
        b_op = sorted({round(st.mean(f)) for f in rows[name]['secondaryMetrics']['gc.alloc.rate.norm']['rawData']})
        print(f"JDK {jdk} | {name} / sizedBuilder {est:.2f} [{lo:.2f}, {hi:.2f}] | "
              f"median ns/op {st.median(means[name]):,.0f} vs {st.median(base):,.0f} | B/op {b_op}")
