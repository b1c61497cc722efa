#!/usr/bin/env python3
"""The pool above 4096 chars on three JDKs: pooledBucketed / sizedBuilder and sizedEscaping / sizedBuilder at 8192
chars on JDK 17, 21 and 25, from one run of 8 interleaved rounds (threejdk-sweep-jdk*.json): per-round ratios of fork
means, geometric mean with a Student-t 95% interval (ea.py's), the rows' median fork means and B/op.

Usage (in this folder): python3 threejdk.py
"""
import json, math, statistics as st

from ea import fork_means, paired

for jdk in (17, 21, 25):
    rows = {r['benchmark'].rsplit('.', 1)[1]: r for r in json.load(open(f'threejdk-sweep-jdk{jdk}.json'))}
    base = fork_means(rows['sizedBuilder'])
    for name in ('pooledBucketed', 'sizedEscaping'):
        means = fork_means(rows[name])
        est, lo, hi = paired([math.log(a / b) for a, b in zip(means, base)])
        b_op = lambda r: r['secondaryMetrics']['gc.alloc.rate.norm']['score']
        print(f'JDK {jdk} | {name} / sizedBuilder {est:.2f} [{lo:.2f}, {hi:.2f}] | median ns/op {st.median(means):,.0f}'
              f' / {st.median(base):,.0f} | B/op {b_op(rows[name]):,.0f} / {b_op(rows["sizedBuilder"]):,.0f}')
