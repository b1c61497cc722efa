"""Per row: how many forks settled in a slow mode, in two JMH JSON files of one suite and JDK.

Usage: python3 slow_forks.py OLD.json NEW.json
A fork mean is the mean of a fork's measurement iterations (primaryMetric.rawData, one array per fork). A fork is
slow when its mean is more than 1.2x its row's median fork mean (the pages' bimodal rule: modes > 20% apart), fast
when it is less than the median / 1.2. Prints only the rows where either file has such a fork.
"""
import json
import statistics
import sys


def modes(path):
    rows = {}
    for r in json.load(open(path)):
        key = (int(r["params"]["length"]), r["benchmark"].rsplit(".", 1)[1])
        means = [statistics.mean(f) for f in r["primaryMetric"]["rawData"]]
        median = statistics.median(means)
        slow = sum(m > 1.2 * median for m in means)
        fast = sum(m < median / 1.2 for m in means)
        rows[key] = (len(means), slow, fast)
    return rows


old, new = modes(sys.argv[1]), modes(sys.argv[2])
print("| chars | row | old: slow / fast of forks | new: slow / fast of forks |")
print("|---:|---|---:|---:|")
for key in sorted(new):
    o, n = old[key], new[key]
    if o[1] or o[2] or n[1] or n[2]:
        print(f"| {key[0]} | `{key[1]}` | {o[1]} / {o[2]} of {o[0]} | {n[1]} / {n[2]} of {n[0]} |")
