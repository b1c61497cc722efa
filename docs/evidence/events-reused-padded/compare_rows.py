# The numbers of events-reused-padded.md that are not in the runner's output, from the committed JSON: per row the
# fork means (ops/us, all threads) of the Xeon run with the plain reused instance (committed at e5183f9) and of the
# run with the padded one (results/), the largest over the smallest fork mean (issue 18, part 4: no row's modes more
# than 1.5x apart), the rows past 1.5x with their fork means in round order (and in the padded run those past it in
# the plain run), the padded / plain change of row medians per event shape, and the B/op of every deepCopy row whose
# B/op changed between the runs (none should: the copy must not grow).
# Usage, from the repository root: python3 docs/evidence/events-reused-padded/compare_rows.py [-v]
import json, statistics, subprocess, sys

LIMIT = 1.5
PLAIN = 'e5183f9'

def load(jdk, commit=None):
    path = f'results/events-jdk{jdk}.json'
    text = subprocess.check_output(['git', 'show', f'{commit}:{path}']) if commit else open(path).read()
    rows = {}
    for r in json.loads(text):
        key = (r['benchmark'].split('.')[-1],) + tuple(f'{k}={v}' for k, v in sorted(r['params'].items()))
        rows[key] = ([statistics.mean(f) for f in r['primaryMetric']['rawData']],
                     r['secondaryMetrics']['gc.alloc.rate.norm']['score'])
    return rows

for jdk in (17, 25):
    runs = {'plain': load(jdk, PLAIN), 'padded': load(jdk)}
    for label, rows in runs.items():
        spreads = {key: max(m) / min(m) for key, (m, _) in rows.items()}
        past = sorted((k for k, s in spreads.items() if s > LIMIT), key=lambda k: -spreads[k])
        print(f'JDK {jdk} {label}: {len(rows)} rows, {len(next(iter(rows.values()))[0])} forks each; largest / '
              f'smallest fork mean: median {statistics.median(spreads.values()):.2f}, widest '
              f'{max(spreads.values()):.2f} ({" ".join(max(spreads, key=spreads.get))}); {len(past)} rows past {LIMIT}x')
        for key in past:
            means = rows[key][0]
            print(f'  {" ".join(key)}: {spreads[key]:.2f}x; fork means by round {" / ".join(f"{m:.1f}" for m in means)}')
    old, new = runs['plain'], runs['padded']
    for key in sorted(k for k in old if max(old[k][0]) / min(old[k][0]) > LIMIT):
        means = new[key][0]
        print(f'  padded, a row past {LIMIT}x in the plain run: {" ".join(key)}: {min(means):.1f}-{max(means):.1f} '
              f'({max(means) / min(means):.2f}x); fork means by round {" / ".join(f"{m:.1f}" for m in means)}')
    change = {}
    for key in sorted(set(old) & set(new)):
        o, n = statistics.median(old[key][0]), statistics.median(new[key][0])
        shape = next(p for p in key if p.startswith('shape='))
        change.setdefault(shape, []).append(n / o)
        if 'handling=deepCopy' in key and round(old[key][1]) != round(new[key][1]):
            print(f'JDK {jdk} {" ".join(key)}: B/op changed, {old[key][1]:.1f} -> {new[key][1]:.1f}')
        if '-v' in sys.argv:
            print(f'JDK {jdk} {" ".join(key)}: plain {o:.1f}, padded {n:.1f} ops/us (padded / plain {n / o:.2f}); '
                  f'spread plain {max(old[key][0]) / min(old[key][0]):.2f}x, padded '
                  f'{max(new[key][0]) / min(new[key][0]):.2f}x; B/op {old[key][1]:.1f} -> {new[key][1]:.1f}')
    for shape, c in sorted(change.items()):
        print(f'JDK {jdk} {shape}: padded / plain of row medians, median {statistics.median(c):.2f}, '
              f'from {min(c):.2f} to {max(c):.2f} ({len(c)} rows)')
