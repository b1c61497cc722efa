#!/usr/bin/env python3
"""What-if for the committed shootout run: each fork's wall ops/ms (fair.opsPerMs) from its first measurement iteration
only, the one JMH's trial teardown cannot stretch; every other number unchanged. Writes a copy of results/ to OUT with
the shootout files so changed, and prints per row the committed last/first iteration ratio of wall ops/ms and of JMH's
score (median over forks).

Usage: python3 whatif.py RESULTS_DIR OUT_DIR > lastfirst.txt
"""
import json, os, shutil, statistics, sys

src, out = sys.argv[1], sys.argv[2]
shutil.rmtree(out, ignore_errors=True)
shutil.copytree(src, out, ignore=shutil.ignore_patterns('evidence', '*.png'))
print('jdk  row  pool  poolSize  wall last/first  JMH score last/first  (median over forks)')
for jdk in (17, 25):
    path = os.path.join(out, f'shootout-jdk{jdk}.json')
    rows = json.load(open(path))
    for r in rows:
        wall = r.get('secondaryMetrics', {}).get('fair.opsPerMs')
        if r['mode'] != 'thrpt' or not wall:
            continue
        raw, jmh = wall['rawData'], r['primaryMetric']['rawData']
        w = statistics.median(f[-1] / f[0] for f in raw if len(f) > 1 and f[0] > 0)
        s = statistics.median(f[-1] / f[0] for f in jmh if len(f) > 1 and f[0] > 0)
        name = r['benchmark'].rsplit('.', 1)[1]
        print(f"{jdk}  {name}  {r['params'].get('pool', '-')}  {r['params'].get('poolSize', '-')}  {w:.2f}  {s:.2f}")
        firsts = [f[:1] for f in raw]
        wall['rawData'] = firsts
        values = [f[0] for f in firsts]
        wall['score'] = sum(values) / len(values)
        wall['scoreError'] = 0.0  # not used where fork data exist (intervals over rounds)
    json.dump(rows, open(path, 'w'), indent=4)
