#!/usr/bin/env python3
"""W4's control, with and without C2's scalar replacement: sizedEscaping / sizedBuilder at 8192 chars.

Usage (in this folder): python3 ea.py [COMMITTED_JDK17_JSON COMMITTED_JDK25_JSON]

Reads the four probe runs here: on, on2 (C2's defaults) and off, off2 (-XX:-EliminateAllocations), each 8 interleaved
rounds of the two rows on JDK 17 and 25. Per setting and JDK: the per-round ratios of fork means pooled over its two
runs (16 rounds), their geometric mean with a Student-t 95% interval, the rows' median fork means (ns/op) and their
gc.alloc.rate.norm (B/op, mean over the runs). With the committed sweep files as arguments, also each fork's B/op and
ns/op of the rows at 8192 chars there: which forks had the builder removed (16,440 B/op) and what they cost. Any
sweep JMH JSON works, e.g. an earlier run's from git: git show f1438fe:results/sweep-jdk25.json > /tmp/old.json.
"""
import json, math, os, statistics as st, sys

T975 = {7: 2.364624, 15: 2.131450, 45: 2.014103}  # two-sided 95% quantiles of Student's t for the degrees of freedom used here (45: gcpressure-gc-settling)


def load(name, jdk):
    rows = {}
    for r in json.load(open(f'{name}-sweep-jdk{jdk}.json')):
        rows[r['benchmark'].rsplit('.', 1)[1]] = r
    return rows


def fork_means(row):
    return [st.mean(f) for f in row['primaryMetric']['rawData']]


def paired(logs):
    """Geometric-mean ratio and Student-t 95% interval from per-round log ratios: (estimate, low, high)."""
    m, h = st.mean(logs), T975[len(logs) - 1] * st.stdev(logs) / math.sqrt(len(logs))
    return math.exp(m), math.exp(m - h), math.exp(m + h)


def main():
    for setting, runs in (('C2 defaults', ('on', 'on2')), ('-XX:-EliminateAllocations', ('off', 'off2'))):
        for jdk in ('17', '25'):
            logs, esc, bld, esc_b, bld_b = [], [], [], [], []
            for run in runs:
                rows = load(run, jdk)
                e, b = fork_means(rows['sizedEscaping']), fork_means(rows['sizedBuilder'])
                logs += [math.log(x / y) for x, y in zip(e, b)]
                esc += e
                bld += b
                esc_b.append(rows['sizedEscaping']['secondaryMetrics']['gc.alloc.rate.norm']['score'])
                bld_b.append(rows['sizedBuilder']['secondaryMetrics']['gc.alloc.rate.norm']['score'])
            est, lo, hi = paired(logs)
            print(f"{setting} | JDK {jdk} | {len(logs)} rounds | sizedEscaping / sizedBuilder {est:.2f} "
                  f"[{lo:.2f}, {hi:.2f}] | median ns/op {st.median(bld):,.0f} / "
                  f"{st.median(esc):,.0f} | B/op {st.mean(bld_b):,.0f} / {st.mean(esc_b):,.0f}")

    for path in sys.argv[1:]:
        for r in json.load(open(path)):
            name = r['benchmark'].rsplit('.', 1)[1]
            if r['params']['length'] == '8192' and name != 'sizedBuilderAgain':
                b_op = [round(st.mean(f)) for f in r['secondaryMetrics']['gc.alloc.rate.norm']['rawData']]
                ns = [round(x) for x in fork_means(r)]
                print(f"{os.path.basename(path)} JDK {r['jdkVersion'].split('.')[0]} | {name} | B/op per fork {b_op} | "
                      f"ns/op per fork {ns}")


if __name__ == '__main__':
    main()
