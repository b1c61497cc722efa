#!/usr/bin/env python3
"""Per build and method, shared*[bucketed] / shared*[allocate] per round, geometric mean with a Student-t 95%
interval over rounds; per method candidate / growing of those ratios paired by round. Usage: analyse.py <dir>"""
import glob, json, math, sys

T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365}


def effect(logs):
    n = len(logs)
    mean = sum(logs) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in logs) / (n - 1))
    half = T975[n - 1] * sd / math.sqrt(n)
    return f"{math.exp(mean):.2f} [{math.exp(mean - half):.2f}, {math.exp(mean + half):.2f}]"


def ratios(out, build, method):
    result = {}
    for path in sorted(glob.glob(f"{out}/{build}-round*.json")):
        rows = {r["params"]["pool"]: r["primaryMetric"]["score"] for r in json.load(open(path))
                if r["benchmark"].endswith("." + method)}
        result[path.rsplit("round", 1)[1]] = (rows["bucketed"], rows["allocate"])
    return result


out = sys.argv[1]
print("| method | build | rounds | bucketed ns/op (mean) | allocate ns/op (mean) | bucketed / allocate |")
print("|---|---|---:|---:|---:|---|")
paired = {}
for method in ("shared1", "shared64"):
    by = {b: ratios(out, b, method) for b in ("candidate", "growing")}
    for name, r in by.items():
        print(f"| {method} | {name} | {len(r)} | {sum(b for b, _ in r.values()) / len(r):.1f} | "
              f"{sum(a for _, a in r.values()) / len(r):.1f} | {effect([math.log(b / a) for b, a in r.values()])} |")
    c, g = by["candidate"], by["growing"]
    paired[method] = effect([math.log((c[k][0] / c[k][1]) / (g[k][0] / g[k][1])) for k in c if k in g])
print()
for method, e in paired.items():
    print(f"{method}: candidate / growing of the ratio, paired by round: {e}")
