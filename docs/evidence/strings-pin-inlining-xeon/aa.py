# Usage, from the repository root:
#   python3 docs/evidence/strings-pin-inlining-xeon/aa.py docs/evidence/strings-pin-inlining-xeon
#   python3 docs/evidence/strings-pin-inlining-xeon/aa.py docs/evidence/strings-pin-inlining-xeon/sweep sweep 64 8192 fastest
# Per run and length: A/A sizedBuilderAgain / sizedBuilder, paired t 95% CI over rounds of log ratios of fork means,
# sd of per-round log ratios, fork means range per row, and forks in the slow mode: more than 1.2x the median of the length's forks (both rows), or with 'fastest' more than
# 1.2x the fastest of them.
import json, math, statistics, sys, os
T975 = {4: 2.7764451051977987, 11: 2.200985160082949}  # Student t, 97.5% quantiles by degrees of freedom
d = sys.argv[1] if len(sys.argv) > 1 else '.'
suite = sys.argv[2] if len(sys.argv) > 2 else 'strings'
lengths = tuple(sys.argv[3:5]) if len(sys.argv) > 4 else ('256', '4096')
rule = sys.argv[5] if len(sys.argv) > 5 else 'median'
for run in ('D1', 'P2', 'D3', 'P4'):
    f = os.path.join(d, f'{run}-{suite}-jdk25.json')
    if not os.path.exists(f):
        continue
    rows = {}
    for r in json.load(open(f)):
        rows[(r['benchmark'].rsplit('.', 1)[1], r['params']['length'])] = [statistics.mean(x) for x in r['primaryMetric']['rawData']]
    for length in lengths:
        a, b = rows[('sizedBuilder', length)], rows[('sizedBuilderAgain', length)]
        lr = [math.log(y / x) for x, y in zip(a, b)]
        n = len(lr); m = statistics.mean(lr); s = statistics.stdev(lr); t = T975[n - 1]
        both = a + b; ref = min(both) if rule == 'fastest' else statistics.median(both)
        slow = sum(1 for x in both if x > 1.2 * ref)
        print(f'| {run} | {length} | {math.exp(m):.3f} [{math.exp(m - t * s / math.sqrt(n)):.3f}, {math.exp(m + t * s / math.sqrt(n)):.3f}] | {s:.3f} | '
              f'{min(a):,.0f}-{max(a):,.0f} | {min(b):,.0f}-{max(b):,.0f} | {slow} of {len(both)} |')
