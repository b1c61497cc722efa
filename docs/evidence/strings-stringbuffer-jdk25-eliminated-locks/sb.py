#!/usr/bin/env python3
"""S7 on JDK 25: sizedStringBuffer / sizedBuilder at 256 and 4096 chars, per probe setting and JDK.

Usage (in this folder): python3 sb.py SETTING...   e.g. python3 sb.py default noelim legacy locked

Reads SETTING-strings-jdk*.json (JMH JSON of the interleaved runner, 8 rounds). Per setting, JDK, length and pair of
rows present (sizedStringBuffer / sizedBuilder; with the probe row sizedBuilderLocked also sizedBuilderLocked /
sizedBuilder): the geometric mean of the per-round ratios of fork means with a Student-t 95% interval over rounds (as
the report computes a claim's ratio), the rows' median fork means (ns/op) and their gc.alloc.rate.norm (B/op).
"""
import glob, json, math, os, statistics as st, sys

# the sweep escape-analysis probe's fork means and paired Student-t interval (8 rounds: 7 degrees of freedom)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'sweep-escape-analysis'))
from ea import fork_means, paired  # noqa: E402

PAIRS = [('sizedStringBuffer', 'sizedBuilder'), ('sizedBuilderLocked', 'sizedBuilder'),
         ('sizedStringBuffer', 'sizedBuilderLocked')]


def main():
    for setting in sys.argv[1:]:
        for path in sorted(glob.glob(f'{setting}-strings-jdk*.json')):
            if path.endswith('.env.json'):
                continue
            rows = {}
            for r in json.load(open(path)):
                rows[(r['benchmark'].rsplit('.', 1)[1], r['params']['length'])] = r
            jdk = next(iter(rows.values()))['jdkVersion'].split('.')[0]
            for length in sorted({k[1] for k in rows}, key=int):
                for a, b in PAIRS:
                    if (a, length) not in rows or (b, length) not in rows:
                        continue
                    ra, rb = rows[(a, length)], rows[(b, length)]
                    fa, fb = fork_means(ra), fork_means(rb)
                    est, lo, hi = paired([math.log(x / y) for x, y in zip(fa, fb)])
                    alloc = lambda r: r['secondaryMetrics']['gc.alloc.rate.norm']['score']
                    print(f"{setting} | JDK {jdk} | {length} chars | {len(fa)} rounds | {a} / {b} "
                          f"{est:.2f} [{lo:.2f}, {hi:.2f}] | median ns/op {st.median(fa):,.0f} / {st.median(fb):,.0f}"
                          f" | B/op {alloc(ra):,.0f} / {alloc(rb):,.0f}")


if __name__ == '__main__':
    main()
