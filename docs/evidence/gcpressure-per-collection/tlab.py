"""Per fork: medians, over the young pauses of its last 8 s, of the TLAB totals G1 logs at gc+tlab=debug (part of
-Xlog:gc*=debug): TLAB refills since the previous pause, allocations outside a TLAB ("slow allocs") and the share
wasted. A check of whether the two rows, or the two JDKs, allocate by different paths."""
import re, sys, glob, statistics as st
from phases import young_pauses

print("fork\tpauses in last 8 s\trefills\tslow allocs\twaste %")
for path in sorted(glob.glob(sys.argv[1] if len(sys.argv) > 1 else "*.gc.log")):
    rows = []
    for gid, t, pause, text in young_pauses(path):
        m = re.search(r"TLAB totals: thrds: +\d+ +refills: +(\d+) .*?slow allocs: +(\d+) .*?waste: +([\d.]+)%", text)
        if m:
            rows.append((t, int(m.group(1)), int(m.group(2)), float(m.group(3))))
    end = max(r[0] for r in rows)
    last = [r for r in rows if r[0] >= end - 8]
    print("\t".join([path.replace(".gc.log", ""), str(len(last))]
                    + [f"{st.median(r[k] for r in last):g}" for k in (1, 2, 3)]))
