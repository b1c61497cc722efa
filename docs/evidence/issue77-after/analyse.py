#!/usr/bin/env python3
"""Ratio of each pool to `allocate` at the same thread count, per JDK, from the merged JMH JSON of a run (issue 77: before, the pilot; after, the suite's full run).

Per round k the ratio of the two rows' fork-k means (fork k of every row ran in round k); the
geometric mean over rounds with a Student-t 95% interval of the mean log ratio (the project's
paired method, io.github.poolbench.stats.EffectSizes). Usage: analyse.py overhead-jdk17.json ...
"""
import json
import math
import sys

T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262, 10: 2.228}
POOLS = ["bucketed", "bucketedFixed", "threadLocal", "stormpotClaim", "jacksonThreadLocal"]
METHODS = ["shared1", "shared2", "shared8", "shared64"]


def fork_means(row):
    return [sum(f) / len(f) for f in row["primaryMetric"]["rawData"]]


def effect(a, b):
    logs = [math.log(x / y) for x, y in zip(a, b)]
    n = len(logs)
    mean = sum(logs) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in logs) / (n - 1)) if n > 1 else float("nan")
    half = T975.get(n - 1, 1.96) * sd / math.sqrt(n)
    return math.exp(mean), math.exp(mean - half), math.exp(mean + half)


def main(files):
    print("| JDK | threads | " + " | ".join(POOLS) + " | `allocate` ns/op |")
    print("|---|---:|" + "---|" * len(POOLS) + "---:|")
    for path in files:
        rows = json.load(open(path))
        jdk = rows[0]["jdkVersion"].split(".")[0]
        by = {(r["benchmark"].rsplit(".", 1)[1], r["params"]["pool"]): r for r in rows
              if r.get("params", {}).get("capacity") == "32" and "pool" in r["params"]}
        for m in METHODS:
            base = by.get((m, "allocate"))
            if base is None:
                continue
            cells = []
            for p in POOLS:
                row = by.get((m, p))
                if row is None:
                    cells.append("–")
                    continue
                est, lo, hi = effect(fork_means(row), fork_means(base))
                cells.append(f"{est:.2f} [{lo:.2f}, {hi:.2f}]")
            threads = base["threads"]
            print(f"| {jdk} | {threads} | " + " | ".join(cells) + f" | {base['primaryMetric']['score']:.1f} |")


if __name__ == "__main__":
    main(sys.argv[1:])
