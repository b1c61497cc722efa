# The numbers of messages-epyc-to-xeon-claims.md that are not in the runner's output: per row the median fork mean
# (ms per million) of the EPYC run (committed at 3b1b250) and the Xeon run (results/), the change per supply, the
# A/A pair's per-round log-ratio sd, and issue 18's first / last criterion over every allocate fork (the counts are
# the sums of the messages pages' "Steady state" tables; the Xeon forks outside it are listed).
# Usage, from the repository root: python3 docs/evidence/messages-epyc-to-xeon/compare_rows.py
import json, math, statistics, subprocess

def load(jdk, commit=None):
    path = f'results/messages-jdk{jdk}.json'
    text = subprocess.check_output(['git', 'show', f'{commit}:{path}']) if commit else open(path).read()
    return {(r['params']['layout'], r['params']['content'], r['params']['supply']): r['primaryMetric']['rawData']
            for r in json.loads(text) if r['benchmark'].endswith('million')}

change = {}
within = {'EPYC': [0, 0], 'Xeon': [0, 0]}
for jdk in (17, 21, 25):
    old, new = load(jdk, '3b1b250'), load(jdk)
    for key in sorted(old):
        o = statistics.median(statistics.mean(f) for f in old[key])
        n = statistics.median(statistics.mean(f) for f in new[key])
        change.setdefault(key[2], []).append(n / o - 1)
        print(f'JDK {jdk} {key}: EPYC {o:.1f}, Xeon {n:.1f} ms per million ({n / o - 1:+.0%})')
    for label, rows in (('EPYC', old), ('Xeon', new)):
        for key, forks in rows.items():
            if key[2] in ('allocate', 'allocateAgain'):
                for f in forks:
                    r = statistics.median(f[:10]) / statistics.median(f[-10:])
                    within[label][0] += 1 / 1.15 <= r <= 1.15
                    within[label][1] += 1
                    if label == 'Xeon' and not 1 / 1.15 <= r <= 1.15:
                        print(f'JDK {jdk} {key}: Xeon fork outside 15%: first / last {r:.2f}')
    a, b = new[('combined', 'populated', 'allocate')], new[('combined', 'populated', 'allocateAgain')]
    lr = [math.log(statistics.mean(y) / statistics.mean(x)) for x, y in zip(a, b)]
    print(f'JDK {jdk} A/A sd of per-round log ratios, rounds 1-10 / 11-36 / all: '
          f'{statistics.stdev(lr[:10]):.3f} / {statistics.stdev(lr[10:]):.3f} / {statistics.stdev(lr):.3f}')
for supply, c in change.items():
    print(f'{supply}: Xeon / EPYC - 1 from {min(c):+.0%} to {max(c):+.0%}')
for label, (ok, n) in within.items():
    print(f'{label}: {ok} of {n} allocate / allocateAgain forks with first / last within 15%')
