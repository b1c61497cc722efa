#!/usr/bin/env python3
"""The committed gcpressure run's GC metrics per measured iteration: for each row and metric, the median over forks of
last / first iteration; and G3-G5's ratio pooled / sized (geometric mean of per-round ratios of fork means, Student-t
95% interval over rounds, as the report computes it) from all 4 measured iterations, the first 2 and the last 2.

Usage (in this folder): python3 gc_settling.py > gc-settling.txt
"""
import json, math, os, statistics, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'sweep-escape-analysis'))
from ea import paired  # noqa: E402
for jdk in (17, 25):
    rows = {r['benchmark'].rsplit('.', 1)[1]: r for r in json.load(open(f'../../../results/gcpressure-jdk{jdk}.json'))}
    print(f'JDK {jdk}')
    for name, r in rows.items():
        trends = []
        for k in ('jfr.gc.count', 'jfr.gc.pausedPercent', 'jfr.gc.pause.longest'):
            raw = r['secondaryMetrics'][k]['rawData']
            trends.append(f"{k} {statistics.median(f[-1] / f[0] for f in raw if len(f) > 1 and f[0] > 0):.2f}")
        jmh = statistics.median(f[-1] / f[0] for f in r['primaryMetric']['rawData'])
        print(f'  {name:<10} last / first, median over forks: ops/ms {jmh:.2f}, ' + ', '.join(trends))
    for claim, k in (('G3', 'jfr.gc.count'), ('G4', 'jfr.gc.pausedPercent'), ('G5', 'jfr.gc.pause.longest')):
        cells = []
        for label, part in (('all 4', slice(0, 4)), ('first 2', slice(0, 2)), ('last 2', slice(2, 4))):
            logs = [math.log(statistics.mean(x[part]) / statistics.mean(y[part]))
                    for x, y in zip(rows['pooled']['secondaryMetrics'][k]['rawData'],
                                    rows['sized']['secondaryMetrics'][k]['rawData'])]
            estimate, low, high = paired(logs)
            cells.append(f'{label}: {estimate:.2f} [{low:.2f}, {high:.2f}]')
        print(f'  {claim} ({k}) pooled / sized: ' + '; '.join(cells))
