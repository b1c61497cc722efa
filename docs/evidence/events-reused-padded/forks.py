# Fork means of the probes of events-reused-padded.md, from JMH's JSON files (echo2 deepCopy fields32 beside 512 MB,
# JDK 17). A fork is "slow" when its mean is below the median of all forks given, divided by 1.5 (issue 18's limit).
# Usage, from the repository root:
#   python3 docs/evidence/events-reused-padded/forks.py docs/evidence/events-reused-padded/probe-f32-jdk17.json
#   python3 docs/evidence/events-reused-padded/forks.py docs/evidence/events-reused-padded/alternated.json
# A file holds JMH's result list (one row), or for the alternated probe an object {"plain": [...], "padded": [...]}
# with one JMH result list per round, in round order.
import json, statistics, sys

def forks(results):
    out = []
    for row in results:
        out += [(statistics.mean(f), f, row['secondaryMetrics']['gc.alloc.rate.norm']['score'])
                for f in row['primaryMetric']['rawData']]
    return out

for path in sys.argv[1:]:
    data = json.load(open(path))
    variants = {'probe': [data]} if isinstance(data, list) else data
    means = {v: [f for rnd in runs for f in forks(rnd)] for v, runs in variants.items()}
    median = statistics.median(m for fs in means.values() for m, _, _ in fs)
    print(f'{path}: slow = fork mean below {median:.1f} / 1.5 = {median / 1.5:.1f} ops/us\n')
    print('| variant | forks | slow | fork means, ops/us, in order | smallest-largest | B/op |')
    print('|---|---:|---:|---|---|---:|')
    for v, fs in means.items():
        ms = [m for m, _, _ in fs]
        slow = sum(m < median / 1.5 for m in ms)
        print(f'| {v} | {len(ms)} | {slow} | {" / ".join(f"{m:.1f}" for m in ms)} | {min(ms):.1f}-{max(ms):.1f} '
              f'({max(ms) / min(ms):.2f}x) | {statistics.mean(b for _, _, b in fs):.0f} |')
    print()
