"""Per young pause of a fork's log (-Xlog:gc*=debug,gc+age=trace): uptime, pause (ms), survivor bytes after it (the
age table's total) and the bytes at age 8 or more (objects that have survived eight collections). Then per fork the
medians over the pauses of its last 8 s (the last warmup iterations and the 4 measured ones)."""
import re, sys, glob, statistics as st
from phases import young_pauses

def pauses(path):
    out = []
    for gid, t, pause, text in young_pauses(path):
        ages = [(int(a), int(b), int(t)) for a, b, t in re.findall(r"- age +(\d+):\s+(\d+) bytes,\s+(\d+) total", text)]
        cards = re.search(r"Scanned Cards:.*?Sum:\s*(\d+)", text)
        out.append({"gc": gid, "t": t, "pause": pause,
                    # no age table: a log without gc+age=trace (rounds 1-2)
                    "survivors": ages[-1][2] if ages else None,
                    "old8": sum(b for a, b, _ in ages if a >= 8) if ages else None,
                    "cards": int(cards.group(1)) if cards else -1})
    return out

if __name__ == "__main__":
    print("fork\tpauses in last 8 s\tpause ms (median)\tsurvivor bytes (median)\tat age >= 8 (median)\tscanned cards (median)")
    for path in sorted(glob.glob(sys.argv[1])):
        g = pauses(path)
        end = max(x["t"] for x in g)
        last = [x for x in g if x["t"] >= end - 8]
        print("\t".join([path.replace(".gc.log", ""), str(len(last))]
                        + [f'{st.median(v):g}' if (v := [x[k] for x in last if x[k] is not None]) else "n/a"
                           for k in ("pause", "survivors", "old8", "cards")]))
