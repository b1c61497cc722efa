"""Per row: the median of the fork means (ns/op) in two JMH JSON files of one suite and JDK, and new / old.

Usage: python3 compare_runs.py OLD.json NEW.json
A fork mean is the mean of a fork's measurement iterations (primaryMetric.rawData, one array per fork).
Also prints each row's fork means as min-max in the new file, to show whether a row still settles in modes.
"""
import json
import statistics
import sys


def medians(path):
    rows = {}
    for r in json.load(open(path)):
        key = (int(r["params"]["length"]), r["benchmark"].rsplit(".", 1)[1])
        means = [statistics.mean(f) for f in r["primaryMetric"]["rawData"]]
        rows[key] = (statistics.median(means), min(means), max(means))
    return rows


old, new = medians(sys.argv[1]), medians(sys.argv[2])
print("| chars | row | old median | new median | new / old | new fork means, min-max |")
print("|---:|---|---:|---:|---:|---|")
for key in sorted(new):
    o, n = old[key][0], new[key]
    print(f"| {key[0]} | `{key[1]}` | {o:,.0f} | {n[0]:,.0f} | {n[0] / o:.2f} | {n[1]:,.0f}-{n[2]:,.0f} |")
