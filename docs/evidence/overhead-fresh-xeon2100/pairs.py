# Per A/A pair of the overhead suite (every row measured under a second name, `...Again`): fork means per round and
# the sd of the per-round log ratio, from the JMH logs of the run's first three rounds.
# Usage: tar xJf overhead-2100-20261127.tar.xz && python3 pairs.py overhead-2100-20261127
import glob, math, os, re, statistics, sys

def fork_mean(path):
    text = open(path).read()
    return statistics.mean(float(v) for v in re.findall(r'^Iteration +\d+: ([\d.]+)', text, re.M))

folder = sys.argv[1]
pairs = {}
for again in glob.glob(os.path.join(folder, 'round*-*Again.log')):
    name = os.path.basename(again)
    pairs.setdefault(name[8:-4], []).append((name[:7], fork_mean(again.replace('Again', '')), fork_mean(again)))
for key, rounds in sorted(pairs.items()):
    rounds.sort()
    logs = [math.log(b / a) for _, a, b in rounds]
    cells = ' '.join(f'{r}: {a:.2f} / {b:.2f} = {b / a:.3f}' for r, a, b in rounds)
    print(f'{key}: {cells}; sd of log ratio {statistics.stdev(logs):.3f}')
