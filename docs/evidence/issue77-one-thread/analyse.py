#!/usr/bin/env python3
"""Per build, shared1[bucketed] / shared1[allocate] per round (fork means), geometric mean with a Student-t
95% interval over rounds; and after/before of those ratios per round. Usage: analyse.py <out-dir>"""
import glob, json, math, sys

T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365}


def effect(logs):
    n = len(logs)
    mean = sum(logs) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in logs) / (n - 1))
    half = T975[n - 1] * sd / math.sqrt(n)
    return f"{math.exp(mean):.2f} [{math.exp(mean - half):.2f}, {math.exp(mean + half):.2f}]"


def ratios(out, build):
    result = {}
    for path in sorted(glob.glob(f"{out}/{build}-round*.json")):
        rows = {r["params"]["pool"]: r["primaryMetric"]["score"] for r in json.load(open(path))}
        result[path.rsplit("round", 1)[1]] = (rows["bucketed"], rows["allocate"])
    return result


out = sys.argv[1]
before, after = ratios(out, "before"), ratios(out, "after")
print("| build | rounds | bucketed ns/op (mean) | allocate ns/op (mean) | bucketed / allocate |")
print("|---|---:|---:|---:|---|")
for name, r in (("before (ef54bb6)", before), ("after (3a0e792)", after)):
    logs = [math.log(b / a) for b, a in r.values()]
    print(f"| {name} | {len(r)} | {sum(b for b, _ in r.values()) / len(r):.2f} | "
          f"{sum(a for _, a in r.values()) / len(r):.2f} | {effect(logs)} |")
paired = [math.log((after[k][0] / after[k][1]) / (before[k][0] / before[k][1])) for k in before if k in after]
print(f"\nafter / before of the ratio, paired by round: {effect(paired)}")
