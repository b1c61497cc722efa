#!/usr/bin/env python3
"""Issue 108's table from one run's forks: per JDK and thread count, each pool's acquire+release against allocating
in the same rounds (geometric mean of per-round ratios, Student-t 95% interval over rounds), the new pool against the
others, and two threads against one. Netty's Recycler runs on Netty's own threads: at one thread against `allocate`
on those threads (nettyThread1), at 2, 8 and 64 against plain threads' `allocate` (said so in the table).
Usage: table.py RUN_DIR"""
import os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "issue108-pool-design"))
from ratios import gmean as gmean_of, load, summary  # noqa: E402  the parsing and the ratio, written once

run = sys.argv[1]
score = load(run)


def cell(a, b):
    if a is None or b is None:
        return "n/a"
    r, lo, hi = summary(a, b)
    return "%.2f [%.2f, %.2f]" % (r, lo, hi)


def gmean(d):
    return gmean_of(list(d.values()))


jdks = sorted({k[0] for k in score})
methods = [("1", "shared1"), ("2", "shared2"), ("8", "shared8"), ("64", "shared64"), ("come and go", "churn")]
pools = ["bucketed", "bucketedIdTable", "threadLocal", "stormpotClaim", "netty"]
print("### Each pool against allocating (ratio of ns per acquire+release, 95% CI over rounds)\n")
print("| JDK | threads | allocate ns | A/A | " + " | ".join(pools) + " |")
print("|---|---|---:|---|" + "---|" * len(pools))
for jdk in jdks:
    for label, method in methods:
        alloc = score.get((jdk, method, "allocate"))
        if alloc is None:
            continue
        cells = []
        for p in pools:
            base = alloc
            if p == "netty" and method == "shared1":
                base = score.get((jdk, "nettyThread1", "allocate"))
            cells.append(cell(score.get((jdk, method, p)), base))
        print("| %d | %s | %.1f | %s | %s |" % (jdk, label, gmean(alloc), cell(score.get((jdk, method, "allocateAgain")),
              alloc), " | ".join(cells)))
print("\n### The new pool against the others (ratio of ns, bucketed / other)\n")
others = ["bucketedIdTable", "threadLocal", "stormpotClaim", "netty"]
print("| JDK | threads | " + " | ".join(others) + " |")
print("|---|---|" + "---|" * len(others))
for jdk in jdks:
    for label, method in methods:
        b = score.get((jdk, method, "bucketed"))
        if b is None:
            continue
        print("| %d | %s | %s |" % (jdk, label, " | ".join(cell(b, score.get((jdk, method, o))) for o in others)))
print("\n### Two threads against one (shared2 / shared1, same pool)\n")
print("| JDK | " + " | ".join(["allocate"] + pools) + " |")
print("|---|" + "---|" * (len(pools) + 1))
for jdk in jdks:
    print("| %d | %s |" % (jdk, " | ".join(cell(score.get((jdk, "shared2", p)), score.get((jdk, "shared1", p)))
                                         for p in ["allocate"] + pools)))
print("\n### The mechanism control: promoted1 / shared1 (same pool, one thread)\n")
print("| JDK | allocate | bucketed | bucketedIdTable | threadLocal |")
print("|---|---|---|---|---|")
for jdk in jdks:
    print("| %d | %s |" % (jdk, " | ".join(cell(score.get((jdk, "promoted1", p)), score.get((jdk, "shared1", p)))
                                         for p in ["allocate", "bucketed", "bucketedIdTable", "threadLocal"])))
