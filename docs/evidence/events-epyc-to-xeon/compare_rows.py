# The numbers of events-epyc-to-xeon-claims.md that are not in the runner's output, from the committed JSON: per row
# the fork means (ops/us, all threads) of the AMD EPYC run (committed at 4620322) and the Intel Xeon run (results/),
# the largest over the smallest fork mean (issue 18, part 4: no row's modes more than 1.5x apart), the rows past
# 1.5x with their fork means in round order, and the Xeon / EPYC change of row medians per event shape.
# Usage, from the repository root: python3 docs/evidence/events-epyc-to-xeon/compare_rows.py [-v]
import json, statistics, subprocess, sys

LIMIT = 1.5

def load(jdk, commit=None):
    path = f'results/events-jdk{jdk}.json'
    text = subprocess.check_output(['git', 'show', f'{commit}:{path}']) if commit else open(path).read()
    return {(r['benchmark'].split('.')[-1],) + tuple(f'{k}={v}' for k, v in sorted(r['params'].items())):
            [statistics.mean(f) for f in r['primaryMetric']['rawData']] for r in json.loads(text)}

for jdk in (17, 25):
    runs = {'EPYC': load(jdk, '4620322'), 'Xeon': load(jdk)}
    for label, rows in runs.items():
        spreads = {key: max(m) / min(m) for key, m in rows.items()}
        past = sorted((k for k, s in spreads.items() if s > LIMIT), key=lambda k: -spreads[k])
        print(f'JDK {jdk} {label}: {len(rows)} rows, {len(rows[next(iter(rows))])} forks each; largest / smallest '
              f'fork mean: median {statistics.median(spreads.values()):.2f}, widest {max(spreads.values()):.2f}; '
              f'{len(past)} rows past {LIMIT}x')
        for key in past:
            means = rows[key]
            low = [i + 1 for i, m in enumerate(means) if m < statistics.median(means) / LIMIT ** 0.5]
            print(f'  {" ".join(key)}: {spreads[key]:.2f}x; fork means by round '
                  f'{" / ".join(f"{m:.1f}" for m in means)}; rounds below median / sqrt({LIMIT}): {low}')
    old, new = runs['EPYC'], runs['Xeon']
    change = {}
    for key in sorted(set(old) & set(new)):
        o, n = statistics.median(old[key]), statistics.median(new[key])
        shape = next(p for p in key if p.startswith('shape='))
        change.setdefault(shape, []).append(n / o)
        if '-v' in sys.argv:
            print(f'JDK {jdk} {" ".join(key)}: EPYC {o:.1f}, Xeon {n:.1f} ops/us (Xeon / EPYC {n / o:.2f}); '
                  f'spread EPYC {max(old[key]) / min(old[key]):.2f}x, Xeon {max(new[key]) / min(new[key]):.2f}x')
    for shape, c in sorted(change.items()):
        print(f'JDK {jdk} {shape}: Xeon / EPYC of row medians, median {statistics.median(c):.2f}, '
              f'from {min(c):.2f} to {max(c):.2f} ({len(c)} rows)')
