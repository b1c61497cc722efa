#!/usr/bin/env python3
"""Per JDK, method and pool: the geometric mean score over rounds and the ratio to a baseline row of the
same round (geometric mean of per-round ratios, Student-t 95% interval over rounds), from a run's
forks-NN.log.json files.
Usage: ratios.py RUN_DIR [BASELINE_POOL]         each pool against BASELINE_POOL (default allocate), same method
       ratios.py RUN_DIR --method A B             method A against method B, same pool (e.g. promoted1 shared1)"""
import glob, json, math, re, sys
from collections import defaultdict
T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262}


def load(run):
    """(jdk, method, pool) -> round -> ns/op, from a run's forks-NN.log.json files."""
    score = defaultdict(dict)
    for f in sorted(glob.glob(run + "/forks-*.log.json")):
        d = json.load(open(f))
        for fork, s in zip(d["forks"], d["scores"]):
            m = re.match(r"\S+ jdk(\d+) (\w+) \w+ .*pool=(\w+)", fork["row"])
            score[(int(m.group(1)), m.group(2), m.group(3))][fork["round"]] = s
    return score


def summary(a, b):
    rounds = sorted(set(a) & set(b))
    logs = [math.log(a[r] / b[r]) for r in rounds]
    n = len(logs)
    mean = sum(logs) / n
    if n < 2:
        return math.exp(mean), float("nan"), float("nan")
    sd = math.sqrt(sum((x - mean) ** 2 for x in logs) / (n - 1))
    h = T975[n - 1] * sd / math.sqrt(n)
    return math.exp(mean), math.exp(mean - h), math.exp(mean + h)


def gmean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def main():
    run = sys.argv[1]
    base = sys.argv[2] if len(sys.argv) > 2 else "allocate"
    methods = sys.argv[3:5] if base == "--method" else None
    score = load(run)
    if methods:
        a, b = methods
        print("| JDK | pool | rounds | %s ns/op | %s ns/op | %s / %s [95%% CI] |" % (a, b, a, b))
        print("|---|---|---:|---:|---:|---|")
        for (jdk, method, pool) in sorted(score):
            if method == a and (jdk, b, pool) in score:
                x, y = score[(jdk, a, pool)], score[(jdk, b, pool)]
                print("| %d | %s | %d | %.1f | %.1f | %.2f [%.2f, %.2f] |" % ((jdk, pool, len(x), gmean(list(x.values())),
                      gmean(list(y.values()))) + summary(x, y)))
        return
    print("| JDK | method | pool | rounds | ns/op (geometric mean) | x %s [95%% CI] |" % base)
    print("|---|---|---|---:|---:|---|")
    for (jdk, method, pool) in sorted(score):
        rows = score[(jdk, method, pool)]
        b = score.get((jdk, method, base))
        cell = "" if not b or pool == base else "%.2f [%.2f, %.2f]" % summary(rows, b)
        print("| %d | %s | %s | %d | %.1f | %s |" % (jdk, method, pool, len(rows), gmean(list(rows.values())), cell))


if __name__ == "__main__":
    main()
