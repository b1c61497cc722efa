#!/usr/bin/env python3
"""Each caller shape against its baseline, per JDK, from the run's merged JMH JSON (see plan.md).

Per round k the ratio of the two rows' fork-k means; the geometric mean over rounds with a
Student-t 95% interval of the mean log ratio (the project's paired method). Usage:
analyse.py overhead-jdk17.json overhead-jdk25.json
"""
import json
import math
import sys

T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262}
PAIRS = [("CallerShapes.direct", "CallerShapes.allocate"), ("CallerShapes.staticField", "CallerShapes.allocate"),
         ("CallerShapes.viaInterface", "CallerShapes.allocate"), ("shared1[bucketed]", "shared1[allocate]"),
         ("shared1[bucketed]", "CallerShapes.allocate"), ("shared1[allocate]", "CallerShapes.allocate")]


def key(row):
    name = row["benchmark"].split("PoolOverheadBenchmark.", 1)[1]
    pool = row.get("params", {}).get("pool")
    return name + (f"[{pool}]" if pool else "")


def fork_means(row):
    return [sum(f) / len(f) for f in row["primaryMetric"]["rawData"]]


def effect(a, b):
    logs = [math.log(x / y) for x, y in zip(a, b)]
    n = len(logs)
    mean = sum(logs) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in logs) / (n - 1))
    half = T975[n - 1] * sd / math.sqrt(n)
    return math.exp(mean), math.exp(mean - half), math.exp(mean + half)


def main(files):
    print("| JDK | row | against | ratio [95% CI] | row ns/op | against ns/op |")
    print("|---|---|---|---|---:|---:|")
    for path in files:
        rows = {key(r): r for r in json.load(open(path))}
        jdk = next(iter(rows.values()))["jdkVersion"].split(".")[0]
        for a, b in PAIRS:
            est, lo, hi = effect(fork_means(rows[a]), fork_means(rows[b]))
            print(f"| {jdk} | `{a}` | `{b}` | {est:.2f} [{lo:.2f}, {hi:.2f}] | "
                  f"{rows[a]['primaryMetric']['score']:.2f} | {rows[b]['primaryMetric']['score']:.2f} |")


if __name__ == "__main__":
    main(sys.argv[1:])
