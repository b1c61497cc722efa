# Every strings row at 256 and 4096 chars on JDK 25, C2 deciding (D1, D3) against ensureCapacityNewCoder never
# inlined (P2, P4): 4 forks each (2 rounds per run, runs alternated). Per row the fork means (ns/op), the median of
# each configuration, and P / D of the medians; then each row's median over sizedBuilder's median, per configuration.
# Usage, from the repository root: python3 docs/evidence/strings-pin-inlining-xeon/all-rows/rows.py docs/evidence/strings-pin-inlining-xeon/all-rows
import json, statistics, sys, os
d = sys.argv[1]
forks = {'D': {}, 'P': {}}
for run in ('D1', 'P2', 'D3', 'P4'):
    for r in json.load(open(os.path.join(d, f'{run}-strings-jdk25.json'))):
        key = (r['params']['length'], r['benchmark'].rsplit('.', 1)[1])
        forks[run[0]].setdefault(key, []).extend(statistics.mean(x) for x in r['primaryMetric']['rawData'])
print('| chars | row | C2 decides: fork means | pinned: fork means | pinned / C2 decides (medians) | row / sizedBuilder, C2 decides | row / sizedBuilder, pinned |')
print('|---:|---|---|---|---:|---:|---:|')
for key in sorted(forks['D'], key=lambda k: (int(k[0]), k[1])):
    dd, pp = forks['D'][key], forks['P'][key]
    md, mp = statistics.median(dd), statistics.median(pp)
    bd, bp = statistics.median(forks['D'][(key[0], 'sizedBuilder')]), statistics.median(forks['P'][(key[0], 'sizedBuilder')])
    fmt = lambda xs: ', '.join(f'{x:,.0f}' for x in xs)
    print(f'| {key[0]} | `{key[1]}` | {fmt(dd)} | {fmt(pp)} | {mp / md:.2f} | {md / bd:.2f} | {mp / bp:.2f} |')
