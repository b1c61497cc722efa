"""Per fork: median of each G1 young pause's phases over the pauses of the fork's last 8 s (its last warmup
iterations and its 4 measured ones), from -Xlog:gc*=debug logs of GcPressureBenchmark's sized and pooled rows."""
import re, sys, glob, statistics as st, collections

PH = ["Pre Evacuate Collection Set", "Merge Heap Roots", "Evacuate Collection Set", "Post Evacuate Collection Set",
      "Other"]
SUB = {"Object Copy": r"Object Copy \(ms\):.*?Avg:\s*([\d.]+)", "Ext Root Scanning": r"Ext Root Scanning \(ms\):.*?Avg:\s*([\d.]+)",
       "Scan Heap Roots": r"Scan Heap Roots \(ms\):.*?Avg:\s*([\d.]+)", "Termination": r"Termination \(ms\):.*?Avg:\s*([\d.]+)",
       "Free Collection Set": r"  Free Collection Set \(ms\):.*?Avg:\s*([\d.]+)",
       "Scanned Cards": r"Scanned Cards:.*?Sum:\s*(\d+)", "Code Root Scan": r"Code Root Scan \(ms\):.*?Avg:\s*([\d.]+)",
       "GC Worker Start Diff": r"GC Worker Start \(ms\):.*?Diff:\s*([\d.]+)",
       "GC Worker Total Max": r"GC Worker Total \(ms\):.*?Max:\s*([\d.]+)"}

def young_pauses(path):
    """Each young pause of a log, in order: (GC id, uptime of its first line, pause in ms, its lines joined)."""
    by = collections.defaultdict(list)
    for line in open(path, errors="replace"):
        m = re.match(r"\[([\d.]+)s\]\[([^\]]*)\] GC\((\d+)\) (.*)", line)
        if m and "phases,task" not in m.group(2):
            by[int(m.group(3))].append((float(m.group(1)), m.group(4)))
    for gid, lines in sorted(by.items()):
        text = "\n".join(l for _, l in lines)
        p = re.search(r"Pause Young \(Normal\).*?([\d.]+)ms$", text, re.M)
        if p:
            yield gid, lines[0][0], float(p.group(1)), text

def gcs(path):
    out = []
    for gid, t, pause, text in young_pauses(path):
        g = {"t": t, "pause": pause}
        for ph in PH:
            m = re.search(r"^  " + re.escape(ph) + r": ([\d.]+)ms", text, re.M)
            g[ph] = float(m.group(1)) if m else float("nan")
        for k, rx in SUB.items():
            m = re.search(rx, text)
            g[k] = float(m.group(1)) if m else float("nan")
        m = re.search(r"Eden regions: (\d+)->", text); g["eden"] = int(m.group(1)) if m else -1
        m = re.search(r"Survivor regions: (\d+)->(\d+)", text); g["surv"] = int(m.group(2)) if m else -1
        m = re.search(r"Old regions: (\d+)->(\d+)", text); g["old+"] = int(m.group(2)) - int(m.group(1)) if m else -1
        ages = re.findall(r"age +\d+:\s+\d+ bytes,\s+(\d+) total", text)
        g["survivorBytes"] = int(ages[-1]) if ages else float("nan")  # gc+age=trace (rounds 3-5 only)
        out.append(g)
    return out

KEYS = ["pause"] + PH + list(SUB) + ["eden", "surv", "old+", "survivorBytes"]

if __name__ == "__main__":
    print("fork\tpauses\t" + "\t".join(KEYS) + "\teden regions (every pause)")
    for path in sorted(glob.glob(sys.argv[1] if len(sys.argv) > 1 else "*.gc.log")):
        g = gcs(path)
        end = max(x["t"] for x in g)
        last = [x for x in g if x["t"] >= end - 8]
        med = [st.median(v) if (v := [x[k] for x in last if x[k] == x[k]]) else float("nan") for k in KEYS]
        edens = ",".join(str(e) for e in sorted({x["eden"] for x in last}))
        print(path.replace(".gc.log", "") + "\t" + str(len(last)) + "\t" + "\t".join(f"{v:g}" for v in med) + "\t" + edens)
