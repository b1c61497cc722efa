# Per fork of the probe in events-echo2-promotion-jdk17.md: the fork's measured score (JMH's text output), the young
# collection that promoted the objects the benchmark built at setup (the age-15 entry of G1's age table is gone
# after it), the mean gap between young collections (a fixed eden fills at the allocation rate, so the gap grows as
# the throughput falls) over the five collections before that one and (as far as the fork ran) the five after it, and the JIT compilations
# logged from 0.3 s before it to the collection after it.
# Usage: python3 forks.py <dir> (the fork logs jit-<pid>.log and JMH's output jmh.txt of the probe's command)
import glob, os, re, statistics, sys

d = sys.argv[1]
logs = sorted(glob.glob(os.path.join(d, 'jit-*.log')), key=os.path.getmtime)
scores = []
for line in open(os.path.join(d, 'jmh.txt')):
    if line.startswith('# Fork:'):
        scores.append([])
    elif line.startswith('Iteration'):
        scores[-1].append(float(line.split()[2]))
print('| fork | score, ops/us (3 iterations) | promoted at | gap before, ms | gap after, ms | after / before | compilations near it |')
print('|---:|---|---|---:|---:|---:|---:|')
for n, (f, s) in enumerate(zip(logs, scores), 1):
    young, comp, aged = {}, [], set()
    for line in open(f):
        m = re.match(r'\[(\d+\.\d+)s\] (GC\((\d+)\))?', line)
        if not m:
            continue
        t = float(m.group(1))
        if m.group(3) is None:
            comp.append(t)
            continue
        gc = int(m.group(3))
        if 'Pause Young' in line:
            young[gc] = t
        if re.search(r'- age +15:', line):
            aged.add(gc)
    promoted = min(aged) + 1  # the first collection after which the setup's objects, aged 15, are gone
    gaps = {gc: young[gc + 1] - young[gc] for gc in young if gc + 1 in young}
    before = statistics.mean(gaps[g] for g in range(promoted - 5, promoted))
    after = statistics.mean(gaps[g] for g in range(promoted, promoted + 5) if g in gaps)
    near = sum(1 for t in comp if young[promoted] - 0.3 < t < young[promoted + 1])
    print(f'| {n} | {statistics.mean(s):.1f} ({" / ".join(f"{x:.1f}" for x in s)}) | GC({promoted}) | '
          f'{before * 1000:.0f} | {after * 1000:.0f} | {after / before:.2f} | {near} |')
