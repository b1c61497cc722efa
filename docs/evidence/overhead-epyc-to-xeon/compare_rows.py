# The numbers of overhead-epyc-to-xeon-claims.md that are not in the runner's output: per row the median fork mean
# (ns/op) of the AMD EPYC run (committed at 43e6581) and the Intel Xeon run (results/), the Xeon / EPYC change per
# benchmark, and the A/A pair's (shared1[allocate] / shared1[allocateAgain], 32 chars) fork-mean range and sd of
# per-round log ratios in both runs.
# Usage, from the repository root: python3 docs/evidence/overhead-epyc-to-xeon/compare_rows.py [-v]
import json, math, statistics, subprocess, sys

def load(jdk, commit=None):
    path = f'results/overhead-jdk{jdk}.json'
    text = subprocess.check_output(['git', 'show', f'{commit}:{path}']) if commit else open(path).read()
    return {(r['benchmark'].split('.')[-1],) + tuple(f'{k}={v}' for k, v in sorted(r['params'].items())):
            r['primaryMetric']['rawData'] for r in json.loads(text)}

def fork_means(forks):
    return [statistics.mean(f) for f in forks]

for jdk in (17, 25):
    old, new = load(jdk, '43e6581'), load(jdk)
    change = {}
    for key in sorted(set(old) & set(new)):
        o, n = statistics.median(fork_means(old[key])), statistics.median(fork_means(new[key]))
        change.setdefault(key[0], []).append(n / o)
        if '-v' in sys.argv:
            print(f'JDK {jdk} {" ".join(key)}: EPYC {o:.2f}, Xeon {n:.2f} ns/op (Xeon / EPYC {n / o:.2f})')
    for bench, c in sorted(change.items()):
        print(f'JDK {jdk} {bench}: Xeon / EPYC per row, median {statistics.median(c):.2f}, '
              f'from {min(c):.2f} to {max(c):.2f} ({len(c)} rows)')
    for label, rows in (('EPYC', old), ('Xeon', new)):
        a = fork_means(rows[('shared1', 'capacity=32', 'pool=allocate')])
        b = fork_means(rows[('shared1', 'capacity=32', 'pool=allocateAgain')])
        lr = [math.log(y / x) for x, y in zip(a, b)]
        print(f'JDK {jdk} {label} A/A: allocate fork means {min(a):.2f}-{max(a):.2f}, allocateAgain '
              f'{min(b):.2f}-{max(b):.2f} ns/op; sd of per-round log ratios {statistics.stdev(lr):.3f} '
              f'({len(lr)} rounds)')
